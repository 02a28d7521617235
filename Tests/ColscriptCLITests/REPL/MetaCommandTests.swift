import Testing
@testable import colscript

struct MetaCommandTests {
    @Test func parsesEveryMetaCommand() {
        #expect(MetaCommand.parse(":help") == .help(topic: nil))
        // `help` without a colon is the language's (as in `colscript run`), but for a REPL command.
        #expect(MetaCommand.parse("help") == nil)
        #expect(MetaCommand.parse("help insert") == nil)
        #expect(MetaCommand.parse("help load") == .help(topic: "load"))
        #expect(MetaCommand.parse("help :undo") == .help(topic: ":undo"))
        #expect(MetaCommand.parse(":help insert") == .help(topic: "insert"))
        #expect(MetaCommand.parse(":load  demo.colscript ") == .load(path: "demo.colscript"))
        #expect(MetaCommand.parse(#":load "my demo.colscript""#) == .load(path: "my demo.colscript"))
        #expect(MetaCommand.parse(":record out.colscript") == .record(path: "out.colscript"))
        #expect(MetaCommand.parse(":record stop") == .recordStop)
        #expect(MetaCommand.parse(":reset") == .reset)
        #expect(MetaCommand.parse(":undo") == .undo)
        #expect(MetaCommand.parse(":history") == .history)
        #expect(MetaCommand.parse(":quit") == .quit)
        #expect(MetaCommand.parse(":q") == .quit)
    }

    @Test func languageLinesAreNotMetaCommands() {
        #expect(MetaCommand.parse("insert [0,2] G") == nil)
        #expect(MetaCommand.parse("helpful") == nil)
        #expect(MetaCommand.parse("help me please") == nil)
    }

    @Test func misuseAndUnknown() {
        #expect(MetaCommand.parse(":load") == .misuse(":load needs a file: :load FILE"))
        #expect(MetaCommand.parse(":undo 3") == .misuse(":undo takes no arguments"))
        #expect(MetaCommand.parse(":frobnicate") == .unknown(":frobnicate"))
    }
}
