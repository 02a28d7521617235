import CollectionEngine

/// Drops, drop placeholders and the long press that becomes a drag (docs/interaction.md §6.2, §6.3).
public enum DropInteractionCommand: Hashable, Sendable {
    /// `drop [0,2] placeholder Loading operation=copy`: the finger lifts over the index path — the
    /// drag a long press lifted, or (with no drag in flight) one from another app. With a
    /// placeholder, performDrop drops the item to a UICollectionViewDropPlaceholder.
    case drop(to: Located<IndexPath>, placeholder: Located<String>?, options: DropOptions)
    /// `commitPlaceholder Loading photo`: commitInsertion(dataSourceUpdates:), whose block inserts
    /// the items (in order) at the placeholder's index path — exactly one for a valid commit.
    case commitPlaceholder(Located<String>, items: [Located<String>])
    /// `deletePlaceholder Loading`: deletePlaceholder().
    case deletePlaceholder(Located<String>)
    /// `moveFinger (0, 40)`: the finger of a long press (or of the drag it lifted) moves.
    case moveFinger(Located<Point>)
    /// `addToDrag [0,3]`: a tap adds an item to the drag in flight (multi-item drags).
    case addToDrag(Located<ItemRef>)
    /// `cancelDrag`: the finger lifts where nothing accepts the drop.
    case cancelDrag
    /// `delegate dropSessionDidUpdate [ITEM] = OPERATION [INTENT]`: the drop delegate's proposal for
    /// a finger over the item (no item: every position).
    /// `hold 0.5`: the dragging finger rests (spring loading, CollectionView+SpringLoading.swift).
    case hold(Located<Double>)
    case proposalAnswer(target: Located<ItemRef>?, operation: Located<DropOperationName>, intent: Located<DropIntentName>?)
}

extension ParserState {
    /// The rest of `delegate dropSessionDidUpdate [ITEM] = OPERATION [INTENT]` after the operation.
    mutating func parseDropProposalAnswer(target: Located<ItemRef>?, operation: Located<Value>) throws -> CommandKind {
        guard case .identifier(let word) = operation.value, let name = DropOperationName(rawValue: word) else {
            throw fail(.expectedIdentifier("a drop operation (move, copy, cancel, forbidden)", after: "'='"), at: peek)
        }
        var intent: Located<DropIntentName>?
        if peek.kind == .identifier {
            let words = DropIntentName.allCases.map(\.rawValue)
            let written = text(of: peek)
            guard let value = DropIntentName(rawValue: written) else {
                throw fail(.unknownWord(written, noun: "drop intent", expected: words), at: peek, fixIts: suggestion(for: peek, in: words))
            }
            intent = Located(value, advance().range)
        }
        return .dropInteraction(.proposalAnswer(target: target, operation: Located(name, operation.range), intent: intent))
    }

    /// `placeholder NAME` or `reuseIdentifier=ID` (after a placeholder) into `options`; false when
    /// the next word is neither.
    mutating func parsePlaceholderOption(into options: inout DropOptions) throws -> Bool {
        if matchWord("placeholder") != nil {
            options.placeholder = try parsePlaceholderName(after: "placeholder")
            return true
        }
        guard options.placeholder != nil, matchWord("reuseIdentifier") != nil else { return false }
        _ = try consume(.equal, orReport: .expectedEqual(after: "'reuseIdentifier'"))
        options.reuseIdentifier = try parsePlaceholderName(after: "reuseIdentifier=")
        return true
    }

    /// A placeholder's name: a bare word or a string (`Loading`, `"Loading"`).
    mutating func parsePlaceholderName(after keyword: String) throws -> Located<String> {
        if let string = match(.string), case .string(let value) = string.literal { return Located(value, string.range) }
        let word = try consume(.identifier, orReport: .expectedIdentifier("a placeholder name", after: keyword))
        return Located(text(of: word), word.range)
    }
}
