import Foundation
import Testing
import TestSupport

/// `colscript run`, `check` and the bare-path form, end to end: exit codes and messages.
struct CommandLineTests {
    @Test func missingFileIsStatus66WithTheSystemMessage() throws {
        for arguments in [["run", "x.colscript"], ["x.colscript"], ["check", "x.colscript"]] {
            let run = try BuiltBinary.run(arguments)
            #expect(run.status == 66, "\(arguments)")
            #expect(run.error == "colscript: cannot read 'x.colscript': No such file or directory\n")
            #expect(run.output.isEmpty)
        }
    }

    @Test func directoryIsUnreadable() throws {
        let scratch = try Scratch()
        let run = try BuiltBinary.run(["run", scratch.url.path])
        #expect(run.status == 66)
        #expect(run.error.hasSuffix(": Is a directory\n"))
    }

    @Test func bareScriptPathRunsIt() throws {
        let scratch = try Scratch()
        let path = try scratch.write("ok.colscript", "sections A\nitems A x y\n")
        let bare = try BuiltBinary.run([path])
        let explicit = try BuiltBinary.run(["run", path])
        #expect(bare.status == 0)
        #expect(bare.output == explicit.output)
        #expect(bare.error.isEmpty)
    }

    @Test func dashReadsStandardInput() throws {
        let fromStdin = try BuiltBinary.run(["run", "-"], input: "sections A\n")
        #expect(fromStdin.status == 0)
        let check = try BuiltBinary.run(["check", "-"], input: "sections A\n")
        #expect(check.status == 0)
    }

    @Test func usageErrorsAreStatus64() throws {
        let badVersion = try BuiltBinary.run(["run", "--ios", "banana", "x.colscript"])
        #expect(badVersion.status == 64)
        #expect(badVersion.error.contains("--ios expects a UIKit version (6 – 18 or 26) such as 15 or 16.4, not 'banana'"))
        #expect(try BuiltBinary.run(["run"]).status == 64)
        #expect(try BuiltBinary.run(["--frobnicate"]).status == 64)
        #expect(try BuiltBinary.run(["run", "--frobnicate", "x.colscript"]).status == 64)
    }

    @Test func flagsBeforeABarePathStillRun() throws {
        let scratch = try Scratch()
        let path = try scratch.write("ok.colscript", "sections A\n")
        #expect(try BuiltBinary.run(["--json", path]).status == 0)
        #expect(try BuiltBinary.run(["--ios", "16.4", path]).status == 0)
    }

    @Test func versionHelpAndCompletionScript() throws {
        let version = try BuiltBinary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == "0.1.0\n")
        let help = try BuiltBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("run"))
        #expect(help.output.contains("repl"))
        let completion = try BuiltBinary.run(["--generate-completion-script", "bash"])
        #expect(completion.status == 0)
        #expect(completion.output.contains("colscript"))
    }

    @Test
    func failedExpectationIsStatus1() throws {
        let scratch = try Scratch()
        let path = try scratch.write("fails.colscript", "sections A\nitems A x\nexpect count == 5\n")
        #expect(try BuiltBinary.run(["run", path]).status == 1)
    }

    @Test
    func syntaxErrorIsStatus65() throws {
        let scratch = try Scratch()
        let path = try scratch.write("bad.colscript", "batch {\n  insert [0,0] X\n")
        #expect(try BuiltBinary.run(["run", path]).status == 65)
        #expect(try BuiltBinary.run(["check", path]).status == 65)
    }
}
