import CollectionEngine

/// The commands of the language: one method per group, dispatched on the keyword.
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
        let kind = try parseCommandKind(known, keywordToken: first, keywordRange: &keywordRange)
        try expectEndOfCommand(keyword)
        return Command(kind: kind, range: range(from: first), keywordRange: keywordRange)
    }

    /// The arguments after `keyword` (already consumed).
    private mutating func parseCommandKind(_ keyword: Keyword, keywordToken: Token,
                                           keywordRange: inout SourceRange) throws -> CommandKind {
        switch keyword {
        // Set-up
        case .ios: return try parseIOS()
        case .view:
            if let size = match(.size), case .size(let value) = size.literal {
                return .viewSize(Located(value, size.range))
            }
            guard peek.kind == .identifier, CommandCatalog.updateKeywords.contains(text(of: peek)) else {
                throw fail(.expectedViewArgument(), at: peek, fixIts: updateSuggestion())
            }
            return try parseSidedUpdate(.view, keywordRange: &keywordRange)
        case .data:
            guard peek.kind == .identifier, CommandCatalog.updateKeywords.contains(text(of: peek)) else {
                throw fail(.expectedUpdate(after: "data"), at: peek, fixIts: updateSuggestion())
            }
            return try parseSidedUpdate(.data, keywordRange: &keywordRange)
        case .layout: return try parseLayout()
        case .set: return .set(try parseProperty(after: "set", known: PropertyTable.set, of: "view"))
        case .sections: return .sections(try parseSectionNames())
        case .items:
            let section = try parseSectionRef(after: "items")
            return .items(section: section, items: try parseItemList() ?? .names([]))
        case .batch:
            let body = try parseBlock(after: "batch") { try $0.parseCommand() }
            guard matchWord("completion") != nil else { return .batch(body) }
            return .batchWithCompletion(body, completion: try parseBlock(after: "completion") { try $0.parseCommand() })

        // Updates
        case .reload where peek.endsCommand: return .reloadData
        case .insert, .delete, .move, .reload, .reconfigure, .insertSection, .deleteSection, .moveSection, .reloadSection:
            return .update(try parseUpdate(keyword.rawValue), side: .both)

        // Layout overrides
        case .size:
            let item = try parseItemRef(after: "size")
            let size = try consume(.size, orReport: .expectedSize(after: "the item in 'size'"))
            guard case .size(let value) = size.literal else { throw fail(.expectedSize(after: "the item in 'size'"), at: size) }
            return .itemSize(item, Located(value, size.range))
        case .cellSize:
            if let kind = matchBoundaryKind() { return try parseBoundarySize(kind) }
            return .cellSize(try parseCellSize())
        case .sectionInset, .minimumLineSpacing, .minimumInteritemSpacing, .headerReferenceSize, .footerReferenceSize:
            let keyword = keyword.rawValue
            let section = try parseSectionRef(after: keyword)
            _ = try consume(.equal, orReport: .expectedEqual(after: "the section in '\(keyword)'"))
            let value = try parseValue(after: "'='")
            if let info = PropertyTable.lookUp(keyword, in: PropertyTable.sectionMetrics) { try checkValue(value, is: info.kind) }
            return .sectionMetric(name: Located(keyword, keywordToken.range), section: section, value: value)

        case .select, .deselect, .tap, .scrollTo, .scroll, .hit, .drag, .beginMove, .updateMove, .endMove, .cancelMove,
             .delegate, .register, .focus, .diffable, .snapshot, .sectionSnapshot, .apply, .expand, .collapse,
             .show, .trace, .expect, .echo, .repeat, .sameTurn, .help, .pause, .explain,
             .release, .fling, .tapStatusBar, .multiSelect, .longPress, .dismissMenu, .previewAction,
             .drop, .commitPlaceholder, .deletePlaceholder, .moveFinger, .addToDrag, .cancelDrag, .hold,
             .swipeActions, .swipe, .configurationUpdateHandler, .separatorVisibility,
             .startInteractiveTransition, .transitionProgress, .finishInteractiveTransition, .cancelInteractiveTransition:
            return try parseInteractionOrTool(keyword, keywordToken: keywordToken)
        case .voiceOver:
            return .voiceOver(try parseBoolean(after: "voiceOver"))
        }
    }

    private mutating func parseInteractionOrTool(_ keyword: Keyword, keywordToken: Token) throws -> CommandKind {
        switch keyword {
        // Selection, scrolling, gestures
        case .select:
            var refs = try parseItemRefs(after: "select")
            var positions: ScrollPositionNames = []
            while refs.count > 1, let last = refs.last, case .identifier(let name) = last.value,
                  let position = ScrollPositionName(rawValue: name) {
                positions.insert(Located(position, last.range), at: 0)
                refs.removeLast()
            }
            return .select(refs, position: positions)
        case .deselect:
            if matchWord("all") != nil { return .deselect([], all: true) }
            return .deselect(try parseItemRefs(after: "deselect"), all: false)
        case .tap: return try parseTapActionIfPresent() ?? .tap(try parseItemRef(after: "tap"))
        case .scrollTo:
            let item = try parseItemRef(after: "scrollTo")
            var positions: ScrollPositionNames = []
            while peek.kind == .identifier {
                if text(of: peek) == "animated" {
                    _ = matchAnimated()
                    return .scrollGesture(.scrollToItemAnimated(item, position: positions))
                }
                let word = advance()
                let name = text(of: word)
                guard let position = ScrollPositionName(rawValue: name) else {
                    throw fail(.unknownScrollPosition(name), at: word,
                               fixIts: suggestion(for: word, in: CommandCatalog.scrollPositions))
                }
                positions.append(Located(position, word.range))
            }
            return .scrollTo(item, position: positions)
        case .scroll:
            if matchWord("to") != nil {
                let point = try parsePoint(after: "scroll to")
                return matchAnimated() ? .scrollGesture(.scrollToPointAnimated(point)) : .scrollToPoint(point)
            }
            if matchWord("by") != nil { return .scrollBy(try parsePoint(after: "scroll by")) }
            if matchWord("section") != nil {
                let section = try parseSectionRef(after: "scroll section")
                guard matchWord("to") != nil else { throw fail(.expectedIdentifier("'to'", after: "scroll section"), at: peek) }
                return .scrollOrthogonal(section, try parsePoint(after: "scroll section … to"))
            }
            throw fail(.expectedIdentifier("'to' or 'by'", after: "scroll"), at: peek,
                       fixIts: peek.kind == .identifier ? suggestion(for: peek, in: ["to", "by"]) : [])
        case .hit: return .hit(try parsePoint(after: "hit"))
        case .beginMove: return .beginMove(try parseItemRef(after: "beginMove"))
        case .drag:
            if let gesture = try parseDragBy() { return gesture }
            if let gesture = try parseDragSection() { return gesture }
            let from = try parseItemRef(after: "drag")
            _ = try consume(.arrow, orReport: .expectedArrow(after: "the item to drag"))
            let to = try consume(.indexPath, orReport: .expectedIndexPath(after: "'->'"))
            guard case .indexPath(let path) = to.literal else { throw fail(.expectedIndexPath(after: "'->'"), at: to) }
            var options = DropOptions()
            while peek.kind == .identifier {
                if try parsePlaceholderOption(into: &options) { continue }
                // parseProperty checked the name and that the value is one of the choice's words.
                let option = try parseProperty(after: "drag", known: PropertyTable.dropProposal, of: "drop proposal")
                guard case .identifier(let word) = option.value.value else { continue }
                if option.name.value == "operation" {
                    options.operation = DropOperationName(rawValue: word).map { Located($0, option.value.range) }
                } else {
                    options.intent = DropIntentName(rawValue: word).map { Located($0, option.value.range) }
                }
            }
            return .drag(from: from, to: Located(path, to.range), options: options)
        case .updateMove: return .updateMove(try parsePoint(after: "updateMove"))
        case .endMove: return .endMove
        case .cancelMove: return .cancelMove
        case .delegate:
            let method = try parseWord(DelegateMethod.self, after: "delegate", expecting: "a delegate method like shouldSelect", noun: "delegate method")
            var target: Located<ItemRef>?
            if !check(.equal) { target = try parseItemRef(after: "delegate \(method.value.rawValue)") }
            if method.value.needsItem, target == nil {
                throw fail(.expectedItem(after: "'delegate \(method.value.rawValue)'"), at: peek)
            }
            _ = try consume(.equal, orReport: .expectedEqual(after: "'delegate \(method.value.rawValue)'"))
            let value = try parseValue(after: "'='")
            try checkValue(value, is: method.value.valueKind)
            if method.value == .dropSessionDidUpdate { return try parseDropProposalAnswer(target: target, operation: value) }
            return .delegate(method: method, target: target, value: value)
        case .register:
            let name = try consume(.identifier, orReport: .expectedIdentifier("a reuse identifier like Cell", after: "register"))
            // `register FORM NAME` when a form word is followed by a name; `register NAME` otherwise.
            if let form = RegistrationForm(rawValue: text(of: name)), peek.kind == .identifier {
                let identifier = advance()
                return .registerView(Located(form, name.range), name: Located(text(of: identifier), identifier.range))
            }
            return .register(Located(text(of: name), name.range))
        case .focus:
            // Choice: a word that is a direction's misspelling (FocusDirection.typo: `rigth`, `Up`)
            // is a syntax error, not an item name; such an item is focused by its index path.
            if peek.kind == .identifier {
                let written = text(of: peek)
                if let direction = FocusDirection(rawValue: written) {
                    return .focus(nil, direction: Located(direction, advance().range))
                }
                if FocusDirection.typo(written) != nil {
                    let words = FocusDirection.allCases.map(\.rawValue)
                    throw fail(.unknownWord(written, noun: "focus direction", expected: words), at: peek,
                               fixIts: suggestion(for: peek, in: words))
                }
            }
            return .focus(try parseItemRef(after: "focus"), direction: nil)

        // Diffable data source
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

        // Looking and checking
        case .show:
            guard peek.kind == .identifier else { return .show(nil) }
            return .show(try parseWord(ShowTopic.self, after: "show", expecting: "what to show", noun: "show topic"))
        case .trace: return .trace(try parseBoolean(after: "trace"))
        case .expect: return try parseExpect()
        case .echo:
            let string = try consume(.string, orReport: .expectedString(after: "echo"))
            guard case .string(let value) = string.literal else { throw fail(.expectedString(after: "echo"), at: string) }
            return .echo(value)
        case .repeat:
            let count = try parseInteger(.expectedInteger("a count like 3", after: "repeat"))
            return .repeat(count, try parseBlock(after: "repeat") { try $0.parseCommand() })
        case .sameTurn:
            return .sameTurn(try parseBlock(after: "sameTurn") { try $0.parseCommand() })
        case .help:
            guard let word = match(.identifier) else { return .help(nil) }
            return .help(Located(text(of: word), word.range))
        case .pause:
            guard let string = match(.string), case .string(let value) = string.literal else { return .pause(nil) }
            return .pause(value)
        case .explain: return .explain(try parseExplainTopic())
        case .release: return try parseRelease()
        case .fling: return try parseFling()
        case .tapStatusBar: return .scrollGesture(.tapStatusBar)
        case .multiSelect, .longPress, .dismissMenu, .previewAction: return try parseTouchInteraction(keyword)
        case .drop, .commitPlaceholder, .deletePlaceholder, .moveFinger, .addToDrag, .cancelDrag: return try parseDropInteraction(keyword)
        case .hold: return try parseHold()
        case .swipeActions, .swipe, .configurationUpdateHandler: return try parseSwipeCommand(keyword)
        case .separatorVisibility: return try parseItemSeparator()
        case .startInteractiveTransition: return try parseStartInteractiveTransition()
        case .transitionProgress: return try parseTransitionProgress()
        case .finishInteractiveTransition: return .layoutTransition(.finish)
        case .cancelInteractiveTransition: return .layoutTransition(.cancel)

        default:
            // unreachable: parseCommandKind passes only the keywords handled above.
            throw unknownCommand(keyword.rawValue, at: keywordToken)
        }
    }

    /// "did you mean 'insert'?" when the next token is a misspelt update keyword.
    private func updateSuggestion() -> [Diagnostic.FixIt] {
        peek.kind == .identifier ? suggestion(for: peek, in: CommandCatalog.updateKeywords) : []
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

    // MARK: - Set-up

    private mutating func parseIOS() throws -> CommandKind {
        let token = peek
        guard token.kind == .integer || token.kind == .decimal else {
            throw fail(.expectedVersion(after: "ios"), at: token)
        }
        advance()
        let written = text(of: token)
        guard let version = UIKitVersion(parsing: written) else {
            throw fail(.unsupportedVersion(written), at: token)
        }
        return .ios(Located(version, token.range))
    }

    /// `layout flow name=value …`. Choice: the property list may continue on following lines
    /// whose first tokens are `name =` (docs/language.md wraps its `layout flow` example that way); no
    /// command starts with a name followed by `=`, so this is unambiguous.
    private mutating func parseLayout() throws -> CommandKind {
        if peek.kind == .identifier, text(of: peek) == "compositional" {
            advance()
            return try parseLayoutChange(compositional: try parseCompositionalLayout())
        }
        if peek.kind == .identifier, text(of: peek) == "list" {
            advance()
            return try parseLayoutChange(compositional: try parseListLayout())
        }
        return try parseLayoutChange(try parseLayoutProperties(after: "layout"))
    }

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

    // MARK: - Updates

    /// `data UPDATE` / `view UPDATE`: the update keyword is the command's keyword range.
    private mutating func parseSidedUpdate(_ side: UpdateSide, keywordRange: inout SourceRange) throws -> CommandKind {
        let keywordToken = advance()
        keywordRange = keywordToken.range
        let keyword = text(of: keywordToken)
        if keyword == "reload", peek.endsCommand {
            throw fail(.reloadDataWithSide(side.rawValue), at: peek)
        }
        return .update(try parseUpdate(keyword), side: side)
    }

    /// The arguments of an update keyword (already consumed).
    private mutating func parseUpdate(_ keyword: String) throws -> UpdateCommand {
        switch keyword {
        case "insert":
            var paths: [Located<IndexPath>] = []
            while let token = match(.indexPath), case .indexPath(let path) = token.literal {
                paths.append(Located(path, token.range))
            }
            if paths.isEmpty { throw fail(.expectedIndexPath(after: "'insert'"), at: peek) }
            return .insertItems(paths: paths, items: try parseItemList())
        case "delete": return .deleteItems(try parseItemRefs(after: keyword))
        case "reload": return .reloadItems(try parseItemRefs(after: keyword))
        case "reconfigure": return .reconfigureItems(try parseItemRefs(after: keyword))
        case "move":
            let from = try parseItemRef(after: "move")
            _ = try consume(.arrow, orReport: .expectedArrow(after: "the item to move"))
            let to = try consume(.indexPath, orReport: .expectedIndexPath(after: "'->'"))
            guard case .indexPath(let path) = to.literal else { throw fail(.expectedIndexPath(after: "'->'"), at: to) }
            return .moveItem(from: from, to: Located(path, to.range))
        case "insertSection":
            let index = try parseInteger(.expectedInteger("a section index like 1", after: "insertSection"))
            return .insertSections(index: index, names: parseNames())
        case "deleteSection": return .deleteSections(try parseSectionRefs(after: keyword))
        case "reloadSection": return .reloadSections(try parseSectionRefs(after: keyword))
        case "moveSection":
            let from = try parseSectionRef(after: "moveSection")
            _ = try consume(.arrow, orReport: .expectedArrow(after: "the section to move"))
            let to = try parseInteger(.expectedInteger("a section index like 2", after: "->"))
            return .moveSection(from: from, to: to)
        default:
            // unreachable: callers only pass CommandCatalog.updateKeywords, all handled above.
            throw fail(.expectedUpdate(after: keyword), at: previous)
        }
    }

    // MARK: - expect

    /// `expect SUBJECT [ARGUMENT] OP VALUE` or `expect error ["TEXT"] { … }`.
    private mutating func parseExpect() throws -> CommandKind {
        if checkWord(ExpectSubject.errorWord), peekNext.kind == .string || peekNext.kind == .leftBrace {
            advance()
            var pattern = Located("", SourceRange(peek.range.lowerBound, peek.range.lowerBound))
            if let string = match(.string), case .string(let value) = string.literal {
                pattern = Located(value, string.range)
            }
            let body = try parseBlock(after: "expect error") { try $0.parseCommand() }
            return .expectError(pattern: pattern, body: body)
        }
        let subject = try parseWord(ExpectSubject.self, after: "expect", expecting: "what to check (count, items, selected, …)", noun: "expect subject")
        let name = subject.value.rawValue
        var argument: Located<Value>?
        if comparison(peek) == nil, !peek.endsCommand {
            argument = try parseValue(after: "'expect \(name)'")
        }
        try checkArgument(argument, of: subject)
        let opToken = peek
        guard let op = comparison(opToken) else {
            throw fail(.expectedComparison(after: name), at: opToken)
        }
        advance()
        let expected = try parseValue(after: "'\(op.rawValue)'")
        return .expect(subject: subject, argument: argument,
                       op: Located(op, opToken.range), expected: expected)
    }

    /// `expect frame == …` (no item) and `expect selected [0,0] == …` (an argument it does not
    /// take) are syntax errors.
    private mutating func checkArgument(_ argument: Located<Value>?, of subject: Located<ExpectSubject>) throws {
        let shape = subject.value.argument
        guard let argument else {
            if shape == .section || shape == .item {
                let written = subject.value.rawValue + (shape == .item ? " [0,0]" : " 0")
                let fixIt = Diagnostic.FixIt(message: "did you mean 'expect \(written)'?", range: subject.range, replacement: written)
                report(.expectArgument(subject.value.rawValue, needs: shape == .item ? "an item" : "a section",
                                       example: subject.value.example), range: subject.range, fixIts: [fixIt])
                throw Failure()
            }
            return
        }
        let fits: Bool
        switch (shape, argument.value) {
        case (.none, _): fits = false
        case (.optionalSection, .integer), (.optionalSection, .identifier),
             (.section, .integer), (.section, .identifier): fits = true
        case (.item, .indexPath), (.item, .identifier): fits = true
        default: fits = false
        }
        guard fits else {
            let needs = shape == .none ? "no argument" : shape == .item ? "an item" : "a section"
            report(.expectArgument(subject.value.rawValue, needs: needs, example: subject.value.example), range: argument.range)
            throw Failure()
        }
    }

    private func comparison(_ token: Token) -> ComparisonOperator? {
        switch token.kind {
        case .equalEqual: return .equal
        case .bangEqual: return .notEqual
        case .less: return .less
        case .lessEqual: return .lessOrEqual
        case .greater: return .greater
        case .greaterEqual: return .greaterOrEqual
        default: return nil
        }
    }
}
