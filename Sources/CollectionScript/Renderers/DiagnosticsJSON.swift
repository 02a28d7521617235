/// `colscript check --json`: a script's diagnostics as one JSON object an editor consumes
/// (docs/tooling.md §5). Lines and columns are 1-based as in the text diagnostics; columns count
/// UTF-8 bytes (`offset` is the byte offset from the start of the file); `end` is exclusive.
///
///     {"file":"x.colscript","ok":false,"diagnostics":[{"file":"x.colscript","severity":"error",
///      "id":"syntax.unknownCommand","message":"…","range":{"start":{"line":1,"column":1,"offset":0},
///      "end":{"line":1,"column":7,"offset":6}},"notes":[],"fixIts":[{"message":"…","replacement":"…",
///      "range":{…}}]}]}
enum DiagnosticsJSON {
    static func render(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
        func position(_ offset: Int) -> JSONValue {
            let location = source.location(of: offset)
            return .object([("line", .number(Double(location.line))), ("column", .number(Double(source.utf8Column(of: offset)))),
                            ("offset", .number(Double(location.offset)))])
        }
        func range(_ range: SourceRange) -> JSONValue {
            .object([("start", position(range.lowerBound)), ("end", position(max(range.lowerBound, range.upperBound)))])
        }
        let items: [JSONValue] = diagnostics.map { diagnostic in
            .object([
                ("file", .string(source.name)),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("id", .string(diagnostic.id)),
                ("message", .string(diagnostic.message)),
                ("range", range(diagnostic.range)),
                ("notes", .array(diagnostic.notes.map { .string($0) })),
                ("fixIts", .array(diagnostic.fixIts.map { fix in
                    .object([("message", .string(fix.message)), ("replacement", .string(fix.replacement)),
                             ("range", range(fix.range))])
                })),
            ])
        }
        let ok = !diagnostics.contains { $0.severity == .error }
        return JSONValue.object([("file", .string(source.name)), ("ok", .bool(ok)), ("diagnostics", .array(items))]).text + "\n"
    }
}

extension Session {
    /// Parses only, like `check`, and reports every diagnostic as one JSON object (status 65 when
    /// there are errors, 0 otherwise — the JSON is printed either way).
    public func checkJSON(_ source: SourceFile) -> RunResult {
        let parsed = Parser.parse(source)
        let status: RunResult.Status = parsed.diagnostics.contains { $0.severity == .error } ? .syntaxError : .ok
        return RunResult(output: DiagnosticsJSON.render(parsed.diagnostics, in: source), status: status)
    }
}

extension Session {
    /// Every syntax diagnostic of `source` (what `check` reports), for the language server.
    public func diagnostics(_ source: SourceFile) -> [Diagnostic] {
        Parser.parse(source).diagnostics
    }
}
