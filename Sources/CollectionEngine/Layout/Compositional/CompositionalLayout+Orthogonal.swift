/// Orthogonal sections' own scrolling (docs/compositional.md §4): each keeps an offset along its
/// row; frames stay unscrolled, visibility and hit testing use the offset.
///
/// Choices (spec open question 4): a groupPagingCentered section starts with group 0 centred
/// (offset −(viewport − group)/2, as a scroll view whose content inset is that room); paging's
/// page is the viewport W − leading − trailing; setting an offset programmatically clamps it to
/// the range and, for every kind but continuous, snaps to the nearest stop (measured, charon).
extension CompositionalLayout {
    /// The section's offset along its row, clamped to its range (0 for other sections).
    public func orthogonalOffset(section s: Int) -> Double {
        guard geometry.sections.indices.contains(s), geometry.sections[s].orthogonal != .none else { return 0 }
        let range = geometry.sections[s].orthogonalRange
        let o = orthogonalOffsets[s] ?? (geometry.sections[s].orthogonal == .groupPagingCentered ? range.lowerBound : 0)
        return o.clamped(to: range)
    }

    /// The offset range of an orthogonal section's row; nil for other sections.
    public func orthogonalOffsetRange(section s: Int) -> ClosedRange<Double>? {
        guard geometry.sections.indices.contains(s), geometry.sections[s].orthogonal != .none else { return nil }
        return geometry.sections[s].orthogonalRange
    }

    /// The orthogonal sections whose rows were scrolled, in order (`show state`'s "orthogonal rows").
    public var scrolledOrthogonalSections: [Int] {
        guard !orthogonalOffsets.isEmpty else { return [] }
        return orthogonalOffsets.keys.sorted().filter { orthogonalOffsetRange(section: $0) != nil }
    }

    /// The behaviour of prepared section s.
    public func orthogonalBehavior(section s: Int) -> OrthogonalScrollingBehavior {
        geometry.sections.indices.contains(s) ? geometry.sections[s].orthogonal : .none
    }

    /// The resting stops of an orthogonal section (§4.3); empty for continuous and other sections.
    public func orthogonalStops(section s: Int) -> [Double] {
        guard geometry.sections.indices.contains(s) else { return [] }
        let sec = geometry.sections[s]
        let range = sec.orthogonalRange
        var stops: [Double] = []
        switch sec.orthogonal {
        case .none, .continuous:
            return []
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            let extra = sec.orthogonal == .groupPagingCentered ? (sec.viewport - sec.rowGroupLength) / 2 : 0
            for g in 0..<min(sec.groupCount, 100_000) {
                let stop = (Double(g) * sec.rowStep - extra).clamped(to: range)
                if stops.last != stop { stops.append(stop) }
            }
        case .paging:
            let page = sec.viewport > 0 ? sec.viewport : 1
            var o = range.lowerBound
            while o < range.upperBound, stops.count < 100_000 {
                stops.append(o)
                o += page
            }
            if stops.last != range.upperBound { stops.append(range.upperBound) }
        }
        return stops
    }

    /// Where a row scrolled to `proposed` comes to rest: the nearest stop for the paging kinds
    /// (with a velocity, the next stop in its direction), the clamped proposal for continuous.
    public func orthogonalTargetOffset(section s: Int, proposed: Double, velocity: Double = 0) -> Double {
        guard let range = orthogonalOffsetRange(section: s), proposed.isFinite else { return orthogonalOffset(section: s) }
        let behavior = orthogonalBehavior(section: s)
        if velocity == 0, behavior != .paging, behavior != .continuous {
            let sec = geometry.sections[s]   // the group kinds: arithmetic, O(1) on a row of a million groups
            return groupStop(sec, nearestGroup(sec, proposed))
        }
        let stops = orthogonalStops(section: s)
        guard !stops.isEmpty else { return proposed.clamped(to: range) }
        if velocity != 0 {
            let current = orthogonalOffset(section: s)
            if velocity > 0 { return stops.first { $0 > current } ?? stops[stops.count - 1] }
            return stops.last { $0 < current } ?? stops[0]
        }
        var best = stops[0]
        for stop in stops where abs(stop - proposed) < abs(best - proposed) { best = stop }
        return best
    }

    /// Sets section s's row offset (clamped; every kind but continuous snaps to its nearest stop:
    /// charon's recordings, eight 100-wide groups 8 apart: 40 → 0, 130 → 108, 200 → 216; paging's
    /// 310-point pages: 130 → 0, 200 → 310). Returns the offset it came to, or nil when the section
    /// does not scroll orthogonally.
    @discardableResult
    public mutating func setOrthogonalOffset(section s: Int, to proposed: Double) -> Double? {
        guard let range = orthogonalOffsetRange(section: s), proposed.isFinite else { return nil }
        let o = orthogonalBehavior(section: s) != .continuous
            ? orthogonalTargetOffset(section: s, proposed: proposed) : proposed.clamped(to: range)
        orthogonalOffsets[s] = o
        return o
    }
}

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

extension CompositionalLayout {
    /// Where `attributes` appear on screen: a cell of an orthogonal section moved by its row's
    /// offset (the layout reports frames unscrolled, §4.1). Pictures draw this; queries do not.
    public func onScreen(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard attributes.category == .cell else { return attributes }
        let o = orthogonalOffset(section: attributes.indexPath.section)
        guard o != 0 else { return attributes }
        var moved = attributes
        if isVertical { moved.frame.origin.x -= o } else { moved.frame.origin.y -= o }
        return moved
    }
}
