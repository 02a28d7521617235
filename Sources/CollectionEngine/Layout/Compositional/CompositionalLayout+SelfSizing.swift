/// Self-sizing cells in a compositional layout and in list sections (docs/self-sizing.md §3):
/// an item whose height is `.estimated` starts at the estimate; a measured height replaces it on
/// that axis only (the width stays what the layout gave); the group holding it becomes as tall as
/// its tallest item, and everything after it moves.
///
/// Kept sparse, like the flow layout's (§6): one `SizeTree` of measured sizes per section by item
/// index, and per prepared section a tree of the groups whose length differs from the pattern's
/// (the item tree itself for a list, one full-height item per group). A group's y is a prefix sum
/// over that tree, so one measured cell is O(log m) for queries; a prepare is O(sections) for lists
/// and O(m log m) for a section of multi-item groups (their lengths are rebuilt).
///
/// Scope (engine choice, tested): vertical layouts; sections that do not scroll orthogonally and
/// whose group holds items only (no nested groups) and lays them in one row (every slot starts at
/// the same y: a horizontal group, or a group of one item) or, a vertical group's, one under
/// another (each measured item moves the ones below it in its group; charon sized #9). A counted
/// vertical group (`count=`) keeps its estimates (charon sized #8). A group of estimated height grows to
/// its tallest item; one of absolute or fractional height keeps its length while its estimated
/// items take their measured heights (charon sized #7). Other sections keep the estimate as the
/// final size (docs/compositional.md §2.12).
extension CompositionalLayout {
    /// Whether some section's cells are measured (an estimated item height the scope covers).
    public var estimatesItemSizes: Bool { geometry.estimatesItemSizes }

    /// Records the size a cell measured for `indexPath`, for a layout of `counts` items per section.
    public mutating func setMeasuredSize(_ size: Size, forItemAt indexPath: IndexPath, counts: [Int]) {
        measured.set(size, at: indexPath, counts: counts)
    }

    /// The measured sizes by section and item index.
    public var measuredSizes: [Int: SizeTree] { measured.trees }

    /// Makes the measured sizes follow their items through a batch update (§2.5).
    public mutating func remapMeasuredSizes(_ mapping: UpdateMapping, counts: [Int]) {
        measured.remap(mapping, counts: counts)
    }

    /// The measurements through a batch update: they follow their items on every version.
    public mutating func remapMeasuredSizes(through mapping: UpdateMapping, counts: [Int], followingItems: Bool) {
        guard !measured.isEmpty else { return }
        remapMeasuredSizes(mapping, counts: counts)
    }

    /// Only the estimated axis takes a cell's answer; the width is imposed (§3.1).
    public func measuredSize(preferred: Size, given size: Size) -> Size {
        Size(width: size.width, height: preferred.height)
    }

    /// A pass keeps the first visible cell that is not re-measured in place on screen (§3.2).
    public var anchorsSelfSizingPasses: Bool { true }

    /// UIKit applies each cell's answer as the cell is made (charon sized #16–#18: a grid whose rows
    /// grow measures only the rows still on screen, the rest keep their estimate).
    public var appliesMeasurementsInOrder: Bool { true }

    /// Whether the cell at `indexPath` self-sizes (its slot's height is estimated, in scope).
    public func measuresItem(at indexPath: IndexPath) -> Bool {
        guard geometry.sections.indices.contains(indexPath.section) else { return false }
        let sec = geometry.sections[indexPath.section]
        let n = sec.slots.count
        guard n > 0, sec.estimatedSlots.count == n, indexPath.item >= 0 else { return false }
        return sec.estimatedSlots[indexPath.item % n]
    }

    /// Whether some group or item uses `.uniformAcrossSiblings(estimate:)` (iOS 17).
    public var usesUniformAcrossSiblings: Bool {
        func uses(_ group: LayoutGroup) -> Bool {
            if group.layoutSize.width.isUniformAcrossSiblings || group.layoutSize.height.isUniformAcrossSiblings { return true }
            return group.subitems.contains { subitem in
                switch subitem {
                case .item(let item): item.layoutSize.width.isUniformAcrossSiblings || item.layoutSize.height.isUniformAcrossSiblings
                case .group(let nested): uses(nested)
                }
            }
        }
        let sections = [section].compactMap { $0 } + Array(sectionsByIndex.values) + Array(sectionsByIdentifier.values)
        return sections.contains { uses($0.group) }
    }

    /// Forgets every measurement.
    public mutating func removeMeasuredSizes() {
        measured.removeAll()
    }

    /// Prepared section `s` with its measurements (the geometry keeps no reference to them, so a
    /// measurement edits them in place).
    @inline(__always)
    func preparedSection(_ s: Int) -> CompositionalSectionGeometry {
        var sec = geometry.sections[s]
        if let measuredSection = sec.measuredSection { sec.measured = measured.trees[measuredSection] ?? SizeTree() }
        return sec
    }

    /// Marks a solved section's estimated slots and hands it the section's measurements.
    func attachMeasurements(_ sec: inout CompositionalSectionGeometry, group: LayoutGroup, section s: Int, orthogonal: Bool) {
        let n = sec.slots.count
        guard isVertical, !orthogonal, n > 0, !group.subitems.isEmpty else { return }
        var items: [LayoutItem] = []
        for subitem in group.subitems {
            guard case .item(let item) = subitem else { return }
            items.append(item)
        }
        let top = sec.slots[0].minY
        // One row, or (charon sized #9) a vertical group of items whose slots stand one under
        // another; a counted vertical group keeps its estimates (charon sized #8).
        let oneRow = sec.slots.allSatisfy { $0.minY == top }
        let stacked = !oneRow && group.axis == .vertical && group.repetition == .fitting
            && zip(sec.slots, sec.slots.dropFirst()).allSatisfy { $0.maxY <= $1.minY }
        guard oneRow || stacked else { return }
        sec.stacksSlots = stacked
        sec.estimatedSlots = (0..<n).map { items[$0 % items.count].layoutSize.height.isEstimated }
        sec.uniformSlots = (0..<n).map { items[$0 % items.count].layoutSize.height.isUniformAcrossSiblings }
        guard sec.estimatedSlots.contains(true) else {
            sec.estimatedSlots = []
            return
        }
        guard let tree = measuredSizes[s], !tree.isEmpty else { return }
        sec.measured = tree
        // A group of absolute (or fractional) height keeps its length; its items take their own
        // measured heights inside it (charon sized #7: 31, 50 … in rows 60 apart).
        guard group.layoutSize.height.isEstimated else { return }
        let padding = sec.groupSize.height - (sec.reach.last ?? sec.groupSize.height)
        sec.groupPadding = padding
        if n == 1, top == 0, padding == 0, !stacked {
            sec.itemTreeIsRowTree = true
            return
        }
        // Group lengths: the tallest item (measured where measured) plus the group's bottom inset.
        var lengths = SizeTree()
        var current = -1
        func close(_ g: Int) {
            guard g >= 0 else { return }
            var content = 0.0
            var shift = 0.0
            for j in 0..<n {
                let k = g * n + j
                guard k < sec.itemCount else { break }
                let slot = sec.slots[j]
                let height = sec.estimatedSlots[j] ? (tree[k]?.height ?? slot.height) : slot.height
                content = max(content, slot.minY + shift + height)
                if stacked { shift += height - slot.height }
            }
            let length = content + padding
            if length != sec.groupSize.height { lengths.set(g, Size(width: length, height: length)) }
        }
        tree.forEach { k, _ in
            guard k >= 0, k < sec.itemCount else { return }
            let g = k / n
            if g != current { close(current); current = g }
        }
        close(current)
        sec.groupLengths = lengths
    }
}
