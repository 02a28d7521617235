import Testing
@testable import CollectionEngine

/// UIListContentConfiguration's self-sized heights (docs/lists.md §1.2).
struct ListContentConfigurationTests {
    @Test func oneLineOfTextIsTheRecorded44() {
        for style in ListContentConfiguration.Style.allCases {
            #expect(ListContentConfiguration(style: style).fittingHeight(scale: 3) == 44, "\(style)")
        }
    }

    @Test func secondaryTextAddsItsLineUnderTheTextButNotBesideIt() {
        let third = 1.0 / 3
        #expect(abs(ListContentConfiguration(style: .subtitleCell, secondaryText: "On").fittingHeight(scale: 3) - (60 + third)) < 1e-9)
        #expect(abs(ListContentConfiguration(style: .cell, secondaryText: "On").fittingHeight(scale: 3) - (64 + third)) < 1e-9)
        #expect(ListContentConfiguration(style: .valueCell, secondaryText: "87%").fittingHeight(scale: 3) == 44)
        #expect(ListContentConfiguration(style: .sidebarSubtitleCell, secondaryText: "x").fittingHeight(scale: 3) == 44)
        // At scale 2 the labels round to half points: 11 + 20.5 + 18 + 11.
        #expect(ListContentConfiguration(style: .subtitleCell, secondaryText: "On").fittingHeight(scale: 2) == 60.5)
    }

    @Test func linesAndATallImage() {
        let third = 1.0 / 3
        #expect(abs(ListContentConfiguration(style: .cell, textLines: 2).fittingHeight(scale: 3) - (62 + 2 * third)) < 1e-9)
        #expect(ListContentConfiguration(style: .cell, imageHeight: 40).fittingHeight(scale: 3) == 62)
        #expect(ListContentConfiguration(style: .cell, imageHeight: 29).fittingHeight(scale: 3) == 51)
        #expect(ListContentConfiguration(style: .cell, imageHeight: .infinity).fittingHeight(scale: 3).isFinite)
    }

    @Test func aListCellMeasuresItsConfigurationAndACellSizeWins() throws {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 390, height: 600))
        try view.setCollectionViewLayout(.compositional(CompositionalLayout(section: .list(using: ListConfiguration(appearance: .plain)))))
        let section = view.sectionNames.intern("S")
        let ids = view.itemNames.generate(prefix: "i", first: 0, count: 3)
        view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
        try view.reloadData()
        #expect(view.layoutAttributesForItem(at: IndexPath(0, 1))?.frame.height == 44)
        let item = try #require(view.dataSource.item(at: IndexPath(0, 1)))
        try view.setContentConfiguration(ListContentConfiguration(style: .cell, imageHeight: 40), item: item)
        #expect(view.layoutAttributesForItem(at: IndexPath(0, 1))?.frame.height == 62)
        #expect(view.layoutAttributesForItem(at: IndexPath(0, 2))?.frame.minY == 106)
        try view.setCellSize(id: item, size: Size(width: 390, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(0, 1))?.frame.height == 100)
    }

    @Test func accessoriesShowByEditingStateAndDuplicatesAreFound() throws {
        var view = CollectionView()
        let section = view.sectionNames.intern("S")
        let ids = view.itemNames.generate(prefix: "i", first: 0, count: 2)
        view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
        try view.reloadData()
        view.setAccessories([CellAccessory(.delete), CellAccessory(.reorder), CellAccessory(.checkmark)], item: nil)
        #expect(view.shownAccessories(at: IndexPath(0, 0)).map(\.kind) == [.checkmark])
        view.isEditing = true
        #expect(view.shownAccessories(at: IndexPath(0, 1)).map(\.kind) == [.delete, .reorder, .checkmark])
        #expect(CollectionView.duplicatedAccessory(in: [CellAccessory(.checkmark), CellAccessory(.delete), CellAccessory(.checkmark)]) == .checkmark)
        #expect(CellAccessory(.checkmark, handler: 3).handler == nil)   // only outlineDisclosure and delete take one
    }
}
