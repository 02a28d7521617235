import Testing
@testable import CollectionEngine

/// What an open transaction keeps alive to undo the cells' scripted sizes counts in
/// `transactionJournalBytes` (issue 36 point 4): the REPL forgets old undo steps by that figure,
/// and forty `cellSize` ranges of a million items, not counted, held 2.3 GB of undo steps.
struct JournalBytesTests {
    @Test func scriptedCellSizesCountInTheJournalBytes() throws {
        var view = try TransactionTests.view(items: 2_000)
        let ids = (0..<2_000).compactMap { view.dataSource.item(at: IndexPath($0 / 1_000, $0 % 1_000)) }
        #expect(ids.count == 2_000)
        let before = view
        let savepoint = view.beginTransaction()
        let empty = view.transactionJournalBytes
        try view.setCellSizes(ids.map { (id: $0, size: Size(width: 100, height: 30)) })
        #expect(view.transactionJournalBytes - empty >= 2_000 * 16, "\(view.transactionJournalBytes - empty) bytes")
        view.rollback(to: savepoint)
        #expect(view == before)
        #expect(view.cells.cellSizes.isEmpty)
    }

    /// Setting answers over answers already stored keeps the old ones for the rollback (one hash
    /// look-up a write: the answer before comes back from the write).
    @Test func overwrittenAnswersAreRestored() throws {
        var view = try TransactionTests.view(items: 10)
        let ids = (0..<5).compactMap { view.dataSource.item(at: IndexPath(0, $0)) }
        try view.setCellSizes(ids.map { (id: $0, size: Size(width: 50, height: 20)) })
        let before = view
        let savepoint = view.beginTransaction()
        try view.setCellSizes(ids.map { (id: $0, size: Size(width: 60, height: 25)) })
        #expect(view.cells.cellSizes[ids[0]] == Size(width: 60, height: 25))
        view.rollback(to: savepoint)
        #expect(view.cells.cellSizes == before.cells.cellSizes)
        #expect(view.cells.cellSizes[ids[0]] == Size(width: 50, height: 20))
    }
}
