import CollectionEngine

/// Arguments shared by many commands: values, item and section references, names, points.
extension ParserState {
    /// Any literal: a number, string, bare word, index path, tuple, size, insets or `[ … ]` list.
    mutating func parseValue(after what: String) throws -> Located<Value> {
        let token = peek
        switch (token.kind, token.literal) {
        case (.integer, .integer(let v)): advance(); return Located(.integer(v), token.range)
        case (.decimal, .decimal(let v)): advance(); return Located(.decimal(v), token.range)
        case (.string, .string(let v)): advance(); return Located(.string(v), token.range)
        case (.indexPath, .indexPath(let v)): advance(); return Located(.indexPath(v), token.range)
        case (.tuple, .tuple(let v)): advance(); return Located(.tuple(v), token.range)
        case (.size, .size(let v)): advance(); return Located(.size(v), token.range)
        case (.insets, .insets(let v)): advance(); return Located(.insets(v), token.range)
        case (.identifier, _): advance(); return Located(.identifier(text(of: token)), token.range)
        case (.leftBracket, _): return try parseList()
        default: throw fail(.expectedValue(after: what), at: token)
        }
    }

    /// `[ value… ]` on one line.
    private mutating func parseList() throws -> Located<Value> {
        let open = advance()
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw fail(.nestingTooDeep, at: open) }
        var elements: [Located<Value>] = []
        while !check(.rightBracket) {
            if peek.endsCommand || peek.kind == .leftBrace { throw fail(.expectedClosingBracket, at: peek) }
            elements.append(try parseValue(after: "'['"))
        }
        advance()
        return Located(.list(elements), range(from: open))
    }

    /// An item: an index path `[0,2]` or an identifier `G`.
    mutating func parseItemRef(after keyword: String) throws -> Located<ItemRef> {
        let token = peek
        if token.kind == .indexPath, case .indexPath(let path) = token.literal {
            advance()
            return Located(.indexPath(path), token.range)
        }
        if token.kind == .identifier {
            advance()
            return Located(.identifier(text(of: token)), token.range)
        }
        throw fail(.expectedItem(after: keyword), at: token)
    }

    /// One or more items, up to the end of the command.
    mutating func parseItemRefs(after keyword: String) throws -> [Located<ItemRef>] {
        var refs = [try parseItemRef(after: keyword)]
        while peek.kind == .indexPath || peek.kind == .identifier {
            refs.append(try parseItemRef(after: keyword))
        }
        return refs
    }

    /// A section: an index `0` or an identifier `Favorites`.
    mutating func parseSectionRef(after keyword: String) throws -> Located<SectionRef> {
        let token = peek
        if token.kind == .integer, case .integer(let index) = token.literal {
            advance()
            return Located(.index(index), token.range)
        }
        if token.kind == .identifier {
            advance()
            return Located(.identifier(text(of: token)), token.range)
        }
        throw fail(.expectedSection(after: keyword), at: token)
    }

    mutating func parseSectionRefs(after keyword: String) throws -> [Located<SectionRef>] {
        var refs = [try parseSectionRef(after: keyword)]
        while peek.kind == .integer || peek.kind == .identifier {
            refs.append(try parseSectionRef(after: keyword))
        }
        return refs
    }

    /// Zero or more identifiers, stopping before any of `stopWords`.
    mutating func parseNames(stoppingAt stopWords: [String] = []) -> [Located<String>] {
        var names: [Located<String>] = []
        while peek.kind == .identifier, !stopWords.contains(text(of: peek)) {
            let token = advance()
            names.append(Located(text(of: token), token.range))
        }
        return names
    }

    /// One or more identifiers.
    mutating func parseNames(atLeastOneAfter keyword: String, stoppingAt stopWords: [String] = []) throws -> [Located<String>] {
        let names = parseNames(stoppingAt: stopWords)
        if names.isEmpty { throw fail(.expectedIdentifier("an identifier", after: keyword), at: peek) }
        return names
    }

    /// `count N`, or names `G H`; nil when neither follows. Choice: `count` must be followed by a
    /// number (an item cannot be named `count`), so `items A count` is an error, not an item.
    mutating func parseItemList() throws -> ItemList? {
        if matchWord("count") != nil {
            return .count(try parseInteger(.expectedInteger("a number of items like 12", after: "count")))
        }
        let names = parseNames()
        return names.isEmpty ? nil : .names(names)
    }

    mutating func parseInteger(_ message: SyntaxMessage) throws -> Located<Int> {
        let token = peek
        guard token.kind == .integer, case .integer(let value) = token.literal else { throw fail(message, at: token) }
        advance()
        return Located(value, token.range)
    }

    /// `(x, y)`; `velocity`: it is a velocity (`fling`, `release velocity`), which the error says.
    mutating func parsePoint(after keyword: String, velocity: Bool = false) throws -> Located<Point> {
        let token = peek
        guard token.kind == .tuple, case .tuple(let values) = token.literal, values.count == 2 else {
            throw fail(velocity ? .expectedVelocity(after: keyword) : .expectedPoint(after: keyword), at: token)
        }
        advance()
        return Located(Point(x: values[0], y: values[1]), token.range)
    }

    /// `on`/`off` (also `true`/`false`, `yes`/`no`).
    mutating func parseBoolean(after keyword: String) throws -> Bool {
        let token = peek
        if token.kind == .identifier {
            let word = text(of: token)
            if CommandCatalog.trueWords.contains(word) { advance(); return true }
            if CommandCatalog.falseWords.contains(word) { advance(); return false }
            throw fail(.expectedBoolean(after: keyword), at: token,
                       fixIts: suggestion(for: token, in: ["on", "off"]))
        }
        throw fail(.expectedBoolean(after: keyword), at: token)
    }
}
