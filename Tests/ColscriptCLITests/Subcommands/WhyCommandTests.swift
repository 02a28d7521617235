import Foundation
import Testing
import TestSupport

/// `colscript why`, end to end: every `Scripts/why/NAME.log` prints exactly `NAME.why` (re-record
/// with COLSCRIPT_RECORD=1), unknown input exits 1 with a message on standard error.
struct WhyCommandTests {
    static var logs: [String] {
        let directory = PackageRoot.url.appendingPathComponent("Scripts/why").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".log") }.sorted().map { directory + "/" + $0 }
    }

    @Test func goldens() throws {
        #expect(Self.logs.count >= 6)
        for log in Self.logs {
            let run = try BuiltBinary.run(["why", log])
            let golden = String(log.dropLast(4)) + ".why"
            let expected = run.status == 0 ? run.output : "exit \(run.status)\n" + run.error
            if ProcessInfo.processInfo.environment["COLSCRIPT_RECORD"] != nil {
                try expected.write(toFile: golden, atomically: true, encoding: .utf8)
                continue
            }
            let recorded = try String(contentsOfFile: golden, encoding: .utf8)
            #expect(expected == recorded, "\(log)")
        }
    }

    @Test func standardInputAndUnknownText() throws {
        let piped = try BuiltBinary.run(["why"], input: "attempt to delete section 5, but there are only 2 sections before the update\n")
        #expect(piped.status == 0)
        #expect(piped.output.contains("deleteSection 5"))
        let unknown = try BuiltBinary.run(["why", "-"], input: "something else entirely\n")
        #expect(unknown.status == 1)
        #expect(unknown.output.isEmpty)
        #expect(unknown.error.hasPrefix("why: no UIKit collection view message"))
        let empty = try BuiltBinary.run(["why"], input: "")
        #expect(empty.status == 1)
    }

    /// The scenario `why` prints runs as it is: it ends in the same error.
    @Test func printedScenarioRuns() throws {
        let scratch = try Scratch()
        let run = try BuiltBinary.run(["why", PackageRoot.url.appendingPathComponent("Scripts/why/classic-item-count.log").path])
        let scenario = run.output.components(separatedBy: "---\n")[1].components(separatedBy: "\n--- what")[0]
        let path = try scratch.write("crash.colscript", scenario)
        let replay = try BuiltBinary.run(["run", path])
        #expect(replay.status == 1)
        #expect(replay.output.contains("(1 inserted, 0 deleted)"))
    }

    /// The REPL's `:why FILE` prints what `colscript why FILE` prints.
    @Test func replMetaCommand() throws {
        let log = PackageRoot.url.appendingPathComponent("Scripts/why/delete-out-of-range.log").path
        let direct = try BuiltBinary.run(["why", log])
        let repl = try BuiltBinary.run(["repl"], input: ":why \(log)\n")
        #expect(repl.status == 0)
        #expect(repl.output.contains(direct.output))
        let missing = try BuiltBinary.run(["repl"], input: ":why\n")
        #expect(missing.status == 1)
        #expect(missing.error.contains(":why needs a file"))
    }

    static let deleteLog = PackageRoot.url.appendingPathComponent("Scripts/why/delete-out-of-range.log").path

    /// `why -o FILE` writes the scenario (the file runs into the same error); `-o -` prints only
    /// the scenario; a file that cannot be written exits 73 (the house writer, FileWriter).
    @Test func dashOWritesTheScenario() throws {
        let scratch = try Scratch()
        let path = scratch.url.appendingPathComponent("crash.colscript").path
        let run = try BuiltBinary.run(["why", Self.deleteLog, "-o", path])
        #expect(run.status == 0, "\(run.error)")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(run.output.contains(written))
        #expect(written.hasSuffix("delete [1,7]\n"))
        let replay = try BuiltBinary.run(["run", path])
        #expect(replay.status == 1)
        #expect(replay.output.contains("attempt to delete item 7 from section 1"))
        let dash = try BuiltBinary.run(["why", Self.deleteLog, "-o", "-"])
        #expect(dash.status == 0)
        #expect(dash.output == written)
        let folder = try BuiltBinary.run(["why", Self.deleteLog, "-o", scratch.url.path])
        #expect(folder.status == 73)
        #expect(folder.error.contains("cannot write"))
        let missing = try BuiltBinary.run(["why", Self.deleteLog, "-o", scratch.url.appendingPathComponent("no/such/folder/x.colscript").path])
        #expect(missing.status == 73)
    }

    /// A message of another class is named in one sentence on standard error, exit 1.
    @Test func anotherClassesMessageExitsOne() throws {
        let table = try BuiltBinary.run(["why"], input: "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).\n")
        #expect(table.status == 1)
        #expect(table.output.isEmpty)
        #expect(table.error.hasPrefix("why: That is UITableView's message, not UICollectionView's"))
        #expect(table.error.split(separator: "\n").count == 1)
    }

    /// `:why FILE` loads the scenario into the session, just before the crashing call (the crash
    /// itself is the report's, not the REPL's failure); `:undo` returns to before it.
    @Test func replWhyLoadsTheScenario() throws {
        let loaded = try BuiltBinary.run(["repl"], input: ":why \(Self.deleteLog)\nexpect numberOfItems 1 == 7\n")
        #expect(loaded.status == 0, "\(loaded.error)")
        #expect(loaded.error.contains("The scenario is loaded"))
        let undone = try BuiltBinary.run(["repl"], input: ":why \(Self.deleteLog)\n:undo\nexpect numberOfItems 1 == 7\n")
        #expect(undone.status == 1)
        #expect(undone.error.contains("undid: # colscript why"))
        #expect(undone.output.contains("request for number of items in section 1") || undone.error.contains("request for number of items in section 1"))
    }
}
