/// `collectionView.dataSource = plainDataSource` while a diffable data source drives the view
/// (docs/updates.md §7.3 rule 8).
///
/// Setting `dataSource` makes UICollectionView forget what it knew of the old one and reload from
/// the new one on the next layout pass: counts, then a cell for each visible item, as after
/// `reloadData()` (`inferred` from UIKit's dataSource setter invalidating its cached counts; the
/// docs only say the data source must not change under a diffable data source). The diffable data source
/// and its snapshot are gone; the plain data source starts from the items the snapshot held (the
/// app copies them — a choice), so the view shows the same items, freshly dequeued, selection kept
/// where still valid (docs/interaction.md §9).
extension CollectionView {
    /// Replaces the diffable data source with a plain one holding the same data, and reloads.
    /// Returns false (and does nothing) when no diffable data source was set.
    @discardableResult
    public mutating func replaceDiffableWithPlainDataSource() throws(UIKitError) -> Bool {
        try transaction { $0.replaceDiffableWithPlainDataSourceInTransaction() }
    }

    /// `replaceDiffableWithPlainDataSource` inside the caller's transaction.
    @discardableResult
    private mutating func replaceDiffableWithPlainDataSourceInTransaction() -> Bool {
        guard isDiffable else { return false }
        disableDiffableDataSource()
        reloadDataInTransaction()
        return true
    }
}
