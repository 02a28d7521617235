@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public convenience init(forCellWith indexPath: IndexPath) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var frame: CGRect { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var center: CGPoint { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var size: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var zIndex: Int { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isHidden: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var alpha: CGFloat { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var indexPath: IndexPath { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var representedElementKind: String? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var representedElementCategory: UICollectionView.ElementCategory { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var collectionView: UICollectionView? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var collectionViewContentSize: CGSize { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func prepare() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func invalidateLayout() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open class var layoutAttributesClass: AnyClass { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open class var invalidationContextClass: AnyClass { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func finalizeCollectionViewUpdates() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public override init() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var itemSize: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var estimatedItemSize: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var minimumLineSpacing: CGFloat { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var minimumInteritemSpacing: CGFloat { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var sectionInset: UIEdgeInsets { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var sectionInsetReference: SectionInsetReference { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var headerReferenceSize: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var footerReferenceSize: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var sectionHeadersPinToVisibleBounds: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var sectionFootersPinToVisibleBounds: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }
}

/// The layout an interactive transition installs between two layouts (iOS 7).
@MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var transitionProgress: CGFloat { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var currentLayout: UICollectionViewLayout { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var nextLayout: UICollectionViewLayout { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// What part of a layout a change invalidated (iOS 7), handed to invalidateLayout(with:).
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public override init() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var invalidateEverything: Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var invalidateDataSourceCounts: Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var invalidatedItemIndexPaths: [IndexPath]? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var contentOffsetAdjustment: CGPoint { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var contentSizeAdjustment: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func invalidateItems(at indexPaths: [IndexPath]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// The flow layout's context (iOS 7).
@MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var invalidateFlowLayoutAttributes: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// One change of a batch update, as prepare(forCollectionViewUpdates:) receives it.
@MainActor
open class UICollectionViewUpdateItem: NSObject {
    open var indexPathBeforeUpdate: IndexPath? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var indexPathAfterUpdate: IndexPath? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var updateAction: UICollectionViewUpdateItem.Action { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)

    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }
}
