/// UIAccessibility.layoutChangedNotification (docs/accessibility.md): the view posts it whenever its
/// on-screen layout changes — after every update or reload, when scrolling changes the visible
/// cells, when a layout switch, a transition's progress, a bounds change or self-sizing moves a
/// visible cell. Posted at the end of the display pass; counted always, traced only while
/// VoiceOver runs.
extension CollectionView {
    /// Called at the end of every display pass; `always` for updates and reloadData. A pure scroll
    /// (`framesMayMove` false) moves no cell in content coordinates, so only which views show is
    /// compared — O(visible) lookups, no layout query, for each of a deceleration's frames.
    mutating func postLayoutChangedIfNeeded(always: Bool, framesMayMove: Bool) {
        let previous = accessibility.onScreen
        // Compared only when it decides (a pure scroll): updates and reloads post in any case.
        func sameViews() -> Bool {
            previous.cells.count == cells.visibleCells.count
                && cells.visibleCells.keys.allSatisfy { previous.cells[$0] != nil }
                && previous.supplementary.count == cells.visibleSupplementaryViews.count
                && cells.visibleSupplementaryViews.keys.allSatisfy { previous.supplementary.contains($0) }
        }
        if !always, !framesMayMove, sameViews() { return }
        var now = OnScreenLayout()
        now.cells.reserveCapacity(cells.visibleCells.count)
        let layout = self.layout   // one copy, not one per cell (a query on self.layout copies it)
        for (path, _) in cells.visibleCells {
            now.cells[path] = layout.layoutAttributesForItem(at: path)?.frame ?? .zero
        }
        now.supplementary = Set(cells.visibleSupplementaryViews.keys)
        guard always || now != previous else { return }
        accessibility.onScreen = now
        accessibility.layoutChangedPosts = accessibility.layoutChangedPosts &+ 1
        if accessibility.isVoiceOverRunning { events.append(.accessibilityLayoutChanged) }
    }

    /// UIAccessibility.isVoiceOverRunning, as a script sets it (`voiceOver on`).
    public mutating func setVoiceOverRunning(_ running: Bool) {
        accessibility.isVoiceOverRunning = running
    }
}
