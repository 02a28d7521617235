import Testing
@testable import CollectionEngine
import TestSupport

/// The segment flow path (FlowSegmentRows: uniform runs and irregular rows around overrides of any
/// size) against the dense per-item path as reference: the same layout given its sizes as a
/// per-item array (dense) and as sparse overrides must give every item the same frame, the same
/// content size, warnings and query answers — through random inserts and deletes too.
@Suite struct FlowSegmentRowsTests {
    struct Case {
        var layout: FlowLayout
        var horizontal: Bool
        var counts: [Int]
        var trees: [Int: SizeTree]
        var bounds: Size
        var scale: Double
        var rightToLeft: Bool
    }

    static func randomCase(_ rng: inout LayoutSplitMix64) -> Case {
        var layout = FlowLayout()
        let horizontal = Int.random(in: 0..<3, using: &rng) == 0
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        let dimension = Double(Int.random(in: 120...500, using: &rng))
        let cross = Double(Int.random(in: 0...(Bool.random(using: &rng) ? 200 : 60), using: &rng))
        let main = Double(Int.random(in: 0...120, using: &rng)) / 2
        layout.itemSize = horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
        layout.minimumLineSpacing = Double(Int.random(in: 0...20, using: &rng))
        layout.minimumInteritemSpacing = Double(Int.random(in: 0...20, using: &rng)) / (Bool.random(using: &rng) ? 1 : 4)
        func inset() -> Double { Double(Int.random(in: 0...10, using: &rng)) }
        layout.sectionInset = EdgeInsets(top: inset(), left: inset(), bottom: inset(), right: inset())
        if Bool.random(using: &rng) { layout.headerReferenceSize = Size(width: 30, height: 30) }
        if Bool.random(using: &rng) { layout.footerReferenceSize = Size(width: 20, height: 20) }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: layout.estimatedItemSize = FlowLayout.automaticSize   // self-sizing: 50 × 50 estimates
        case 1: layout.estimatedItemSize = Size(width: Double(Int.random(in: 1...120, using: &rng)), height: Double(Int.random(in: 1...90, using: &rng)))
        default: break
        }
        var counts: [Int] = []
        var trees: [Int: SizeTree] = [:]
        for s in 0..<Int.random(in: 1...3, using: &rng) {
            let count = Int.random(in: 0...(Bool.random(using: &rng) ? 12 : 90), using: &rng)
            counts.append(count)
            guard Int.random(in: 0..<5, using: &rng) != 0 else { continue }
            var tree = SizeTree()
            for _ in 0..<Int.random(in: 0...min(12, count + 2), using: &rng) {
                // Overrides at the ends, adjacent ones, random ones (some past the end: ignored).
                let k: Int = switch Int.random(in: 0..<5, using: &rng) {
                case 0: 0
                case 1: max(0, count - 1)
                case 2: Int.random(in: 0...(count + 1), using: &rng)
                default: min(count, (tree.first(atOrAfter: 0)?.key ?? 0) + Int.random(in: 0...2, using: &rng))
                }
                tree.set(k, randomSize(&rng, dimension: dimension))
            }
            trees[s] = tree
        }
        let bounds = horizontal ? Size(width: Double(Int.random(in: 100...900, using: &rng)), height: dimension)
                                : Size(width: dimension, height: Double(Int.random(in: 100...900, using: &rng)))
        return Case(layout: layout, horizontal: horizontal, counts: counts, trees: trees, bounds: bounds,
                    scale: [1, 2, 3].randomElement(using: &rng) ?? 1,
                    rightToLeft: Int.random(in: 0..<4, using: &rng) == 0)
    }

    /// Wider than the row, zero, halves, occasionally negative or off the 2^-16 grid (dense then).
    static func randomSize(_ rng: inout LayoutSplitMix64, dimension: Double) -> Size {
        func length() -> Double {
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: return 0
            case 1: return dimension + Double(Int.random(in: 1...50, using: &rng))
            case 2: return -5
            case 3: return 1.0 / 3.0
            default: return Double(Int.random(in: 0...400, using: &rng)) / 2
            }
        }
        return Size(width: length(), height: length())
    }

    func layouts(_ c: Case) -> (dense: FlowLayout, segments: FlowLayout, context: LayoutContext) {
        var dense = c.layout, segments = c.layout
        for (s, tree) in c.trees where s < c.counts.count {
            var sizes = [Size](repeating: c.layout.itemSize, count: c.counts[s])
            tree.forEach { k, size in if k >= 0 && k < sizes.count { sizes[k] = size } }
            dense.delegate.itemSizes[s] = sizes
            segments.delegate.sparseItemSizes[s] = tree
        }
        if c.layout.estimatedItemSize != .zero {
            // Self-sizing sections without answers: every item has the estimate (segments, or the
            // one-cross-length sparse rows) — given to the dense layout as an array.
            let estimate = c.layout.estimatedItemSize == FlowLayout.automaticSize ? c.layout.automaticEstimate : c.layout.estimatedItemSize
            for (s, count) in c.counts.enumerated() where c.trees[s] == nil {
                dense.delegate.itemSizes[s] = [Size](repeating: estimate, count: count)
            }
        }
        let context = LayoutContext(numberOfItems: c.counts, boundsSize: c.bounds, contentOffset: .zero,
                                    scale: c.scale, isRightToLeft: c.rightToLeft)
        return (dense, segments, context)
    }

    func compare(_ dense: FlowLayout, _ segments: FlowLayout, _ context: LayoutContext, _ rng: inout LayoutSplitMix64) {
        #expect(segments.collectionViewContentSize == dense.collectionViewContentSize)
        #expect(segments.warnings == dense.warnings)
        for (s, count) in context.numberOfItems.enumerated() {
            for k in 0..<count {
                let a = segments.layoutAttributesForItem(at: IndexPath(s, k))?.frame
                let b = dense.layoutAttributesForItem(at: IndexPath(s, k))?.frame
                #expect(a == b && a != nil, "item \(s).\(k)")
            }
        }
        let size = segments.collectionViewContentSize
        for _ in 0..<12 {
            let x = Double(Int.random(in: -20...Int(max(1, size.width)) + 20, using: &rng))
            let y = Double(Int.random(in: -20...Int(max(1, size.height)) + 20, using: &rng))
            let rect = Rect(x: x, y: y, width: Double(Int.random(in: 1...300, using: &rng)),
                            height: Double(Int.random(in: 1...300, using: &rng)))
            #expect(segments.layoutAttributesForElements(in: rect) == dense.layoutAttributesForElements(in: rect))
            let point = Point(x: x, y: y)
            #expect(segments.indexPathForItem(at: point) == dense.indexPathForItem(at: point))
            #expect(segments.targetIndexPath(forInteractivelyMovingItem: IndexPath(0, 0), withPosition: point)
                    == dense.targetIndexPath(forInteractivelyMovingItem: IndexPath(0, 0), withPosition: point))
        }
    }

    @Test(arguments: 0..<400) func segmentsMatchDense(seed: Int) {
        var rng = LayoutSplitMix64(seed: UInt64(seed))
        var c = Self.randomCase(&rng)
        var (dense, segments, context) = layouts(c)
        dense.prepare(context)
        segments.prepare(context)
        compare(dense, segments, context, &rng)
        // Random inserts and deletes: the overrides move with their items (SizeTree gaps); the
        // segment layout re-prepares incrementally, the dense one from scratch.
        for _ in 0..<4 {
            let s = Int.random(in: 0..<c.counts.count, using: &rng)
            if c.counts[s] > 0 && Bool.random(using: &rng) {
                let k = Int.random(in: 0..<c.counts[s], using: &rng)
                c.trees[s]?.remove(k)
                c.trees[s]?.closeGap(at: k)
                c.counts[s] -= 1
            } else {
                let k = Int.random(in: 0...c.counts[s], using: &rng)
                c.trees[s]?.openGap(at: k)
                if Bool.random(using: &rng) { c.trees[s, default: SizeTree()].set(k, Self.randomSize(&rng, dimension: c.bounds.width)) }
                c.counts[s] += 1
            }
            var (freshDense, fresh, next) = layouts(c)
            segments.delegate = fresh.delegate
            segments.prepare(next)
            freshDense.prepare(next)
            compare(freshDense, segments, next, &rng)
            fresh.prepare(next)
            // Sections where they are (a lazily re-placed tail is stored short by its shift).
            let placed = { (layout: FlowLayout) in layout.geometry.sections.indices.map { layout.geometry.section($0) } }
            #expect(placed(fresh) == placed(segments))
        }
    }

    /// Most generated sections with overrides take the segment path (so the comparison means something),
    /// horizontal ones included.
    @Test func theSegmentPathIsTaken() {
        var taken = 0, horizontal = 0
        for seed in 0..<400 {
            var rng = LayoutSplitMix64(seed: UInt64(seed))
            let c = Self.randomCase(&rng)
            var (_, segments, context) = layouts(c)
            segments.prepare(context)
            let n = segments.geometry.sections.filter { $0.segments != nil }.count
            taken += n
            if c.horizontal { horizontal += n }
        }
        #expect(taken > 250)
        #expect(horizontal > 50)
    }

    /// The shape of issue 13 §4: a million items with one override wider than the default: a few
    /// blocks, no per-item arrays; the items around the override and at the end are where the dense
    /// rules put them.
    @Test func aMillionItemsWithOneWideOverride() {
        var layout = FlowLayout()
        var tree = SizeTree()
        tree.set(500, Size(width: 200, height: 100))
        layout.delegate.sparseItemSizes[0] = tree
        let context = LayoutContext(numberOfItems: [1_000_000], boundsSize: Size(width: 390, height: 844))
        layout.prepare(context)
        let segments = try! #require(layout.geometry.sections[0].segments)
        #expect(segments.blocks.count <= 6 && segments.itemCross.count < 20)
        #expect(layout.geometry.itemCross.isEmpty && layout.geometry.rowStart.isEmpty)
        // 6 columns of 50 (390 wide, spacing 10): rows 0–82 uniform, item 500 starts row 83's tail.
        #expect(layout.layoutAttributesForItem(at: IndexPath(0, 0))?.frame == Rect(x: 0, y: 0, width: 50, height: 50))
        let wide = layout.layoutAttributesForItem(at: IndexPath(0, 500))?.frame
        #expect(wide?.size == Size(width: 200, height: 100))
    }
}
