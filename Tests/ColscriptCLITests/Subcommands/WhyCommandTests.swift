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
}
