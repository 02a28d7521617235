import CollectionEngine

// One family of commands, declared together (docs/language.md §5): each keyword with its spec
// (`info`: syntax, example, UIKit API, summary, UIKit method names, help word list), its
// traits, how it parses, and how it runs. Every switch over the keywords is exhaustive.

extension Keyword {
    /// The diffable data source: snapshots, applies, outlines.
    public enum Diffable: String, CaseIterable, Hashable, Sendable {
        case diffable, snapshot, sectionSnapshot, apply, expand, collapse

        /// The command's syntax line, example, UIKit API and summary.
        public var info: CommandInfo {
            switch self {
            case .diffable:
                return .init("diffable", syntax: "diffable on|off", example: "diffable on",
                        uikit: "UICollectionViewDiffableDataSource", summary: "Drive the view from a diffable data source.")
            case .snapshot:
                return .init("snapshot", syntax: "snapshot [empty] { EDIT… }", example: "snapshot { appendSections Inbox; appendItems Inbox m1 m2 }",
                        uikit: "NSDiffableDataSourceSnapshot", summary: "Edit a copy of the current snapshot (or an empty one).")
            case .sectionSnapshot:
                return .init("sectionSnapshot", syntax: "sectionSnapshot SECTION { EDIT… }", example: "sectionSnapshot Inbox { append a b; append c to a }",
                        uikit: "apply(_:to:animatingDifferences:) (NSDiffableDataSourceSectionSnapshot)",
                        summary: "Build and apply a section snapshot to one section.")
            case .apply:
                return .init("apply", syntax: "apply [animated | nonAnimated | reloadData]", example: "apply reloadData",
                        uikit: "apply(_:animatingDifferences:) / applySnapshotUsingReloadData(_:)",
                        summary: "Apply the edited snapshot: diff, then batch updates.",
                        wordList: .words("modes", ApplyModeName.allCases.map(\.rawValue)),
                        answers: [.init("applySnapshotUsingReloadData(_:)", suggesting: "apply reloadData")])
            case .expand:
                return .init("expand", syntax: "expand ITEM…", example: "expand Folder",
                        uikit: "NSDiffableDataSourceSectionSnapshot.expand(_:)", summary: "A user expanding outline rows.")
            case .collapse:
                return .init("collapse", syntax: "collapse ITEM…", example: "collapse Folder",
                        uikit: "NSDiffableDataSourceSectionSnapshot.collapse(_:)", summary: "A user collapsing outline rows.")
            }
        }

        /// What the runtime knows of the command besides running it (`CommandTraits`).
        func traits(of kind: CommandKind) -> CommandTraits {
            switch self {
            case .diffable:
                if case .diffable(let on) = kind, on { CommandTraits(touchesCollection: true, apis: [.diffableDataSource]) }
                else { CommandTraits.changesCollection }
            case .snapshot:
                if case .snapshot(_, let edits) = kind, edits.contains(where: { if case .reconfigureItems = $0.value { true } else { false } }) {
                    CommandTraits(touchesCollection: true, apis: [.reconfigureItems])
                } else {
                    CommandTraits.changesCollection
                }
            case .sectionSnapshot, .expand, .collapse: CommandTraits(touchesCollection: true, apis: [.sectionSnapshot])
            case .apply: CommandTraits.changesCollection
            }
        }
    }
}

extension ParserState {
    /// The arguments of a diffable data source command (the keyword consumed).
    mutating func parse(_ keyword: Keyword.Diffable) throws -> CommandKind {
        switch keyword {
        case .diffable: return .diffable(try parseBoolean(after: "diffable"))
        case .snapshot:
            let empty = matchWord("empty") != nil
            let edits = try parseBlock(after: empty ? "snapshot empty" : "snapshot") { try $0.parseSnapshotEdit() }
            return .snapshot(empty: empty, edits)
        case .sectionSnapshot:
            let section = try consume(.identifier, orReport: .expectedIdentifier("a section identifier like Inbox", after: "sectionSnapshot"))
            let edits = try parseBlock(after: "sectionSnapshot") { try $0.parseSectionSnapshotEdit() }
            return .sectionSnapshot(section: Located(text(of: section), section.range), edits)
        case .apply:
            guard peek.kind == .identifier else { return .apply(mode: nil) }
            let word = advance()
            let name = text(of: word)
            guard let mode = ApplyModeName(rawValue: name) else {
                throw fail(.unknownApplyMode(name), at: word,
                           fixIts: name == "animatingDifferences" ? animatingDifferencesFixIt(word)
                                                                  : suggestion(for: word, in: CommandCatalog.applyModes))
            }
            return .apply(mode: Located(mode, word.range))
        case .expand: return .expand(try parseNames(atLeastOneAfter: "expand"))
        case .collapse: return .collapse(try parseNames(atLeastOneAfter: "collapse"))

        }
    }

    /// `apply animatingDifferences: false`, UIKit's argument: the mode it means (`nonAnimated`,
    /// `animated` for true), replacing the label and its Boolean when one follows on the line.
    private func animatingDifferencesFixIt(_ label: Token) -> [Diagnostic.FixIt] {
        for offset in 0 ..< 2 {
            let next = token(at: position + offset)
            if next.endsCommand { break }
            guard next.kind == .identifier else { continue }
            let word = text(of: next)
            let animated: Bool
            if CommandCatalog.trueWords.contains(word) { animated = true }
            else if CommandCatalog.falseWords.contains(word) { animated = false }
            else { break }
            let mode = animated ? "animated" : "nonAnimated"
            return [Diagnostic.FixIt(message: "UIKit's animatingDifferences: \(animated) is 'apply \(mode)'",
                                     range: label.range.union(next.range), replacement: mode)]
        }
        return [Diagnostic.FixIt(message: "write 'apply animated' or 'apply nonAnimated' (UIKit's animatingDifferences: true or false)",
                                 range: label.range, replacement: "animated")]
    }
}

/// The edits inside `snapshot { … }` (NSDiffableDataSourceSnapshot).
public enum SnapshotKeyword: String, CaseIterable, Hashable, Sendable {
    case appendSections, appendItems, insertItems, deleteItems, deleteAllItems, moveItem, reloadItems
    case reconfigureItems, insertSections, deleteSections, moveSection, reloadSections, shuffle

    public var info: CommandInfo {
        switch self {
        case .appendSections:
            return .init("appendSections", .snapshot, syntax: "appendSections NAME…", example: "snapshot { appendSections Inbox Archive }",
                    uikit: "appendSections(_:)", summary: "Append sections.")
        case .appendItems:
            return .init("appendItems", .snapshot, syntax: "appendItems [SECTION] (NAME… | count N)",
                    example: "snapshot { appendItems Inbox m1 m2 m3 }",
                    uikit: "appendItems(_:toSection:)", summary: "Append items to a section (else to the last section).")
        case .insertItems:
            return .init("insertItems", .snapshot, syntax: "insertItems NAME… (before | after) ITEM",
                    example: "snapshot { insertItems m0 before m1 }",
                    uikit: "insertItems(_:beforeItem:) / insertItems(_:afterItem:)", summary: "Insert items next to an item.")
        case .deleteItems:
            return .init("deleteItems", .snapshot, syntax: "deleteItems ITEM…", example: "snapshot { deleteItems m2 }",
                    uikit: "deleteItems(_:)", summary: "Delete items.")
        case .deleteAllItems:
            return .init("deleteAllItems", .snapshot, syntax: "deleteAllItems", example: "snapshot { deleteAllItems }",
                    uikit: "deleteAllItems()", summary: "Delete every section and item.")
        case .moveItem:
            return .init("moveItem", .snapshot, syntax: "moveItem ITEM (before | after) ITEM", example: "snapshot { moveItem m3 after m1 }",
                    uikit: "moveItem(_:beforeItem:) / moveItem(_:afterItem:)", summary: "Move an item next to another.")
        case .reloadItems:
            return .init("reloadItems", .snapshot, syntax: "reloadItems ITEM…", example: "snapshot { reloadItems m1 }",
                    uikit: "reloadItems(_:)", summary: "Mark items for reload.")
        case .reconfigureItems:
            return .init("reconfigureItems", .snapshot, syntax: "reconfigureItems ITEM…", example: "snapshot { reconfigureItems m1 }",
                    uikit: "reconfigureItems(_:)", summary: "Mark items for reconfiguration.")
        case .insertSections:
            return .init("insertSections", .snapshot, syntax: "insertSections NAME… (before | after) SECTION",
                    example: "snapshot { insertSections Drafts before Inbox }",
                    uikit: "insertSections(_:beforeSection:) / insertSections(_:afterSection:)", summary: "Insert sections next to a section.")
        case .deleteSections:
            return .init("deleteSections", .snapshot, syntax: "deleteSections SECTION…", example: "snapshot { deleteSections Archive }",
                    uikit: "deleteSections(_:)", summary: "Delete sections and their items.")
        case .moveSection:
            return .init("moveSection", .snapshot, syntax: "moveSection SECTION (before | after) SECTION",
                    example: "snapshot { moveSection Archive before Inbox }",
                    uikit: "moveSection(_:beforeSection:) / moveSection(_:afterSection:)", summary: "Move a section.")
        case .reloadSections:
            return .init("reloadSections", .snapshot, syntax: "reloadSections SECTION…", example: "snapshot { reloadSections Inbox }",
                    uikit: "reloadSections(_:)", summary: "Mark sections for reload.")
        case .shuffle:
            return .init("shuffle", .snapshot, syntax: "shuffle SECTION seed=N", example: "snapshot { shuffle Inbox seed=7 }",
                    uikit: "— (not UIKit)", summary: "A seeded shuffle of a section's items.")
        }
    }
}

/// The edits inside `sectionSnapshot Section { … }` (NSDiffableDataSourceSectionSnapshot).
public enum SectionSnapshotKeyword: String, CaseIterable, Hashable, Sendable {
    case append, insert, delete, deleteAll, expand, collapse

    public var info: CommandInfo {
        switch self {
        case .append:
            return .init("append", .sectionSnapshot, syntax: "append NAME… [to PARENT]", example: "sectionSnapshot Inbox { append c d to a }",
                    uikit: "append(_:to:)", summary: "Append items at the root, or as children of a parent.")
        case .insert:
            return .init("insert", .sectionSnapshot, syntax: "insert NAME… (before | after) ITEM",
                    example: "sectionSnapshot Inbox { insert x before a }",
                    uikit: "insert(_:before:) / insert(_:after:)", summary: "Insert items next to an item.")
        case .delete:
            return .init("delete", .sectionSnapshot, syntax: "delete ITEM…", example: "sectionSnapshot Inbox { delete a }",
                    uikit: "delete(_:)", summary: "Delete items and their children.")
        case .deleteAll:
            return .init("deleteAll", .sectionSnapshot, syntax: "deleteAll", example: "sectionSnapshot Inbox { deleteAll }",
                    uikit: "deleteAll()", summary: "Delete every item.")
        case .expand:
            return .init("expand", .sectionSnapshot, syntax: "expand ITEM…", example: "sectionSnapshot Inbox { expand a }",
                    uikit: "expand(_:)", summary: "Expand parents.")
        case .collapse:
            return .init("collapse", .sectionSnapshot, syntax: "collapse ITEM…", example: "sectionSnapshot Inbox { collapse a }",
                    uikit: "collapse(_:)", summary: "Collapse parents.")
        }
    }
}

/// The execution of the family's commands (`Interpreter.perform` dispatches here).
extension Interpreter {
    mutating func setDiffable(_ on: Bool) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        if on {
            do { try view.enableDiffableDataSource() } catch { throw .uikit(error, at: SourceRange(0, 0)) }
            let snapshot = view.diffableDataSource?.snapshot
            report.calls.append(.diffable(.setDiffableDataSource(sections: snapshot?.numberOfSections ?? 0, items: snapshot?.numberOfItems ?? 0)))
        } else {
            let wasDiffable: Bool
            do { wasDiffable = try view.replaceDiffableWithPlainDataSource() } catch { throw layoutPassError(error) }
            pendingSnapshot = nil
            report.calls.append(.diffable(.setPlainDataSource))
            if wasDiffable {
                report.lines.append(.text("note: a new dataSource makes UIKit reload from it on the next layout pass, as reloadData() does: counts, then new cells for the visible items; the snapshot is gone and the app's own arrays hold its items (docs/updates.md §7.3 rule 8)"))
            }
        }
        report.changedState = true
        return report
    }
}
