/// A call the view makes on a custom layout (`layout custom`, docs/layout.md §10) that the trace
/// shows, in UIKit's method names: at a bounds change the view asks
/// `shouldInvalidateLayout(forBoundsChange:)`, and on true invalidates the layout with its
/// `invalidationContext(forBoundsChange:)` and prepares it again; reloadData() invalidates it
/// (`invalidateEverything` and `invalidateDataSourceCounts`) and the next layout pass prepares it;
/// a batch update invalidates it
/// (`invalidateDataSourceCounts`), prepares it, and brackets the update's animations between
/// `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`, asking the initial
/// and final attributes of the items that appear and disappear. The stock layouts are not traced
/// here (they place their pinned views at query time; their own calls are not modelled one by one).
public enum CustomLayoutCallback: Hashable, Sendable {
    /// shouldInvalidateLayout(forBoundsChange:) and the layout's answer.
    case shouldInvalidateLayout(forBoundsChange: Rect, answer: Bool)
    /// invalidateLayout(with:) the context of invalidationContext(forBoundsChange:); whether the
    /// layout's override emptied its cache.
    case invalidateLayoutForBoundsChange(LayoutInvalidationContext, emptiedCache: Bool)
    /// prepare() after an invalidation (a bounds change's, reloadData()'s, a batch update's).
    case prepare
    /// invalidateLayout(with:) the view's context for reloadData() or a batch update; whether the
    /// cache was emptied.
    case invalidateLayout(LayoutInvalidationContext, emptiedCache: Bool)
    /// prepare(forCollectionViewUpdates:) with the update's items (UICollectionViewUpdateItem).
    case prepareForCollectionViewUpdates([UpdateMapping.Item])
    /// finalLayoutAttributesForDisappearingItem(at:), an item on screen before that the update removes.
    case finalLayoutAttributesForDisappearingItem(IndexPath)
    /// initialLayoutAttributesForAppearingItem(at:), an item on screen after that the update inserts.
    case initialLayoutAttributesForAppearingItem(IndexPath)
    /// finalizeCollectionViewUpdates(): the end of the update's animations.
    case finalizeCollectionViewUpdates

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
        case .invalidateLayout(let context, let emptied):
            return "layout.invalidateLayout(with: context) — \(context.flagsDescription); " + (emptied ? "the cache is emptied" : "the cache is kept")
        case .prepareForCollectionViewUpdates(let items):
            return "layout.prepare(forCollectionViewUpdates: [" + items.map(Self.text).joined(separator: ", ") + "])"
        case .finalLayoutAttributesForDisappearingItem(let path):
            return "layout.finalLayoutAttributesForDisappearingItem(at: \(path))"
        case .initialLayoutAttributesForAppearingItem(let path):
            return "layout.initialLayoutAttributesForAppearingItem(at: \(path))"
        case .finalizeCollectionViewUpdates:
            return "layout.finalizeCollectionViewUpdates()"
        }
    }

    /// An update item as the trace writes it: `delete [0,5]`, `move [0,1]→[0,3]`, `insert section 1`.
    public static func text(_ item: UpdateMapping.Item) -> String {
        let action = switch item.action {
        case .insert: "insert"
        case .delete: "delete"
        case .reload: "reload"
        case .move: "move"
        }
        let paths = [item.indexPathBeforeUpdate, item.indexPathAfterUpdate].compactMap { $0 }
        if item.isSectionOperation {
            return action + " section " + paths.map { String($0.section) }.joined(separator: "→")
        }
        return action + " " + paths.map(\.description).joined(separator: "→")
    }
}
