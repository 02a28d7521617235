import CReadline
import CollectionScript
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines typed on a terminal, edited with GNU readline: history (saved to a file), Tab
/// completion, Ctrl-C that clears the line, Ctrl-D that ends the session.
///
/// Uses readline's alternate (callback) interface: `poll` waits for a key (or for
/// `TerminalSignals`' pipe), `rl_callback_read_char` feeds the key to readline. The SIGINT handler
/// only raises a flag in `TerminalSignals`; the loop then discards the line with `rl_free_line_state` /
/// `rl_callback_sigcleanup` / `rl_replace_line` and returns `.interrupt`, so no readline function
/// ever runs inside a signal handler. readline's own SIGINT handling is off (`rl_catch_signals = 0`).
struct ReadlineLineReader: LineReader {
    private var history: History
    private var historyFile: HistoryFile?

    var isInteractive: Bool { true }

    /// Loads the history from `historyPath` (nil: history is kept in memory only).
    init(historyPath: String?) {
        var file = historyPath.map { HistoryFile(path: $0) }
        history = file?.load() ?? History()
        historyFile = file
        ReadlineBridge.configure()
        stifle_history(Int32(history.limit))
        for entry in history.entries { add_history(entry) }
        TerminalSignals.install()
    }

    mutating func readLine(prompt: String) -> LineInput {
        _ = TerminalSignals.takeInterrupt()
        if TerminalSignals.takeSuspend() { TerminalSignals.stopProcess() }  // Ctrl-Z while an entry ran
        ReadlineBridge.pending.withLock { $0 = nil }
        rl_callback_handler_install(prompt, ReadlineBridge.lineHandler)
        while true {
            var descriptors = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: TerminalSignals.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, descriptors[1].fd >= 0 ? 2 : 1, -1)
            if TerminalSignals.takeInterrupt() {
                ReadlineBridge.discardLine()
                return .interrupt
            }
            if TerminalSignals.takeSuspend() {
                colscript_rl_before_suspend()
                TerminalSignals.stopProcess()
                colscript_rl_after_resume()
                continue
            }
            if ready < 0 {
                if errno == EINTR { continue }
                rl_callback_handler_remove()
                return .endOfInput
            }
            let events = descriptors[0].revents
            if events & Int16(POLLIN) != 0 {
                rl_callback_read_char()
            } else if events != 0 {
                // Hang-up or error with nothing to read: the terminal went away.
                rl_callback_handler_remove()
                return .endOfInput
            }
            if let input = ReadlineBridge.pending.withLock({ $0 }) {
                return input
            }
        }
    }

    mutating func addHistory(_ entry: String) {
        guard history.add(entry) else { return }
        add_history(entry)
        historyFile?.save(history)
    }

    var historyEntries: [String] { history.entries }

    mutating func setCompletionContext(session: Session, pendingEntry: String?) {
        ReadlineBridge.completion.withLock {
            $0.session = session
            $0.pendingEntry = pendingEntry
        }
    }
}

/// The C callbacks readline calls and the state they share with `ReadlineLineReader` (readline
/// is one per process, so this is too).
enum ReadlineBridge {
    struct CompletionState: Sendable {
        var session: Session?
        /// Earlier lines of the entry being typed, when the prompt is `...> `.
        var pendingEntry: String?
        var matches: [String] = []
        var next = 0
    }

    static let pending = Mutex<LineInput?>(nil)
    static let completion = Mutex(CompletionState())

    /// Characters that end a word for completion (an `=` so `itemSize=` completes as one word,
    /// brackets and commas so identifiers after `[` and `,` complete).
    private static let wordBreaks = " \t\n;{}()=,[]\"'"

    static func configure() {
        colscript_rl_configure(attemptCompletion, wordBreaks)
    }

    /// Called by readline when a line is accepted (or with nil on Ctrl-D at an empty line).
    static let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { line in
        rl_callback_handler_remove()
        let input: LineInput
        if let line {
            input = .line(String(cString: line))
            free(line)
        } else {
            input = .endOfInput
        }
        ReadlineBridge.pending.withLock { $0 = input }
    }

    /// Ctrl-C: forget the line being edited, show `^C`, leave the prompt for the next read.
    static func discardLine() {
        // Written before readline restores the terminal: that restore ends with "\r" when
        // bracketed paste is on, which would put the cursor back at the start of the line.
        StandardStream.output.write("^C")
        colscript_rl_discard_line()
        StandardStream.output.write("\n")
    }

    static let attemptCompletion: @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, start, _ in
        colscript_rl_set_completion_over(1)
        let word = text.map { String(cString: $0) } ?? ""
        var before = ""
        if let buffer = colscript_rl_line_buffer(), start > 0 {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
                                            count: Int(start))
            before = String(decoding: bytes, as: UTF8.self)
        }
        let (session, pendingEntry) = completion.withLock { ($0.session, $0.pendingEntry) }
        if let pendingEntry { before = pendingEntry + "\n" + before }
        let identifiers = CompletionIdentifiers(
            sections: { session?.sectionIdentifiers ?? [] },
            items: { session?.itemIdentifiers(limit: 1_000) ?? [] }
        )
        let completer = Completer(identifiers: identifiers)
        switch completer.completion(before: before, word: word) {
        case .nothing:
            return nil
        case .fileNames:
            colscript_rl_set_completion_over(0)
            return rl_completion_matches(text, rl_filename_completion_function)
        case .words(let words, let appendSpace):
            completion.withLock {
                $0.matches = words
                $0.next = 0
            }
            colscript_rl_set_append_character(appendSpace ? 32 : 0)
            return rl_completion_matches(text, generateMatch)
        }
    }

    /// readline's generator protocol: called with state 0, 1, 2 … until it returns nil.
    static let generateMatch: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, state in
        completion.withLock { completion in
            if state == 0 { completion.next = 0 }
            guard completion.next < completion.matches.count else { return nil }
            defer { completion.next += 1 }
            return strdup(completion.matches[completion.next])
        }
    }
}
