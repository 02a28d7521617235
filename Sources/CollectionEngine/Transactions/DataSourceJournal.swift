/// The inverse of every change the data source model took while a transaction was open: what lets
/// a failed operation put the model back in O(what it changed), never by copying it.
///
/// Why a journal here and a copy for the rest of the view (`CollectionView.Savepoint`): the item
/// arrays are the one part of the view that grows with the collection and is edited in place (an
/// insert at a million items is one memmove). A savepoint that held them would make that edit copy
/// all of them (copy-on-write), so the savepoint leaves them out and this journal records how to
/// undo each edit instead. Everything else a savepoint holds is small or replaced whole, never
/// edited in place, so holding it costs nothing.
///
/// Recording is on only while `depth > 0` (an open transaction); nested transactions share the
/// journal, each remembering the length it started at (`mark`).
struct DataSourceJournal: Sendable {
    /// One change, by what undoes it.
    enum Entry: Sendable {
        /// `replace(with:)`: the whole model before.
        case replaced(DataSourceModel.Model)
        /// `replaceItems(inSection:with:)`: the section's items before.
        case replacedItems(section: Int, ItemArray<Int>)
        /// `insertItem(_:at:)`: undone by removing the item there.
        case inserted(at: IndexPath)
        /// `removeItem(at:)`: undone by inserting the id back there.
        case removed(Int, at: IndexPath)
        /// `spliceItems(_:)`: the splices that undo it (O(the items named), never a section's items).
        case splicedItems([ItemSplice])
        /// `reshapeSections(_:)`: the reshape that undoes it (holding only the deleted sections).
        case reshapedSections(SectionReshape)
    }

    /// The entries after `base`, oldest first: a mark `m` is `entries[m - base]`.
    private(set) var entries: [Entry] = []
    /// The mark of `entries[0]`: grows when the outermost transaction ends while inner ones stay
    /// open (`dropOutermost`), so the marks those hold stay valid.
    private var base = 0
    /// How many transactions are open.
    private(set) var depth = 0
    /// True while an undo replays entries: its own edits are not recorded.
    private var isUndoing = false
    /// About how many bytes the entries keep alive: the item arrays of replaced models and
    /// sections (8 per item), 32 per entry.
    private(set) var approximateBytes = 0

    /// Records `entry` when a transaction is open.
    mutating func record(_ entry: @autoclosure () -> Entry) {
        guard depth > 0 && !isUndoing else { return }
        let entry = entry()
        approximateBytes += Self.bytes(of: entry)
        entries.append(entry)
    }

    /// A transaction begins: its mark is the journal's length now.
    mutating func open() -> Int {
        depth += 1
        return base + entries.count
    }

    /// A transaction ends (committed, or undone first): the outermost one's end forgets the
    /// journal, since nothing can be undone past it; an inner one's entries stay for the outer.
    mutating func close() {
        depth = max(0, depth - 1)
        if depth == 0 { forgetAll() }
    }

    /// The outermost transaction ends, keeping its changes, while the ones opened after it (the
    /// next of which began at `nextMark`) stay open: its entries are forgotten.
    mutating func dropOutermost(nextMark: Int?) {
        depth = max(0, depth - 1)
        guard depth > 0, let nextMark else {
            forgetAll()
            return
        }
        let count = min(max(0, nextMark - base), entries.count)
        for entry in entries[..<count] { approximateBytes -= Self.bytes(of: entry) }
        entries.removeFirst(count)
        base += count
    }

    private mutating func forgetAll() {
        entries.removeAll()
        base = 0
        approximateBytes = 0
    }

    /// Takes the entries recorded since `mark`, newest first, leaving the journal at `mark`, and
    /// stops recording until `endUndo()`.
    mutating func beginUndo(since mark: Int) -> [Entry] {
        isUndoing = true
        let start = max(0, mark - base)
        guard start < entries.count else { return [] }
        let taken = Array(entries[start...].reversed())
        entries.removeSubrange(start...)
        for entry in taken { approximateBytes -= Self.bytes(of: entry) }
        return taken
    }

    mutating func endUndo() { isUndoing = false }

    private static func bytes(of entry: Entry) -> Int {
        switch entry {
        case .replaced(let model): 32 + model.sections.reduce(0) { $0 + 8 * $1.items.count }
        case .replacedItems(_, let items): 32 + 8 * items.count
        case .inserted, .removed: 32
        case .splicedItems(let splices): 32 + splices.reduce(0) { $0 + 8 * $1.removed.count + 16 * $1.placed.count }
        case .reshapedSections(let reshape):
            32 + reshape.placed.reduce(0) { total, placed in
                if case .new(let section) = placed.source { return total + 8 * section.items.count }
                return total
            }
        }
    }
}

extension DataSourceModel {
    /// Begins recording (a transaction opens); returns the mark to undo to.
    mutating func openJournal() -> Int { journal.open() }

    /// Ends the innermost transaction, keeping its changes.
    mutating func closeJournal() { journal.close() }

    /// Ends the outermost transaction, keeping its changes; `nextMark`: where the next open one began.
    mutating func dropOutermostJournal(nextMark: Int?) { journal.dropOutermost(nextMark: nextMark) }

    /// Undoes every change since `mark`, newest first, and ends the transaction that began there.
    /// O(what those changes touched).
    mutating func undoJournal(to mark: Int) {
        for entry in journal.beginUndo(since: mark) {
            switch entry {
            case .replaced(let old): replace(with: old)
            case .replacedItems(let section, let old): replaceItems(inSection: section, with: old)
            case .inserted(let path): removeItem(at: path)
            case .removed(let id, let path): insertItem(id, at: path)
            case .splicedItems(let splices): spliceItems(splices)
            case .reshapedSections(let reshape): reshapeSections(reshape)
            }
        }
        journal.endUndo()
        journal.close()
    }
}
