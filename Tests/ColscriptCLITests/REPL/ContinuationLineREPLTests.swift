import Foundation
import Testing
import TestSupport
import CollectionScript
@testable import colscript

/// A `layout flow` line continued by an indented `NAME = VALUE` line works in the REPL as in
/// `colscript run` (issue 32, point 3): piped, and typed on a terminal.
struct ContinuationLineREPLTests {
    static let script = "sections A\nitems A count 6\nlayout flow itemSize=100x100\n  sectionInset=16\nexpect frame [0,0] == (16, 16, 100, 100)\nshow\n"

    @Test func pipedContinuationLinesReadAsInRun() throws {
        let repl = try BuiltBinary.run(["repl"], input: Self.script)
        let run = try BuiltBinary.run(["run", "-"], input: Self.script)
        #expect(repl.status == 0, "\(repl.output)\(repl.error)")
        #expect(repl.output == run.output)
        #expect(repl.error.isEmpty)
        #expect(repl.output.contains(">   sectionInset=16\n"))
    }

    /// Piped input ending right after a continuable line still runs it; a meta command after it
    /// runs after it.
    @Test func aHeldEntryRunsAtTheEndAndBeforeAMetaCommand() throws {
        let atEnd = try BuiltBinary.run(["repl"], input: "sections A\nitems A x\nlayout flow itemSize=10x10")
        #expect(atEnd.status == 0)
        #expect(atEnd.output.contains("itemSize: 10x10"))
        let beforeMeta = try BuiltBinary.run(["repl"], input: "sections A\nlayout flow itemSize=10x10\n:history\n")
        #expect(beforeMeta.output.contains("    2  layout flow itemSize=10x10\n    3  :history\n"), "\(beforeMeta.output)")
    }

    /// Lines as typed on a terminal.
    struct TypedLines: LineReader {
        var lines: [String]
        var history: [String] = []
        var isInteractive: Bool { true }
        mutating func readLine(prompt: String) -> LineInput {
            lines.isEmpty ? .endOfInput : .line(lines.removeFirst())
        }
        mutating func addHistory(_ entry: String) { history.append(entry) }
        var historyEntries: [String] { history }
        mutating func setCompletionContext(session: Session, pendingEntry: String?) {}
    }

    /// On a terminal the `layout flow` line runs at once; the continuation line then runs it
    /// again with that line, so the session ends as `colscript run` leaves it.
    @Test func typedContinuationLinesLeaveTheSessionAsRunDoes() {
        var repl = REPL(options: SessionOptions(quiet: true), style: ConsoleStyle(color: false), echoesCommands: false)
        var reader = TypedLines(lines: Self.script.split(separator: "\n").map(String.init))
        #expect(repl.run(&reader) == .ok)
        var session = repl.session
        let check = session.runEntry(SourceFile(name: "t", text: "expect frame [0,0] == (16, 16, 100, 100)"))
        #expect(check.status == .ok, "\(check.output)")
        // One undo step for the joined command: undoing it leaves the items' layout as before it.
        repl.undoLastEntry(quietly: true)
        var undone = repl.session
        #expect(undone.runEntry(SourceFile(name: "t", text: "expect frame [0,0] == (0, 0, 50, 50)")).status == .ok)
    }
}
