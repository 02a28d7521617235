/// How many views a compositional layout could put on screen after a change that keeps its
/// definition and the view's size (`CollectionView.mayShowTooManyViews`, docs/language.md "Limits").
extension CompositionalLayout {
    /// The most cells and supplementary views this layout could show in a `viewport`-sized rect
    /// once it holds `sections` sections, whatever items are inserted, deleted, moved or reloaded
    /// — from the item frames of its last prepare, never from the items. Nil when it cannot say.
    ///
    /// It says only for a layout whose cells cannot overlap: one section definition (or list
    /// configuration) for every section (no per-index or per-identifier override), not
    /// orthogonal, no custom group, no anchored supplementary item, no size uniform across
    /// siblings, no negative inset or spacing, and a group whose item frames lie inside it without
    /// overlapping one another. Estimated heights (self-sizing cells, list rows) are allowed in a
    /// vertical layout: a group then grows to its tallest item, so cells still do not overlap, and
    /// none is shorter than its estimate or `answeredHeight`, the shortest any cell was told to
    /// measure. Then every cell is at least w × h (the smallest frame in the group, its height no
    /// more than `answeredHeight`) and no two overlap, so at most (W / w + 2) × (H / h + 2) of
    /// them meet a W × H rect: each that does holds a w × h piece within the rect grown by w and
    /// h on every side. Frames are taken `roundingMargin` smaller and the rect that much larger on
    /// every side than prepared, for frames rounded to pixels. Boundary and decoration items are
    /// all counted: as many per section as the definition has, and the layout's own.
    /// `CompositionalViewsOnScreenBoundTests` checks the premises on random layouts: in every rect,
    /// each cell at least the smallest size and none overlapping another.
    /// O(sections' geometry scan to the first section with items + the group's items²).
    func viewsOnScreenBound(viewport: Size, sections: Int, answeredHeight: Double = .infinity) -> Int? {
        guard let definition = section,
              let (smallest, pattern) = nonOverlappingCells(viewport: viewport, answeredHeight: answeredHeight) else { return nil }
        let margin = Self.roundingMargin
        guard smallest.width > 2 * margin, smallest.height > 2 * margin else { return nil }
        let columns = (viewport.width + 2 * margin) / (smallest.width - 2 * margin) + 2
        let rows = (viewport.height + 2 * margin) / (smallest.height - 2 * margin) + 2
        let product = (columns * rows).rounded(.down)
        guard product.isFinite, product < Double(Int.max / 4) else { return nil }
        // (A list's headers and footers come from its configuration: the resolved section's.)
        let perSection = max(definition.boundarySupplementaryItems.count, pattern.boundaryItems.count)
            + max(definition.decorationItems.count, pattern.decorations.count)
        let (supplementary, overflow) = max(0, sections).multipliedReportingOverflow(by: perSection)
        guard !overflow else { return nil }
        return CollectionView.plus(Int(product), CollectionView.plus(supplementary, configuration.boundarySupplementaryItems.count))
    }

    /// How much smaller than prepared a cell's frame is taken on each side, and the rect larger:
    /// more than rounding to pixels moves an edge at any scale of 1 or more (half a point).
    static let roundingMargin = 2.0

    /// The smallest cell frame (width and height, prepared, before rounding) of a layout whose
    /// cells cannot overlap through any change that keeps the definition and the view's size (the
    /// conditions `viewsOnScreenBound` lists; a self-sizing cell no shorter than `answeredHeight`);
    /// nil for any other layout.
    func smallestNonOverlappingCell(viewport: Size, answeredHeight: Double = .infinity) -> Size? {
        nonOverlappingCells(viewport: viewport, answeredHeight: answeredHeight)?.smallest
    }

    /// `smallestNonOverlappingCell`, and the prepared section it read (the first with items).
    private func nonOverlappingCells(viewport: Size, answeredHeight: Double) -> (smallest: Size, pattern: CompositionalSectionGeometry)? {
        guard sectionsByIndex.isEmpty, sectionsByIdentifier.isEmpty, let definition = section,
              definition.orthogonalScrollingBehavior == .none,
              let context = geometry.context, context.boundsSize == viewport,
              configuration.interSectionSpacing >= 0, definition.interGroupSpacing >= 0,
              [definition.contentInsets, context.safeAreaInsets, context.layoutMargins].allSatisfy(Self.isNonNegative),
              let pattern = geometry.sections.first(where: { $0.itemCount > 0 }),
              Self.tilesWithoutOverlap(pattern) else { return nil }
        let width = pattern.slots.map(\.width).min() ?? 0
        var height = pattern.slots.map(\.height).min() ?? 0
        if geometry.estimatesItemSizes {
            // Self-sizing in a vertical layout only (a measured cell keeps its group's width), and
            // in a group of items only whose own height is estimated: it grows to its tallest item,
            // where a fixed or nested group could let a taller item reach into the next one.
            let group = definition.listConfiguration == nil ? definition.group : LayoutSection.listRow
            guard !pattern.transposed, !answeredHeight.isNaN, group.layoutSize.height.isEstimated,
                  group.subitems.allSatisfy({ if case .item = $0 { true } else { false } }) else { return nil }
            height = min(height, answeredHeight)
        }
        return (pattern.transposed ? Size(width: height, height: width) : Size(width: width, height: height), pattern)
    }

    private static func isNonNegative(_ insets: EdgeInsets) -> Bool {
        [insets.top, insets.left, insets.bottom, insets.right].allSatisfy { $0.isFinite && $0 >= 0 }
    }

    /// Whether the section's groups repeat without their cells overlapping: item frames inside
    /// the group and apart from one another, and groups at least a group's length apart along the
    /// section (a measured group is as long as its tallest item).
    private static func tilesWithoutOverlap(_ pattern: CompositionalSectionGeometry) -> Bool {
        let slots = pattern.slots
        let box = pattern.groupSize
        let tolerance = 1e-6
        guard pattern.roundsItemOrigins, pattern.orthogonal == .none, pattern.anchored.isEmpty,
              !pattern.uniformSlots.contains(true),
              (1...64).contains(slots.count), box.width.isFinite, box.height.isFinite,
              pattern.stride.isFinite, pattern.stride >= box.height, pattern.stride > 0 else { return false }
        for slot in slots {
            guard slot.minX.isFinite, slot.minY.isFinite, slot.width.isFinite, slot.height.isFinite,
                  slot.minX >= -tolerance, slot.minY >= -tolerance,
                  slot.maxX <= box.width + tolerance, slot.maxY <= box.height + tolerance else { return false }
        }
        for i in slots.indices {
            for j in slots.indices where j > i && slots[i].intersects(slots[j]) { return false }
        }
        return true
    }
}
