import CollectionEngine

/// The diffable data source: `diffable on`, `snapshot { … }`, `sectionSnapshot S { … }`,
/// `apply`, `expand`/`collapse`, `show snapshot`, `show diff`.
///
/// Choice: `snapshot { … }` edits the PENDING snapshot — a copy of the applied one when nothing is
/// pending — so several blocks can build one snapshot before `apply` (in an app: one `var snapshot`
/// edited in several places); `snapshot empty { … }` starts from a blank one.
extension Interpreter {
    func requireDiffable(at range: SourceRange) throws(RuntimeError) -> DiffableDataSource {
        guard let source = view.diffableDataSource else {
            throw .script(.notDiffable(), at: range)
        }
        return source
    }

    mutating func editSnapshot(empty: Bool, _ edits: [Located<SnapshotCommand>], at range: SourceRange) throws(RuntimeError) -> StepReport {
        let source = try requireDiffable(at: range)
        var snapshot = empty ? DiffableSnapshot() : (pendingSnapshot ?? source.snapshot)
        var report = StepReport()
        for edit in edits {
            if case .appendItems(_, let count?) = edit.value {
                try checkItemCount(count, existing: snapshot.numberOfItems)
                try spend(count.value, at: count.range)
            }
            let interned = internNames(of: edit.value)
            do {
                let warnings = try apply(edit.value, to: &snapshot, interned: interned, at: edit.range)
                report.lines += warnings.map { .text("log: " + $0.message) }
            } catch {
                throw .uikit(error, at: edit.range)
            }
        }
        pendingSnapshot = snapshot
        report.calls.append(.diffable(.editSnapshot(fromEmpty: empty, edits: edits.count)))
        report.lines.append(.show("snapshot", snapshotLines(snapshot, title: "pending snapshot (apply to show it):")))
        return report
    }

    /// Interns every identifier an edit names and returns their ids in the edit's order (names,
    /// then the anchor), so `apply` does not hash every name a second time. For `appendItems` (the
    /// edit that lists thousands of names) the id is nil for a first name left to be a section.
    private mutating func internNames(of edit: SnapshotCommand) -> [Int?] {
        func items(_ names: [Located<String>]) -> [Int?] { view.itemNames.intern(contentsOf: names.map(\.value)) }
        func sections(_ names: [Located<String>]) -> [Int?] { names.map { view.sectionNames.intern($0.value) } }
        switch edit {
        case .appendSections(let n), .deleteSections(let n), .reloadSections(let n): return sections(n)
        case .insertSections(let n, _, let anchor): return sections(n + [anchor])
        case .moveSection(let n, _, let anchor): return sections([n, anchor])
        case .appendItems(let n, _):
            // The first name may be a section: only intern it as an item when it is not one.
            // Only the first is looked up among sections: a million item names need no section lookup each.
            let firstIsSection = n.first.map { view.sectionNames.lookup($0.value) != nil } ?? false
            let ids: [Int?] = view.itemNames.intern(contentsOf: n.dropFirst(firstIsSection ? 1 : 0).map(\.value))
            return firstIsSection ? [nil] + ids : ids
        case .insertItems(let n, _, let anchor):
            return items(n + [anchor])
        case .deleteItems(let n), .reloadItems(let n), .reconfigureItems(let n): return items(n)
        case .moveItem(let n, _, let anchor): return items([n, anchor])
        case .shuffle(let section, _): return sections([section])
        case .deleteAllItems: return []
        }
    }

    /// One snapshot edit. Names are interned on the way in (`interned`: their ids, in the edit's
    /// order), so an unknown one reaches the snapshot and raises UIKit's own "invalid identifier" text.
    ///
    /// The snapshot context (which holds copies of the identifier tables, for messages) is made
    /// only after every identifier is interned or generated: alive during an intern, it would make
    /// the intern copy both tables (O(identifiers) per edit).
    private mutating func apply(_ edit: SnapshotCommand, to snapshot: inout DiffableSnapshot,
                                interned: [Int?], at range: SourceRange) throws(UIKitError) -> [DiffableWarning] {
        var context: SnapshotContext { view.snapshotContext }
        // The id `internNames` gave the `index`-th name of the edit (interned again only if it gave none).
        func item(_ index: Int, _ name: Located<String>) -> Int {
            if index < interned.count, let id = interned[index] { return id }
            return view.itemNames.intern(name.value)
        }
        func section(_ index: Int, _ name: Located<String>) -> Int {
            if index < interned.count, let id = interned[index] { return id }
            return view.sectionNames.intern(name.value)
        }
        func items(_ names: [Located<String>]) -> [Int] { names.enumerated().map { item($0.offset, $0.element) } }
        func sections(_ names: [Located<String>]) -> [Int] { names.enumerated().map { section($0.offset, $0.element) } }
        switch edit {
        case .appendSections(let names):
            return try snapshot.appendSections(sections(names), context: context)
        case .appendItems(let names, let count):
            var itemNames = names[...]
            var known = interned.count == names.count ? interned[...] : []
            var section: Int?
            if let first = names.first, let id = view.sectionNames.lookup(first.value), snapshot.containsSection(id) {
                section = id
                itemNames.removeFirst()
                if !known.isEmpty { known.removeFirst() }
            }
            var ids = known.isEmpty ? itemNames.map { view.itemNames.intern($0.value) }
                                    : zip(itemNames, known).map { name, id in id ?? view.itemNames.intern(name.value) }
            if let count {
                let prefix = section.map { view.sectionNames.name($0) } ?? "item"
                ids += generateIdentifiers(prefix: prefix, count: count.value, avoiding: snapshot)
            }
            return try snapshot.appendItems(ids, toSection: section, context: context)
        case .insertItems(let names, let before, let anchor):
            let anchorID = item(names.count, anchor)
            return before ? try snapshot.insertItems(items(names), beforeItem: anchorID, context: context)
                          : try snapshot.insertItems(items(names), afterItem: anchorID, context: context)
        case .deleteItems(let names):
            snapshot.deleteItems(items(names))
        case .deleteAllItems:
            snapshot.deleteAllItems()
        case .moveItem(let name, let before, let anchor):
            let id = item(0, name)
            let anchorID = item(1, anchor)
            if before { try snapshot.moveItem(id, beforeItem: anchorID, context: context) } else { try snapshot.moveItem(id, afterItem: anchorID, context: context) }
        case .reloadItems(let names):
            try snapshot.reloadItems(items(names), context: context)
        case .reconfigureItems(let names):
            try snapshot.reconfigureItems(items(names), context: context)
        case .insertSections(let names, let before, let anchor):
            let anchorID = section(names.count, anchor)
            return before ? try snapshot.insertSections(sections(names), beforeSection: anchorID, context: context)
                          : try snapshot.insertSections(sections(names), afterSection: anchorID, context: context)
        case .deleteSections(let names):
            snapshot.deleteSections(sections(names))
        case .moveSection(let name, let before, let anchor):
            let id = section(0, name)
            let anchorID = section(1, anchor)
            if before { try snapshot.moveSection(id, beforeSection: anchorID, context: context) } else { try snapshot.moveSection(id, afterSection: anchorID, context: context) }
        case .reloadSections(let names):
            try snapshot.reloadSections(sections(names), context: context)
        case .shuffle(let sectionName, let seed):
            let id = section(0, sectionName)
            let current = try snapshot.itemIdentifiers(inSection: id, context: context)
            var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: seed.value))
            var shuffled = current
            shuffled.shuffle(using: &generator)
            snapshot.reorderItems(inSection: id, as: shuffled)   // = deleteItems + appendItems, in one pass
            return []
        }
        return []
    }

    mutating func applySnapshot(mode: Located<ApplyModeName>?, at range: SourceRange) throws(RuntimeError) -> StepReport {
        let source = try requireDiffable(at: range)
        let applyMode: ApplyMode
        switch mode?.value ?? .animated {
        case .animated: applyMode = .animated
        case .nonAnimated: applyMode = .nonAnimated
        case .reloadData: applyMode = .reloadData
        }
        let snapshot = pendingSnapshot ?? source.snapshot
        var report = StepReport()
        let changes: SnapshotChangeset?
        do { changes = try view.apply(snapshot, mode: applyMode) } catch { throw .uikit(error, at: range) }
        pendingSnapshot = nil
        switch applyMode {
        case .reloadData: report.calls.append(.diffable(.applyUsingReloadData))
        case .animated, .nonAnimated: report.calls.append(.diffable(.apply(animatingDifferences: applyMode == .animated)))
        }
        if let changes {
            report.calls.append(.diffable(.changes(changes)))
            report.appliedChanges.append(changes)
        } else {
            report.calls.append(.diffable(.changes(nil)))
        }
        report.changedState = true
        return report
    }

    mutating func applySectionSnapshot(section: Located<String>, _ edits: [Located<SectionSnapshotCommand>], at range: SourceRange) throws(RuntimeError) -> StepReport {
        _ = try requireDiffable(at: range)
        let sectionID = view.sectionNames.intern(section.value)
        var tree = SectionSnapshot()
        for edit in edits {
            // Every name interned before the context (which copies the tables) exists: names, then the parent or anchor.
            let ids: [Int]
            switch edit.value {
            case .append(let names, let parent): ids = view.itemNames.intern(contentsOf: (names + (parent.map { [$0] } ?? [])).map(\.value))
            case .insert(let names, _, let anchor): ids = view.itemNames.intern(contentsOf: (names + [anchor]).map(\.value))
            case .delete(let names), .expand(let names), .collapse(let names): ids = view.itemNames.intern(contentsOf: names.map(\.value))
            case .deleteAll: ids = []
            }
            let context = view.snapshotContext
            do { try apply(edit.value, to: &tree, ids: ids, context: context) } catch { throw .uikit(error, at: edit.range) }
        }
        return try applyTree(tree, to: sectionID, call: .applySectionSnapshot(section: section.value), at: range)
    }

    /// One section snapshot edit on the ids its names were interned as (names, then the parent or anchor).
    private func apply(_ edit: SectionSnapshotCommand, to tree: inout SectionSnapshot, ids: [Int], context: SnapshotContext) throws(UIKitError) {
        switch edit {
        case .append(let names, let parent):
            try tree.append(Array(ids.prefix(names.count)), to: parent == nil ? nil : ids.last, context: context)
        case .insert(let names, let before, _):
            guard let anchorID = ids.last else { return }
            let itemIDs = Array(ids.prefix(names.count))
            if before { try tree.insert(itemIDs, before: anchorID, context: context) } else { try tree.insert(itemIDs, after: anchorID, context: context) }
        case .delete: tree.delete(ids)
        case .deleteAll: tree.deleteAll()
        case .expand: tree.expand(ids)
        case .collapse: tree.collapse(ids)
        }
    }

    /// `expand Folder` / `collapse Folder`: a user toggles outline rows; the data source applies
    /// the changed section snapshot.
    mutating func toggleOutline(_ names: [Located<String>], expand: Bool, at range: SourceRange) throws(RuntimeError) -> StepReport {
        let source = try requireDiffable(at: range)
        var report = StepReport()
        for name in names {
            let id = view.itemNames.intern(name.value)
            // In section order (not the dictionary's), so the answer never depends on hashing.
            let owner = source.snapshot.sectionIdentifiers.first { source.sectionSnapshots[$0]?.contains(id) == true }
            guard let sectionID = owner, let tree = source.sectionSnapshots[sectionID] else {
                throw .script(.notInOutline(name.value), at: name.range)
            }
            var changed = tree
            if expand { changed.expand([id]) } else { changed.collapse([id]) }
            report.merge(try applyTree(changed, to: sectionID, call: .toggleOutline(expand: expand, item: name.value, section: view.sectionNames.name(sectionID)), at: name.range))
        }
        return report
    }

    mutating func applyTree(_ tree: SectionSnapshot, to sectionID: Int, call: UIKitCall.Diffable, at range: SourceRange) throws(RuntimeError) -> StepReport {
        let changes: SnapshotChangeset?
        do { changes = try view.apply(tree, toSection: sectionID, mode: .animated) } catch { throw .uikit(error, at: range) }
        var report = StepReport()
        report.calls.append(.diffable(call))
        report.calls.append(.diffable(changes.map { .changes($0) } ?? .sectionReloaded))
        if pendingSnapshot != nil {
            report.lines.append(.text("note: the pending snapshot (from `snapshot { … }`) was taken before this apply; applying it would undo this change, as an app applying a stale snapshot would"))
        }
        report.changedState = true
        return report
    }

    func changesetSummary(_ changes: SnapshotChangeset) -> String {
        changes.summary
    }

    /// `show snapshot`: the pending snapshot if any, else the applied one.
    func snapshotLines(_ snapshot: DiffableSnapshot, title: String) -> [String] {
        var lines = [title]
        let summarise = snapshot.numberOfItems > StateRenderer.itemListLimit
        for (index, section) in snapshot.sectionIdentifiers.enumerated() {
            let items = (try? snapshot.itemIdentifiers(inSection: section)) ?? []
            let body = summarise ? "\(items.count) items" : (items.isEmpty ? "(empty)" : items.map { view.itemNames.name($0) }.joined(separator: " "))
            lines.append("  [\(index)] \(view.sectionNames.name(section)): \(body)")
        }
        if snapshot.numberOfSections == 0 { lines.append("  (no sections)") }
        return lines
    }

    /// `show diff`: what the last apply did, as performBatchUpdates operations.
    func diffLines() -> [String] {
        guard let source = view.diffableDataSource else { return ["no diffable data source (`diffable on`)"] }
        guard let changes = source.lastChangeset else { return ["the last apply reloaded the data (no diff), or nothing was applied yet"] }
        var lines = ["last apply: " + changesetSummary(changes)]
        for operation in changes.operations(prefix: 40) { lines.append("  " + operation.uikitCall) }
        if changes.operationCount > 40 { lines.append("  … \(changes.operationCount - 40) more") }
        if changes.sameNumberSectionChanges > 0 {
            let count = changes.sameNumberSectionChanges
            lines.append("  note: \(count == 1 ? "1 item moves" : "\(count) items move") to another section with the same number: a delete plus")
            lines.append("    an insert, since UIKit counts a move in or out only between different section numbers")
        }
        return lines
    }
}

