/// Keyboard focus (docs/interaction.md §7): `focus [s,i]` moves focus to an item, `focus right` moves
/// it with an arrow key.
///
/// Order for one move from A to B: canFocusItemAt(B) → shouldUpdateFocusIn(A → B) → focus moves →
/// didUpdateFocusIn(A → B) → with selectionFollowsFocus: shouldSelect(B), didDeselect(A…),
/// didSelect(B) [order inferred]. Neighbour rule [inferred]: from the focused frame F, the
/// candidates in the arrow's direction are focusable items strictly past F's centre that overlap F
/// on the other axis; the nearest wins, ties by the nearer centre on the other axis, then the lower
/// index path. With no overlapping candidate focus stays.
extension CollectionView {
    public enum FocusDirection: String, Sendable, CaseIterable {
        case up, down, left, right
    }

    /// Whether items can take focus in the current mode.
    public var focusIsAllowed: Bool { isEditing ? allowsFocusDuringEditing : allowsFocus }

    /// Moves focus to `indexPath`. Returns whether focus moved.
    @discardableResult
    public mutating func focus(on indexPath: IndexPath) throws(UIKitError) -> Bool {
        try checkValid(indexPath, for: "focus")
        guard focusIsAllowed else { return false }
        return moveFocus(to: indexPath)
    }

    /// Moves focus one item in `direction` (an arrow key). With nothing focused, focus enters the
    /// view: at the last focused item if remembersLastFocusedIndexPath and it is still valid, else
    /// at the first item.
    @discardableResult
    public mutating func moveFocus(_ direction: FocusDirection) -> Bool {
        guard focusIsAllowed else { return false }
        guard let current = focusedIndexPath, let frame = layoutAttributesForItem(at: current)?.frame else {
            if remembersLastFocusedIndexPath, let last = lastFocusedIndexPath, isValid(last) {
                return moveFocus(to: last)
            }
            guard let first = presentedCounts.indices.first(where: { presentedCounts[$0] > 0 }) else { return false }
            return moveFocus(to: IndexPath(first, 0))
        }
        guard let next = neighbour(of: frame, current: current, direction) else { return false }
        return moveFocus(to: next)
    }

    private mutating func moveFocus(to target: IndexPath) -> Bool {
        let item = dataSource.item(at: target)
        events.append(.canFocusItemAt(target))
        guard delegate.answer(.canFocus, item: item) else { return false }
        let previous = focusedIndexPath
        events.append(.shouldUpdateFocus(from: previous, to: target))
        focusedIndexPath = target
        lastFocusedIndexPath = target
        events.append(.didUpdateFocus(from: previous, to: target))
        if let previous, previous != target { configurationStateChanged(at: previous) }
        configurationStateChanged(at: target)
        if selectionFollowsFocus && selectionIsAllowed {
            events.append(.shouldSelectItemAt(target))
            if delegate.answer(.shouldSelect, item: item) { selectByUser(target) }
        }
        return true
    }

    private func neighbour(of frame: Rect, current: IndexPath, _ direction: FocusDirection) -> IndexPath? {
        let horizontal = direction == .left || direction == .right
        // Look at most a few viewports away: the focus engine only moves to nearby items.
        let reach = max(boundsSize.width, boundsSize.height) * 2
        let area: Rect
        switch direction {
        case .right: area = Rect(x: frame.midX, y: frame.minY, width: reach, height: frame.height)
        case .left: area = Rect(x: frame.midX - reach, y: frame.minY, width: reach, height: frame.height)
        case .down: area = Rect(x: frame.minX, y: frame.midY, width: frame.width, height: reach)
        case .up: area = Rect(x: frame.minX, y: frame.midY - reach, width: frame.width, height: reach)
        }
        var best: (path: IndexPath, distance: Double, offAxis: Double)?
        for path in layout.indexPathsForItems(in: area) where path != current && isValid(path) {
            guard let f = layoutAttributesForItem(at: path)?.frame else { continue }
            let past: Bool
            let distance: Double
            switch direction {
            case .right: past = f.minX >= frame.midX; distance = f.minX - frame.maxX
            case .left: past = f.maxX <= frame.midX; distance = frame.minX - f.maxX
            case .down: past = f.minY >= frame.midY; distance = f.minY - frame.maxY
            case .up: past = f.maxY <= frame.midY; distance = frame.minY - f.maxY
            }
            let overlaps = horizontal ? (f.minY < frame.maxY && frame.minY < f.maxY) : (f.minX < frame.maxX && frame.minX < f.maxX)
            guard past, overlaps else { continue }
            let offAxis = horizontal ? abs(f.midY - frame.midY) : abs(f.midX - frame.midX)
            if let b = best {
                if (distance, offAxis, path) < (b.distance, b.offAxis, b.path) { best = (path, distance, offAxis) }
            } else {
                best = (path, distance, offAxis)
            }
        }
        return best?.path
    }

    /// After an update the focused item's path follows it; a deleted focused item loses focus
    /// (docs/interaction.md §7, docs/updates.md §4.2 [inferred]).
    mutating func remapFocus(_ mapping: UpdateMapping) {
        focusedIndexPath = focusedIndexPath.flatMap { mapping.newIndexPath(forOld: $0) }
        lastFocusedIndexPath = lastFocusedIndexPath.flatMap { mapping.newIndexPath(forOld: $0) }
    }
}
