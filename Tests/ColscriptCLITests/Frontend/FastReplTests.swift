import Testing
@testable import colscript

/// The hand-read REPL command lines that skip argument-parser, and the ones left to it.
struct FastReplTests {
    @Test func commonLinesAreRecognised() {
        #expect(FastRepl.parse([]) == Colscript.Repl.Settings())
        #expect(FastRepl.parse(["repl"]) == Colscript.Repl.Settings())
        #expect(FastRepl.parse(["repl", "--no-color"])?.noColor == true)
        let both = FastRepl.parse(["repl", "--changes", "--no-color"])
        #expect(both?.changes == true && both?.noColor == true && both?.load == nil && both?.lesson == nil)
    }

    /// The settings argument-parser makes of the same lines are the hand-read ones.
    @Test func argumentParserReadsTheSameSettings() throws {
        for arguments in [["repl"], ["repl", "--no-color"], ["repl", "--changes"], ["repl", "--no-color", "--changes"]] {
            let repl = try #require(try Colscript.parseAsRoot(arguments) as? Colscript.Repl)
            let settings = Colscript.Repl.Settings(load: repl.load, noColor: repl.noColor, lesson: repl.lesson,
                                                   lessonsDirectory: repl.lessonsDirectory, changes: repl.changes,
                                                   width: repl.width)
            #expect(FastRepl.parse(arguments) == settings, "\(arguments)")
        }
    }

    @Test func everythingElseIsLeftToArgumentParser() {
        for arguments in [["--no-color"], ["repl", "--load", "x.colscript"], ["repl", "--lesson", "1"],
                          ["repl", "--width", "80"], ["repl", "--help"], ["repl", "x"], ["run"], ["x.colscript"],
                          ["--help"], ["--version"], ["repl", ""], [""]] {
            #expect(FastRepl.parse(arguments) == nil, "\(arguments)")
        }
    }
}
