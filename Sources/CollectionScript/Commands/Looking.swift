import CollectionEngine

// One family of commands, declared together (docs/language.md §5): each keyword with its spec
// (`info`: syntax, example, UIKit API, summary, UIKit method names, help word list), its
// traits, how it parses, and how it runs. Every switch over the keywords is exhaustive.

extension Keyword {
    /// Looking and checking: print, check, explain, repeat; nothing here is UIKit’s.
    public enum Looking: String, CaseIterable, Hashable, Sendable {
        case show, trace, expect, echo, `repeat`, sameTurn, help, pause, explain, voiceOver

        /// The command's syntax line, example, UIKit API and summary.
        public var info: CommandInfo {
            switch self {
            case .show:
                return .init("show", syntax: "show [WHAT]", example: "show layout", uikit: "—",
                        summary: "Print the state, or: layout, frames, snapshot, diff, cells.",
                        wordList: .showTopics)
            case .trace:
                return .init("trace", syntax: "trace on|off", example: "trace on", uikit: "—",
                        summary: "Print data-source and delegate callbacks as they happen.")
            case .expect:
                return .init("expect", syntax: "expect SUBJECT [ARGUMENT] OP VALUE | expect error \"TEXT\" { COMMAND… }",
                        example: "expect items Favorites == [A B G C]", uikit: "—",
                        summary: "Check the state; or that the block fails with a message containing TEXT.",
                        wordList: .expectSubjects,
                        answers: ExpectSubject.allCases.flatMap { subject in
                            subject.uikitQueries.map { AnsweredMethod($0, suggesting: "expect " + subject.rawValue) }
                        })
            case .echo:
                return .init("echo", syntax: "echo \"TEXT\"", example: "echo \"any text\"", uikit: "—", summary: "Print text.")
            case .`repeat`:
                return .init("repeat", syntax: "repeat N { COMMAND… }", example: "repeat 3 { insert [0,0] count 1 }", uikit: "—",
                        summary: "Run a block N times.")
            case .sameTurn:
                return .init("sameTurn", syntax: "sameTurn { COMMAND… }", example: "sameTurn { reload; insert [0,0] X }",
                        uikit: "one run-loop turn (no layoutIfNeeded between the calls)",
                        summary: "Run commands in one run-loop turn: reloadData only marks the counts stale until the turn ends.")
            case .help:
                return .init("help", syntax: "help [COMMAND]", example: "help insert", uikit: "—",
                        summary: "List commands, or show one command's syntax and UIKit API.")
            case .pause:
                return .init("pause", syntax: "pause [\"TEXT\"]", example: "pause \"Look at the selection\"", uikit: "—",
                        summary: "A lesson's stopping point (a no-op outside lessons).")
            case .explain:
                return .init("explain", syntax: "explain [offset | contentSize | visible | frame ITEM]", example: "explain frame [0,4]", uikit: "—",
                        summary: "Explain why the last error happened, or the arithmetic behind a value.")
            case .voiceOver:
                return .init("voiceOver", syntax: "voiceOver on|off", example: "voiceOver on",
                        uikit: "UIAccessibility.isVoiceOverRunning, UIAccessibility.Notification.layoutChanged",
                        summary: "Whether VoiceOver listens: the trace then shows each layoutChanged post (counted always: expect layoutChangedPosts).")
            }
        }

        /// What the runtime knows of the command besides running it (`CommandTraits`).
        func traits(of kind: CommandKind) -> CommandTraits {
            switch self {
            case .expect: if case .expectError = kind { CommandTraits.expectation.exported(.expectsError) } else { .expectation }
            case .show, .echo: .expectation
            case .explain: CommandTraits.looks.exported(.looks)
            case .help, .pause: CommandTraits.looks.exported(.printsOnly)
            case .trace: CommandTraits(export: .printsOnly)
            case .repeat: CommandTraits(export: .calls)
            // The exporter runs their commands one by one (SwiftExportWriter+Loops.swift).
            case .sameTurn: CommandTraits(export: .calls)
            case .voiceOver:
                if case .voiceOver(let on) = kind {
                    CommandTraits(export: .note(on ? "Turn VoiceOver on (Settings › Accessibility) to hear the layoutChanged posts." : "(VoiceOver off)"))
                } else {
                    CommandTraits()
                }
            }
        }
    }
}

extension ParserState {
    /// The arguments of a looking or checking command (the keyword consumed).
    mutating func parse(_ keyword: Keyword.Looking) throws -> CommandKind {
        switch keyword {
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
        case .voiceOver: return .voiceOver(try parseBoolean(after: "voiceOver"))
        }
    }

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

/// The execution of the family's commands (`Interpreter.perform` dispatches here).
extension Interpreter {
    /// `trace on|off`.
    mutating func performTrace(_ on: Bool) -> StepReport {
        var report = StepReport()
        isTracing = on
        report.lines.append(.text(on ? "tracing callbacks" : "not tracing callbacks"))
        return report
    }

    /// `expect SUBJECT [ARGUMENT] OP VALUE`.
    mutating func performExpect(subject: Located<ExpectSubject>, argument: Located<Value>?, op: Located<ComparisonOperator>, expected: Located<Value>) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.lines.append(.expectation(try checkExpectation(subject: subject, argument: argument, op: op, expected: expected)))
        return report
    }

    /// `echo "TEXT"`.
    mutating func performEcho(_ text: String) -> StepReport {
        var report = StepReport()
        report.lines.append(.text(text))
        report.isUserOutput = true
        return report
    }

    /// `repeat N { … }`.
    mutating func performRepeat(_ count: Located<Int>, _ body: [Command]) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        try checkRepeatCount(count)
        for _ in 0..<count.value {
            for inner in body {
                report.merge(try perform(inner))
            }
        }
        summarised(&report)
        return report
    }

    /// `sameTurn { … }`: one run-loop turn.
    mutating func performSameTurn(_ body: [Command]) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        let nested = view.isInOneRunLoopTurn
        if !nested { view.beginRunLoopTurn() }
        for inner in body { report.merge(try perform(inner)) }
        if !nested {
            let stale = !view.countCacheIsValid
            do { try view.endRunLoopTurn() } catch { throw layoutPassError(error) }
            report.calls.append(.layout(.layoutPass(staleCounts: stale)))
        }
        summarised(&report)
        return report
    }

    /// `help [COMMAND]`. A word that names no command pays for the search for what it may mean
    /// (every topic compared, `Limits.suggestionCandidateCost` each); the text is paid by the byte.
    /// The topic is looked up once: its text, or (a miss) the suggestion.
    mutating func performHelp(_ topic: Located<String>?) throws(RuntimeError) -> StepReport {
        let lines: [String]
        if let topic {
            if let text = HelpRenderer.topic(topic.value) {
                lines = text
            } else {
                try spend(HelpRenderer.topics.count * Limits.suggestionCandidateCost, at: topic.range)
                lines = HelpRenderer.unknownTopic(topic.value)
            }
        } else {
            lines = HelpRenderer.overview()
        }
        var report = StepReport()
        report.lines += lines.map(StepOutput.text)
        report.isUserOutput = true
        return report
    }

    /// `pause ["TEXT"]`: a lesson's stopping point.
    mutating func performPause(_ text: String?) -> StepReport {
        var report = StepReport()
        if let text { report.lines.append(.text(text)) }
        return report
    }

    /// `explain [TOPIC]`.
    mutating func performExplain(_ topic: Located<ExplainTopic>?) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.lines += try (topic.map(explain) ?? explainLastError()).map(StepOutput.text)
        report.isUserOutput = true
        return report
    }
}
