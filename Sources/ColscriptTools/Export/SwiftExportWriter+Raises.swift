import CollectionEngine
import CollectionScript

/// A step UIKit raises for: the test makes the same call under the Objective-C catcher
/// (`ColscriptExceptionCatcher`, written beside the test) and asserts UIKit's exact reason.
extension SwiftExportWriter {
    mutating func raised(_ error: RuntimeError, by command: Command, before: Interpreter) throws(SwiftExport.Failure) {
        if error.isColscriptLimit {
            throw unsupported(command, "it tests one of colscript's own limits (\(error.message)); UIKit has no such limit (nor colscript's work budget), so no UIKit call reproduces it")
        }
        guard case .uikit = error else {
            if expectErrorDepth > 0 {
                // `expect error` of colscript's own refusal: what a user cannot do makes no UIKit call.
                body.append("// colscript refuses this before any UIKit call (\(error.message)): UIKit is not called here.")
                scriptErrorInBlock = true
                return
            }
            let line = source.location(of: error.range.lowerBound).line
            throw SwiftExport.Failure(message: "export: \(source.name):\(line): the scenario stops with a script error, not a UIKit exception: \(error.message)")
        }
        let calls = try failedCalls(command, error, before: before)
        catching(calls, error)
    }

    /// `calls` made under the catcher, then a layout pass; the test asserts UIKit's exact reason
    /// and ends.
    mutating func catching(_ calls: [String], _ error: RuntimeError) {
        raises = true
        body.append("let exception = ColscriptExceptionCatcher.catching {")
        body += (calls.last == "collectionView.layoutIfNeeded()" ? calls : calls + ["collectionView.layoutIfNeeded()"]).map { "    " + $0 }
        body.append("}")
        body.append("// UIKit raises exactly this reason (object addresses read 0x0; the collection view's description")
        body.append("// is compared up to its address: its other fields vary with the iOS release and the app's classes):")
        body.append("XCTAssertEqual(exception.map { normalized($0.reason ?? \"\") }, normalized(\(SwiftSyntax.literal(error.message))))")
        body.append("// UIKit's state after an exception is undefined: the test ends here.")
        stopped = true
    }

    /// The calls of a step that raised, rebuilt from what the failure recorded (an update's calls
    /// and the data source's counts after it) or from the command's own words.
    mutating func failedCalls(_ command: Command, _ error: RuntimeError, before: Interpreter) throws(SwiftExport.Failure) -> [String] {
        // A finger that raises moves a drag session (the controller's move never raises here).
        if case .dropInteraction = command.kind { throw unsupported(command, CommandExport.dragSessionWhy) }
        if let update = error.exportUpdate {
            var lines: [String] = []
            if !update.dataOperations.isEmpty { lines.append("dataSource.sections = \(dataAfter(counts: update.dataCountsAfter, operations: update.dataOperations, before: before))") }
            lines += update.viewOperations.map(SwiftSyntax.update)
            if case .batch = command.kind { return ["collectionView.performBatchUpdates({"] + lines.map { "    " + $0 } + ["})"] }
            if case .batchWithCompletion = command.kind { return ["collectionView.performBatchUpdates({"] + lines.map { "    " + $0 } + ["})"] }
            return lines
        }
        // The commands whose raising call their own words name (no `switch` with a default over
        // commands: each is asked for in turn).
        if case .reloadData = command.kind {
            // reloadData() itself never raises: the layout pass after it does (layoutIfNeeded).
            return sectionsLines(SwiftSyntax.data(before.view), view: before.view) + ["collectionView.reloadData()"]
        }
        if Self.isDiffableEdit(command) {
            // The edit (or the apply) that raises runs under the catcher; the ones before it
            // succeed, as in colscript.
            var copy = self
            copy.interpreter = before
            if let lines = try copy.diffableLines(command) { return lines }
        }
        if case .scrollTo(let ref, let position) = command.kind, let path = before.exportIndexPath(ref) {
            return ["collectionView.scrollToItem(at: \(SwiftSyntax.indexPath(path)), at: \(before.exportScrollPosition(position)), animated: false)"]
        }
        // A scroll whose layout pass raises (a stale layout cache …): the offset it sets.
        if case .scrollToPoint(let point) = command.kind {
            return ["collectionView.setContentOffset(\(SwiftSyntax.point(point.value)), animated: false)"]
        }
        if case .scrollBy(let delta) = command.kind {
            let from = before.view.contentOffset
            return ["collectionView.setContentOffset(\(SwiftSyntax.point(Point(x: from.x + delta.value.x, y: from.y + delta.value.y))), animated: false)"]
        }
        if case .select(let refs, let position) = command.kind {
            let paths = refs.compactMap { before.exportIndexPath($0) }
            return paths.map { "collectionView.selectItem(at: \(SwiftSyntax.indexPath($0)), animated: false, scrollPosition: \(before.exportScrollPosition(position)))" }
        }
        // A view driven by a diffable data source raises for any direct mutation: the call itself
        // (the names an insert gives are the data source's, which the diffable one owns).
        if Self.isDirectMutation(error), case .update(let update, _) = command.kind {
            if case .insertItems(let at, _) = update { return [SwiftSyntax.update(.insertItems(at.map(\.value)))] }
            if let operation = Self.operation(update, before) { return [SwiftSyntax.update(operation)] }
        }
        // A position out of range: UIKit checks it against the view's counts before it asks the
        // data source, whose array is left as it was (changing it would trap in Swift).
        if case .update(let update, _) = command.kind, let operation = Self.operation(update, before) {
            return [SwiftSyntax.update(operation)]
        }
        if case .batch(let inner) = command.kind {
            let operations = inner.compactMap { nested -> UpdateOperation? in
                if case .update(let update, _) = nested.kind { return Self.operation(update, before) } else { return nil }
            }
            if operations.count == inner.count {
                return ["collectionView.performBatchUpdates({"] + operations.map { "    " + SwiftSyntax.update($0) } + ["})"]
            }
        }
        // A cell that measures what UIKit refuses: the sizes, and the cells on screen measure again.
        if let lines = try selfSizingLines(command, before: before) { return lines }
        // A change whose completion raises: the change, then the completion's calls.
        if let lines = try completionCalls(command, before: before) { return lines }
        // invalidateLayout whose layout pass raises (a custom layout's cache …).
        if case .invalidateLayout(let refs) = command.kind {
            return Self.invalidateLines(refs.isEmpty ? nil : refs.compactMap { before.exportIndexPath($0) })
        }
        // A layout pass raised (the data source dequeued an unregistered cell …): the same
        // command's calls, as they are when it does not raise.
        var fixed = before
        fixed.view.registerCell(reuseIdentifier: fixed.view.cells.cellIdentifier)
        // A decoration kind nobody registered: the same layout, its kind left unregistered (the
        // layout's lines register only what the app registered).
        let decoration = Self.unregisteredDecorationKind(error)
        if let decoration { fixed.view.registerDecorationView(kind: decoration) }
        // A supplementary kind nobody registered (an anchored badge): the same layout; the data
        // source dequeues the kind with its own name, which the test leaves unregistered.
        let supplementary = Self.unregisteredSupplementary(error)
        if let supplementary { fixed.view.registerSupplementaryView(kind: supplementary.kind, reuseIdentifier: supplementary.identifier) }
        if let report = try? fixed.execute(command) {
            var copy = self
            copy.interpreter = fixed
            let lines = try copy.calls(for: command, before: before, after: report)
            noteSupplementaryKinds(report.calls)
            guard let decoration else { return lines }
            return lines.filter { !$0.hasSuffix("forDecorationViewOfKind: \(SwiftSyntax.literal(decoration)))") }
        }
        throw unsupported(command, "it raises in UIKit (\(error.message.prefix(80))…), and the call that raises is not rebuilt for this command yet")
    }

    static func unregisteredDecorationKind(_ error: RuntimeError) -> String? {
        guard case .uikit(let uikit, _, _) = error, case .unregisteredDecorationKind(let kind) = uikit else { return nil }
        return kind
    }

    static func unregisteredSupplementary(_ error: RuntimeError) -> (kind: ElementKind, identifier: String)? {
        guard case .uikit(let uikit, _, _) = error, case .unregisteredIdentifier(let kind, let identifier) = uikit,
              kind != "UICollectionElementKindCell" else { return nil }
        return (ElementKind(kind), identifier)
    }

    static func isDirectMutation(_ error: RuntimeError) -> Bool {
        guard case .uikit(let uikit, _, _) = error, case .directMutation = uikit else { return false }
        return true
    }

    /// The view call an update command names by index paths (nil: it names items by identifier,
    /// or inserts named items, which only the interpreter resolves).
    private static func operation(_ update: UpdateCommand, _ interpreter: Interpreter) -> UpdateOperation? {
        func paths(_ refs: [Located<ItemRef>]) -> [IndexPath]? {
            let paths = refs.compactMap { ref -> IndexPath? in
                if case .indexPath(let path) = ref.value { path } else { nil }
            }
            return paths.count == refs.count ? paths : nil
        }
        func sections(_ refs: [Located<SectionRef>]) -> [Int]? {
            let indexes = refs.compactMap { ref -> Int? in
                if case .index(let index) = ref.value { index } else { nil }
            }
            return indexes.count == refs.count ? indexes : nil
        }
        switch update {
        case .insertItems(let at, let items): return items == nil ? .insertItems(at.map(\.value)) : nil
        case .deleteItems(let refs): return paths(refs).map { .deleteItems($0) }
        case .reloadItems(let refs): return paths(refs).map { .reloadItems($0) }
        case .reconfigureItems(let refs): return paths(refs).map { .reconfigureItems($0) }
        case .moveItem(let from, let to): return paths([from]).map { .moveItem(from: $0[0], to: to.value) }
        case .insertSections: return nil
        case .deleteSections(let refs): return sections(refs).map { .deleteSections($0) }
        case .reloadSections(let refs): return sections(refs).map { .reloadSections($0) }
        case .moveSection(let from, let to): return sections([from]).map { .moveSection(from: $0[0], to: to.value) }
        }
    }

    /// The data source's arrays after a failed update: the identifiers before, to the counts the
    /// view read at the end (the counts are what UIKit checks; new items are named `new-N`).
    private func dataAfter(counts: [Int], operations: [UpdateOperation], before: Interpreter) -> String {
        let names = SwiftSyntax.names(before.view)
        if let applied = Self.apply(operations, to: names), applied.map(\.count) == counts {
            return SwiftSyntax.data(names: applied)
        }
        var fresh = 0
        return SwiftSyntax.data(names: counts.enumerated().map { section, count in
            let old = section < names.count ? Array(names[section].prefix(count)) : []
            let added = (old.count..<max(old.count, count)).map { _ -> String in fresh += 1; return "new-\(fresh)" }
            return old + added
        })
    }

    /// The arrays after one update, as UIKit reads a batch: deletions, reloads and move sources
    /// name positions before it, insertions and move targets positions after it (new items are
    /// `new-N`); nil when a position is out of range.
    static func apply(_ operations: [UpdateOperation], to sections: [[String]]) -> [[String]]? {
        var deletedSections = Set<Int>(), deletedItems = Set<IndexPath>()
        var insertedSections: [Int: [String]] = [:], insertedItems: [IndexPath: String] = [:]
        var fresh = 0
        func new() -> String { fresh += 1; return "new-\(fresh)" }
        for operation in operations {
            switch operation {
            case .deleteSections(let s): deletedSections.formUnion(s)
            case .deleteItems(let p): deletedItems.formUnion(p)
            case .insertSections(let s): for index in s { insertedSections[index] = [] }
            case .insertItems(let p): for path in p { insertedItems[path] = new() }
            case .moveItem(let from, let to):
                guard sections.indices.contains(from.section), sections[from.section].indices.contains(from.item) else { return nil }
                deletedItems.insert(from)
                insertedItems[to] = sections[from.section][from.item]
            case .moveSection(let from, let to):
                guard sections.indices.contains(from) else { return nil }
                deletedSections.insert(from)
                insertedSections[to] = sections[from]
            case .reloadItems, .reconfigureItems, .reloadSections: break
            }
        }
        var kept: [[String]] = []
        for (index, items) in sections.enumerated() where !deletedSections.contains(index) {
            kept.append(items.enumerated().filter { !deletedItems.contains(IndexPath(item: $0.offset, section: index)) }.map(\.element))
        }
        for index in insertedSections.keys.sorted() {
            guard index <= kept.count, let items = insertedSections[index] else { return nil }
            kept.insert(items, at: index)
        }
        for path in insertedItems.keys.sorted() {
            guard kept.indices.contains(path.section), path.item <= kept[path.section].count, let item = insertedItems[path] else { return nil }
            kept[path.section].insert(item, at: path.item)
        }
        return kept
    }
}
