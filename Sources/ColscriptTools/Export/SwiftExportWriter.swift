import CollectionEngine
import CollectionScript

/// Runs a scenario through the interpreter and writes, step by step, the Swift that makes the same
/// UIKit calls and asserts the state the transcript shows.
struct SwiftExportWriter {
    let source: SourceFile
    var interpreter = Interpreter(version: .latest)
    var body: [String] = []
    var stopped = false
    /// Whether a `size` command installed the generated sizeForItemAt delegate.
    var usesLayoutDelegate = false
    /// `diffable on` declared the diffable data source and its `snapshot`.
    var usesDiffable = false
    /// A `snapshot { … }` block edited `snapshot` since the last `apply`.
    var snapshotPending = false
    /// A layout with boundary supplementaries (or a list's supplementary header or footer) was
    /// installed: the data source dequeues supplementary views.
    var usesSupplementaries = false
    /// A tap was exported: the delegate implements the highlight and selection did-calls.
    var usesTaps = false
    /// An interactive move was exported: the data source answers canMoveItemAt and moveItemAt.
    var usesMoves = false
    /// The compositional layout's sections declared for a section identifier, and the index each
    /// was exported at: a step that moves one is refused (the exported provider finds it by index).
    var sectionPins: [String: Int?] = [:]
    /// Interactive transitions started: the Nth is `transitionLayoutN`.
    var transitions = 0
    /// `delegate cellForItemAt ITEM = notDequeued`: the data source makes those cells itself.
    var usesCellAnswers = false
    /// `delegate viewForSupplementaryElementOfKind = …`: the data source's answer is scripted.
    var usesSupplementaryAnswers = false
    /// `register registration NAME`: the data source dequeues through its CellRegistration.
    var usesCellRegistration = false
    /// The custom layout classes (`layout custom`) the test declares.
    var customLayouts = CustomLayoutClasses()
    /// A step raises in UIKit: the test catches it with the Objective-C catcher written beside it.
    var raises = false
    /// The scenario has an `expect events`: the test's data source and delegate record the
    /// callbacks they get (`events`), cleared at each step, as colscript's session does.
    var usesEvents = false
    /// A long press asked for a context menu: the delegate answers contextMenuConfiguration.
    var usesContextMenus = false
    /// The test declared `contextMenu`, the configuration of the open menu.
    var declaresContextMenu = false
    /// How many `expect error { … }` blocks the step runs in, and whether the block's command stopped
    /// at a script error (colscript refuses it before any UIKit call: the test makes none).
    var expectErrorDepth = 0
    var scriptErrorInBlock = false
    /// `register headerRegistration|footerRegistration NAME`: the data source dequeues that kind
    /// through its SupplementaryRegistration.
    var usesSupplementaryRegistration = false
    /// A tap ended with the delegate's primary action: the delegate answers canPerformPrimaryActionForItemAt.
    var usesPrimaryActions = false
    /// Export a scenario whose own `expect` fails (`--allow-failing`); the test says so.
    var allowFailing = false
    /// The scenario's failing `expect`s, `FILE:LINE: message` (exported only with allowFailing).
    var failingExpectations: [String] = []
    /// What the test's Delegate, Layout and DataSource add for scrolling and properties (SwiftSyntax+ViewHelpers).
    var viewHelpers = ViewHelpers()
    /// `set` of a UICollectionViewController property declared `collectionViewController`; of
    /// safeAreaInsets, `safeAreaController` (SwiftExportWriter+Properties).
    var declaresController = false
    var declaresSafeAreaController = false
    /// The delegate methods the scenario's preview and multi-select answers add (SwiftExportWriter+Previews).
    var delegateFeatures = DelegateFeatures()
    /// `set reorderingHandlers = on` declared `canReorder`, canReorderItem's answers (SwiftExportWriter+Reordering).
    var declaresReorderingAnswers = false
    /// The most items the generated data source may hold (generated code stays readable).
    static let itemLimit = 2_000
    /// How many `repeat`/`sameTurn` blocks the step runs in (their steps assert once, at the end),
    /// and how many of them are `sameTurn`s (SwiftExportWriter+Loops.swift).
    var blockDepth = 0
    var turnDepth = 0
    /// List cells and swipe actions (SwiftExportWriter+Lists.swift).
    var lists = ListExport()
    /// Self-sizing cells (SwiftExportWriter+SelfSizing.swift).
    var selfSizing = SelfSizingExport()
    /// The data source keeps its sections' identifiers (a reuse identifier chosen per section).
    var keysSectionsByIdentifier = false

    init(source: SourceFile) {
        self.source = source
    }

    mutating func run(_ commands: [Command]) throws(SwiftExport.Failure) {
        usesEvents = Self.expectsEvents(commands)
        if usesEvents { usesLayoutDelegate = true }
        lists = ListExport(commands, recording: usesEvents)
        selfSizing = SelfSizingExport(commands, listCells: lists.usesListCells)
        lists.cellClass = selfSizing.listCellClass
        keysSectionsByIdentifier = Self.choosesPerSection(commands) || lists.usesSectionSwipeActions
        viewHelpers.usesSectionIdentifiers = keysSectionsByIdentifier
        body += lists.setUp
        for command in commands where !stopped {
            try step(command)
        }
        if usesSupplementaries && usesDiffable {
            throw SwiftExport.Failure(message: "export: \(source.name) cannot be exported to Swift: a layout with supplementary views and `diffable on` need the diffable data source's supplementaryViewProvider, which is not exported yet")
        }
    }

    /// A flow layout that shows headers or footers (reference sizes, or the delegate's) needs the
    /// data source's viewForSupplementaryElementOfKind: the first step that gives it some registers
    /// the views, before its own calls lay the view out.
    private mutating func flowSupplementaryRegistration() -> [String] {
        guard !usesSupplementaries, let flow = interpreter.view.flowLayout else { return [] }
        let answers = flow.delegateAnswers.sections.values
        guard flow.headerReferenceSize != .zero || flow.footerReferenceSize != .zero
                || answers.contains(where: { $0.headerReferenceSize != nil || $0.footerReferenceSize != nil }) else { return [] }
        usesSupplementaries = true
        return [ElementKind.sectionHeader, .sectionFooter].map {
            "collectionView.register(\(selfSizing.viewClass($0)).self, forSupplementaryViewOfKind: \(Self.kind($0)), withReuseIdentifier: \"Supplementary\")"
        }
    }

    /// Records the pins of a layout just installed, and refuses a step after which a section the
    /// layout declares by identifier is no longer at the index it was exported at.
    private mutating func checkSectionPins(_ command: Command, _ report: StepReport) throws(SwiftExport.Failure) {
        for call in report.calls {
            guard case .layout(.setCollectionViewLayout(let layout, _)) = call else { continue }
            if case .compositionalStructure(let value) = layout.contents, !isIdentifierDriven(value) { sectionPins = sectionIdentifierPins(value) } else { sectionPins = [:] }
        }
        guard !sectionPins.isEmpty else { return }
        // The sections the exported provider gives each index (those the view has) and the ones
        // the app's provider would give by identifier must be the same.
        let count = interpreter.view.dataSource.sections.count
        let exported = Set(sectionPins.compactMap { name, index in index.flatMap { $0 < count ? "\(name)@\($0)" : nil } })
        let now = sectionPins.keys.map { ($0, interpreter.exportSection(Located(.identifier($0), SourceRange(0, 0)))) }
        let actual = Set(now.compactMap { name, index in index.map { "\(name)@\($0)" } })
        if exported != actual, let moved = now.first(where: { sectionPins[$0.0] != .some($0.1) }) {
            throw unsupported(command, "it moves section `\(moved.0)`, which the compositional layout declares by identifier; the exported sectionProvider finds it by index, and an identifier-driven provider is not exported yet")
        }
    }

    func keyword(_ command: Command) -> String { source.text(of: command.keywordRange) }

    func unsupported(_ command: Command, _ why: String) -> SwiftExport.Failure {
        let line = source.location(of: command.range.lowerBound).line
        return SwiftExport.Failure(message: "export: `\(keyword(command))` (\(source.name):\(line)) cannot be exported to Swift: \(why)")
    }

    mutating func step(_ command: Command) throws(SwiftExport.Failure) {
        try check(command)
        let text = source.text(of: command.range).split(separator: "\n").map { "// " + $0 }
        body.append("")
        body += text.map { String($0) }
        if usesEvents && !Self.isExpectation(command) && blockDepth == 0 { body.append("dataSource.events.removeAll()") }
        let start = interpreter
        defer {
            // colscript's session keeps the callbacks of the last step that is not an expect.
            if !Self.isExpectation(command) { interpreter.exportSetLastStepEvents(Self.events(since: start, in: interpreter)) }
        }
        if try blockStep(command) { return }
        switch command.export {
        case .expectsError:
            // The block's commands run one by one: those before the one that raises keep their
            // effects (as in colscript), and the one that raises is made under the catcher.
            guard case .expectError(let pattern, let inner) = command.kind else { return }
            expectErrorDepth += 1
            for nested in inner where !stopped && !scriptErrorInBlock { try step(nested) }
            expectErrorDepth -= 1
            if scriptErrorInBlock {
                scriptErrorInBlock = false
                return
            }
            if !stopped {
                try expectationFailed(command, "expected an error containing \"\(pattern.value)\", but the block ran without one")
                body.append("XCTFail(\"colscript expected an error containing \\\"\(SwiftSyntax.escape(pattern.value))\\\" here\")")
            }
            return
        case .looks where Self.isExpectation(command):
            body += try expectation(command)
            return
        case .printsOnly:
            _ = try? interpreter.execute(command)
            body.append("// (only changes what colscript prints)")
            return
        case .looks:
            _ = try? interpreter.execute(command)
            body.append("// (the assertions after each step check the state this looks at)")
            return
        case .note(let note):
            _ = try? interpreter.execute(command)
            body.append("// " + note)
            return
        case .calls, .unsupported:
            break
        }
        let before = interpreter
        let report: StepReport
        do {
            report = try interpreter.execute(command)
        } catch {
            try raised(error, by: command, before: before)
            return
        }
        guard SwiftSyntax.listedNames(SwiftSyntax.names(interpreter.view)) <= Self.itemLimit else {
            throw unsupported(command, "the data source has more than \(Self.itemLimit) items whose identifiers are not runs of generated ones (NAME-0, NAME-1 …); export a smaller scenario")
        }
        try checkTurnCalls(command, report)
        var lines = try translate(command, report: report, before: before)
        if !lines.contains(where: { $0.hasPrefix("swipeActions.open = ") }) { lines += swipeClosingLines(before: before) }
        body += flowSupplementaryRegistration() + lines + boundarySizeLines(command, before: before)
        try checkSectionPins(command, report)
        noteSupplementaryKinds(report.calls)
        // Inside a `repeat` each command is still its own turn (a layout pass after it); the
        // state is asserted once, after the block (SwiftExportWriter+Loops.swift).
        if report.changedState { appendLayoutPass(blockDepth == 0 ? assertions() : turnDepth == 0 ? [Self.layoutPass] : []) }
    }

    /// The layout pass after a step, and the assertions after it.
    static let layoutPass = "collectionView.layoutIfNeeded()"

    /// Appends a step's layout pass and assertions; a pass right after the one a nested step (a
    /// handler's command) just made is left out: the second call would find nothing to lay out.
    mutating func appendLayoutPass(_ lines: [String]) {
        body += body.last == Self.layoutPass && lines.first == Self.layoutPass ? Array(lines.dropFirst()) : lines
    }

    /// Refuses the commands a plain UICollectionView test cannot reproduce, naming them (each
    /// command's spec says whether it exports), and the properties this exporter cannot write.
    private func check(_ command: Command) throws(SwiftExport.Failure) {
        if case .unsupported(let why) = command.export { throw unsupported(command, why) }
        if case .set(let property) = command.kind { try checkProperty(command, property.name.value) }
        for nested in command.kind.blockCommands ?? [] { try check(nested) }
    }

    mutating func translate(_ command: Command, report: StepReport, before: Interpreter) throws(SwiftExport.Failure) -> [String] {
        // The commands whose Swift is more than their calls; every other command is its calls.
        if let lines = try diffableLines(command, before: before) { return lines }
        if let lines = try reorderingLines(command) { return lines }
        if let lines = try selfSizingLines(command, before: before) { return lines }
        if let lines = try listLines(command, report: report, before: before) { return lines }
        if case .layoutFlow = command.kind {
            guard let flow = interpreter.view.flowLayout else { throw unsupported(command, "not a flow layout") }
            try refuseSectionBackground(flow, command)
            return ["do {", "    let layout = Layout()"] + SwiftSyntax.flowLayout(flow).map { "    " + $0 }
                + ["    collectionView.setCollectionViewLayout(layout, animated: false)", "}"]
        }
        if case .hit(let point) = command.kind {
            let found = interpreter.view.indexPathForItem(at: point.value).map(SwiftSyntax.indexPath) ?? "nil"
            return ["XCTAssertEqual(collectionView.indexPathForItem(at: \(SwiftSyntax.point(point.value))), \(found))"]
        }
        if case .itemSize = command.kind {
            var lines: [String] = []
            usesLayoutDelegate = true
            let answers = interpreter.view.flowLayout?.delegateAnswers.itemSizes ?? [:]
            let sizes = answers.map { (interpreter.view.itemNames.name($0.key), $0.value) }.sorted { $0.0 < $1.0 }
            lines.append("delegate.sizes = [" + sizes.map { "\"\(SwiftSyntax.escape($0.0))\": \(SwiftSyntax.size($0.1))" }.joined(separator: ", ")
                         + (sizes.isEmpty ? ":]" : "]"))
            lines.append("collectionView.collectionViewLayout.invalidateLayout()")
            return lines
        }
        if let lines = try scrollingLines(command, report: report, before: before) { return lines }
        if let lines = try cellChoiceLines(command) { return lines }
        if let lines = try delegateLines(command) { return lines }
        if let lines = try customLayoutLines(command) { return lines }
        if let lines = viewWillAppearLines(command) { return lines }
        if let lines = try gestureLines(command, report: report, before: before) { return lines }
        if let lines = try contextMenuLines(command, report: report, before: before) { return lines }
        if report.calls.contains(where: Self.isTransitionCall) { return try transitionLines(command, report) }
        for call in report.calls {
            if case .registration(.register(.registration, _)) = call { usesCellRegistration = true }
        }
        if let lines = try propertyLines(command, before: before) { return lines }
        if case .set(let property) = command.kind {
            let name = property.name.value
            if name == "scale" {
                // The screen's scale is the device's: the test runs only where it matches.
                let scale = try swiftValue(property.value.value, command)
                return ["try XCTSkipUnless(window.screen.scale == \(scale), \"colscript lays this scenario out at scale \(scale): run it on a @\(scale)x simulator or device\")"]
            }
            let value = try swiftValue(property.value.value, command, insets: name.hasSuffix("Inset"))
            if SwiftExport.dataSourceProperties.contains(name), case .identifier(let identifier) = property.value.value {
                // A reuse identifier of its own replaces the CellRegistration (as colscript's data source does).
                return ["dataSource.\(name) = \(SwiftSyntax.literal(identifier))"] + (usesCellRegistration ? ["dataSource.cellRegistration = nil"] : [])
            }
            if SwiftExport.layoutProperties.contains(name) {
                return ["(collectionView.collectionViewLayout as! UICollectionViewFlowLayout).\(name) = \(value)"]
            }
            return ["collectionView.\(name) = \(value)"]
        }
        return try calls(for: command, before: before, after: report)
    }

    /// The Swift for the UIKit calls a command made.
    mutating func calls(for command: Command, before: Interpreter, after report: StepReport) throws(SwiftExport.Failure) -> [String] {
        let data = SwiftSyntax.data(interpreter.view)
        var lines: [String] = []
        for call in report.calls {
            switch call {
            case .performBatchUpdates(let inner):
                lines.append("collectionView.performBatchUpdates({")
                if inner.contains(where: { if case .update(_, .viewOnly, _) = $0 { false } else { true } }) {
                    lines += sectionsLines(data, view: interpreter.view).map { "    " + $0 }
                }
                for nested in inner { lines += updateLines(nested).map { "    " + $0 } }
                lines.append("})")
            case .update(_, let side, _):
                if side != .viewOnly { lines += sectionsLines(data, view: interpreter.view) }
                lines += updateLines(call)
            case .reloadData:
                lines += sectionsLines(data, view: interpreter.view) + ["collectionView.reloadData()"]
            case .setBoundsSize(let size):
                lines.append("collectionView.frame = CGRect(x: 0, y: 0, width: \(SwiftSyntax.number(size.width)), height: \(SwiftSyntax.number(size.height)))")
            case .setContentOffset(let point):
                lines.append("collectionView.setContentOffset(\(SwiftSyntax.point(point)), animated: false)")
            case .selectItem(let path, let position):
                lines.append("collectionView.selectItem(at: \(SwiftSyntax.indexPath(path)), animated: false, scrollPosition: \(position))")
            case .deselectItem(let path):
                lines.append("collectionView.deselectItem(at: \(SwiftSyntax.indexPath(path)), animated: false)")
            case .scrollToItem(let path, let position):
                lines.append("collectionView.scrollToItem(at: \(SwiftSyntax.indexPath(path)), at: \(position), animated: false)")
            case .layout(.setCollectionViewLayout(let layout, let animated)):
                lines += try setLayoutLines(layout, animated: animated, command)
            case .beginInteractiveMovement(let path, let began):
                lines.append("XCTAssertEqual(collectionView.beginInteractiveMovementForItem(at: \(SwiftSyntax.indexPath(path))), \(began))")
            case .updateInteractiveMovementTarget(let point):
                lines.append("collectionView.updateInteractiveMovementTargetPosition(\(SwiftSyntax.point(point)))")
            case .endInteractiveMovement(let cancelled):
                lines.append(cancelled ? "collectionView.cancelInteractiveMovement()" : "collectionView.endInteractiveMovement()")
            case .register(let identifier):
                lines.append("collectionView.register(\(selfSizing.cellClass).self, forCellWithReuseIdentifier: \(SwiftSyntax.literal(identifier)))")
                lines += cellIdentifierLines(identifier)
            case .registration(.register(let form, let name)):
                lines += try registrationLines(form, name: name, command)
            default:
                lines.append("// " + call.spelled)
            }
        }
        if lines.isEmpty, case .scrollBy = command.kind {
            lines.append("collectionView.setContentOffset(\(SwiftSyntax.point(interpreter.view.contentOffset)), animated: false)")
        }
        return lines
    }

    func updateLines(_ call: UIKitCall) -> [String] {
        guard case .update(let operation, let side, _) = call, side != .dataOnly else { return [] }
        return [SwiftSyntax.update(operation)]
    }

    /// A value in Swift; `insets`: the property is a UIEdgeInsets (one number is all four).
    func swiftValue(_ value: Value, _ command: Command, insets: Bool = false) throws(SwiftExport.Failure) -> String {
        if insets, let number = Self.number(value) { return SwiftSyntax.insets(EdgeInsets(top: number, left: number, bottom: number, right: number)) }
        switch value {
        case .integer(let n): return String(n)
        case .decimal(let d): return SwiftSyntax.number(d)
        case .size(let s): return SwiftSyntax.size(s)
        case .insets(let e): return SwiftSyntax.insets(e)
        case .identifier(let name): return name == "true" || name == "on" ? "true" : name == "false" || name == "off" ? "false" : "." + name
        default: throw unsupported(command, "this value has no Swift spelling yet")
        }
    }

    private static func number(_ value: Value) -> Double? {
        switch value {
        case .integer(let n): Double(n)
        case .decimal(let d): d
        default: nil
        }
    }

    /// What the transcript shows after a step, as assertions against the real view (CGFloat
    /// values to a pixel: `assertState`, a helper of the test class).
    func assertions() -> [String] {
        let view = interpreter.view
        let visible = view.indexPathsForVisibleItems
        let frames = visible.prefix(3).compactMap { path in
            view.layoutAttributesForItem(at: path).map { SwiftSyntax.indexPath(path) + ": " + SwiftSyntax.rect($0.frame) }
        }
        return [Self.layoutPass,
                "assertState(collectionView, contentOffset: \(SwiftSyntax.point(view.contentOffset)), contentSize: \(SwiftSyntax.size(view.collectionViewContentSize)),",
                "            visible: \(SwiftSyntax.indexPaths(visible)),",
                "            selected: \(SwiftSyntax.indexPaths(view.indexPathsForSelectedItems)),",
                "            frames: [\(frames.isEmpty ? ":" : frames.joined(separator: ", "))], pixel: pixel)"]
    }

    func file(flavor: SwiftExport.Flavor) -> String {
        var viewHelpers = viewHelpers
        viewHelpers.findsDiffableItems = usesDiffable && usesLayoutDelegate
        let body = viewHelpers.findsDiffableItems ? viewHelpers.diffableItems(Self.declaringSnapshot(body)) : Self.declaringSnapshot(body)
        return SwiftSyntax.wrap(body: body, name: source.name, flavor: flavor, raises: raises, failing: failingExpectations,
                         usesLayoutDelegate: usesLayoutDelegate, usesSupplementaries: usesSupplementaries,
                         usesTaps: usesTaps, usesMoves: usesMoves, usesCellRegistration: usesCellRegistration,
                         usesCellAnswers: usesCellAnswers, usesSupplementaryAnswers: usesSupplementaryAnswers,
                         usesEvents: usesEvents, usesPrimaryActions: usesPrimaryActions, usesContextMenus: usesContextMenus,
                         usesSupplementaryRegistration: usesSupplementaryRegistration,
                         customLayouts: customLayouts, viewHelpers: viewHelpers,
                         delegateMembers: delegateFeatures.members(recording: usesEvents), lists: lists, selfSizing: selfSizing)
    }
}
