import CollectionEngine
import Testing
@testable import CollectionScript

/// `sections count N` (Parser+SectionCount.swift): a user's first guess at "three sections".
@Suite struct SectionCountTests {
    @Test func countMakesNamedSections() {
        expectParses("sections count 3", as: .sections(["S0", "S1", "S2"].map { L($0) }))
        expectParses("sections count 0", as: .sections([]))
    }

    @Test func aBareNumberIsAnErrorWithAFixIt() throws {
        let result = parse("sections 2")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == "syntax.expectedSectionName")
        #expect(diagnostic.fixIts.map(\.replacement) == ["count 2"])
    }

    @Test func countNeedsANumber() {
        #expect(diagnosticIDs("sections count") == ["syntax.expectedInteger"])
        #expect(diagnosticIDs("sections count -1") == ["syntax.expectedInteger"])
    }

    @Test func aCountPastTheLimitMakesOneNameMoreThanTheLimitAndNoMore() throws {
        let result = parse("sections count 99999999999")
        let command = try #require(result.script.commands.first)
        guard case .sections(let names) = command.kind else { Issue.record("not sections"); return }
        #expect(names.count == Limits.sections + 1)
    }

    @Test func theSectionsAreUsableByNameAndIndex() throws {
        var session = Session()
        let result = session.runScript(SourceFile(name: "t.colscript", text: "sections count 2\nitems S1 count 2\nexpect sections == [S0 S1]\nexpect items S1 == [S1-0 S1-1]\n"))
        #expect(result.status == .ok, "\(result.output)")
    }
}
