import CollectionEngine

/// What the REPL's `:undo` needs of a session besides replaying entries into a copy of it.
///
/// The REPL keeps a few copies of the session (checkpoints, within a byte budget) and the text of
/// every successful entry; `:undo` restores the nearest checkpoint before the undone entry and
/// replays the entries after it. Replaying rebuilds the collection exactly (the engine is
/// deterministic); what it does not rebuild — what the last entry left for the next one to read,
/// because failed entries are not replayed — travels as a `Residue`.
extension Session {
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
