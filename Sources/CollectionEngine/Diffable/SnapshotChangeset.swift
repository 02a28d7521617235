/// The difference between two diffable snapshots, as the batch of collection view updates that
/// turns the old one into the new one.
///
/// Models: what `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)` hands to the
/// collection view (docs/updates.md §7.3). Index spaces follow docs/updates.md §1.1: deletes, reloads and
/// reconfigures name old positions, inserts new positions, moves go from old to new. Every list
/// is sorted ascending (moves by target); `batch` gathers them into one `performBatchUpdates`.
public struct SnapshotChangeset: Equatable, Sendable {
    /// A section move: old index → new index.
    public struct SectionMove: Hashable, Sendable {
        public var from: Int
        public var to: Int
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item move: old index path → new index path.
    public struct ItemMove: Hashable, Sendable {
        public var from: IndexPath
        public var to: IndexPath
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    public var deletedSections: [Int] = []
    public var insertedSections: [Int] = []
    public var movedSections: [SectionMove] = []
    public var reloadedSections: [Int] = []
    public var deletedItems: [IndexPath] = []
    public var insertedItems: [IndexPath] = []
    public var movedItems: [ItemMove] = []
    public var reloadedItems: [IndexPath] = []
    public var reconfiguredItems: [IndexPath] = []
    /// Sections marked for reload that are expressed as a delete plus an insert (they move, or
    /// other sections move ahead of them; a reload cannot be combined with a move — docs/updates.md §1.3, §1.6).
    public var sectionReloadsAsReplacement: Int = 0
    /// Items marked for reload or reconfigure that are expressed as a delete plus an insert, for the same reason.
    public var itemRefreshesAsReplacement: Int = 0
    /// Items that change to another section with the same number before and after, expressed as a
    /// delete plus an insert: UIKit's count check would count that move neither out nor in.
    public var sameNumberSectionChanges: Int = 0

    public init() {}

    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// How many operations of each kind the changeset holds.
    public struct Counts: Hashable, Sendable {
        public var itemInserts: Int
        public var itemDeletes: Int
        public var itemMoves: Int
        public var itemReloads: Int
        public var itemReconfigures: Int
        public var sectionInserts: Int
        public var sectionDeletes: Int
        public var sectionMoves: Int
        public var sectionReloads: Int
    }

    public var counts: Counts {
        Counts(itemInserts: insertedItems.count, itemDeletes: deletedItems.count, itemMoves: movedItems.count,
               itemReloads: reloadedItems.count, itemReconfigures: reconfiguredItems.count,
               sectionInserts: insertedSections.count, sectionDeletes: deletedSections.count,
               sectionMoves: movedSections.count, sectionReloads: reloadedSections.count)
    }

    /// Number of section operations (deletes + inserts + moves + reloads).
    public var sectionOperationCount: Int {
        deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
    }

    /// The changes as one batch: section deletes, inserts, moves, reloads, then item deletes,
    /// inserts, moves, reloads, reconfigures (UIKit ignores the order of calls in a batch, §1.2).
    public var batch: BatchUpdate { BatchUpdate(operations(prefix: Int.max)) }

    /// The first `limit` operations of `batch`, built without the rest (a transcript showing the
    /// first 40 of a million moves need not build the million).
    public func operations(prefix limit: Int) -> [UpdateOperation] {
        var operations: [UpdateOperation] = []
        operations.reserveCapacity(min(limit, operationCount))   // one buffer, no temporary arrays
        func room() -> Int { max(0, limit - operations.count) }
        if !deletedSections.isEmpty { operations.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { operations.append(.insertSections(insertedSections)) }
        for move in movedSections.prefix(room()) { operations.append(.moveSection(from: move.from, to: move.to)) }
        if !reloadedSections.isEmpty { operations.append(.reloadSections(reloadedSections)) }
        if !deletedItems.isEmpty { operations.append(.deleteItems(deletedItems)) }
        if !insertedItems.isEmpty { operations.append(.insertItems(insertedItems)) }
        for move in movedItems.prefix(room()) { operations.append(.moveItem(from: move.from, to: move.to)) }
        if !reloadedItems.isEmpty { operations.append(.reloadItems(reloadedItems)) }
        if !reconfiguredItems.isEmpty { operations.append(.reconfigureItems(reconfiguredItems)) }
        if operations.count > limit { operations.removeLast(operations.count - limit) }
        return operations
    }

    /// The number of operations in `batch`: one a move, one a non-empty list of the other kinds.
    public var operationCount: Int {
        let lists = [deletedSections.isEmpty, insertedSections.isEmpty, reloadedSections.isEmpty, deletedItems.isEmpty,
                     insertedItems.isEmpty, reloadedItems.isEmpty, reconfiguredItems.isEmpty].filter { !$0 }.count
        return lists + movedSections.count + movedItems.count
    }
}
