import CollectionEngine
import Testing
@testable import CollectionScript

/// The work budget charges what a command really costs (issue 36, point 4): what the engine did
/// for it (its `WorkMeter`: layout passes, views placed, cells measured, self-sizing answers
/// stored, animation frames) and the text it printed, all through `Interpreter.spend`. The inputs
/// that ran for seconds to minutes within the old flat charge stop at the budget, located, and
/// change nothing.
struct WorkBudgetCostTests {
    /// A session after `setUp`, with `budget` units a command.
    static func session(_ setUp: String, budget: Int = Limits.workBudget) -> Session {
        var session = Session()
        let result = session.runScript(SourceFile(name: "setup", text: setUp))
        #expect(result.status == .ok, "\(result.output)")
        session.interpreter.stepBudget = budget
        return session
    }

    static func run(_ session: inout Session, _ text: String) -> RunResult {
        session.runEntry(SourceFile(name: "entry", text: text))
    }

    /// `entry` is stopped by the budget, at a located error, within `seconds`, and the state
    /// (`show` and `show cells`) is as before.
    /// (The bound is generous for a loaded debug build: these inputs ran for minutes before.)
    static func expectStopped(_ session: inout Session, _ entry: String, within seconds: Int = 180,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let before = run(&session, "show\nshow cells").output
        var result: RunResult?
        let elapsed = ContinuousClock().measure { result = run(&session, entry) }
        #expect(result?.status == .failure, sourceLocation: sourceLocation)
        #expect(result?.output.contains("units of work") == true, "\(result?.output.suffix(300) ?? "")", sourceLocation: sourceLocation)
        #expect(session.interpreter.lastError?.id == "limits.workBudget", sourceLocation: sourceLocation)
        #expect(result?.output.contains("entry:1:") == true, "located", sourceLocation: sourceLocation)
        #expect(elapsed < .seconds(seconds), "took \(elapsed)", sourceLocation: sourceLocation)
        #expect(run(&session, "show\nshow cells").output == before, "the state changed", sourceLocation: sourceLocation)
    }

    // MARK: - The inputs of the issue

    @Test func insertsByCountIntoAGrowingCollectionStop() {
        var session = Self.session("sections S\n")
        Self.expectStopped(&session, "repeat 390 { insert [0,0] count 390 }")
        #expect(Self.run(&session, "expect count == 0").status == .ok)
    }

    @Test func repeatedHelpStops() {
        var session = Self.session("")
        Self.expectStopped(&session, "repeat 100000 { repeat 20 { help } }")
    }

    @Test func repeatedRelayoutStops() {
        var session = Self.session("sections S\nitems S count 100\n")
        Self.expectStopped(&session, "repeat 100000 { set interitemSpacing = 224 }")
    }

    /// Over an empty collection a relayout costs nothing by the collection's size, yet about
    /// 30 µs: 100,000 of them ran to the end within the budget, 2.7 s in a release build.
    @Test func repeatedRelayoutOfNothingStops() {
        var session = Self.session("")
        Self.expectStopped(&session, "repeat 100000 { set interitemSpacing = 224 }")
        var sections = Self.session("sections S\n")
        Self.expectStopped(&sections, "repeat 100000 { layout flow itemSize=100x100 }")
    }

    /// A `help` with a word that names no command searches every topic for a suggestion (80 s
    /// for a `repeat` of them, charged by the few bytes it printed).
    @Test func repeatedUnknownHelpStops() {
        var session = Self.session("")
        Self.expectStopped(&session, "repeat 100000 { repeat 20 { help zzzzq } }")
    }

    /// Failing updates roll back and build their message: 9 s for a `repeat` of them.
    @Test func repeatedFailingUpdatesStop() {
        var session = Self.session("sections S\n")
        Self.expectStopped(&session, "repeat 100000 { repeat 10 { expect error { insert [9,9] x } } }")
    }

    /// `cellSize` over more items than the budget is refused before it stores any (it took 8.7 s
    /// and a gigabyte at 10,000,000 items); a range pays also for the answers already stored,
    /// which its step copies for undo.
    @Test func cellSizeRangesPayForWhatTheyStore() {
        var session = Self.session("sections S\nitems S count 300000\n", budget: 200_000)
        Self.expectStopped(&session, "cellSize [0,0] ... [0,299999] 390x24", within: 20)
        #expect(Self.run(&session, "cellSize [0,0] ... [0,99999] 390x24").status == .ok)
        // 100,000 new answers and the 100,000 stored: over 200,000.
        Self.expectStopped(&session, "cellSize [0,100000] ... [0,199999] 390x24", within: 20)
        #expect(Self.run(&session, "cellSize [0,100000] ... [0,149999] 390x24").status == .ok)
    }

    // MARK: - Each family's cost is counted

    static func meter(_ session: Session) -> Int { session.interpreter.view.work.units }

    @Test func aLayoutPassCostsTheCollection() {
        var session = Self.session("sections S\nitems S count 5000\n")
        let before = Self.meter(session)
        #expect(Self.run(&session, "set interitemSpacing = 3").status == .ok)
        #expect(Self.meter(session) - before >= 5000 + WorkMeter.sectionCost)
    }

    @Test func viewsPlacedAreCounted() {
        var session = Self.session("sections S\nitems S count 5000\n")
        let views = session.interpreter.view.viewsOnScreen
        #expect(views > 10)
        let before = Self.meter(session)
        #expect(Self.run(&session, "scroll to (0, 100)").status == .ok)
        #expect(Self.meter(session) - before >= views * WorkMeter.viewCost)
    }

    @Test func cellsMeasuredAreCounted() {
        var session = Self.session("sections S\nitems S count 50\nset estimatedItemSize = 50x50\n")
        let before = Self.meter(session)
        #expect(Self.run(&session, "cellSize [0,0] ... [0,9] 100x80").status == .ok)
        // Ten answers stored, and each visible one re-measured.
        #expect(Self.meter(session) - before >= 10 * WorkMeter.cellSizeCost + 10 * WorkMeter.measureCost)
    }

    @Test func animationFramesAreCounted() {
        var session = Self.session("sections S\nitems S count 1000\n")
        let before = Self.meter(session)
        let result = Self.run(&session, "fling (0, 2)")
        #expect(result.status == .ok)
        #expect(Self.meter(session) - before >= 10 * WorkMeter.frameCost)
    }

    @Test func printedTextIsCounted() {
        var help = Self.session("")
        let bytes = Self.run(&help, "help").output.utf8.count
        #expect(bytes > 1000)
        var session = Self.session("", budget: bytes / 2)
        Self.expectStopped(&session, "help")
        // Inside a repeat the text is paid once, not again by the repeat that collects it.
        var twice = Self.session("", budget: 2 * bytes + 3 * Limits.commandCost)
        #expect(Self.run(&twice, "repeat 2 { help }").status == .ok)
    }

    /// What one top-level entry spent (`Interpreter.workSpent`).
    static func spent(_ session: inout Session, _ entry: String) -> Int {
        let before = session.interpreter.workSpent
        #expect(run(&session, entry).status == .ok, "\(entry)")
        return session.interpreter.workSpent - before
    }

    /// Each command pays its fixed cost — its transaction, checks and report — and a change to
    /// the data or layout the fixed part of relaying out, whatever the collection's size.
    @Test func fixedCostsAreCharged() {
        var session = Self.session("")
        #expect(Self.spent(&session, "echo \"\"") >= Limits.commandCost)
        #expect(Limits.commandCost >= 100)
        #expect(Self.spent(&session, "set interitemSpacing = 3")
                >= Limits.commandCost + Limits.collectionCommandCost)
        #expect(Self.spent(&session, "expect error { insert [9,9] x }")
                >= 2 * Limits.commandCost + Limits.collectionCommandCost)
        #expect(Limits.collectionCommandCost >= 1000)
    }

    /// `help NAME` for no command pays for comparing every topic; a known topic does not.
    @Test func anUnknownHelpTopicPaysForItsSearch() {
        var session = Self.session("")
        let search = HelpRenderer.topics.count * Limits.suggestionCandidateCost
        #expect(search > 1000)
        #expect(Self.spent(&session, "help zzzzq") >= search)
        #expect(Self.spent(&session, "help insert") < search)
    }

    /// `help`'s text is rendered once and then only printed: two `help`s share one copy of it,
    /// and it is what rendering it again gives.
    @Test func helpIsRenderedOnce() throws {
        let first = HelpRenderer.overview(), second = HelpRenderer.overview()
        #expect(first.withUnsafeBufferPointer { $0.baseAddress } == second.withUnsafeBufferPointer { $0.baseAddress })
        #expect(first == HelpRenderer.renderOverview(width: HelpRenderer.columns))
        for name in HelpRenderer.topics {
            let topic = try #require(HelpRenderer.topic(name), "\(name)")
            #expect(topic.withUnsafeBufferPointer { $0.baseAddress } == HelpRenderer.topic(name)?.withUnsafeBufferPointer { $0.baseAddress })
            #expect(topic == HelpRenderer.renderTopic(name), "\(name)")
        }
        // Narrower terminals are rendered for their width.
        #expect(HelpRenderer.overview(width: 40) == HelpRenderer.renderOverview(width: 40))
    }

    /// `:undo` past the kept undo steps replays the entries before it: within one budget for
    /// them all, or not at all (30 replays of million-item entries passed two minutes).
    @Test func aReplayIsChargedAsOneBudget() {
        let entries = ["sections A", "items A count 40000", "set interitemSpacing = 2", "set interitemSpacing = 3"]
        #expect(Session().replaying(entries, budget: 100_000) == nil)
        let replayed = Session().replaying(entries, budget: 1_000_000)
        #expect(replayed?.interpreter.view.dataSource.totalItems == 40_000)
        // The replayed session keeps its own budget for what comes next.
        #expect(replayed?.interpreter.stepBudget == Limits.workBudget)
    }

    /// Work a failed command did was still done: the meter keeps it when the view rolls back.
    @Test func rolledBackWorkStaysCounted() {
        let session = Self.session("sections S\nitems S count 500\n")
        var view = session.interpreter.view
        let original = view
        let savepoint = view.beginTransaction()
        let before = view.work.units
        try? view.setBoundsSize(Size(width: 300, height: 500))
        let after = view.work.units
        #expect(after > before)
        view.rollback(to: savepoint)
        #expect(view.work.units == after)
        #expect(view == original, "the meter is not part of the view's state")
    }
}
