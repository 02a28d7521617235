/// UIKit's additions to Foundation's IndexPath (UICollectionView's item and section).
extension IndexPath {
    public init(item: Int, section: Int) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public init(row: Int, section: Int) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var item: Int { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var row: Int { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var section: Int { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}
