import Foundation
import Testing
import TestSupport
@testable import colscript
#if canImport(Glibc)
import Glibc
#endif

/// Regression tests for the file-handling faults of issue 12: lost writes, unbounded reads, a
/// planted symlink, a byte-order mark.
struct FileSafetyTests {
    @Test func runToAFullDiskIsStatus73WithAMessage() throws {
        let scratch = try Scratch()
        let script = try scratch.write("a.colscript", "sections A\nitems A x y\n")
        let run = try BuiltBinary.run(["-c", "exec \"$0\" run \"$1\" > /dev/full", BuiltBinary.path ?? "", script],
                                      executable: "/bin/sh")
        #expect(run.status == 73)
        #expect(run.error.contains("colscript: cannot write standard output: No space left on device"))
    }

    @Test func recordingToAFullDiskIsStatus73WithAMessage() throws {
        let run = try BuiltBinary.run([], input: "sections A\n:record /dev/full\nitems A x\n")
        #expect(run.status == 73)
        #expect(run.error.contains("cannot write '/dev/full': No space left on device"))
    }

    @Test func anEndlessScriptIsRefusedAtTheSizeLimit() throws {
        let run = try BuiltBinary.run(["run", "/dev/zero"])
        #expect(run.status == 66)
        #expect(run.error == "colscript: cannot read '/dev/zero': larger than 16 MiB, the most a script may hold\n")
        let load = try BuiltBinary.run([], input: ":load /dev/zero\n")
        #expect(load.status == 1)
        #expect(load.error.contains("larger than 16 MiB"))
    }

    @Test func historyNeverWritesThroughASymlinkAtItsTemporaryPath() throws {
        let scratch = try Scratch()
        let victim = try scratch.write("victim", "keep me\n")
        let path = scratch.url.appendingPathComponent("history").path
        #expect(symlink(victim, path + ".tmp") == 0)
        var history = History()
        _ = history.add("sections A")
        var file = HistoryFile(path: path)
        file.save(history)
        #expect(try scratch.read("victim") == "keep me\n")
        #expect(try scratch.read("history").contains("sections A"))
    }

    @Test func aByteOrderMarkIsNotASyntaxError() throws {
        let run = try BuiltBinary.run(["run", "-"], input: "\u{FEFF}sections A\n")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasPrefix("> sections A\n"))
        let repl = try BuiltBinary.run(["repl"], input: "\u{FEFF}sections A\n")
        #expect(repl.status == 0, "\(repl.output)")
    }
}
