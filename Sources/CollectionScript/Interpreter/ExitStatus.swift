/// The exit statuses of every `colscript` subcommand and the REPL, and of a script run (the BSD
/// sysexits values where one fits). The one list: `colscript --help` prints it from here.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Everything succeeded.
    case ok = 0
    /// A failed `expect`, a runtime error, a failed REPL entry, a failing scenario or an
    /// unformatted file under `fmt --check`.
    case failure = 1
    /// The command line is wrong (EX_USAGE).
    case usage = 64
    /// A script has syntax errors (EX_DATAERR).
    case syntaxError = 65
    /// A file cannot be read, or does not exist (EX_NOINPUT).
    case noInput = 66
    /// An output file or standard output cannot be written (EX_CANTCREAT).
    case cannotCreate = 73

    /// One line for `--help`: what the status means.
    public var meaning: String {
        switch self {
        case .ok: return "success"
        case .failure: return "a failed expect or runtime error, a failing test, fmt --check found work"
        case .usage: return "a usage error on the command line"
        case .syntaxError: return "a syntax error"
        case .noInput: return "a file that does not exist or cannot be read"
        case .cannotCreate: return "an output file (or standard output) that cannot be written"
        }
    }

    /// Every status and its meaning, one per line, for `--help`.
    public static var summary: String {
        allCases.map { status in
            let code = String(status.rawValue)
            return "  " + String(repeating: " ", count: max(0, 2 - code.count)) + code + "  " + status.meaning
        }.joined(separator: "\n")
    }
}

extension ExitStatus: Comparable {
    /// Ordered by value, so that a command reporting several problems exits with the gravest.
    public static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}
