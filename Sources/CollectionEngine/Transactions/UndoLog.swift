/// The entries that undo what changed while transactions were open, for a part of the view that a
/// savepoint leaves out because it is edited in place (`CollectionView.Savepoint`): the layouts'
/// measured sizes (`MeasuredSizes`) and the cells' answers (`SizeJournal`). The same bookkeeping
/// as `DataSourceJournal`, for any entry type: recording is on while `depth > 0`; a mark is the
/// log's length when a transaction began, and stays valid when the outermost transaction's
/// entries are dropped (`base`).
struct UndoLog<Entry: Sendable>: Sendable {
    /// The entries after `base`, oldest first: a mark `m` is `entries[m - base]`.
    private(set) var entries: [Entry] = []
    private var base = 0
    /// How many transactions are open.
    private(set) var depth = 0

    /// Whether a change must be recorded now.
    var isRecording: Bool { depth > 0 }

    /// About how many bytes the entries keep alive: their inline size (what an entry holds
    /// out of line, such as an array, is not counted).
    var approximateBytes: Int { entries.count * MemoryLayout<Entry>.stride }

    /// Records `entry` when a transaction is open.
    mutating func record(_ entry: @autoclosure () -> Entry) {
        guard depth > 0 else { return }
        entries.append(entry())
    }

    /// A transaction begins: its mark is the log's length now.
    mutating func open() -> Int {
        depth += 1
        return base + entries.count
    }

    /// A transaction ends, kept or undone: the outermost one forgets the log.
    mutating func close() {
        depth = max(0, depth - 1)
        if depth == 0 { forgetAll() }
    }

    /// The outermost transaction ends, keeping its changes, while the one that began at `nextMark`
    /// (and those inside it) stay open: its entries are forgotten.
    mutating func dropOutermost(nextMark: Int?) {
        depth = max(0, depth - 1)
        guard depth > 0, let nextMark else {
            forgetAll()
            return
        }
        let count = min(max(0, nextMark - base), entries.count)
        entries.removeFirst(count)
        base += count
    }

    /// Takes the entries recorded since `mark`, newest first, leaving the log at `mark`.
    mutating func take(since mark: Int) -> [Entry] {
        let start = max(0, mark - base)
        guard start < entries.count else { return [] }
        let taken = Array(entries[start...].reversed())
        entries.removeSubrange(start...)
        return taken
    }

    /// The entries recorded since `mark`, oldest first, left in place.
    func entries(since mark: Int) -> ArraySlice<Entry> {
        entries[min(max(0, mark - base), entries.count)...]
    }

    private mutating func forgetAll() {
        entries.removeAll()
        base = 0
    }
}
