/// iOS 16 primary actions (docs/interaction.md §1.3): a delegate that implements
/// collectionView(_:performPrimaryActionForItemAt:) gets it after the selection calls of a tap
/// that selects one item without extending an existing selection, outside editing mode.
extension CollectionView {
    /// Whether a tap on `indexPath` ends with the primary action, decided before the tap changes
    /// the selection: the delegate implements it, the view is not editing, the tap does not
    /// deselect (multiple selection, item selected) and does not extend a selection of other items.
    func tapPerformsPrimaryAction(at indexPath: IndexPath) -> Bool {
        guard version >= UIKitBehaviour.primaryActions,
              delegate.isAnswered(.performPrimaryAction), delegate.answer(.performPrimaryAction, item: nil),
              !isEditing else { return false }
        guard multipleSelectionIsAllowed else { return true }
        return selection.isEmpty
    }

    /// canPerformPrimaryActionForItemAt (unanswered: true), then performPrimaryActionForItemAt.
    /// The selection the tap made stays (UIKit's documentation is silent; a choice).
    mutating func performPrimaryAction(at indexPath: IndexPath) {
        let item = dataSource.item(at: indexPath)
        events.append(.interaction(.canPerformPrimaryActionForItemAt(indexPath)))
        guard delegate.answer(.canPerformPrimaryAction, item: item) else { return }
        events.append(.interaction(.performPrimaryActionForItemAt(indexPath)))
    }
}
