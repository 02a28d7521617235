import Testing
@testable import CollectionScript
import CollectionEngine

/// `multiSelect`, `longPress`, `dismissMenu`, `previewAction` (docs/interaction.md §1.4, §1.5).
struct TouchInteractionCommandTests {
    static func session() -> Session {
        var session = Session()
        _ = session.runEntry(SourceFile(name: "setup", text: "sections S\nitems S count 20\n"))
        return session
    }

    @Test func multiSelectNeedsTheArrow() {
        let parsed = Parser.parse(SourceFile(name: "m", text: "multiSelect [0,1] [0,4]"))
        #expect(!parsed.diagnostics.isEmpty)
        let ok = Parser.parse(SourceFile(name: "m", text: "multiSelect [0,1] -> [0,4]"))
        #expect(ok.diagnostics.isEmpty)
    }

    @Test func aFailedMenuCommandLeavesTheViewAlone() {
        var session = Self.session()
        let before = session.interpreter.view
        let failed = session.runEntry(SourceFile(name: "d", text: "previewAction"))
        #expect(failed.status == .failure)
        #expect(session.interpreter.view == before)
    }

    @Test func aMissingItemIsAnErrorAndChangesNothing() {
        var session = Self.session()
        _ = session.runEntry(SourceFile(name: "a", text: "delegate shouldBeginMultipleSelectionInteraction = true"))
        let before = session.interpreter.view
        let failed = session.runEntry(SourceFile(name: "m", text: "multiSelect [0,1] -> [0,99]"))
        #expect(failed.status == .failure)
        #expect(session.interpreter.view == before)
        let menu = session.runEntry(SourceFile(name: "l", text: "longPress [3,0]"))
        #expect(menu.status == .failure)
    }
}
