import Foundation
import Testing
import TestSupport

/// `:record FILE` writes a script that `colscript run` replays to the transcript the session showed.
struct RecordReplayTests {
    @Test func recordingReplaysToTheSameTranscript() throws {
        let scratch = try Scratch()
        let entries = "sections Favorites Recents\nitems Favorites A B C D\nitems Recents count 3\ninsert [0,2] G\n"
        let session = try BuiltBinary.run([], input: ":record demo.colscript\n" + entries + ":record stop\n",
                                          directory: scratch.url)
        #expect(session.status == 0)
        let recording = try scratch.read("demo.colscript")
        #expect(recording.hasPrefix("# Recorded by colscript"))
        #expect(recording.hasSuffix(entries))
        let replay = try BuiltBinary.run(["run", "demo.colscript"], directory: scratch.url)
        #expect(replay.status == 0)
        #expect(replay.output == session.output)
    }

    @Test func recordingStartedLateIncludesTheEntriesSoFarAndUndoRemovesOne() throws {
        let scratch = try Scratch()
        let input = "sections A\n:record late.colscript\nitems A x y\ninsert [0,0] z\n:undo\n"
        let session = try BuiltBinary.run([], input: input, directory: scratch.url)
        #expect(session.status == 0)
        let recording = try scratch.read("late.colscript")
        #expect(recording.hasSuffix("\nsections A\nitems A x y\n"))
    }

    @Test func anEntryThatFailsHalfwayRecordsWhatSucceeded() throws {
        let scratch = try Scratch()
        let input = ":record half.colscript\nsections A\nitems A x y; delete [0,9]\nexpect count == 2\n:undo\n:record stop\n"
        let session = try BuiltBinary.run([], input: input, directory: scratch.url)
        #expect(session.status == 1)   // one entry failed
        let recording = try scratch.read("half.colscript")
        // `items A x y` succeeded before `delete [0,9]` failed: it was recorded. `:undo` counts only
        // entries that changed something, so it undid `items A x y` (and the expect after it).
        #expect(recording.hasSuffix("\nsections A\n"))
        let replay = try BuiltBinary.run(["run", "half.colscript"], directory: scratch.url)
        #expect(replay.status == 0)
        #expect(replay.output.contains("[0] A: (empty)"))
    }

    @Test func resetStopsTheRecording() throws {
        let scratch = try Scratch()
        let session = try BuiltBinary.run([], input: ":record r.colscript\nsections A\n:reset\nsections B\n",
                                          directory: scratch.url)
        #expect(session.error.contains("stopped recording"))
        #expect(try scratch.read("r.colscript").hasSuffix("\nsections A\n"))
    }
}

/// `repl --load FILE` and `:load FILE` run a script into the session: its source becomes part of
/// what a recording replays.
struct LoadTests {
    @Test func loadOptionStartsFromTheScriptsEndState() throws {
        let scratch = try Scratch()
        try scratch.write("setup.colscript", "sections A\nitems A x y\n")
        let session = try BuiltBinary.run(["repl", "--load", "setup.colscript"],
                                          input: ":record r.colscript\ninsert [0,0] z\n", directory: scratch.url)
        #expect(session.status == 0)
        #expect(try scratch.read("r.colscript").hasSuffix("\nsections A\nitems A x y\ninsert [0,0] z\n"))
        let replay = try BuiltBinary.run(["run", "r.colscript"], directory: scratch.url)
        #expect(replay.output == session.output)
    }

    @Test func loadCommandRunsAScriptMidSession() throws {
        let scratch = try Scratch()
        try scratch.write("more.colscript", "items A x y\n")
        let session = try BuiltBinary.run([], input: "sections A\n:load more.colscript\n:record r.colscript\n",
                                          directory: scratch.url)
        #expect(session.status == 0)
        #expect(try scratch.read("r.colscript").hasSuffix("\nsections A\nitems A x y\n"))
    }
}
