import Testing
@testable import CollectionEngine

/// Programmatic selection (docs/interaction.md §1.1).
struct CollectionViewSelectionTests {
    func view(items: Int) throws -> CollectionView {
        var view = CollectionView()
        let section = view.sectionNames.intern("S")
        let ids = view.itemNames.generate(prefix: "S", first: 0, count: items)
        view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
        try view.reloadData()
        return view
    }

    @Test func singleSelectionReplacesTheOldItemSilently() throws {
        var v = try view(items: 5)
        try v.selectItem(at: IndexPath(0, 1))
        _ = v.drainEvents()
        try v.selectItem(at: IndexPath(0, 3))
        #expect(v.indexPathsForSelectedItems == [IndexPath(0, 3)])
        #expect(v.drainEvents().isEmpty)   // rule 2: no delegate calls for programmatic selection
    }

    @Test func multipleSelectionAccumulatesAndPrintsSorted() throws {
        var v = try view(items: 5)
        v.allowsMultipleSelection = true
        try v.selectItem(at: IndexPath(0, 4))
        try v.selectItem(at: IndexPath(0, 0))
        #expect(v.indexPathsForSelectedItems == [IndexPath(0, 0), IndexPath(0, 4)])
        try v.selectItem(at: nil)   // rule 3: nil clears
        #expect(v.indexPathsForSelectedItems.isEmpty)
    }

    @Test func selectionDisallowedHasNoEffect() throws {
        var v = try view(items: 3)
        v.allowsSelection = false
        try v.selectItem(at: IndexPath(0, 1))
        #expect(v.selection.isEmpty)
    }

    @Test func editingUsesTheDuringEditingPair() throws {
        var v = try view(items: 3)
        v.isEditing = true
        try v.selectItem(at: IndexPath(0, 1))
        #expect(v.selection.isEmpty)   // allowsSelectionDuringEditing defaults to false
        v.allowsSelectionDuringEditing = true
        v.allowsMultipleSelectionDuringEditing = true
        try v.selectItem(at: IndexPath(0, 1))
        try v.selectItem(at: IndexPath(0, 2))
        #expect(v.selection.count == 2)
    }

    @Test func outOfRangeSelectionIsAnErrorNamingThePath() throws {
        var v = try view(items: 3)
        #expect(throws: UIKitError.self) { try v.selectItem(at: IndexPath(0, 3)) }
        do {
            try v.selectItem(at: IndexPath(2, 0))
        } catch {
            #expect(error.message.contains("path = 2 - 0"))
            #expect(error.exception == .engine)
        }
    }

    @Test func reloadDataKeepsSelectedPathsThatStayValid() throws {
        var v = try view(items: 5)
        v.allowsMultipleSelection = true
        try v.selectItem(at: IndexPath(0, 1))
        try v.selectItem(at: IndexPath(0, 4))
        let section = v.dataSource.sections[0]
        v.replaceDataSource(with: .init(sections: [.init(value: section.value, items: Array(section.items.prefix(3)))]))
        try v.reloadData()
        #expect(v.indexPathsForSelectedItems == [IndexPath(0, 1)])
    }

    @Test func reloadDataReadsEveryCountInOrder() throws {
        var v = CollectionView()
        let a = v.sectionNames.intern("A")
        let b = v.sectionNames.intern("B")
        v.replaceDataSource(with: .init(sections: [.init(value: a, items: []), .init(value: b, items: [])]))
        _ = v.drainEvents()
        try v.reloadData()
        #expect(v.drainEvents().expanded().filter { if case .log = $0 { false } else { true } }
                == [.numberOfSections, .numberOfItemsInSection(0), .numberOfItemsInSection(1)])
    }
}
