/// A call the view makes on a custom layout (`layout custom`, docs/layout.md §10) that the trace
/// shows, in UIKit's method names: at a bounds change the view asks
/// `shouldInvalidateLayout(forBoundsChange:)`, and on true invalidates the layout with its
/// `invalidationContext(forBoundsChange:)` and prepares it again. The stock layouts are not traced
/// here: they place their pinned views at query time.
public enum CustomLayoutCallback: Hashable, Sendable {
    /// shouldInvalidateLayout(forBoundsChange:) and the layout's answer.
    case shouldInvalidateLayout(forBoundsChange: Rect, answer: Bool)
    /// invalidateLayout(with:) the context of invalidationContext(forBoundsChange:); whether the
    /// layout's override emptied its cache.
    case invalidateLayoutForBoundsChange(LayoutInvalidationContext, emptiedCache: Bool)
    /// prepare() after that invalidation.
    case prepare

    public var description: String {
        switch self {
        case .shouldInvalidateLayout(let bounds, let answer):
            let r = bounds
            return "layout.shouldInvalidateLayout(forBoundsChange: (\(NumberText.decimal(r.origin.x)), \(NumberText.decimal(r.origin.y)), "
                + "\(NumberText.decimal(r.size.width)), \(NumberText.decimal(r.size.height)))) → \(answer)"
        case .invalidateLayoutForBoundsChange(let context, let emptied):
            return "layout.invalidateLayout(with: invalidationContext(forBoundsChange:)) — \(context.flagsDescription); "
                + (emptied ? "the cache is emptied" : "the cache is kept")
        case .prepare:
            return "layout.prepare()"
        }
    }
}
