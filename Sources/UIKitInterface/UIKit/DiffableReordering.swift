// The diffable data source's reordering handlers (iOS 14): whether an item can be reordered, and
// the transaction a user's reorder makes, before and after the data source commits it. Signatures only.

extension UICollectionViewDiffableDataSource {
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    public var reorderingHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ReorderingHandlers {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
}

/// What a reorder changed: the snapshots before and after, and the items' difference.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    public var initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var difference: CollectionDifference<ItemIdentifierType> { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}
