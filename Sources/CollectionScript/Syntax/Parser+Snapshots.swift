/// The edits inside `snapshot { … }` and `sectionSnapshot Section { … }`.
extension ParserState {
    /// One NSDiffableDataSourceSnapshot edit.
    mutating func parseSnapshotEdit() throws -> Located<SnapshotCommand> {
        let first = try editKeyword()
        let keyword = text(of: first)
        guard let known = SnapshotKeyword(rawValue: keyword) else {
            throw fail(.unknownCommandInBlock(keyword, block: "snapshot", expected: "an edit such as appendItems"),
                       at: first, fixIts: suggestion(for: first, in: CommandCatalog.keywords(in: .snapshot)))
        }
        let edit: SnapshotCommand
        switch known {
        case .appendSections: edit = .appendSections(try parseNames(atLeastOneAfter: keyword))
        case .appendItems:
            let names = parseNames(stoppingAt: ["count"])
            var count: Located<Int>?
            if matchWord("count") != nil {
                count = try parseInteger(.expectedInteger("a number of items like 1000", after: "count"))
            } else if names.isEmpty {
                throw fail(.expectedItemName(after: keyword), at: peek)
            }
            edit = .appendItems(names: names, count: count)
        case .insertItems:
            let names = try parseNames(atLeastOneAfter: keyword, stoppingAt: ["before", "after"])
            let (before, anchor) = try parseAnchor(after: keyword)
            edit = .insertItems(names, before: before, anchor: anchor)
        case .deleteItems: edit = .deleteItems(try parseNames(atLeastOneAfter: keyword))
        case .deleteAllItems: edit = .deleteAllItems
        case .moveItem:
            let name = try parseSingleName(after: keyword)
            let (before, anchor) = try parseAnchor(after: keyword)
            edit = .moveItem(name, before: before, anchor: anchor)
        case .reloadItems: edit = .reloadItems(try parseNames(atLeastOneAfter: keyword))
        case .reconfigureItems: edit = .reconfigureItems(try parseNames(atLeastOneAfter: keyword))
        case .insertSections:
            let names = try parseNames(atLeastOneAfter: keyword, stoppingAt: ["before", "after"])
            let (before, anchor) = try parseAnchor(after: keyword)
            edit = .insertSections(names, before: before, anchor: anchor)
        case .deleteSections: edit = .deleteSections(try parseNames(atLeastOneAfter: keyword))
        case .moveSection:
            let name = try parseSingleName(after: keyword)
            let (before, anchor) = try parseAnchor(after: keyword)
            edit = .moveSection(name, before: before, anchor: anchor)
        case .reloadSections: edit = .reloadSections(try parseNames(atLeastOneAfter: keyword))
        case .shuffle:
            let section = try parseSingleName(after: keyword)
            guard matchWord("seed") != nil else { throw fail(.expectedSeed(after: keyword), at: peek) }
            _ = try consume(.equal, orReport: .expectedSeed(after: keyword))
            let seed = try parseInteger(.expectedSeed(after: keyword))
            edit = .shuffle(section: section, seed: seed)
        }
        try expectEndOfCommand(keyword)
        return Located(edit, range(from: first))
    }

    /// One NSDiffableDataSourceSectionSnapshot edit.
    mutating func parseSectionSnapshotEdit() throws -> Located<SectionSnapshotCommand> {
        let first = try editKeyword()
        let keyword = text(of: first)
        guard let known = SectionSnapshotKeyword(rawValue: keyword) else {
            throw fail(.unknownCommandInBlock(keyword, block: "sectionSnapshot", expected: "append, insert, delete, deleteAll, expand or collapse"),
                       at: first, fixIts: suggestion(for: first, in: CommandCatalog.keywords(in: .sectionSnapshot)))
        }
        let edit: SectionSnapshotCommand
        switch known {
        case .append:
            let names = try parseNames(atLeastOneAfter: keyword, stoppingAt: ["to"])
            var parent: Located<String>?
            if matchWord("to") != nil { parent = try parseSingleName(after: "to") }
            edit = .append(names, parent: parent)
        case .insert:
            let names = try parseNames(atLeastOneAfter: keyword, stoppingAt: ["before", "after"])
            let (before, anchor) = try parseAnchor(after: keyword)
            edit = .insert(names, before: before, anchor: anchor)
        case .delete: edit = .delete(try parseNames(atLeastOneAfter: keyword))
        case .deleteAll: edit = .deleteAll
        case .expand: edit = .expand(try parseNames(atLeastOneAfter: keyword))
        case .collapse: edit = .collapse(try parseNames(atLeastOneAfter: keyword))
        }
        try expectEndOfCommand(keyword)
        return Located(edit, range(from: first))
    }

    /// The edit's keyword (consumed).
    private mutating func editKeyword() throws -> Token {
        let first = peek
        guard first.kind == .identifier else {
            throw fail(.expectedCommand(found: describe(first)), at: first)
        }
        return advance()
    }

    private mutating func parseSingleName(after keyword: String) throws -> Located<String> {
        let token = try consume(.identifier, orReport: .expectedIdentifier("an identifier", after: keyword))
        return Located(text(of: token), token.range)
    }

    /// `before ANCHOR` / `after ANCHOR`: (true for before, the anchor).
    private mutating func parseAnchor(after keyword: String) throws -> (Bool, Located<String>) {
        let before: Bool
        if matchWord("before") != nil {
            before = true
        } else if matchWord("after") != nil {
            before = false
        } else {
            throw fail(.expectedPosition(after: keyword), at: peek)
        }
        let anchor = try parseSingleName(after: before ? "before" : "after")
        return (before, anchor)
    }
}
