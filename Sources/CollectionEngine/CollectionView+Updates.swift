/// New identifiers for what a batch inserts into the data source, keyed by after-space position.
public struct DataInsertions: Hashable, Sendable {
    /// After-space section index → the new section's id (new sections start empty).
    public var sections: [Int: Int]
    /// After-space index path → the new item's id.
    public var items: [IndexPath: Int]
    /// The ids of further inserts that name a path already in `items` (the same path inserted twice
    /// in one batch, which UIKit accepts and counts twice — docs/updates.md §2.3), in the order inserted.
    /// The first claimant takes the path; each further one takes the next free slot after it
    /// (`UpdateSlotPlan`), so every id lands exactly once.
    public var repeatedItems: [IndexPath: [Int]] = [:]

    public init(sections: [Int: Int] = [:], items: [IndexPath: Int] = [:]) {
        self.sections = sections
        self.items = items
    }

    /// Records that `id` is inserted at `path` (a second insert at the same path is kept, not lost).
    public mutating func addItem(_ id: Int, at path: IndexPath) {
        if items[path] == nil { items[path] = id } else { repeatedItems[path, default: []].append(id) }
    }

    /// The id most recently recorded at `path`.
    public func lastItem(at path: IndexPath) -> Int? { repeatedItems[path]?.last ?? items[path] }

    /// Every inserted item id, in path order, repeats after their path's first claimant.
    var allItems: [Int] {
        items.keys.sorted().flatMap { path in [items[path]!] + (repeatedItems[path] ?? []) }
    }
}

/// Updates: performBatchUpdates and the single calls, which UIKit treats as a batch of one.
extension CollectionView {
    /// The data source changes and the view is not told (`data insert …`). The app's arrays must be
    /// able to take the change; if they cannot, the error says so (not a UIKit error).
    public mutating func changeDataSource(_ batch: BatchUpdate, insertions: DataInsertions) throws(UIKitError) {
        if let edit = SingleItemEdit(batch, insertions: insertions, in: dataSource) {
            dataSource.apply(edit)
            return
        }
        if let edit = try dataSourceResolving(batch, insertions: insertions).get() {
            dataSource.apply(edit)
            return
        }
        let model = try dataSourceApplying(batch, insertions: insertions).get()
        dataSource.replace(with: model)
    }

    /// The view is told of `batch` but the data source did not change (`view insert …`):
    /// performBatchUpdates(_:) with an update block that only calls the view.
    public mutating func performBatchUpdates(_ batch: BatchUpdate) throws(UIKitError) {
        try transaction { view throws(UIKitError) in
            view.cancelInteractiveMovementBeforeUpdate()
            view.refillStaleCountCache(with: view.dataSource.counts)
            let mapping = try view.validate(batch).get()
            view.commit(mapping: mapping, batch: batch)
        }
    }

    /// What a correct app does: change the data source inside the update block and tell the view
    /// (`insert [0,2] G`, `batch { … }`). Atomic: when UIKit would raise, neither the data source
    /// nor the view changes.
    public mutating func performBatchUpdates(_ batch: BatchUpdate, changingDataSource insertions: DataInsertions) throws(UIKitError) {
        try performBatchUpdates(batch, changingDataSource: batch, insertions: insertions)
    }

    /// A single update call (`insertItems(at:)` …) as a correct app makes it: the app changes its
    /// data, then calls the view — so a view whose counts are stale reads "before" after the change.
    public mutating func performSingleUpdate(_ batch: BatchUpdate, changingDataSource insertions: DataInsertions) throws(UIKitError) {
        try performBatchUpdates(batch, changingDataSource: batch, insertions: insertions, dataChangedBeforeTheCall: true)
    }

    /// A batch whose update block changes the data source by `dataBatch` and tells the view
    /// `viewBatch` — the same operations for a correct app; different ones reproduce the mistakes
    /// UIKit raises "Invalid update" for.
    ///
    /// `dataChangedBeforeTheCall`: a single call follows the app's data change; performBatchUpdates
    /// reads the counts before running its block. It matters only when the view's counts are stale.
    public mutating func performBatchUpdates(_ viewBatch: BatchUpdate, changingDataSource dataBatch: BatchUpdate,
                                             insertions: DataInsertions, dataChangedBeforeTheCall: Bool = false) throws(UIKitError) {
        try transaction { view throws(UIKitError) in
            try view.performBatchUpdatesOrLeaveChanges(viewBatch, changingDataSource: dataBatch, insertions: insertions,
                                                       dataChangedBeforeTheCall: dataChangedBeforeTheCall)
        }
    }

    /// `performBatchUpdates(_:changingDataSource:…)` outside its transaction.
    private mutating func performBatchUpdatesOrLeaveChanges(_ viewBatch: BatchUpdate, changingDataSource dataBatch: BatchUpdate,
                                                            insertions: DataInsertions, dataChangedBeforeTheCall: Bool) throws(UIKitError) {
        cancelInteractiveMovementBeforeUpdate()
        if !dataChangedBeforeTheCall { refillStaleCountCache(with: dataSource.counts) }
        if let edit = SingleItemEdit(dataBatch, insertions: insertions, in: dataSource) {
            // One item in or out: validate against the counts after it, then edit in place.
            let after = edit.counts(after: dataSource.counts)
            if dataChangedBeforeTheCall { refillStaleCountCache(with: after) }
            let mapping = try validate(viewBatch, after: after).get()
            dataSource.apply(edit)
            commit(mapping: mapping, batch: viewBatch)
            return
        }
        if case .success(let edit?) = dataSourceResolving(dataBatch, insertions: insertions) {
            // Several items or sections: the same, with the edit resolved against the data source.
            if dataChangedBeforeTheCall { refillStaleCountCache(with: edit.countsAfter) }
            let mapping = try validate(viewBatch, after: edit.countsAfter).get()
            dataSource.apply(edit)
            commit(mapping: mapping, batch: viewBatch)
            return
        }
        switch dataSourceApplying(dataBatch, insertions: insertions) {
        case .success(let model):
            try commit(viewBatch, settingDataSourceTo: model, refillingStaleCountsAfterTheChange: dataChangedBeforeTheCall)
        case .failure(let dataError):
            refillStaleCountCache(with: dataSource.counts)
            // The app's own arrays could not take the change (a position out of range). Validate
            // against the counts an app that changed them as told would report, so that UIKit's
            // range checks name the mistake in UIKit's words.
            let told = Self.countsAsTold(dataBatch, from: dataSource.counts)
            if case .failure(let uikitError) = validate(viewBatch, after: told) { throw uikitError }
            throw dataError
        }
    }

    /// An update or reload during an interactive movement ends it as cancelled first
    /// (docs/interaction.md §5.2 [inferred]: UIKit's behaviour is undocumented; apps crash).
    mutating func cancelInteractiveMovementBeforeUpdate() {
        if interactiveMovement != nil { cancelInteractiveMovementInTransaction() }
    }

    /// The data source's counts after `batch`: applied if the app's arrays can take it, else as told.
    public func dataCountsIfApplied(_ batch: BatchUpdate, insertions: DataInsertions) -> [Int] {
        if case .success(let edit?) = dataSourceResolving(batch, insertions: insertions) { return edit.countsAfter }
        if case .success(let model) = dataSourceApplying(batch, insertions: insertions) {
            return model.sections.map(\.items.count)
        }
        return Self.countsAsTold(batch, from: dataSource.counts)
    }

    /// The data source's counts after `batch` if the app had changed its counts exactly as the
    /// batch says: deleted sections and in-range deleted items removed, inserted sections and items
    /// added, moves taken from their source section and given to their target. Section moves are
    /// ignored; an approximation used only to word the error of an impossible change.
    public static func countsAsTold(_ batch: BatchUpdate, from start: [Int]) -> [Int] {
        var counts = start
        let before = counts
        var deletedSections = Set<Int>()
        var insertedSections: [Int] = []
        var itemDeltas: [(old: Int?, new: Int?, delta: Int)] = []
        for operation in batch.operations {
            switch operation {
            case .deleteSections(let s): deletedSections.formUnion(s.filter { before.indices.contains($0) })
            case .insertSections(let s): insertedSections += s
            case .deleteItems(let paths):
                for p in paths where before.indices.contains(p.section) && p.item < before[p.section] && p.item >= 0 {
                    itemDeltas.append((p.section, nil, -1))
                }
            case .insertItems(let paths): itemDeltas += paths.map { (nil, $0.section, 1) }
            case .moveItem(let from, let to): itemDeltas += [(from.section, nil, -1), (nil, to.section, 1)]
            default: break
            }
        }
        for (old, _, delta) in itemDeltas {
            if let old, counts.indices.contains(old), !deletedSections.contains(old) { counts[old] += delta }
        }
        counts = counts.indices.filter { !deletedSections.contains($0) }.map { counts[$0] }
        for index in insertedSections.sorted() { counts.insert(0, at: min(max(0, index), counts.count)) }
        for (_, new, delta) in itemDeltas {
            if let new, counts.indices.contains(new) { counts[new] += delta }
        }
        return counts.map { max(0, $0) }
    }

    /// The data source becomes `model` and the view is told `batch`, atomically: validated against
    /// the model's counts first, nothing changes when UIKit would raise. With
    /// `refillingStaleCountsAfterTheChange`, stale view counts are read from `model` (a single call
    /// made after the app's change); otherwise the caller refilled them before the change. With
    /// `direct`, the batch is that changeset (a diff's output, see `validate`), built only if the
    /// full validator must read it.
    mutating func commit(_ batch: @autoclosure () -> BatchUpdate, settingDataSourceTo model: DataSourceModel.Model,
                         refillingStaleCountsAfterTheChange: Bool = false, direct: SnapshotChangeset? = nil) throws(UIKitError) {
        var candidate = dataSource
        candidate.replace(with: model)
        if refillingStaleCountsAfterTheChange { refillStaleCountCache(with: candidate.counts) }
        let mapping = try validate(batch(), after: candidate.counts, direct: direct).get()
        dataSource = candidate
        if let direct {
            commit(mapping: mapping, reconfiguring: direct.reconfiguredItems)
        } else {
            commit(mapping: mapping, batch: batch())
        }
    }

    /// Validates `batch`: before = the view's counts, after = the data source's counts (read now,
    /// as UIKit does at the end of the update block — the reads are recorded as callbacks).
    ///
    /// With `direct`, the batch is that changeset: a diff's output, mapped in one linear pass when it
    /// has the shape the full validator would accept unchanged (`directMapping`), and validated in
    /// full (built from `batch`, read only then) otherwise.
    mutating func validate(_ batch: @autoclosure () -> BatchUpdate, after: [Int]? = nil,
                           direct: SnapshotChangeset? = nil) -> Result<UpdateMapping, UIKitError> {
        if !validateOffscreenUpdates && !behaviour.hasModernBatchValidation {
            let batch = batch()
            // UIKit's offscreen gate before 16.4: no count reads; the view reloads instead
            // (docs/updates.md §2.1 step 0). iOS 13 – 16.3 logged a count failure first (docs/evidence.md E8);
            // from 16.4 the update is validated like any other and raises.
            if behaviour.logsSkippedInvalidUpdates,
               case .failure(.countMismatch(let report, _)) = BatchValidator.validate(
                   batch, before: presentedCounts, after: after ?? dataSource.counts, version: version) {
                events.append(.log(SkippedUpdateLog.text(report.template(.classic), batch: batch, view: uikitDescription)))
            }
            return .success(UpdateMapping(identityFor: after ?? dataSource.counts))
        }
        readCountsFromDataSource()
        reloadsAfterDoubleDelete = false
        if let direct, let mapping = direct.directMapping(before: presentedCounts, after: after ?? dataSource.counts) {
            return .success(mapping)
        }
        let result = BatchValidator.validate(batch(), before: presentedCounts, after: after ?? dataSource.counts,
                                             version: version, collectionViewDescription: uikitDescription,
                                             fromDiffableDataSource: direct != nil)
        if case .failure(let error) = result, let warning = DoubleDeleteWarning.text(for: error) {
            // UIKit raises nothing here and corrupts its bookkeeping (docs/evidence.md E3); the engine
            // accepts the update, warns, and takes the data source's state by reloading.
            events.append(.engineWarning(warning))
            reloadsAfterDoubleDelete = true
            return .success(UpdateMapping(identityFor: after ?? dataSource.counts))
        }
        return result
    }

    /// After a successful validation: the view adopts the data source's counts, the selection
    /// follows its items (deleted and reloaded items leave it silently, docs/updates.md §4.1), and the
    /// offset is kept, pulled back only if the content shrank under it (§4.3).
    mutating func commit(mapping: UpdateMapping, batch: BatchUpdate) {
        var reconfigured: [IndexPath] = []
        for case .reconfigureItems(let paths) in batch.operations { reconfigured += paths }
        commit(mapping: mapping, reconfiguring: reconfigured)
    }

    /// The same, given the batch's reconfigured paths (before space).
    mutating func commit(mapping: UpdateMapping, reconfiguring reconfiguredPaths: [IndexPath]) {
        if !validateOffscreenUpdates || reloadsAfterDoubleDelete {
            reloadsAfterDoubleDelete = false
            reloadDataInTransaction()
            return
        }
        // A custom layout is asked about the items on screen before the update (its life cycle).
        let visibleBefore = layout.cacheReport == nil ? [] : indexPathsForVisibleItems
        presentedCounts = dataSource.counts
        var remapped = Set<IndexPath>()
        for path in selection {
            if let new = mapping.newIndexPath(forOld: path) { remapped.insert(new) }
        }
        selection = remapped
        remapFocus(mapping)
        remapMeasuredSizes(mapping)
        invalidateLayoutForUpdate()
        relayoutPullingBackOffset()
        let tracesLayout = beginCustomLayoutUpdate(mapping, visibleBefore: visibleBefore)
        defer { if tracesLayout { events.append(.customLayout(.finalizeCollectionViewUpdates)) } }
        if reloadDisplayIsPending {
            // The stale cache was refilled by this update: what is on screen is replaced like a reload's.
            reloadDisplayIsPending = false
            refreshDisplay(.reloadData)
            return
        }
        let reconfigured = reconfiguredPaths.compactMap { mapping.newIndexPath(forOld: $0) }
        refreshDisplay(.update(mapping, reconfigured: reconfigured))
    }

    /// The data source's model after `batch`, or an engine error when the app's arrays could not
    /// take it (a position out of range, or an identifier that would appear twice).
    func dataSourceApplying(_ batch: BatchUpdate, insertions: DataInsertions) -> Result<DataSourceModel.Model, UIKitError> {
        if let duplicate = duplicateInsertedItem(batch, insertions: insertions) {
            return .failure(.duplicateDataIdentifier(itemNames.name(duplicate), dataSource.indexPath(of: duplicate)))
        }
        return BatchApplier.apply(batch, to: dataSource.model, insertedSection: Self.insertedSection(insertions),
                                  insertedItem: Self.insertedItem(insertions))
    }

    /// The same batch resolved for an in-place edit of the data source (`DataSourceBatch`):
    /// nil when only `dataSourceApplying` can make it, the same error when the arrays cannot take it.
    func dataSourceResolving(_ batch: BatchUpdate, insertions: DataInsertions) -> Result<DataSourceBatch?, UIKitError> {
        if let duplicate = duplicateInsertedItem(batch, insertions: insertions) {
            return .failure(.duplicateDataIdentifier(itemNames.name(duplicate), dataSource.indexPath(of: duplicate)))
        }
        return BatchApplier.resolve(batch, in: dataSource, insertedSection: Self.insertedSection(insertions),
                                    insertedItem: Self.insertedItem(insertions))
    }

    /// A new section of the data source: empty, with the id `insertions` gives its index.
    private static func insertedSection(_ insertions: DataInsertions) -> (Int) -> DataSourceModel.Model.Section {
        { index in .init(value: insertions.sections[index] ?? -1, items: []) }
    }

    /// The id of the item inserted at a path: a path inserted twice is asked for once per
    /// claimant, first claimant first (fresh bookkeeping for each pass over the batch).
    private static func insertedItem(_ insertions: DataInsertions) -> (IndexPath) -> Int {
        var claimants: [IndexPath: Int] = [:]
        return { path in
            let claimant = claimants[path, default: 0]
            claimants[path] = claimant + 1
            if claimant == 0 { return insertions.items[path] ?? -1 }
            return insertions.repeatedItems[path].flatMap { claimant - 1 < $0.count ? $0[claimant - 1] : nil } ?? -1
        }
    }

    /// An inserted item id that the data source already holds (and the batch does not delete), or
    /// that the batch inserts twice.
    private func duplicateInsertedItem(_ batch: BatchUpdate, insertions: DataInsertions) -> Int? {
        guard !insertions.items.isEmpty else { return nil }
        var deleted = Set<Int>()
        for operation in batch.operations {
            switch operation {
            case .deleteItems(let paths):
                for path in paths { if let id = dataSource.item(at: path) { deleted.insert(id) } }
            case .deleteSections(let sections):
                for s in sections where dataSource.sections.indices.contains(s) {
                    deleted.formUnion(dataSource.sections[s].items)
                }
            default: break
            }
        }
        var seen = Set<Int>()
        for id in insertions.allItems {
            if !seen.insert(id).inserted { return id }
            if dataSource.contains(item: id) && !deleted.contains(id) { return id }
        }
        return nil
    }

    /// The view as UIKit describes it at the end of the modern "Invalid batch updates" message
    /// (fixed fake addresses keep transcripts deterministic).
    public var uikitDescription: String {
        let n = { (value: Double) in NumberText.decimal(value) }
        let i = adjustedContentInset
        let c = collectionViewContentSize
        return "<UICollectionView: 0x0; frame = (0 0; \(n(boundsSize.width)) \(n(boundsSize.height))); "
            + "contentOffset: {\(n(contentOffset.x)), \(n(contentOffset.y))}; contentSize: {\(n(c.width)), \(n(c.height))}; "
            + "adjustedContentInset: {\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right))}; "
            + "layout: <\(layout.uikitClassName): 0x0>; dataSource: <0x0>>"
    }
}
