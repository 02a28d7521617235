/// The command table's entries for drops, drop placeholders and the long press that becomes a drag
/// (docs/interaction.md §6.2, §6.3).
extension Keyword {
    var dropInfo: CommandInfo {
        switch self {
        case .drop:
            return .init("drop", syntax: "drop INDEXPATH [placeholder NAME [reuseIdentifier = ID]] [operation = move|copy|cancel|forbidden] [intent = …]",
                    example: "drop [0,2] placeholder Loading",
                    uikit: "performDropWith: coordinator.drop(_:to: UICollectionViewDropPlaceholder(insertionIndexPath:reuseIdentifier:))",
                    summary: "The finger lifts over an index path: the lifted drag drops there, or a drag from another app drops to a placeholder.")
        case .commitPlaceholder:
            return .init("commitPlaceholder", syntax: "commitPlaceholder NAME ITEM", example: "commitPlaceholder Loading photo",
                    uikit: "UICollectionViewDropPlaceholderContext.commitInsertion(dataSourceUpdates:)",
                    summary: "The data arrived: the block inserts the item where the placeholder stands, and the placeholder becomes it.")
        case .deletePlaceholder:
            return .init("deletePlaceholder", syntax: "deletePlaceholder NAME", example: "deletePlaceholder Loading",
                    uikit: "UICollectionViewDropPlaceholderContext.deletePlaceholder()",
                    summary: "Remove a drop placeholder without an item.")
        case .moveFinger:
            return .init("moveFinger", syntax: "moveFinger [by] (DX, DY)", example: "moveFinger (0, 12)",
                    uikit: "a long press that moves: willEndContextMenuInteraction, itemsForBeginning, dragSessionWillBegin, dropSessionDidUpdate",
                    summary: "Move the finger of a long press (10 points or more lift a drag) or of the drag it lifted.")
        case .addToDrag:
            return .init("addToDrag", syntax: "addToDrag ITEM", example: "addToDrag [0,3]",
                    uikit: "collectionView(_:itemsForAddingTo:at:point:)",
                    summary: "While a drag is in flight, tap another item into it (a multi-item drag).")
        case .hold:
            return .init("hold", syntax: "hold [SECONDS]", example: "hold 0.5",
                    uikit: "UISpringLoadedInteraction: shouldSpringLoadItemAt, then the item activates (didSelectItemAt)",
                    summary: "Rest the dragging finger (default 0.5 s); over an item of a spring-loaded view, 0.5 s in all activates it.")
        default:
            return .init("cancelDrag", syntax: "cancelDrag", example: "cancelDrag",
                    uikit: "dropSessionDidEnd, dragSessionDidEnd", summary: "Lift the dragging finger where nothing accepts the drop.")
        }
    }
}
