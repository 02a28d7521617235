/// Context menus (iOS 13; the multi-item form iOS 16 — docs/interaction.md §1.5): a long press asks
/// the delegate for a configuration; a non-nil one shows the menu (willDisplayContextMenu), which
/// ends by dismissal (willEndContextMenuInteraction) or by a tap on the preview
/// (willPerformPreviewActionForMenuWith, then willEndContextMenuInteraction).
extension CollectionView {
    /// How a context menu ends.
    public enum ContextMenuEnding: Hashable, Sendable {
        /// A tap outside the menu or on one of its actions.
        case dismiss
        /// A tap on the preview (the app commits it, e.g. pushes the detail).
        case previewAction
    }

    /// A long press on `indexPath` at the item's centre. On iOS 16+ UIKit asks
    /// contextMenuConfigurationForItemsAt:point: with the pressed item — or, while editing with the
    /// pressed item selected, every selected item [doc: "the index paths of the items"; which items
    /// a multi-selection offers is our reading] — and on earlier versions
    /// contextMenuConfigurationForItemAt:point:. A menu still open is dismissed first. Returns
    /// whether a menu shows (false: the delegate answered nil).
    public mutating func longPress(at indexPath: IndexPath) throws(UIKitError) -> Bool {
        try checkValid(indexPath, for: "long-press")
        longPressTravel = nil
        if contextMenu != nil { endContextMenu(.dismiss) }
        let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let point = Point(x: frame.midX, y: frame.midY)
        var paths = [indexPath]
        if UIKitBehaviour(version).asksMultiItemContextMenu {
            if isEditing, selection.contains(indexPath) { paths = selection.sorted() }
            events.append(.interaction(.contextMenuConfigurationForItemsAt(paths, point: point)))
        } else {
            events.append(.interaction(.contextMenuConfigurationForItemAt(indexPath, point: point)))
        }
        guard delegate.answer(.contextMenuConfiguration, item: dataSource.item(at: indexPath)) else { return false }
        askContextMenuPreview(.highlight, for: indexPath)
        events.append(.interaction(.willDisplayContextMenu))
        contextMenu = ContextMenu(indexPaths: paths, point: point, pressed: indexPath)
        return true
    }

    /// Ends the open menu; false (and nothing happens) when none is open.
    @discardableResult
    public mutating func endContextMenu(_ ending: ContextMenuEnding) -> Bool {
        guard contextMenu != nil else { return false }
        if ending == .previewAction { events.append(.interaction(.willPerformPreviewActionForMenu)) }
        if ending == .dismiss, let pressed = contextMenu?.pressed { askContextMenuPreview(.dismissal, for: pressed) }
        events.append(.interaction(.willEndContextMenuInteraction))
        contextMenu = nil
        return true
    }
}

/// An open context menu: the items it was asked for and where the finger pressed.
public struct ContextMenu: Hashable, Sendable {
    public var indexPaths: [IndexPath]
    public var point: Point
    /// The item the finger pressed (the previews are asked for it).
    public var pressed: IndexPath?
}
