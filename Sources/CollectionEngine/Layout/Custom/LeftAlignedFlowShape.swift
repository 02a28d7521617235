/// A `UICollectionViewFlowLayout` subclass that re-aligns each row to the left, the subclass apps
/// write for tags and chips: the flow layout lays out its rows (same line breaks, same row
/// heights, items centred in their row), then every cell of a row is moved to
/// `sectionInset.left`, each next one `minimumInteritemSpacing` after the one before:
///
///     var leftMargin = sectionInset.left; var maxY: CGFloat = -1
///     for attributes in super.layoutAttributesForElements(in: rect) where attributes.representedElementCategory == .cell {
///         if attributes.frame.minY >= maxY { leftMargin = sectionInset.left }
///         attributes.frame.origin.x = leftMargin
///         leftMargin += attributes.frame.width + minimumInteritemSpacing
///         maxY = max(attributes.frame.maxY, maxY)
///     }
///
/// Headers and footers stay where the flow layout put them. Vertical scrolling only (the script
/// refuses a horizontal one). `itemSizes` are the delegate's sizeForItemAt answers, item `i` of a
/// section taking `itemSizes[i % count]` (none: every item is `flow.itemSize`).
public struct LeftAlignedFlowShape: CustomLayoutShape {
    public var flow: FlowLayout
    public var itemSizes: [Size]

    public init(flow: FlowLayout = FlowLayout(), itemSizes: [Size] = []) {
        self.flow = flow
        self.itemSizes = itemSizes
    }

    public var className: String { "LeftAlignedFlowLayout" }
    public var superclassName: String { "UICollectionViewFlowLayout" }
    public var scrollAxis: ScrollAxis { flow.scrollAxis }

    public func attributes(for context: LayoutContext) -> AttributeCache {
        var flow = self.flow
        if !itemSizes.isEmpty {
            for (section, count) in context.numberOfItems.enumerated() {
                flow.delegate.itemSizes[section] = (0..<max(0, count)).map { itemSizes[$0 % itemSizes.count] }
            }
        }
        flow.prepare(context)
        let content = flow.collectionViewContentSize
        let everything = flow.layoutAttributesForElements(in: Rect(x: -1, y: -1, width: content.width + 2, height: content.height + 2))
        var cells = context.numberOfItems.map { _ in [LayoutAttributes]() }
        var supplementaries: [LayoutAttributes] = []
        var leftMargin = flow.sectionInset.left
        var maxY = -Double.infinity
        for var attributes in everything {
            guard attributes.category == .cell else {
                supplementaries.append(attributes)
                continue
            }
            if attributes.frame.minY >= maxY { leftMargin = flow.sectionInset.left }
            attributes.frame.origin.x = leftMargin
            leftMargin += attributes.frame.width + flow.minimumInteritemSpacing
            maxY = max(attributes.frame.maxY, maxY)
            if cells.indices.contains(attributes.indexPath.section) { cells[attributes.indexPath.section].append(attributes) }
        }
        return AttributeCache(counts: context.numberOfItems, cells: cells, supplementaries: supplementaries, contentSize: content)
    }
}
