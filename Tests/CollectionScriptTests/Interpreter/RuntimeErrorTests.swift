import CollectionEngine
import Testing
@testable import CollectionScript

/// Runtime errors are values: the id (JSON Lines, tests) and the message are computed from the
/// case, and must stay exactly what they were when raise sites typed them by hand.
struct RuntimeErrorTests {
    static let setUp = "sections A B\nitems A a0 a1 a2 a3\nitems B b0 b1\n"

    /// (the failing command, its id, its message): one representative per family.
    static let cases: [(String, String, String)] = [
        ("delete ghost", "name.unknownItem", "unknown item 'ghost'"),
        ("sections A A", "data.duplicateSectionInList", "section identifier 'A' appears twice; section identifiers are unique"),
        ("items 5 x", "data.noSection", "there is no section 5: the data source has 2"),
        ("set scale = 9", "value.scale", "scale must be between 1 and 4 (a screen scale such as 2 or 3)"),
        ("expect moves == 0", "expect.expectNoApply", "moves counts the last diffable apply's changes, and there is none"),
        ("show snapshot", "diffable.notDiffable", "no diffable data source: start with `diffable on`"),
        ("apply", "diffable.notDiffable", "the collection view has no diffable data source: start with `diffable on`"),
        ("diffable on\nitems A q", "diffable.diffableDataCommand",
         "with a diffable data source the data lives in snapshots: edit one with `snapshot { … }` and `apply` it (or `diffable off`)"),
        ("endMove", "move.notMoving", "no interactive movement in progress: start one with `beginMove [s,i]`"),
        ("repeat 1000000 { reload }", "limits.repeatCount", "repeat count must be between 0 and 100000"),
        ("expect numberOfSections == 3", "expect.valueDiffers", "expectation failed: numberOfSections is 2, expected == 3"),
        ("expect error \"nothing\" { reload }", "expect.noError",
         "expectation failed: expected an error containing \"nothing\", but the block ran without one"),
        ("view delete [0,0]", "update.invalidItemCount", ""),
        ("release", "gesture.notDragging", "no finger on the view: `release` ends a `drag by (dx, dy)`; use `fling (vx, vy)` for a flick"),
        ("fling (0, 500)", "value.gestureOutOfRange", "velocity must be between -100 and 100 points per millisecond"),
        ("startInteractiveTransition to flow itemSize=50x50\nstartInteractiveTransition to flow", "transition.transitionInProgress",
         "an interactive layout transition is in progress: end it with `finishInteractiveTransition` or `cancelInteractiveTransition` first"),
        ("transitionProgress 0.5", "transition.noTransition",
         "no interactive layout transition in progress: start one with `startInteractiveTransition to flow …`"),
        ("tap action \"Delete\"", "gesture.noOpenSwipe", "no row shows its swipe actions: `swipe ITEM left` opens one first"),
        ("dismissMenu", "gesture.noContextMenu",
         "no context menu is open: `longPress [0,2]` opens one (when the delegate answers a configuration)"),
        ("deletePlaceholder Nope", "drop.unknownPlaceholder",
         "no drop placeholder named 'Nope': none stands (`drop [0,2] placeholder Nope` inserts one)"),
        ("cancelDrag", "gesture.noDragSession", "no drag is in flight: `longPress ITEM` then `moveFinger (0, 40)` lifts one"),
    ]

    @Test("a representative error keeps its id and message", arguments: cases.indices)
    func idAndMessage(_ index: Int) throws {
        let (command, id, message) = Self.cases[index]
        var session = Session()
        _ = session.runEntry(SourceFile(name: "setup", text: Self.setUp))
        let failed = session.runEntry(SourceFile(name: id, text: command))
        #expect(failed.status == .failure, "\(command) did not fail:\n\(failed.output)")
        let error = try #require(session.interpreter.lastError)
        #expect(error.id == id)
        if !message.isEmpty { #expect(error.message == message) }
        #expect(error.diagnostic.id == id)
    }

    /// A velocity that reads as points per second (a pan gesture's unit) gets it converted in a
    /// note; one too fast even per second does not.
    @Test func aVelocityPerSecondIsConvertedInANote() throws {
        var session = Session()
        _ = session.runEntry(SourceFile(name: "setup", text: Self.setUp))
        _ = session.runEntry(SourceFile(name: "fling", text: "fling (0, -3000)"))
        let error = try #require(session.interpreter.lastError)
        #expect(error.id == "value.gestureOutOfRange")
        #expect(error.notes == ["a pan gesture's velocity(in:) is in points per second; (0, -3000) pt/s is (0, -3) pt/ms, "
            + "the unit scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) reports"])
        _ = session.runEntry(SourceFile(name: "fling", text: "fling (0, 500000)"))
        #expect(session.interpreter.lastError?.notes == [])
    }

    @Test func notesKeepTheirWording() {
        let choice = RuntimeError.script(.unknownChoice("tru", suggestion: "true", choices: ["true", "false"]), at: SourceRange(0, 1))
        #expect(choice.notes == ["did you mean 'true'?", "expected one of: true, false"])
        let item = ScriptError.unknownItem("q", suggestion: nil, noneYet: true)
        #expect(item.notes == ["there are no items yet: add some with `items <section> A B`"])
        #expect(ScriptError.unknownSection("q", suggestion: nil).notes.isEmpty)
    }

    @Test func aFailedUpdateCarriesWhatExplainNeeds() throws {
        var session = Session()
        _ = session.runEntry(SourceFile(name: "setup", text: Self.setUp))
        _ = session.runEntry(SourceFile(name: "x", text: "view delete [0,0]"))
        let error = try #require(session.interpreter.lastError)
        guard case .uikit(_, _, let update?) = error else { Issue.record("no update payload: \(error)"); return }
        #expect(update.viewCounts == [4, 2])
    }

    @Test func stepBudgetNamesItsLimit() throws {
        var session = Session()
        session.interpreter.stepBudget = 50
        _ = session.runEntry(SourceFile(name: "x", text: "repeat 10 { reload }"))
        let error = try #require(session.interpreter.lastError)
        #expect(error.id == "limits.workBudget")
        #expect(error.message.hasPrefix("this command needs more than 50 units of work (each command run counts 100,"))
    }

    @Test func wrongErrorQuotesTheErrorItCaught() {
        let caught = RuntimeError.script(.noItem(IndexPath(0, 9)), at: SourceRange(0, 1))
        let failure = RuntimeError.expectationFailed(.wrongError(pattern: "boom", got: caught), at: SourceRange(0, 1))
        #expect(failure.id == "expect.wrongError")
        #expect(failure.message == "expectation failed: expected an error containing \"boom\", but got: no item at [0,9]")
    }

    /// One of each `ScriptError` case. `ordinal` switches over the enum without a default, so a new
    /// case does not compile until it gets a number here, and the test fails until it has a sample.
    static let samples: [ScriptError] = [
        .unknownSection("S", suggestion: "A"), .unknownItem("q", suggestion: nil, noneYet: true), .noItem(IndexPath(0, 9)),
        .unknownProperty("sise", what: "property", suggestion: "size"),
        .duplicateSectionInList("A"), .sectionAlreadyInCollection("A"), .duplicateItemInList("a"),
        .itemAlreadyAt("a", IndexPath(0, 0)), .itemInAnotherSection("a"),
        .noSection(5, dataSourceCount: 2), .noViewSection(5),
        .wrongKind(expected: "a number", got: "x"), .unknownChoice("x", suggestion: nil, choices: ["a", "b"]), .scale, .negativeSize,
        .expectOperator("<", subject: "sections"), .expectNeedsArgument(subject: "items"), .expectNoApply(subject: "moves"),
        .notDiffable(), .notInOutline("a"), .diffableDataCommand,
        .delegateRedirectUsage, .notMoving, .tapOffScreen(IndexPath(0, 9), vertically: true),
        .notAnUpdate, .sectionInsertOverflow(after: 1, count: 2), .itemInsertOverflow(after: IndexPath(0, 1), count: 2),
        .viewInsertNames, .insertArity(paths: 2, names: 3), .repeatCount(limit: 10), .itemLimit(room: 5, limit: 10), .sectionLimit(limit: 10),
        .batchUpdates(limit: 10), .viewSize(limit: 10), .workBudget(limit: 10, commandCost: 1), .interrupted,
        .apiUnavailable(.reconfigureItems, needs: UIKitBehaviour.introduction(of: .reconfigureItems), on: .latest),
        .gestureOutOfRange(quantity: "velocity", range: "at most 100"), .notDragging,
        .invalidCompositionalLayout("At least 1 subitem is required for a group"), .notOrthogonal(1),
        .insertLimit(limit: 10), .noReorderingHandlers,
        .transitionInProgress, .noTransition, .noContextMenu,
        .unknownPlaceholder("Nope", standing: ["Loading at [0,1]"]), .placeholderEnded("Loading", how: "deleted"),
        .noFingerDown, .noDragSession, .dropNeedsPlaceholder, .placeholderNameTaken("a"), .diffableCommitPlaceholder,
        .cellSizeRange(IndexPath(0, 5), IndexPath(1, 2)),
        .swipeNeedsList(section: 0, layout: "UICollectionViewFlowLayout"), .swipeOffScreen(IndexPath(0, 9), vertically: true),
        .noOpenSwipe, .unknownSwipeAction("Flag", available: ["Delete"]), .swipeInsideHandler,
        .accessoryNotShown(IndexPath(0, 1), "delete", shown: ["checkmark"], editing: false), .duplicateAccessory("checkmark"),
        .reorderIsDragged, .accessoryTakesNoHandler("checkmark"), .accessoryInsideHandler,
        .invalidCustomLayout("a frames layout needs its frames"),
    ]

    static func ordinal(_ error: ScriptError) -> Int {
        switch error {
        case .unknownSection: 0
        case .unknownItem: 1
        case .noItem: 2
        case .unknownProperty: 3
        case .duplicateSectionInList: 4
        case .sectionAlreadyInCollection: 5
        case .duplicateItemInList: 6
        case .itemAlreadyAt: 7
        case .itemInAnotherSection: 8
        case .noSection: 9
        case .noViewSection: 10
        case .wrongKind: 11
        case .unknownChoice: 12
        case .scale: 13
        case .negativeSize: 14
        case .expectOperator: 15
        case .expectNeedsArgument: 16
        case .expectNoApply: 17
        case .notDiffable: 18
        case .notInOutline: 19
        case .diffableDataCommand: 20
        case .delegateRedirectUsage: 22
        case .notMoving: 23
        case .notAnUpdate: 24
        case .sectionInsertOverflow: 25
        case .itemInsertOverflow: 26
        case .viewInsertNames: 27
        case .insertArity: 28
        case .interrupted: 29
        case .repeatCount: 30
        case .itemLimit: 31
        case .sectionLimit: 32
        case .batchUpdates: 33
        case .viewSize: 34
        case .workBudget: 35
        case .apiUnavailable: 36
        case .gestureOutOfRange: 37
        case .notDragging: 38
        case .invalidCompositionalLayout: 39
        case .notOrthogonal: 40
        case .tapOffScreen: 41
        case .insertLimit: 42
        case .noReorderingHandlers: 43
        case .transitionInProgress: 44
        case .noTransition: 45
        case .noContextMenu: 46
        case .unknownPlaceholder: 47
        case .placeholderEnded: 48
        case .noFingerDown: 49
        case .noDragSession: 50
        case .dropNeedsPlaceholder: 51
        case .placeholderNameTaken: 52
        case .diffableCommitPlaceholder: 53
        case .cellSizeRange: 54
        case .swipeNeedsList: 55
        case .swipeOffScreen: 56
        case .noOpenSwipe: 57
        case .unknownSwipeAction: 58
        case .swipeInsideHandler: 21  // 21 was diffableDrag (issue 38: diffable drops are modelled)
        case .accessoryNotShown: 60
        case .duplicateAccessory: 61
        case .reorderIsDragged: 62
        case .accessoryTakesNoHandler: 63
        case .accessoryInsideHandler: 64
        case .invalidCustomLayout: 59
        }
    }

    @Test func everyScriptErrorCaseHasASample() {
        let ordinals = Set(Self.samples.map(Self.ordinal))
        #expect(ordinals == Set(0...(ordinals.max() ?? 0)))
        #expect(ordinals.count == Self.samples.count)
    }

    @Test("every ScriptError case has an id, a message and an explanation", arguments: samples)
    func explained(_ error: ScriptError) {
        #expect(!error.id.isEmpty)
        #expect(!error.message.isEmpty)
        let reasons = Explainer.reasons(for: error)
        #expect(!reasons.isEmpty && reasons.allSatisfy { !$0.isEmpty })
        let lines = Explainer(error: .script(error, at: SourceRange(0, 1))).lines()
        #expect(lines.count > 2)
    }

    @Test func everyExpectationFailureIsExplained() {
        let failures: [ExpectationFailure] = [
            .valueDiffers(subject: "sections", actual: "[A]", operator: "==", expected: "[B]"),
            .wrongError(pattern: "x", got: .script(.interrupted, at: SourceRange(0, 1))), .noError(pattern: "x"),
        ]
        for failure in failures { #expect(!Explainer.reasons(for: failure).isEmpty) }
    }
}
