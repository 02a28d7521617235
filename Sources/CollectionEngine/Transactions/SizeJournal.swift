/// The view's part of undoing sizes: what a savepoint leaves out besides the data source, because
/// it is edited in place and grows with the collection.
///
/// - The cells' scripted answers (`cells.cellSizes`): each change with the answer before.
/// - The layout's measured sizes live in the layout, with their own undo log
///   (`MeasuredSizes.log`); the savepoint holds the layout without them. When the layout itself is
///   replaced inside a transaction, the replaced layout's measurements are kept here, so a
///   rollback can hand them back.
struct SizeJournal: Sendable, Equatable {
    enum Entry: Sendable {
        /// `cells.cellSizes[id]` changed: what it was.
        case cellSize(id: Int, old: Size?)
        /// The layout was replaced: its measured sizes then (`AnyCollectionViewLayout.visitMeasuredSizes` order).
        case layoutReplaced([MeasuredSizes])
    }

    var log = UndoLog<Entry>()

    /// Bookkeeping only: two views with different journals are the same view.
    static func == (a: SizeJournal, b: SizeJournal) -> Bool { true }

    /// The measured sizes of the layout replaced first since `mark`, if the layout was replaced.
    func firstReplacedLayout(since mark: Int) -> [MeasuredSizes]? {
        for entry in log.entries(since: mark) {
            if case .layoutReplaced(let stores) = entry { return stores }
        }
        return nil
    }

    /// Undoes the cell answers changed since `mark` and ends the transaction that began there.
    mutating func undo(since mark: Int, cellSizes: inout [Int: Size]) {
        for entry in log.take(since: mark) {
            if case .cellSize(let id, let old) = entry { cellSizes[id] = old }
        }
        log.close()
    }
}

extension CollectionView {
    /// Installs `newLayout` in place of the layout. Inside a transaction the replaced layout's
    /// measured sizes go to the size journal: the savepoint holds the layout without them.
    mutating func installLayout(_ newLayout: AnyCollectionViewLayout) {
        if sizeJournal.log.isRecording {
            var stores: [MeasuredSizes] = []
            layout.visitMeasuredSizes { stores.append($0) }
            sizeJournal.log.record(.layoutReplaced(stores))
        }
        layout = newLayout
    }

    /// Sets the answer of the cell of item `id`, recorded for a rollback.
    mutating func setCellSizeAnswer(_ size: Size, for id: Int) {
        // One hash look-up: the answer before comes back from the write.
        let old = cells.cellSizes.updateValue(size, forKey: id)
        sizeJournal.log.record(.cellSize(id: id, old: old))
    }
}
