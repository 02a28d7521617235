import Foundation
import Testing
import CollectionEngine
@testable import CollectionScript

/// A command that fails changes nothing: not the collection view (sections, items, selection,
/// offset, cells, interaction), not the interpreter (pending snapshot, tracing, generated names).
struct RollbackPropertyTests {
    /// Everything a failed command must leave as it was: the whole view (data, layout, offset,
    /// cells, selection, placeholders, interaction; its identifier tables too: the engine's
    /// transaction forgets what a failed command interned) and the interpreter's state, all but
    /// `lastError` (which a failure sets, for `explain`).
    struct Dump: Equatable {
        /// `Interpreter.lastChangesRecord` (a tuple, so not `Equatable` itself).
        struct Changes: Equatable {
            var updates: [UpdateOperation]
            var before: [CollectionEngine.IndexPath: Rect], beforeLabels: [CollectionEngine.IndexPath: String]
            var after: [CollectionEngine.IndexPath: Rect], afterLabels: [CollectionEngine.IndexPath: String]
        }

        var view: CollectionView
        var pendingSnapshot: DiffableSnapshot?
        var isTracing: Bool
        var nextGenerated: GeneratedNumbers
        var lastStepEvents: [CollectionViewEvent]
        var lastChanges: Changes?
        var outOfStepSince: String?
        var transitionCompletion: [Command]?
        var swipeHandlers: [[Command]]
        var isRunningSwipeHandler: Bool

        init(_ interpreter: Interpreter) {
            view = interpreter.view
            pendingSnapshot = interpreter.pendingSnapshot
            isTracing = interpreter.isTracing
            nextGenerated = interpreter.nextGenerated
            lastStepEvents = interpreter.lastStepEvents
            lastChanges = interpreter.lastChangesRecord.map {
                Changes(updates: $0.updates.operations, before: $0.before.frames, beforeLabels: $0.before.labels,
                        after: $0.after.frames, afterLabels: $0.after.labels)
            }
            outOfStepSince = interpreter.outOfStepSince
            transitionCompletion = interpreter.transitionCompletion
            swipeHandlers = interpreter.swipeHandlers
            isRunningSwipeHandler = interpreter.isRunningSwipeHandler
        }
    }

    static func command(_ r: inout SplitMix64, depth: Int = 0) -> String {
        switch r.below(14) {
        case 10: return r.pick(["drag by (0, 300)", "release velocity (0, 3)", "fling (0, -4)", "drag by (0, -90000)", "tapStatusBar"])
        case 11: return r.pick(["layout list appearance=plain", "layout list appearance=insetGrouped headerMode=supplementary",
                                "layout compositional { section { group horizontal width=fractionalWidth(1) height=absolute(40) { item width=fractionalWidth(0.5) height=fractionalHeight(1) } } }",
                                "layout flow itemSize=3x3 estimatedItemSize=50x50"])
        case 12: return "cellSize [\(r.below(2)),\(r.below(4))] \(r.pick(["390x80", "0x0", "10x10"]))"
        case 13: return "drop [0,\(r.below(3))] placeholder P\(r.below(3)) reuseIdentifier = \(r.pick(["Unregistered", "Cell"]))"
        case 0: return r.pick(["trace on", "trace off"])
        case 1: return "snapshot { \(r.pick(["appendItems S0 q\(r.below(9))", "deleteItems a", "appendSections T", "moveItem ghost before a"])) }"
        case 2: return r.pick(["apply", "apply nonAnimated", "apply reloadData", "diffable on", "diffable off"])
        case 3 where depth < 2:
            return "sameTurn { \(command(&r, depth: depth + 1)); \(command(&r, depth: depth + 1)) }"
        case 4 where depth < 2:
            return "expect error \"\(r.pick(["x", "attempt", "Invalid"]))\" { \(command(&r, depth: depth + 1)); \(command(&r, depth: depth + 1)) }"
        case 5: return "items S0 count \(r.below(4))"
        case 6: return r.pick(["set cellReuseIdentifier = Fancy", "register Fancy", "select [0,0] [0,1]", "tap [9,9]"])
        default: return InterpreterFuzzTests.command(&r, depth: depth)
        }
    }

    @Test func aFailedCommandChangesNothing() {
        checkFailedCommandsChangeNothing(setUp: "sections S0 S1\nitems S0 a b c\nitems S1 d e\n", rounds: 120, minimumFailures: 100)
    }

    /// The same over more elements than `CollectionView.maximumViewsOnScreen`, where a change can
    /// also be refused late, inside the layout pass after it (too many views on screen): the
    /// engine's transaction undoes what the change had done by then.
    @Test func aFailedCommandChangesNothingInALargeCollection() {
        // Items of 2 × 2 (2,300 on screen) could tile the screen past the limit.
        checkFailedCommandsChangeNothing(setUp: "layout flow itemSize=2x2\nsections S0 S1\nitems S0 a b c\nitems S1 count 10001\n",
                                         rounds: 12, minimumFailures: 8)
    }

    private func checkFailedCommandsChangeNothing(setUp text: String, rounds: Int, minimumFailures: Int) {
        var r = SplitMix64(state: 0x5EED_0B5E)
        var failures = 0
        for _ in 0..<rounds {
            var interpreter = Interpreter(version: r.pick([UIKitVersion.latest, UIKitVersion(parsing: "14")!]))
            let setUp = Parser.parse(SourceFile(name: "setup", text: text))
            for command in setUp.script.commands {
                #expect((try? interpreter.execute(command)) != nil, "the set-up failed at \(command)")
            }
            for _ in 0..<25 {
                let text = Self.command(&r)
                let parsed = Parser.parse(SourceFile(name: "random", text: text))
                guard parsed.diagnostics.isEmpty else { continue }
                for command in parsed.script.commands {
                    _ = interpreter.view.drainEvents()
                    let before = Dump(interpreter)
                    do {
                        _ = try interpreter.execute(command)
                    } catch {
                        failures += 1
                        let after = Dump(interpreter)
                        #expect(before == after, "`\(text)` failed (\(error.message)) and changed the state")
                    }
                }
            }
        }
        #expect(failures > minimumFailures, "the generator should produce failing commands")
    }

    /// The cases the robustness review found (issue 12).
    @Test(arguments: [
        "sameTurn { apply; tap [9,9] }",
        "expect error \"zzz\" { trace on; tap [9,9] }",
        "set cellReuseIdentifier = Fancy\napply",
        // A failed `swipeActions` kept its handler bodies (issue 36's catalogue fuzzer).
        "swipeActions trailing [9,9] { destructive \"Delete\" { delete [0,1] } }",
        "sameTurn { swipeActions trailing [0,0] { destructive \"Delete\" { delete [0,1] } }; tap [9,9] }",
    ])
    func interpreterStateIsRestored(_ failing: String) throws {
        var session = Session()
        let setUp = "sections S0\nitems S0 a b\ndiffable on\nsnapshot { appendItems S0 c }\n"
        _ = session.runEntry(SourceFile(name: "setup", text: setUp))
        var commands = Parser.parse(SourceFile(name: "failing", text: failing)).script.commands
        let last = commands.removeLast()
        for command in commands { _ = try session.interpreter.execute(command) }
        let before = Dump(session.interpreter)
        #expect(before.pendingSnapshot != nil)
        #expect(throws: RuntimeError.self) { _ = try session.interpreter.execute(last) }
        #expect(Dump(session.interpreter) == before)
    }

    /// Negative and huge counts trapped in the old rollback's change counting (issue 36): each is a
    /// located error now, and the state is as before.
    @Test(arguments: [
        "batch { insert [0,0] count -1 }", "items S0 count -1", "view insert [0,0] count -1", "data insert [0,0] count -1",
        "insert [0,0] [0,1] count -4611686018427387905", "expect error \"x\" { insert [0,0] count -1 }",
        "batch { insert [0,0] count \(Int.max) }",
    ])
    func extremeCountsFailWithoutATrap(_ failing: String) throws {
        var interpreter = Interpreter(version: .latest)
        for command in Parser.parse(SourceFile(name: "setup", text: "sections S0\nitems S0 a b c\n")).script.commands {
            _ = try interpreter.execute(command)
        }
        let parsed = Parser.parse(SourceFile(name: "failing", text: failing))
        try #require(parsed.diagnostics.isEmpty)
        _ = interpreter.view.drainEvents()
        let before = Dump(interpreter)
        #expect(throws: RuntimeError.self) { _ = try interpreter.execute(parsed.script.commands[0]) }
        #expect(Dump(interpreter) == before)
    }

    /// A compositional grid of cells small enough to pass the limit, one of cells too large to, and
    /// a list with and without a short `cellSize` answer: what fails changes nothing.
    @Test func aFailedCommandChangesNothingInALargeCompositionalCollection() {
        let grid = "layout compositional { section { group horizontal width=fractionalWidth(1) height=absolute(SIZE) { item width=absolute(SIZE) height=fractionalHeight(1) } } }\n"
        checkFailedCommandsChangeNothing(setUp: "view 100x100\n" + grid.replacingOccurrences(of: "SIZE", with: "3") + "sections S0 S1\nitems S0 a b c\nitems S1 count 10001\n",
                                         rounds: 6, minimumFailures: 4)
        checkFailedCommandsChangeNothing(setUp: grid.replacingOccurrences(of: "SIZE", with: "40") + "sections S0 S1\nitems S0 a b c\nitems S1 count 10001\n",
                                         rounds: 6, minimumFailures: 4)
        let list = "layout list appearance=insetGrouped headerMode=supplementary\nsections S0 S1\nitems S0 a b c\nitems S1 count 10001\n"
        checkFailedCommandsChangeNothing(setUp: list, rounds: 6, minimumFailures: 4)
        checkFailedCommandsChangeNothing(setUp: list + "cellSize [1,0] ... [1,200] 390x3\n", rounds: 6, minimumFailures: 4)
    }
}
