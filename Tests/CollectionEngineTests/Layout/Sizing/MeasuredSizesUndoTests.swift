import Testing
@testable import CollectionEngine
import TestSupport

/// Measured sizes are left out of a savepoint and undone from their own log (MeasuredSizes.swift,
/// Transactions/): undoing restores them exactly, and a step inside a transaction edits the
/// tree in place instead of copying it (issue 37: a million measured items must not be copied
/// per step).
@Suite struct MeasuredSizesUndoTests {
    typealias Model = SectionedModel<Int, Int>

    /// Random measurements and batch updates with the log open, undone to nested marks: each undo
    /// gives back exactly what was there at its mark.
    @Test(arguments: 0..<30) func undoRestoresExactly(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        var nextID = 0
        func fresh() -> Int { nextID += 1; return nextID }
        var model = Model(sections: (0..<(1 + rng.below(3))).map { s in
            .init(value: s, items: (0..<(5 + rng.below(30))).map { _ in fresh() })
        })
        var flow = FlowLayout()
        flow.estimatedItemSize = Size(width: 100, height: 50)
        func measureSome() {
            for _ in 0..<rng.below(8) {
                let counts = model.itemCounts
                let sections = counts.indices.filter { counts[$0] > 0 }
                guard !sections.isEmpty else { break }
                let s = sections[rng.below(sections.count)]
                flow.setMeasuredSize(Size(width: 100, height: Double(10 + rng.below(100))),
                                     forItemAt: IndexPath(s, rng.below(counts[s])), counts: counts)
            }
        }
        func updateSome() {
            let batch = MeasuredSizesUpdateTests.randomBatch(model, &rng)
            guard case .success(let after) = BatchApplier.apply(batch, to: model,
                                                                 insertedSection: { _ in .init(value: fresh(), items: []) },
                                                                 insertedItem: { _ in fresh() }),
                  case .success(let mapping) = BatchValidator.validate(batch, before: model.itemCounts, after: after.itemCounts,
                                                                        version: UIKitVersion(17))
            else { return }
            flow.remapMeasuredSizes(through: mapping, counts: after.itemCounts, followingItems: true)
            model = after
        }
        measureSome()
        var undoneSome = false
        for _ in 0..<10 {
            let before = flow.measured, modelBefore = model
            let outer = flow.measured.openLog()
            for _ in 0..<(1 + rng.below(4)) { measureSome(); updateSome() }
            let middle = flow.measured, modelMiddle = model
            let inner = flow.measured.openLog()
            for _ in 0..<(1 + rng.below(4)) { updateSome(); measureSome() }
            if rng.chance(20) { flow.removeMeasuredSizes() }
            if rng.chance(20) { flow.setMeasuredSize(Size(width: 1, height: 2), forItemAt: IndexPath(0, 0), counts: [1]) }
            undoneSome = undoneSome || flow.measured != middle
            flow.measured.undoLog(to: inner)
            #expect(flow.measured == middle)
            #expect(flow.measured.trees.keys.sorted() == middle.trees.keys.sorted())
            model = modelMiddle
            if rng.chance(50) {
                flow.measured.undoLog(to: outer)
                #expect(flow.measured == before)
                model = modelBefore
            } else {
                flow.measured.log.close()
            }
            #expect(flow.measured.log.entries.isEmpty, "the outermost end forgets the log")
        }
        #expect(undoneSome)
    }

    /// A self-sizing flow list with every row's answer set and rows 0…14 measured.
    static func flowView() throws -> CollectionView {
        try SelfSizingTests.listView(heights: (0..<200).map { 40 + Double($0 % 7) * 5 })
    }

    /// The prepared geometry keeps no reference to the measured tree, and neither does a
    /// savepoint: a measurement inside a transaction edits the tree where it is.
    @Test func aMeasurementInATransactionEditsTheTreeInPlace() throws {
        var view = try Self.flowView()
        let address = view.flowLayout?.measured.trees[0]?.storageAddress
        #expect(address != nil)
        let savepoint = view.beginTransaction()
        view.layout.setMeasuredSize(Size(width: 390, height: 77), forItemAt: IndexPath(0, 3), counts: view.presentedCounts)
        #expect(view.flowLayout?.measured.trees[0]?.storageAddress == address)
        try view.commit(savepoint)
    }

    /// The same for the compositional layout.
    @Test func aCompositionalMeasurementInATransactionEditsTheTreeInPlace() throws {
        var view = try CompositionalSelfSizingTests.view(CompositionalSelfSizingTests.rows, heights: Array(repeating: 60, count: 100))
        let address = view.layout.compositionalLayout?.measured.trees[0]?.storageAddress
        #expect(address != nil)
        let savepoint = view.beginTransaction()
        view.layout.setMeasuredSize(Size(width: 390, height: 77), forItemAt: IndexPath(0, 3), counts: view.presentedCounts)
        #expect(view.layout.compositionalLayout?.measured.trees[0]?.storageAddress == address)
        try view.commit(savepoint)
    }

    /// Rolling back cell answers, measurements, an insert that renumbers them and a scroll that
    /// measures new rows gives back the view as it was, measured sizes and answers included.
    @Test func aRollbackRestoresMeasurementsAndAnswers() throws {
        var view = try Self.flowView()
        _ = view.drainEvents()
        let before = view
        let outer = view.beginTransaction()
        let ids = view.dataSource.sections[0].items
        try view.setCellSizes([(ids[2], Size(width: 390, height: 120)), (ids[150], Size(width: 390, height: 33))])
        view.setSelfSizingInvalidation(.enabled)
        try view.setCellSize(id: ids[4], size: Size(width: 390, height: 99))
        let middle = view
        let inner = view.beginTransaction()
        let id = view.itemNames.intern("new")
        try view.performBatchUpdates(BatchUpdate([.insertItems([IndexPath(0, 0)]), .deleteItems([IndexPath(0, 5)])]),
                                     changingDataSource: DataInsertions(items: [IndexPath(0, 0): id]))
        try view.setContentOffset(Point(x: 0, y: 1500))
        #expect(view.flowLayout?.measured != middle.flowLayout?.measured)
        view.rollback(to: inner)
        #expect(view == middle)
        #expect(view.flowLayout?.measured == middle.flowLayout?.measured)
        #expect(view.cells.cellSizes == middle.cells.cellSizes)
        view.rollback(to: outer)
        #expect(view == before)
        #expect(view.flowLayout?.measured == before.flowLayout?.measured)
        #expect(view.cells.cellSizes == before.cells.cellSizes)
    }

    /// A layout replaced inside a transaction: the rollback gives back the replaced layout with
    /// its measurements.
    @Test func aRollbackAcrossALayoutChangeRestoresTheMeasurements() throws {
        var view = try Self.flowView()
        _ = view.drainEvents()
        let before = view
        let savepoint = view.beginTransaction()
        try view.setCollectionViewLayout(.compositional(CompositionalSelfSizingTests.rows))
        try view.setContentOffset(Point(x: 0, y: 600))
        try view.setCollectionViewLayout(.flow(FlowLayout()))
        view.rollback(to: savepoint)
        #expect(view == before)
        #expect(view.flowLayout?.measured == before.flowLayout?.measured)
        #expect(view.flowLayout?.measured.isEmpty == false)
        // The view goes on as before: a step after the rollback measures as it would have.
        var fresh = before
        try view.setContentOffset(Point(x: 0, y: 900))
        try fresh.setContentOffset(Point(x: 0, y: 900))
        #expect(view == fresh)
    }

    /// An undo history dropping its oldest step (`commitOutermost`) keeps the newer steps undoable.
    @Test func droppingTheOldestStepKeepsTheNewerOnesUndoable() throws {
        var view = try Self.flowView()
        _ = view.drainEvents()
        let ids = view.dataSource.sections[0].items
        view.setSelfSizingInvalidation(.enabled)
        let first = view.beginTransaction()
        try view.setCellSize(id: ids[1], size: Size(width: 390, height: 150))
        let afterFirst = view
        let second = view.beginTransaction()
        try view.setCellSize(id: ids[2], size: Size(width: 390, height: 160))
        try view.setContentOffset(Point(x: 0, y: 700))
        view.commitOutermost(first, next: second)
        view.rollback(to: second)
        #expect(view == afterFirst)
        #expect(view.flowLayout?.measured == afterFirst.flowLayout?.measured)
        #expect(view.cells.cellSizes == afterFirst.cells.cellSizes)
    }
}
