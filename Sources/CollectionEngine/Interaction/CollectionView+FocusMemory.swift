/// Focus leaving the collection view and coming back (docs/interaction.md §7.1).
///
/// `remembersLastFocusedIndexPath` (iOS 9, default false, `doc`): when focus returns to the view it
/// goes to the last focused index path if that is still valid, instead of the preferred one
/// (`indexPathForPreferredFocusedView(in:)`, unanswered here: the first item). Focus returns with an
/// arrow key while nothing in the view is focused (`moveFocus(_:)`). The last focused path follows
/// updates like selection and is dropped when its item is deleted (docs/updates.md §4.2).
extension CollectionView {
    /// The focus engine moves focus to a view outside the collection view: shouldUpdateFocusIn and
    /// didUpdateFocusIn with no next index path (`doc` for the context's nil path); the last
    /// focused path is kept for a later return.
    public mutating func focusLeavesView() {
        guard let previous = focusedIndexPath else { return }
        events.append(.shouldUpdateFocus(from: previous, to: nil))
        focusedIndexPath = nil
        events.append(.didUpdateFocus(from: previous, to: nil))
    }
}
