import CollectionEngine

extension HelpRenderer {
    /// `help custom`: custom layouts (docs/layout.md §10), the UIKit API each part models.
    public static func custom() -> [String] {
        [
            "layout custom — a UICollectionViewLayout subclass with an attribute cache (docs/layout.md §10)",
            "  layout custom waterfall [numberOfColumns=N] [itemHeights=[H …]] [cellPadding=N] [sectionInset=…]   # WaterfallLayout: UICollectionViewLayout",
            "  layout custom leftAligned [FLOW PROPERTY=…] [itemSizes=[WxH …]]   # LeftAlignedFlowLayout: UICollectionViewFlowLayout, layoutAttributesForElements(in:) re-aligns rows left",
            "  layout custom frames frames=[(X, Y, W, H) …]                      # FixedFramesLayout: UICollectionViewLayout, a frame per index path",
            "  any shape, the cache's rules:",
            "    prepare=rebuild | fillIfEmpty        # prepare(): rebuild the cache, or `guard cache.isEmpty else { return }`",
            "    clearCacheOn=[everything dataSourceCounts items any] | none   # invalidateLayout(with:) empties the cache for a UICollectionViewLayoutInvalidationContext with invalidateEverything, invalidateDataSourceCounts, invalidatedItemIndexPaths, or any",
            "    shouldInvalidateLayoutForBoundsChange=never | sizeChange | always   # shouldInvalidateLayout(forBoundsChange:); UICollectionViewLayout answers false",
            "  invalidateLayout [ITEM…]                # invalidateLayout(); with items invalidateLayout(with:) a context after invalidateItems(at:)",
            "  The view invalidates the layout: reloadData() → invalidateEverything + invalidateDataSourceCounts; performBatchUpdates → invalidateDataSourceCounts.",
            "  Every bounds change (a scroll moves the origin, a resize the size) asks shouldInvalidateLayout(forBoundsChange:); on true",
            "  UIKit calls invalidateLayout(with: invalidationContext(forBoundsChange:)) (no flag set), then prepare(): `trace on` shows them.",
            "  A batch update: invalidateLayout(with:) (invalidateDataSourceCounts), prepare(), prepare(forCollectionViewUpdates:),",
            "  finalLayoutAttributesForDisappearingItem(at:) / initialLayoutAttributesForAppearingItem(at:), finalizeCollectionViewUpdates().",
            "  colscript export --swift writes the UICollectionViewLayout (leftAligned: UICollectionViewFlowLayout) subclass into the test.",
            "  UIKit calls prepare() only after an invalidation; a cache that outlives an update raises",
            "  \"UICollectionView received layout attributes for a cell with an index path that does not exist\" (explain says which rule kept it).",
        ]
    }
}
