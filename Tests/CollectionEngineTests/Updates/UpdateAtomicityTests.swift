import Testing
@testable import CollectionEngine

/// A failed update changes nothing at all: data source, presented counts, selection, offset,
/// cells, layout — the collection view compared whole (docs/updates.md §1.2 rule 4).
struct UpdateAtomicityTests {
    static func view() throws -> CollectionView {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 390, height: 300))
        let a = view.sectionNames.intern("A")
        let b = view.sectionNames.intern("B")
        let ids = view.itemNames.generate(prefix: "x", first: 0, count: 40)
        view.replaceDataSource(with: .init(sections: [.init(value: a, items: Array(ids[0..<30])), .init(value: b, items: Array(ids[30...]))]))
        try view.reloadData()
        view.allowsMultipleSelection = true
        try? view.selectItem(at: IndexPath(0, 3))
        try? view.selectItem(at: IndexPath(1, 2))
        try view.setContentOffset(Point(x: 0, y: 120))
        _ = view.drainEvents()
        return view
    }

    static let failingBatches: [BatchUpdate] = [
        BatchUpdate([.deleteItems([IndexPath(0, 99)])]),
        BatchUpdate([.insertItems([IndexPath(0, 50)])]),
        BatchUpdate([.deleteItems([IndexPath(0, 1)]), .reloadItems([IndexPath(0, 1)])]),
        BatchUpdate([.moveItem(from: IndexPath(0, 0), to: IndexPath(1, 0)), .deleteItems([IndexPath(0, 0)])]),
        BatchUpdate([.deleteSections([7])]),
        BatchUpdate([.moveSection(from: 0, to: 5)]),
        BatchUpdate([.deleteItems([IndexPath(0, 2), IndexPath(0, 2)])]),
    ]

    @Test func aSectionInsertTheDataSourceNeverMadeChangesNothing() throws {
        var view = try Self.view()
        let before = view
        #expect(throws: UIKitError.self) { try view.performBatchUpdates(BatchUpdate([.insertSections([1])])) }
        _ = view.drainEvents()
        #expect(view == before)
    }

    @Test("a view-only update UIKit rejects leaves the view exactly as it was", arguments: 0..<failingBatches.count)
    func viewOnlyFailure(_ index: Int) throws {
        var view = try Self.view()
        let before = view
        #expect(throws: UIKitError.self) { try view.performBatchUpdates(Self.failingBatches[index]) }
        _ = view.drainEvents()   // the count reads UIKit made before raising are callbacks, not state
        #expect(view == before)
    }

    @Test("a data-and-view update UIKit rejects changes neither side", arguments: 0..<failingBatches.count)
    func combinedFailure(_ index: Int) throws {
        var view = try Self.view()
        let before = view
        #expect(throws: UIKitError.self) {
            try view.performBatchUpdates(Self.failingBatches[index], changingDataSource: DataInsertions())
        }
        _ = view.drainEvents()
        #expect(view == before)
    }

    @Test func aSuccessfulUpdateDoesChangeTheView() throws {
        var view = try Self.view()
        let before = view
        let id = view.itemNames.intern("new")
        try view.performBatchUpdates(BatchUpdate([.insertItems([IndexPath(0, 0)])]),
                                     changingDataSource: DataInsertions(items: [IndexPath(0, 0): id]))
        #expect(view != before)
        #expect(view.indexPathsForSelectedItems == [IndexPath(0, 4), IndexPath(1, 2)])
    }
}
