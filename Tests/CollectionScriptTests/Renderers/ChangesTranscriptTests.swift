import Testing
@testable import CollectionScript

/// `--changes`: a calmer transcript that prints only what changed after each step; `help` opens
/// with the commands a newcomer needs.
struct ChangesTranscriptTests {
    static func run(_ text: String) -> String {
        var options = SessionOptions()
        options.changesOnly = true
        var session = Session(options: options)
        return session.runScript(SourceFile(name: "t.colscript", text: text)).output
    }

    @Test func onlyWhatChangedIsPrinted() {
        let out = Self.run("sections A\nitems A a b c\nselect [0,1]\nselect [0,2]\nmove [0,0] -> [0,2]\n")
        #expect(out.contains("> select [0,1]\n  selectItem(at: [0,1], animated: false, scrollPosition: [])\n  selected: none → [0,1]\n\n"))
        #expect(out.contains("  selected: [0,1] → [0,1] [0,2]") || out.contains("  selected: [0,1] → [0,2]"))
        #expect(out.contains("  moved: a [0,0] → [0,2]"))
        #expect(out.contains("  [0] A: a b c → b c a"))
        #expect(!out.contains("contentSize: 390x"  + "32\n  visible"))
    }

    @Test func aStepThatChangesNothingVisiblePrintsNoState() {
        let out = Self.run("sections A\nitems A a b\nset allowsSelection = true\n")
        #expect(out.hasSuffix("> set allowsSelection = true\n  allowsSelection = true\n\n"))
    }

    @Test func helpStartsWithTenCommands() {
        let help = HelpRenderer.overview()
        #expect(help.first == "Start here — the ten commands a newcomer needs:")
        let starters = help.dropFirst().prefix { !$0.isEmpty }
        #expect(starters.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.count == 10)
        #expect(HelpRenderer.topic("insertItems")?.first?.hasPrefix("insert — ") == true)
    }
}
