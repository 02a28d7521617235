/// configurationUpdateHandler / updateConfiguration(using:) (iOS 14; docs/interaction.md §12).
///
/// When a cell's configuration state changes, UIKit calls setNeedsUpdateConfiguration and runs
/// the update once before the next layout pass [doc: "the system … coalesces" requests]. The engine
/// calls the handler where the state has settled in a step: a tap's touch-down (highlighted) is one
/// pass and its touch-up (unhighlighted and selected together) another, so a tap traces
/// didHighlight → handler → didUnhighlight → didSelect → handler [inferred from the coalescing
/// rule]. A cell also gets one call when it is configured for display [doc: "before the cell
/// appears"]. Only cells that exist (on screen) are updated.
extension CollectionView {
    /// The configuration state of the cell at `indexPath` now (the highlight is passed in: a tap's
    /// highlight lasts only while the finger is down).
    public func configurationState(at indexPath: IndexPath, highlighted: Bool = false) -> CellConfigurationState {
        var state = CellConfigurationState()
        state.isHighlighted = highlighted
        state.isSelected = selection.contains(indexPath)
        state.isFocused = focusedIndexPath == indexPath
        state.isEditing = isEditing
        // The open row's item is at this path (O(1); `openSwipeIndexPath` would search the section).
        state.isSwiped = swipeActions.open.map { dataSource.item(at: indexPath) == $0.item } ?? false
        return state
    }

    /// The cell at `indexPath` has a new configuration state: its handler runs (when the cells
    /// have one and the cell exists).
    mutating func configurationStateChanged(at indexPath: IndexPath, highlighted: Bool = false) {
        guard hasConfigurationUpdateHandler, cells.visibleCells[indexPath] != nil else { return }
        events.append(.listCell(.configurationUpdateHandler(indexPath, configurationState(at: indexPath, highlighted: highlighted))))
    }

    /// isEditing changed: every cell on screen updates, in index-path order.
    mutating func editingChanged() {
        closeSwipeActions(because: .editing)
        guard hasConfigurationUpdateHandler else { return }
        for path in cells.visibleCells.keys.sorted() { configurationStateChanged(at: path) }
    }
}
