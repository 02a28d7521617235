/// UICollectionViewLayoutInvalidationContext: what part of a layout's cached geometry a change
/// invalidated. A value, built by the layout (`invalidationContext(forBoundsChange:)`) or by the
/// view, and handed back to `invalidateLayout(with:)`; the next prepare recomputes what it names.
public struct LayoutInvalidationContext: Hashable, Sendable {
    /// invalidateEverything: the whole layout (invalidateLayout() without a context).
    public var invalidateEverything: Bool
    /// invalidateDataSourceCounts: the section and item counts changed (reloadData, updates).
    public var invalidateDataSourceCounts: Bool
    /// invalidatedItemIndexPaths; nil = none named.
    public var invalidatedItemIndexPaths: [IndexPath]?
    /// invalidatedSupplementaryIndexPaths, by kind (headers and footers are just kinds).
    public var invalidatedSupplementaryIndexPaths: [ElementKind: [IndexPath]]
    /// invalidatedDecorationIndexPaths, by kind.
    public var invalidatedDecorationIndexPaths: [ElementKind: [IndexPath]]
    /// contentOffsetAdjustment: added to the view's contentOffset after the re-layout.
    public var contentOffsetAdjustment: Point
    /// contentSizeAdjustment: added to the content size after the re-layout.
    public var contentSizeAdjustment: Size

    public init(invalidateEverything: Bool = false, invalidateDataSourceCounts: Bool = false,
                invalidatedItemIndexPaths: [IndexPath]? = nil,
                invalidatedSupplementaryIndexPaths: [ElementKind: [IndexPath]] = [:],
                invalidatedDecorationIndexPaths: [ElementKind: [IndexPath]] = [:],
                contentOffsetAdjustment: Point = .zero, contentSizeAdjustment: Size = .zero) {
        self.invalidateEverything = invalidateEverything
        self.invalidateDataSourceCounts = invalidateDataSourceCounts
        self.invalidatedItemIndexPaths = invalidatedItemIndexPaths
        self.invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths
        self.invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths
        self.contentOffsetAdjustment = contentOffsetAdjustment
        self.contentSizeAdjustment = contentSizeAdjustment
    }

    /// invalidateLayout(): everything.
    public static let everything = LayoutInvalidationContext(invalidateEverything: true)
}
