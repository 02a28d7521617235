import CollectionEngine

/// A command: its keyword, then its family's arguments (`Commands/FAMILY.swift`); and the
/// argument forms several families share.
extension ParserState {
    /// One command: a keyword, its arguments, then the end of the command.
    mutating func parseCommand() throws -> Command {
        let first = peek
        guard first.kind == .identifier else {
            throw fail(.expectedCommand(found: describe(first)), at: first)
        }
        advance()
        let keyword = text(of: first)
        guard let known = Keyword(rawValue: keyword) ?? Keyword.uikitAliases[keyword] else { throw unknownCommand(keyword, at: first) }
        var keywordRange = first.range
        let kind = try parseArguments(of: known, keywordToken: first, keywordRange: &keywordRange)
        try expectEndOfCommand(keyword)
        return Command(known, kind: kind, range: range(from: first), keywordRange: keywordRange)
    }

    /// "unknown command", or a hint that a snapshot edit was used outside its block.
    private mutating func unknownCommand(_ keyword: String, at token: Token) -> Failure {
        if CommandCatalog.keywords(in: .snapshot).contains(keyword) {
            return fail(.snapshotCommandOutsideSnapshot(keyword, block: "snapshot"), at: token)
        }
        if CommandCatalog.keywords(in: .sectionSnapshot).contains(keyword) {
            return fail(.snapshotCommandOutsideSnapshot(keyword, block: "sectionSnapshot"), at: token)
        }
        // `collectionView.reloadData()`, `self.collectionView.performBatchUpdates`: the receiver goes.
        if let dot = keyword.lastIndex(of: "."), case let method = String(keyword[keyword.index(after: dot)...]),
           Keyword(rawValue: method) ?? Keyword.uikitAliases[method] != nil {
            return fail(.unknownCommand(keyword), at: token,
                        fixIts: [Diagnostic.FixIt(message: "a script talks to the collection view itself: write '\(method)'",
                                                  range: token.range, replacement: method)])
        }
        if let meant = Keyword.meaningSuggestion(for: keyword) {
            return fail(.unknownCommand(keyword), at: token,
                        fixIts: [Diagnostic.FixIt(message: "did you mean '\(meant)'?", range: token.range, replacement: meant)])
        }
        return fail(.unknownCommand(keyword), at: token,
                    fixIts: suggestion(for: token, in: CommandCatalog.keywords(in: .topLevel)))
    }

    // MARK: - Arguments shared by several families

    /// `flow name=value …` after `layout` or `startInteractiveTransition to`, stopping before a
    /// trailing `animated` or `completion` (Parser+Transitions.swift).
    mutating func parseLayoutProperties(after keyword: String) throws -> [Property] {
        let kind = try consume(.identifier, orReport: .expectedIdentifier("a layout (flow)", after: keyword))
        let name = text(of: kind)
        guard CommandCatalog.layouts.contains(name) else {
            throw fail(.unknownLayout(name, supported: CommandCatalog.layouts.joined(separator: ", ")), at: kind,
                       fixIts: suggestion(for: kind, in: CommandCatalog.layouts))
        }
        var properties: [Property] = []
        while true {
            if peek.kind == .identifier, !Self.layoutChangeWords.contains(text(of: peek)) {
                properties.append(try parseProperty(after: "layout flow", known: PropertyTable.flowLayout,
                                                    of: "flow layout"))
            } else if check(.newline), Self.startsContinuationLine(tokens, at: position + 1) {
                advance()
            } else {
                // Ended by the end of the source: the next line, if any, may still continue it.
                takesContinuationLine = isAtEnd
                return properties
            }
        }
    }

    /// `name = value` (spaces around `=` optional); `name` must be one of `known`, or an alias of a
    /// flow layout property (`lineSpacing`), which is replaced by the UIKit name (the range stays
    /// on the text as written).
    mutating func parseProperty(after keyword: String, known: [PropertyInfo], of what: String) throws -> Property {
        let nameToken = try consume(.identifier, orReport: .expectedPropertyName(after: keyword))
        let written = text(of: nameToken)
        guard let info = PropertyTable.lookUp(written, in: known) else {
            let words = known.compactMap { info -> (name: String, words: [String])? in
                guard case .choice(let words) = info.kind else { return nil }
                return (info.name, words)
            }
            throw fail(.unknownProperty(written, of: what), at: nameToken,
                       fixIts: propertySuggestion(for: nameToken, names: known.map(\.name), wordsOf: words))
        }
        let name = info.name
        _ = try consume(.equal, orReport: .expectedEqual(after: "'\(name)'"))
        let value = try parseValue(after: "'\(name) ='")
        try checkValue(value, is: info.kind)
        return Property(name: Located(name, nameToken.range), value: value)
    }

    /// A value of the wrong shape for its property (`itemSize=abc`) is a syntax error at the value,
    /// with a did-you-mean when the value is a misspelt word of a word set.
    mutating func checkValue(_ value: Located<Value>, is kind: PropertyValueKind) throws {
        guard !kind.accepts(value.value) else { return }
        var fixIts: [Diagnostic.FixIt] = []
        if case .identifier(let word) = value.value, let words = kind.words,
           let best = EditDistance.suggestion(for: word, in: words) {
            fixIts = [Diagnostic.FixIt(message: "did you mean '\(best)'?", range: value.range, replacement: best)]
        }
        report(.expectedValueKind(kind.expectation, found: source.text(of: value.range)), range: value.range, fixIts: fixIts)
        throw Failure()
    }

    /// A word of the closed set `Word` (a show topic, a delegate method …): anything else is a
    /// syntax error on the word with a did-you-mean.
    mutating func parseWord<Word: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _ type: Word.Type, after keyword: String, expecting what: String, noun: String
    ) throws -> Located<Word> where Word.RawValue == String {
        let token = try consume(.identifier, orReport: .expectedIdentifier(what, after: keyword))
        let written = text(of: token)
        guard let word = Word(rawValue: written) else {
            let words = Word.allCases.map(\.rawValue)
            throw fail(.unknownWord(written, noun: noun, expected: words), at: token,
                       fixIts: suggestion(for: token, in: words))
        }
        return Located(word, token.range)
    }


}
