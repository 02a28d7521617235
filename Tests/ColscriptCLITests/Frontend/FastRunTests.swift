import Testing
import CollectionScript
@testable import colscript

/// The hand-read command lines that skip argument-parser, and the ones left to it.
struct FastRunTests {
    @Test func commonLinesAreRecognised() {
        #expect(FastRun.parse(["a.colscript"])?.path == "a.colscript")
        #expect(FastRun.parse(["run", "script"])?.path == "script")
        let quiet = FastRun.parse(["run", "--quiet", "x.colscript"])
        #expect(quiet?.path == "x.colscript" && quiet?.options.quiet == true && quiet?.options.format == .transcript)
        #expect(FastRun.parse(["--json", "x.colscript"])?.options.format == .json)
    }

    @Test func subcommandNamesMatchArgumentParsers() {
        #expect(FastRun.subcommandNames == ImplicitSubcommand.subcommandNames)
    }

    @Test func everythingElseIsLeftToArgumentParser() {
        for arguments in [[], ["run"], ["x"], ["repl"], ["lessons"], ["run", "lessons"], ["run", "-"],
                          ["run", "--explain", "x.colscript"], ["x.colscript", "--svg", "d"],
                          ["a.colscript", "b.colscript"], ["--help"], ["run", "--ios", "16", "x.colscript"],
                          ["check", "x.colscript"], [""]] {
            #expect(FastRun.parse(arguments) == nil, "\(arguments)")
        }
    }
}
