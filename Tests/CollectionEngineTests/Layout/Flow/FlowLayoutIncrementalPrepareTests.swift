import Testing
@testable import CollectionEngine
import TestSupport

/// The incremental prepare (FlowLayout+Prepare.swift, FlowPrepareInputs.swift) against a full one:
/// over random edit sequences — counts, inserted and removed sections, sizes, insets, headers,
/// delegate answers, both scroll directions — a layout prepared step after step holds exactly the
/// geometry of a copy prepared from scratch.
@Suite struct FlowLayoutIncrementalPrepareTests {
    /// One random edit of the layout or its context.
    static func edit(_ layout: inout FlowLayout, _ context: inout LayoutContext, _ rng: inout LayoutSplitMix64) {
        func small() -> Double { Double(Int.random(in: -4...40, using: &rng)) / [1, 2, 4, 10].randomElement(using: &rng)! }
        var counts = context.numberOfItems
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<8 where !counts.isEmpty:   // `items S count N`: one section's count changes
            counts[Int.random(in: 0..<counts.count, using: &rng)] = Int.random(in: 0...30, using: &rng)
        case 8..<10:                        // a section inserted
            counts.insert(Int.random(in: 0...30, using: &rng), at: Int.random(in: 0...counts.count, using: &rng))
        case 10..<12 where !counts.isEmpty: // a section deleted
            counts.remove(at: Int.random(in: 0..<counts.count, using: &rng))
        case 12:                            // nothing changed
            break
        case 13:
            context.contentOffset = Point(x: small() * 10, y: small() * 10)
        case 14:
            layout.sectionInset = EdgeInsets(top: small(), left: small(), bottom: small(), right: small())
        case 15:
            layout.headerReferenceSize = Size(width: small(), height: small())
            layout.footerReferenceSize = Size(width: small(), height: small())
        case 16:
            layout.itemSize = Size(width: small() + 5, height: small() + 5)
            layout.minimumLineSpacing = small()
        case 17:
            layout.scrollDirection = layout.scrollDirection == .vertical ? .horizontal : .vertical
        case 18:
            let s = Int.random(in: 0...max(0, counts.count), using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: layout.delegate.itemSizes[s] = (0..<Int.random(in: 0...20, using: &rng)).map { _ in Size(width: small() + 5, height: small() + 5) }
            case 1: layout.delegate.sectionInsets[s] = EdgeInsets(top: small(), left: small(), bottom: small(), right: small())
            case 2: layout.delegate.headerReferenceSizes[s] = Size(width: small(), height: small())
            default: layout.delegate = FlowLayoutDelegate()
            }
        default:
            layout.sectionInsetReference = FlowLayout.SectionInsetReference.allCases.randomElement(using: &rng)!
            context.safeAreaInsets = EdgeInsets(top: small(), left: 0, bottom: small(), right: 0)
        }
        context.numberOfItems = counts
    }

    static func check(_ start: FlowLayoutPropertyTests.Config, steps: Int, _ rng: inout LayoutSplitMix64) {
        var layout = start.layout
        var context = start.context
        layout.prepare(context)
        for _ in 0..<steps {
            edit(&layout, &context, &rng)
            layout.prepare(context)
            var full = layout
            full.preparedInputs = nil
            full.geometry = FlowLayoutGeometry()
            full.prepare(context)
            #expect(layout.geometry == full.geometry, "counts \(context.numberOfItems)")
            if layout.geometry != full.geometry { return }
        }
    }

    @Test func incrementalEqualsFullOnSaneLayouts() {
        var rng = LayoutSplitMix64(seed: 0x1AC4_F10A)
        for _ in 0..<150 {
            var config = FlowLayoutPropertyTests.saneConfig(&rng)
            config.layout.delegate = Bool.random(using: &rng) ? FlowLayoutDelegate() : config.layout.delegate
            Self.check(config, steps: 40, &rng)
        }
    }

    @Test func incrementalEqualsFullOnWildLayouts() {
        var rng = LayoutSplitMix64(seed: 0x1AC4_317D)
        for _ in 0..<150 {
            let config = FlowLayoutPropertyTests.wildConfig(&rng)
            Self.check(config, steps: 40, &rng)
        }
    }

    /// Many sections, one count changed at a time (the many-section script's shape): only the
    /// changed section is rebuilt, the later ones are re-placed, and the result is a full prepare's.
    @Test func oneSectionAtATimeAmongMany() {
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 12.5)
        layout.sectionInset = EdgeInsets(top: 3, left: 4, bottom: 0.1, right: 4)
        var context = LayoutContext(numberOfItems: Array(repeating: 0, count: 200), boundsSize: Size(width: 320, height: 480))
        layout.prepare(context)
        for s in 0..<200 {
            context.numberOfItems[s] = 100
            layout.prepare(context)
        }
        var full = layout
        full.preparedInputs = nil
        full.prepare(context)
        #expect(layout.geometry == full.geometry)
        #expect(layout.collectionViewContentSize.height > 200 * 12.5)
    }
}
