import Testing
@testable import CollectionEngine
import TestSupport

/// The visible query's fixed-grid path (`FlowLayout.fixedGridAttributes(in:)`, issue 37) against
/// the path that visits every section (`visitedAttributes(in:)`): the same elements in the same
/// order for random layouts (headers, footers, pinning, both directions, right to left, pixel
/// scales, zero and negative sizes), random rects, and sections lazily shifted after an edit.
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
        for rect in rects(layout, &rng) {
            let visited = layout.visitedAttributes(in: rect)
            #expect(layout.layoutAttributesForElements(in: rect) == visited, "\(rect)")
            if let grid = layout.fixedGridAttributes(in: rect) {
                #expect(grid == visited, "\(rect)")
                answered += visited.isEmpty ? 0 : 1
            }
        }
        return answered
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
