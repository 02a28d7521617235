import Foundation
import Testing
import TestSupport

/// The REPL survives anything pasted into it — a 10 MB line, NUL, ESC and 0xFF bytes — and its
/// `:undo` and `:record` still work afterwards: the recording replays to the same state.
struct HostileInputREPLTests {
    /// Piped bytes (not necessarily UTF-8) into the built binary, run in `scratch`.
    static func runREPL(_ bytes: Data, in scratch: Scratch) throws -> BinaryRun {
        let input = scratch.url.appendingPathComponent("input.bin")
        try bytes.write(to: input)
        return try BuiltBinary.run(["-c", "exec \"$0\" < \"$1\"", BuiltBinary.path ?? "", input.path],
                                   directory: scratch.url, executable: "/bin/sh")
    }

    @Test func aHugeLineAndBinaryBytesLeaveUndoAndRecordWorking() throws {
        let scratch = try Scratch()
        var bytes = Data(":record rec.colscript\nsections A\nitems A x y\n".utf8)
        bytes += Data(("items A " + String(repeating: "q", count: 10_000_000) + " (\n").utf8)   // a 10 MB syntax error
        bytes += Data(String(repeating: "z", count: 10_000_000).utf8) + Data("\n".utf8)          // a 10 MB unknown command
        bytes += Data([0x00, 0x1B, 0x5B, 0x32, 0x4A, 0xFF, 0xFE, 0x07, 0x0A])                  // NUL, ESC[2J, 0xFF, BEL
        bytes += Data("insert [0,0] \u{1B}]0;title\u{07}\n".utf8)
        bytes += Data("insert [0,2] w\ninsert [0,0] v\n:undo\n:record stop\nshow\n".utf8)
        let clock = ContinuousClock()
        var session: BinaryRun?
        let elapsed = try clock.measure { session = try Self.runREPL(bytes, in: scratch) }
        let run = try #require(session)
        #expect(run.status == 1 || run.status == 65)   // some entries failed (one a syntax error); none crashed
        #expect(run.error.contains("line 4 is 10000010 bytes, longer than 1048576 (1 MiB)"))
        #expect(elapsed < .seconds(5), "the hostile session took \(elapsed)")
        #expect(run.output.utf8.count + run.error.utf8.count < 100_000, "a huge line was echoed in full")
        // No raw control character reaches the terminal.
        for byte in [UInt8(0x00), 0x1B, 0x07] {
            #expect(!run.output.utf8.contains(byte) && !run.error.utf8.contains(byte), "raw byte \(byte) printed")
        }
        // `:undo` removed `insert [0,0] v`; the recording holds what succeeded, without it.
        let recording = try scratch.read("rec.colscript")
        #expect(recording.hasSuffix("\nsections A\nitems A x y\ninsert [0,2] w\n"))
        #expect(run.output.hasSuffix("[0] A: x y w\n") || run.output.contains("[0] A: x y w"))
        // Replaying the recording gives the same state.
        let replay = try BuiltBinary.run(["repl", "--load", "rec.colscript"], input: "show\n", directory: scratch.url)
        #expect(replay.status == 0)
        let shown = { (output: String) in output.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("[0] ") }.last }
        #expect(shown(replay.output) != nil)
        #expect(shown(replay.output) == shown(run.output))
    }
}
