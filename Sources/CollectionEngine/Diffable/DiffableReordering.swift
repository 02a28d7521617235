/// UICollectionViewDiffableDataSource.ReorderingHandlers (iOS 14): how a diffable data source takes
/// part in a user's reorder (interactive movement).
///
/// UIKit's diffable data source implements the data source's `collectionView(_:canMoveItemAt:)`
/// and `collectionView(_:moveItemAt:to:)` itself: without reordering handlers `canMoveItemAt`
/// answers false, so `beginInteractiveMovementForItem(at:)` returns false and the move never
/// starts (`doc`: "the data source … reordering handlers"; the refusal is `inferred` from
/// `canReorderItem` having no default). With handlers, `canReorderItem` answers per item, and at the
/// end of the move the data source commits the move to its own snapshot, calling `willReorder` and
/// `didReorder` with an `NSDiffableDataSourceTransaction` (initial snapshot, final snapshot and the
/// difference of item identifiers); a later `apply` then diffs against the reordered snapshot, so it
/// no longer undoes the move.
public struct ReorderingHandlers: Hashable, Sendable {
    /// Items `canReorderItem` answers false for (every other item: true).
    public var refusedItems: Set<Int> = []
    /// Whether `canReorderItem` answers false for every item not listed otherwise.
    public var refusesAll = false
    /// Items `canReorderItem` answers true for even when `refusesAll`.
    public var allowedItems: Set<Int> = []

    public init() {}

    /// canReorderItem(item).
    public func canReorder(_ item: Int?) -> Bool {
        guard let item else { return !refusesAll }
        if refusedItems.contains(item) { return false }
        if allowedItems.contains(item) { return true }
        return !refusesAll
    }

    /// Records a scripted answer for one item, or (item nil) for all.
    public mutating func set(item: Int?, to answer: Bool) {
        guard let item else {
            refusesAll = !answer
            refusedItems.removeAll()
            allowedItems.removeAll()
            return
        }
        if answer { refusedItems.remove(item); allowedItems.insert(item) } else { allowedItems.remove(item); refusedItems.insert(item) }
    }
}

/// The difference a reorder transaction reports: one item removed at its old offset and inserted at
/// its new one, offsets counted over the snapshot's `itemIdentifiers` (all sections in order), as
/// Swift's `CollectionDifference` of a move reports it (`remove` and `insert` associated).
public struct ReorderTransaction: Hashable, Sendable {
    public var item: Int
    public var fromOffset: Int
    public var toOffset: Int
}

extension CollectionView {
    /// Whether the diffable data source has reordering handlers (`set reorderingHandlers = on`).
    public var hasReorderingHandlers: Bool { diffableDataSource?.reorderingHandlers != nil }

    /// Installs (or removes) reordering handlers on the diffable data source; false when the view
    /// has no diffable data source.
    @discardableResult
    public mutating func setReorderingHandlers(_ on: Bool) -> Bool {
        guard var source = diffableDataSource else { return false }
        source.reorderingHandlers = on ? (source.reorderingHandlers ?? ReorderingHandlers()) : nil
        diffableDataSource = source
        return true
    }

    /// A scripted `canReorderItem` answer (`delegate canReorderItem [s,i] = false`).
    public mutating func setCanReorder(item: Int?, to answer: Bool) {
        guard var source = diffableDataSource, var handlers = source.reorderingHandlers else { return }
        handlers.set(item: item, to: answer)
        source.reorderingHandlers = handlers
        diffableDataSource = source
    }

    /// The data source's answer to canMoveItemAt: the diffable data source answers through
    /// `canReorderItem` (false without handlers); a plain one through the scripted delegate.
    mutating func dataSourceCanMoveItem(at indexPath: IndexPath) -> Bool {
        let item = dataSource.item(at: indexPath)
        guard let source = diffableDataSource else { return delegate.answer(.canMove, item: item) }
        guard let handlers = source.reorderingHandlers else { return false }
        events.append(.canReorderItem(indexPath))
        return handlers.canReorder(item)
    }

    /// After the view's data source moved `item` (endInteractiveMovement): a diffable data source
    /// with handlers commits the move to its snapshot between willReorder and didReorder.
    mutating func commitDiffableReorder(item: Int?) {
        guard var source = diffableDataSource, source.reorderingHandlers != nil, let item else { return }
        let before = source.snapshot.indexOfItem(item)
        guard let reordered = try? DiffableSnapshot(sections: dataSource.sections.map { ($0.value, $0.items.array) }, context: snapshotContext) else { return }
        let after = reordered.indexOfItem(item)
        let transaction = ReorderTransaction(item: item, fromOffset: before ?? -1, toOffset: after ?? -1)
        events.append(.willReorder(transaction))
        source.snapshot = reordered
        source.lastChangeset = nil
        diffableDataSource = source
        events.append(.didReorder(transaction))
    }
}
