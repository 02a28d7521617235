import Testing
@testable import CollectionEngine

/// List sections (docs/compositional.md §5): E13, E14 and the per-appearance insets of §5.2.
@Suite struct ListSectionTests {
    static func prepared(_ list: ListConfiguration, _ counts: [Int], width: Double = 390, scale: Double = 2) -> CompositionalLayout {
        var layout = CompositionalLayout(section: .list(using: list))
        layout.prepare(LayoutContext(numberOfItems: counts, boundsSize: Size(width: width, height: 844),
                                     contentOffset: .zero, scale: scale))
        return layout
    }

    static func frame(_ layout: CompositionalLayout, _ s: Int, _ i: Int) -> Rect? {
        layout.layoutAttributesForItem(at: IndexPath(s, i))?.frame
    }

    static func header(_ layout: CompositionalLayout, _ s: Int) -> Rect? {
        layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1000, height: 100_000))
            .first { $0.kind == .sectionHeader && $0.indexPath.section == s }?.frame
    }

    @Test func e13InsetGroupedWithHeader() {
        let layout = Self.prepared(ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary), [3])
        #expect(Self.header(layout, 0) == Rect(x: 20, y: 0, width: 350, height: 17.5))
        #expect(Self.frame(layout, 0, 2) == Rect(x: 20, y: 105.5, width: 350, height: 44))
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 169.5))
        let narrow = Self.prepared(ListConfiguration(appearance: .insetGrouped), [1], width: 375)
        #expect(Self.frame(narrow, 0, 0) == Rect(x: 16, y: 35, width: 343, height: 44))
    }

    @Test func e14PlainWithHeader() {
        let layout = Self.prepared(ListConfiguration(appearance: .plain, headerMode: .supplementary), [3])
        #expect(Self.header(layout, 0) == Rect(x: 0, y: 22, width: 390, height: 28))
        #expect(Self.frame(layout, 0, 0) == Rect(x: 0, y: 50, width: 390, height: 44))
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 182))
        let padded = Self.prepared(ListConfiguration(appearance: .plain, headerMode: .supplementary, headerTopPadding: 5), [1])
        #expect(Self.header(padded, 0) == Rect(x: 0, y: 5, width: 390, height: 28))
    }

    @Test func groupedInsetsDependOnTheSectionsPlace() {
        let layout = Self.prepared(ListConfiguration(appearance: .grouped), [1, 1, 1])
        #expect(Self.frame(layout, 0, 0)?.minY == 35)
        #expect(Self.frame(layout, 1, 0)?.minY == 35 + 44 + 17.5 + 17.5)
        #expect(Self.frame(layout, 2, 0)?.minY == 114 + 44 + 17.5 + 17.5)
        #expect(layout.collectionViewContentSize.height == 193 + 44 + 20)
    }

    @Test func groupedHeaderRoundsUpToThePixel() {
        let layout = Self.prepared(ListConfiguration(appearance: .grouped, headerMode: .supplementary), [1], scale: 1)
        #expect(Self.header(layout, 0)?.height == 18)
    }

    @Test func listSectionBesideAnOrdinarySection() {
        let grid = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                                          [.item(LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))))])
        var layout = CompositionalLayout(section: LayoutSection(group: grid),
                                         sectionsByIndex: [1: .list(using: ListConfiguration(appearance: .insetGrouped))])
        layout.prepare(LayoutContext(numberOfItems: [2, 1], boundsSize: Size(width: 390, height: 844),
                                     contentOffset: .zero, scale: 2))
        // Section 1 is not the first (17.5 above) and is the last (20 below).
        #expect(Self.frame(layout, 1, 0) == Rect(x: 20, y: 117.5, width: 350, height: 44))
        #expect(layout.collectionViewContentSize.height == 181.5)
    }
}
