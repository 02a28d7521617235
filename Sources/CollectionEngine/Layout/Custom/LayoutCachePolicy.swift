/// The invalidation rules of a custom layout's attribute cache, as its subclass's code decides
/// them (docs/layout.md §10): whether `prepare()` rebuilds the cache or only fills an empty one,
/// which invalidation contexts its `invalidateLayout(with:)` override empties the cache for, and
/// what `shouldInvalidateLayout(forBoundsChange:)` answers.
public struct LayoutCachePolicy: Hashable, Sendable {
    /// What `prepare()` does with the cache.
    public enum Prepare: String, CaseIterable, Hashable, Sendable {
        /// `cache = computeAttributes()` on every prepare: never stale, O(n) per prepare.
        case rebuild
        /// `guard cache.isEmpty else { return }` first: the cache is filled once and kept until the
        /// layout empties it (the classic custom-layout bug when nothing empties it).
        case fillIfEmpty
    }

    /// What the layout's `invalidateLayout(with:)` override empties its cache for.
    public enum Trigger: String, CaseIterable, Hashable, Sendable {
        /// `context.invalidateEverything` (invalidateLayout(), reloadData()).
        case everything
        /// `context.invalidateDataSourceCounts` (reloadData(), batch updates, diffable applies).
        case dataSourceCounts
        /// `context.invalidatedItemIndexPaths` is not nil (`invalidateItems(at:)`).
        case items
        /// Every call, whatever the context says (a bounds change's context has no flag set).
        case any
    }

    /// What `shouldInvalidateLayout(forBoundsChange:)` answers.
    public enum BoundsChange: String, CaseIterable, Hashable, Sendable {
        /// false: UICollectionViewLayout's own answer.
        case never
        /// `newBounds.size != collectionView.bounds.size`.
        case sizeChange
        /// true, for every bounds change.
        case always
    }

    public var prepare: Prepare
    public var clearCacheOn: Set<Trigger>
    public var boundsChange: BoundsChange

    public init(prepare: Prepare = .rebuild, clearCacheOn: Set<Trigger> = [], boundsChange: BoundsChange = .never) {
        self.prepare = prepare
        self.clearCacheOn = clearCacheOn
        self.boundsChange = boundsChange
    }

    /// `clearCacheOn` in declaration order.
    public var orderedTriggers: [Trigger] { Trigger.allCases.filter(clearCacheOn.contains) }

    /// Whether the layout's `invalidateLayout(with:)` empties its cache for `context`.
    public func clearsCache(for context: LayoutInvalidationContext) -> Bool {
        clearCacheOn.contains(.any)
            || (context.invalidateEverything && clearCacheOn.contains(.everything))
            || (context.invalidateDataSourceCounts && clearCacheOn.contains(.dataSourceCounts))
            || (context.invalidatedItemIndexPaths != nil && clearCacheOn.contains(.items))
    }
}

extension LayoutInvalidationContext {
    /// The flags that are set, in UIKit's names ("invalidateDataSourceCounts"); "no flag set" for
    /// a bounds change's context.
    public var flagsDescription: String {
        var flags: [String] = []
        if invalidateEverything { flags.append("invalidateEverything") }
        if invalidateDataSourceCounts { flags.append("invalidateDataSourceCounts") }
        if invalidatedItemIndexPaths != nil { flags.append("invalidatedItemIndexPaths") }
        return flags.isEmpty ? "no flag set" : flags.joined(separator: " and ")
    }
}
