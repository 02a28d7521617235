/// A `UICollectionViewLayout` subclass as apps write them: `prepare()` computes its shape's
/// attributes into a cache, the queries answer from the cache, and the invalidation rules are the
/// subclass's own (`LayoutCachePolicy`). UIKit calls `prepare()` only after the layout was
/// invalidated (`invalidateLayout(with:)`: reloadData, batch updates, invalidateLayout(), a bounds
/// change the layout asked for); the engine asks for a prepare on every layout pass, so the layout
/// keeps UIKit's rule itself: a prepare with no invalidation since the last one does nothing.
///
/// A cache that survives an update (prepare fills only an empty cache, and the update's context
/// did not empty it) keeps answering for the old counts: the view sees attributes for index paths
/// it no longer has and raises, as UIKit does (`cacheReport`, docs/layout.md §10).
public struct CachingLayout<Shape: CustomLayoutShape>: CollectionViewLayout, Equatable {
    public var shape: Shape
    public var policy: LayoutCachePolicy
    /// The attributes `prepare()` cached.
    public private(set) var cache = AttributeCache()
    /// Whether the layout was invalidated since its last prepare (a new layout is).
    public private(set) var needsPrepare = true
    /// The bounds size of the last layout pass (`collectionView.bounds.size`).
    public private(set) var boundsSize = Size.zero
    /// The last invalidation the cache survived since it was filled.
    public private(set) var lastKeptContext: LayoutInvalidationContext?

    public init(_ shape: Shape, policy: LayoutCachePolicy = LayoutCachePolicy()) {
        self.shape = shape
        self.policy = policy
    }

    public var uikitClassName: String { shape.className }
    public var scrollAxis: ScrollAxis { shape.scrollAxis }

    public mutating func prepare(_ context: LayoutContext) {
        boundsSize = context.boundsSize
        guard needsPrepare else { return }
        needsPrepare = false
        guard policy.prepare == .rebuild || cache.isEmpty else { return }
        cache = shape.attributes(for: context)
        lastKeptContext = nil
    }

    public var collectionViewContentSize: Size { cache.contentSize }
    public var warnings: [String] { [] }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { cache.elements(in: rect) }
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { cache.item(at: indexPath) }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        cache.supplementary(ofKind: kind, at: indexPath)
    }

    /// UICollectionViewLayout's own answer: the item under the point, else where it was.
    public func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath {
        indexPathForItem(at: position) ?? previous
    }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        switch policy.boundsChange {
        case .never: false
        case .sizeChange: newBounds.size != boundsSize
        case .always: true
        }
    }

    /// UICollectionViewLayout's own context for a bounds change: no flag set.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        LayoutInvalidationContext()
    }

    public mutating func invalidateLayout(with context: LayoutInvalidationContext) {
        needsPrepare = true
        if policy.clearsCache(for: context) {
            cache = AttributeCache()
            lastKeptContext = nil
        } else if !cache.isEmpty {
            lastKeptContext = context
        }
    }

    public var cacheReport: LayoutCacheReport? {
        LayoutCacheReport(className: shape.className, cachedCounts: cache.counts, policy: policy, lastKeptContext: lastKeptContext)
    }
}
