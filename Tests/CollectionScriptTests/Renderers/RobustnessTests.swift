import Testing
@testable import CollectionScript

/// Issue 12: crafted input cannot reach the terminal raw, and thousands of sections print a screenful.
struct RobustnessTests {
    @Test func controlCharactersAreEscapedInTranscriptsAndDiagnostics() {
        var session = Session()
        let result = session.runScript(SourceFile(name: "s", text: "echo \"a\u{1B}[2Jb\u{07}\"\nfrob\u{1B}x\u{0}\n"))
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(result.output.contains("frob^[x^@"))
        var run = Session()
        let echoed = run.runScript(SourceFile(name: "s", text: "echo \"a\u{1B}[2Jb\u{07}\u{9B}\"\n"))
        #expect(echoed.output.contains("a^[[2Jb^G\\u{9B}"))
    }

    @Test func theCaretStaysUnderTheErrorPastAnEscapedCharacter() {
        let source = SourceFile(name: "s", text: "echo \"\u{1B}\u{1B}\" frob\n")
        let output = Session().check(source).output
        #expect(output.contains("echo \"^[^[\" frob\n" + String(repeating: " ", count: 12) + "^"), "\(output)")
    }

    @Test func manySectionsAreSummarised() {
        var session = Session()
        let names = (0..<300).map { "S\($0)" }.joined(separator: " ")
        let result = session.runScript(SourceFile(name: "s", text: "sections \(names)\nitems S0 a b\n"))
        #expect(result.status == .ok)
        let last = result.output.components(separatedBy: "> items S0 a b").last ?? ""
        #expect(last.contains("[0] S0: a b"))
        #expect(last.contains("[4] S4: (empty)"))
        #expect(!last.contains("[5] S5"))
        #expect(last.contains("… 295 more sections"))
    }
}
