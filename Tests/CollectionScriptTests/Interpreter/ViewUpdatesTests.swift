import Testing
import CollectionEngine
@testable import CollectionScript

/// An apply's changeset is kept as it came (`StepReport.appliedChanges`) and made into update
/// operations only when read (`ViewUpdates`, issue 37): the operations are the changeset's, in
/// the order the pictures and `show layout` read them, and an empty changeset is no update.
struct ViewUpdatesTests {
    static func run(_ text: String, in interpreter: inout Interpreter) -> StepReport? {
        var last: StepReport?
        for command in Parser.parse(SourceFile(name: "t", text: text)).script.commands {
            last = try? interpreter.execute(command)
        }
        return last
    }

    @Test func anApplyKeepsItsChangesetAndReadsAsItsOperations() throws {
        var interpreter = Interpreter(version: .latest)
        _ = Self.run("diffable on\nsnapshot {\n  appendSections A\n  appendItems A a b c d\n}\napply\n", in: &interpreter)
        let report = try #require(Self.run("snapshot {\n  deleteItems b\n  moveItem a after d\n  appendItems A e\n}\napply\n",
                                           in: &interpreter))
        let changes = try #require(report.appliedChanges.first)
        #expect(report.appliedChanges.count == 1)
        #expect(!changes.updateOperations.isEmpty)
        #expect(report.viewUpdates == changes.updateOperations)
        #expect(report.updates.operations == changes.updateOperations)
        #expect(!report.updates.isEmpty)
        #expect(interpreter.lastChanges == StepChanges.marks(changes.updateOperations,
                                                          before: interpreter.lastChangesRecord!.before,
                                                          after: interpreter.lastChangesRecord!.after))
    }

    @Test func operationsComeOwnFirstThenEachChangeset() {
        var first = SnapshotChangeset()
        first.deletedItems = [IndexPath(0, 1)]
        var second = SnapshotChangeset()
        second.insertedItems = [IndexPath(0, 0)]
        let own: [UpdateOperation] = [.insertSections([1])]
        let updates = ViewUpdates(own: own, applied: [first, second, SnapshotChangeset()])
        #expect(updates.operations == own + first.updateOperations + second.updateOperations)
        #expect(!updates.isEmpty)
        #expect(ViewUpdates(own: [], applied: [SnapshotChangeset()]).isEmpty)
        #expect(ViewUpdates(own: [], applied: [first]).operations == first.updateOperations)
        #expect(ViewUpdates(own: own, applied: []).operations == own)
    }
}
