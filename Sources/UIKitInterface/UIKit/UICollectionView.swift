@MainActor
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func prepareForReuse() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isSelected: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isHighlighted: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class UICollectionViewListCell: UICollectionViewCell {}

@MainActor
open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)

    open var collectionViewLayout: UICollectionViewLayout { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    weak open var delegate: (any UICollectionViewDelegate)? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    weak open var dataSource: (any UICollectionViewDataSource)? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var allowsSelection: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var allowsMultipleSelection: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isPrefetchingEnabled: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isEditing: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var allowsSelectionDuringEditing: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var allowsMultipleSelectionDuringEditing: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var backgroundView: UIView? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)

    // Registration and dequeue
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }

    // Data
    open func reloadData() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var numberOfSections: Int { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func numberOfItems(inSection section: Int) -> Int { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func insertSections(_ sections: IndexSet) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func deleteSections(_ sections: IndexSet) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func reloadSections(_ sections: IndexSet) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func moveSection(_ section: Int, toSection newSection: Int) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func insertItems(at indexPaths: [IndexPath]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func deleteItems(at indexPaths: [IndexPath]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func reloadItems(at indexPaths: [IndexPath]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func reconfigureItems(at indexPaths: [IndexPath]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var hasUncommittedUpdates: Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)

    // Selection
    open var indexPathsForSelectedItems: [IndexPath]? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)

    // Scrolling and geometry
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var indexPathsForVisibleItems: [IndexPath] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var visibleCells: [UICollectionViewCell] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func presentationIndexPath(forDataIndexPath dataIndexPath: IndexPath) -> IndexPath? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func dataIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath) -> IndexPath? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)

    // Interactive layout transitions
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void
    open func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func finishInteractiveTransition() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func cancelInteractiveTransition() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)

    // Interactive movement (what UIKit's reordering gesture calls)
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func endInteractiveMovement() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func cancelInteractiveMovement() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// What a layout attributes object describes (UICollectionElementCategory).
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// A cell registration (iOS 14): the handler configures each cell it dequeues.
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }

    /// A supplementary view registration (iOS 14).
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {
            fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
        }
    }
}
