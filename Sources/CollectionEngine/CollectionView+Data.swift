/// Replacing the data and reloadData().
extension CollectionView {
    /// The data source now holds `model`; the view is not told (call `reloadData()`).
    public mutating func replaceDataSource(with model: DataSourceModel.Model) {
        dataSource.replace(with: model)
    }

    /// reloadData(): never fails, never validates; the view re-reads every count and becomes
    /// consistent with the data source again.
    ///
    /// Selection [inferred, interaction.md §9]: selected index paths that are still valid in the new
    /// counts stay selected (modern iOS persists selection on reloadData); the rest are dropped
    /// silently. The offset is kept and pulled back into range.
    public mutating func reloadData() {
        cancelInteractiveMovementBeforeUpdate()
        readCountsFromDataSource()
        presentedCounts = dataSource.counts
        selection = selection.filter { isValid($0) }
        relayoutKeepingOffset()
        refreshDisplay(.reloadData)
    }

    /// The data source calls a count read makes: numberOfSections, then numberOfItemsInSection for
    /// each section ascending.
    mutating func readCountsFromDataSource() {
        events.append(.numberOfSections)
        for section in 0..<dataSource.numberOfSections {
            events.append(.numberOfItemsInSection(section))
        }
    }
}
