import CollectionEngine

extension UIKitCall {
    /// List rows' swipe actions (docs/interaction.md §11): the gesture, what the provider answered,
    /// and the action's handler.
    package enum Swipe: Sendable, Equatable {
        package enum Outcome: Sendable, Equatable {
            /// The provider for `edge` answered nil: the row does not open.
            case noActions(SwipeEdge)
            case revealed(SwipeEdge, titles: [String])
            /// A full swipe ran the first action (`title`).
            case performsFirstAction(title: String)
        }

        case configurationUpdateHandler(installed: Bool)
        case swipe(IndexPath, direction: SwipeDirection, full: Bool, Outcome)
        /// A UIContextualAction's handler runs for the row at the index path.
        case actionHandler(title: String, destructive: Bool, IndexPath)
        /// List cells' configurations, accessories and outline handlers (UIKitCall+ListCells.swift).
        case listCell(ListCell)

        var spelled: String {
            switch self {
            case .configurationUpdateHandler(let on):
                return on ? "cell.configurationUpdateHandler = { cell, state in … } (every cell the data source configures)"
                          : "cell.configurationUpdateHandler = nil"
            case .swipe(let path, let direction, let full, let outcome):
                let gesture = "a \(full ? "full " : "")swipe \(direction.rawValue) on \(path)"
                switch outcome {
                case .noActions(let edge):
                    return "\(gesture) → \(edge.rawValue)SwipeActionsConfigurationProvider answers nil: the row does not open"
                case .revealed(let edge, let titles):
                    return "\(gesture) → the row opens, showing its \(edge.rawValue) actions: \(titles.joined(separator: " | "))"
                case .performsFirstAction(let title):
                    return "\(gesture) → performsFirstActionWithFullSwipe: \"\(title)\" runs"
                }
            case .actionHandler(let title, let destructive, let path):
                return "UIContextualAction \"\(title)\"\(destructive ? " (destructive)" : ""): handler(action, sourceView, completion) for \(path)"
            case .listCell(let call): return call.spelled
            }
        }

        var json: [(String, JSONValue)] {
            switch self {
            case .configurationUpdateHandler(let on):
                return [("call", .string("configurationUpdateHandler")), ("installed", .bool(on))]
            case .swipe(let path, let direction, let full, let outcome):
                var pairs: [(String, JSONValue)] = [("call", .string("swipe")), ("indexPath", .path(path)),
                                                    ("direction", .string(direction.rawValue)), ("full", .bool(full))]
                switch outcome {
                case .noActions(let edge): pairs += [("edge", .string(edge.rawValue)), ("opened", .bool(false))]
                case .revealed(let edge, let titles):
                    pairs += [("edge", .string(edge.rawValue)), ("opened", .bool(true)), ("actions", .array(titles.map(JSONValue.string)))]
                case .performsFirstAction(let title): pairs += [("opened", .bool(true)), ("performs", .string(title))]
                }
                return pairs
            case .actionHandler(let title, let destructive, let path):
                return [("call", .string("UIContextualAction.handler")), ("title", .string(title)),
                        ("style", .string(destructive ? "destructive" : "normal")), ("indexPath", .path(path))]
            case .listCell(let call): return call.json
            }
        }
    }
}
