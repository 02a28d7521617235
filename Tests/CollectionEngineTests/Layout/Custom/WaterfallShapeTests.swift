import Testing
@testable import CollectionEngine

/// docs/layout.md §10: the waterfall's placement against a plain reference (each item to the
/// shortest column, heights summed column by column), and the cache's rect query against a filter
/// of every element.
@Suite struct WaterfallShapeTests {
    /// The reference: frames from running sums, no cache, no search.
    static func reference(_ shape: WaterfallShape, _ context: LayoutContext) -> [[Rect]] {
        let columns = max(1, shape.numberOfColumns)
        let width = shape.columnWidth(context)
        var top = 0.0
        var result: [[Rect]] = []
        for count in context.numberOfItems {
            var stacks: [[Double]] = Array(repeating: [], count: columns)   // heights placed in each column
            func bottom(_ column: Int) -> Double {
                top + shape.sectionInset.top + stacks[column].reduce(0) { $0 + $1 + shape.spacing }
            }
            var frames: [Rect] = []
            for item in 0..<count {
                let height = shape.itemHeights[item % shape.itemHeights.count]
                let column = (0..<columns).min { (bottom($0), $0) < (bottom($1), $1) } ?? 0
                frames.append(Rect(x: shape.sectionInset.left + Double(column) * (width + shape.spacing), y: bottom(column),
                                   width: width, height: height))
                stacks[column].append(height)
            }
            let tallest = (0..<columns).map(bottom).max() ?? top
            top = (count > 0 ? tallest - shape.spacing : tallest) + shape.sectionInset.bottom
            result.append(frames)
        }
        return result
    }

    @Test func placementMatchesTheReference() {
        var rng = SplitMix64(seed: 38)
        for _ in 0..<200 {
            var shape = WaterfallShape()
            shape.numberOfColumns = Int.random(in: 1...5, using: &rng)
            shape.spacing = Double(Int.random(in: 0...12, using: &rng))
            shape.sectionInset = EdgeInsets(top: Double(Int.random(in: 0...10, using: &rng)), left: 4, bottom: 6, right: 2)
            shape.itemHeights = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Double(Int.random(in: 10...200, using: &rng)) }
            let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...30, using: &rng) }
            let context = LayoutContext(numberOfItems: counts, boundsSize: Size(width: Double(Int.random(in: 200...800, using: &rng)), height: 600))
            let cache = shape.attributes(for: context)
            let expected = Self.reference(shape, context)
            for (section, frames) in expected.enumerated() {
                for (item, frame) in frames.enumerated() {
                    #expect(cache.item(at: IndexPath(section, item))?.frame == frame, "\(shape) \(counts) [\(section),\(item)]")
                }
            }
            // Every rect query answers what a filter of every element answers, in order.
            let all = cache.cells.flatMap { $0 }
            for _ in 0..<10 {
                let rect = Rect(x: 0, y: Double(Int.random(in: -50...2000, using: &rng)), width: context.boundsSize.width,
                                height: Double(Int.random(in: 0...700, using: &rng)))
                let brute = all.filter { $0.frame.intersects(rect) }.map(\.indexPath).sorted()
                #expect(cache.elements(in: rect).map(\.indexPath) == brute)
            }
        }
    }

    @Test func contentSizeReachesTheTallestColumn() {
        var shape = WaterfallShape()
        shape.itemHeights = [120, 80, 200, 100]
        shape.sectionInset = EdgeInsets(all: 8)
        let cache = shape.attributes(for: LayoutContext(numberOfItems: [7], boundsSize: Size(width: 390, height: 400)))
        #expect(cache.contentSize == Size(width: 390, height: 580))
        #expect(cache.item(at: IndexPath(0, 2))?.frame == Rect(x: 199, y: 96, width: 183, height: 200))
        #expect(cache.item(at: IndexPath(0, 7)) == nil)
    }
}
