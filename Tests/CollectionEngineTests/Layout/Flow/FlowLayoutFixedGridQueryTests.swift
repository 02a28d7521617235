import Testing
@testable import CollectionEngine
import TestSupport

/// The visible query's fixed-grid path (`FlowLayout.fixedGridAttributes(in:)`, issue 37) against
/// the path that visits every section (`visitedAttributes(in:)`) and against brute force (every
/// element's own attributes, filtered by `Rect.intersects`): the same elements in the same order
/// for random layouts (headers, footers, pinning, both directions, right to left, pixel scales,
/// zero and negative sizes), random rects, and sections lazily shifted after an edit. The path
/// rounds, mirrors and tests each row and column once (`FlowFixedGrid.appendCells`), so the
/// per-axis pieces are checked against the whole-frame ones too.
@Suite struct FlowLayoutFixedGridQueryTests {
    /// Random rects over and around the content, some empty, some covering it all.
    static func rects(_ layout: FlowLayout, _ rng: inout LayoutSplitMix64) -> [Rect] {
        let size = layout.collectionViewContentSize
        let w = max(1, size.width), h = max(1, size.height)
        var rects = [Rect(x: -10, y: -10, width: w + 20, height: h + 20), Rect(x: 0, y: 0, width: 0, height: 5)]
        for _ in 0..<12 {
            rects.append(Rect(x: Double.random(in: -50...w + 50, using: &rng), y: Double.random(in: -50...h + 50, using: &rng),
                              width: Double.random(in: 0...w, using: &rng), height: Double.random(in: 0...h, using: &rng)))
        }
        return rects
    }

    /// Checks every rect; returns how many the fixed-grid path answered.
    static func check(_ layout: FlowLayout, _ rng: inout LayoutSplitMix64) -> Int {
        var answered = 0
        let all = FlowLayoutPropertyTests.allElements(layout, layout.preparedContext?.numberOfItems ?? [])
        for rect in rects(layout, &rng) {
            let visited = layout.visitedAttributes(in: rect)
            #expect(layout.layoutAttributesForElements(in: rect) == visited, "\(rect)")
            if let grid = layout.fixedGridAttributes(in: rect) {
                #expect(grid == visited, "\(rect)")
                #expect(grid == all.filter { rect.intersects($0.frame) }, "brute force, \(rect)")
                answered += visited.isEmpty ? 0 : 1
            }
        }
        return answered
    }

    /// The per-axis pieces the grid loop uses (`FlowFrameMapping.physicalOrigin`, `frame`, `meets`)
    /// give `physicalFrame`'s frame and `Rect.intersects`' answer, bit for bit, for any mapping
    /// (both directions, right to left, odd scales) and values (fractions, halves, zero, negative
    /// and NaN lengths, infinities).
    @Test func perAxisPiecesAgreeWithWholeFrames() {
        var rng = LayoutSplitMix64(seed: 0x37_A815)
        let specials: [Double] = [0, -0.0, 0.5, -0.5, 1.5, 2.25, -3, 1e300, -.infinity, .infinity, .nan]
        func value(_ range: ClosedRange<Double>) -> Double {
            Int.random(in: 0..<6, using: &rng) == 0 ? (specials.randomElement(using: &rng) ?? 0)
                : Double(Int.random(in: Int(range.lowerBound * 4)...Int(range.upperBound * 4), using: &rng)) / 4
        }
        var checked = 0
        for _ in 0..<20_000 {
            let mapping = FlowFrameMapping(scale: [1, 2, 3, 0.5, 1.0 / 3].randomElement(using: &rng) ?? 1,
                                           isHorizontal: Bool.random(using: &rng), isRightToLeft: Bool.random(using: &rng),
                                           contentWidth: value(0...400))
            let cross = value(-50...400), main = value(-50...400)
            let crossLength = value(-5...120), mainLength = value(-5...120)
            let whole = mapping.physicalFrame(cross: cross, main: main, crossLength: crossLength, mainLength: mainLength)
            let c = mapping.physicalOrigin(cross, length: crossLength, onX: !mapping.isHorizontal)
            let m = mapping.physicalOrigin(main, length: mainLength, onX: mapping.isHorizontal)
            let pieces = mapping.frame(crossOrigin: c, mainOrigin: m, crossLength: crossLength, mainLength: mainLength)
            #expect(pieces.minX.bitPattern == whole.minX.bitPattern && pieces.minY.bitPattern == whole.minY.bitPattern)
            #expect(pieces.width.bitPattern == whole.width.bitPattern && pieces.height.bitPattern == whole.height.bitPattern)
            let rect = Rect(x: value(-50...400), y: value(-50...400), width: value(-5...300), height: value(-5...300))
            guard !rect.isEmpty, !whole.isEmpty else { continue }   // the grid loop's preconditions
            let split = mapping.meets(rect, origin: c, length: crossLength, onX: !mapping.isHorizontal)
                && mapping.meets(rect, origin: m, length: mainLength, onX: mapping.isHorizontal)
            #expect(split == rect.intersects(whole), "\(rect) \(whole)")
            checked += 1
        }
        #expect(checked > 5_000)
    }

    /// The benchmarks' layout (Benchmarks/Tools/QueryCount: a million 100 × 100 items in a 390-point
    /// column, spacing 10, inset 16): the query takes the fixed-grid path and answers as brute
    /// force over the rows the rect may meet, however far down, across the right-to-left and
    /// horizontal mirrors of it.
    @Test func theBenchmarkGridAnswersAsBruteForce() {
        let million = 1_000_000
        for (horizontal, rightToLeft) in [(false, false), (false, true), (true, false), (true, true)] {
            var layout = FlowLayout()
            layout.itemSize = Size(width: 100, height: 100)
            layout.sectionInset = EdgeInsets(all: 16)
            layout.scrollDirection = horizontal ? .horizontal : .vertical
            let bounds = horizontal ? Size(width: 844, height: 390) : Size(width: 390, height: 844)
            layout.prepare(LayoutContext(numberOfItems: [million], boundsSize: bounds, scale: 3, isRightToLeft: rightToLeft))
            let content = layout.collectionViewContentSize
            let extent = horizontal ? content.width : content.height
            for offset in [-100, 0, 37, extent / 2 + 37, extent - 900, extent - 40] {
                let rect = horizontal ? Rect(x: offset, y: 0, width: 844, height: 390) : Rect(x: 0, y: offset, width: 390, height: 844)
                guard let answer = layout.fixedGridAttributes(in: rect) else {
                    Issue.record("not the fixed-grid path: \(rect)")
                    continue
                }
                // Brute force over the items of the rows around the rect (3 to a row; right to
                // left mirrors the scrolling axis when it is x).
                let logical = horizontal && rightToLeft ? extent - offset - 844 : offset
                let firstRow = max(0, Int(logical / 110) - 2)
                let items = min(million, firstRow * 3)..<min(million, (firstRow + 14) * 3)
                let expected = items.compactMap { layout.layoutAttributesForItem(at: IndexPath(0, $0)) }
                    .filter { rect.intersects($0.frame) }
                #expect(answer == expected, "\(rect)")
                #expect(offset < 0 || offset >= extent - 40 || answer.count >= 21, "\(rect): \(answer.count)")
                #expect(!answer.isEmpty)
                #expect(layout.layoutAttributesForElements(in: rect) == answer)
            }
        }
    }

    @Test func fixedGridPathAnswersAsTheVisitingPath() {
        var rng = LayoutSplitMix64(seed: 0x37_0F1E_D617)
        var answered = 0
        for round in 0..<200 {
            var config = round % 2 == 0 ? FlowLayoutPropertyTests.saneConfig(&rng) : FlowLayoutPropertyTests.wildConfig(&rng)
            if round % 4 < 2 { config.layout.delegate = FlowLayoutDelegate() }   // more plain fixed grids
            config.layout.prepare(config.context)
            answered += Self.check(config.layout, &rng)
        }
        #expect(answered > 200)
    }

    @Test func lazilyShiftedSectionsAnswerAsTheVisitingPath() {
        var rng = LayoutSplitMix64(seed: 0x37_1A2E)
        var shifted = 0, answered = 0
        for _ in 0..<20 {
            var layout = FlowLayoutLazyPlacementTests.regularLayout(&rng)
            let sections = Int.random(in: 2...40, using: &rng)
            var context = LayoutContext(numberOfItems: (0..<sections).map { _ in Int.random(in: 0...30, using: &rng) },
                                        boundsSize: Size(width: 320, height: 480))
            layout.prepare(context)
            for _ in 0..<10 {
                context.numberOfItems[Int.random(in: 0..<sections, using: &rng)] = Int.random(in: 0...40, using: &rng)
                layout.prepare(context)
                if layout.geometry.shiftFrom < layout.geometry.sections.count { shifted += 1 }
                answered += Self.check(layout, &rng)
            }
        }
        #expect(shifted > 0 && answered > 0)
    }
}
