// STUB — replaced by the flow-layout work (layout.md). Keeps the configuration API the façade uses.

/// UICollectionViewFlowLayout.
public struct FlowLayout: CollectionViewLayout {
    public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
        case vertical
        case horizontal
    }

    public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }

    public var itemSize = Size(width: 50, height: 50)
    public var estimatedItemSize = Size.zero
    public var minimumLineSpacing: Double = 10
    public var minimumInteritemSpacing: Double = 10
    public var sectionInset = EdgeInsets.zero
    public var headerReferenceSize = Size.zero
    public var footerReferenceSize = Size.zero
    public var scrollDirection = ScrollDirection.vertical
    public var sectionInsetReference = SectionInsetReference.fromContentInset
    public var sectionHeadersPinToVisibleBounds = false
    public var sectionFootersPinToVisibleBounds = false
    /// The UICollectionViewDelegateFlowLayout answers (nil / absent = the delegate does not answer).
    public var delegate = FlowLayoutDelegate()

    public init() {}

    public mutating func prepare(_ context: LayoutContext) {}
    public var collectionViewContentSize: Size { .zero }
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { [] }
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    public func indexPathsForItems(in rect: Rect) -> [IndexPath] { [] }
    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point { proposed }
    public func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath { previous }
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }
    public var warnings: [String] { [] }
}

/// Answers of UICollectionViewDelegateFlowLayout, per section index (the façade rebuilds them from
/// the script's identifier-keyed answers before each prepare).
public struct FlowLayoutDelegate: Hashable, Sendable {
    /// sizeForItemAt: for a section present here, one size per item.
    public var itemSizes: [Int: [Size]] = [:]
    /// insetForSectionAt
    public var sectionInsets: [Int: EdgeInsets] = [:]
    /// minimumLineSpacingForSectionAt
    public var minimumLineSpacing: [Int: Double] = [:]
    /// minimumInteritemSpacingForSectionAt
    public var minimumInteritemSpacing: [Int: Double] = [:]
    /// referenceSizeForHeaderInSection
    public var headerReferenceSizes: [Int: Size] = [:]
    /// referenceSizeForFooterInSection
    public var footerReferenceSizes: [Int: Size] = [:]

    public init() {}
}
