// The diffable data source (iOS 13), its snapshots, and section snapshots (iOS 14).

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    public init() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var numberOfItems: Int { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var numberOfSections: Int { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var sectionIdentifiers: [SectionIdentifierType] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var itemIdentifiers: [ItemIdentifierType] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var reloadedItemIdentifiers: [ItemIdentifierType] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func deleteAllItems() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable where ItemIdentifierType: Hashable & Sendable {
    public init() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var items: [ItemIdentifierType] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var rootItems: [ItemIdentifierType] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var visibleItems: [ItemIdentifierType] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public func isVisible(_ item: ItemIdentifierType) -> Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public func contains(_ item: ItemIdentifierType) -> Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public func level(of item: ItemIdentifierType) -> Int { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func delete(_ items: [ItemIdentifierType]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func deleteAll() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func expand(_ items: [ItemIdentifierType]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public mutating func collapse(_ items: [ItemIdentifierType]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    public init(collectionView: UICollectionView,
                cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public var supplementaryViewProvider: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider? {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)

    // UICollectionViewDataSource
    open func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
}
