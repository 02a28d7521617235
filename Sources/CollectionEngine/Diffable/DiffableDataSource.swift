/// UICollectionViewDiffableDataSource: the view's data source becomes a snapshot; changes arrive
/// only through `apply`, which diffs the new snapshot against the current one and performs the
/// result as one batch update through the same validated path as a scripted batch.
public struct DiffableDataSource: Equatable, Sendable {
    /// The snapshot the view shows (what `snapshot()` returns).
    public internal(set) var snapshot = DiffableSnapshot()
    /// Section snapshots applied to sections, by section id (outlines keep their tree here).
    public internal(set) var sectionSnapshots: [Int: SectionSnapshot] = [:]
    /// What the last `apply` did, in performBatchUpdates terms (nil after a reload-style apply).
    public internal(set) var lastChangeset: SnapshotChangeset?
    /// reorderingHandlers (iOS 14): nil until set; see ReorderingHandlers.
    public internal(set) var reorderingHandlers: ReorderingHandlers?

    public init() {}
}

/// How `apply` updates the view (docs/updates.md §7.3).
public enum ApplyMode: String, Sendable, CaseIterable {
    /// apply(_:animatingDifferences: true): the diff, as an animated batch update.
    case animated
    /// apply(_:animatingDifferences: false): iOS 15+ the same diffed batch without animation; iOS 13–14
    /// reloadData.
    case nonAnimated
    /// applySnapshotUsingReloadData(_:) (iOS 15): reloadData, no diff.
    case reloadData
}

extension CollectionView {
    /// The message UIKit raises when a diffable-driven view is mutated directly. [observed in an
    /// earlier draft of the spec; not re-found — docs/updates.md §7.2, open question 10]
    public static let diffableDirectMutationMessage = "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView."

    public var isDiffable: Bool { diffableDataSource != nil }

    /// Makes a diffable data source drive the view, starting from what the data source holds now.
    public mutating func enableDiffableDataSource() throws(UIKitError) {
        var source = DiffableDataSource()
        let sections = dataSource.sections.map { ($0.value, $0.items.array) }
        source.snapshot = try DiffableSnapshot(sections: sections, context: snapshotContext)
        diffableDataSource = source
    }

    public mutating func disableDiffableDataSource() {
        diffableDataSource = nil
    }

    /// Names for snapshot messages, from the view's identifier tables.
    public var snapshotContext: SnapshotContext {
        SnapshotContext(version: version, sections: sectionNames, items: itemNames)
    }

    /// The error UIKit raises for a direct mutation of a diffable-driven view.
    func directMutationError() -> UIKitError {
        .directMutation
    }

    /// apply(_:animatingDifferences:) / applySnapshotUsingReloadData(_:). Returns the changeset
    /// performed (nil for a reload).
    @discardableResult
    public mutating func apply(_ snapshot: DiffableSnapshot, mode: ApplyMode) throws(UIKitError) -> SnapshotChangeset? {
        try transaction { view throws(UIKitError) in try view.applyInTransaction(snapshot, mode: mode) }
    }

    /// `apply(_:mode:)` inside the caller's transaction.
    private mutating func applyInTransaction(_ snapshot: DiffableSnapshot, mode: ApplyMode) throws(UIKitError) -> SnapshotChangeset? {
        guard var source = diffableDataSource else {
            throw .notDiffable
        }
        try discardDropPlaceholders(by: "apply(_:animatingDifferences:)", tellingTheView: true)
        let model = snapshot.model
        // The first apply on an empty data source behaves like a reload (docs/updates.md §7.3 rule 4);
        // before iOS 15 a non-animated apply reloaded too.
        let reloads = mode == .reloadData || (source.snapshot.numberOfSections == 0 && presentedCounts.isEmpty)
            || (mode == .nonAnimated && behaviour.nonAnimatedApplyReloads)
        var changeset: SnapshotChangeset?
        if reloads {
            replaceDataSource(with: model)
            reloadDataInTransaction()
        } else {
            let changes = SnapshotDiff.changes(from: source.snapshot, to: snapshot)
            try performBatchUpdates(changes.batch, settingDataSourceTo: model, direct: changes)
            changeset = changes
        }
        // The snapshot the data source keeps has no pending reload/reconfigure marks.
        // (The applied snapshot itself, kept: rebuilding it from the model would re-hash every item.)
        source.snapshot = snapshot.removingMarks()
        source.lastChangeset = changeset
        diffableDataSource = source
        return changeset
    }

    /// Applies a section snapshot to one section: the section's items become its visible items.
    @discardableResult
    public mutating func apply(_ sectionSnapshot: SectionSnapshot, toSection section: Int, mode: ApplyMode) throws(UIKitError) -> SnapshotChangeset? {
        guard let source = diffableDataSource else {
            throw .notDiffable
        }
        var snapshot = source.snapshot
        try snapshot.apply(sectionSnapshot, to: section, context: snapshotContext)
        return try transaction { view throws(UIKitError) in
            let changes = try view.applyInTransaction(snapshot, mode: mode)
            view.diffableDataSource?.sectionSnapshots[section] = sectionSnapshot
            return changes
        }
    }

    /// A batch whose update block replaces the data source's model with `model` (what a diffable
    /// data source does inside its own performBatchUpdates). With `direct` (the diff's changeset
    /// the batch is made of), it is mapped in one linear pass (`SnapshotChangeset.directMapping`)
    /// when it has the shape the validator accepts unchanged, and the batch of update operations
    /// is built only otherwise.
    mutating func performBatchUpdates(_ batch: @autoclosure () -> BatchUpdate, settingDataSourceTo model: DataSourceModel.Model,
                                      direct: SnapshotChangeset? = nil) throws(UIKitError) {
        try transaction { view throws(UIKitError) in
            view.cancelInteractiveMovementBeforeUpdate()
            view.refillStaleCountCache(with: view.dataSource.counts)
            try view.commit(batch(), settingDataSourceTo: model, direct: direct)
        }
    }
}
