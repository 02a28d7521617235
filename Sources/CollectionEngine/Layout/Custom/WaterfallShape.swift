/// A waterfall (Pinterest) layout: `numberOfColumns` columns of equal width; each item goes to the
/// shortest column (the leftmost of equal ones), with its own height (`itemHeights`, repeated
/// when there are more items than heights, as the photos' aspect ratios would give them). Sections
/// follow each other: a section starts below the tallest column of the one before. Frames are not
/// rounded to pixels and not mirrored right to left (a subclass's frames are what its code
/// computes; `flipsHorizontallyInOppositeLayoutDirection` is false by default).
public struct WaterfallShape: CustomLayoutShape {
    public var numberOfColumns: Int = 2
    /// The gap between columns and between items of a column (the tutorial's cellPadding × 2).
    public var spacing: Double = 8
    public var sectionInset = EdgeInsets.zero
    /// Item heights, item `i` of a section takes `itemHeights[i % count]`.
    public var itemHeights: [Double] = [100]

    public init() {}

    public var className: String { "WaterfallLayout" }
    public var superclassName: String { "UICollectionViewLayout" }
    public var scrollAxis: ScrollAxis { .vertical }

    /// The width available to the columns: the bounds less the adjusted content inset.
    public static func contentWidth(_ context: LayoutContext) -> Double {
        max(0, context.boundsSize.width - context.adjustedContentInset.left - context.adjustedContentInset.right)
    }

    public func columnWidth(_ context: LayoutContext) -> Double {
        let columns = Double(max(1, numberOfColumns))
        return max(0, (Self.contentWidth(context) - sectionInset.left - sectionInset.right - (columns - 1) * spacing) / columns)
    }

    public func attributes(for context: LayoutContext) -> AttributeCache {
        let columns = max(1, numberOfColumns)
        let width = columnWidth(context)
        let heights = itemHeights.isEmpty ? [0] : itemHeights
        var top = 0.0
        var cells: [[LayoutAttributes]] = []
        cells.reserveCapacity(context.numberOfItems.count)
        for (section, count) in context.numberOfItems.enumerated() {
            var columnBottoms = Array(repeating: top + sectionInset.top, count: columns)
            var sectionCells: [LayoutAttributes] = []
            sectionCells.reserveCapacity(count)
            for item in 0..<max(0, count) {
                var column = 0
                for candidate in 1..<columns where columnBottoms[candidate] < columnBottoms[column] { column = candidate }
                let frame = Rect(x: sectionInset.left + Double(column) * (width + spacing), y: columnBottoms[column],
                                 width: width, height: max(0, heights[item % heights.count]))
                sectionCells.append(LayoutAttributes(indexPath: IndexPath(section, item), frame: frame))
                columnBottoms[column] = frame.maxY + spacing
            }
            let tallest = columnBottoms.max() ?? top
            top = (count > 0 ? tallest - spacing : tallest) + sectionInset.bottom
            cells.append(sectionCells)
        }
        return AttributeCache(counts: context.numberOfItems, cells: cells,
                              contentSize: Size(width: Self.contentWidth(context), height: top))
    }
}
