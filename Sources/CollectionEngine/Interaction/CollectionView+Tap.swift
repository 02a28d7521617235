/// A user's tap on an item: the highlight and selection conversation with the delegate, in
/// UIKit's order (docs/interaction.md §1.2).
///
/// Order chosen from Apple's programming-guide figure [inferred from doc]: shouldHighlight,
/// didHighlight, shouldSelect (or shouldDeselect), didUnhighlight, didDeselect(old…), didSelect.
/// A tap is atomic (touch down and up at once). In single-selection mode a tap on the selected
/// item asks shouldSelect and sends didSelect again; the implicit deselection of the old item
/// sends didDeselect without shouldDeselect.
extension CollectionView {
    public mutating func tap(at indexPath: IndexPath) throws(UIKitError) {
        try checkValid(indexPath, for: "tap")
        guard selectionIsAllowed else { return }   // no highlight, no selection calls
        let primary = tapPerformsPrimaryAction(at: indexPath)
        guard tapSelecting(at: indexPath) else { return }
        if primary { performPrimaryAction(at: indexPath) }
    }

    /// The highlight and selection conversation of a tap; false when the delegate refused the
    /// highlight (the cell was never pressed).
    private mutating func tapSelecting(at indexPath: IndexPath) -> Bool {
        let item = dataSource.item(at: indexPath)
        events.append(.shouldHighlightItemAt(indexPath))
        guard delegate.answer(.shouldHighlight, item: item) else { return false }
        events.append(.didHighlightItemAt(indexPath))
        configurationStateChanged(at: indexPath, highlighted: true)
        let deselecting = multipleSelectionIsAllowed && selection.contains(indexPath)
        let allowed: Bool
        if deselecting {
            events.append(.shouldDeselectItemAt(indexPath))
            allowed = delegate.answer(.shouldDeselect, item: item)
        } else {
            events.append(.shouldSelectItemAt(indexPath))
            allowed = delegate.answer(.shouldSelect, item: item)
        }
        events.append(.didUnhighlightItemAt(indexPath))
        guard allowed else {
            configurationStateChanged(at: indexPath)
            return true
        }
        if deselecting {
            selection.remove(indexPath)
            events.append(.didDeselectItemAt(indexPath))
            configurationStateChanged(at: indexPath)
            return true
        }
        selectByUser(indexPath)
        return true
    }

    /// A selection the user made and the delegate agreed to: in single-selection mode the other
    /// items are deselected first (didDeselect, without asking shouldDeselect), then didSelect.
    mutating func selectByUser(_ indexPath: IndexPath) {
        if !multipleSelectionIsAllowed {
            for old in selection.sorted() where old != indexPath {
                selection.remove(old)
                events.append(.didDeselectItemAt(old))
                configurationStateChanged(at: old)
            }
        }
        selection.insert(indexPath)
        events.append(.didSelectItemAt(indexPath))
        configurationStateChanged(at: indexPath)
    }
}
