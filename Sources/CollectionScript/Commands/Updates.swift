import CollectionEngine

// One family of commands, declared together (docs/language.md §5): each keyword with its spec
// (`info`: syntax, example, UIKit API, summary, UIKit method names, help word list), its
// traits, how it parses, and how it runs. Every switch over the keywords is exhaustive.

extension Keyword {
    /// Updates: the batch updates UICollectionView is told of.
    public enum Updates: String, CaseIterable, Hashable, Sendable {
        case insert, delete, move, reload, reconfigure, insertSection, deleteSection, moveSection, reloadSection, batch

        /// The command's syntax line, example, UIKit API and summary.
        public var info: CommandInfo {
            switch self {
            case .insert:
                return .init("insert", syntax: "insert INDEXPATH… [NAME… | count N]", example: "insert [0,2] G H",
                        uikit: "insertItems(at:)", summary: "Insert items at index paths (after the update).",
                        methods: ["insertItems(at:)"])
            case .delete:
                return .init("delete", syntax: "delete ITEM…", example: "delete [0,1] [0,3]",
                        uikit: "deleteItems(at:)", summary: "Delete items (index paths before the update).",
                        methods: ["deleteItems(at:)"])
            case .move:
                return .init("move", syntax: "move ITEM -> INDEXPATH", example: "move [0,1] -> [1,0]",
                        uikit: "moveItem(at:to:)", summary: "Move an item.",
                        methods: ["moveItem(at:to:)"])
            case .reload:
                return .init("reload", syntax: "reload [ITEM…]", example: "reload [0,1]",
                        uikit: "reloadItems(at:) / reloadData()", summary: "Reload items; with no items, reloadData().",
                        methods: ["reloadItems(at:)", "reloadData()"])
            case .reconfigure:
                return .init("reconfigure", syntax: "reconfigure ITEM…", example: "reconfigure [0,1]",
                        uikit: "reconfigureItems(at:)", summary: "Reconfigure items in place (iOS 15+).",
                        methods: ["reconfigureItems(at:)"])
            case .insertSection:
                return .init("insertSection", syntax: "insertSection INDEX [NAME…]", example: "insertSection 1 Archive",
                        uikit: "insertSections(_:)", summary: "Insert new empty sections at an index.",
                        methods: ["insertSections(_:)"])
            case .deleteSection:
                return .init("deleteSection", syntax: "deleteSection SECTION…", example: "deleteSection 1",
                        uikit: "deleteSections(_:)", summary: "Delete sections.",
                        methods: ["deleteSections(_:)"])
            case .moveSection:
                return .init("moveSection", syntax: "moveSection SECTION -> INDEX", example: "moveSection 0 -> 2",
                        uikit: "moveSection(_:toSection:)", summary: "Move a section.",
                        methods: ["moveSection(_:toSection:)"])
            case .reloadSection:
                return .init("reloadSection", syntax: "reloadSection SECTION…", example: "reloadSection 1",
                        uikit: "reloadSections(_:)", summary: "Reload sections.",
                        methods: ["reloadSections(_:)"])
            case .batch:
                return .init("batch", syntax: "batch { COMMAND… } [completion { COMMAND… }]", example: "batch { delete [0,0]; insert [0,0] X }",
                        uikit: "performBatchUpdates(_:completion:)", summary: "Group updates into one animated batch.",
                        methods: ["performBatchUpdates(_:completion:)", "performBatchUpdates(_:)"])
            }
        }

        /// Whether `data` and `view` may prefix the command (every update but `batch`).
        public var takesSide: Bool {
            switch self {
            case .insert, .delete, .move, .reload, .reconfigure, .insertSection, .deleteSection, .moveSection, .reloadSection: true
            case .batch: false
            }
        }

        /// What the runtime knows of the command besides running it (`CommandTraits`).
        func traits(of kind: CommandKind) -> CommandTraits {
            switch self {
            case .insert, .delete, .move, .reload, .reconfigure, .insertSection, .deleteSection, .moveSection, .reloadSection:
                if case .update(let update, _) = kind {
                    CommandTraits.update(update).refused(byDiffable: .directMutation)
                } else {
                    CommandTraits.reloads.refused(byDiffable: .directMutation)
                }
            case .batch:
                // With a completion the interpreter runs the body as a plain `batch`, whose traits
                // then apply.
                if case .batch(let body) = kind {
                    CommandTraits(touchesCollection: true, apis: body.flatMap(\.traits.apis), diffableRefusal: .directMutation)
                } else {
                    CommandTraits()
                }
            }
        }
    }
}

extension ParserState {
    /// The arguments of an update (the keyword consumed).
    mutating func parse(_ keyword: Keyword.Updates) throws -> CommandKind {
        switch keyword {
        case .reload where peek.endsCommand: return .reloadData
        case .insert, .delete, .move, .reload, .reconfigure, .insertSection, .deleteSection, .moveSection, .reloadSection:
            return .update(try parseUpdate(keyword), side: .both)
        case .batch:
            let body = try parseBlock(after: "batch") { try $0.parseCommand() }
            guard matchWord("completion") != nil else { return .batch(body) }
            return .batchWithCompletion(body, completion: try parseBlock(after: "completion") { try $0.parseCommand() })
        }
    }

    /// `data UPDATE` / `view UPDATE`: the update keyword is the command's keyword range.
    mutating func parseSidedUpdate(_ side: UpdateSide, keywordRange: inout SourceRange) throws -> CommandKind {
        let keywordToken = advance()
        keywordRange = keywordToken.range
        guard let keyword = Keyword.Updates(rawValue: text(of: keywordToken)), keyword.takesSide else {
            throw fail(.expectedUpdate(after: side.rawValue), at: keywordToken, fixIts: suggestion(for: keywordToken, in: CommandCatalog.updateKeywords))
        }
        if keyword == .reload, peek.endsCommand {
            throw fail(.reloadDataWithSide(side.rawValue), at: peek)
        }
        return .update(try parseUpdate(keyword), side: side)
    }

    /// The arguments of an update keyword (already consumed).
    private mutating func parseUpdate(_ keyword: Keyword.Updates) throws -> UpdateCommand {
        switch keyword {
        case .insert:
            var paths: [Located<IndexPath>] = []
            while let token = match(.indexPath), case .indexPath(let path) = token.literal {
                paths.append(Located(path, token.range))
            }
            if paths.isEmpty { throw fail(.expectedIndexPath(after: "'insert'"), at: peek) }
            return .insertItems(paths: paths, items: try parseItemList())
        case .delete: return .deleteItems(try parseItemRefs(after: keyword.rawValue))
        case .reload: return .reloadItems(try parseItemRefs(after: keyword.rawValue))
        case .reconfigure: return .reconfigureItems(try parseItemRefs(after: keyword.rawValue))
        case .move:
            let from = try parseItemRef(after: "move")
            _ = try consume(.arrow, orReport: .expectedArrow(after: "the item to move"))
            let to = try consume(.indexPath, orReport: .expectedIndexPath(after: "'->'"))
            guard case .indexPath(let path) = to.literal else { throw fail(.expectedIndexPath(after: "'->'"), at: to) }
            return .moveItem(from: from, to: Located(path, to.range))
        case .insertSection:
            let index = try parseInteger(.expectedInteger("a section index like 1", after: "insertSection"))
            return .insertSections(index: index, names: parseNames())
        case .deleteSection: return .deleteSections(try parseSectionRefs(after: keyword.rawValue))
        case .reloadSection: return .reloadSections(try parseSectionRefs(after: keyword.rawValue))
        case .moveSection:
            let from = try parseSectionRef(after: "moveSection")
            _ = try consume(.arrow, orReport: .expectedArrow(after: "the section to move"))
            let to = try parseInteger(.expectedInteger("a section index like 2", after: "->"))
            return .moveSection(from: from, to: to)
        case .batch:
            // Not an update of its own: `view batch` and `data batch` are refused before this.
            throw fail(.expectedUpdate(after: "batch"), at: previous)
        }
    }

    /// "did you mean 'insert'?" when the next token is a misspelt update keyword.
    func updateSuggestion() -> [Diagnostic.FixIt] {
        peek.kind == .identifier ? suggestion(for: peek, in: CommandCatalog.updateKeywords) : []
    }
}

/// The execution of the family's commands (`Interpreter.perform` dispatches here).
extension Interpreter {
    /// `reload` with no items: reloadData().
    mutating func performReloadData() throws(RuntimeError) -> StepReport {
        var report = StepReport()
        do { try view.reloadData() } catch { throw layoutPassError(error) }
        report.calls.append(.reloadData)
        report.changedState = true
        return report
    }

    /// One update told to the view (or only to the data, or only to the view).
    mutating func performUpdate(_ update: UpdateCommand, side: UpdateSide, _ command: Command) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.calls += try performUpdates([(update, side, command.range)], at: command.range, singleCall: true)
        report.changedState = true
        return report
    }

    /// `batch { … }`: performBatchUpdates(_:completion:).
    mutating func performBatch(_ body: [Command], _ command: Command) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        let updates = try collectBatch(body)
        let calls: [UIKitCall]
        do throws(RuntimeError) {
            // Its own transaction, so a layout-pass exception is thrown here, where it is blamed.
            calls = try inViewTransaction(at: command.range) { interpreter throws(RuntimeError) in
                try interpreter.performUpdates(updates, at: command.range)
            }
        } catch {
            throw blamingOffendingUpdate(error, in: updates, batchRange: command.range)
        }
        // reloadData() inside the block is transcribed and does nothing more: UIKit validates the
        // batch as if it were not there and asks for no cells (docs/updates.md §3.3 rule 5).
        report.calls.append(.performBatchUpdates(batchReloadsData(body) ? calls + [.reloadData] : calls))
        report.changedState = true
        return report
    }

    /// `batch { … } completion { … }`: the batch, then the animations end and the completion runs.
    mutating func performBatch(_ body: [Command], completion: [Command], _ command: Command) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        // The batch exactly as `batch { … }` (limits, diffable and version checks included), then
        // the animations end and the completion block runs its commands (docs/scroll-physics.md).
        report = try perform(Command(command.keyword, kind: .batch(body), range: command.range, keywordRange: command.keywordRange))
        view.completeAnimations(finished: true)
        report.calls.append(.completion(.updateAnimations))
        report.completionSplit = .init(calls: report.calls.count, lines: report.lines.count, events: view.events.count)
        for inner in completion { report.merge(try perform(inner)) }
        return report
    }
}
