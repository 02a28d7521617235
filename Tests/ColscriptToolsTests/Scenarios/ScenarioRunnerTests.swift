import Foundation
import Testing
import CollectionScript
import ColscriptTools

/// ScenarioRunner on a temporary folder: a passing, a failing and a missing-golden scenario.
struct ScenarioRunnerTests {
    /// A temporary folder holding `files` (relative path → text), removed afterwards.
    final class Folder {
        let path: String
        init(_ files: [String: String]) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-runner-\(UUID().uuidString)").path
            for (name, text) in files {
                let url = URL(fileURLWithPath: path).appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }
        func read(_ name: String) -> String? {
            FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    static func transcript(_ script: String, name: String) -> String {
        var session = Session()
        return session.runScript(SourceFile(name: name, text: script)).output
    }

    static func folder() throws -> Folder {
        let pass = "sections A\nitems A x y\n"
        let fail = "sections A\nitems A x y z\n"
        return try Folder([
            "S/pass.colscript": pass,
            "S/pass.out": transcript(pass, name: "S/pass.colscript"),
            "S/sub/fail.colscript": fail,
            "S/sub/fail.out": transcript("sections A\nitems A x y\n", name: "S/sub/fail.colscript"),
            "S/missing.colscript": "sections B\n",
            "S/notes.txt": "not a scenario",
        ])
    }

    @Test func findsScenariosSortedAndRelative() throws {
        let folder = try Self.folder()
        let runner = ScenarioRunner(root: folder.path)
        let found = runner.scenarioFiles(in: ["./S/", "S/pass.colscript", "nope"])
        #expect(found.files == ["S/missing.colscript", "S/pass.colscript", "S/sub/fail.colscript"])
        #expect(found.missing == ["nope"])
    }

    @Test func passFailAndMissingGolden() throws {
        let folder = try Self.folder()
        let results = ScenarioRunner(root: folder.path).runAll(["S"])
        #expect(results.map(\.path) == ["S/missing.colscript", "S/pass.colscript", "S/sub/fail.colscript"])
        #expect(results.map(\.outcome) == [.missingGolden, .passed, .failed])
        #expect(String(results.map(\.mark)) == "M.F")
        let failure = results[2]
        #expect(failure.diff.hasPrefix("--- S/sub/fail.out\n+++ S/sub/fail.colscript (actual output)\n@@ "))
        #expect(failure.diff.contains("\n-> items A x y\n+> items A x y z\n"))
        #expect(failure.diff.contains("\n-  [0] A: x y\n+  [0] A: x y z\n"))
        #expect(results[0].message?.contains("no golden") == true)
    }

    @Test func declaredExitStatusIsChecked() throws {
        let failing = "# exit: 1\nsections A\nexpect count A == 3\n"
        let folder = try Folder([
            "bad.colscript": failing, "bad.out": Self.transcript(failing, name: "bad.colscript"),
            "undeclared.colscript": "sections A\nexpect count A == 3\n",
        ])
        let runner = ScenarioRunner(root: folder.path, update: true)
        let results = runner.runAll(["."])
        #expect(results.map(\.path) == ["bad.colscript", "undeclared.colscript"])
        #expect(results[0].outcome == .recorded)
        #expect(results[1].outcome == .failed)
        #expect(results[1].message == "undeclared.colscript exited 1, expected 0")
        #expect(ScenarioJudge.declaredExitStatus("# a lesson\n# exit: 65\nsections A\n") == 65)
    }

    @Test func updateRecordsGoldens() throws {
        let folder = try Self.folder()
        let results = ScenarioRunner(root: folder.path, update: true).runAll(["S"])
        #expect(results.allSatisfy { $0.outcome == .recorded })
        #expect(folder.read("S/missing.out") == Self.transcript("sections B\n", name: "S/missing.colscript"))
        let again = ScenarioRunner(root: folder.path).runAll(["S"])
        #expect(again.allSatisfy { $0.outcome == .passed })
    }
}
