import Testing
@testable import CollectionEngine
import TestSupport

/// The sparse flow path (FlowSparseRows) against the dense path as reference: the same layout
/// given its sizes as a per-item array (dense) and as a sparse tree must answer every query alike.
@Suite struct FlowSparseRowsTests {
    static func pair(_ rng: inout LayoutSplitMix64) -> (dense: FlowLayout, sparse: FlowLayout, context: LayoutContext) {
        var layout = FlowLayout()
        let horizontal = Int.random(in: 0..<3, using: &rng) == 0
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        let dimension = Double(Int.random(in: 120...500, using: &rng))
        let cross = Double(Int.random(in: 1...(Bool.random(using: &rng) ? 400 : 120), using: &rng))
        let main = Double(Int.random(in: 0...120, using: &rng)) / 2
        layout.itemSize = horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
        if Bool.random(using: &rng) {
            let estimateMain = Double(Int.random(in: 1...80, using: &rng))
            layout.estimatedItemSize = horizontal ? Size(width: estimateMain, height: cross) : Size(width: cross, height: estimateMain)
        }
        layout.minimumLineSpacing = Double(Int.random(in: 0...20, using: &rng))
        layout.minimumInteritemSpacing = Double(Int.random(in: 0...20, using: &rng))
        func inset() -> Double { Double(Int.random(in: 0...10, using: &rng)) }
        layout.sectionInset = EdgeInsets(top: inset(), left: inset(), bottom: inset(), right: inset())
        if Bool.random(using: &rng) { layout.headerReferenceSize = Size(width: 30, height: 30) }
        var sparse = layout
        var counts: [Int] = []
        for s in 0..<Int.random(in: 1...3, using: &rng) {
            let count = Int.random(in: 0...40, using: &rng)
            counts.append(count)
            guard Int.random(in: 0..<4, using: &rng) != 0 else { continue }
            var tree = SizeTree()
            var dense = [Size](repeating: layout.itemSize, count: count)
            for _ in 0..<Int.random(in: 0...max(0, count), using: &rng) {
                let k = Int.random(in: 0..<max(1, count), using: &rng)
                guard k < count else { continue }
                let m = Double(Int.random(in: 0...200, using: &rng)) / 2
                let size = horizontal ? Size(width: m, height: cross) : Size(width: cross, height: m)
                tree.set(k, size)
                dense[k] = size
            }
            sparse.delegate.sparseItemSizes[s] = tree
            layout.delegate.itemSizes[s] = dense
        }
        let bounds = horizontal ? Size(width: Double(Int.random(in: 100...900, using: &rng)), height: dimension)
                                : Size(width: dimension, height: Double(Int.random(in: 100...900, using: &rng)))
        let context = LayoutContext(numberOfItems: counts, boundsSize: bounds,
                                    contentOffset: Point(x: 0, y: 0),
                                    scale: [1, 2, 3].randomElement(using: &rng) ?? 1,
                                    isRightToLeft: Int.random(in: 0..<4, using: &rng) == 0)
        return (layout, sparse, context)
    }

    @Test(arguments: 0..<300) func sparseMatchesDense(seed: Int) {
        var rng = LayoutSplitMix64(seed: UInt64(seed))
        var (dense, sparse, context) = Self.pair(&rng)
        dense.prepare(context)
        sparse.prepare(context)
        #expect(sparse.collectionViewContentSize == dense.collectionViewContentSize)
        #expect(sparse.warnings == dense.warnings)
        for (s, count) in context.numberOfItems.enumerated() {
            for k in 0..<count {
                #expect(sparse.layoutAttributesForItem(at: IndexPath(s, k)) == dense.layoutAttributesForItem(at: IndexPath(s, k)))
            }
        }
        let size = sparse.collectionViewContentSize
        for _ in 0..<10 {
            let x = Double(Int.random(in: -20...Int(max(1, size.width)) + 20, using: &rng))
            let y = Double(Int.random(in: -20...Int(max(1, size.height)) + 20, using: &rng))
            let rect = Rect(x: x, y: y, width: Double(Int.random(in: 1...300, using: &rng)), height: Double(Int.random(in: 1...300, using: &rng)))
            #expect(sparse.layoutAttributesForElements(in: rect) == dense.layoutAttributesForElements(in: rect))
            let point = Point(x: x, y: y)
            #expect(sparse.indexPathForItem(at: point) == dense.indexPathForItem(at: point))
            #expect(sparse.targetIndexPath(forInteractivelyMovingItem: IndexPath(0, 0), withPosition: point)
                    == dense.targetIndexPath(forInteractivelyMovingItem: IndexPath(0, 0), withPosition: point))
        }
    }

    /// Most generated sections qualify for the sparse path (so the comparison above means something).
    @Test func theSparsePathIsTaken() {
        var taken = 0
        for seed in 0..<300 {
            var rng = LayoutSplitMix64(seed: UInt64(seed))
            var (_, sparse, context) = Self.pair(&rng)
            sparse.prepare(context)
            taken += sparse.geometry.sections.filter { $0.sparse != nil }.count
        }
        #expect(taken > 150)
    }

    /// A list of a million estimated rows with one measured row: no per-item arrays, the frame of
    /// the last item and the items of a rect come from the tree.
    @Test func aMillionRowsWithOneOverride() {
        var layout = FlowLayout()
        layout.estimatedItemSize = Size(width: 390, height: 50)
        layout.minimumLineSpacing = 10
        var tree = SizeTree()
        tree.set(2, Size(width: 390, height: 120))
        layout.delegate.sparseItemSizes[0] = tree
        layout.itemSize = Size(width: 390, height: 50)
        let context = LayoutContext(numberOfItems: [1_000_000], boundsSize: Size(width: 390, height: 844))
        layout.prepare(context)
        #expect(layout.geometry.itemCross.isEmpty && layout.geometry.rowStart.isEmpty)
        #expect(layout.collectionViewContentSize.height == 1_000_000 * 60 - 10 + 70)
        #expect(layout.layoutAttributesForItem(at: IndexPath(0, 999_999))?.frame == Rect(x: 0, y: 999_999 * 60 + 70, width: 390, height: 50))
        let rect = Rect(x: 0, y: 30_000_000, width: 390, height: 844)
        let items = layout.layoutAttributesForElements(in: rect).map(\.indexPath)
        #expect(items.first == IndexPath(0, 499_999) && items.count == 14)
    }
}

/// Main-axis lengths off the binary grid (tenths): the sparse rows' products and prefix sums would
/// differ from the dense running sum in the last bit, so such sections take the dense path and the
/// frames stay bit-identical.
@Suite struct FlowSparseRowsExactnessTests {
    @Test func tenthsMatchTheDensePathBitForBit() {
        var dense = FlowLayout()
        dense.itemSize = Size(width: 390, height: 10.1)
        dense.minimumLineSpacing = 0.3
        var sparse = dense
        var tree = SizeTree()
        tree.set(3, Size(width: 390, height: 20.7))
        var sizes = [Size](repeating: dense.itemSize, count: 5000)
        sizes[3] = Size(width: 390, height: 20.7)
        dense.delegate.itemSizes[0] = sizes
        sparse.delegate.sparseItemSizes[0] = tree
        let context = LayoutContext(numberOfItems: [5000], boundsSize: Size(width: 390, height: 844))
        dense.prepare(context)
        sparse.prepare(context)
        #expect(sparse.collectionViewContentSize == dense.collectionViewContentSize)
        var differing = 0
        for k in 0..<5000 where sparse.layoutAttributesForItem(at: IndexPath(0, k)) != dense.layoutAttributesForItem(at: IndexPath(0, k)) {
            differing += 1
        }
        #expect(differing == 0)
    }
}
