import CollectionEngine

// One family of commands, declared together (docs/language.md §5): each keyword with its spec
// (`info`: syntax, example, UIKit API, summary, UIKit method names, help word list), its
// traits, how it parses, and how it runs. Every switch over the keywords is exhaustive.

extension Keyword {
    /// List rows: swipe actions, configuration state, separators, content and background
    /// configurations, accessories and the outline's sectionSnapshotHandlers (docs/lists.md).
    public enum Lists: String, CaseIterable, Hashable, Sendable {
        case swipeActions, swipe, configurationUpdateHandler, separatorVisibility
        case contentConfiguration, backgroundConfiguration, accessories, tapAccessory, reorder, sectionSnapshotHandlers

        /// The command's syntax line, example, UIKit API and summary.
        public var info: CommandInfo {
            switch self {
            case .swipeActions:
                return .init("swipeActions", syntax: "swipeActions leading|trailing (ITEM | section SECTION) [performsFirstActionWithFullSwipe = BOOL] { normal|destructive \"TITLE\" [{ COMMAND… }] … }",
                        example: "swipeActions trailing [0,1] { destructive \"Delete\" { delete [0,1] } }",
                        uikit: "UICollectionLayoutListConfiguration.leading/trailingSwipeActionsConfigurationProvider (UISwipeActionsConfiguration, UIContextualAction)",
                        summary: "The swipe actions a list row offers; each action's block is its handler (then completion(true)).")
            case .swipe:
                return .init("swipe", syntax: "swipe ITEM left|right [full]", example: "swipe [0,1] left",
                        uikit: "a swipe on a list row: the swipe actions provider, the first action on a full swipe",
                        summary: "Swipe a list row to show its actions; `full` performs the first one; `tap action \"TITLE\"` performs one.")
            case .configurationUpdateHandler:
                return .init("configurationUpdateHandler", syntax: "configurationUpdateHandler on|off", example: "configurationUpdateHandler on",
                        uikit: "UICollectionViewCell.configurationUpdateHandler / updateConfiguration(using:)",
                        summary: "Give the cells a configurationUpdateHandler: traced when their state (highlight, selection, focus, editing, swipe) changes.")
            case .separatorVisibility:
                return .init("separatorVisibility", syntax: "separatorVisibility ITEM automatic|visible|hidden", example: "separatorVisibility [0,2] hidden",
                        uikit: "UICollectionLayoutListConfiguration.itemSeparatorHandler (bottomSeparatorVisibility)",
                        summary: "What the list's itemSeparatorHandler answers for a row: show or hide its bottom separator.")
            case .contentConfiguration:
                return .init("contentConfiguration", syntax: "contentConfiguration ITEM|all STYLE|none [text = \"T\"] [secondaryText = \"T\"] [image = H] [lines = N] [secondaryLines = N]",
                        example: "contentConfiguration all subtitleCell secondaryText = \"Detail\"",
                        uikit: "UICollectionViewListCell.contentConfiguration = UIListContentConfiguration.cell() / subtitleCell() / valueCell() / sidebarCell() … (text, secondaryText, image)",
                        summary: "What a list cell shows; it decides the height the cell self-sizes to (one line of text: 44 on a phone).",
                        methods: ["defaultContentConfiguration()"],
                        wordList: .words("styles", ListContentConfiguration.Style.allCases.map(\.rawValue)))
            case .backgroundConfiguration:
                return .init("backgroundConfiguration", syntax: "backgroundConfiguration ITEM|all STYLE|none", example: "backgroundConfiguration all listGroupedCell",
                        uikit: "UICollectionViewCell.backgroundConfiguration = UIBackgroundConfiguration.listPlainCell() / listGroupedCell() / listSidebarCell() / clear()",
                        summary: "What a list cell draws behind its content (never a size); `show cells` lists it.",
                        wordList: .words("styles", ListBackgroundConfiguration.allCases.map(\.rawValue)))
            case .accessories:
                return .init("accessories", syntax: "accessories ITEM|all ACCESSORY [always|whenEditing|whenNotEditing] [{ COMMAND… }] … | none",
                        example: "accessories all outlineDisclosure delete reorder",
                        uikit: "UICollectionViewListCell.accessories ([UICellAccessory]: .disclosureIndicator(), .checkmark(), .outlineDisclosure(), .delete(), .reorder())",
                        summary: "The cell's UICellAccessory list; a block after outlineDisclosure or delete is its actionHandler.",
                        wordList: .words("accessories", CellAccessory.Kind.allCases.map(\.rawValue)))
            case .tapAccessory:
                return .init("tapAccessory", syntax: "tapAccessory ITEM ACCESSORY", example: "tapAccessory Documents outlineDisclosure",
                        uikit: "a tap on a UICellAccessory: outline disclosure → sectionSnapshotHandlers and the section snapshot's expand/collapse; delete → actionHandler or the trailing swipe actions",
                        summary: "Tap a list cell's accessory: an outline disclosure expands or collapses the row; delete runs its handler or reveals the trailing actions.",
                        wordList: .words("accessories", CellAccessory.Kind.allCases.map(\.rawValue)))
            case .reorder:
                return .init("reorder", syntax: "reorder ITEM -> ITEM", example: "reorder [0,1] -> [0,3]",
                        uikit: "dragging UICellAccessory.reorder() in editing: beginInteractiveMovementForItem(at:), updateInteractiveMovementTargetPosition(_:), endInteractiveMovement() (diffable: reorderingHandlers)",
                        summary: "Drag a row by its reorder control onto another row's place (interactive movement).")
            case .sectionSnapshotHandlers:
                return .init("sectionSnapshotHandlers", syntax: "sectionSnapshotHandlers on|off | sectionSnapshotHandlers shouldExpand|shouldCollapse ITEM = BOOL",
                        example: "sectionSnapshotHandlers shouldCollapse Documents = false",
                        uikit: "UICollectionViewDiffableDataSource.sectionSnapshotHandlers (shouldExpandItem, willExpandItem, shouldCollapseItem, willCollapseItem)",
                        summary: "Install the data source's section snapshot handlers (traced when a user expands or collapses a row), or answer should… for an item.",
                        wordList: .words("questions", SectionSnapshotQuestion.allCases.map(\.rawValue)))
            }
        }

        /// What the runtime knows of the command besides running it (`CommandTraits`).
        func traits(of kind: CommandKind) -> CommandTraits {
            switch self {
            // The exporter writes them as the list configuration's providers and the cell
            // registration's handler (SwiftExportWriter+Lists.swift).
            // separatorVisibility: the list configuration's itemSeparatorHandler.
            case .swipeActions, .swipe, .configurationUpdateHandler, .separatorVisibility: CommandTraits()
            case .contentConfiguration, .backgroundConfiguration, .accessories: CommandTraits()
            // A tap on an accessory and a drag of the reorder control export as the calls UIKit
            // makes for them; the handlers as the diffable data source's sectionSnapshotHandlers.
            case .tapAccessory, .reorder: CommandTraits.changesCollection
            case .sectionSnapshotHandlers: CommandTraits()
            }
        }
    }
}

extension ParserState {
    /// The arguments of a list-row command (the keyword consumed).
    mutating func parse(_ keyword: Keyword.Lists) throws -> CommandKind {
        switch keyword {
        case .swipeActions: return try parseSwipeActions()
        case .swipe:
            let item = try parseItemRef(after: "swipe")
            if peek.kind == .identifier, let edge = SwipeEdge(rawValue: text(of: peek)) { throw swipeTowardsEdge(edge) }
            let direction = try parseWord(SwipeDirection.self, after: "the item in 'swipe'", expecting: "a direction (left or right)", noun: "swipe direction")
            let full = matchWord("full") != nil
            return .swipe(.swipe(item, direction, full: full))
        case .configurationUpdateHandler:
            return .swipe(.configurationUpdateHandler(try parseBoolean(after: "configurationUpdateHandler")))
        case .separatorVisibility: return try parseItemSeparator()
        case .contentConfiguration: return try parseContentConfiguration()
        case .backgroundConfiguration: return try parseBackgroundConfiguration()
        case .accessories: return try parseAccessories()
        case .tapAccessory: return try parseTapAccessory()
        case .reorder: return try parseReorder()
        case .sectionSnapshotHandlers: return try parseSectionSnapshotHandlers()
        }
    }
}

/// The execution of the family's commands (`Interpreter.perform` dispatches here).
extension Interpreter {
    /// `separatorVisibility ITEM VISIBILITY`: the itemSeparatorHandler's answer.
    mutating func performSeparatorVisibility(_ ref: Located<ItemRef>, _ visibility: Located<ListSeparatorVisibility>) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.calls.append(try setItemSeparator(ref, visibility.value))
        report.changedState = true
        return report
    }

    mutating func performSwipe(_ command: SwipeCommand, at range: SourceRange) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.changedState = true
        switch command {
        case .configurationUpdateHandler(let on):
            view.hasConfigurationUpdateHandler = on
            report.calls.append(.swipe(.configurationUpdateHandler(installed: on)))
        case .actions(let edge, let target, let fullSwipe, let actions):
            report.calls.append(.setting(.swipeActions(edge.value, target: target, actions: actions.map(\.title.value),
                                                      performsFirstActionWithFullSwipe: fullSwipe?.value ?? true,
                                                      spelled: try setSwipeActions(edge: edge.value, target: target, fullSwipe: fullSwipe?.value ?? true, actions))))
        case .swipe(let ref, let direction, let full):
            guard !isRunningSwipeHandler else { throw .script(.swipeInsideHandler, at: range) }
            let path = try indexPath(ref)
            if view.isValid(path) {
                if view.listConfiguration(forSection: path.section) == nil {
                    throw .script(.swipeNeedsList(section: path.section, layout: view.layout.uikitClassName), at: ref.range)
                }
                try checkSwipeReachable(path, at: ref.range)
            }
            let outcome: CollectionView.SwipeOutcome
            do { outcome = try view.swipe(at: path, direction: direction.value, full: full) } catch { throw .uikit(error, at: ref.range) }
            switch outcome {
            case .noActions(let edge):
                report.calls.append(.swipe(.swipe(path, direction: direction.value, full: full, .noActions(edge))))
            case .revealed(let edge, let configuration):
                report.calls.append(.swipe(.swipe(path, direction: direction.value, full: full, .revealed(edge, titles: configuration.actions.map(\.title)))))
            case .performsFirstAction(_, let action):
                report.calls.append(.swipe(.swipe(path, direction: direction.value, full: full, .performsFirstAction(title: action.title))))
                report.merge(try runSwipeAction(action.title, at: ref.range))
            }
        case .tapAction(let title):
            guard !isRunningSwipeHandler else { throw .script(.swipeInsideHandler, at: range) }
            guard view.swipeActions.open != nil, view.openSwipeIndexPath != nil else { throw .script(.noOpenSwipe, at: range) }
            report.merge(try runSwipeAction(title.value, at: title.range))
        }
        return report
    }
}
