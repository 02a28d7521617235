/// The queries: binary search over sections, arithmetic over groups (docs/compositional.md §3.6).
extension CompositionalLayout {
    var isVertical: Bool { configuration.scrollDirection == .vertical }

    /// layoutAttributesForElements(in:): per section, decorations, start and cross-axis boundary
    /// items, cells (returned when their group's frame meets the rect, §3.6), end boundary items;
    /// layout-level items first and last.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard isUsable(rect) else { return [] }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(64)
        for item in geometry.layoutItems where item.side <= 0 {
            let a = layoutItemAttributes(item)
            if a.frame.intersects(rect) { result.append(a) }
        }
        for s in candidateSections(rect) {
            let sec = preparedSection(s)
            for decoration in sec.decorations where decoration.frame.intersects(rect) { result.append(decoration) }
            for item in sec.boundaryItems where item.side <= 0 {
                let a = boundaryAttributes(item, section: s)
                if a.frame.intersects(rect) { result.append(a) }
            }
            visitCells(s, rect) { k in
                result.append(LayoutAttributes(indexPath: IndexPath(s, k), frame: itemFrame(sec, k), zIndex: sec.itemZIndex(k)))
                if !sec.anchored.isEmpty { appendAnchored(of: k, section: s, meeting: rect, to: &result) }
            }
            if !sec.groupAnchored.isEmpty { appendGroupAnchored(section: s, meeting: rect, to: &result) }
            for item in sec.boundaryItems where item.side > 0 {
                let a = boundaryAttributes(item, section: s)
                if a.frame.intersects(rect) { result.append(a) }
            }
        }
        for item in geometry.layoutItems where item.side > 0 {
            let a = layoutItemAttributes(item)
            if a.frame.intersects(rect) { result.append(a) }
        }
        return result
    }

    public func indexPathsForItems(in rect: Rect) -> [IndexPath] {
        guard isUsable(rect) else { return [] }
        var result: [IndexPath] = []
        for s in candidateSections(rect) {
            visitCells(s, rect) { result.append(IndexPath(s, $0)) }
        }
        return result
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        let sec = preparedSection(indexPath.section)
        guard indexPath.item >= 0, indexPath.item < sec.itemCount else { return nil }
        return LayoutAttributes(indexPath: indexPath, frame: itemFrame(sec, indexPath.item),
                                zIndex: sec.itemZIndex(indexPath.item))
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        if let anchored = anchoredAttributes(ofKind: kind, at: indexPath) { return anchored }
        guard indexPath.item == 0 else { return nil }
        if geometry.sections.indices.contains(indexPath.section),
           let item = geometry.sections[indexPath.section].boundaryItems.first(where: { $0.item.elementKind == kind }) {
            return boundaryAttributes(item, section: indexPath.section)
        }
        if indexPath.section == 0, let item = geometry.layoutItems.first(where: { $0.item.elementKind == kind }) {
            return layoutItemAttributes(item)
        }
        return nil
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        let decorations = geometry.sections[indexPath.section].decorations
        guard decorations.indices.contains(indexPath.item), decorations[indexPath.item].kind == kind else { return nil }
        return decorations[indexPath.item]
    }

    /// indexPathForItem(at:): the first cell (index order) whose frame contains the point; an
    /// orthogonal section is hit at its scrolled position.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let probe = Rect(x: point.x, y: point.y, width: 1, height: 1)
        for s in candidateSections(probe) {
            let sec = preparedSection(s)
            let shift = orthogonalShift(s)
            let p = Point(x: point.x + shift.x, y: point.y + shift.y)
            var found: Int?
            visitCells(s, probe) { k in
                if found == nil, itemFrame(sec, k).contains(p) { found = k }
            }
            if let found { return IndexPath(s, found) }
        }
        return nil
    }

    // MARK: - Internals

    func isUsable(_ rect: Rect) -> Bool {
        geometry.context != nil && !rect.isEmpty && rect.minX.isFinite && rect.minY.isFinite
            && rect.maxX.isFinite && rect.maxY.isFinite
    }

    /// Item k's real, unscrolled frame, its origin rounded to the pixel (§2.13) — except in a custom
    /// group, whose frames are used as the provider gave them (§2.9).
    func itemFrame(_ sec: CompositionalSectionGeometry, _ k: Int) -> Rect {
        var frame = sec.real(sec.canonicalFrame(k), vertical: isVertical)
        guard sec.roundsItemOrigins else { return frame }
        let scale = geometry.scale
        frame.origin.x = LayoutRounding.round(frame.origin.x * scale) / scale
        frame.origin.y = LayoutRounding.round(frame.origin.y * scale) / scale
        return frame
    }

    /// The sections whose extent along the scroll axis meets the rect's (binary search).
    func candidateSections(_ rect: Rect) -> Range<Int> {
        let sections = geometry.sections
        let low = isVertical ? rect.minY : rect.minX
        let high = isVertical ? rect.maxY : rect.maxX
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].start + sections[mid].length <= low { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < sections.count, sections[end].start < high || sections[end].length == 0 && sections[end].start <= high {
            end += 1
        }
        return lo..<end
    }

    /// How far an orthogonal section's row is scrolled, as a vector to add to on-screen points.
    func orthogonalShift(_ s: Int) -> Point {
        let o = orthogonalOffset(section: s)
        return isVertical ? Point(x: o, y: 0) : Point(x: 0, y: o)
    }

    /// Calls `body` with each item of section s whose group's frame meets `rect` (on screen).
    func visitCells(_ s: Int, _ rect: Rect, _ body: (Int) -> Void) {
        let sec = preparedSection(s)
        guard sec.itemCount > 0, !sec.slots.isEmpty else { return }
        let shift = orthogonalShift(s)
        let local = sec.canonical(rect.offsetBy(dx: shift.x, dy: shift.y), vertical: isVertical)
        let n = sec.slots.count
        for g in sec.groupRange(minY: local.minY, maxY: local.maxY) {
            let frame = sec.groupFrame(g)
            let meets = frame.width > 0 && frame.height > 0 ? frame.intersects(local)
                : frame.minX <= local.maxX && local.minX <= frame.maxX && frame.minY <= local.maxY && local.minY <= frame.maxY
            guard meets else { continue }
            for j in 0..<n {
                let k = g * n + j
                guard k < sec.itemCount else { break }
                // The item itself must meet the rect, not only its group: a row of three
                // scrolled by 200 shows items 1…4, not all six of the two groups it touches.
                let item = itemFrame(sec, k)
                let scrolled = rect.offsetBy(dx: shift.x, dy: shift.y)
                let itemMeets = item.width > 0 && item.height > 0 ? item.intersects(scrolled)
                    : item.minX <= scrolled.maxX && scrolled.minX <= item.maxX && item.minY <= scrolled.maxY && scrolled.minY <= item.maxY
                guard itemMeets else { continue }
                body(k)
            }
        }
    }

    /// A section boundary item where it is now: pinned items follow the visible bounds (§3.3).
    func boundaryAttributes(_ placed: PlacedBoundaryItem, section s: Int) -> LayoutAttributes {
        var frame = placed.frame
        var z = placed.item.zIndex
        if placed.item.pinToVisibleBounds, let context = geometry.context {
            let sec = preparedSection(s)
            let vertical = isVertical
            let visibleStart = vertical ? context.contentOffset.y : context.contentOffset.x
            let visibleEnd = visibleStart + (vertical ? context.boundsSize.height : context.boundsSize.width)
            let natural = vertical ? frame.minY : frame.minX
            let length = vertical ? frame.height : frame.width
            var along = natural
            if placed.side < 0 {
                along = max(natural, min(max(natural, visibleStart), sec.contentEnd - length))
            } else if placed.side > 0 {
                along = min(natural, max(min(natural, visibleEnd - length), sec.contentStart))
            }
            if vertical { frame.origin.y = along } else { frame.origin.x = along }
            if frame.intersects(context.visibleRect) { z = 1_000_000_000 + z }
        }
        return LayoutAttributes(indexPath: IndexPath(s, 0), category: .supplementaryView,
                                kind: placed.item.elementKind, frame: frame, zIndex: z)
    }

    func layoutItemAttributes(_ placed: PlacedBoundaryItem) -> LayoutAttributes {
        LayoutAttributes(indexPath: IndexPath(0, 0), category: .supplementaryView, kind: placed.item.elementKind,
                         frame: placed.frame, zIndex: placed.item.zIndex)
    }
}
