import Testing
@testable import CollectionScript

/// `Session.checkRun` (`colscript check --run`, the language server's diagnostics): a script's
/// runtime error at the command that raises it, with `explain`'s lines; a bounded run.
struct RunCheckTests {
    static let invalidBatch = """
        sections A
        items A a b c
        data insert [0,3] d
        batch {
          insert [0,0] x
        }
        echo "never reached"

        """

    @Test func anInvalidUpdateSitsUnderItsBatchWithTheExplanation() throws {
        let source = SourceFile(name: "b.colscript", text: Self.invalidBatch)
        var session = Session()
        let check = session.checkRun(source)
        #expect(check.status == .failure)
        let error = try #require(check.diagnostics.first)
        #expect(check.diagnostics.count == 1)
        #expect(error.severity == .error)
        #expect(error.message.contains("Invalid batch updates detected") || error.message.contains("Invalid update"))
        #expect(source.location(of: error.range.lowerBound).line == 4)
        #expect(!check.explanation.isEmpty)
        #expect(check.explanation.contains { $0.contains("line 3") })   // the data insert the view was never told of
        #expect(check.rendered(in: source).contains("  explain: "))
    }

    @Test func aCleanScriptHasNoDiagnosticsAndDeclaresItsIdentifiers() {
        var session = Session()
        let check = session.checkRun(SourceFile(name: "ok", text: "sections A B\nitems B x y\n"))
        #expect(check.status == .ok)
        #expect(check.diagnostics.isEmpty)
        #expect(check.sections == ["A", "B"])
        #expect(check.items == ["x", "y"])
    }

    @Test func syntaxErrorsAreReportedAloneButTheRecoveredCommandsStillDeclare() {
        var session = Session()
        let check = session.checkRun(SourceFile(name: "bad", text: "sections A\nitems A p q\nscrolTo [0,0] top\nexpect count A == 9\n"))
        #expect(check.status == .syntaxError)
        #expect(check.diagnostics.map(\.id) == ["syntax.unknownCommand"])
        #expect(check.items == ["p", "q"])
    }

    @Test func aFailedExpectIsAnErrorToo() {
        var session = Session()
        let source = SourceFile(name: "e", text: "sections A\nitems A p\nexpect count A == 9\n")
        let check = session.checkRun(source)
        #expect(check.status == .failure)
        #expect(check.diagnostics.map { source.location(of: $0.range.lowerBound).line } == [3])
    }

    /// The editor's budget ends a long run with a note where it stopped, not an error; the same
    /// script without a budget runs to its end.
    @Test func theWorkBudgetStopsTheRunWithANote() throws {
        let source = SourceFile(name: "long", text: "sections A\nitems A a b\nrepeat 1000 { insert [0,0] count 1 }\nexpect count A == 1002\n")
        var session = Session()
        let check = session.checkRun(source, workBudget: 20_000)
        #expect(check.status == .ok)
        let note = try #require(check.diagnostics.first)
        #expect(note.severity == .note)
        #expect(note.id == "check.workBudget")
        #expect(source.location(of: note.range.lowerBound).line == 3)
        var unbounded = Session()
        #expect(unbounded.checkRun(source).diagnostics.isEmpty)
    }
}
