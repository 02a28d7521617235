// STUB — the interpreter work replaces the body; the API is what every front end uses.
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
    /// Exit codes (language.md): 0 ok, 1 a failed `expect` or a runtime error, 65 a syntax error.
    public enum Status: Int32, Sendable {
        case ok = 0
        case failure = 1
        case syntaxError = 65
    }

    /// Everything to print, in order (transcript or JSON Lines), ending in a newline when not empty.
    public var output: String
    public var status: Status

    public init(output: String, status: Status) {
        self.output = output
        self.status = status
    }
}

/// One interpreter and its collection view, alive for a whole script or REPL session. A value:
/// copying it snapshots the session (`:undo`).
public struct Session: Sendable {
    public var options: SessionOptions

    public init(options: SessionOptions = SessionOptions()) {
        self.options = options
    }

    /// Runs a whole script (`colscript run`): syntax errors are all reported and nothing runs
    /// (status 65); otherwise commands run in order until the first unexpected error (status 1).
    public mutating func runScript(_ source: SourceFile) -> RunResult {
        RunResult(output: "", status: .ok)
    }

    /// Parses only (`colscript check`): every syntax error, status 65 if any.
    public func check(_ source: SourceFile) -> RunResult {
        RunResult(output: "", status: .ok)
    }

    /// Whether a REPL entry is unfinished (ends inside `{ … }` or a string): ask for more lines.
    public static func isIncomplete(_ source: SourceFile) -> Bool {
        Parser.parse(source).isIncomplete
    }

    /// Runs one REPL entry: like `runScript`, but an error never ends the session.
    public mutating func runEntry(_ source: SourceFile) -> RunResult {
        RunResult(output: "", status: .ok)
    }

    /// Section identifiers, in order (for Tab completion).
    public var sectionIdentifiers: [String] { [] }

    /// Item identifiers, at most `limit` of them, in order (for Tab completion).
    public func itemIdentifiers(limit: Int = 1000) -> [String] { [] }
}
