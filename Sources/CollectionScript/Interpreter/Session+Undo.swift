import CollectionEngine

/// What the REPL's `:undo` needs of a session.
///
/// Each entry runs inside an undo step: an engine transaction left open (`UndoPoint`), so undoing
/// the entry is rolling the transaction back — O(what the entry changed), with no copy of the
/// model kept or made (the item arrays are undone from the engine's journal). The REPL keeps the
/// newest steps within a byte budget; past them it replays the text of the successful entries
/// into a fresh session (the engine is deterministic). What replaying does not rebuild — what the
/// last entry left for the next one to read, because failed entries are not replayed — travels as
/// a `Residue`.
extension Session {
    /// Where `undo(to:)` returns the session: the view's open transaction, and the session's own
    /// small state (without the view, which the transaction restores).
    public struct UndoPoint: Sendable {
        fileprivate let savepoint: CollectionView.Savepoint
        fileprivate let session: Session
    }

    /// Opens an undo step before an entry runs. Undo steps nest: each ends with `undo(to:)`,
    /// `endUndoStep(_:)` or `forgetOldestUndoStep(_:next:)`, newest first except for the last.
    public mutating func beginUndoStep() -> UndoPoint {
        let savepoint = interpreter.view.beginTransaction()
        var saved = self
        saved.interpreter.view = Self.placeholderView
        return UndoPoint(savepoint: savepoint, session: saved)
    }

    /// What an undo point holds in place of the view (the transaction restores the view).
    private static let placeholderView = CollectionView()

    /// Ends the newest undo step, keeping what its entry did (an entry that changed nothing).
    public mutating func endUndoStep(_ point: UndoPoint) {
        // Between commands no layout pass is running, so the commit cannot raise.
        try? interpreter.view.commit(point.savepoint)
    }

    /// Back to before the newest open undo step's entry. The session's options stay as they are now.
    public mutating func undo(to point: UndoPoint) {
        interpreter.view.rollback(to: point.savepoint)
        var restored = point.session
        swap(&restored.interpreter.view, &interpreter.view)
        restored.options = options
        restored.interpreter.isInterrupted = interpreter.isInterrupted
        self = restored
    }

    /// Ends the oldest open undo step, keeping what it did, while the newer ones (`next` the
    /// first of them) stay open.
    public mutating func forgetOldestUndoStep(_ oldest: UndoPoint, next: UndoPoint?) {
        interpreter.view.commitOutermost(oldest.savepoint, next: next?.savepoint)
    }

    /// This session with `entries` (the sources of REPL entries that succeeded) run into it,
    /// silently, within one work budget for them all: undoing past the undo steps kept replays the
    /// entries, and the replay is charged as their commands were. Nil when the replay needs more
    /// than `budget` units (the caller keeps its session as it is): no `:undo` runs for minutes.
    public func replaying(_ entries: [String], budget: Int = Limits.workBudget) -> Session? {
        var session = self
        let ownBudget = session.interpreter.stepBudget
        let start = session.interpreter.workSpent
        for entry in entries {
            let spent = session.interpreter.workSpent - start
            session.interpreter.stepBudget = max(0, budget - spent)
            let result = session.runEntry(SourceFile(name: "<undo>", text: entry)) { _ in }
            if result.status != .ok, session.interpreter.lastError?.id == "limits.workBudget" { return nil }
        }
        session.interpreter.stepBudget = ownBudget
        return session
    }

    /// The units of work the session's commands were charged so far (saturating): the REPL
    /// reads, before an entry and after, what the entry cost.
    public var workSpent: Int { interpreter.workSpent }

    /// About how many bytes the open undo steps keep alive.
    public var undoStepBytes: Int { interpreter.view.transactionJournalBytes }

    /// What one entry leaves for the next to read beside the collection: `explain`'s last error
    /// and the callbacks `expect events` compares.
    public struct Residue {
        fileprivate var lastError: RuntimeError?
        fileprivate var lastStepEvents: [CollectionViewEvent]
    }

    public var residue: Residue {
        get { Residue(lastError: interpreter.lastError, lastStepEvents: interpreter.lastStepEvents) }
        set {
            interpreter.lastError = newValue.lastError
            interpreter.lastStepEvents = newValue.lastStepEvents
        }
    }

    /// About how many bytes a copy of this session keeps alive once the live session has changed
    /// under it: its item arrays and indexes (the data source's, the applied and pending
    /// snapshots'). An over-estimate — copy-on-write storage a change did not touch stays shared.
    public var approximateSize: Int {
        let view = interpreter.view
        // Per item: the array entry (8) and the item → section index (4); per snapshot item the
        // array entry and the id → location table (~40 with the hash table's slack).
        var bytes = view.dataSource.totalItems * 12 + view.dataSource.numberOfSections * 64
        if let snapshot = view.diffableDataSource?.snapshot { bytes += snapshot.numberOfItems * 48 }
        if let pending = interpreter.pendingSnapshot { bytes += pending.numberOfItems * 48 }
        return bytes
    }
}
