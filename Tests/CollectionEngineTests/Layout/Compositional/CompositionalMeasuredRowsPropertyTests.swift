import Testing
@testable import CollectionEngine
import TestSupport

/// The sparse measured groups of a compositional section (prefix sums, the group at a scroll
/// position) against a plain running sum over every item, for one-item rows and two-item rows,
/// over random measurements and random rects.
@Suite struct CompositionalMeasuredRowsPropertyTests {
    @Test(arguments: 0..<24) func framesAndRectsMatchARunningSum(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let columns = seed % 2 == 0 ? 1 : 2
        let count = 1 + rng.below(80)
        let spacing = Double(rng.below(3)) * 5
        let groupSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(40))
        let itemSize = LayoutSize(width: .fractionalWidth(1 / Double(columns)), height: .estimated(40))
        var section = LayoutSection(group: LayoutGroup(axis: .horizontal, layoutSize: groupSize, subitems: [.item(LayoutItem(layoutSize: itemSize))]))
        section.interGroupSpacing = spacing
        var layout = CompositionalLayout(section: section)
        var heights = Array(repeating: 40.0, count: count)
        for _ in 0..<rng.below(count + 1) {
            let k = rng.below(count)
            let h = Double(10 + rng.below(60))
            heights[k] = h
            layout.setMeasuredSize(Size(width: 100, height: h), forItemAt: IndexPath(0, k), counts: [count])
        }
        layout.prepare(LayoutContext(numberOfItems: [count], boundsSize: Size(width: 390, height: 844), scale: 1))
        // Reference: rows of `columns` items, each as tall as its tallest item.
        var y = 0.0
        var expected: [Rect] = []
        for g in stride(from: 0, to: count, by: columns) {
            let row = g..<min(count, g + columns)
            let rowHeight = row.map { heights[$0] }.max() ?? 0
            for k in row {
                let width = 390 / Double(columns)
                expected.append(Rect(x: Double(k - g) * width, y: y, width: width, height: heights[k]))
            }
            y += rowHeight + spacing
        }
        let content = y - spacing
        #expect(layout.collectionViewContentSize.height == content)
        for k in 0..<count {
            #expect(layout.layoutAttributesForItem(at: IndexPath(0, k))?.frame == expected[k], "item \(k)")
        }
        for _ in 0..<10 {
            let top = Double(rng.below(Int(content) + 40)) - 20
            let rect = Rect(x: 0, y: top, width: 390, height: Double(1 + rng.below(300)))
            let want = expected.indices.filter { expected[$0].intersects(rect) }
            #expect(layout.indexPathsForItems(in: rect).map(\.item) == want, "rect \(rect)")
        }
    }
}
