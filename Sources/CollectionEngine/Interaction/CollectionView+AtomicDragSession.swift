/// A drag session begun without a long press (docs/interaction.md §6.2).
extension CollectionView {
    /// The atomic `drag P -> Q placeholder NAME` lifts P without a long press: itemsForBeginning,
    /// dragSessionWillBegin, then the drop session enters (canHandle, dropSessionDidEnter). False
    /// when no drag begins (no drag interaction, or no items); a drag already in flight is replaced.
    public mutating func beginDragSession(at source: IndexPath) throws(UIKitError) -> Bool {
        try liftDragSession(at: source)
    }

    /// `beginDragSession(at:)` inside the caller's transaction.
    mutating func liftDragSession(at source: IndexPath) throws(UIKitError) -> Bool {
        try checkValid(source, for: "drag")
        guard dragInteractionEnabled else { return false }
        events.append(.itemsForBeginningDragSession(source))
        guard delegate.answer(.canDrag, item: dataSource.item(at: source)) else { return false }
        closeDropGap()
        events.append(.dragSessionWillBegin)
        let frame = layoutAttributesForItem(at: source)?.frame ?? .zero
        dragSession = DragSession(source: source, position: Point(x: frame.midX, y: frame.midY))
        if !enterDropSession() { dragSession?.handlesDrop = false }
        return true
    }
}
