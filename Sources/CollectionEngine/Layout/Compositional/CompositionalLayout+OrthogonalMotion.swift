/// Where an orthogonal section's row goes when an item is scrolled to or a finger lets go of the
/// row (docs/compositional.md §4.4, §4.5; docs/scroll-physics.md §8).
extension CompositionalLayout {
    /// scrollToItem's offset for the row holding `indexPath`, or nil when its section does not
    /// scroll orthogonally or `positions` has no position along the row (left / centeredHorizontally
    /// / right for a vertical layout's rows; top / centeredVertically / bottom for a horizontal one's).
    /// The section's leading and trailing content insets act as the row's content insets, as the
    /// collection view's adjusted insets do for its own axis: left → F.minX − l; centred →
    /// F.midX − l − (W − l − r)/2 (exactly groupPagingCentered's stops, §4.3); right → F.maxX − W + r.
    public func orthogonalScrollTarget(forItemAt indexPath: IndexPath, positions: ScrollPosition) -> Double? {
        let s = indexPath.section
        guard geometry.sections.indices.contains(s), geometry.sections[s].orthogonal != .none,
              let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let sec = geometry.sections[s]
        let (minA, maxA) = isVertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        let (leading, centred, trailing): (ScrollPosition, ScrollPosition, ScrollPosition) =
            isVertical ? (.left, .centeredHorizontally, .right) : (.top, .centeredVertically, .bottom)
        if positions.contains(leading) { return minA - sec.rowLeading }
        if positions.contains(centred) { return (minA + maxA) / 2 - sec.rowLeading - sec.viewport / 2 }
        if positions.contains(trailing) { return maxA - sec.rowLeading - sec.viewport }
        return nil
    }

    /// The deceleration rate of a row (scroll-physics §8): normal for the continuous kinds, fast for
    /// the paging kinds.
    public func orthogonalDecelerationRate(section s: Int) -> Double {
        switch orthogonalBehavior(section: s) {
        case .none, .continuous, .continuousGroupLeadingBoundary: return Deceleration.normal
        case .paging, .groupPaging, .groupPagingCentered: return Deceleration.fast
        }
    }

    /// Where a row released at `offset` with `velocity` (pt/ms along the row) comes to rest, the
    /// drag having begun at `dragStart` (scroll-physics §8; compositional §4.3):
    /// continuous → the §1.2 projection, clamped; continuousGroupLeadingBoundary → the stop nearest
    /// the projection; paging → the §2 rule with the page = the row's viewport; groupPaging and
    /// groupPagingCentered → one group per swipe from the group at drag start (|v| > 0.3), else
    /// the stop nearest the release offset. `projected` is the clamped, pixel-rounded projection.
    public func orthogonalReleaseTarget(section s: Int, offset: Double, velocity: Double, dragStart: Double,
                                        scale: Double) -> (target: Double, projected: Double)? {
        guard let range = orthogonalOffsetRange(section: s), offset.isFinite, velocity.isFinite else { return nil }
        let rate = orthogonalDecelerationRate(section: s)
        let moving = abs(velocity) >= Deceleration.minimumSpeed
        let distance = moving ? Deceleration(rate: rate).distance(velocity: velocity) : 0
        let projected = Deceleration.pixelRounded(offset + distance, scale: scale).clamped(to: range)
        let sec = geometry.sections[s]
        switch orthogonalBehavior(section: s) {
        case .none, .continuous:
            return (projected, projected)
        case .continuousGroupLeadingBoundary:
            return (groupStop(sec, nearestGroup(sec, projected)), projected)
        case .paging:
            let page = sec.viewport > 0 ? sec.viewport : 1
            let target = Paging.target(offset: offset - range.lowerBound, velocity: velocity, pageSize: page,
                                       minimum: 0, maximum: range.upperBound - range.lowerBound) + range.lowerBound
            return (target, projected)
        case .groupPaging, .groupPagingCentered:
            let from = nearestGroup(sec, dragStart)
            if velocity > Paging.flickSpeed { return (groupStop(sec, from + 1), projected) }
            if velocity < -Paging.flickSpeed { return (groupStop(sec, from - 1), projected) }
            return (groupStop(sec, nearestGroup(sec, offset)), projected)
        }
    }

    /// The room before group 0's stop: (viewport − group)/2 for groupPagingCentered, else 0.
    private func stopExtra(_ sec: CompositionalSectionGeometry) -> Double {
        sec.orthogonal == .groupPagingCentered ? (sec.viewport - sec.rowGroupLength) / 2 : 0
    }

    /// Group k's stop, k·(group + spacing) − extra, clamped to the range (k clamped to the groups):
    /// arithmetic, so a row of a million groups costs nothing.
    func groupStop(_ sec: CompositionalSectionGeometry, _ k: Int) -> Double {
        let g = min(max(k, 0), max(sec.groupCount - 1, 0))
        return (Double(g) * sec.rowStep - stopExtra(sec)).clamped(to: sec.orthogonalRange)
    }

    /// The group whose stop is nearest to `value` (ties to the later group, as rounding does).
    func nearestGroup(_ sec: CompositionalSectionGeometry, _ value: Double) -> Int {
        guard sec.rowStep > 0, value.isFinite, sec.groupCount > 0 else { return 0 }
        let raw = ((value + stopExtra(sec)) / sec.rowStep).rounded()
        let k = raw <= 0 ? 0 : raw >= Double(sec.groupCount - 1) ? sec.groupCount - 1 : Int(raw)
        // Stops merge at the clamped end: the first group resting at the maximum stands for them all.
        let upper = sec.orthogonalRange.upperBound
        guard k > 0, groupStop(sec, k) == upper else { return k }
        let first = ((upper + stopExtra(sec)) / sec.rowStep).rounded(.up)
        return first <= 0 ? 0 : first >= Double(k) ? k : Int(first)
    }
}
