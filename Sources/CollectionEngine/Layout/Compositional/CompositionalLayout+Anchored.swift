/// Queries for supplementaries anchored to items and groups (docs/compositional.md §3.4): placed on
/// the host's frame, numbered per kind within the section (group × perGroup + ordinal), z 1 by
/// default. Returned with their host, when they meet the rect (an orthogonal row's at its scrolled
/// position).
extension CompositionalLayout {
    /// An item's supplementary is sized in the item's own frame (after its content insets).
    func anchoredFrame(_ slot: AnchoredSlot, host: Rect) -> Rect {
        slot.item.frame(host: host, container: host.size, solver: GroupSolver(scale: geometry.scale))
    }

    /// Group g's instance of a group-anchored supplementary, or nil when the group holds none of
    /// the host group's items.
    func groupAnchoredFrame(_ slot: GroupAnchoredSlot, section sec: CompositionalSectionGeometry, group g: Int) -> Rect? {
        let n = sec.slots.count
        let (first, overflow) = g.multipliedReportingOverflow(by: n)
        guard n > 0, !overflow, first + slot.firstSlot < sec.itemCount else { return nil }
        let host = sec.real(slot.frame.offsetBy(dx: sec.groupX, dy: sec.groupY(g)), vertical: isVertical)
        return slot.item.frame(host: host, container: slot.container, solver: GroupSolver(scale: geometry.scale))
    }

    /// Appends section s's group-anchored supplementaries that meet `rect`.
    func appendGroupAnchored(section s: Int, meeting rect: Rect, to result: inout [LayoutAttributes]) {
        let sec = preparedSection(s)
        guard !sec.groupAnchored.isEmpty, sec.itemCount > 0 else { return }
        let shift = orthogonalShift(s)
        let scrolled = rect.offsetBy(dx: shift.x, dy: shift.y)
        let local = sec.canonical(scrolled, vertical: isVertical)
        // A supplementary may stick out of its group: widen the search by the largest one.
        let margin = sec.groupAnchoredReach
        for g in sec.groupRange(minY: local.minY - margin, maxY: local.maxY + margin) {
            for slot in sec.groupAnchored {
                guard let frame = groupAnchoredFrame(slot, section: sec, group: g), frame.intersects(scrolled) else { continue }
                result.append(LayoutAttributes(indexPath: IndexPath(s, g * slot.perGroup + slot.ordinal), category: .supplementaryView,
                                               kind: slot.item.elementKind, frame: frame, zIndex: slot.item.zIndex))
            }
        }
    }

    /// Appends item k's anchored supplementaries that meet `rect`.
    func appendAnchored(of k: Int, section s: Int, meeting rect: Rect, to result: inout [LayoutAttributes]) {
        let sec = preparedSection(s)
        let n = sec.slots.count
        guard n > 0 else { return }
        let g = k / n, j = k % n
        let host = itemFrame(sec, k)
        let shift = orthogonalShift(s)
        let scrolled = rect.offsetBy(dx: shift.x, dy: shift.y)
        guard let range = sec.anchoredBySlot[j] else { return }
        for slot in sec.anchored[range] {
            let frame = anchoredFrame(slot, host: host)
            guard frame.intersects(scrolled) else { continue }
            let index = g * slot.perGroup + slot.ordinal
            result.append(LayoutAttributes(indexPath: IndexPath(s, index), category: .supplementaryView,
                                           kind: slot.item.elementKind, frame: frame, zIndex: slot.item.zIndex))
        }
    }

    /// layoutAttributesForSupplementaryElement(ofKind:at:) for an anchored kind.
    func anchoredAttributes(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        let sec = preparedSection(indexPath.section)
        let n = sec.slots.count
        guard n > 0, indexPath.item >= 0 else { return nil }
        for slot in sec.groupAnchored where slot.item.elementKind == kind && slot.perGroup > 0 {
            guard indexPath.item % slot.perGroup == slot.ordinal else { continue }
            guard let frame = groupAnchoredFrame(slot, section: sec, group: indexPath.item / slot.perGroup) else { return nil }
            return LayoutAttributes(indexPath: indexPath, category: .supplementaryView, kind: kind, frame: frame, zIndex: slot.item.zIndex)
        }
        for slot in sec.anchored where slot.item.elementKind == kind && slot.perGroup > 0 {
            guard indexPath.item % slot.perGroup == slot.ordinal else { continue }
            let g = indexPath.item / slot.perGroup
            let (k, overflow) = g.multipliedReportingOverflow(by: n)
            guard !overflow, k + slot.slot < sec.itemCount else { return nil }
            let host = itemFrame(sec, k + slot.slot)
            return LayoutAttributes(indexPath: indexPath, category: .supplementaryView, kind: kind,
                                    frame: anchoredFrame(slot, host: host), zIndex: slot.item.zIndex)
        }
        return nil
    }

    /// Every anchored kind the layout declares (registration checks).
    public var anchoredKinds: Set<ElementKind> {
        var all = sectionsByIndex.values.map { $0 } + sectionsByIdentifier.values.map { $0 }
        if let section { all.append(section) }
        var kinds = Set<ElementKind>()
        func walk(_ group: LayoutGroup) {
            kinds.formUnion(group.supplementaryItems.map(\.elementKind))
            for sub in group.subitems {
                switch sub {
                case .item(let item): kinds.formUnion(item.supplementaryItems.map(\.elementKind))
                case .group(let nested): walk(nested)
                }
            }
        }
        for section in all { walk(section.group) }
        return kinds
    }
}
