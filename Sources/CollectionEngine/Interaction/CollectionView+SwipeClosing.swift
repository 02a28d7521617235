/// What closes an open swipe row besides a tap, a drag, another swipe or an action's completion
/// (docs/interaction.md §11.1): a programmatic change of contentOffset (`setContentOffset`,
/// `scrollToItem`), installing a layout (animated, interactive or not) and a change of isEditing.
/// UIKit's list closes the row whenever the collection view scrolls or re-lays out its cells, and
/// entering editing ends any swipe [doc: UITableView/UICollectionView list behaviour; inferred for
/// the programmatic cases]. The close is traced (`swipe actions of [0,2] close: …`), then the
/// cell's configuration state changes as for any close (with isEditing, once, with the others).
public enum SwipeCloseReason: String, Hashable, Sendable {
    case scroll = "the collection view scrolls"
    case layoutChange = "a new layout is installed"
    case editing = "isEditing changes"
}

extension CollectionView {
    /// Closes the open row, if any, tracing why.
    /// For `.editing` the cell's update is left to the editing change, which updates every cell
    /// once (UIKit coalesces the changes made together, docs/interaction.md §12).
    mutating func closeSwipeActions(because reason: SwipeCloseReason) {
        guard swipeActions.open != nil else { return }
        if let path = openSwipeIndexPath { events.append(.listCell(.swipeActionsClosed(path, reason))) }
        if reason == .editing { swipeActions.open = nil } else { closeSwipeActions() }
    }
}
