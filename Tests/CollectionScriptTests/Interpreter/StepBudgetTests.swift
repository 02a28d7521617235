import Testing
@testable import CollectionScript

/// Nested repeats multiply; one command may run only so many commands, so no script can hang
/// `colscript run`, and a command stopped that way changes nothing.
struct StepBudgetTests {
    @Test func aRunawayCommandIsStoppedAndChangesNothing() {
        var session = Session()
        session.interpreter.stepBudget = 10_000
        _ = session.runScript(SourceFile(name: "s", text: "sections A\nitems A x\n"))
        let result = session.runEntry(SourceFile(name: "s", text: "repeat 100 { repeat 100 { insert [0,0] } }"))
        #expect(result.status == .failure)
        #expect(result.output.contains("needs more than 10000 units of work"))
        let check = session.runEntry(SourceFile(name: "s", text: "expect count == 1"))
        #expect(check.status == .ok)
        // The budget is per top-level command: the next one starts afresh.
        #expect(session.runEntry(SourceFile(name: "s", text: "repeat 90 { echo \"x\" }")).status == .ok)
    }

    /// Animation frames count: each frame of a drag, deceleration or animated scroll costs
    /// `Limits.frameCost` and `Limits.frameViewCost` per view on screen, so a `repeat` of flings
    /// stops (it ran for minutes on a few hundred units) and changes nothing; one fling fits.
    @Test func animationFramesCountTowardTheBudget() {
        var session = Session()
        session.interpreter.stepBudget = 2_000_000   // a tenth of Limits.workBudget: the same arithmetic, faster
        _ = session.runScript(SourceFile(name: "s", text: "sections A\nitems A count 1000\n"))
        let one = session.runEntry(SourceFile(name: "s", text: "fling (0, 2)"))
        #expect(one.status == .ok)
        let before = session.runEntry(SourceFile(name: "s", text: "show")).output
        let many = session.runEntry(SourceFile(name: "s", text: "repeat 10000 { drag by (0, -300); release velocity (0, -2) }"))
        #expect(many.status == .failure)
        #expect(many.output.contains("needs more than 2000000 units of work"), "\(many.output)")
        #expect(session.runEntry(SourceFile(name: "s", text: "show")).output == before)
    }

    /// Engine work counts, not only commands: items created, and each update costs the
    /// collection's size (the engine re-indexes it), so a quadratic loop stops early.
    @Test func engineWorkCountsTowardTheBudget() {
        var session = Session()
        session.interpreter.stepBudget = 100_000
        _ = session.runScript(SourceFile(name: "s", text: "sections A\n"))
        #expect(session.runEntry(SourceFile(name: "s", text: "items A count 200000")).status == .failure)
        // 40 000 identifiers and a layout pass over them (`WorkMeter`).
        #expect(session.runEntry(SourceFile(name: "s", text: "items A count 40000")).status == .ok)
        // 10 commands at 40 000 items each: over the budget, though only 11 commands.
        let result = session.runEntry(SourceFile(name: "s", text: "repeat 10 { insert [0,0] }"))
        #expect(result.status == .failure)
        #expect(result.output.contains("units of work"))
        #expect(session.runEntry(SourceFile(name: "s", text: "expect count == 40000")).status == .ok)
    }

    /// `repeat 8000 { insertSection 0 }` once probed `Section-N` names linearly each time (cubic).
    @Test func generatedSectionNamesAreFoundInConstantTime() {
        var session = Session()
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(session.runScript(SourceFile(name: "s", text: "sections A\nrepeat 300 { insertSection 0 }\nexpect count == 0\n")).status == .ok)
        }
        #expect(session.sectionIdentifiers.count == 301)
        #expect(Set(session.sectionIdentifiers).count == 301)
        // The first is named after its position; later ones take the next free number.
        #expect(session.sectionIdentifiers.prefix(3) == ["Section-299", "Section-298", "Section-297"] || session.sectionIdentifiers.contains("Section-0"))
        #expect(elapsed < .seconds(30))
    }

    /// `sections A` then `insert [0,0] count 10000000` (a fuzzer mutation of robustness/limits) fit
    /// the item limit and, at 1 unit an item, the budget: the insert ran for a quarter of an hour and
    /// grew to gigabytes, and `swift test` hung. One update inserts at most `Limits.insertedItems`
    /// by count now, each costing `Limits.insertedItemCost`, so it is refused at once and changes
    /// nothing; `items … count` (cheap per item) still takes 10,000,000.
    @Test(arguments: ["insert [0,0] count 10000000", "view insert [0,0] count 10000000", "batch { insert [0,0] count 1000000 }"])
    func aHugeInsertByCountIsRefusedAtOnce(_ entry: String) {
        var session = Session()
        _ = session.runScript(SourceFile(name: "s", text: "sections A\n"))
        let clock = ContinuousClock()
        var result: RunResult?
        let elapsed = clock.measure { result = session.runEntry(SourceFile(name: "s", text: entry)) }
        #expect(result?.status == .failure)
        #expect(result?.output.contains("units of work") == true || result?.output.contains("one update inserts at most 100000 items") == true)
        #expect(elapsed < .seconds(5))
        #expect(session.runEntry(SourceFile(name: "s", text: "expect count == 0")).status == .ok)
        #expect(session.runEntry(SourceFile(name: "s", text: "insert [0,0] count 1000")).status == .ok)
    }
}
