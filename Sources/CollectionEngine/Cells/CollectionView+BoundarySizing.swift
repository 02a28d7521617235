/// Self-sizing list headers and footers (docs/self-sizing.md §3.5): a header or footer of a list
/// section is asked for its preferredLayoutAttributesFitting when its view is created; a height
/// that differs from the layout's joins the pass's measurements and settles with the cells'.
/// Only the height is taken: the width is the list's (as for rows, §3.1).
extension CollectionView {
    /// What the list header or footer `kind` of section `section` measures from now on
    /// (`cellSize header 0 WxH`). A displayed one is measured again at once unless
    /// selfSizingInvalidation is `.disabled`, and the layout settles. O(1) + one pass.
    public mutating func setBoundarySize(kind: ElementKind, section: Int, size: Size) throws(UIKitError) {
        try transaction { $0.setBoundarySizeInTransaction(kind: kind, section: section, size: size) }
    }

    /// `setBoundarySize` inside the caller's transaction.
    private mutating func setBoundarySizeInTransaction(kind: ElementKind, section: Int, size: Size) {
        let key = SupplementaryKey(kind: kind, indexPath: IndexPath(section, 0))
        cells.boundarySizes[key] = size
        guard cells.selfSizingInvalidation != .disabled, cells.visibleSupplementaryViews[key] != nil,
              let frame = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)?.frame else { return }
        measureBoundaryIfSelfSizing(key, given: frame.size)
        settleSelfSizing()
    }

    /// preferredLayoutAttributesFitting for a header/footer view just created with `size`.
    mutating func measureBoundaryIfSelfSizing(_ key: SupplementaryKey, given size: Size) {
        guard layout.measuresBoundaryItem(key.kind, inSection: key.indexPath.section) else { return }
        events.append(.preferredLayoutAttributesFittingSupplementary(key.kind, key.indexPath))
        guard let preferred = cells.boundarySizes[key], preferred.height.isFinite, preferred.height > 0,
              preferred.height != size.height else { return }
        cells.pendingBoundaryMeasurements[key] = preferred.height
    }
}

extension CollectionView {
    /// Header/footer answers and measured heights follow their sections through a batch update
    /// (a moved section keeps its header's size; a deleted one's is forgotten). O(entries).
    mutating func remapBoundarySizes(_ mapping: UpdateMapping) {
        var answers: [SupplementaryKey: Size] = [:]
        for (key, size) in cells.boundarySizes {
            guard let section = mapping.newSection(forOld: key.indexPath.section) else { continue }
            answers[SupplementaryKey(kind: key.kind, indexPath: IndexPath(section, 0))] = size
        }
        cells.boundarySizes = answers
        layout.remapMeasuredBoundaryHeights(through: mapping, sectionCount: presentedCounts.count)
    }
}
