import CollectionEngine

/// `layout compositional [NAME=VALUE…] { … }` (docs/compositional.md "The script").
///
/// Blocks nest like the Swift API: a layout holds sections (and layout-level boundary items), a
/// section holds one group, boundary items, a background and property lines, a group holds items
/// and nested groups. Inside a block a property line is `NAME VALUE` or `NAME = VALUE`; on an
/// element's own line properties are `NAME=VALUE`. Values are checked and converted here.
extension ParserState {
    private enum LayoutEntry {
        case section(CompositionalSectionNode)
        case boundary(CompositionalBoundaryNode)
        case property(CompositionalProperty)
    }

    private enum GroupEntry {
        case subitem(CompositionalSubitemNode)
        case supplementary(CompositionalBoundaryNode)
    }

    private enum SectionEntry {
        case group(CompositionalGroupNode, Token)
        case boundary(CompositionalBoundaryNode)
        case decoration(CompositionalDecorationNode)
        case property(CompositionalProperty)
    }

    mutating func parseCompositionalLayout() throws -> CommandKind {
        var properties = try parseInlineProperties(CompositionalVocabulary.layout, of: "compositional layout")
        let entries = try parseBlock(after: "layout compositional") { state -> LayoutEntry in
            let word = state.peek
            let name = state.peek.kind == .identifier ? state.text(of: word) : ""
            switch name {
            case "section": return .section(try state.parseCompositionalSection())
            case "header", "footer", "supplementary": return .boundary(try state.parseBoundaryItem())
            default:
                if CompositionalVocabulary.lookUp(name, in: CompositionalVocabulary.layout) != nil {
                    return .property(try state.parsePropertyLine(CompositionalVocabulary.layout, of: "compositional layout"))
                }
                throw state.unknownElement(word, block: "layout compositional",
                                           words: ["section", "header", "footer", "supplementary"] + CompositionalVocabulary.layout.map(\.name))
            }
        }
        var sections: [CompositionalSectionNode] = []
        var boundary: [CompositionalBoundaryNode] = []
        for entry in entries {
            switch entry {
            case .section(let s): sections.append(s)
            case .boundary(let b): boundary.append(b)
            case .property(let p): properties.append(p)
            }
        }
        return .layoutCompositional(CompositionalLayoutNode(properties: properties, sections: sections, boundaryItems: boundary))
    }

    private mutating func parseCompositionalSection() throws -> CompositionalSectionNode {
        let keyword = advance()
        if let list = try parseListSectionIfPresent(keyword: keyword, reference: nil) { return list }
        var reference: Located<SectionRef>?
        if peek.kind == .integer || (peek.kind == .identifier && token(at: position + 1).kind != .equal) {
            reference = try parseSectionRef(after: "section")
            if let list = try parseListSectionIfPresent(keyword: keyword, reference: reference) { return list }
        }
        var properties = try parseInlineProperties(CompositionalVocabulary.section, of: "section")
        let reportedBefore = diagnostics.count
        let entries = try parseBlock(after: "section") { state -> SectionEntry in
            let word = state.peek
            let name = word.kind == .identifier ? state.text(of: word) : ""
            switch name {
            case "group": return .group(try state.parseCompositionalGroup(), word)
            case "header", "footer", "supplementary": return .boundary(try state.parseBoundaryItem())
            case "background", "decoration": return .decoration(try state.parseDecoration())
            default:
                if CompositionalVocabulary.lookUp(name, in: CompositionalVocabulary.section) != nil {
                    return .property(try state.parsePropertyLine(CompositionalVocabulary.section, of: "section"))
                }
                throw state.unknownElement(word, block: "section",
                                           words: ["group", "header", "footer", "supplementary", "background", "decoration"]
                                            + CompositionalVocabulary.section.map(\.name))
            }
        }
        var group: CompositionalGroupNode?
        var boundary: [CompositionalBoundaryNode] = []
        var decorations: [CompositionalDecorationNode] = []
        for entry in entries {
            switch entry {
            case .group(let g, let token):
                if group != nil { throw fail(.duplicateSectionGroup(), at: token) }
                group = g
            case .boundary(let b): boundary.append(b)
            case .decoration(let d): decorations.append(d)
            case .property(let p): properties.append(p)
            }
        }
        guard group != nil else {
            // A group that failed to parse was reported already: no second error for it.
            if diagnostics.count > reportedBefore { throw Failure() }
            throw fail(.missingSectionGroup(), at: keyword)
        }
        return CompositionalSectionNode(reference: reference, properties: properties, group: group,
                                        boundaryItems: boundary, decorations: decorations, keywordRange: keyword.range)
    }

    private mutating func parseCompositionalGroup() throws -> CompositionalGroupNode {
        let keyword = advance()
        let axisToken = peek
        if axisToken.kind == .identifier, text(of: axisToken) == "custom" { return try parseCustomGroup(keyword: keyword) }
        guard axisToken.kind == .identifier, let axis = LayoutGroup.Axis(rawValue: text(of: axisToken)) else {
            throw fail(.expectedGroupAxis(found: describe(axisToken)), at: axisToken,
                       fixIts: axisToken.kind == .identifier ? suggestion(for: axisToken, in: ["horizontal", "vertical", "custom"]) : [])
        }
        advance()
        let properties = try parseInlineProperties(CompositionalVocabulary.group, of: "group")
        try requireSize(properties, of: "group", at: keyword)
        let entries = try parseBlock(after: "group") { state -> GroupEntry in
            let word = state.peek
            let name = word.kind == .identifier ? state.text(of: word) : ""
            switch name {
            case "item":
                state.advance()
                let properties = try state.parseInlineProperties(CompositionalVocabulary.item, of: "item")
                try state.requireSize(properties, of: "item", at: word)
                let anchored = state.check(.leftBrace) ? try state.parseAnchoredSupplementaries() : []
                return .subitem(.item(properties, keywordRange: word.range, supplementaries: anchored))
            case "group":
                return .subitem(.group(try state.parseCompositionalGroup()))
            case "supplementary":
                return .supplementary(try state.parseAnchoredSupplementary())
            default:
                throw state.unknownElement(word, block: "group", words: ["item", "group", "supplementary"])
            }
        }
        var group = CompositionalGroupNode(axis: axis, properties: properties, subitems: [], keywordRange: keyword.range)
        for entry in entries {
            switch entry {
            case .subitem(let subitem): group.subitems.append(subitem)
            case .supplementary(let supplementary): group.supplementaries.append(supplementary)
            }
        }
        return group
    }

    /// `header …`, `footer …`, `supplementary KIND …`.
    private mutating func parseBoundaryItem() throws -> CompositionalBoundaryNode {
        let keyword = advance()
        let word = text(of: keyword)
        let kind: Located<String>
        let alignment: RectAlignment
        switch word {
        case "header":
            kind = Located(ElementKind.sectionHeader.rawValue, keyword.range)
            alignment = .top
        case "footer":
            kind = Located(ElementKind.sectionFooter.rawValue, keyword.range)
            alignment = .bottom
        default:
            let token = try consume(.identifier, orReport: .expectedIdentifier("an element kind", after: "supplementary"))
            kind = Located(text(of: token), token.range)
            alignment = .top
        }
        var properties: [CompositionalProperty] = []
        while peek.kind == .identifier {
            // `pinned` alone means pinToVisibleBounds=true.
            if text(of: peek) == "pinned", token(at: position + 1).kind != .equal {
                let flag = advance()
                properties.append(CompositionalProperty(name: Located("pinToVisibleBounds", flag.range),
                                                        value: Located(.boolean(true), flag.range)))
                continue
            }
            properties.append(try parseCompositionalProperty(CompositionalVocabulary.boundary, of: word, requireEqual: true))
        }
        return CompositionalBoundaryNode(kind: kind, defaultAlignment: alignment, properties: properties,
                                         keywordRange: keyword.range)
    }

    /// `background [KIND] …` / `decoration KIND …`.
    private mutating func parseDecoration() throws -> CompositionalDecorationNode {
        let keyword = advance()
        var kind = Located("background", keyword.range)
        if peek.kind == .identifier, token(at: position + 1).kind != .equal {
            let token = advance()
            kind = Located(text(of: token), token.range)
        } else if text(of: keyword) == "decoration" {
            throw fail(.expectedDecorationKind(found: describe(peek)), at: peek)
        }
        let properties = try parseInlineProperties(CompositionalVocabulary.decoration, of: "decoration")
        return CompositionalDecorationNode(kind: kind, properties: properties, keywordRange: keyword.range)
    }

    // MARK: - Properties and values

    mutating func parseInlineProperties(_ known: [CompositionalVocabulary.Property], of what: String) throws -> [CompositionalProperty] {
        var properties: [CompositionalProperty] = []
        while peek.kind == .identifier, !endsLayoutChange {
            properties.append(try parseCompositionalProperty(known, of: what, requireEqual: true))
        }
        return properties
    }

    /// A property line inside a block: `NAME VALUE` or `NAME = VALUE`.
    private mutating func parsePropertyLine(_ known: [CompositionalVocabulary.Property], of what: String) throws -> CompositionalProperty {
        let property = try parseCompositionalProperty(known, of: what, requireEqual: false)
        try expectEndOfCommand(property.name.value)
        return property
    }

    mutating func parseCompositionalProperty(_ known: [CompositionalVocabulary.Property], of what: String,
                                                     requireEqual: Bool) throws -> CompositionalProperty {
        let nameToken = try consume(.identifier, orReport: .expectedPropertyName(after: what))
        let written = text(of: nameToken)
        guard let info = CompositionalVocabulary.lookUp(written, in: known) else {
            let words = known.compactMap { property -> (name: String, words: [String])? in
                guard case .word(let words) = property.kind else { return nil }
                return (property.name, words)
            }
            throw fail(.unknownProperty(written, of: what), at: nameToken,
                       fixIts: propertySuggestion(for: nameToken, names: known.map(\.name), wordsOf: words))
        }
        if requireEqual {
            _ = try consume(.equal, orReport: .expectedEqual(after: "'\(info.name)'"))
        } else {
            _ = match(.equal)
        }
        let value = try parseCompositionalValue(info.kind)
        return CompositionalProperty(name: Located(info.name, nameToken.range), value: value)
    }

    private mutating func parseCompositionalValue(_ kind: CompositionalVocabulary.ValueKind) throws -> Located<CompositionalValue> {
        let token = peek
        func wrong() -> Failure {
            report(.expectedValueKind(kind.expectation, found: peek.endsCommand ? describe(token) : text(of: token)), at: token)
            return Failure()
        }
        func number(_ t: Token) -> Double? {
            switch t.literal {
            case .integer(let v): Double(v)
            case .decimal(let v): v
            default: nil
            }
        }
        /// `word(N)`: the word, then a one-number tuple.
        func call(_ words: [String]) -> (String, Double, SourceRange)? {
            guard token.kind == .identifier, words.contains(text(of: token)) else { return nil }
            let argument = self.token(at: position + 1)
            guard argument.kind == .tuple, case .tuple(let values) = argument.literal, values.count == 1 else { return nil }
            advance(); advance()
            return (text(of: token), values[0], SourceRange(token.range.lowerBound, argument.range.upperBound))
        }
        switch kind {
        case .number:
            guard let v = number(token) else { throw wrong() }
            advance()
            return Located(.number(v), token.range)
        case .integer:
            guard case .integer(let v) = token.literal else { throw wrong() }
            advance()
            return Located(.number(Double(v)), token.range)
        case .dimension:
            if let v = number(token) { advance(); return Located(.dimension(.absolute(v)), token.range) }
            guard let (word, v, range) = call(CompositionalVocabulary.dimensionWords) else { throw wrong() }
            let dimension: LayoutDimension = switch word {
            case "fractionalWidth": .fractionalWidth(v)
            case "fractionalHeight": .fractionalHeight(v)
            case "estimated": .estimated(v)
            case "uniformAcrossSiblings": .uniformAcrossSiblings(v)
            default: .absolute(v)
            }
            return Located(.dimension(dimension), range)
        case .spacing:
            if let v = number(token) { advance(); return Located(.spacing(.fixed(v)), token.range) }
            guard let (word, v, range) = call(CompositionalVocabulary.spacingWords) else { throw wrong() }
            return Located(.spacing(word == "flexible" ? .flexible(v) : .fixed(v)), range)
        case .insets:
            if let v = number(token) { advance(); return Located(.insets(EdgeInsets(all: v)), token.range) }
            guard case .insets(let insets) = token.literal else { throw wrong() }
            advance()
            return Located(.insets(insets), token.range)
        case .point:
            guard case .tuple(let values) = token.literal, values.count == 2 else { throw wrong() }
            advance()
            return Located(.point(Point(x: values[0], y: values[1])), token.range)
        case .rect:
            guard case .tuple(let values) = token.literal, values.count == 4, values[2] >= 0, values[3] >= 0 else { throw wrong() }
            advance()
            return Located(.rect(Rect(x: values[0], y: values[1], width: values[2], height: values[3])), token.range)
        case .boolean:
            guard token.kind == .identifier else { throw wrong() }
            let word = text(of: token)
            if CommandCatalog.trueWords.contains(word) { advance(); return Located(.boolean(true), token.range) }
            if CommandCatalog.falseWords.contains(word) { advance(); return Located(.boolean(false), token.range) }
            throw wrong()
        case .word(let words):
            guard token.kind == .identifier else { throw wrong() }
            let word = text(of: token)
            guard words.contains(word) else {
                throw fail(.unknownWord(word, noun: "value", expected: words), at: token, fixIts: suggestion(for: token, in: words))
            }
            advance()
            return Located(.word(word), token.range)
        }
    }

    mutating func requireSize(_ properties: [CompositionalProperty], of element: String, at keyword: Token) throws {
        for which in ["width", "height"] where !properties.contains(where: { $0.name.value == which }) {
            throw fail(.missingDimension(which, of: element), at: keyword)
        }
    }

    mutating func unknownElement(_ token: Token, block: String, words: [String]) -> Failure {
        let name = token.kind == .identifier ? text(of: token) : describe(token)
        return fail(.unknownCompositionalElement(name, block: block, expected: words.joined(separator: ", ")), at: token,
                    fixIts: token.kind == .identifier ? suggestion(for: token, in: words) : [])
    }
}
