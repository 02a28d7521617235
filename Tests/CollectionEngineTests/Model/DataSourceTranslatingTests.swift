import Testing
@testable import CollectionEngine

/// UIDataSourceTranslating (docs/updates.md §5): identity normally; during an interactive movement the
/// view's positions and the data source's differ, and hasUncommittedUpdates is true.
struct DataSourceTranslatingTests {
    func view() throws -> CollectionView {
        var view = CollectionView()
        var layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        try view.setCollectionViewLayout(layout)
        let a = view.sectionNames.intern("A")
        let b = view.sectionNames.intern("B")
        view.replaceDataSource(with: .init(sections: [.init(value: a, items: view.itemNames.generate(prefix: "a", first: 0, count: 6)),
                                                     .init(value: b, items: view.itemNames.generate(prefix: "b", first: 0, count: 3))]))
        try view.reloadData()
        return view
    }

    @Test func identityWhenNothingIsInFlight() throws {
        let v = try view()
        #expect(!v.hasUncommittedUpdates)
        #expect(v.presentationIndexPath(forDataSourceIndexPath: IndexPath(0, 4)) == IndexPath(0, 4))
        #expect(v.dataSourceIndexPath(forPresentationIndexPath: IndexPath(1, 2)) == IndexPath(1, 2))
        #expect(v.dataSourceIndexPath(forPresentationIndexPath: IndexPath(1, 3)) == nil)
        #expect(v.presentationIndexPath(forDataSourceIndexPath: IndexPath(2, 0)) == nil)
    }

    @Test func aMovementWithinASectionShiftsTheItemsBetween() throws {
        var v = try view()
        let began = v.beginInteractiveMovementForItem(at: IndexPath(0, 1))
        #expect(began)
        let center = v.layoutAttributesForItem(at: IndexPath(0, 4))?.center ?? .zero
        try v.updateInteractiveMovementTargetPosition(center)
        #expect(v.interactiveMovement?.target == IndexPath(0, 4))
        #expect(v.hasUncommittedUpdates)
        #expect(v.presentationIndexPath(forDataSourceIndexPath: IndexPath(0, 1)) == IndexPath(0, 4))
        #expect(v.presentationIndexPath(forDataSourceIndexPath: IndexPath(0, 2)) == IndexPath(0, 1))
        #expect(v.dataSourceIndexPath(forPresentationIndexPath: IndexPath(0, 3)) == IndexPath(0, 4))
        #expect(v.dataSourceIndexPath(forPresentationIndexPath: IndexPath(0, 5)) == IndexPath(0, 5))
        #expect(v.itemName(at: IndexPath(0, 4)) == "a-1")
        try v.endInteractiveMovement()
        #expect(!v.hasUncommittedUpdates)
        #expect(v.itemName(at: IndexPath(0, 4)) == "a-1")
    }

    @Test func translationsAreInverse() {
        for (original, target) in [(IndexPath(0, 1), IndexPath(0, 4)), (IndexPath(0, 4), IndexPath(0, 0)), (IndexPath(0, 2), IndexPath(1, 1))] {
            let movement = InteractiveMovement(original: original, target: target, position: .zero)
            for section in 0..<2 {
                for item in 0..<6 {
                    let p = IndexPath(section, item)
                    #expect(movement.presentationPath(forDataSource: movement.dataSourcePath(forPresentation: p)) == p)
                }
            }
        }
    }
}
