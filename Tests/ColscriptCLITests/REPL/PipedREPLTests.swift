import Foundation
import Testing
import TestSupport

/// The REPL with piped input: no prompt, no banner, no colour; exit 1 when an entry failed.
struct PipedREPLTests {
    @Test func pipedInputHasNoPromptOrBanner() throws {
        let run = try BuiltBinary.run([], input: "sections A\nitems A x y\n")
        #expect(run.status == 0)
        #expect(!run.output.contains("colscript> "))
        #expect(!run.output.contains("CollectionScript "))
        #expect(!run.output.contains("\u{1B}["))
        #expect(run.error.isEmpty)
    }

    @Test func replSubcommandReadsThePipeToo() throws {
        let run = try BuiltBinary.run(["repl"], input: "sections A\n")
        #expect(run.status == 0)
        #expect(!run.output.contains("colscript> "))
    }

    @Test func failedMetaCommandMakesTheExitStatusOne() throws {
        let run = try BuiltBinary.run([], input: "sections A\n:load no-such-file.colscript\nsections B\n")
        #expect(run.status == 1)
        #expect(run.error.contains("colscript: cannot read 'no-such-file.colscript': No such file or directory"))
    }

    @Test
    func failedEntryMakesTheExitStatusOne() throws {
        let run = try BuiltBinary.run([], input: "sections A\nitems A x y\nexpect count == 3\nitems A x y z\n")
        #expect(run.status == 1)
    }

    @Test func helpListsCommandsWithTheirUIKitAPI() throws {
        let run = try BuiltBinary.run([], input: ":help\nhelp scrollTo\n")
        #expect(run.status == 0)
        #expect(run.output.contains("performBatchUpdates(_:completion:)"))
        #expect(run.output.contains(":record FILE"))
        #expect(run.output.contains("scrollToItem(at:at:animated:)"))
    }

    @Test func unknownMetaCommandAndEmptyUndoFail() throws {
        let unknown = try BuiltBinary.run([], input: ":frobnicate\n")
        #expect(unknown.status == 1)
        #expect(unknown.error.contains("unknown REPL command ':frobnicate'"))
        let undo = try BuiltBinary.run([], input: ":undo\n")
        #expect(undo.status == 1)
        #expect(undo.error.contains("nothing to undo"))
    }

    @Test func undoCountsOnlyEntriesThatChangedSomething() throws {
        let input = "sections A\nitems A x y\nselect [0,0]\nshow\nexpect count == 2\n:undo\nexpect selected == []\n"
        let run = try BuiltBinary.run([], input: input)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("undid: select [0,0]") || run.error.contains("undid: select [0,0]"))
    }

    /// Undoing a `:load` names the loaded entry in a few short lines, not the whole file.
    @Test func undoingALoadNamesItShortly() throws {
        let names = (0 ..< 300).map { "item\($0)" }.joined(separator: " ")
        let scratch = try Scratch()
        let path = try scratch.write("long.colscript", "sections A\nitems A \(names)\n" + String(repeating: "show\n", count: 8))
        let run = try BuiltBinary.run([], input: ":load \(path)\n:undo\nexpect count == 0\n")
        #expect(run.status == 0, "\(run.output)\(run.error)")
        let note = run.error   // (the output echoes the loaded file whole)
        #expect(note.contains("undid: sections A\nitems A item0 item1 "))
        #expect(note.contains("… (+"), "the ellipsis says how much of the entry is left out")
        #expect(note.contains(" characters)\nshow\n"))
        #expect(note.contains("show\n… 4 more lines"))
        #expect(!note.contains("item299"))
    }

    @Test func quitStopsReading() throws {
        let run = try BuiltBinary.run([], input: ":quit\n:frobnicate\n")
        #expect(run.status == 0)
    }

    @Test func historyListsWholeEntries() throws {
        let run = try BuiltBinary.run([], input: "sections A\nitems A x\n:history\n")
        #expect(run.output.contains("    1  sections A\n    2  items A x\n"))
    }

    /// `:history` numbers entries by the line each started on, the numbers errors give: a blank
    /// line leaves a gap, and the failing entry on line 3 is `<stdin>:3` and `3` alike.
    @Test func historyUsesTheNumbersOfErrorLocations() throws {
        let run = try BuiltBinary.run([], input: "sections A\n\nscrolTo [0,0] top\n:history\n")
        #expect((run.output + run.error).contains("<stdin>:3:1: error: unknown command 'scrolTo'"), "\(run.output)\(run.error)")
        #expect(run.output.contains("    1  sections A\n    3  scrolTo [0,0] top\n    4  :history\n"), "\(run.output)")
    }

    @Test func loadOptionMissingFileIsStatus66() throws {
        let run = try BuiltBinary.run(["repl", "--load", "missing.colscript"])
        #expect(run.status == 66)
        #expect(run.error == "colscript: cannot read 'missing.colscript': No such file or directory\n")
    }
}
