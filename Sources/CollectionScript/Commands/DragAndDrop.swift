import CollectionEngine

// One family of commands, declared together (docs/language.md §5): each keyword with its spec
// (`info`: syntax, example, UIKit API, summary, UIKit method names, help word list), its
// traits, how it parses, and how it runs. Every switch over the keywords is exhaustive.

extension Keyword {
    /// Drag and drop: lifting items, dropping them, drop placeholders and spring loading.
    public enum DragAndDrop: String, CaseIterable, Hashable, Sendable {
        case drag, drop, commitPlaceholder, deletePlaceholder, moveFinger, addToDrag, cancelDrag, hold

        /// The command's syntax line, example, UIKit API and summary.
        public var info: CommandInfo {
            switch self {
            case .drag:
                return .init("drag", syntax: "drag ITEM -> INDEXPATH [operation = move|copy|cancel|forbidden] [intent = …] | drag by (DX, DY) | drag section S by (DX, DY)",
                        example: "drag [0,1] -> [0,4]",
                        uikit: "UICollectionViewDragDelegate / UICollectionViewDropDelegate (performDropWith:); with a diffable data source, UICollectionViewDiffableDataSource.reorderingHandlers (canReorderItem, willReorder, didReorder)",
                        summary: "A user drags an item and drops it at an index path (a local drag and drop; under a diffable data source the data source reorders through its reorderingHandlers, or nothing moves).",
                        wordList: .properties([.dropProposal]))
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
                        uikit: "a long press that moves: willEndContextMenuInteraction, itemsForBeginning, dragSessionWillBegin, canHandle, dropSessionDidEnter, dropSessionDidUpdate, dropSessionDidExit; the gap UICollectionViewDropProposal(.move, .insertAtDestinationIndexPath) opens, paced by reorderingCadence; with installsStandardGestureForInteractiveMovement, updateInteractiveMovementTargetPosition(_:)",
                        summary: "Move the finger of a long press (10 points or more lift a drag), of the drag it lifted (over the view: dropSessionDidUpdate and the gap; out of its bounds: dropSessionDidExit), or of the controller's move.")
            case .addToDrag:
                return .init("addToDrag", syntax: "addToDrag ITEM", example: "addToDrag [0,3]",
                        uikit: "collectionView(_:itemsForAddingTo:at:point:)",
                        summary: "While a drag is in flight, tap another item into it (a multi-item drag).")
            case .cancelDrag:
                return .init("cancelDrag", syntax: "cancelDrag", example: "cancelDrag",
                        uikit: "dropSessionDidEnd, dragSessionDidEnd", summary: "Lift the dragging finger where nothing accepts the drop.")
            case .hold:
                return .init("hold", syntax: "hold [SECONDS]", example: "hold 0.5",
                        uikit: "UISpringLoadedInteraction: shouldSpringLoadItemAt, then the item activates (didSelectItemAt)",
                        summary: "Rest the dragging finger (default 0.5 s); over an item of a spring-loaded view, 0.5 s in all activates it.")
            }
        }

        /// What the runtime knows of the command besides running it (`CommandTraits`).
        func traits(of kind: CommandKind) -> CommandTraits {
            switch self {
            // `drag by` and `drag section` only move the offset.
            case .drag:
                if case .drag = kind { CommandTraits.changesCollection.exported(.dragSession) } else { CommandTraits() }
            // The finger of the controller's move is updateInteractiveMovementTargetPosition(_:); the
            // exporter refuses one that moves a drag session (SwiftExportWriter+Gestures.swift).
            case .moveFinger: CommandTraits()
            case .drop, .commitPlaceholder, .deletePlaceholder, .addToDrag, .cancelDrag, .hold: CommandTraits(export: .dragSession)
            }
        }
    }
}

extension ParserState {
    /// The arguments of a drag-and-drop command (the keyword consumed).
    mutating func parse(_ keyword: Keyword.DragAndDrop) throws -> CommandKind {
        switch keyword {
        case .drag:
            if let gesture = try parseDragBy() { return gesture }
            if let gesture = try parseDragSection() { return gesture }
            let from = try parseItemRef(after: "drag")
            _ = try consume(.arrow, orReport: .expectedArrow(after: "the item to drag"))
            let to = try consume(.indexPath, orReport: .expectedIndexPath(after: "'->'"))
            guard case .indexPath(let path) = to.literal else { throw fail(.expectedIndexPath(after: "'->'"), at: to) }
            var options = DropOptions()
            while peek.kind == .identifier {
                if try parsePlaceholderOption(into: &options) { continue }
                // parseProperty checked the name and that the value is one of the choice's words.
                let option = try parseProperty(after: "drag", known: PropertyTable.dropProposal, of: "drop proposal")
                guard case .identifier(let word) = option.value.value else { continue }
                if option.name.value == "operation" {
                    options.operation = DropOperationName(rawValue: word).map { Located($0, option.value.range) }
                } else {
                    options.intent = DropIntentName(rawValue: word).map { Located($0, option.value.range) }
                }
            }
            return .drag(from: from, to: Located(path, to.range), options: options)
        case .drop:
            let to = try consume(.indexPath, orReport: .expectedIndexPath(after: "drop"))
            guard case .indexPath(let path) = to.literal else { throw fail(.expectedIndexPath(after: "drop"), at: to) }
            var placeholder: Located<String>?
            var options = DropOptions()
            while peek.kind == .identifier {
                if try parsePlaceholderOption(into: &options) {
                    placeholder = options.placeholder
                    continue
                }
                let option = try parseProperty(after: "drop", known: PropertyTable.dropProposal, of: "drop proposal")
                guard case .identifier(let word) = option.value.value else { continue }
                if option.name.value == "operation" {
                    options.operation = DropOperationName(rawValue: word).map { Located($0, option.value.range) }
                } else {
                    options.intent = DropIntentName(rawValue: word).map { Located($0, option.value.range) }
                }
            }
            return .dropInteraction(.drop(to: Located(path, to.range), placeholder: placeholder, options: options))
        case .commitPlaceholder:
            let name = try parsePlaceholderName(after: "commitPlaceholder")
            var items: [Located<String>] = []
            while let word = match(.identifier) { items.append(Located(text(of: word), word.range)) }
            return .dropInteraction(.commitPlaceholder(name, items: items))
        case .deletePlaceholder:
            return .dropInteraction(.deletePlaceholder(try parsePlaceholderName(after: "deletePlaceholder")))
        case .moveFinger:
            _ = matchWord("by")
            return .dropInteraction(.moveFinger(try parsePoint(after: "moveFinger")))
        case .addToDrag:
            return .dropInteraction(.addToDrag(try parseItemRef(after: "addToDrag")))
        case .cancelDrag: return .dropInteraction(.cancelDrag)
        case .hold: return try parseHold()
        }
    }
}

/// The execution of the family's commands (`Interpreter.perform` dispatches here).
extension Interpreter {
    mutating func performDropInteraction(_ interaction: DropInteractionCommand, at range: SourceRange) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.changedState = true
        switch interaction {
        case .drop(let destination, let placeholder, let options):
            try drop(at: destination, placeholder: placeholder, options: options, range: range, into: &report)
        case .commitPlaceholder(let name, let items):
            try commitPlaceholder(name, items: items, range: range, into: &report)
        case .deletePlaceholder(let name):
            try checkStanding(name)
            let path: IndexPath?
            do { path = try view.deleteDropPlaceholder(named: name.value) } catch { throw .uikit(error, at: range) }
            report.calls.append(.dragAndDrop(.deletePlaceholder(deleted: path)))
        case .moveFinger(let delta):
            try moveFinger(delta, into: &report)
        case .addToDrag(let ref):
            let path = try indexPath(ref)
            let added: Bool?
            do { added = try view.addItemToDrag(at: path) } catch { throw .uikit(error, at: ref.range) }
            guard let added else { throw .script(.noDragSession, at: range) }
            let count = view.dragSession.map { 1 + $0.added.count } ?? 0
            report.calls.append(.dragAndDrop(.addToDrag(path, count: added ? count : nil)))
        case .hold(let seconds):
            try hold(seconds, at: range, into: &report)
        case .proposalAnswer(let target, let operation, let intent):
            let answer = [Located(Value.identifier(operation.value.rawValue), operation.range)]
                + (intent.map { [Located(Value.identifier($0.value.rawValue), $0.range)] } ?? [])
            report.calls.append(.setting(.delegateAnswer(.dropSessionDidUpdate, target: target?.value, value: .list(answer),
                                                         spelled: try setDropProposalAnswer(target: target, operation: operation, intent: intent))))
        case .cancelDrag:
            guard view.cancelDrag() else { throw .script(.noDragSession, at: range) }
            report.calls.append(.dragAndDrop(.cancelDrag))
        }
        return report
    }
}
