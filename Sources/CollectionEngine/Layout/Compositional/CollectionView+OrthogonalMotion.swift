/// An orthogonal section's row moved by scrollToItem / selectItem with a position along the row,
/// and by a finger: drag, release, fling (docs/compositional.md §4.4, §4.5). The row's motion is
/// sampled at the documented frame rate; cells appear and end on each frame. UIKit sends the
/// collection view's delegate no scrollViewDidScroll for the row's private scroll view.
extension CollectionView {
    /// How a release of a row played out.
    public struct OrthogonalRelease: Hashable, Sendable {
        public var section: Int
        public var start: Double
        public var velocity: Double
        /// The §1.2 projection (clamped, on the pixel grid) and the resting offset the behaviour picked.
        public var projected: Double
        public var target: Double
        public var rate: Double
        public var frames: Int
        /// The section's orthogonalScrollingBehavior, which picked the target.
        public var behavior: OrthogonalScrollingBehavior
    }

    /// scrollToItem's part for an item of an orthogonal section: the row scrolls so the item sits
    /// at the position along the row (clamped; every kind but continuous snaps to its stop).
    mutating func scrollOrthogonalRow(toItem indexPath: IndexPath, positions: ScrollPosition) {
        guard let proposed = compositionalLayout?.orthogonalScrollTarget(forItemAt: indexPath, positions: positions) else { return }
        let rounded = Deceleration.pixelRounded(proposed, scale: scale)
        if rounded == compositionalLayout?.orthogonalOffset(section: indexPath.section) { return }
        setOrthogonalContentOffsetInTransaction(section: indexPath.section, to: rounded)
    }

    /// Whether a finger is dragging section `section`'s row.
    public func isDraggingOrthogonalSection(_ section: Int) -> Bool {
        compositionalLayout?.orthogonalDragStarts[section] != nil
    }

    /// The finger moves section `section`'s row by `delta` (offset coordinates along the row;
    /// clamped to the row's range: the row does not rubber-band here). Returns the new offset, or
    /// nil when the section does not scroll orthogonally.
    @discardableResult
    public mutating func dragOrthogonalSection(_ section: Int, by delta: Double) throws(UIKitError) -> Double? {
        try transaction { $0.dragOrthogonalSectionInTransaction(section, by: delta) }
    }

    /// `dragOrthogonalSection` inside the caller's transaction.
    @discardableResult
    private mutating func dragOrthogonalSectionInTransaction(_ section: Int, by delta: Double) -> Double? {
        guard let layout = compositionalLayout, let range = layout.orthogonalOffsetRange(section: section),
              delta.isFinite else { return nil }
        let start = layout.orthogonalOffset(section: section)
        let moved = Deceleration.pixelRounded(start + delta, scale: scale).clamped(to: range)
        _ = self.layout.withCompositionalLayout { layout in
            if layout.orthogonalDragStarts[section] == nil { layout.orthogonalDragStarts[section] = start }
            layout.orthogonalOffsets[section] = moved
        }
        if moved != start {
            refreshDisplay(.scroll(delta: 0))
            prefetchAlongRow(section: section, direction: moved - start)
        }
        return moved
    }

    /// The finger lifts from section `section`'s row at `velocity` (pt/ms along the row): the row
    /// decelerates to the resting offset its behaviour picks. A row nobody dragged is released as
    /// a fling from where it rests. Nil when the section does not scroll orthogonally.
    public mutating func releaseOrthogonalSection(_ section: Int, velocity: Double) throws(UIKitError) -> OrthogonalRelease? {
        try transaction { $0.releaseOrthogonalSectionInTransaction(section, velocity: velocity) }
    }

    /// `releaseOrthogonalSection` inside the caller's transaction.
    private mutating func releaseOrthogonalSectionInTransaction(_ section: Int, velocity: Double) -> OrthogonalRelease? {
        guard let layout = compositionalLayout, layout.orthogonalOffsetRange(section: section) != nil else { return nil }
        let offset = layout.orthogonalOffset(section: section)
        let dragStart = layout.orthogonalDragStarts[section] ?? offset
        guard let (target, projected) = layout.orthogonalReleaseTarget(section: section, offset: offset, velocity: velocity,
                                                                       dragStart: dragStart, scale: scale) else { return nil }
        let rate = layout.orthogonalDecelerationRate(section: section)
        let decelerating = abs(velocity) >= Deceleration.minimumSpeed
        let frames = target == offset ? 0
            : decelerating ? Deceleration.frames(lasting: Deceleration(rate: rate).duration(velocity: velocity))
            : ScrollAnimation.frames
        _ = self.layout.withCompositionalLayout { $0.orthogonalDragStarts[section] = nil }
        for k in stride(from: 1, through: frames, by: 1) {
            let f = Double(k) / Double(frames)
            let fraction: Double
            if decelerating, k < frames {
                let d = Deceleration(rate: rate), total = d.duration(velocity: velocity)
                let whole = d.displacement(velocity: velocity, at: total)
                fraction = whole != 0 ? d.displacement(velocity: velocity, at: f * total) / whole : f
            } else {
                fraction = f
            }
            let point = k == frames ? target : Deceleration.pixelRounded(offset + (target - offset) * fraction, scale: scale)
            guard point != compositionalLayout?.orthogonalOffset(section: section) else { continue }
            _ = self.layout.withCompositionalLayout { $0.orthogonalOffsets[section] = point }
            refreshDisplay(.scroll(delta: 0))
            prefetchAlongRow(section: section, direction: target - offset)
        }
        return OrthogonalRelease(section: section, start: offset, velocity: velocity, projected: projected,
                                 target: target, rate: rate, frames: frames,
                                 behavior: layout.orthogonalBehavior(section: section))
    }
}

extension CollectionView {
    /// Prefetching along a moving row (docs/compositional.md §4.5, the model of docs/interaction.md
    /// §4.2 on the row's axis): the items of section `section` within one viewport ahead of the
    /// screen in the direction of motion get prefetchItemsAt and a prefetched cell, nearest first.
    mutating func prefetchAlongRow(section: Int, direction: Double) {
        guard isPrefetchingEnabled, direction != 0, let layout = compositionalLayout else { return }
        let v = visibleRect
        let ahead = layout.scrollAxis == .vertical
            ? Rect(x: direction > 0 ? v.maxX : v.minX - v.width, y: v.minY, width: v.width, height: v.height)
            : Rect(x: v.minX, y: direction > 0 ? v.maxY : v.minY - v.height, width: v.width, height: v.height)
        var paths = self.layout.indexPathsForItems(in: ahead).filter {
            $0.section == section && cells.visibleCells[$0] == nil && cells.prefetchedCells[$0] == nil && isValid($0)
        }
        paths.sort { direction > 0 ? $0 < $1 : $1 < $0 }
        guard !paths.isEmpty else { return }
        if hasPrefetchDataSource {
            let fresh = paths.filter { !announcedPrefetch.contains($0) }
            if !fresh.isEmpty {
                events.append(.prefetchItemsAt(fresh))
                announcedPrefetch.formUnion(fresh)
            }
        }
        for path in paths {
            events.append(.cellForItemAt(path))
            if let (view, _) = try? cells.dequeue(identifier: cellDequeue(at: path).identifier, kind: nil, at: path) {
                cells.prefetchedCells[path] = view
                configureWithRegistration(path)
                if let frame = self.layout.layoutAttributesForItem(at: path)?.frame { measureIfSelfSizing(path, given: frame.size) }
            }
        }
    }
}
