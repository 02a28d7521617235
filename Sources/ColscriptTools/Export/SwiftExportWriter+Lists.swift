import CollectionEngine
import CollectionScript

/// List rows (docs/lists.md, docs/interaction.md §11, §12) as Swift. A scenario that configures
/// list cells dequeues UICollectionViewListCells through a `UICollectionView.CellRegistration`
/// whose handler gives each item's cell its content and background configurations, accessories and
/// configurationUpdateHandler (the item's own, else every cell's: `ListCells`); a step that changes
/// one reconfigures the cells on screen. Swipe actions are the list configuration's
/// leading/trailingSwipeActionsConfigurationProvider answering from `SwipeActions`; a swipe is
/// UIKit's gesture (no XCTest call makes one), so the test asserts what a swipe reads — the
/// provider's answer for the row — and a tap on an action runs the action's handler as UIKit does,
/// then makes the calls the scenario's handler made.
struct ListExport: Equatable, Sendable {
    /// The scenario configures list cells: the data source dequeues them through `listCellRegistration`.
    var usesListCells = false
    /// The scenario has swipe actions: the list configurations' providers answer from `swipeActions`.
    var usesSwipeActions = false
    /// Some swipe actions are a section's: the providers find the row's section by its identifier.
    var usesSectionSwipeActions = false
    /// The scenario answers rows' separators: the list configurations' itemSeparatorHandler answers
    /// from `separators`.
    var usesSeparators = false
    /// The test declared `shouldExpand` and `shouldCollapse`, the section snapshot handlers' answers.
    var declaresExpandAnswers = false
    /// The test records callbacks (`expect events`): asking a provider is one.
    var recording = false
    /// The list cells' class (a self-sizing one when the scenario says what cells measure).
    var cellClass = "UICollectionViewListCell"

    /// The providers' calls the test records (colscript's trace spells them so).
    static let recordedCallbacks = ["leadingSwipeActionsConfigurationProvider", "trailingSwipeActionsConfigurationProvider"]

    init() {}

    init(_ commands: [Command], recording: Bool) {
        self.recording = recording
        usesListCells = Self.contains(commands) { kind in
            if case .listCell(.contentConfiguration) = kind { return true }
            if case .listCell(.backgroundConfiguration) = kind { return true }
            if case .listCell(.accessories) = kind { return true }
            if case .swipe(.configurationUpdateHandler) = kind { return true }
            return false
        }
        usesSwipeActions = Self.contains(commands) { kind in
            if case .swipe(.actions) = kind { return true }
            if case .swipe(.swipe) = kind { return true }
            if case .swipe(.tapAction) = kind { return true }
            return false
        }
        usesSeparators = Self.contains(commands) { kind in
            if case .separatorVisibility = kind { return true }
            return false
        }
        usesSectionSwipeActions = Self.contains(commands) { kind in
            if case .swipe(.actions(_, .section, _, _)) = kind { return true }
            return false
        }
    }

    private static func contains(_ commands: [Command], where test: (CommandKind) -> Bool) -> Bool {
        SwiftExportWriter.anyCommand(commands, where: test)
    }

    /// The lines the test's body starts with: the registration and the swipe actions' store.
    var setUp: [String] {
        var lines: [String] = []
        if usesListCells {
            lines += ["// The app's list cells: the registration's handler gives each item's cell the item's own",
                      "// configurations, else every cell's (colscript's contentConfiguration, backgroundConfiguration,",
                      "// accessories and configurationUpdateHandler).",
                      "let listCells = ListCells()",
                      "let listCellRegistration = UICollectionView.CellRegistration<\(cellClass), String> { cell, _, item in",
                      "    listCells.configure(cell, item: item)",
                      "}",
                      "dataSource.listCellRegistration = listCellRegistration"]
        }
        if usesSwipeActions {
            lines += ["// The list's swipe actions: what its providers answer for a row (colscript's swipeActions).",
                      "let swipeActions = SwipeActions()",
                      "swipeActions.itemIdentifier = { indexPath in",
                      "    dataSource.sections.indices.contains(indexPath.section) && dataSource.sections[indexPath.section].indices.contains(indexPath.item)",
                      "        ? dataSource.sections[indexPath.section][indexPath.item] : nil",
                      "}"]
            if usesSectionSwipeActions {
                lines.append("swipeActions.sectionIdentifier = { dataSource.sectionIdentifiers.indices.contains($0) ? dataSource.sectionIdentifiers[$0] : nil }")
            }
            if recording { lines.append("swipeActions.record = { dataSource.record($0, $1) }") }
        }
        if usesSeparators {
            lines += ["// The list's itemSeparatorHandler: each row's bottom separator (colscript's separatorVisibility).",
                      "let separators = Separators()",
                      "separators.itemIdentifier = { indexPath in",
                      "    dataSource.sections.indices.contains(indexPath.section) && dataSource.sections[indexPath.section].indices.contains(indexPath.item)",
                      "        ? dataSource.sections[indexPath.section][indexPath.item] : nil",
                      "}"]
        }
        return lines
    }

    /// The diffable data source's cell provider, and what follows its declaration.
    func diffableProvider(_ classic: [String]) -> [String] {
        var lines = classic
        if usesListCells {
            lines = ["let diffableDataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, item in",
                     "    collectionView.dequeueConfiguredReusableCell(using: listCellRegistration, for: indexPath, item: item)",
                     "}"]
        }
        if usesSwipeActions { lines.append("swipeActions.itemIdentifier = { diffableDataSource.itemIdentifier(for: $0) }") }
        if usesSeparators { lines.append("separators.itemIdentifier = { diffableDataSource.itemIdentifier(for: $0) }") }
        if usesSectionSwipeActions { lines.append("swipeActions.sectionIdentifier = { diffableDataSource.snapshot().sectionIdentifiers.indices.contains($0) ? diffableDataSource.snapshot().sectionIdentifiers[$0] : nil }") }
        return lines
    }

    /// The list configuration's providers (`name`: the configuration's variable).
    func providers(_ name: String) -> [String] {
        (usesSwipeActions ? ["\(name).leadingSwipeActionsConfigurationProvider = { swipeActions.leading(at: $0) }",
                             "\(name).trailingSwipeActionsConfigurationProvider = { swipeActions.trailing(at: $0) }"] : [])
            + (usesSeparators ? ["\(name).itemSeparatorHandler = { separators.configuration(at: $0, $1) }"] : [])
    }

    static let listCells = """

        /// The app's list cells' configurations by item identifier, and every other cell's (colscript's
        /// contentConfiguration, backgroundConfiguration, accessories, configurationUpdateHandler): the
        /// cell registration's handler reads them.
        @MainActor
        private final class ListCells {
            typealias Content = @MainActor (UICollectionViewListCell, String) -> UIListContentConfiguration
            var content: [String: Content] = [:], everyContent: Content?
            var background: [String: UIBackgroundConfiguration] = [:], everyBackground: UIBackgroundConfiguration?
            var accessories: [String: [UICellAccessory]] = [:], everyAccessories: [UICellAccessory] = []
            var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler?
            func configure(_ cell: UICollectionViewListCell, item: String) {
                cell.contentConfiguration = (content[item] ?? everyContent)?(cell, item)
                cell.backgroundConfiguration = background[item] ?? everyBackground
                cell.accessories = accessories[item] ?? everyAccessories
                cell.configurationUpdateHandler = configurationUpdateHandler
            }
        }
        """

    static let swipeActions = """

        /// The list's swipe actions (colscript's swipeActions): what the list configuration's leading and
        /// trailing providers answer for a row, the item's own, else its section's (both by identifier,
        /// so an answer follows its item or section through updates); `open`: the actions the row a
        /// swipe opened shows.
        @MainActor
        private final class SwipeActions {
            var itemIdentifier: @MainActor (IndexPath) -> String? = { _ in nil }
            var sectionIdentifier: @MainActor (Int) -> String? = { _ in nil }
            /// Records the provider's call (`expect events`).
            var record: @MainActor (String, IndexPath) -> Void = { _, _ in }
            var leadingByItem: [String: UISwipeActionsConfiguration] = [:], leadingBySection: [String: UISwipeActionsConfiguration] = [:]
            var trailingByItem: [String: UISwipeActionsConfiguration] = [:], trailingBySection: [String: UISwipeActionsConfiguration] = [:]
            var open: UISwipeActionsConfiguration?
            func leading(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                record("leadingSwipeActionsConfigurationProvider", indexPath)
                return itemIdentifier(indexPath).flatMap { leadingByItem[$0] } ?? sectionIdentifier(indexPath.section).flatMap { leadingBySection[$0] }
            }
            func trailing(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                record("trailingSwipeActionsConfigurationProvider", indexPath)
                return itemIdentifier(indexPath).flatMap { trailingByItem[$0] } ?? sectionIdentifier(indexPath.section).flatMap { trailingBySection[$0] }
            }
        }
        """

    static let separators = """

        /// The list's itemSeparatorHandler answers (colscript's separatorVisibility): a row's bottom
        /// separator by its item's identifier, so an answer follows its item through updates.
        @MainActor
        private final class Separators {
            var itemIdentifier: @MainActor (IndexPath) -> String? = { _ in nil }
            var bottom: [String: UIListSeparatorConfiguration.Visibility] = [:]
            func configuration(at indexPath: IndexPath, _ configuration: UIListSeparatorConfiguration) -> UIListSeparatorConfiguration {
                var answer = configuration
                if let visibility = itemIdentifier(indexPath).flatMap({ bottom[$0] }) { answer.bottomSeparatorVisibility = visibility }
                return answer
            }
        }
        """

    static let listDequeue = """
                if let listCellRegistration {
                    return collectionView.dequeueConfiguredReusableCell(using: listCellRegistration, for: indexPath,
                                                                        item: sections[indexPath.section][indexPath.item])
                }

        """

    var registrationProperty: String { """
            /// cellForItemAt dequeues list cells through it (the app's list cells).
            var listCellRegistration: UICollectionView.CellRegistration<\(cellClass), String>?

        """ }

    /// Adds the classes and the data source's dequeue (after the other optional parts).
    func add(to helpers: inout String) {
        if usesListCells {
            let signature = "cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {\n"
            helpers = helpers.replacingOccurrences(of: signature, with: signature + Self.listDequeue)
            helpers = helpers.replacingOccurrences(of: "        collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)\n    }",
                                                   with: "        return collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)\n    }")
            if let end = helpers.range(of: SwiftSyntax.Anchor.dataSourceFieldsEnd) { helpers.insert(contentsOf: registrationProperty, at: end.upperBound) }
        }
        let classes = (usesListCells ? Self.listCells : "") + (usesSwipeActions ? Self.swipeActions : "") + (usesSeparators ? Self.separators : "")
        if !classes.isEmpty, let end = helpers.range(of: SwiftSyntax.Anchor.stateHelperStart) {
            helpers.insert(contentsOf: classes, at: end.lowerBound)
        }
    }
}

extension SwiftExportWriter {
    /// A step that closed the open row's swipe actions without a swipe or a tap on an action (a
    /// scroll by code, a layout installed, editing: docs/interaction.md §11.1): UIKit closes them,
    /// and so does the test's model of the open row.
    func swipeClosingLines(before: Interpreter) -> [String] {
        guard lists.usesSwipeActions, before.view.swipeActions.open != nil, interpreter.view.swipeActions.open == nil else { return [] }
        return ["swipeActions.open = nil  // UIKit closes the open row's swipe actions here"]
    }

    /// The Swift for a list-row command, or nil for another command.
    mutating func listLines(_ command: Command, report: StepReport, before: Interpreter) throws(SwiftExport.Failure) -> [String]? {
        if case .swipe(let swipe) = command.kind {
            switch swipe {
            case .configurationUpdateHandler(let on):
                guard on else { return ["listCells.configurationUpdateHandler = nil"] }
                return ["// UIKit runs it when a cell's configuration state changes (highlight, selection, editing, swipe …):",
                        "// the app updates the cell for `state` here. Cells configured from now on get it.",
                        "listCells.configurationUpdateHandler = { cell, state in }"]
            case .actions(let edge, let target, let fullSwipe, let actions):
                return try swipeActionsLines(edge.value, target, fullSwipe: fullSwipe?.value ?? true, actions, command)
            case .swipe:
                return try swipeLines(command, report: report, before: before)
            case .tapAction(let title):
                return ["// A tap on \(SwiftSyntax.literal(title.value)) in the open row: UIKit runs the action's handler (then closes the row).",
                        "if let action = swipeActions.open?.actions.first(where: { $0.title == \(SwiftSyntax.literal(title.value)) }) {",
                        "    action.handler(action, collectionView, { _ in })",
                        "} else {",
                        "    XCTFail(\"the open row shows no action \\\"\(SwiftSyntax.escape(title.value))\\\"\")",
                        "}",
                        "swipeActions.open = nil"]
                    + (try handlerLines(before.view.swipeActions.open?.configuration.actions.first(where: { $0.title == title.value })?.handler, before: before))
            }
        }
        if case .separatorVisibility = command.kind {
            var lines: [String] = []
            for call in report.calls {
                guard case .registration(.separator(let item, let visibility)) = call else { continue }
                lines.append("separators.bottom[\(SwiftSyntax.literal(item))] = " + (visibility == .automatic ? "nil" : ".\(visibility.rawValue)"))
            }
            // The list asks its itemSeparatorHandler when it lays the rows out again.
            return lines + ["collectionView.collectionViewLayout.invalidateLayout()"]
        }
        if case .listCell(.tapAccessory(_, let kind)) = command.kind { return try tapAccessoryLines(kind.value, command, report: report, before: before) }
        if case .listCell(.reorder) = command.kind {
            // Under a plain data source, its canMoveItemAt and moveItemAt (SwiftSyntax.moveItems).
            if !(usesDiffable && interpreter.view.diffableDataSource != nil) { usesMoves = true }
            return ["// Dragging the reorder control is UIKit's gesture: the interactive movement calls its reordering makes."]
                + (try calls(for: command, before: before, after: report))
        }
        if case .listCell(.sectionSnapshotHandlers(let on)) = command.kind {
            guard on else {
                return ["diffableDataSource.sectionSnapshotHandlers = UICollectionViewDiffableDataSource<String, String>.SectionSnapshotHandlers<String>()"]
                    + (lists.declaresExpandAnswers ? ["shouldExpand.removeAll()", "shouldCollapse.removeAll()"] : [])
            }
            return before.view.listCells.sectionSnapshotHandlers == nil ? sectionSnapshotHandlers() : []
        }
        if case .listCell(.sectionSnapshotAnswer) = command.kind {
            var lines = before.view.listCells.sectionSnapshotHandlers == nil ? sectionSnapshotHandlers() : []
            for call in report.calls {
                guard case .swipe(.listCell(.sectionSnapshotAnswer(let question, let item, let answer))) = call else { continue }
                lines.append("\(question.rawValue)[\(SwiftSyntax.literal(item))] = \(answer)")
            }
            return lines
        }
        guard case .listCell = command.kind else { return nil }
        var lines: [String] = []
        for call in report.calls {
            guard case .swipe(.listCell(let cell)) = call else { continue }
            switch cell {
            case .contentConfiguration(let item, let content, _):
                let made = content.map(Self.contentMaker) ?? "nil"
                if let item { lines.append("listCells.content[\(SwiftSyntax.literal(item))] = \(made)") } else {
                    if !before.view.listCells.contentByItem.isEmpty { lines.append("listCells.content.removeAll()") }
                    lines.append("listCells.everyContent = \(made)")
                }
                lines += reconfigured(item)
            case .backgroundConfiguration(let item, let background):
                let made = background.map { "UIBackgroundConfiguration.\($0.rawValue)()" } ?? "nil"
                if let item { lines.append("listCells.background[\(SwiftSyntax.literal(item))] = \(made)") } else {
                    if !before.view.listCells.backgroundByItem.isEmpty { lines.append("listCells.background.removeAll()") }
                    lines.append("listCells.everyBackground = \(made)")
                }
                lines += reconfigured(item)
            case .accessories(let item, let accessories):
                if accessories.contains(where: { $0.handler != nil }) {
                    lines.append("// An accessory's actionHandler is the app's: the test writes its effects where a tap runs it.")
                }
                let made = "[" + accessories.map(Self.accessory).joined(separator: ", ") + "]"
                if let item { lines.append("listCells.accessories[\(SwiftSyntax.literal(item))] = \(made)") } else {
                    if !before.view.listCells.accessoriesByItem.isEmpty { lines.append("listCells.accessories.removeAll()") }
                    lines.append("listCells.everyAccessories = \(made)")
                }
                lines += reconfigured(item)
            case .tapAccessory, .actionHandler, .sectionSnapshotHandlers, .sectionSnapshotAnswer, .shouldToggle, .willToggle, .reorderDrag:
                throw unsupported(command, "this list cell step is not exported yet")
            }
        }
        return lines
    }

    /// `{ cell, item in var content = UIListContentConfiguration.cell() … return content }`: the
    /// style's factory, the item's identifier as its text unless the scenario gives one; `lines`
    /// as that many lines of text (colscript measures them; UIKit wraps what it is given).
    static func contentMaker(_ content: ListContentConfiguration) -> String {
        var parts = ["var content = \(content.style.uikitName)"]
        let text = content.text.map(SwiftSyntax.literal) ?? "item"
        if content.textLines > 1 {
            parts.append("content.text = Array(repeating: \(text), count: \(content.textLines)).joined(separator: \"\\n\")")
            parts.append("content.textProperties.numberOfLines = \(content.textLines)")
        } else {
            parts.append("content.text = \(text)")
        }
        if let secondary = content.secondaryText {
            if content.secondaryTextLines > 1 {
                parts.append("content.secondaryText = Array(repeating: \(SwiftSyntax.literal(secondary)), count: \(content.secondaryTextLines)).joined(separator: \"\\n\")")
                parts.append("content.secondaryTextProperties.numberOfLines = \(content.secondaryTextLines)")
            } else {
                parts.append("content.secondaryText = \(SwiftSyntax.literal(secondary))")
            }
        }
        if let height = content.imageHeight {
            let side = SwiftSyntax.number(height)
            parts.append("content.image = UIGraphicsImageRenderer(size: CGSize(width: \(side), height: \(side))).image { _ in }")
        }
        return "{ cell, item in " + parts.joined(separator: "; ") + "; return content }"
    }

    /// `.delete(displayed: .always, actionHandler: {})`: the factory, with what differs from its defaults.
    static func accessory(_ accessory: CellAccessory) -> String {
        var arguments: [String] = []
        if accessory.displayed != accessory.kind.defaultDisplayed { arguments.append("displayed: .\(accessory.displayed.rawValue)") }
        if accessory.handler != nil { arguments.append("actionHandler: {}") }
        return ".\(accessory.kind.rawValue)(\(arguments.joined(separator: ", ")))"
    }

    /// The cells on screen whose configuration changed take it: reconfigured (`item`: that item's
    /// cell; nil: every visible cell), through the snapshot under a diffable data source.
    private func reconfigured(_ item: String?) -> [String] {
        let view = interpreter.view
        let paths = view.indexPathsForVisibleItems.filter { item == nil || view.itemName(at: $0) == item }
        guard !paths.isEmpty else { return [] }
        guard usesDiffable, let source = view.diffableDataSource else { return ["collectionView.reconfigureItems(at: \(SwiftSyntax.indexPaths(paths)))"] }
        if !source.sectionSnapshots.isEmpty {
            // Applying the whole snapshot would flatten the sections' outlines: the cells on
            // screen are configured again as the registration configures them.
            return ["for indexPath in collectionView.indexPathsForVisibleItems {",
                    "    if let cell = collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell, let item = diffableDataSource.itemIdentifier(for: indexPath) {",
                    "        listCells.configure(cell, item: item)",
                    "    }",
                    "}"]
        }
        let names = paths.compactMap { view.itemName(at: $0) }.map(SwiftSyntax.literal)
        return ["do {",
                "    var reconfigured = diffableDataSource.snapshot()",
                "    reconfigured.reconfigureItems([\(names.joined(separator: ", "))])",
                "    diffableDataSource.apply(reconfigured, animatingDifferences: false)",
                "}"]
    }

    /// `swipeActions EDGE TARGET { … }`: the configuration the provider answers for the item, or
    /// the section (by its identifier, as colscript keeps it); no actions: none.
    private func swipeActionsLines(_ edge: SwipeEdge, _ target: SwipeTarget, fullSwipe: Bool, _ actions: [SwipeActionNode],
                                   _ command: Command) throws(SwiftExport.Failure) -> [String] {
        let key: String
        switch target {
        case .item(let ref):
            guard let path = interpreter.exportIndexPath(ref) else { throw unsupported(command, "its item is not resolved") }
            key = "\(edge.rawValue)ByItem[\(SwiftSyntax.literal(itemName(path)))]"
        case .section(let ref):
            guard let section = interpreter.exportSectionIndex(ref) else { throw unsupported(command, "its section is not resolved") }
            let name = interpreter.view.sectionNames.name(interpreter.view.dataSource.sections[section].value)
            key = "\(edge.rawValue)BySection[\(SwiftSyntax.literal(name))]"
        }
        guard !actions.isEmpty else { return ["swipeActions.\(key) = nil"] }
        var lines = ["// Each handler calls completion(true); what the scenario's handler does is written where a tap runs it.",
                     "do {",
                     "    let configuration = UISwipeActionsConfiguration(actions: ["]
        for action in actions {
            lines.append("        UIContextualAction(style: .\(action.style.value.rawValue), title: \(SwiftSyntax.literal(action.title.value))) { _, _, completion in completion(true) },")
        }
        lines.append("    ])")
        if !fullSwipe { lines.append("    configuration.performsFirstActionWithFullSwipe = false") }
        return lines + ["    swipeActions.\(key) = configuration", "}"]
    }

    /// `swipe ITEM left|right [full]`: UIKit's gesture; the test asserts the provider's answer
    /// for the row (the titles, the styles), and a full swipe runs the first action's handler.
    private mutating func swipeLines(_ command: Command, report: StepReport, before: Interpreter) throws(SwiftExport.Failure) -> [String] {
        var lines: [String] = []
        for call in report.calls {
            guard case .swipe(.swipe(let path, let direction, let full, let outcome)) = call else { continue }
            let edge: SwipeEdge
            switch outcome {
            case .noActions(let e), .revealed(let e, _): edge = e
            case .performsFirstAction: edge = (direction == .left) != before.view.isRightToLeft ? .trailing : .leading
            }
            let row = SwiftSyntax.indexPath(path)
            lines += ["// A \(full ? "full " : "")swipe \(direction.rawValue) on \(row) is UIKit's gesture (no XCTest call makes one): UIKit asks",
                      "// the list configuration's \(edge.rawValue)SwipeActionsConfigurationProvider for the row and shows what it answers."]
            guard case .noActions = outcome else {
                let configuration = Self.swipeConfiguration(before.view, edge, path)
                lines.append("swipeActions.open = swipeActions.\(edge.rawValue)(at: \(row))")
                if let configuration {
                    lines.append("XCTAssertEqual(swipeActions.open?.actions.map(\\.title) ?? [], [\(configuration.actions.map { SwiftSyntax.literal($0.title) }.joined(separator: ", "))])")
                    lines.append("XCTAssertEqual(swipeActions.open?.actions.map(\\.style) ?? [], [\(configuration.actions.map { "." + $0.style.rawValue }.joined(separator: ", "))])")
                    lines.append("XCTAssertEqual(swipeActions.open?.performsFirstActionWithFullSwipe, \(configuration.performsFirstActionWithFullSwipe))")
                }
                if case .performsFirstAction = outcome {
                    lines += ["// The full swipe performs the first action: UIKit runs its handler (then closes the row).",
                              "if let action = swipeActions.open?.actions.first {",
                              "    action.handler(action, collectionView, { _ in })",
                              "} else {",
                              "    XCTFail(\"the row shows no action\")",
                              "}",
                              "swipeActions.open = nil"]
                    lines += try handlerLines(configuration?.actions.first?.handler, before: before)
                }
                continue
            }
            lines += ["XCTAssertNil(swipeActions.\(edge.rawValue)(at: \(row)))", "swipeActions.open = nil"]
        }
        return lines
    }

    /// What the provider for `edge` answers for the row at `path`: the item's own, else its section's.
    private static func swipeConfiguration(_ view: CollectionView, _ edge: SwipeEdge, _ path: IndexPath) -> SwipeActionsConfiguration? {
        if let item = view.dataSource.item(at: path), let answer = view.swipeActions.byItem[edge]?[item] { return answer }
        guard view.dataSource.sections.indices.contains(path.section) else { return nil }
        return view.swipeActions.bySection[edge]?[view.dataSource.sections[path.section].value]
    }

    /// The diffable data source's sectionSnapshotHandlers: UIKit asks and tells them when a user
    /// expands or collapses a row; the should… answers by item identifier, else true.
    private mutating func sectionSnapshotHandlers() -> [String] {
        var lines: [String] = []
        if !lists.declaresExpandAnswers {
            lists.declaresExpandAnswers = true
            lines += ["// shouldExpandItem's and shouldCollapseItem's answers by item identifier (colscript's",
                      "// `sectionSnapshotHandlers shouldExpand|shouldCollapse`), else true.",
                      "var shouldExpand: [String: Bool] = [:], shouldCollapse: [String: Bool] = [:]"]
        }
        return lines + ["// UIKit asks and tells them when a user expands or collapses a row.",
                        "diffableDataSource.sectionSnapshotHandlers.shouldExpandItem = { shouldExpand[$0] ?? true }",
                        "diffableDataSource.sectionSnapshotHandlers.willExpandItem = { _ in }",
                        "diffableDataSource.sectionSnapshotHandlers.shouldCollapseItem = { shouldCollapse[$0] ?? true }",
                        "diffableDataSource.sectionSnapshotHandlers.willCollapseItem = { _ in }"]
    }

    /// `tapAccessory ITEM ACCESSORY`: a user's tap, which no XCTest call makes; the test makes the
    /// calls UIKit makes for it. An actionHandler: the scenario's handler's calls. No handler: a
    /// delete accessory reveals the trailing swipe actions (as a swipe does); an outline
    /// disclosure asks the sectionSnapshotHandlers, then expands or collapses the row in its
    /// section snapshot and applies it.
    private mutating func tapAccessoryLines(_ kind: CellAccessory.Kind, _ command: Command, report: StepReport,
                                            before: Interpreter) throws(SwiftExport.Failure) -> [String] {
        var lines: [String] = []
        var tapped: IndexPath?
        for call in report.calls {
            if case .swipe(.listCell(.tapAccessory(let path, _, let outcome))) = call {
                tapped = path
                lines.append("// A user's tap on the \(kind.rawValue) accessory of \(SwiftSyntax.indexPath(path)) is UIKit's (no XCTest call")
                lines.append("// makes one): \(outcome).")
            }
            if case .swipe(.listCell(.shouldToggle(let expand, let item, let answer))) = call {
                lines.append("XCTAssertEqual(diffableDataSource.sectionSnapshotHandlers.should\(expand ? "Expand" : "Collapse")Item?(\(SwiftSyntax.literal(item))), \(answer))")
            }
            if case .swipe(.listCell(.willToggle(let expand, let item))) = call {
                lines.append("diffableDataSource.sectionSnapshotHandlers.will\(expand ? "Expand" : "Collapse")Item?(\(SwiftSyntax.literal(item)))")
            }
            if case .diffable(.toggleOutline(let expand, let item, _)) = call {
                lines += try outlineLines([Located(item, SourceRange(0, 0))], expand: expand, command)
            }
        }
        guard let path = tapped else { return lines }
        if report.calls.contains(where: { if case .swipe(.listCell(.actionHandler)) = $0 { true } else { false } }) {
            let handler = before.view.shownAccessories(at: path).first { $0.kind == kind }?.handler
            return lines + ["// UIKit calls the accessory's actionHandler; the app's handler:"] + (try handlerLines(handler, before: before))
        }
        if kind == .delete { return lines + (try swipeLines(command, report: report, before: before)) }
        if kind == .disclosureIndicator || kind == .checkmark {
            throw unsupported(command, "a tap on a disclosure indicator or a checkmark is a tap on the cell: write `tap ITEM` to export it")
        }
        return lines
    }

    /// The Swift for a handler's commands (a swipe action's or an accessory's block), written by
    /// running them from the session before the step (as the step ran them), with one layout pass
    /// after each; the session after the step is kept.
    private mutating func handlerLines(_ index: Int?, before: Interpreter) throws(SwiftExport.Failure) -> [String] {
        guard let index, let commands = before.exportHandlerCommands(index), !commands.isEmpty else { return [] }
        let after = interpreter, saved = body
        interpreter = before
        body = []
        blockDepth += 1
        for inner in commands where !stopped { try step(inner) }
        blockDepth -= 1
        let lines = body
        body = saved
        interpreter = after
        return lines
    }
}
