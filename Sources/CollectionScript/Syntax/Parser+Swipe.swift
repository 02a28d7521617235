import CollectionEngine

/// Swipe actions and cell configuration state on list rows (docs/interaction.md §11, §12):
/// `swipeActions EDGE TARGET [performsFirstActionWithFullSwipe = BOOL] { STYLE "TITLE" [{ … }] … }`,
/// `swipe ITEM left|right [full]`, `tap action "TITLE"`, `configurationUpdateHandler on|off`.
public enum SwipeCommand: Hashable, Sendable {
    /// The provider's answer for one item or one section; no actions removes it.
    case actions(edge: Located<SwipeEdge>, target: SwipeTarget, fullSwipe: Located<Bool>?, actions: [SwipeActionNode])
    /// A finger swipes a row: `swipe [0,2] left`, `swipe Wifi left full`.
    case swipe(Located<ItemRef>, Located<SwipeDirection>, full: Bool)
    /// A tap on an action of the open row: `tap action "Delete"`.
    case tapAction(Located<String>)
    /// `configurationUpdateHandler on`: the cells get a configurationUpdateHandler.
    case configurationUpdateHandler(Bool)
}

/// Whose swipe actions a `swipeActions` command sets.
public enum SwipeTarget: Hashable, Sendable {
    case item(Located<ItemRef>)
    case section(Located<SectionRef>)
}

/// One UIContextualAction: `destructive "Delete" { delete Wifi }`; the block is its handler's
/// body (the commands run before the handler calls completion(true)).
public struct SwipeActionNode: Hashable, Sendable {
    public var style: Located<ContextualAction.Style>
    public var title: Located<String>
    public var handler: [Command]?
}

extension ParserState {
    /// `swipe ITEM trailing`: a finger swipes left or right, and which edge that uncovers depends
    /// on the layout direction (docs/interaction.md §11, rule 2), so the fix-it names the left-to-right
    /// direction and says so.
    mutating func swipeTowardsEdge(_ edge: SwipeEdge) -> Failure {
        let (direction, mirrored): (SwipeDirection, SwipeDirection) = edge == .trailing ? (.left, .right) : (.right, .left)
        let message = "a swipe \(direction.rawValue) uncovers the \(edge.rawValue) actions (\(mirrored.rawValue) in right to left): "
            + "did you mean '\(direction.rawValue)'?"
        return fail(.unknownWord(edge.rawValue, noun: "swipe direction", expected: SwipeDirection.allCases.map(\.rawValue)), at: peek,
                    fixIts: [Diagnostic.FixIt(message: message, range: peek.range, replacement: direction.rawValue)])
    }

    /// `tap action "TITLE"` (after `tap`); nil when `action` is an item's name.
    mutating func parseTapActionIfPresent() throws -> CommandKind? {
        guard checkWord("action"), token(at: position + 1).kind == .string else { return nil }
        advance()
        let string = advance()
        guard case .string(let title) = string.literal else { throw fail(.expectedString(after: "tap action"), at: string) }
        return .swipe(.tapAction(Located(title, string.range)))
    }

    mutating func parseSwipeActions() throws -> CommandKind {
        let edge = try parseWord(SwipeEdge.self, after: "swipeActions", expecting: "an edge (leading or trailing)", noun: "swipe edge")
        let target: SwipeTarget
        if checkWord("section"), token(at: position + 1).kind != .leftBrace {
            advance()
            target = .section(try parseSectionRef(after: "section"))
        } else {
            target = .item(try parseItemRef(after: "swipeActions \(edge.value.rawValue)"))
        }
        var fullSwipe: Located<Bool>?
        if let name = matchWord("performsFirstActionWithFullSwipe") {
            _ = try consume(.equal, orReport: .expectedEqual(after: "performsFirstActionWithFullSwipe"))
            let value = try parseBoolean(after: "'='")
            fullSwipe = Located(value, name.range.union(previous.range))
        }
        let actions = try parseBlock(after: "swipeActions") { parser in try parser.parseSwipeAction() }
        return .swipe(.actions(edge: edge, target: target, fullSwipe: fullSwipe, actions: actions))
    }

    private mutating func parseSwipeAction() throws -> SwipeActionNode {
        let style = try parseWord(ContextualAction.Style.self, after: "'{'", expecting: "an action style (normal or destructive)", noun: "action style")
        let string = try consume(.string, orReport: .expectedString(after: "the action style"))
        guard case .string(let title) = string.literal else { throw fail(.expectedString(after: "the action style"), at: string) }
        var handler: [Command]?
        if check(.leftBrace) {
            handler = try parseBlock(after: "the action \"\(title)\"") { try $0.parseCommand() }
        }
        return SwipeActionNode(style: style, title: Located(title, string.range), handler: handler)
    }
}
