import CollectionEngine

/// How a session prints.
public struct SessionOptions: Sendable {
    public enum Format: String, Sendable {
        /// The human transcript: each command, what it called, then the state.
        case transcript
        /// One JSON object per command (JSON Lines).
        case json
    }

    public var format: Format
    /// Print only errors, `echo` and `show`.
    public var quiet: Bool
    /// ANSI colour for errors and headings (REPL on a terminal only; never in goldens).
    public var color: Bool
    /// `--ios 16.4`: the UIKit to reproduce until a script says `ios …`.
    public var version: UIKitVersion
    /// Polled between commands and inside `repeat`: true stops the entry with "interrupted"
    /// (the REPL's Ctrl-C, Lua style); the interrupted command changes nothing.
    public var isInterrupted: (@Sendable () -> Bool)?
    /// How `show layout` draws: the goldens' 80-column ASCII unless a front end sizes it to a terminal.
    public var picture = ViewportPicture.PictureOptions()
    /// `--changes`: after each step print only what changed (`selected: [0,1] → [0,2]`, the
    /// items inserted, deleted and moved) instead of the whole state.
    public var changesOnly = false

    public init(format: Format = .transcript, quiet: Bool = false, color: Bool = false,
                version: UIKitVersion = .latest) {
        self.format = format
        self.quiet = quiet
        self.color = color
        self.version = version
    }
}

/// What running a script or a REPL entry produced.
public struct RunResult: Sendable {
    /// Exit codes (docs/language.md): 0 ok, 1 a failed `expect` or a runtime error, 65 a syntax error.
    public typealias Status = ExitStatus

    /// Everything to print, in order (transcript or JSON Lines), ending in a newline when not empty —
    /// collected only by the calls without a sink (tests, goldens); a streaming run leaves it empty,
    /// having written each step to its sink as it ran.
    public var output: String
    public var status: Status
    /// The source of the commands that ran successfully, from the start up to the end of the last
    /// one (empty when none did): what a recording must replay to reach the same state when a
    /// later command of the same entry failed.
    public var succeededSource: String
    /// Whether a command that ran changed anything (false for an entry of only `show`, `expect`,
    /// `echo`, `help`, `explain`, `hit` or `pause`): the REPL's `:undo` counts only such entries.
    public var changedSomething = false

    public init(output: String, status: Status, succeededSource: String = "") {
        self.output = output
        self.status = status
        self.succeededSource = succeededSource
    }
}

/// One interpreter and its collection view, alive for a whole script or REPL session. A value:
/// copying it snapshots the session (`:undo`). Every front end — `colscript run`, the REPL and the
/// tests — goes through here, so they print the same transcript.
public struct Session: Sendable {
    public var options: SessionOptions
    var interpreter: Interpreter
    /// The state lines last printed, for `changesOnly` transcripts.
    var lastStateLines: [String] = []

    public init(options: SessionOptions = SessionOptions()) {
        self.options = options
        self.interpreter = Interpreter(version: options.version)
        self.interpreter.isInterrupted = options.isInterrupted
    }

    /// Runs a whole script (`colscript run`): syntax errors are all reported and nothing runs
    /// (status 65); otherwise commands run in order until the first unexpected error (status 1).
    public mutating func runScript(_ source: SourceFile) -> RunResult {
        var output = ""
        var result = runScript(source) { output += $0 }
        result.output = output
        return result
    }

    /// Runs a whole script, handing each step's text (transcript or JSON Lines) to `sink` as soon
    /// as the step has run: a long script prints as it goes. The result's `output` is empty.
    public mutating func runScript(_ source: SourceFile, to sink: (String) -> Void) -> RunResult {
        run(source, echoCommands: true, sink: sink).0
    }

    /// Parses only (`colscript check`): every syntax error, status 65 if any.
    public func check(_ source: SourceFile) -> RunResult {
        let parsed = Parser.parse(source)
        guard parsed.diagnostics.isEmpty else {
            return RunResult(output: renderSyntaxErrors(parsed.diagnostics, in: source), status: .syntaxError)
        }
        return RunResult(output: "", status: .ok)
    }

    /// Whether a REPL entry is unfinished (ends inside `{ … }` or a string): ask for more lines.
    public static func isIncomplete(_ source: SourceFile) -> Bool {
        Parser.parse(source).isIncomplete
    }

    /// Where a REPL entry read so far ends, as the parser reads it (so an entry ends where the
    /// same lines end a command in `colscript run`).
    public enum EntryEnd: Sendable {
        /// Every command is whole.
        case complete
        /// It ends inside `{ … }` or a string: more lines are needed.
        case incomplete
        /// Whole, but a next line starting `NAME =` would continue its last command
        /// (`layout flow itemSize=100x100` then `  sectionInset=16`): `continues(_:with:)` says.
        case continuable
    }

    public static func entryEnd(_ source: SourceFile) -> EntryEnd {
        let parsed = Parser.parse(source)
        if parsed.isIncomplete { return .incomplete }
        return parsed.takesContinuationLine ? .continuable : .complete
    }

    /// Whether `line` continues an entry that ended `.continuable` (the parser's rule).
    public static func continues(with line: String) -> Bool {
        Parser.continues(with: line)
    }

    /// Runs one REPL entry: like `runScript`, but an error ends only this entry, never the session.
    /// On a terminal the commands are not echoed (the person just typed them); piped input echoes
    /// them so that the output is exactly `colscript run`'s transcript of the same lines.
    public mutating func runEntry(_ source: SourceFile, echoCommands: Bool = false) -> RunResult {
        var output = ""
        var result = runEntry(source, echoCommands: echoCommands) { output += $0 }
        result.output = output
        return result
    }

    /// Runs one REPL entry, handing each step's text to `sink` as it runs (`output` stays empty).
    public mutating func runEntry(_ source: SourceFile, echoCommands: Bool = false, to sink: (String) -> Void) -> RunResult {
        run(source, echoCommands: echoCommands, sink: sink).0
    }

    /// What `explain` prints about the last error (one line per reason, newline-terminated).
    public func explanationOfLastError() -> String {
        interpreter.explainLastError().map { $0 + "\n" }.joined()
    }

    /// The same, said to an app developer: UIKit's terms only, none of the script's syntax
    /// (`Explainer.inUIKitTerms`).
    public func explanationOfLastErrorInUIKitTerms() -> String {
        interpreter.explainLastError().compactMap(Explainer.inUIKitTerms).map { $0 + "\n" }.joined()
    }

    /// Section identifiers, in order (for Tab completion).
    public var sectionIdentifiers: [String] {
        interpreter.view.dataSource.sections.map { interpreter.view.sectionNames.name($0.value) }
    }

    /// Item identifiers, at most `limit` of them, in order (for Tab completion).
    public func itemIdentifiers(limit: Int = 1000) -> [String] {
        interpreter.itemNameCandidates(limit: limit)
    }

    /// Parses `source`; if it is free of syntax errors, runs its commands until the first error.
    /// Each step's text goes to `sink` as soon as the step has run; the result's `output` is empty.
    mutating func run(_ source: SourceFile, echoCommands: Bool, collectingSteps: Bool = false,
                      previous: StepSnapshot? = nil, sink: (String) -> Void) -> (RunResult, [StepSnapshot]) {
        let parsed = Parser.parse(source)
        guard parsed.diagnostics.isEmpty else {
            sink(renderSyntaxErrors(parsed.diagnostics, in: source))
            return (RunResult(output: "", status: .syntaxError), [])
        }
        interpreter.pictureOptions = options.picture
        var steps: [StepSnapshot] = []
        var status = RunResult.Status.ok
        var succeededEnd = 0
        var changedSomething = false
        for command in parsed.script.commands {
            var step: Step
            do {
                let report = try interpreter.execute(command)
                step = Step(command: command, report: report, error: nil, events: interpreter.view.drainEvents())
                if !command.traits.isExpectation { interpreter.lastStepEvents = step.events }
                succeededEnd = command.range.upperBound
                if step.changedState || !command.traits.onlyLooks { changedSomething = true }
                noteOutOfStep(step, in: source)
            } catch {
                step = Step(command: command, report: StepReport(), error: error, events: interpreter.view.drainEvents())
                status = .failure
            }
            step.state = interpreter.stepState(after: step, format: options.format, quiet: options.quiet, changesOnly: options.changesOnly)
            let text: String
            switch options.format {
            case .transcript:
                text = TranscriptRenderer(options: options)
                    .render(step, in: source, echoCommand: echoCommands, previousState: options.changesOnly ? lastStateLines : nil)
                if options.changesOnly, step.changedState, let lines = step.state.lines { lastStateLines = lines }
            case .json: text = JSONLinesRenderer.render(step, in: source) + "\n"
            }
            sink(text)
            if collectingSteps {
                steps.append(snapshot(after: step, in: source, transcript: text, previous: steps.last ?? previous))
            }
            if step.error != nil { break }
        }
        let succeeded = source.text(of: SourceRange(0, succeededEnd))
        var result = RunResult(output: "", status: status, succeededSource: succeeded)
        result.changedSomething = changedSomething
        return (result, steps)
    }

    private func renderSyntaxErrors(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
        switch options.format {
        case .transcript:
            return diagnostics.map { DiagnosticRenderer(colored: options.color).render($0, in: source) }.joined()
        case .json:
            return diagnostics.map { diagnostic in
                let location = source.location(of: diagnostic.range.lowerBound)
                return JSONValue.object([
                    ("line", .number(Double(location.line))), ("column", .number(Double(location.column))),
                    ("ok", .bool(false)), ("error", .string(diagnostic.message)), ("id", .string(diagnostic.id)),
                ]).text + "\n"
            }.joined()
        }
    }
}


extension Session {
    /// Remembers the command that told only one side of an update (for `explain`), until the
    /// data source and the view agree again.
    mutating func noteOutOfStep(_ step: Step, in source: SourceFile) {
        if step.calls.contains(where: \.isOneSided) {
            let line = source.location(of: step.command.range.lowerBound).line
            let text = source.text(of: step.command.range).split(separator: "\n").first.map(String.init) ?? ""
            let side = step.calls.contains(where: \.isDataOnly) ? "changed the data source without telling the view"
                : "told the view of a change the data source never made"
            interpreter.outOfStepSince = "line \(line): `\(text)` \(side)"
        } else if interpreter.outOfStepSince != nil, interpreter.view.dataSourceAndViewAgree {
            interpreter.outOfStepSince = nil
        }
    }
}

extension UIKitCall {
    var isOneSided: Bool {
        switch self {
        case .update(_, let side, _): side != .both
        case .performBatchUpdates(let calls): calls.contains(where: \.isOneSided)
        default: false
        }
    }

    var isDataOnly: Bool {
        switch self {
        case .update(_, let side, _): side == .dataOnly
        case .performBatchUpdates(let calls): calls.contains(where: \.isDataOnly)
        default: false
        }
    }
}

extension CollectionView {
    /// The view's section and item counts equal the data source's.
    var dataSourceAndViewAgree: Bool {
        let data = dataSource
        guard data.numberOfSections == numberOfSections else { return false }
        for index in 0..<numberOfSections where numberOfItems(inSection: index) != data.sections[index].items.count {
            return false
        }
        return true
    }
}
