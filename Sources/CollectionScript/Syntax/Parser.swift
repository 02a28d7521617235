// STUB — replaced by the lexer/parser work.

/// The result of parsing a whole source.
public struct ParseResult: Sendable {
    public var script: Script
    /// Every syntax error found (the parser recovers and keeps going).
    public var diagnostics: [Diagnostic]
    /// True when the source ended inside a `{ … }` block or a string: the REPL asks for more
    /// instead of reporting an error.
    public var isIncomplete: Bool

    public init(script: Script, diagnostics: [Diagnostic], isIncomplete: Bool) {
        self.script = script
        self.diagnostics = diagnostics
        self.isIncomplete = isIncomplete
    }
}

public enum Parser {
    public static func parse(_ source: SourceFile) -> ParseResult {
        ParseResult(script: Script(commands: []), diagnostics: [], isIncomplete: false)
    }
}
