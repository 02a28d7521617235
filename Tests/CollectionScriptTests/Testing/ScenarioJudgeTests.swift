import Testing
import CollectionScript

/// ScenarioJudge decides a scenario from texts alone (the runner in ColscriptTools reads the files).
struct ScenarioJudgeTests {
    static let script = "sections A\nitems A x y\n"

    static func transcript(_ text: String, name: String) -> String {
        var session = Session()
        return session.runScript(SourceFile(name: name, text: text)).output
    }

    @Test func aMatchingGoldenPassesAndADifferentOneFailsWithADiff() {
        let golden = Self.transcript(Self.script, name: "s.colscript")
        let passed = ScenarioJudge.judge(path: "s.colscript", text: Self.script, golden: .text(golden, path: "s.out"))
        #expect(passed.outcome == .passed && passed.diff.isEmpty && passed.message == nil)
        let failed = ScenarioJudge.judge(path: "s.colscript", text: Self.script + "items A z\n",
                                         golden: .text(golden, path: "s.out"))
        #expect(failed.outcome == .failed)
        #expect(failed.diff.hasPrefix("--- s.out\n+++ s.colscript (actual output)\n@@ "))
    }

    @Test func noGoldenAndRecording() {
        let missing = ScenarioJudge.judge(path: "s.colscript", text: Self.script, golden: .missing(path: "s.out"))
        #expect(missing.outcome == .missingGolden)
        #expect(missing.message == "s.colscript has no golden s.out; record it with --update")
        let recorded = ScenarioJudge.judge(path: "s.colscript", text: Self.script, golden: .recording)
        #expect(recorded.outcome == .recorded && recorded.output == Self.transcript(Self.script, name: "s.colscript"))
    }

    @Test func anUndeclaredExitStatusFailsEvenWhenRecording() {
        let text = "sections A\nexpect count A == 3\n"
        let result = ScenarioJudge.judge(path: "u.colscript", text: text, golden: .recording)
        #expect(result.outcome == .failed)
        #expect(result.message == "u.colscript exited 1, expected 0")
        let declared = ScenarioJudge.judge(path: "u.colscript", text: "# exit: 1\n" + text, golden: .recording)
        #expect(declared.outcome == .recorded)
    }

    @Test func declaredExitStatusReadsTheLeadingComments() {
        #expect(ScenarioJudge.declaredExitStatus("# a lesson\n# exit: 65\nsections A\n") == 65)
        #expect(ScenarioJudge.declaredExitStatus("# exit:\t 2 \t\nsections A\n") == 2)
        #expect(ScenarioJudge.declaredExitStatus("# exit: two\n") == 0)
        #expect(ScenarioJudge.declaredExitStatus("sections A\n") == 0)
    }
}
