/// A layout that is none of the engine's own (a test's toy layout, an app's custom
/// UICollectionViewLayout subclass), boxed so that `AnyCollectionViewLayout` can hold it: any
/// `CollectionViewLayout & Equatable` value, from any module. Every requirement forwards to the
/// boxed value through the existential (the built-in layouts have their own cases, statically
/// dispatched). Two boxes are equal when they hold equal values of the same type.
public struct CustomLayout: CollectionViewLayout, Equatable {
    /// The boxed layout.
    public private(set) var base: any CollectionViewLayout & Equatable

    public init(_ base: some CollectionViewLayout & Equatable) {
        self.base = base
    }

    public static func == (lhs: CustomLayout, rhs: CustomLayout) -> Bool {
        equal(lhs.base, rhs.base)
    }

    private static func equal<L: CollectionViewLayout & Equatable>(_ lhs: L, _ rhs: any CollectionViewLayout) -> Bool {
        (rhs as? L) == lhs
    }

    public var uikitClassName: String { base.uikitClassName }
    public var scrollAxis: ScrollAxis { base.scrollAxis }
    public mutating func resolveDelegateAnswers(_ identifiers: LayoutIdentifiers) { base.resolveDelegateAnswers(identifiers) }
    public mutating func prepare(_ context: LayoutContext) { base.prepare(context) }
    public var collectionViewContentSize: Size { base.collectionViewContentSize }
    public var warnings: [String] { base.warnings }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        base.layoutAttributesForElements(in: rect)
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
    }

    public func numberOfElements(in rect: Rect, upTo limit: Int) -> Int { base.numberOfElements(in: rect, upTo: limit) }
    public func indexPathsForItems(in rect: Rect) -> [IndexPath] { base.indexPathsForItems(in: rect) }
    public func indexPathForItem(at point: Point) -> IndexPath? { base.indexPathForItem(at: point) }

    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        base.targetContentOffset(forProposedContentOffset: proposed)
    }

    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        base.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    public func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath {
        base.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position)
    }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidateLayout(forBoundsChange: newBounds) }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        base.invalidationContext(forBoundsChange: newBounds)
    }

    public mutating func invalidateLayout(with context: LayoutInvalidationContext) { base.invalidateLayout(with: context) }
    public mutating func updateContentOffset(_ offset: Point) { base.updateContentOffset(offset) }
    public var cacheReport: LayoutCacheReport? { base.cacheReport }

    public var estimatesItemSizes: Bool { base.estimatesItemSizes }
    public func measuresItem(at indexPath: IndexPath) -> Bool { base.measuresItem(at: indexPath) }
    public func measuredSize(preferred: Size, given size: Size) -> Size { base.measuredSize(preferred: preferred, given: size) }
    public var recordsEveryMeasurement: Bool { base.recordsEveryMeasurement }
    public var anchorsSelfSizingPasses: Bool { base.anchorsSelfSizingPasses }

    public mutating func setMeasuredSize(_ size: Size, forItemAt indexPath: IndexPath, counts: [Int]) {
        base.setMeasuredSize(size, forItemAt: indexPath, counts: counts)
    }

    public mutating func remapMeasuredSizes(through mapping: UpdateMapping, counts: [Int], followingItems: Bool) {
        base.remapMeasuredSizes(through: mapping, counts: counts, followingItems: followingItems)
    }

    public func measuresBoundaryItem(_ kind: ElementKind, inSection section: Int) -> Bool {
        base.measuresBoundaryItem(kind, inSection: section)
    }

    public mutating func setMeasuredBoundaryHeight(_ height: Double, for key: SupplementaryKey, sectionCount: Int) {
        base.setMeasuredBoundaryHeight(height, for: key, sectionCount: sectionCount)
    }

    public mutating func remapMeasuredBoundaryHeights(through mapping: UpdateMapping, sectionCount: Int) {
        base.remapMeasuredBoundaryHeights(through: mapping, sectionCount: sectionCount)
    }

    public var maximumElementsPerItem: Int { base.maximumElementsPerItem }
    public var scrollingMovesFrames: Bool { base.scrollingMovesFrames }
    public func onScreen(_ attributes: LayoutAttributes) -> LayoutAttributes { base.onScreen(attributes) }
    public func orthogonalOffsetRange(section: Int) -> ClosedRange<Double>? { base.orthogonalOffsetRange(section: section) }
    public func orthogonalOffset(section: Int) -> Double { base.orthogonalOffset(section: section) }
    public var scrolledOrthogonalSections: [Int] { base.scrolledOrthogonalSections }
    public func listConfiguration(forSection section: Int) -> ListConfiguration? { base.listConfiguration(forSection: section) }
    public var transitionState: LayoutTransitionState? { base.transitionState }
}
