import Testing
@testable import CollectionScript
import CollectionEngine
@testable import colscript

/// `:undo` by the engine's transactions and by replay: with no budget for undo steps (every undo
/// past the newest replays the journal) and with room for all of them (every undo rolls a
/// transaction back), each undo gives the state a session that ran only the remaining entries
/// has — the simple reference — down to the whole collection view compared with `==`.
struct UndoReplayTests {
    /// Entries that change the data, the layout, the selection and a diffable snapshot; one fails
    /// half-way (`items B p q; delete [7,0]` keeps `items B p q`).
    static let entries = [
        "sections A B", "items A count 40", "items B x y z", "insert [0,3]", "move [0,1] -> [1,0]",
        "view 200x300", "select [0,2]", "items B p q; delete [7,0]", "delete [0,5]",
        "diffable on", "snapshot {\n  appendItems B w v\n  moveItem p after w\n}", "apply",
        "snapshot { deleteItems A-7 }", "apply",
    ]

    /// What a person sees of the whole state.
    static func picture(_ session: inout Session) -> String {
        session.runEntry(SourceFile(name: "<check>", text: "show\nshow snapshot\nshow selection")).output
    }

    @Test(arguments: [0, 1 << 30]) func undoingGivesTheStateOfTheShorterJournal(budget: Int) {
        var repl = REPL(options: SessionOptions(quiet: true), style: ConsoleStyle(color: false), echoesCommands: false)
        repl.undoBudget = budget
        for entry in Self.entries { repl.run(SourceFile(name: "<test>", text: entry)) }
        // The half-failed entry is journaled as what succeeded.
        var kept = Self.entries
        kept[7] = "items B p q; "
        for count in stride(from: kept.count - 1, through: 0, by: -1) {
            repl.undoLastEntry()
            var reference = Session(options: SessionOptions(quiet: true))
            for entry in kept[..<count] { _ = reference.runEntry(SourceFile(name: "<ref>", text: entry)) }
            var undone = repl.session
            #expect(undone.interpreter.view == reference.interpreter.view, "after undoing down to \(count) entries")
            #expect(Self.picture(&undone) == Self.picture(&reference), "after undoing down to \(count) entries")
        }
    }
}
