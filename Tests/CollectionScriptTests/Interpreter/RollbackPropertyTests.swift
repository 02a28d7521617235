import Foundation
import Testing
import CollectionEngine
@testable import CollectionScript

/// A command that fails changes nothing: not the collection view (sections, items, selection,
/// offset, cells, interaction), not the interpreter (pending snapshot, tracing, generated names).
struct RollbackPropertyTests {
    /// Everything a failed command must leave as it was. The identifier tables are left out: a
    /// failed command may intern a name it never used (an id nothing refers to).
    struct Dump: Equatable {
        var view: CollectionView
        var pendingSnapshot: DiffableSnapshot?
        var isTracing: Bool
        var nextGenerated: [String: Int]

        init(_ interpreter: Interpreter) {
            view = interpreter.view
            view.sectionNames = IdentifierTable()
            view.itemNames = IdentifierTable()
            pendingSnapshot = interpreter.pendingSnapshot
            isTracing = interpreter.isTracing
            nextGenerated = interpreter.nextGenerated
        }
    }

    static func command(_ r: inout SplitMix64, depth: Int = 0) -> String {
        switch r.below(10) {
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

    /// The same over more elements than `CollectionView.maximumViewsOnScreen`: every command that
    /// could be refused for too many views keeps a copy of the view without its identifier tables
    /// (`RollbackPoint`), so what it restores is that copy and the tables as they were.
    @Test func aFailedCommandChangesNothingInALargeCollection() {
        // Items of 2 × 2 (2,300 on screen) could tile the screen past the limit: most commands keep the view.
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

    /// A command made of one engine call does not copy the view for rollback (the copy would make
    /// the call's first mutation copy the whole model); compound commands do.
    @Test func onlyCompoundCommandsCopyTheView() {
        let interpreter = Interpreter(version: .latest)
        func copies(_ text: String) -> Bool {
            RollbackPoint(interpreter, for: Parser.parse(SourceFile(name: "c", text: text)).script.commands[0]).copiesView
        }
        #expect(!copies("insert [0,0] x"))
        #expect(!copies("batch { insert [0,0] x; delete [0,3] }"))
        #expect(!copies("tap [0,0]"))
        #expect(copies("repeat 3 { insert [0,0] x }"))
        #expect(copies("sameTurn { reload; insert [0,0] x }"))
        #expect(copies("expect error \"x\" { insert [0,0] x }"))
        // A command that could put more than maximumViewsOnScreen on screen keeps the view (less
        // its identifier tables): a collection of more elements than that whose layout's smallest
        // items could tile the screen that densely. Items of 50 × 50 cannot; of 2 × 2 they could.
        func setUp(_ text: String) -> Interpreter {
            var made = Interpreter(version: .latest)
            for command in Parser.parse(SourceFile(name: "s", text: text)).script.commands { _ = try? made.execute(command) }
            return made
        }
        let roomy = setUp("sections S\nitems S count 10001")
        let dense = setUp("layout flow itemSize=2x2\nsections S\nitems S count 10001")
        func copiesIn(_ interpreter: Interpreter, _ text: String) -> Bool {
            RollbackPoint(interpreter, for: Parser.parse(SourceFile(name: "c", text: text)).script.commands[0]).copiesView
        }
        #expect(!copiesIn(roomy, "insert [0,0] x"))
        #expect(!copiesIn(roomy, "items S count 20000"))
        #expect(copiesIn(roomy, "view 1000x1000"))   // a change of layout or size: the bound is the one after
        #expect(!copiesIn(roomy, "size [0,0] 100x100"))   // a size answer joins the bound
        #expect(copiesIn(roomy, "size [0,0] 1x1"))
        #expect(copiesIn(dense, "insert [0,0] x"))
        #expect(!copiesIn(dense, "show"))
        // The same for a compositional layout whose cells cannot overlap or change size: a grid
        // of 50-point cells cannot pass the limit, one of 6-point cells could; self-sizing rows
        // (a list) are no shorter than their estimate or the shortest `cellSize` answer.
        let grid = "layout compositional { section { group horizontal width=fractionalWidth(1) height=absolute(SIZE) { item width=absolute(SIZE) height=fractionalHeight(1) } } }\n"
        let roomyGrid = setUp(grid.replacingOccurrences(of: "SIZE", with: "50") + "sections S\nitems S count 10001")
        let denseGrid = setUp(grid.replacingOccurrences(of: "SIZE", with: "6") + "sections S\nitems S count 10001")
        let list = setUp("layout list appearance=plain\nsections S\nitems S count 10001")
        #expect(!copiesIn(roomyGrid, "insert [0,0] x"))
        #expect(!copiesIn(roomyGrid, "batch { delete [0,3]; move [0,1] -> [0,9000] }"))
        #expect(!copiesIn(roomyGrid, "scrollTo [0,9000] top"))
        #expect(copiesIn(roomyGrid, "view 1000x1000"))
        #expect(copiesIn(denseGrid, "insert [0,0] x"))
        #expect(!copiesIn(list, "insert [0,0] x"))
        #expect(copiesIn(list, "cellSize [0,0] 390x3"))   // a change of size, as `view` is
        let shortRows = setUp("layout list appearance=plain\nsections S\nitems S count 10001\ncellSize [0,0] 390x3")
        #expect(copiesIn(shortRows, "insert [0,0] x"))
    }

    /// A compositional grid of cells small enough to pass the limit: refused commands restore the
    /// copy; one of cells too large to: no copy, and what fails still changes nothing. The same
    /// for a list, with and without a short `cellSize` answer.
    @Test func aFailedCommandChangesNothingInALargeCompositionalCollection() {
        let grid = "layout compositional { section { group horizontal width=fractionalWidth(1) height=absolute(SIZE) { item width=absolute(SIZE) height=fractionalHeight(1) } } }\n"
        // In a 100 × 100 view, 33 × 33 cells of 3 points are on screen: under the limit, but
        // cells that small have no bound, so every command keeps the view.
        checkFailedCommandsChangeNothing(setUp: "view 100x100\n" + grid.replacingOccurrences(of: "SIZE", with: "3") + "sections S0 S1\nitems S0 a b c\nitems S1 count 10001\n",
                                         rounds: 6, minimumFailures: 4)
        checkFailedCommandsChangeNothing(setUp: grid.replacingOccurrences(of: "SIZE", with: "40") + "sections S0 S1\nitems S0 a b c\nitems S1 count 10001\n",
                                         rounds: 6, minimumFailures: 4)
        let list = "layout list appearance=insetGrouped headerMode=supplementary\nsections S0 S1\nitems S0 a b c\nitems S1 count 10001\n"
        checkFailedCommandsChangeNothing(setUp: list, rounds: 6, minimumFailures: 4)
        checkFailedCommandsChangeNothing(setUp: list + "cellSize [1,0] ... [1,200] 390x3\n", rounds: 6, minimumFailures: 4)
    }
}
