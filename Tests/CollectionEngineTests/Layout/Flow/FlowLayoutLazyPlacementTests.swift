import Testing
@testable import CollectionEngine
import TestSupport

/// Lazy re-placement (FlowLayout+LazyPlacement.swift) against the reference: a layout prepared
/// from scratch after every edit. Many regular sections (integral sizes and insets), counts
/// changed one or a few at a time in random and in sequential order, with scrolling: every query
/// answers as the full prepare's, and the lazy region is really used.
@Suite struct FlowLayoutLazyPlacementTests {
    static func fullPrepare(_ layout: FlowLayout, _ context: LayoutContext) -> FlowLayout {
        var full = layout
        full.preparedInputs = nil
        full.geometry = FlowLayoutGeometry()
        full.prepare(context)
        return full
    }

    /// Every query a view makes, compared with the reference at random places.
    static func expectSameAnswers(_ layout: FlowLayout, _ full: FlowLayout, _ context: LayoutContext,
                                  _ rng: inout LayoutSplitMix64) -> Bool {
        var same = layout.geometry == full.geometry && layout.collectionViewContentSize == full.collectionViewContentSize
        let height = max(1, full.collectionViewContentSize.height)
        for _ in 0..<6 {
            let y = Double(Int.random(in: -100...Int(height) + 100, using: &rng))
            let rect = Rect(x: 0, y: y, width: 320, height: Double(Int.random(in: 1...900, using: &rng)))
            same = same && layout.layoutAttributesForElements(in: rect) == full.layoutAttributesForElements(in: rect)
            let point = Point(x: Double(Int.random(in: 0...320, using: &rng)), y: y)
            same = same && layout.indexPathForItem(at: point) == full.indexPathForItem(at: point)
        }
        let counts = context.numberOfItems
        for _ in 0..<6 where !counts.isEmpty {
            let s = Int.random(in: 0..<counts.count, using: &rng)
            let path = IndexPath(s, Int.random(in: 0...max(0, counts[s]), using: &rng))
            same = same && layout.layoutAttributesForItem(at: path) == full.layoutAttributesForItem(at: path)
            same = same && layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(s, 0))
                == full.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(s, 0))
        }
        return same
    }

    static func regularLayout(_ rng: inout LayoutSplitMix64) -> FlowLayout {
        var layout = FlowLayout()
        layout.itemSize = Size(width: Double(Int.random(in: 20...120, using: &rng)), height: Double(Int.random(in: 1...90, using: &rng)))
        layout.minimumLineSpacing = Double(Int.random(in: 0...12, using: &rng))
        layout.minimumInteritemSpacing = Double(Int.random(in: 0...12, using: &rng))
        let inset = Double(Int.random(in: 0...20, using: &rng))
        layout.sectionInset = EdgeInsets(top: inset, left: 8, bottom: Double(Int.random(in: 0...20, using: &rng)), right: 8)
        layout.headerReferenceSize = Size(width: 0, height: Double(Int.random(in: 0...30, using: &rng)))
        layout.footerReferenceSize = Size(width: 0, height: Double(Int.random(in: 0...1, using: &rng) * 10))
        return layout
    }

    @Test func lazyPlacementAnswersAsAFullPrepare() {
        var rng = LayoutSplitMix64(seed: 0x1A2E_5EC7)
        var usedLazyRegion = false
        for _ in 0..<40 {
            var layout = Self.regularLayout(&rng)
            let sections = Int.random(in: 1...60, using: &rng)
            var context = LayoutContext(numberOfItems: Array(repeating: 0, count: sections), boundsSize: Size(width: 320, height: 480))
            layout.prepare(context)
            var next = 0
            for _ in 0..<50 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<4:   // in order, as a script filling sections does
                    context.numberOfItems[next % sections] = Int.random(in: 0...40, using: &rng)
                    next += 1
                case 4..<7:   // anywhere
                    context.numberOfItems[Int.random(in: 0..<sections, using: &rng)] = Int.random(in: 0...40, using: &rng)
                case 7:       // two at once (a batch across sections)
                    context.numberOfItems[Int.random(in: 0..<sections, using: &rng)] += 1
                    let s = Int.random(in: 0..<sections, using: &rng)
                    context.numberOfItems[s] = max(0, context.numberOfItems[s] - 1)
                case 8:
                    context.contentOffset = Point(x: 0, y: Double(Int.random(in: 0...3000, using: &rng)))
                default:      // nothing changed
                    break
                }
                layout.prepare(context)
                usedLazyRegion = usedLazyRegion || layout.geometry.shiftFrom < layout.geometry.sections.count
                let full = Self.fullPrepare(layout, context)
                let same = Self.expectSameAnswers(layout, full, context, &rng)
                #expect(same, "counts \(context.numberOfItems)")
                if !same { return }
            }
        }
        #expect(usedLazyRegion)
    }

    /// A fractional quantity (here a header of 12.5) never takes the lazy path: exactness first.
    @Test func fractionalLayoutsStayEager() {
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 12.5)
        var context = LayoutContext(numberOfItems: Array(repeating: 0, count: 50), boundsSize: Size(width: 320, height: 480))
        layout.prepare(context)
        for s in 0..<50 {
            context.numberOfItems[s] = 7
            layout.prepare(context)
            #expect(layout.geometry.shiftFrom == Int.max)
        }
        #expect(layout.geometry == Self.fullPrepare(layout, context).geometry)
    }

    /// Filling 2 000 sections in order keeps one lazy region whose start follows the filled ones:
    /// each prepare touches O(1) sections, and the result is the full prepare's.
    @Test func sequentialFillKeepsOneRegion() {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        var context = LayoutContext(numberOfItems: Array(repeating: 0, count: 2000), boundsSize: Size(width: 390, height: 844))
        layout.prepare(context)
        for s in 0..<1999 {
            context.numberOfItems[s] = 100
            layout.prepare(context)
            #expect(layout.geometry.shiftFrom == s + 1)
        }
        var rng = LayoutSplitMix64(seed: 7)
        #expect(Self.expectSameAnswers(layout, Self.fullPrepare(layout, context), context, &rng))
    }
}
