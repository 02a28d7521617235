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
    /// The most items the generated data source may hold (generated code stays readable).
    static let itemLimit = 2_000

    init(source: SourceFile) {
        self.source = source
    }

    mutating func run(_ commands: [Command]) throws(SwiftExport.Failure) {
        for command in commands where !stopped {
            try step(command)
        }
    }

    private func keyword(_ command: Command) -> String { source.text(of: command.keywordRange) }

    private func unsupported(_ command: Command, _ why: String) -> SwiftExport.Failure {
        let line = source.location(of: command.range.lowerBound).line
        return SwiftExport.Failure(message: "export: `\(keyword(command))` (\(source.name):\(line)) cannot be exported to Swift: \(why)")
    }

    private mutating func step(_ command: Command) throws(SwiftExport.Failure) {
        try check(command)
        let text = source.text(of: command.range).split(separator: "\n").map { "// " + $0 }
        body.append("")
        body += text.map { String($0) }
        switch command.export {
        case .expectsError:
            _ = try? interpreter.execute(command)
            let pattern = if case .expectError(let pattern, _) = command.kind { pattern.value } else { "" }
            body += exceptionNote(interpreter.lastError.map(\.message) ?? pattern)
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
            // The transcript stops here: UIKit raises.
            body += calls(for: command, before: before, after: nil)
            body += exceptionNote(error.message)
            stopped = true
            return
        }
        guard interpreter.view.dataSource.totalItems <= Self.itemLimit else {
            throw unsupported(command, "the data source has more than \(Self.itemLimit) items; export a smaller scenario")
        }
        body += try translate(command, report: report, before: before)
        if report.changedState { body += assertions() }
    }

    /// Refuses the commands a plain UICollectionView test cannot reproduce, naming them (each
    /// command's spec says whether it exports), and the properties this exporter cannot write.
    private func check(_ command: Command) throws(SwiftExport.Failure) {
        if case .unsupported(let why) = command.export { throw unsupported(command, why) }
        if case .set(let property) = command.kind {
            let name = property.name.value
            if !SwiftExport.viewProperties.contains(name) && !SwiftExport.layoutProperties.contains(name) {
                throw unsupported(command, "the property `\(name)` is not exported yet (exported: \((SwiftExport.viewProperties.union(SwiftExport.layoutProperties)).sorted().joined(separator: ", ")))")
            }
        }
        if case .batch(let inner) = command.kind { for nested in inner { try check(nested) } }
        if case .expectError(_, let inner) = command.kind { for nested in inner { try check(nested) } }
    }

    private mutating func translate(_ command: Command, report: StepReport, before: Interpreter) throws(SwiftExport.Failure) -> [String] {
        // The commands whose Swift is more than their calls; every other command is its calls.
        if case .layoutFlow = command.kind {
            guard let flow = interpreter.view.flowLayout else { throw unsupported(command, "not a flow layout") }
            return ["do {", "    let layout = UICollectionViewFlowLayout()"] + SwiftSyntax.flowLayout(flow).map { "    " + $0 }
                + ["    collectionView.setCollectionViewLayout(layout, animated: false)", "}"]
        }
        if case .hit(let point) = command.kind {
            let found = interpreter.view.indexPathForItem(at: point.value).map(SwiftSyntax.indexPath) ?? "nil"
            return ["XCTAssertEqual(collectionView.indexPathForItem(at: \(SwiftSyntax.point(point.value))), \(found))"]
        }
        if case .itemSize = command.kind {
            var lines: [String] = []
            if !usesLayoutDelegate {
                usesLayoutDelegate = true
                lines.append("collectionView.delegate = layoutDelegate")
            }
            let answers = interpreter.view.flowLayout?.delegateAnswers.itemSizes ?? [:]
            let sizes = answers.map { (interpreter.view.itemNames.name($0.key), $0.value) }.sorted { $0.0 < $1.0 }
            lines.append("layoutDelegate.sizes = [" + sizes.map { "\"\(SwiftSyntax.escape($0.0))\": \(SwiftSyntax.size($0.1))" }.joined(separator: ", ")
                         + (sizes.isEmpty ? ":]" : "]"))
            lines.append("collectionView.collectionViewLayout.invalidateLayout()")
            return lines
        }
        if case .set(let property) = command.kind {
            let name = property.name.value
            let value = try swiftValue(property.value.value, command)
            if SwiftExport.layoutProperties.contains(name) {
                return ["(collectionView.collectionViewLayout as! UICollectionViewFlowLayout).\(name) = \(value)"]
            }
            return ["collectionView.\(name) = \(value)"]
        }
        return calls(for: command, before: before, after: report)
    }

    /// The Swift for the UIKit calls a command made (`after` nil: it raised; the calls come from
    /// the command's own words where they can).
    private func calls(for command: Command, before: Interpreter, after report: StepReport?) -> [String] {
        guard let report else {
            return ["// (the call above raises in UIKit; see the note)"]
        }
        let data = SwiftSyntax.data(interpreter.view)
        var lines: [String] = []
        for call in report.calls {
            switch call {
            case .performBatchUpdates(let inner):
                lines.append("collectionView.performBatchUpdates({")
                if inner.contains(where: { if case .update(_, .viewOnly, _) = $0 { false } else { true } }) {
                    lines.append("    dataSource.sections = \(data)")
                }
                for nested in inner { lines += updateLines(nested).map { "    " + $0 } }
                lines.append("})")
            case .update(_, let side, _):
                if side != .viewOnly { lines.append("dataSource.sections = \(data)") }
                lines += updateLines(call)
            case .reloadData:
                lines += ["dataSource.sections = \(data)", "collectionView.reloadData()"]
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
            default:
                lines.append("// " + call.spelled)
            }
        }
        if lines.isEmpty, case .scrollBy = command.kind {
            lines.append("collectionView.setContentOffset(\(SwiftSyntax.point(interpreter.view.contentOffset)), animated: false)")
        }
        return lines
    }

    private func updateLines(_ call: UIKitCall) -> [String] {
        guard case .update(let operation, let side, _) = call, side != .dataOnly else { return [] }
        return [SwiftSyntax.update(operation)]
    }

    private func swiftValue(_ value: Value, _ command: Command) throws(SwiftExport.Failure) -> String {
        switch value {
        case .integer(let n): return String(n)
        case .decimal(let d): return SwiftSyntax.number(d)
        case .size(let s): return SwiftSyntax.size(s)
        case .insets(let e): return SwiftSyntax.insets(e)
        case .identifier(let name): return name == "true" || name == "false" ? name : "." + name
        default: throw unsupported(command, "this value has no Swift spelling yet")
        }
    }

    /// What the transcript shows after a step, as assertions against the real view.
    private func assertions() -> [String] {
        let view = interpreter.view
        var lines = ["collectionView.layoutIfNeeded()",
                     "XCTAssertEqual(collectionView.contentOffset, \(SwiftSyntax.point(view.contentOffset)))",
                     "XCTAssertEqual(collectionView.contentSize, \(SwiftSyntax.size(view.collectionViewContentSize)))"]
        let visible = view.indexPathsForVisibleItems
        lines.append("XCTAssertEqual(visibleItems(collectionView), \(SwiftSyntax.indexPaths(visible)))")
        lines.append("XCTAssertEqual(collectionView.indexPathsForSelectedItems?.sorted() ?? [], \(SwiftSyntax.indexPaths(view.indexPathsForSelectedItems)))")
        for path in visible.prefix(3) {
            if let frame = view.layoutAttributesForItem(at: path)?.frame {
                lines.append("XCTAssertEqual(collectionView.layoutAttributesForItem(at: \(SwiftSyntax.indexPath(path)))?.frame, \(SwiftSyntax.rect(frame)))")
            }
        }
        return lines
    }

    private func exceptionNote(_ message: String) -> [String] {
        var lines = ["// UIKit raises an Objective-C exception here, with the reason:"]
        lines += message.split(separator: "\n", omittingEmptySubsequences: false).map { "//   " + $0 }
        lines.append("// Swift cannot catch it: add the Objective-C catcher from the note at the end of this file to")
        lines.append("// assert it (`XCTAssertEqual(ObjC.catching { … }?.reason, \"…\")`); the calls are left out here.")
        return lines
    }

    func file(flavor: SwiftExport.Flavor) -> String {
        SwiftSyntax.wrap(body: body, name: source.name, flavor: flavor)
    }
}
