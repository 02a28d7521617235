/// What a caching layout's attribute cache describes, for the view to tell a stale cache from
/// its cause (`CollectionViewLayout.cacheReport`), and for `explain` to say why it is stale.
public struct LayoutCacheReport: Hashable, Sendable {
    /// The layout's class as the script names it ("WaterfallLayout").
    public var className: String
    /// The items per section the cached attributes were computed for.
    public var cachedCounts: [Int]
    /// The layout's invalidation rules.
    public var policy: LayoutCachePolicy
    /// The last invalidation the cache survived (its context did not empty it), if any.
    public var lastKeptContext: LayoutInvalidationContext?

    public init(className: String, cachedCounts: [Int], policy: LayoutCachePolicy, lastKeptContext: LayoutInvalidationContext?) {
        self.className = className
        self.cachedCounts = cachedCounts
        self.policy = policy
        self.lastKeptContext = lastKeptContext
    }
}
