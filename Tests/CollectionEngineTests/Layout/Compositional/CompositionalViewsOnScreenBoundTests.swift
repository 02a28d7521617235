import Testing
@testable import CollectionEngine
import TestSupport

/// `CompositionalLayout.viewsOnScreenBound`: never fewer than the elements any viewport-sized rect
/// meets (random definitions, sizes, spacings, insets, scroll directions and scales, every rect
/// position), and no bound where cells can overlap or change size.
@Suite struct CompositionalViewsOnScreenBoundTests {
    /// A random definition, mostly of the kind the bound covers; one in four times with something
    /// that can make cells overlap (a negative spacing or inset, an item larger than its group, a
    /// negative edge spacing), where the bound must see it and say nothing.
    private static func randomSection(_ rng: inout SplitMix64) -> LayoutSection {
        let hostile = rng.below(4) == 0
        func signed(_ value: Double) -> Double { hostile && rng.below(3) == 0 ? -value : value }
        func dimension(fractional: (Double) -> LayoutDimension) -> LayoutDimension {
            switch rng.below(hostile ? 4 : 3) {
            case 0: return fractional(1 / Double(1 + rng.below(6)))
            case 1: return .absolute(Double(3 + rng.below(120)))
            case 2: return fractional(1)
            default: return fractional(1.5 + Double(rng.below(3)))
            }
        }
        func item() -> LayoutItem {
            let inset = signed(Double(rng.below(3)))
            var item = LayoutItem(layoutSize: LayoutSize(width: dimension(fractional: LayoutDimension.fractionalWidth),
                                                         height: dimension(fractional: LayoutDimension.fractionalHeight)),
                                  contentInsets: EdgeInsets(all: inset))
            if hostile, rng.below(2) == 0 { item.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(signed(Double(rng.below(30)))), top: .fixed(signed(Double(rng.below(30))))) }
            return item
        }
        var subitems: [LayoutGroup.Subitem] = (0...rng.below(3)).map { _ in .item(item()) }
        if rng.below(3) == 0 {
            let inner = LayoutGroup(axis: rng.below(2) == 0 ? .horizontal : .vertical,
                                    layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                                    subitems: [.item(item())])
            subitems.append(.group(inner))
        }
        var group = LayoutGroup(axis: rng.below(2) == 0 ? .horizontal : .vertical,
                                layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(Double(4 + rng.below(200)))),
                                subitems: subitems)
        if rng.below(2) == 0 { group.interItemSpacing = .fixed(signed(Double(rng.below(10)))) }
        var section = LayoutSection(group: group, interGroupSpacing: signed(Double(rng.below(12))),
                                    contentInsets: EdgeInsets(all: signed(Double(rng.below(20)))))
        if rng.below(2) == 0 {
            section.boundarySupplementaryItems = [BoundarySupplementaryItem(
                layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(Double(10 + rng.below(40)))),
                elementKind: .sectionHeader, alignment: .top, pinToVisibleBounds: rng.below(2) == 0)]
        }
        if rng.below(3) == 0 { section.decorationItems = [DecorationItem(elementKind: ElementKind(rawValue: "background"))] }
        return section
    }

    /// A self-sizing definition: a row of items with estimated heights in a group of estimated
    /// height, or a list of any appearance, header and footer mode.
    private static func randomSelfSizingSection(_ rng: inout SplitMix64) -> LayoutSection {
        if rng.below(2) == 0 {
            let configuration = ListConfiguration(appearance: ListConfiguration.Appearance.allCases[rng.below(5)],
                                                  headerMode: ListConfiguration.HeaderMode.allCases[rng.below(3)],
                                                  footerMode: ListConfiguration.FooterMode.allCases[rng.below(2)])
            return LayoutSection.list(using: configuration)
        }
        let columns = 1 + rng.below(4)
        let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1 / Double(columns)), height: .estimated(Double(10 + rng.below(60)))),
                              contentInsets: EdgeInsets(all: Double(rng.below(3))))
        let group = LayoutGroup(axis: .horizontal, layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(Double(10 + rng.below(60)))),
                                subitems: [.item(item)])
        return LayoutSection(group: group, interGroupSpacing: Double(rng.below(12)), contentInsets: EdgeInsets(all: Double(rng.below(20))))
    }

    @Test(arguments: 0..<40) func theBoundHoldsForEveryRect(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 0xB0D)
        var bounded = 0
        for _ in 0..<6 {
            let selfSizing = rng.below(3) == 0
            let section = selfSizing ? Self.randomSelfSizingSection(&rng) : Self.randomSection(&rng)
            let vertical = selfSizing || rng.below(4) != 0
            var layout = CompositionalLayout(section: section,
                                             configuration: CompositionalLayoutConfiguration(scrollDirection: vertical ? .vertical : .horizontal,
                                                                                             interSectionSpacing: Double(rng.below(20))))
            let counts = (0...rng.below(3)).map { _ in rng.below(3000) }
            let viewport = Size(width: Double(80 + rng.below(900)), height: Double(80 + rng.below(900)))
            // Self-sizing cells measure what they were told (`cellSize`); the shortest is the answered height.
            var answeredHeight = Double.infinity
            if selfSizing {
                for _ in 0..<rng.below(400) {
                    let s = rng.below(counts.count)
                    guard counts[s] > 0 else { continue }
                    let height = Double(5 + rng.below(150))
                    answeredHeight = min(answeredHeight, height)
                    layout.setMeasuredSize(Size(width: 100, height: height), forItemAt: IndexPath(s, rng.below(counts[s])), counts: counts)
                }
            }
            layout.prepare(LayoutContext(numberOfItems: counts, boundsSize: viewport, scale: Double(1 + rng.below(3)),
                                         isRightToLeft: rng.below(4) == 0))
            guard let bound = layout.viewsOnScreenBound(viewport: viewport, sections: counts.count, answeredHeight: answeredHeight),
                  let smallest = layout.smallestNonOverlappingCell(viewport: viewport, answeredHeight: answeredHeight) else { continue }
            bounded += 1
            let content = layout.collectionViewContentSize
            let margin = CompositionalLayout.roundingMargin
            let perSection = section.listConfiguration.map { ($0.headerMode == .supplementary ? 1 : 0) + ($0.footerMode == .supplementary ? 1 : 0) }
                ?? section.boundarySupplementaryItems.count + section.decorationItems.count
            let supplementary = counts.count * perSection
            for _ in 0..<40 {
                let x = vertical ? 0 : Double(rng.below(Int(max(1, content.width)) + 40)) - 20
                let y = vertical ? Double(rng.below(Int(max(1, content.height)) + 40)) - 20 : 0
                let rect = Rect(x: x, y: y, width: viewport.width, height: viewport.height)
                let elements = layout.layoutAttributesForElements(in: rect)
                #expect(elements.count <= bound, "\(elements.count) elements in \(rect), bound \(bound), section \(section)")
                // The bound's premises, checked on what is there: every cell at least the smallest
                // size and apart from every other once each is taken the rounding margin smaller.
                let cells = elements.filter { $0.category == .cell }.map(\.frame)
                #expect(elements.count - cells.count <= supplementary, "\(elements.count - cells.count) supplementary views")
                for frame in cells {
                    #expect(frame.width >= smallest.width - 1 && frame.height >= smallest.height - 1,
                            "\(frame) smaller than \(smallest), section \(section)")
                }
                let shrunk = cells.map { Rect(x: $0.minX + margin / 2, y: $0.minY + margin / 2,
                                              width: $0.width - margin, height: $0.height - margin) }
                for i in shrunk.indices {
                    for j in shrunk.indices where j > i && shrunk[i].intersects(shrunk[j]) {
                        Issue.record("cells \(cells[i]) and \(cells[j]) overlap, section \(section)")
                    }
                }
            }
        }
        #expect(bounded > 0 || seed % 7 == 3, "the generator should make layouts the bound covers")
    }

    /// Where cells may overlap or change size, there is no bound (the caller keeps a copy).
    @Test func noBoundWhereCellsCanOverlapOrChangeSize() {
        let viewport = Size(width: 390, height: 844)
        func bound(_ section: LayoutSection, configure: (inout CompositionalLayout) -> Void = { _ in },
                   context: LayoutContext = LayoutContext(numberOfItems: [100], boundsSize: Size(width: 390, height: 844)),
                   answeredHeight: Double = .infinity) -> Int? {
            var layout = CompositionalLayout(section: section)
            configure(&layout)
            layout.prepare(context)
            return layout.viewsOnScreenBound(viewport: viewport, sections: 1, answeredHeight: answeredHeight)
        }
        let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        let group = LayoutGroup(axis: .horizontal, layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [.item(item)])
        let grid = LayoutSection(group: group, interGroupSpacing: 8)
        // 2 columns × (844 / 100) rows: a bound, far under the limit.
        #expect((bound(grid) ?? .max) < 100)
        var estimated = grid
        estimated.group.layoutSize.height = .estimated(100)
        estimated.group.subitems = [.item(LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(100))))]
        // Self-sizing rows: bounded by the estimate or the shortest answer, whichever is less.
        #expect((bound(estimated) ?? .max) < 100)
        #expect((bound(estimated, answeredHeight: 20) ?? 0) > bound(estimated) ?? .max)
        #expect(bound(estimated, answeredHeight: 1) == nil)
        #expect(bound(estimated, answeredHeight: .nan) == nil)
        #expect(bound(LayoutSection.list(using: ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary))) != nil)
        var nested = estimated   // an estimated item inside a group of fixed height could reach into the next group
        nested.group.subitems = [.group(LayoutGroup(axis: .vertical, layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(50)),
                                                    subitems: [.item(LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(50))))]))]
        #expect(bound(nested, answeredHeight: 30) == bound(nested, answeredHeight: 300))   // (the engine does not self-size it: fixed cells)
        var orthogonal = grid
        orthogonal.orthogonalScrollingBehavior = .continuous
        #expect(bound(orthogonal) == nil)
        var overlapping = grid
        overlapping.interGroupSpacing = -50
        #expect(bound(overlapping) == nil)
        var squeezed = grid   // a negative inter-item spacing: the two items of a group overlap by 20 points
        squeezed.group.interItemSpacing = .fixed(-20)
        #expect(bound(squeezed) == nil)
        var negativeInsets = grid
        negativeInsets.contentInsets = EdgeInsets(top: -10, left: 0, bottom: 0, right: 0)
        #expect(bound(negativeInsets) == nil)
        var custom = grid
        custom.group.customItems = [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 50, y: 50, width: 100, height: 100)]
        #expect(bound(custom) == nil)
        var badged = grid
        var badgedItem = item
        badgedItem.supplementaryItems = [AnchoredSupplementaryItem(layoutSize: LayoutSize(width: .absolute(20), height: .absolute(20)),
                                                                   elementKind: ElementKind(rawValue: "badge"), containerAnchor: .topTrailing)]
        badged.group.subitems = [.item(badgedItem)]
        #expect(bound(badged) == nil)
        #expect(bound(grid, configure: { $0.sectionsByIndex = [0: grid] }) == nil)
        #expect(bound(grid, context: LayoutContext(numberOfItems: [0], boundsSize: viewport)) == nil)   // no cell to measure
        #expect(bound(grid, context: LayoutContext(numberOfItems: [100], boundsSize: Size(width: 300, height: 844))) == nil)   // another size
        var tiny = grid
        tiny.group.layoutSize.height = .absolute(3)
        #expect(bound(tiny) == nil)   // cells of 3 points: less than the rounding margin
    }
}
