/// All-or-nothing operations: an operation that raises — when it validates, or in the layout pass it
/// triggers — leaves the view exactly as it was, by itself. Callers never copy the view "in case"
/// and never ask whether something might fail.
///
/// How: a savepoint is the view as a value (copy-on-write, so taking one is O(1)) minus the parts
/// that grow with the collection and are edited in place — the data source's item arrays (undone
/// from `DataSourceJournal`), the identifier tables (only ever appended to: undone by forgetting
/// what was interned after the mark), the queued events (truncated to their count), the layout's
/// measured sizes (undone from their own log, `MeasuredSizes`) and the cells' scripted sizes
/// (undone from `SizeJournal`). Holding those would make the operation's first in-place edit copy
/// them whole (O(items) per step); left out, a step costs what it changes, and so does undoing it.
///
/// Who opens them: every public operation that lays out (and so may raise in the layout pass) runs
/// itself in `transaction` (`setContentOffset`, `setBoundsSize`, `reloadData`, the gestures, the
/// updates …) and throws what the pass raised, so it is all-or-nothing when called on its own and,
/// nested in a caller's transaction, undoes only itself. Where the engine needs the same step
/// inside an operation already running (an animation frame, the scroll of scrollToItem), it calls
/// the step's `…InTransaction` body instead.
///
/// Models: UIKit raises and the app crashes; the engine instead throws the `UIKitError` with
/// UIKit's message and the view is as before the call, so the tool can print the message and go on.
extension CollectionView {
    /// Where `rollback(to:)` returns the view.
    public struct Savepoint: Sendable {
        /// The view without its data source, identifier tables, events, measured and cell sizes.
        fileprivate let view: CollectionView
        fileprivate let journalMark: Int
        /// Where each of the layout's measured sizes' logs stood (`visitMeasuredSizes` order).
        fileprivate let measuredMarks: [Int]
        fileprivate let sizeMark: Int
        fileprivate let sectionNameCount: Int
        fileprivate let itemNameCount: Int
        fileprivate let eventCount: Int
    }

    /// Opens a transaction: what `commit(_:)` keeps or `rollback(to:)` returns to. Transactions
    /// nest; each must end with exactly one of the two, innermost first. O(1) plus the view's small
    /// state (a few kilobytes).
    public mutating func beginTransaction() -> Savepoint {
        let mark = dataSource.openJournal()
        let sizeMark = sizeJournal.log.open()
        var measuredMarks: [Int] = []
        layout.visitMeasuredSizes { measuredMarks.append($0.openLog()) }
        var saved = self
        saved.dataSource = DataSourceModel()
        saved.sectionNames = IdentifierTable()
        saved.itemNames = IdentifierTable()
        saved.events = []
        saved.sizeJournal = SizeJournal()
        saved.cells.cellSizes = [:]
        saved.layout.visitMeasuredSizes { $0 = $0.strippedForSavepoint }
        return Savepoint(view: saved, journalMark: mark, measuredMarks: measuredMarks, sizeMark: sizeMark,
                         sectionNameCount: sectionNames.count, itemNameCount: itemNames.count, eventCount: events.count)
    }

    /// Ends the transaction `savepoint` began, keeping what it did. Throws the exception a layout
    /// pass inside it raised (the transaction is then rolled back first).
    public mutating func commit(_ savepoint: Savepoint) throws(UIKitError) {
        if let error = layoutPass.raised {
            rollback(to: savepoint)
            throw error
        }
        dataSource.closeJournal()
        let outermost = dataSource.journal.depth == 0
        if outermost {
            layout.visitMeasuredSizes { $0.log = UndoLog() }
        } else if sizeJournal.firstReplacedLayout(since: savepoint.sizeMark) == nil {
            // The layout's measurements are the ones this transaction opened: close their logs.
            layout.visitMeasuredSizes { $0.log.close() }
        }
        sizeJournal.log.close()
    }

    /// Ends the transaction `savepoint` began, undoing everything it did: the view is `==` to what
    /// it was at `beginTransaction()`, with the events queued before it.
    public mutating func rollback(to savepoint: Savepoint) {
        dataSource.undoJournal(to: savepoint.journalMark)
        sectionNames.forgetIdentifiers(from: savepoint.sectionNameCount)
        itemNames.forgetIdentifiers(from: savepoint.itemNameCount)
        // The measured sizes as the savepoint's layout had them: the layout's now, or, when the
        // layout was replaced since, the replaced one's (then the current layout is dropped).
        var measured: [MeasuredSizes] = []
        if let replaced = sizeJournal.firstReplacedLayout(since: savepoint.sizeMark) {
            measured = replaced
        } else {
            layout.visitMeasuredSizes { store in
                measured.append(store)
                store = MeasuredSizes()
            }
        }
        sizeJournal.undo(since: savepoint.sizeMark, cellSizes: &cells.cellSizes)
        for (index, mark) in savepoint.measuredMarks.enumerated() where index < measured.count {
            measured[index].undoLog(to: mark)
        }
        var restored = savepoint.view
        swap(&restored.dataSource, &dataSource)
        swap(&restored.sectionNames, &sectionNames)
        swap(&restored.itemNames, &itemNames)
        swap(&restored.events, &events)
        restored.work = work   // work undone was still done
        swap(&restored.sizeJournal, &sizeJournal)
        swap(&restored.cells.cellSizes, &cells.cellSizes)
        var index = 0
        restored.layout.visitMeasuredSizes { store in
            if index < measured.count { swap(&store, &measured[index]) }
            index += 1
        }
        if savepoint.eventCount < restored.events.count { restored.events.removeSubrange(max(0, savepoint.eventCount)...) }
        self = restored
    }

    /// Ends `oldest`, the outermost open transaction, keeping what it did, while `next` (the one
    /// opened after it, if any) and those inside it stay open: an undo history forgetting its
    /// oldest step. O(the changes recorded for `oldest` alone).
    public mutating func commitOutermost(_ oldest: Savepoint, next: Savepoint?) {
        dataSource.dropOutermostJournal(nextMark: next?.journalMark)
        if let next {
            if sizeJournal.firstReplacedLayout(since: oldest.sizeMark) == nil {
                // The layout's measurements are the ones `oldest` opened.
                var index = 0
                layout.visitMeasuredSizes { store in
                    store.log.dropOutermost(nextMark: index < next.measuredMarks.count ? next.measuredMarks[index] : nil)
                    index += 1
                }
            }
        } else {
            layout.visitMeasuredSizes { $0.log = UndoLog() }
        }
        sizeJournal.log.dropOutermost(nextMark: next?.sizeMark)
    }

    /// About how many bytes the open transactions keep alive to undo the data source's changes
    /// and the cells' scripted sizes (a `cellSize` range of a million items keeps a million
    /// answers before; issue 36: forty of them held 2.3 GB in the REPL's undo steps).
    public var transactionJournalBytes: Int {
        dataSource.journal.approximateBytes + sizeJournal.log.approximateBytes
    }

    /// Runs `body` as one transaction: when it throws, or a layout pass inside it raised, the view
    /// is as before and the error is thrown.
    public mutating func transaction<Value>(_ body: (inout CollectionView) throws(UIKitError) -> Value) throws(UIKitError) -> Value {
        let savepoint = beginTransaction()
        let result: Value
        do {
            result = try body(&self)
        } catch {
            rollback(to: savepoint)
            throw error
        }
        try commit(savepoint)
        return result
    }
}

/// What the running operation's layout pass raised. Written where UIKit raises (`raise(_:)`), asked
/// only whether it raised; the exception itself is read here alone, by `commit(_:)`, which throws it
/// after rolling the operation back. Every public operation that lays out runs in a transaction, so
/// between operations nothing is raised (a savepoint holds none, and rolling back restores that).
struct LayoutPassExceptions: Hashable, Sendable {
    /// The first exception of the pass: UIKit stops at the first.
    fileprivate private(set) var raised: UIKitError?

    /// Records `error` unless the pass raised already.
    mutating func raise(_ error: UIKitError) {
        if raised == nil { raised = error }
    }

    /// The pass raised: what follows in it is undone anyway.
    var hasRaised: Bool { raised != nil }

    /// The pass refused to put more than `CollectionView.maximumViewsOnScreen` views on screen: the
    /// frames after it are not shown.
    var refusedTooManyViews: Bool {
        if case .tooManyViewsOnScreen = raised { return true }
        return false
    }
}
