@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public convenience init(forCellWith indexPath: IndexPath) { fatalError("declaration only") }
    open var frame: CGRect { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var center: CGPoint { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var size: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var zIndex: Int { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var isHidden: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var alpha: CGFloat { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var indexPath: IndexPath { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var representedElementKind: String? { fatalError("declaration only") }
}

@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { fatalError("declaration only") }
    open var collectionView: UICollectionView? { fatalError("declaration only") }
    open var collectionViewContentSize: CGSize { fatalError("declaration only") }
    open func prepare() { fatalError("declaration only") }
    open func invalidateLayout() { fatalError("declaration only") }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { fatalError("declaration only") }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError("declaration only") }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { fatalError("declaration only") }
}

@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public override init() { fatalError("declaration only") }
    open var itemSize: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var estimatedItemSize: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var minimumLineSpacing: CGFloat { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var minimumInteritemSpacing: CGFloat { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var sectionInset: UIEdgeInsets { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var sectionInsetReference: SectionInsetReference { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var headerReferenceSize: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var footerReferenceSize: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var sectionHeadersPinToVisibleBounds: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    open var sectionFootersPinToVisibleBounds: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }
}
