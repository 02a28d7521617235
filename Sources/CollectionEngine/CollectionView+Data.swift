/// Replacing the data and reloadData().
extension CollectionView {
    /// The data source now holds `model`; the view is not told (call `reloadData()`).
    public mutating func replaceDataSource(with model: DataSourceModel.Model) {
        dataSource.replace(with: model)
    }

    /// The data source's section at `index` now holds `ids`; the view is not told (call
    /// `reloadData()`). O(the section's items), however many sections there are. The caller has
    /// checked that the section exists and that no other section holds one of `ids`.
    public mutating func replaceDataSourceItems(inSection index: Int, with ids: [Int]) {
        dataSource.replaceItems(inSection: index, with: ids)
    }

    /// reloadData(): never fails, never validates; the view re-reads every count and becomes
    /// consistent with the data source again.
    ///
    /// Selection [inferred, docs/interaction.md §9]: selected index paths that are still valid in the new
    /// counts stay selected (modern iOS persists selection on reloadData); the rest are dropped
    /// silently. The offset is kept and pulled back into range.
    public mutating func reloadData() throws(UIKitError) {
        try transaction { $0.reloadDataInTransaction() }
    }

    /// `reloadData` inside the caller's transaction. `tracesInvalidation` false: the reload a
    /// run-loop turn deferred, whose reloadData() traced the layout's invalidation when it was called.
    mutating func reloadDataInTransaction(tracesInvalidation: Bool = true) {
        cancelInteractiveMovementBeforeUpdate()
        try? discardDropPlaceholders(by: "reloadData()")  // only the item model changes: cannot throw
        invalidateLayoutForReloadData(traced: tracesInvalidation)
        if isInOneRunLoopTurn {
            // Nothing is read now: the view only marks its counts stale (rdar 27941923).
            countCacheIsValid = false
            return
        }
        readCountsFromDataSource()
        presentedCounts = dataSource.counts
        selection = selection.filter { isValid($0) }
        relayoutKeepingOffset()
        reloadedDataPrepared()
        refreshDisplay(.reloadData)
    }

    /// The data source calls a count read makes: numberOfSections, then numberOfItemsInSection for
    /// each section ascending — recorded as one run (`.numberOfItemsInSections`), so the event log
    /// grows by two values whatever the number of sections.
    mutating func readCountsFromDataSource() {
        events.append(.numberOfSections)
        let sections = dataSource.numberOfSections
        if sections > 0 { events.append(.numberOfItemsInSections(0..<sections)) }
    }
}

/// One run-loop turn (`sameTurn { … }`): reloadData() only marks the counts stale, and the next
/// layout pass — at the end of the turn — or the next update reads them again. An update in the
/// same turn therefore reads "before" from the data source, which usually already holds the new
/// data: the trap of docs/updates.md §3.3 rule 2 (rdar 26484150, 27941923, 28167779).
///
/// Model [inferred]: only the count cache is deferred; other operations still lay out at once,
/// and queries answer from the stale cache until the turn ends.
extension CollectionView {
    public mutating func beginRunLoopTurn() {
        isInOneRunLoopTurn = true
    }

    /// The layout pass at the end of the turn: a pending reload completes now.
    public mutating func endRunLoopTurn() throws(UIKitError) {
        try transaction { $0.endRunLoopTurnInTransaction() }
    }

    /// `endRunLoopTurn` inside the caller's transaction.
    private mutating func endRunLoopTurnInTransaction() {
        isInOneRunLoopTurn = false
        if !countCacheIsValid {
            countCacheIsValid = true
            reloadDataInTransaction(tracesInvalidation: false)
        }
    }

    /// An update finding the cache stale fills it from the data source as it is at that moment
    /// (`counts`): what the view believes "before" the update.
    mutating func refillStaleCountCache(with counts: [Int]) {
        guard !countCacheIsValid else { return }
        readCountsFromDataSource()
        presentedCounts = counts
        countCacheIsValid = true
        reloadDisplayIsPending = true
        selection = selection.filter { isValid($0) }
    }
}
