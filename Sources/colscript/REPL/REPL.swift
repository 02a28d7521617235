import CollectionScript

/// The read-eval-print loop: reads entries (joining continuation lines while
/// `Session.isIncomplete` says so), runs them with `Session.runEntry`, prints what they print,
/// and handles the meta commands (`:help`, `:load`, `:record`, `:reset`, `:undo`, `:history`,
/// `:quit`).
///
/// Errors never end the loop. Piped (non-interactive) input exits 1 when any entry failed, else 0;
/// on a terminal the REPL exits 0. Meta commands' notes and errors go to standard error, so
/// standard output holds only the session's transcript (what a recording replays to).
struct REPL {
    static let prompt = "colscript> "
    static let continuationPrompt = "...> "
    /// How many `:undo` steps are kept.
    static let undoLimit = 100

    private(set) var session: Session
    private let options: SessionOptions
    private let style: ConsoleStyle
    /// Sessions before each successful entry, newest last.
    private var undoStack: [Session] = []
    /// Sources of the successful entries since the session started (what a recording replays).
    private var journal: [String] = []
    private var recorder: Recorder?
    /// Piped input echoes each command as `colscript run` does, so a piped session's output is
    /// byte for byte the transcript of the same script (a terminal already shows what was typed).
    /// Set at start, so `repl --load FILE` echoes too when piped.
    private let echoesCommands: Bool
    /// Whether any entry or meta command failed.
    private(set) var hadFailure = false

    init(options: SessionOptions, style: ConsoleStyle, echoesCommands: Bool) {
        self.options = options
        self.style = style
        self.echoesCommands = echoesCommands
        self.session = Session(options: options)
    }

    static var banner: String {
        "CollectionScript \(Colscript.version) — a headless UICollectionView. Type :help for commands, :quit to leave.\n"
    }

    /// Reads and runs entries until the end of input or `:quit`; returns the exit status.
    mutating func run<Reader: LineReader>(_ reader: inout Reader) -> Int32 {
        var pending: String?
        loop: while true {
            reader.setCompletionContext(session: session, pendingEntry: pending)
            let input = reader.readLine(prompt: pending == nil ? Self.prompt : Self.continuationPrompt)
            switch input {
            case .endOfInput:
                if reader.isInteractive {
                    StandardStream.output.write("\n")
                } else if let pending {
                    // Piped input ended inside a block: run it so the error is reported.
                    enter(pending, reader: &reader)
                }
                break loop
            case .interrupt:
                pending = nil
            case .line(let line):
                if let text = pending {
                    if line.trimmingBlanks().isEmpty {
                        pending = nil  // an empty line abandons an unfinished block
                        continue
                    }
                    pending = text + "\n" + line
                } else {
                    if line.trimmingBlanks().isEmpty { continue }
                    if let meta = MetaCommand.parse(line) {
                        reader.addHistory(line)
                        if perform(meta, reader: reader) == .quit { break loop }
                        continue
                    }
                    pending = line
                }
                if let entry = pending, !Session.isIncomplete(SourceFile(name: "<repl>", text: entry)) {
                    pending = nil
                    enter(entry, reader: &reader)
                }
            }
        }
        return reader.isInteractive || !hadFailure ? 0 : 1
    }

    private mutating func enter<Reader: LineReader>(_ entry: String, reader: inout Reader) {
        reader.addHistory(entry)
        run(SourceFile(name: "<repl>", text: entry))
    }

    /// Runs one entry (typed or loaded) into the session and prints its output.
    mutating func run(_ source: SourceFile, echo: Bool? = nil) {
        let before = session
        let result = session.runEntry(source, echoCommands: echo ?? echoesCommands) { StandardStream.output.write($0) }
        if result.status != .ok { hadFailure = true }
        // What succeeded changed the session (all of it, or the commands before a failing one):
        // it is one undo step and what a recording replays.
        let succeeded = result.status == .ok ? source.text : result.succeededSource
        guard succeeded.contains(where: { !$0.isWhitespace }) else { return }
        undoStack.append(before)
        if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
        journal.append(succeeded.hasSuffix("\n") ? String(succeeded.dropLast()) : succeeded)
        if let recorder, let journalEntry = journal.last, let problem = recorder.append(journalEntry) {
            stopRecording(because: "cannot write '\(recorder.path)': \(problem)")
        }
    }

    /// `:load FILE` and `repl --load FILE`: runs a script into the session.
    mutating func load(_ path: String) {
        switch ScriptReader.read(path) {
        case .success(let source): run(source)
        case .failure(let failure): fail(failure.message)
        }
    }

    private enum Next { case proceed, quit }

    private mutating func perform<Reader: LineReader>(_ meta: MetaCommand, reader: Reader) -> Next {
        switch meta {
        case .quit:
            return .quit
        case .help(let topic):
            if let topic {
                if let text = HelpText<REPLVocabulary>.topic(topic, style: style) {
                    StandardStream.output.write(text)
                } else {
                    fail("no command '\(topic)'; :help lists them all")
                }
            } else {
                StandardStream.output.write(HelpText<REPLVocabulary>.overview(style: style))
            }
        case .load(let path):
            load(path)
        case .record(let path):
            let recorder = Recorder(path: path)
            if let problem = recorder.rewrite(journal) {
                fail("cannot write '\(path)': \(problem)")
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
            undoStack = []
            journal = []
            if let recorder {
                self.recorder = nil
                note("stopped recording to '\(recorder.path)': the session was reset")
            }
            note("fresh session")
        case .undo:
            guard let previous = undoStack.popLast() else {
                fail("nothing to undo")
                break
            }
            session = previous
            if let undone = journal.popLast() { note("undid: \(undone)") }
            if let recorder, let problem = recorder.rewrite(journal) {
                stopRecording(because: "cannot write '\(recorder.path)': \(problem)")
            }
        case .history:
            var text = ""
            let entries = reader.historyEntries
            for (index, entry) in entries.enumerated() {
                let number = String(index + 1)
                let gutter = String(repeating: " ", count: max(0, 5 - number.count)) + number + "  "
                text += gutter + entry.split(separator: "\n", omittingEmptySubsequences: false)
                    .joined(separator: "\n" + String(repeating: " ", count: gutter.count)) + "\n"
            }
            StandardStream.output.write(text)
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
        fail("stopped recording to '\(recorder.path)': \(reason)")
    }

    private mutating func fail(_ message: String) {
        hadFailure = true
        let text = message.hasPrefix("colscript: ") ? message : "error: " + message
        StandardStream.error.write(style.error(text) + "\n")
    }

    private func note(_ message: String) {
        StandardStream.error.write(message + "\n")
    }
}
