import Foundation
import Testing
import TestSupport

/// `colscript test`, end to end on a scratch folder: marks, diffs, --update and exit codes.
struct TestCommandTests {
    /// What `colscript run` prints for `script` (these scripts never print their file name).
    static func transcript(of script: String) throws -> String {
        try BuiltBinary.run(["run", "-"], input: script).output
    }

    static func scenarioFolder() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("Scripts/more"),
                                                withIntermediateDirectories: true)
        try scratch.write("Scripts/a-pass.colscript", "sections A\nitems A x y\n")
        try scratch.write("Scripts/a-pass.out", try transcript(of: "sections A\nitems A x y\n"))
        try scratch.write("Scripts/more/b-fail.colscript", "sections A\nitems A x y z\n")
        try scratch.write("Scripts/more/b-fail.out", try transcript(of: "sections A\nitems A x y\n"))
        try scratch.write("Scripts/c-missing.colscript", "sections C\n")
        return scratch
    }

    @Test func marksThenDiffsThenSummary() throws {
        let scratch = try Self.scenarioFolder()
        let run = try BuiltBinary.run(["test"], directory: scratch.url)
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == ".MF")
        #expect(run.output.contains("\nMISSING: Scripts/c-missing.colscript\n"))
        #expect(run.output.contains("\nFAIL: Scripts/more/b-fail.colscript\n--- Scripts/more/b-fail.out\n+++ Scripts/more/b-fail.colscript (actual output)\n@@ "))
        #expect(run.output.contains("\n-> items A x y\n+> items A x y z\n"))
        #expect(run.output.hasSuffix("\n1 passed, 1 failed, 1 missing golden\n"))
    }

    @Test func namedPathsOnly() throws {
        let scratch = try Self.scenarioFolder()
        let run = try BuiltBinary.run(["test", "Scripts/a-pass.colscript"], directory: scratch.url)
        #expect(run.status == 0)
        #expect(run.output == ".\n1 passed\n")
        let absent = try BuiltBinary.run(["test", "Nowhere"], directory: scratch.url)
        #expect(absent.status == 66)
        #expect(absent.error.contains("'Nowhere'"))
    }

    @Test func updateRecordsThenEverythingPasses() throws {
        let scratch = try Self.scenarioFolder()
        let update = try BuiltBinary.run(["test", "--update"], directory: scratch.url)
        #expect(update.status == 0)
        #expect(update.output == "...\n3 recorded\n")
        #expect(try scratch.read("Scripts/c-missing.out").hasPrefix("> sections C\n"))
        let again = try BuiltBinary.run(["test", "Scripts"], directory: scratch.url)
        #expect(again.status == 0)
        #expect(again.output == "...\n3 passed\n")
    }

    @Test func declaredExitStatusIsHonoured() throws {
        let scratch = try Scratch()
        let script = "# exit: 1\nsections A\nexpect count A == 2\n"
        try scratch.write("x.colscript", script)
        let run = try BuiltBinary.run(["test", "--update", "."], directory: scratch.url)
        #expect(run.status == 0, "\(run.output)")
        try scratch.write("y.colscript", "sections A\nexpect count A == 2\n")
        let failing = try BuiltBinary.run(["test", "--update", "y.colscript"], directory: scratch.url)
        #expect(failing.status == 1)
        #expect(failing.output.contains("y.colscript exited 1, expected 0"))
    }
}
