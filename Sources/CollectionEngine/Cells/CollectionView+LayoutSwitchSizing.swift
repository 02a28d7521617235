/// Installing a layout re-measures the cells on screen (docs/self-sizing.md §4.1): a new layout
/// knows no measurement, so every cell it keeps on screen whose size it estimates is asked for
/// its preferredLayoutAttributesFitting again, before the pass ends and starts the cells that
/// leave and enter (index-path order) [inferred: UIKit applies the new attributes to the views it
/// keeps, then removes and adds views]; cells that enter are measured when created, as always.
/// The answers settle before the views are updated, so contentSize corrects without a `reload`.
/// Nothing was shown under the new layout yet, so no anchor keeps anything in place: the offset
/// stays, clamped to the new content as a layout switch clamps its target (docs/layout.md §7)
/// [engine choice].
extension CollectionView {
    /// Re-measures the kept cells, settles, and pulls the offset back into range.
    mutating func remeasureKeptCellsAndSettle() {
        guard estimatesItemSizes, !cells.visibleCells.isEmpty else { return }
        remeasureKeptCells()
        settleSelfSizing(anchored: false)
        relayoutKeepingOffset()
    }

    /// Asks every kept, still visible cell for its size under the layout just installed. O(visible).
    mutating func remeasureKeptCells() {
        guard estimatesItemSizes, !cells.visibleCells.isEmpty else { return }
        for path in cells.visibleCells.keys.sorted() {
            guard let frame = layout.layoutAttributesForItem(at: path)?.frame, frame.intersects(visibleRect) else { continue }
            measureIfSelfSizing(path, given: frame.size)
        }
    }
}
