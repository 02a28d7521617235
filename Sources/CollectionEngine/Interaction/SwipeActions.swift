/// Swipe actions on list rows (iOS 14; docs/interaction.md §11): what the list configuration's
/// leadingSwipeActionsConfigurationProvider / trailingSwipeActionsConfigurationProvider answer,
/// modelled as data — a configuration per item (by identifier, so it follows the item through
/// updates) or per section, the item's winning.
public struct SwipeActionsStore: Hashable, Sendable {
    /// Configurations by item identifier, per edge.
    public internal(set) var byItem: [SwipeEdge: [Int: SwipeActionsConfiguration]] = [:]
    /// Configurations by section identifier, per edge.
    public internal(set) var bySection: [SwipeEdge: [Int: SwipeActionsConfiguration]] = [:]
    /// The row whose actions show (one at a time); nil: every row is closed.
    public internal(set) var open: OpenSwipe?

    public init() {}

    /// What the provider answers for `item` in `section` (both identifiers); nil: no actions.
    func configuration(edge: SwipeEdge, item: Int?, section: Int?) -> SwipeActionsConfiguration? {
        if let item, let answer = byItem[edge]?[item] { return answer }
        if let section, let answer = bySection[edge]?[section] { return answer }
        return nil
    }
}

/// UISwipeActionsConfiguration: the actions, first (outermost) first.
public struct SwipeActionsConfiguration: Hashable, Sendable {
    public var actions: [ContextualAction]
    /// performsFirstActionWithFullSwipe (default true): a full swipe runs the first action's handler.
    public var performsFirstActionWithFullSwipe: Bool

    public init(actions: [ContextualAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }

    /// `UISwipeActionsConfiguration(actions: [Delete (destructive), Flag])`.
    public var description: String {
        let list = actions.map { $0.style == .destructive ? "\"\($0.title)\" (destructive)" : "\"\($0.title)\"" }
        return "UISwipeActionsConfiguration(actions: [" + list.joined(separator: ", ") + "])"
            + (performsFirstActionWithFullSwipe ? "" : ", performsFirstActionWithFullSwipe = false")
    }
}

/// UIContextualAction: a title, a style and the app's handler (the script's commands, by number).
public struct ContextualAction: Hashable, Sendable {
    /// UIContextualAction.Style.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case normal, destructive
    }

    public var title: String
    public var style: Style
    /// The script's handler body for this action (an index the interpreter keeps); nil: the
    /// handler only calls completion(true).
    public var handler: Int?

    public init(title: String, style: Style, handler: Int? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// Which provider a swipe asks: leading (a swipe towards the trailing edge) or trailing.
public enum SwipeEdge: String, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

/// The direction a finger swipes a row, on screen.
public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
    case left, right
}

/// A row whose swipe actions show.
public struct OpenSwipe: Hashable, Sendable {
    /// The item's identifier (the row follows its item through updates).
    public var item: Int
    public var edge: SwipeEdge
    public var configuration: SwipeActionsConfiguration
}

/// The calls a list cell's swipe actions and configuration state make (one `CollectionViewEvent`
/// case carries them).
public enum ListCellCallback: Hashable, Sendable, CustomStringConvertible {
    /// The list configuration's leading/trailingSwipeActionsConfigurationProvider(indexPath).
    case swipeActionsConfigurationProvider(SwipeEdge, IndexPath)
    /// A UIContextualAction's handler(action, sourceView, completion).
    case contextualActionHandler(String, IndexPath)
    /// The handler's completion(Bool): the row closes.
    case contextualActionCompletion(Bool)
    /// The cell's configurationUpdateHandler (updateConfiguration(using:)) with the new state.
    case configurationUpdateHandler(IndexPath, CellConfigurationState)
    /// The open row closes because the view scrolled, changed layout or editing (§11.1).
    case swipeActionsClosed(IndexPath, SwipeCloseReason)

    public var description: String {
        switch self {
        case .swipeActionsConfigurationProvider(let edge, let path): "\(edge.rawValue)SwipeActionsConfigurationProvider(\(path))"
        case .contextualActionHandler(let title, let path): "UIContextualAction(\"\(title)\").handler(action, sourceView, completion) for \(path)"
        case .contextualActionCompletion(let done): "contextual action completion(\(done))"
        case .configurationUpdateHandler(let path, let state): "configurationUpdateHandler(cell, \(state)) for \(path)"
        case .swipeActionsClosed(let path, let reason): "swipe actions of \(path) close: \(reason.rawValue)"
        }
    }
}

/// UICellConfigurationState, the parts that show in behaviour.
public struct CellConfigurationState: Hashable, Sendable, CustomStringConvertible {
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false

    public init() {}

    /// `state: [highlighted, selected]`, `state: normal`.
    public var description: String {
        let flags = [(isHighlighted, "highlighted"), (isSelected, "selected"), (isFocused, "focused"),
                     (isEditing, "editing"), (isSwiped, "swiped")].filter(\.0).map(\.1)
        return flags.isEmpty ? "state: normal" : "state: [" + flags.joined(separator: ", ") + "]"
    }
}
