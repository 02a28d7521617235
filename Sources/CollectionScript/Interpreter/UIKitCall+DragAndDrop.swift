import CollectionEngine

extension UIKitCall {
    /// Drag and drop (docs/interaction.md §6): a drag that lifts, moves, drops, and the drop
    /// placeholders. JSON names each by the gesture or the UIKit API, with its arguments.
    package enum DragAndDrop: Sendable, Equatable {
        /// `drag ITEM to PATH`: a local drag, dropped at once.
        case dragAndDrop(from: IndexPath, to: IndexPath, proposal: DropProposal)
        /// `drag ITEM …` that did not begin: itemsForBeginning gave nothing, or there is no drag interaction.
        case noDrag(from: IndexPath, dragInteractionEnabled: Bool)
        /// `drop at PATH`: the running drag (`from`; nil: a drag from another app) drops.
        case drop(from: IndexPath?, at: IndexPath, proposal: DropProposal)
        /// What a performed drop did to one dragged item: a move, or a copy named `copy`.
        case droppedMove(from: IndexPath, to: IndexPath)
        case droppedCopy(at: IndexPath, copy: String)
        /// The drop went to a placeholder named `name`.
        case dropIntoPlaceholder(at: IndexPath, reuseIdentifier: String, name: String)
        case commitPlaceholder(items: [String], at: IndexPath?)
        /// After a commit: the placeholder becomes the first inserted item (nil: none).
        case placeholderBecomes(item: String?)
        case deletePlaceholder(deleted: IndexPath?)
        /// `addToDrag ITEM`: `count` items in the drag, nil when not added.
        case addToDrag(IndexPath, count: Int?)
        case cancelDrag
        /// `moveFinger (dx, dy)` with the menu up, or during a drag.
        case fingerMove(FingerMove)

        package enum FingerMove: Sendable, Equatable {
            case menuKept(distance: Double)
            case noDrag(dragInteractionEnabled: Bool)
            case dragBegan(IndexPath)
            case dragMoved(over: IndexPath?)
            /// The finger is outside the view's bounds; `exited`: it just left (dropSessionDidExit).
            case dragOutside(exited: Bool)
        }

        var spelled: String {
            let threshold = Int(CollectionView.dragLiftThreshold)
            switch self {
            case .dragAndDrop(let source, let destination, let proposal):
                return "a user drags \(source) and drops it at \(destination) — \(proposal.uikitDescription)"
            case .noDrag(let source, let enabled):
                return enabled ? "a user drags \(source): itemsForBeginning returns no items: no drag"
                               : "a user drags \(source): dragInteractionEnabled is false, so the view has no drag interaction: no drag"
            case .drop(let source, let destination, let proposal):
                let who = source.map { "the drag of \($0)" } ?? "a drag from another app"
                return "\(who) drops at \(destination) — \(proposal.uikitDescription)"
            case .droppedMove(let source, let target): return "  moveItem(at: \(source), to: \(target))"
            case .droppedCopy(let target, let copy): return "  insertItems(at: [\(target)]) — \(copy)"
            case .dropIntoPlaceholder(let path, let identifier, let name):
                return "  coordinator.drop(item, to: UICollectionViewDropPlaceholder(insertionIndexPath: \(path), reuseIdentifier: \"\(identifier)\")) — \(name)"
            case .commitPlaceholder(let items, let at):
                let inserted = items.isEmpty ? "inserts nothing" : "inserts " + items.joined(separator: " ")
                return "placeholderContext.commitInsertion(dataSourceUpdates:) — the block \(inserted) at \(at?.description ?? "?")"
            case .placeholderBecomes(let item):
                return "  the placeholder becomes \(item ?? "?"): the data source is asked for its cell"
            case .deletePlaceholder(let path):
                return "placeholderContext.deletePlaceholder() → true: the view deletes \(path?.description ?? "it")"
            case .addToDrag(let path, let count?): return "a tap adds \(path) to the drag: \(count) items"
            case .addToDrag(let path, nil): return "\(path) is not added: the delegate gives no items for it, or it is in the drag already"
            case .cancelDrag: return "the finger lifts where nothing accepts the drop: the drag ends, nothing changes"
            case .fingerMove(.menuKept(let distance)):
                return "the finger moves \(format(distance)) points in all, under the \(threshold)-point lift threshold: the menu stays"
            case .fingerMove(.noDrag(let enabled)):
                return enabled
                    ? "the finger passes the \(threshold)-point lift threshold, but itemsForBeginning returns no items: no drag; the menu stays"
                    : "the finger passes the \(threshold)-point lift threshold, but dragInteractionEnabled is false: no drag; the menu stays"
            case .fingerMove(.dragBegan(let path)):
                return "the finger passes the \(threshold)-point lift threshold: the menu ends and \(path) lifts into a drag session"
            case .fingerMove(.dragMoved(let over)):
                return "the drag moves; the finger is over " + (over.map(\.description) ?? "no item")
            case .fingerMove(.dragOutside(let exited)):
                return exited ? "the drag leaves the view's bounds: the drop session exits (a drop out here is not this view's)"
                              : "the drag moves outside the view's bounds: no drop delegate call"
            }
        }

        var json: [(String, JSONValue)] {
            switch self {
            case .dragAndDrop(let source, let destination, let proposal):
                return [("call", .string("dragAndDrop")), ("from", .path(source)), ("to", .path(destination))] + Self.json(proposal)
            case .noDrag(let source, let enabled):
                return [("call", .string("drag")), ("from", .path(source)), ("began", .bool(false)), ("dragInteractionEnabled", .bool(enabled))]
            case .drop(let source, let destination, let proposal):
                return [("call", .string("drop")), ("from", source.map(JSONValue.path) ?? .null), ("at", .path(destination))] + Self.json(proposal)
            case .droppedMove(let source, let target):
                return [("call", .string("moveItem(at:to:)")), ("from", .path(source)), ("to", .path(target))]
            case .droppedCopy(let target, let copy):
                return [("call", .string("insertItems(at:)")), ("indexPaths", .array([.path(target)])), ("inserted", .array([.string(copy)]))]
            case .dropIntoPlaceholder(let path, let identifier, let name):
                return [("call", .string("drop(_:to:)")), ("insertionIndexPath", .path(path)),
                        ("reuseIdentifier", .string(identifier)), ("placeholder", .string(name))]
            case .commitPlaceholder(let items, let at):
                return [("call", .string("commitInsertion(dataSourceUpdates:)")), ("inserted", .array(items.map(JSONValue.string))),
                        ("indexPath", at.map(JSONValue.path) ?? .null)]
            case .placeholderBecomes(let item):
                return [("call", .string("placeholderBecomesItem")), ("item", item.map(JSONValue.string) ?? .null)]
            case .deletePlaceholder(let path):
                return [("call", .string("deletePlaceholder()")), ("indexPath", path.map(JSONValue.path) ?? .null)]
            case .addToDrag(let path, let count):
                return [("call", .string("addToDrag")), ("indexPath", .path(path)), ("added", .bool(count != nil)),
                        ("count", count.map(JSONValue.int) ?? .null)]
            case .cancelDrag:
                return [("call", .string("cancelDrag"))]
            case .fingerMove(let move):
                var pairs: [(String, JSONValue)] = [("call", .string("moveFinger"))]
                switch move {
                case .menuKept(let distance): pairs += [("outcome", .string("menuKept")), ("distance", .number(distance))]
                case .noDrag(let enabled): pairs += [("outcome", .string("noDrag")), ("dragInteractionEnabled", .bool(enabled))]
                case .dragBegan(let path): pairs += [("outcome", .string("dragBegan")), ("indexPath", .path(path))]
                case .dragMoved(let over): pairs += [("outcome", .string("dragMoved")), ("over", over.map(JSONValue.path) ?? .null)]
                case .dragOutside(let exited): pairs += [("outcome", .string("dragOutside")), ("exited", .bool(exited))]
                }
                return pairs
            }
        }

        private static func json(_ proposal: DropProposal) -> [(String, JSONValue)] {
            [("operation", .string(proposal.operation.rawValue)), ("intent", .string(proposal.intent.rawValue))]
        }
    }

    /// A finger resting over an item during a drag (`hold SECONDS`, docs/interaction.md §6.5).
    package enum SpringLoading: Sendable, Equatable {
        package enum Reason: String, Sendable, Equatable {
            case notSpringLoaded, overNoItem, overDraggedItem
        }

        case nothing(seconds: Double, Reason)
        case refused(IndexPath)
        case waiting(IndexPath, held: Double)
        case activated(IndexPath, held: Double)
        case alreadyActivated(IndexPath)

        var spelled: String {
            let delay = format(CollectionView.springLoadingActivationDelay)
            switch self {
            case .nothing(let seconds, let reason):
                let why: String
                switch reason {
                case .notSpringLoaded: why = "isSpringLoaded is false"
                case .overNoItem: why = "it is over no item"
                case .overDraggedItem: why = "it is over the dragged item"
                }
                return "the finger rests \(format(seconds)) s; nothing springs: \(why)"
            case .refused(let path):
                return "the finger rests over \(path): shouldSpringLoadItemAt answers false, nothing springs"
            case .waiting(let path, let held):
                return "the finger rests over \(path) for \(format(held)) s in all, under the \(delay) s spring-loading delay"
            case .activated(let path, let held):
                return "the finger rests over \(path) for \(format(held)) s in all: spring loading activates it (a tap's selection path)"
            case .alreadyActivated(let path):
                return "\(path) was activated already during this hover; move away and back to spring it again"
            }
        }

        var json: [(String, JSONValue)] {
            var pairs: [(String, JSONValue)] = [("call", .string("hold"))]
            switch self {
            case .nothing(let seconds, let reason):
                pairs += [("seconds", .number(seconds)), ("outcome", .string("nothing")), ("reason", .string(reason.rawValue))]
            case .refused(let path): pairs += [("indexPath", .path(path)), ("outcome", .string("refused"))]
            case .waiting(let path, let held): pairs += [("indexPath", .path(path)), ("outcome", .string("waiting")), ("held", .number(held))]
            case .activated(let path, let held): pairs += [("indexPath", .path(path)), ("outcome", .string("activated")), ("held", .number(held))]
            case .alreadyActivated(let path): pairs += [("indexPath", .path(path)), ("outcome", .string("alreadyActivated"))]
            }
            return pairs
        }
    }
}
