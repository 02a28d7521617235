import Testing
@testable import CollectionScript

/// Nested repeats multiply; one command may run only so many commands, so no script can hang
/// `colscript run`, and a command stopped that way changes nothing.
struct StepBudgetTests {
    @Test func aRunawayCommandIsStoppedAndChangesNothing() {
        var session = Session()
        session.interpreter.stepBudget = 1000
        _ = session.runScript(SourceFile(name: "s", text: "sections A\nitems A x\n"))
        let result = session.runEntry(SourceFile(name: "s", text: "repeat 100 { repeat 100 { insert [0,0] } }"))
        #expect(result.status == .failure)
        #expect(result.output.contains("ran more than 1000 commands"))
        let check = session.runEntry(SourceFile(name: "s", text: "expect count == 1"))
        #expect(check.status == .ok)
        // The budget is per top-level command: the next one starts afresh.
        #expect(session.runEntry(SourceFile(name: "s", text: "repeat 900 { echo \"x\" }")).status == .ok)
    }
}
