import Testing
@testable import CollectionEngine
import TestSupport


/// Random flow layouts checked against brute force and the layout's invariants.
@Suite struct FlowLayoutPropertyTests {
    struct Config {
        var layout: FlowLayout
        var context: LayoutContext
    }

    /// A "sane" configuration: integer sizes ≥ 1, spacings ≥ 1, insets ≥ 0 — where UIKit's
    /// arithmetic promises no overlap and containment even after pixel rounding.
    static func saneConfig(_ rng: inout LayoutSplitMix64) -> Config {
        var layout = FlowLayout()
        let horizontal = Bool.random(using: &rng)
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        let dimension = Double(Int.random(in: 120...500, using: &rng))
        let maxItem = 100
        layout.itemSize = Size(width: Double(Int.random(in: 1...maxItem, using: &rng)),
                               height: Double(Int.random(in: 1...maxItem, using: &rng)))
        layout.minimumLineSpacing = Double(Int.random(in: 1...20, using: &rng))
        layout.minimumInteritemSpacing = Double(Int.random(in: 1...20, using: &rng))
        func inset() -> Double { Double(Int.random(in: 0...10, using: &rng)) }
        layout.sectionInset = EdgeInsets(top: inset(), left: inset(), bottom: inset(), right: inset())
        if Bool.random(using: &rng) {
            layout.headerReferenceSize = Size(width: Double(Int.random(in: 0...40, using: &rng)), height: Double(Int.random(in: 0...40, using: &rng)))
        }
        if Bool.random(using: &rng) {
            layout.footerReferenceSize = Size(width: Double(Int.random(in: 0...30, using: &rng)), height: Double(Int.random(in: 0...30, using: &rng)))
        }
        layout.sectionHeadersPinToVisibleBounds = Int.random(in: 0..<4, using: &rng) == 0
        layout.sectionFootersPinToVisibleBounds = Int.random(in: 0..<4, using: &rng) == 0
        let sections = Int.random(in: 1...4, using: &rng)
        var counts: [Int] = []
        for s in 0..<sections {
            let count = Int.random(in: 0...25, using: &rng)
            counts.append(count)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                layout.delegate.itemSizes[s] = (0..<count).map { _ in
                    Size(width: Double(Int.random(in: 1...maxItem, using: &rng)), height: Double(Int.random(in: 1...maxItem, using: &rng)))
                }
            case 1:
                layout.delegate.minimumInteritemSpacing[s] = Double(Int.random(in: 1...30, using: &rng))
                layout.delegate.sectionInsets[s] = EdgeInsets(top: inset(), left: inset(), bottom: inset(), right: inset())
            default:
                break
            }
        }
        let bounds = horizontal ? Size(width: Double(Int.random(in: 100...900, using: &rng)), height: dimension)
                                : Size(width: dimension, height: Double(Int.random(in: 100...900, using: &rng)))
        let context = LayoutContext(numberOfItems: counts, boundsSize: bounds,
                                    contentOffset: Point(x: Double(Int.random(in: 0...300, using: &rng)), y: Double(Int.random(in: 0...300, using: &rng))),
                                    scale: [1, 2, 3].randomElement(using: &rng) ?? 1,
                                    isRightToLeft: Int.random(in: 0..<4, using: &rng) == 0)
        return Config(layout: layout, context: context)
    }

    /// A "wild" configuration: zero, fractional and negative sizes, negative spacings and insets.
    static func wildConfig(_ rng: inout LayoutSplitMix64) -> Config {
        var layout = FlowLayout()
        layout.scrollDirection = Bool.random(using: &rng) ? .horizontal : .vertical
        func value(_ range: ClosedRange<Double>) -> Double {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: return 0
            case 1: return Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &rng))
            default: return Double.random(in: range, using: &rng)
            }
        }
        layout.itemSize = Size(width: value(-5...120), height: value(-5...120))
        layout.minimumLineSpacing = value(-20...20)
        layout.minimumInteritemSpacing = value(-20...20)
        layout.sectionInset = EdgeInsets(top: value(-20...20), left: value(-20...20), bottom: value(-20...20), right: value(-20...20))
        layout.headerReferenceSize = Size(width: value(-5...30), height: value(-5...30))
        layout.footerReferenceSize = Size(width: value(-5...30), height: value(-5...30))
        layout.sectionHeadersPinToVisibleBounds = Bool.random(using: &rng)
        layout.sectionFootersPinToVisibleBounds = Bool.random(using: &rng)
        if Int.random(in: 0..<4, using: &rng) == 0 { layout.estimatedItemSize = FlowLayout.automaticSize }
        let sections = Int.random(in: 0...4, using: &rng)
        var counts: [Int] = []
        for s in 0..<sections {
            let count = Int.random(in: -1...25, using: &rng)
            counts.append(count)
            if Bool.random(using: &rng) {
                layout.delegate.itemSizes[s] = (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                    Size(width: value(-5...150), height: value(-5...150))
                }
            }
            if Bool.random(using: &rng) { layout.delegate.minimumLineSpacing[s] = value(-30...30) }
        }
        let context = LayoutContext(numberOfItems: counts,
                                    boundsSize: Size(width: value(-10...500), height: value(-10...600)),
                                    contentOffset: Point(x: value(-100...300), y: value(-100...300)),
                                    adjustedContentInset: EdgeInsets(top: value(0...20), left: value(0...20), bottom: value(0...20), right: value(0...20)),
                                    scale: [0, 1, 2, 3, 0.5].randomElement(using: &rng) ?? 1,
                                    isRightToLeft: Bool.random(using: &rng))
        return Config(layout: layout, context: context)
    }

    /// Every element, by brute force over the per-item / per-view queries.
    static func allElements(_ layout: FlowLayout, _ counts: [Int]) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (s, count) in counts.enumerated() {
            if let h = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(s, 0)) { result.append(h) }
            for k in 0..<max(0, count) {
                if let a = layout.layoutAttributesForItem(at: IndexPath(s, k)) { result.append(a) }
            }
            if let f = layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(s, 0)) { result.append(f) }
        }
        return result
    }

    static func randomRect(_ rng: inout LayoutSplitMix64, in content: Size) -> Rect {
        let w = max(content.width, 1), h = max(content.height, 1)
        return Rect(x: Double.random(in: -50...(w + 10), using: &rng), y: Double.random(in: -50...(h + 10), using: &rng),
                    width: Double.random(in: 0...(w / 2 + 20), using: &rng), height: Double.random(in: 0...(h / 2 + 20), using: &rng))
    }

    @Test func saneLayoutsKeepTheirInvariants() {
        var rng = LayoutSplitMix64(seed: 0x5EED_F10A)
        for _ in 0..<300 {
            var config = Self.saneConfig(&rng)
            config.layout.prepare(config.context)
            let layout = config.layout
            let counts = config.context.numberOfItems
            let content = layout.collectionViewContentSize
            let cells = Self.allElements(layout, counts).filter { $0.category == .cell }
            #expect(cells.count == counts.reduce(0, +))
            let tooWide = !layout.warnings.isEmpty
            for (i, a) in cells.enumerated() {
                if !tooWide {
                    #expect(a.frame.minX >= -1e-9 && a.frame.maxX <= content.width + 1e-9, "outside content: \(a)")
                    #expect(a.frame.minY >= -1e-9 && a.frame.maxY <= content.height + 1e-9, "outside content: \(a)")
                }
                for b in cells[(i + 1)...] where a.frame.intersects(b.frame) {
                    Issue.record("overlap \(a.indexPath) \(b.indexPath): \(a.frame) \(b.frame)")
                }
                #expect(layout.indexPathForItem(at: a.frame.center) == a.indexPath)
            }
            // Fixed sections: the real gaps are never below the minimum spacings (± rounding).
            let tolerance = 1 / config.context.scale + 1e-9
            for (s, section) in layout.geometry.sections.enumerated() where section.isFixed && section.itemCount > 0 {
                let spacing = layout.delegate.minimumInteritemSpacing[s] ?? layout.minimumInteritemSpacing
                if section.columns > 1 {
                    #expect(section.columnPitch - section.itemCrossLength >= spacing - 1e-9)
                }
                let sectionCells = cells.filter { $0.indexPath.section == s }
                for a in sectionCells {
                    let k = a.indexPath.item
                    guard k + 1 < section.itemCount, (k + 1) % section.columns != 0 else { continue }
                    let b = sectionCells[k + 1].frame
                    let gap: Double
                    switch (layout.scrollDirection, config.context.isRightToLeft) {
                    case (.vertical, false): gap = b.minX - a.frame.maxX
                    case (.vertical, true): gap = a.frame.minX - b.maxX
                    case (.horizontal, _): gap = b.minY - a.frame.maxY
                    }
                    #expect(gap >= spacing - tolerance, "gap \(gap) < \(spacing) in section \(s)")
                }
            }
            for _ in 0..<8 {
                let rect = Self.randomRect(&rng, in: content)
                let expected = cells.filter { rect.intersects($0.frame) }.map(\.indexPath)
                #expect(layout.indexPathsForItems(in: rect) == expected)
            }
        }
    }

    @Test func queriesMatchBruteForceOnWildInput() {
        var rng = LayoutSplitMix64(seed: 42)
        for _ in 0..<400 {
            var config = Self.wildConfig(&rng)
            config.layout.prepare(config.context)
            let layout = config.layout
            let all = Self.allElements(layout, config.context.numberOfItems)
            for _ in 0..<6 {
                let rect = Self.randomRect(&rng, in: layout.collectionViewContentSize)
                let expected = all.filter { rect.intersects($0.frame) }
                #expect(layout.layoutAttributesForElements(in: rect) == expected)
                #expect(layout.indexPathsForItems(in: rect) == expected.filter { $0.category == .cell }.map(\.indexPath))
                // The count the view checks before showing (CollectionView.maximumViewsOnScreen):
                // exact up to the limit, over it beyond.
                #expect(layout.numberOfElements(in: rect, upTo: .max) == expected.count)
                let limited = layout.numberOfElements(in: rect, upTo: 3)
                #expect(expected.count > 3 ? limited > 3 : limited == expected.count)
                let point = rect.origin
                let hit = all.first { $0.category == .cell && $0.frame.contains(point) }?.indexPath
                #expect(layout.indexPathForItem(at: point) == hit)
                _ = layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(0, 0), withPosition: point)
                _ = layout.shouldInvalidateLayout(forBoundsChange: rect)
            }
        }
    }

    @Test func overflowingGeometryNeverCrashes() {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 1e300, height: 1e308)
        layout.sectionInset = EdgeInsets(top: -1e308, left: 0, bottom: 1e308, right: 0)
        layout.headerReferenceSize = Size(width: 0, height: 1e308)
        layout.sectionHeadersPinToVisibleBounds = true
        for rtl in [false, true] {
            layout.prepare(LayoutContext(numberOfItems: [3, 5], boundsSize: Size(width: 1e308, height: 100),
                                         contentOffset: Point(x: 0, y: 1e308), isRightToLeft: rtl))
            _ = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1e308, height: 1e308))
            _ = layout.indexPathsForItems(in: Rect(x: -1e308, y: -1e308, width: 1e308, height: 1e308))
            _ = layout.indexPathForItem(at: Point(x: 1, y: 1e307))
            _ = layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(0, 0), withPosition: Point(x: 5, y: 1e308))
            _ = layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 1e308, width: 1e308, height: 1e308))
        }
        _ = layout.layoutAttributesForElements(in: Rect(x: .nan, y: 0, width: 10, height: 10))
        _ = layout.indexPathForItem(at: Point(x: .infinity, y: .nan))
    }
}
