import CollectionEngine
import CollectionScript

/// The diffable data source: `diffable on` installs a UICollectionViewDiffableDataSource<String,
/// String>, `snapshot { … }` edits `snapshot` (from the applied one, or empty), `apply` applies it;
/// `sectionSnapshot S { … }` builds an NSDiffableDataSourceSectionSnapshot and applies it to the
/// section, and `expand` / `collapse` (a user's tap on an outline disclosure) are the calls UIKit's
/// outline handling makes: the section's snapshot, expanded or collapsed, applied.
extension SwiftExportWriter {
    /// The Swift for a diffable command, or nil for another command.
    static func isDiffableEdit(_ command: Command) -> Bool {
        if case .snapshot = command.kind { return true }
        if case .apply = command.kind { return true }
        return false
    }

    /// `before`: the session before the command (nil: the command raised; then the identifiers an
    /// `appendItems … count N` generated are unknown).
    mutating func diffableLines(_ command: Command, before: Interpreter? = nil) throws(SwiftExport.Failure) -> [String]? {
        if case .diffable(let on) = command.kind {
            guard on else { return ["collectionView.dataSource = dataSource", "collectionView.reloadData()"] }
            if usesDiffable { return ["collectionView.dataSource = diffableDataSource", "diffableDataSource.apply(NSDiffableDataSourceSnapshot<String, String>(), animatingDifferences: false)"] }
            usesDiffable = true
            return selfSizing.provider(lists.diffableProvider(["let diffableDataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, _ in",
                    "    collectionView.dequeueReusableCell(withReuseIdentifier: dataSource.cellReuseIdentifier, for: indexPath)",
                    "}"])) + [
                    "collectionView.dataSource = diffableDataSource",
                    Self.snapshotDeclaration] + initialSnapshotLines()
        }
        if case .snapshot(let empty, let edits) = command.kind {
            var lines: [String] = []
            if empty { lines.append("snapshot = NSDiffableDataSourceSnapshot<String, String>()") }
            else if !snapshotPending { lines.append("snapshot = diffableDataSource.snapshot()") }
            snapshotPending = true
            var generated = try generatedIdentifiers(edits.map(\.value), empty: empty, before: before, command)
            for edit in edits {
                var names: [String] = []
                if case .appendItems(let listed, let count?) = edit.value {
                    // Generated as `SECTION-N` (`item-N` without a section), in order.
                    let section = listed.first.flatMap { interpreter.view.sectionNames.lookup($0.value) != nil ? $0.value : nil }
                    let prefix = (section ?? "item") + "-"
                    names = Array(generated.filter { $0.hasPrefix(prefix) }.prefix(count.value))
                    guard names.count == count.value else {
                        throw unsupported(command, "the identifiers `appendItems … count N` generated are not all in the snapshot the block ends with; list them to export")
                    }
                    let taken = Set(names)
                    generated.removeAll { taken.contains($0) }
                }
                lines.append(try snapshotLine(edit.value, generated: names, command))
            }
            return lines
        }
        if case .sectionSnapshot(let section, let edits) = command.kind {
            // An empty block applies an empty section snapshot: nothing edits it.
            var lines = ["do {", "    \(edits.isEmpty ? "let" : "var") sectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>()"]
            for edit in edits { lines.append("    " + Self.sectionSnapshotLine(edit.value)) }
            return lines + ["    diffableDataSource.apply(sectionSnapshot, to: \(SwiftSyntax.literal(section.value)), animatingDifferences: true)", "}"]
        }
        if case .expand(let names) = command.kind { return try outlineLines(names, expand: true, command) }
        if case .collapse(let names) = command.kind { return try outlineLines(names, expand: false, command) }
        if case .apply(let mode) = command.kind {
            snapshotPending = false
            switch mode?.value {
            case .reloadData: return ["diffableDataSource.applySnapshotUsingReloadData(snapshot)"]
            case .nonAnimated: return ["diffableDataSource.apply(snapshot, animatingDifferences: false)"]
            case .animated, nil: return ["diffableDataSource.apply(snapshot, animatingDifferences: true)"]
            }
        }
        return nil
    }

    /// One edit of `sectionSnapshot S { … }` on the section snapshot.
    /// The data the view showed before `diffable on`, which colscript's diffable data source starts
    /// from: the app applies it as its first snapshot.
    private func initialSnapshotLines() -> [String] {
        guard let source = interpreter.view.diffableDataSource, !source.snapshot.sectionIdentifiers.isEmpty else { return [] }
        let sections = source.snapshot.sectionIdentifiers.map { interpreter.view.sectionNames.name($0) }
        let items = SwiftSyntax.names(interpreter.view)
        var lines = ["snapshot.appendSections([\(sections.map(SwiftSyntax.literal).joined(separator: ", "))])"]
        for (index, section) in sections.enumerated() where index < items.count && !items[index].isEmpty {
            lines.append("snapshot.appendItems([\(items[index].map(SwiftSyntax.literal).joined(separator: ", "))], toSection: \(SwiftSyntax.literal(section)))")
        }
        return lines + ["diffableDataSource.apply(snapshot, animatingDifferences: false)"]
    }

    static func sectionSnapshotLine(_ edit: SectionSnapshotCommand) -> String {
        func list(_ names: [Located<String>]) -> String { "[" + names.map { SwiftSyntax.literal($0.value) }.joined(separator: ", ") + "]" }
        switch edit {
        case .append(let names, let parent):
            return "sectionSnapshot.append(\(list(names))" + (parent.map { ", to: \(SwiftSyntax.literal($0.value))" } ?? "") + ")"
        case .insert(let names, let before, let anchor):
            return "sectionSnapshot.insert(\(list(names)), \(before ? "before" : "after"): \(SwiftSyntax.literal(anchor.value)))"
        case .delete(let names): return "sectionSnapshot.delete(\(list(names)))"
        case .deleteAll: return "sectionSnapshot.deleteAll()"
        case .expand(let names): return "sectionSnapshot.expand(\(list(names)))"
        case .collapse(let names): return "sectionSnapshot.collapse(\(list(names)))"
        }
    }

    /// A user's tap on outline rows' disclosure: for each, the section snapshot of the section that
    /// holds it, expanded or collapsed, applied (what UIKit's outline handling does).
    func outlineLines(_ names: [Located<String>], expand: Bool, _ command: Command) throws(SwiftExport.Failure) -> [String] {
        guard let source = interpreter.view.diffableDataSource else { throw unsupported(command, "the view has no diffable data source") }
        var lines = ["// A user's tap on the outline disclosure: UIKit \(expand ? "expands" : "collapses") the row in its section snapshot and applies it."]
        for name in names {
            guard let id = interpreter.view.itemNames.lookup(name.value),
                  let section = source.snapshot.sectionIdentifiers.first(where: { source.sectionSnapshots[$0]?.contains(id) == true }) else {
                throw unsupported(command, "`\(name.value)` is in no section snapshot")
            }
            let sectionName = SwiftSyntax.literal(interpreter.view.sectionNames.name(section))
            lines += ["do {",
                      "    var sectionSnapshot = diffableDataSource.snapshot(for: \(sectionName))",
                      "    sectionSnapshot.\(expand ? "expand" : "collapse")([\(SwiftSyntax.literal(name.value))])",
                      "    diffableDataSource.apply(sectionSnapshot, to: \(sectionName), animatingDifferences: true)",
                      "}"]
        }
        return lines
    }

    /// The identifiers the block's `appendItems … count N` edits generated, in order: the items of
    /// the edited snapshot that neither the snapshot it started from nor the block's own names
    /// hold. Refused when they cannot be told apart (a later edit of the block removed some).
    private func generatedIdentifiers(_ edits: [SnapshotCommand], empty: Bool, before: Interpreter?, _ command: Command) throws(SwiftExport.Failure) -> [String] {
        let counts = edits.compactMap { edit -> Int? in if case .appendItems(_, let count?) = edit { count.value } else { nil } }
        guard !counts.isEmpty else { return [] }
        guard let before, let after = interpreter.exportPendingSnapshot else {
            throw unsupported(command, "the identifiers `appendItems … count N` generates are not known here; list them to export")
        }
        let base = empty ? nil : (before.exportPendingSnapshot ?? before.view.diffableDataSource?.snapshot)
        var named = Set<String>()
        for edit in edits {
            if case .appendItems(let names, _) = edit { named.formUnion(names.map(\.value)) }
            if case .insertItems(let names, _, _) = edit { named.formUnion(names.map(\.value)) }
        }
        let generated = after.itemIdentifiers.filter { base?.containsItem($0) != true }
            .map { interpreter.view.itemNames.name($0) }.filter { !named.contains($0) }
        guard generated.count == counts.reduce(0, +) else {
            throw unsupported(command, "the identifiers `appendItems … count N` generated are not all in the snapshot the block ends with; list them to export")
        }
        return generated
    }

    private func snapshotLine(_ edit: SnapshotCommand, generated: [String], _ command: Command) throws(SwiftExport.Failure) -> String {
        func list(_ names: [Located<String>]) -> String { "[" + names.map { SwiftSyntax.literal($0.value) }.joined(separator: ", ") + "]" }
        func place(_ before: Bool) -> String { before ? "before" : "after" }
        switch edit {
        case .appendSections(let names): return "snapshot.appendSections(\(list(names)))"
        case .appendItems(let names, _):
            // `count N` adds the identifiers colscript generated (`A-0`, `A-1` …) after the names.
            func all(_ names: [Located<String>]) -> String {
                "[" + (names.map { SwiftSyntax.literal($0.value) } + generated.map(SwiftSyntax.literal)).joined(separator: ", ") + "]"
            }
            // The first name is the section when the snapshot has a section so named.
            if let first = names.first, interpreter.view.sectionNames.lookup(first.value) != nil {
                return "snapshot.appendItems(\(all(Array(names.dropFirst()))), toSection: \(SwiftSyntax.literal(first.value)))"
            }
            return "snapshot.appendItems(\(all(names)))"
        case .insertItems(let names, let before, let anchor):
            return "snapshot.insertItems(\(list(names)), \(place(before))Item: \(SwiftSyntax.literal(anchor.value)))"
        case .deleteItems(let names): return "snapshot.deleteItems(\(list(names)))"
        case .deleteAllItems: return "snapshot.deleteAllItems()"
        case .moveItem(let name, let before, let anchor):
            return "snapshot.moveItem(\(SwiftSyntax.literal(name.value)), \(place(before))Item: \(SwiftSyntax.literal(anchor.value)))"
        case .reloadItems(let names): return "snapshot.reloadItems(\(list(names)))"
        case .reconfigureItems(let names): return "snapshot.reconfigureItems(\(list(names)))"
        case .insertSections(let names, let before, let anchor):
            return "snapshot.insertSections(\(list(names)), \(place(before))Section: \(SwiftSyntax.literal(anchor.value)))"
        case .deleteSections(let names): return "snapshot.deleteSections(\(list(names)))"
        case .moveSection(let name, let before, let anchor):
            return "snapshot.moveSection(\(SwiftSyntax.literal(name.value)), \(place(before))Section: \(SwiftSyntax.literal(anchor.value)))"
        case .reloadSections(let names): return "snapshot.reloadSections(\(list(names)))"
        case .shuffle:
            throw unsupported(command, "`shuffle` is colscript's own (a seeded shuffle), not a snapshot method; list the order with moveItem to export")
        }
    }
}
