import CollectionScript

/// Whether the real interpreter has replaced the Session stub: tests that need real parsing or
/// real failures are enabled only then (the stub parses nothing and every entry succeeds).
enum InterpreterStatus {
    static var detectsIncompleteEntries: Bool {
        Session.isIncomplete(SourceFile(name: "<test>", text: "batch {"))
    }

    static var reportsSyntaxErrors: Bool {
        Session().check(SourceFile(name: "<test>", text: "batch {\n")).status == .syntaxError
    }

    static var reportsFailures: Bool {
        var session = Session()
        return session.runEntry(SourceFile(name: "<test>", text: "expect count == 12345")).status != .ok
    }
}
