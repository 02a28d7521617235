import Testing
@testable import CollectionEngine

func validatedMapping(_ ops: [UpdateOperation], before: [Int], after: [Int],
                      version: UIKitVersion = .latest) -> UpdateMapping? {
    if case .success(let m) = BatchValidator.validate(BatchUpdate(ops), before: before, after: after, version: version) {
        return m
    }
    return nil
}

@Test func workedExampleOfTheReferenceAlgorithm() throws {
    // [a b c d e f]; delete 0 and 3; insert X@0 and Y@3; move 1 → 4 ⇒ [X c e Y b f]
    let ops: [UpdateOperation] = [.deleteItems([IndexPath(0, 0), IndexPath(0, 3)]), .insertItems([IndexPath(0, 0), IndexPath(0, 3)]),
                                  .moveItem(from: IndexPath(0, 1), to: IndexPath(0, 4))]
    let m = try #require(validatedMapping(ops, before: [6], after: [6]))
    let old = (0..<6).map { m.newIndexPath(forOld: IndexPath(0, $0))?.item }
    #expect(old == [nil, 4, 1, nil, 2, 5])
    let new = (0..<6).map { m.oldIndexPath(forNew: IndexPath(0, $0))?.item }
    #expect(new == [nil, 2, 4, nil, 1, 5])

    let model = SectionedModel(sections: [.init(value: "S", items: ["a", "b", "c", "d", "e", "f"])])
    let applied = BatchApplier.apply(BatchUpdate(ops), to: model, insertedSection: { _ in .init(value: "?", items: []) },
                                     insertedItem: { $0.item == 0 ? "X" : "Y" })
    #expect(try applied.get().sections[0].items == ["X", "c", "e", "Y", "b", "f"])
}

@Test func selectionLikePathsFollowSectionDeletesMovesAndCrossSectionMoves() throws {
    // [A: a0 a1 a2] [B: b0 b1] [C: c0 c1]; delete A; move C → 0; move b0 → (0,1) ⇒ [C: c0 b0 c1] [B: b1]
    let ops: [UpdateOperation] = [.deleteSections([0]), .moveSection(from: 2, to: 0),
                                  .moveItem(from: IndexPath(1, 0), to: IndexPath(0, 1))]
    let m = try #require(validatedMapping(ops, before: [3, 2, 2], after: [3, 1]))
    #expect(m.newIndexPath(forOld: IndexPath(0, 1)) == nil)
    #expect(m.newIndexPath(forOld: IndexPath(2, 0)) == IndexPath(0, 0))
    #expect(m.newIndexPath(forOld: IndexPath(2, 1)) == IndexPath(0, 2))
    #expect(m.newIndexPath(forOld: IndexPath(1, 0)) == IndexPath(0, 1))
    #expect(m.newIndexPath(forOld: IndexPath(1, 1)) == IndexPath(1, 0))
    #expect((0..<3).map { m.newSection(forOld: $0) } == [nil, 1, 0])
    #expect((0..<2).map { m.oldSection(forNew: $0) } == [2, 1])
    #expect(m.oldIndexPath(forNew: IndexPath(0, 1)) == IndexPath(1, 0))
    #expect(m.oldIndexPath(forNew: IndexPath(1, 0)) == IndexPath(1, 1))
    // Out of range on either side maps to nil.
    #expect(m.newIndexPath(forOld: IndexPath(1, 2)) == nil)
    #expect(m.oldIndexPath(forNew: IndexPath(2, 0)) == nil)
    #expect(m.newSection(forOld: -1) == nil)
}

@Test func reloadedItemsAndSectionsMapToNothing() throws {
    // delete (0,0), insert (0,3), reload (0,2) → reload re-inserted at the adjusted (0,1).
    let m = try #require(validatedMapping([.deleteItems([IndexPath(0, 0)]), .insertItems([IndexPath(0, 3)]), .reloadItems([IndexPath(0, 2)])],
                                 before: [4], after: [4]))
    #expect((0..<4).map { m.newIndexPath(forOld: IndexPath(0, $0))?.item } == [nil, 0, nil, 2])
    #expect((0..<4).map { m.oldIndexPath(forNew: IndexPath(0, $0))?.item } == [1, nil, 3, nil])
    // 16.3: the reloaded section may change its count (from 16.4 it may not: BatchValidatorTests).
    let s = try #require(validatedMapping([.reloadSections([1])], before: [1, 2, 1], after: [1, 5, 1], version: UIKitVersion(16, 3)))
    #expect((0..<3).map { s.newSection(forOld: $0) } == [0, nil, 2])
    #expect(s.newIndexPath(forOld: IndexPath(1, 0)) == nil)
    #expect(s.oldIndexPath(forNew: IndexPath(1, 4)) == nil)
    #expect(s.newIndexPath(forOld: IndexPath(2, 0)) == IndexPath(2, 0))
}

@Test func itemsInsideAMovedSectionMapThroughTheMove() throws {
    let ops: [UpdateOperation] = [.moveSection(from: 0, to: 1), .deleteItems([IndexPath(0, 0)]), .insertItems([IndexPath(1, 2)])]
    let m = try #require(validatedMapping(ops, before: [3, 1], after: [1, 3]))
    #expect((0..<3).map { m.newIndexPath(forOld: IndexPath(0, $0)) } == [nil, IndexPath(1, 0), IndexPath(1, 1)])
    #expect(m.newIndexPath(forOld: IndexPath(1, 0)) == IndexPath(0, 0))
    #expect(m.oldIndexPath(forNew: IndexPath(1, 2)) == nil)
}

@Test func mappingAMillionItemsIsCheap() throws {
    let ops: [UpdateOperation] = [.deleteItems([IndexPath(0, 500_000)]), .insertItems([IndexPath(0, 0), IndexPath(0, 10)])]
    let m = try #require(validatedMapping(ops, before: [1_000_000], after: [1_000_001]))
    #expect(m.newIndexPath(forOld: IndexPath(0, 999_999)) == IndexPath(0, 1_000_000))
    #expect(m.newIndexPath(forOld: IndexPath(0, 9)) == IndexPath(0, 11))
    #expect(m.newIndexPath(forOld: IndexPath(0, 8)) == IndexPath(0, 9))
    #expect(m.oldIndexPath(forNew: IndexPath(0, 1_000_000)) == IndexPath(0, 999_999))
    #expect(m.newIndexPath(forOld: IndexPath(0, 500_000)) == nil)
}

@Test func identityMappings() {
    #expect(UpdateMapping().newIndexPath(forOld: IndexPath(3, 4)) == IndexPath(3, 4))
    let m = UpdateMapping(identityFor: [2])
    #expect(m.newIndexPath(forOld: IndexPath(0, 1)) == IndexPath(0, 1))
    #expect(m.newIndexPath(forOld: IndexPath(0, 2)) == nil)
    #expect(m.isIdentity)
}

@Test func samePathInsertedTwiceTakesTheNextFreeSlot() throws {
    let m = try #require(validatedMapping([.insertItems([IndexPath(0, 1), IndexPath(0, 1)])], before: [2], after: [4]))
    #expect((0..<4).map { m.oldIndexPath(forNew: IndexPath(0, $0))?.item } == [0, nil, nil, 1])
}

@Test func largeBatchesValidateAndMap() throws {
    // 20,000 moves reversing a section plus reloads and inserts: checked with indexes, not pairwise scans.
    let n = 20_000
    var ops: [UpdateOperation] = (0..<n).map { .moveItem(from: IndexPath(0, $0), to: IndexPath(0, n - 1 - $0)) }
    ops.append(.reloadItems((0..<n).map { IndexPath(1, $0) }))
    ops.append(.insertItems((0..<n).map { IndexPath(2, 2 * $0) }))
    let m = try #require(validatedMapping(ops, before: [n, n, n], after: [n, n, 2 * n]))
    #expect(m.newIndexPath(forOld: IndexPath(0, 0)) == IndexPath(0, n - 1))
    #expect(m.newIndexPath(forOld: IndexPath(1, 5)) == nil)
    #expect(m.newIndexPath(forOld: IndexPath(2, 5)) == IndexPath(2, 11))
    #expect(m.oldIndexPath(forNew: IndexPath(1, 5)) == nil)
}

@Test func updateItemsForTheLayoutComeInUIKitsOrder() throws {
    let ops: [UpdateOperation] = [.moveItem(from: IndexPath(1, 1), to: IndexPath(0, 0)), .reloadItems([IndexPath(1, 2)]),
                                  .insertItems([IndexPath(0, 3)]), .deleteItems([IndexPath(1, 0)]), .deleteSections([0]),
                                  .moveItem(from: IndexPath(1, 1), to: IndexPath(0, 0))]
    let m = try #require(validatedMapping(ops, before: [1, 4], after: [4]))
    let nf = UpdateMapping.Item.notFound
    #expect(m.updateItems == [
        .init(action: .delete, before: IndexPath(0, nf), after: nil),
        .init(action: .delete, before: IndexPath(1, 0), after: nil),
        .init(action: .insert, before: nil, after: IndexPath(0, 3)),
        .init(action: .reload, before: IndexPath(1, 2), after: IndexPath(0, 1)),
        .init(action: .move, before: IndexPath(1, 1), after: IndexPath(0, 0)),
    ])
    #expect(m.updateItems[0].isSectionOperation)
    #expect(!m.updateItems[1].isSectionOperation)
}
