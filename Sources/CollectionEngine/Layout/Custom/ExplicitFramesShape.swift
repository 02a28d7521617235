/// A layout that places each item at a frame of its own table (a hand-made dashboard, a fixed
/// design): the items in index-path order, section after section, take `frames` in order; an item
/// past the end of the table has no attributes (the layout returns nil for it, as a dictionary
/// lookup would). The content size reaches the largest maxX and maxY.
public struct ExplicitFramesShape: CustomLayoutShape {
    public var frames: [Rect]

    public init(frames: [Rect] = []) {
        self.frames = frames
    }

    public var className: String { "FixedFramesLayout" }
    public var superclassName: String { "UICollectionViewLayout" }
    public var scrollAxis: ScrollAxis { .vertical }

    public func attributes(for context: LayoutContext) -> AttributeCache {
        var next = 0
        var cells: [[LayoutAttributes]] = []
        var size = Size.zero
        for (section, count) in context.numberOfItems.enumerated() {
            let taken = max(0, min(count, frames.count - next))
            cells.append((0..<taken).map { item in
                LayoutAttributes(indexPath: IndexPath(section, item), frame: frames[next + item])
            })
            for frame in frames[next..<(next + taken)] {
                size = Size(width: max(size.width, frame.maxX), height: max(size.height, frame.maxY))
            }
            next += taken
        }
        return AttributeCache(counts: context.numberOfItems, cells: cells, contentSize: size)
    }
}
