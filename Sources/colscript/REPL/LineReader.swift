import CollectionScript

/// What reading one line gave.
enum LineInput: Equatable {
    case line(String)
    /// Ctrl-C: the line being typed was dropped.
    case interrupt
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
}

/// Where the REPL's lines come from: readline on a terminal, plain standard input otherwise
/// (the seam Lua's `lua.c` keeps between `lua_readline` and `fgets`).
protocol LineReader {
    /// Whether a person is typing: prompts, banner and history only then.
    var isInteractive: Bool { get }
    mutating func readLine(prompt: String) -> LineInput
    /// Records a whole entry in the history (the REPL calls this once per entry).
    mutating func addHistory(_ entry: String)
    /// The entries in the history, oldest first, for `:history`.
    var historyEntries: [String] { get }
    /// What Tab completion reads: the session's identifiers, and the earlier lines of an
    /// unfinished entry (so `snapshot {` on one line is known on the next).
    mutating func setCompletionContext(session: Session, pendingEntry: String?)
}

/// Lines from standard input without any editing: no prompt, no history file.
struct PlainLineReader: LineReader {
    private var history = History()

    var isInteractive: Bool { false }

    mutating func readLine(prompt: String) -> LineInput {
        guard var line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        if line.hasSuffix("\r") { line.removeLast() }
        return .line(line)
    }

    mutating func addHistory(_ entry: String) { history.add(entry) }

    var historyEntries: [String] { history.entries }

    mutating func setCompletionContext(session: Session, pendingEntry: String?) {}
}
