/// What a layout is told about the collection view when it prepares.
public struct LayoutContext: Hashable, Sendable {
    /// Items per section, as the view believes (its presented counts).
    public var numberOfItems: [Int]
    /// The collection view's bounds size.
    public var boundsSize: Size
    /// The current contentOffset (bounds origin); pinned headers depend on it.
    public var contentOffset: Point
    /// adjustedContentInset (= contentInset; the engine models no bars).
    public var adjustedContentInset: EdgeInsets
    public var safeAreaInsets: EdgeInsets
    public var layoutMargins: EdgeInsets
    /// Screen scale for pixel rounding of origins (layout.md §2.9).
    public var scale: Double
    /// effectiveUserInterfaceLayoutDirection == .rightToLeft (frames are mirrored).
    public var isRightToLeft: Bool

    public init(numberOfItems: [Int], boundsSize: Size, contentOffset: Point = .zero,
                adjustedContentInset: EdgeInsets = .zero, safeAreaInsets: EdgeInsets = .zero,
                layoutMargins: EdgeInsets = .zero, scale: Double = 1, isRightToLeft: Bool = false) {
        self.numberOfItems = numberOfItems
        self.boundsSize = boundsSize
        self.contentOffset = contentOffset
        self.adjustedContentInset = adjustedContentInset
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.scale = scale
        self.isRightToLeft = isRightToLeft
    }

    /// The visible rect: (contentOffset, bounds size).
    public var visibleRect: Rect { Rect(origin: contentOffset, size: boundsSize) }
}

/// A layout shaped like UICollectionViewLayout. Layouts are values: copying one (for `:undo`)
/// is cheap because cached geometry lives in copy-on-write arrays.
public protocol CollectionViewLayout: Sendable {
    /// prepare(): compute and cache geometry for `context`.
    mutating func prepare(_ context: LayoutContext)
    /// collectionViewContentSize.
    var collectionViewContentSize: Size { get }
    /// layoutAttributesForElements(in:): cells, headers and footers whose frames intersect `rect`,
    /// sorted by (section, category: header, cells, footer, item).
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]
    /// layoutAttributesForItem(at:); nil outside the prepared counts.
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// layoutAttributesForSupplementaryView(ofKind:at:); nil when the view has zero size.
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?
    /// The index paths of the cells whose frames intersect `rect`, sorted — a binary search, not a scan.
    func indexPathsForItems(in rect: Rect) -> [IndexPath]
    /// targetContentOffset(forProposedContentOffset:).
    func targetContentOffset(forProposedContentOffset proposed: Point) -> Point
    /// targetIndexPath(forInteractivelyMovingItem:withPosition:).
    func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath
    /// shouldInvalidateLayout(forBoundsChange:).
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool
    /// Messages UIKit would NSLog while preparing (e.g. an item wider than the available width).
    var warnings: [String] { get }
    /// indexPathForItem(at:) (UICollectionView asks its layout): the cell whose frame contains the
    /// point in content coordinates (min edges inclusive, max exclusive); nil in gaps.
    func indexPathForItem(at point: Point) -> IndexPath?
}

extension CollectionViewLayout {
    /// The default, as UIKit does it: the attributes in a 1 × 1 rect at the point, then the first
    /// cell whose frame contains it.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return layoutAttributesForElements(in: Rect(x: point.x, y: point.y, width: 1, height: 1))
            .first { $0.category == .cell && $0.frame.contains(point) }?.indexPath
    }
}
