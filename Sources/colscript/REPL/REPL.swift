import CollectionScript
import ColscriptTools

/// The read-eval-print loop: reads entries (joining lines while `Session.entryEnd` says the
/// entry goes on), runs them with `Session.runEntry`, prints what they print,
/// and handles the meta commands (`:help`, `:load`, `:record`, `:reset`, `:undo`, `:history`,
/// `:quit`).
///
/// The REPL is `colscript run` one entry at a time: the same `Session`, the same transcript, and
/// the same line numbers — each entry is numbered from its first line in the whole input, so a
/// piped script's diagnostics read `<stdin>:3:5` as `colscript run -` prints them. A blank line
/// inside an open `{ … }` continues the block, as in a file.
///
/// Errors never end the loop. Piped (non-interactive) input exits with the gravest status any
/// entry or meta command had (1 a failure, 65 a syntax error, 73 a file that cannot be written),
/// else 0; on a terminal the REPL exits 0 unless a recording could not be written (73). Meta
/// commands' notes and errors go to standard error, so standard output holds only the session's
/// transcript (what a recording replays to).
struct REPL {
    static let prompt = "colscript> "
    static let continuationPrompt = "...> "
    /// The bytes the open undo steps (`Session.UndoPoint`) may keep alive to undo the data source's
    /// changes: older steps are forgotten first (the newest is always kept, so one `:undo` is
    /// immediate); undoing past them replays the journal into a fresh session.
    static let undoBudget = 32 << 20
    /// The most undo steps kept open.
    static let undoStepLimit = 1_000
    /// About what an open undo step keeps alive besides the journal: the view's and the session's
    /// small state.
    static let undoStepOverhead = 4 << 10
    /// This REPL's budget (tests lower it to make `:undo` replay).
    var undoBudget = REPL.undoBudget
    /// The longest line (in UTF-8 bytes) the REPL runs: a longer pasted line is refused at once
    /// with an error, instead of being lexed and quoted back for seconds.
    static let lineLimit = 1 << 20

    private(set) var session: Session
    private let options: SessionOptions
    private let style: ConsoleStyle
    /// Sources of the successful entries since the session started (what a recording replays,
    /// and what `:undo` replays when its undo step was forgotten).
    /// Whether each journal entry changed something (`show`, `expect` … only look: not undo steps).
    private var entryChanged: [Bool] = []
    private var journal: [String] = []
    /// The undo steps of the newest journal entries that changed something (`entry`: the entry's
    /// index), oldest first, each an engine transaction left open: `:undo` rolls the newest back.
    /// Before, the REPL kept copies of the session, and holding one made the next edit of the item
    /// arrays copy them all (8 MB a step at a million items).
    private var undoSteps: [(entry: Int, point: Session.UndoPoint)] = []
    /// The session the journal starts from (fresh, or after `:reset`): what replaying starts from.
    private var journalStart: Session
    /// Before each journal entry: what the previous entries left for the next to read
    /// (`Session.Residue`), which replaying does not rebuild.
    private var residues: [Session.Residue] = []
    /// The work each journal entry was charged when it ran (`Session.workSpent`): what replaying
    /// it costs at most. `:undo` refuses, without running anything, a replay whose entries were
    /// charged more than one budget (issue 36: thirty `:undo`s each replayed up to a budget).
    private var entryWork: [Int] = []
    private var recorder: Recorder?
    /// Piped input echoes each command as `colscript run` does, so a piped session's output is
    /// byte for byte the transcript of the same script (a terminal already shows what was typed).
    /// Set at start, so `repl --load FILE` echoes too when piped.
    private let echoesCommands: Bool
    /// The gravest status of any entry or meta command so far.
    private(set) var worstStatus = ExitStatus.ok
    /// How many lines the reader has given, so each entry knows the line it starts on.
    private var linesRead = 0
    /// Whether writing to standard output has failed (reported once).
    private var outputFailed = false
    /// At a terminal: its size now (TIOCGWINSZ), read before every entry and every page of help,
    /// so after a resize (SIGWINCH) text wraps, and pictures are drawn, at the new size. Nil when
    /// standard output is not a terminal: then nothing is wrapped (a piped session equals `run`).
    var terminalSize: (() -> (columns: Int, lines: Int))?
    /// Whether `show layout` pictures take the terminal's size (not when `--width` fixed it).
    var picturesFollowTheTerminal = false
    /// The entries of this session with the line each started on: the numbers `<repl>:N`
    /// diagnostics give, which `:history` lists.
    private var numberedEntries: [(line: Int, text: String)] = []
    /// The live page's feed (`repl --serve`): every step, `:undo` and `:reset` is sent to it.
    var live: LiveFeed?

    init(options: SessionOptions, style: ConsoleStyle, echoesCommands: Bool) {
        self.options = options
        self.style = style
        self.echoesCommands = echoesCommands
        self.session = Session(options: options)
        self.journalStart = session
    }

    static var banner: String {
        "CollectionScript \(Colscript.version) — a headless UICollectionView. Type :help for commands, :quit to leave.\n"
    }

    /// Reads and runs entries until the end of input or `:quit`; returns the exit status.
    ///
    /// Where an entry ends is the parser's answer (`Session.entryEnd`), so lines make the same
    /// commands as in `colscript run`: inside `{ … }` or a string the entry goes on; after a
    /// `layout flow …` property list, a next line starting `NAME =` continues it. Piped, such an
    /// entry waits for the next line; on a terminal it runs at once, and a continuation line then
    /// takes it back and runs it again, joined.
    mutating func run<Reader: LineReader>(_ reader: inout Reader) -> ExitStatus {
        var pending: String?
        var pendingFirstLine = 1
        /// A whole entry the next line may continue (piped: not run yet; on a terminal: run).
        var continuable: (text: String, firstLine: Int)?
        loop: while true {
            reader.setCompletionContext(session: session, pendingEntry: pending)
            let input = reader.readLine(prompt: pending == nil ? Self.prompt : Self.continuationPrompt)
            switch input {
            case .endOfInput:
                if reader.isInteractive {
                    StandardStream.output.write("\n")
                } else if let held = continuable {
                    enter(held.text, firstLine: held.firstLine, reader: &reader)
                } else if let pending {
                    // Piped input ended inside a block: run it so the error is reported.
                    enter(pending, firstLine: pendingFirstLine, reader: &reader)
                }
                break loop
            case .interrupt:
                pending = nil
                continuable = nil
            case .line(let line):
                linesRead += 1
                var joined = false
                if let previous = continuable {
                    continuable = nil
                    if line.utf8.count <= Self.lineLimit, Session.continues(with: line) {
                        if reader.isInteractive { withdraw(previous.text) }
                        pending = previous.text + "\n" + line
                        pendingFirstLine = previous.firstLine
                        joined = true
                    } else if !reader.isInteractive {
                        enter(previous.text, firstLine: previous.firstLine, reader: &reader)
                    }
                }
                if !joined {
                    if line.utf8.count > Self.lineLimit {
                        pending = nil
                        fail("line \(linesRead) is \(line.utf8.count) bytes, longer than \(Self.lineLimit) (1 MiB), the most one line may hold; ignored it")
                        continue
                    }
                    if let text = pending {
                        // A blank line inside a block continues it, as in a file (Ctrl-C abandons it).
                        pending = text + "\n" + line
                    } else {
                        if line.trimmingBlanks().isEmpty { continue }
                        if let meta = MetaCommand.parse(line) {
                            reader.addHistory(line)
                            numberedEntries.append((linesRead, line))
                            if perform(meta, reader: &reader) == .quit { break loop }
                            continue
                        }
                        pending = line
                        pendingFirstLine = linesRead
                    }
                }
                guard let entry = pending else { continue }
                switch Session.entryEnd(SourceFile(name: "<repl>", text: entry)) {
                case .incomplete:
                    continue
                case .complete:
                    pending = nil
                    enter(entry, firstLine: pendingFirstLine, reader: &reader)
                case .continuable:
                    pending = nil
                    continuable = (entry, pendingFirstLine)
                    if reader.isInteractive { enter(entry, firstLine: pendingFirstLine, reader: &reader) }
                }
            }
        }
        if reader.isInteractive { return worstStatus == .cannotCreate ? .cannotCreate : .ok }
        return worstStatus
    }

    /// On a terminal, a line continuing `entry` came after `entry` ran: take `entry` back (as
    /// `:undo` would, without the note) so that it runs again with the line, as one command.
    private mutating func withdraw(_ entry: String) {
        guard journal.last == entry else { return }
        if entryChanged.last == true {
            undoLastEntry(quietly: true)
        } else {
            journal.removeLast()
            residues.removeLast()
            entryWork.removeLast()
            entryChanged.removeLast()
            if let recorder, let problem = recorder.rewrite(journal) {
                stopRecording(because: "cannot write '\(recorder.path)': \(problem)")
            }
        }
        note("(the line continues the command above: running them again as one)")
    }

    private mutating func enter<Reader: LineReader>(_ entry: String, firstLine: Int, reader: inout Reader) {
        reader.addHistory(entry)
        // A continuation line ran the entry again, joined: one entry, numbered from its first line.
        if numberedEntries.last?.line == firstLine { numberedEntries.removeLast() }
        numberedEntries.append((firstLine, entry))
        let name = reader.isInteractive ? "<repl>" : "<stdin>"
        run(SourceFile(name: name, text: entry, firstLine: firstLine))
    }

    /// Runs one entry (typed or loaded) into the session and prints its output.
    mutating func run(_ source: SourceFile, echo: Bool? = nil, printing: Bool = true) {
        let columns = followTheTerminal()
        let residue = session.residue
        let workBefore = session.workSpent
        let undoPoint = session.beginUndoStep()
        var writeFailure: String?
        let echoes = echo ?? echoesCommands
        // An echoed step's output is indented two spaces (a lesson's commands): a picture sized to
        // the terminal is drawn that much narrower, or its right edge would wrap onto the next line.
        let picture = session.options.picture
        if echoes, picture.isTerminal { session.options.picture.width = max(20, picture.width - Self.echoIndent) }
        let result = TerminalSignals.whileRunning {
            runEntry(source, echo: echoes) { text in   // each step as it runs
                let shown = columns.map { WordWrap.wrap(text, width: $0) } ?? text
                if printing, writeFailure == nil { writeFailure = StandardStream.output.write(shown) }
            }
        }
        session.options.picture = picture
        if let writeFailure { reportWriteFailure(writeFailure) }
        worstStatus = max(worstStatus, result.status)
        // What succeeded changed the session (all of it, or the commands before a failing one):
        // it is one undo step and what a recording replays.
        let succeeded = result.status == .ok ? source.text : result.succeededSource
        guard succeeded.contains(where: { !$0.isWhitespace }) else {
            session.endUndoStep(undoPoint)
            return
        }
        residues.append(residue)
        entryWork.append(session.workSpent >= workBefore ? session.workSpent - workBefore : .max)
        entryChanged.append(result.changedSomething)
        journal.append(succeeded.hasSuffix("\n") ? String(succeeded.dropLast()) : succeeded)
        if result.changedSomething { keepUndoStep(undoPoint, forEntry: journal.count - 1) } else { session.endUndoStep(undoPoint) }
        if let recorder, let journalEntry = journal.last, let problem = recorder.append(journalEntry) {
            stopRecording(because: "cannot write '\(recorder.path)': \(problem)")
        }
    }

    /// Runs an entry in the session; with a live page, also hands it the entry's steps.
    private mutating func runEntry(_ source: SourceFile, echo: Bool, to sink: (String) -> Void) -> RunResult {
        guard var feed = live else { return session.runEntry(source, echoCommands: echo, to: sink) }
        let (result, steps) = session.runEntryCollectingSteps(source, echoCommands: echo, previous: feed.last, to: sink)
        feed.ran(steps)
        live = feed
        return result
    }

    /// How far the transcript indents an echoed step's output.
    static let echoIndent = 2

    /// At a terminal: reads its size now and sizes the pictures to it; returns the columns text
    /// wraps at (nil when standard output is not a terminal).
    private mutating func followTheTerminal() -> Int? {
        guard let size = terminalSize?() else { return nil }
        let picture = session.options.picture
        if picturesFollowTheTerminal, picture.isTerminal {
            session.options.picture = .terminal(columns: size.columns, lines: size.lines,
                                                boxDrawing: picture.boxDrawing, colour: picture.colour)
        }
        return size.columns
    }

    /// `:undo`: back to before the last successful entry that changed something, with the entries
    /// that only looked after it (the recording, if any, loses them too).
    mutating func undoLastEntry(quietly: Bool = false) {
        guard let last = entryChanged.lastIndex(of: true) else {
            fail("nothing to undo")
            return
        }
        let undone = journal[last], residue = residues[last]
        var replayed: Session?
        if undoSteps.last?.entry != last {
            replayed = sessionReplayed(to: last, residue: residue)
            guard replayed != nil else {
                fail("cannot undo: replaying the \(last) entries before it needs more than \(Limits.workBudget) units of work; nothing was undone (`:reset` starts afresh)")
                return
            }
        }
        journal.removeSubrange(last...)
        residues.removeSubrange(last...)
        entryWork.removeSubrange(last...)
        entryChanged.removeSubrange(last...)
        if let step = undoSteps.last, step.entry == last {
            undoSteps.removeLast()
            session.undo(to: step.point)
            session.residue = residue
        } else if let replayed {
            session = replayed
        }
        if !quietly { note("undid: \(Self.summary(ofEntry: undone))") }
        live?.restored(session, command: ":undo  (undid: \(Self.summary(ofEntry: undone)))", kind: .undo)
        if let recorder, let problem = recorder.rewrite(journal) {
            stopRecording(because: "cannot write '\(recorder.path)': \(problem)")
        }
    }

    /// A journal entry as `:undo` names it: at most `summaryLines` lines, each cut to
    /// `summaryColumns` characters and `…`, then how many lines are left (the entry of a `:load`
    /// is the whole file, which may hold a line of a million names).
    static func summary(ofEntry entry: String) -> String {
        let lines = entry.split(separator: "\n", omittingEmptySubsequences: false)
        var shown = lines.prefix(summaryLines).map { $0.clipped(to: summaryColumns) }
        if lines.count > summaryLines { shown.append("… \(lines.count - summaryLines) more lines") }
        return shown.joined(separator: "\n")
    }

    static let summaryLines = 6
    static let summaryColumns = 200

    /// Keeps the undo step of journal entry `entry` open, forgetting the oldest steps (never the
    /// newest) while they keep more than `undoBudget` bytes alive or number more than the limit.
    private mutating func keepUndoStep(_ point: Session.UndoPoint, forEntry entry: Int) {
        undoSteps.append((entry, point))
        while undoSteps.count > 1
                && (session.undoStepBytes + undoSteps.count * Self.undoStepOverhead > undoBudget || undoSteps.count > Self.undoStepLimit) {
            session.forgetOldestUndoStep(undoSteps[0].point, next: undoSteps[1].point)
            undoSteps.removeFirst()
        }
    }

    /// The session after the first `entries` journal entries: the journal's start with the
    /// entries replayed (silently, within one work budget: `Session.replaying`), then `residue`
    /// put back. It has no open undo steps. Nil (and nothing changed) when the replay is over budget.
    private mutating func sessionReplayed(to entries: Int, residue: Session.Residue) -> Session? {
        var charged = 0
        for work in entryWork[0..<entries] {
            charged = charged > Int.max - work ? .max : charged + work
        }
        guard charged <= Limits.workBudget, var restored = journalStart.replaying(Array(journal[0..<entries])) else { return nil }
        undoSteps = []
        restored.residue = residue
        restored.options = session.options
        return restored
    }

    /// Writes to standard output; a failure (a full disk) is reported once per write and makes the
    /// exit status 73.
    private mutating func write(_ text: String) {
        let shown = terminalSize.map { WordWrap.wrap(text, width: $0().columns) } ?? text
        if let problem = StandardStream.output.write(shown) { reportWriteFailure(problem) }
    }

    /// Writes the REPL's own text (the banner, a lesson's prose and questions) to standard
    /// output, wrapped at word boundaries at a terminal.
    func display(_ text: String) {
        StandardStream.output.write(terminalSize.map { WordWrap.wrap(text, width: $0().columns) } ?? text)
    }

    /// Text longer than the screen, a screen at a time at a terminal (Enter for the next page,
    /// `q` to stop); all at once otherwise.
    private mutating func page<Reader: LineReader>(_ text: String, reader: inout Reader) {
        guard reader.isInteractive, let size = terminalSize?() else { return write(text) }
        var lines = WordWrap.wrap(text, width: size.columns).split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let screen = max(3, size.lines - 1)
        var start = 0
        while start < lines.count {
            let end = min(lines.count, start + screen)
            write(lines[start..<end].joined(separator: "\n") + "\n")
            start = end
            guard start < lines.count else { break }
            switch reader.readLine(prompt: "-- \(lines.count - start) more lines: Enter for more, q to stop -- ") {
            case .line(let answer) where answer.trimmingBlanks().isEmpty: continue
            default: return
            }
        }
    }

    private mutating func reportWriteFailure(_ problem: String) {
        guard !outputFailed else { return }
        outputFailed = true
        fail("colscript: cannot write standard output: \(problem)", status: .cannotCreate)
    }

    /// `:load FILE` and `repl --load FILE`: runs a script into the session.
    mutating func load(_ path: String) {
        switch ScriptReader.read(path) {
        case .success(let source): run(source)
        case .failure(let failure): fail(failure.message)
        }
    }

    /// `:why FILE`: the rebuilt scenario runs into the session as one entry, so one `:undo` takes
    /// it back. Its last command fails as the app did, which leaves the session just before the
    /// crash, ready to try a fix; that failure is the point, not the REPL's, and its text is
    /// already in the report, so it is neither printed again nor counted in the exit status.
    private mutating func loadScenario(_ scenario: String, from path: String) {
        let status = worstStatus
        run(SourceFile(name: path, text: scenario), echo: false, printing: false)
        worstStatus = status
        note("The scenario is loaded: the session stands just before the crashing call (`show` draws it; :undo returns to before).")
    }

    private enum Next { case proceed, quit }

    private mutating func perform<Reader: LineReader>(_ meta: MetaCommand, reader: inout Reader) -> Next {
        switch meta {
        case .quit:
            return .quit
        case .help(let topic):
            if let topic {
                if let text = HelpText.topic(topic, style: style) {
                    write(text)
                } else {
                    fail(HelpText.unknownTopic(topic))
                }
            } else {
                page(HelpText.overview(style: style, width: terminalSize?().columns ?? HelpRenderer.columns), reader: &reader)
            }
        case .load(let path):
            load(path)
        case .why(let path):
            switch ScriptReader.read(path) {
            case .failure(let failure):
                fail(failure.message)
            case .success(let source):
                switch CrashLogAnalysis.analyze(source.text) {
                case .explained(let report):
                    write(report.rendered())
                    loadScenario(report.reconstruction.scenario, from: path)
                case .unknown(let message): fail(message)
                }
            }
        case .record(let path):
            let recorder = Recorder(path: path)
            if let problem = recorder.rewrite(journal) {
                fail("cannot write '\(path)': \(problem)", status: .cannotCreate)
            } else {
                self.recorder = recorder
                note("recording to '\(path)'" + (journal.isEmpty ? "" : " (starting with the \(journal.count) entries so far)"))
            }
        case .recordStop:
            if let recorder {
                self.recorder = nil
                note("stopped recording to '\(recorder.path)'")
            } else {
                fail("not recording")
            }
        case .reset:
            session = Session(options: options)
            journalStart = session
            undoSteps = []
            residues = []
            entryWork = []
            entryChanged = []
            journal = []
            if let recorder {
                self.recorder = nil
                note("stopped recording to '\(recorder.path)': the session was reset")
            }
            note("fresh session")
            live?.restored(session, command: ":reset", kind: .state)
        case .undo:
            undoLastEntry()
        case .history:
            var text = ""
            for (line, entry) in numberedEntries {
                let number = String(line)
                let gutter = String(repeating: " ", count: max(0, 5 - number.count)) + number + "  "
                text += gutter + entry.split(separator: "\n", omittingEmptySubsequences: false)
                    .joined(separator: "\n" + String(repeating: " ", count: gutter.count)) + "\n"
            }
            write(text)
        case .misuse(let message):
            fail(message)
        case .unknown(let name):
            fail("unknown REPL command '\(name)'; :help lists them all")
        }
        return .proceed
    }

    private mutating func stopRecording(because reason: String) {
        guard let recorder else { return }
        self.recorder = nil
        fail("stopped recording to '\(recorder.path)': \(reason)", status: .cannotCreate)
    }

    private mutating func fail(_ message: String, status: ExitStatus = .failure) {
        worstStatus = max(worstStatus, status)
        let text = message.hasPrefix("colscript: ") ? message : "error: " + message
        let line = style.error(text) + "\n"
        StandardStream.error.write(terminalSize.map { WordWrap.wrap(line, width: $0().columns) } ?? line)
    }

    private func note(_ message: String) {
        let text = message + "\n"
        StandardStream.error.write(terminalSize.map { WordWrap.wrap(text, width: $0().columns) } ?? text)
    }
}
