import Testing
@testable import CollectionEngine

// When a batch has two problems, the earlier step of docs/updates.md §2.1 wins.

@Test func reloadConflictBeatsDeleteRange() {
    let ops: [UpdateOperation] = [.deleteItems([IndexPath(0, 9), IndexPath(0, 1)]), .reloadItems([IndexPath(0, 1)])]
    #expect(validationError(ops, before: [3], after: [3])?.id == "update.deleteAndReload")
}

@Test func deletesAreCheckedBeforeInserts() {
    let ops: [UpdateOperation] = [.insertItems([IndexPath(0, 9)]), .deleteItems([IndexPath(0, 9)])]
    #expect(validationError(ops, before: [3], after: [3])?.id == "update.deleteItemOutOfRange")
}

@Test func insertsAreCheckedBeforeMoves() {
    let ops: [UpdateOperation] = [.moveItem(from: IndexPath(0, 9), to: IndexPath(0, 0)), .insertItems([IndexPath(0, 9)])]
    #expect(validationError(ops, before: [3], after: [4])?.id == "update.insertItemOutOfRange")
}

@Test func movesAreCheckedBeforeCounts() {
    let ops: [UpdateOperation] = [.moveItem(from: IndexPath(0, 9), to: IndexPath(0, 0))]
    #expect(validationError(ops, before: [3], after: [7])?.id == "update.moveItemSourceOutOfRange")
}

@Test func sectionCountIsCheckedBeforeItemCounts() {
    #expect(validationError([], before: [3], after: [4, 0])?.id == "update.invalidSectionCount")
}

@Test func deletesRunInDescendingOrder() {
    let error = validationError([.deleteItems([IndexPath(0, 5), IndexPath(0, 7)])], before: [3], after: [1])
    #expect(error?.message == "attempt to delete item 7 from section 0 which only contains 3 items before the update")
}

@Test func insertsRunInAscendingOrder() {
    let error = validationError([.insertItems([IndexPath(0, 7), IndexPath(0, 5)])], before: [3], after: [4])
    #expect(error?.message == "attempt to insert item 5 into section 0, but there are only 4 items in section 0 after the update")
}

@Test func movesRunInAscendingSourceOrder() {
    let ops: [UpdateOperation] = [.moveItem(from: IndexPath(0, 8), to: IndexPath(0, 0)), .moveItem(from: IndexPath(0, 6), to: IndexPath(0, 1))]
    #expect(validationError(ops, before: [3], after: [3])?.message.contains("path = 0 - 6") == true)
}

@Test func itemRangeIsCheckedBeforeItsConflictWithAMove() {
    let ops: [UpdateOperation] = [.deleteItems([IndexPath(0, 5)]), .moveItem(from: IndexPath(0, 5), to: IndexPath(0, 0))]
    #expect(validationError(ops, before: [3], after: [2])?.id == "update.deleteItemOutOfRange")
}

@Test func itemDeletesInsideADeletedSectionAreDroppedUnchecked() {
    let ops: [UpdateOperation] = [.deleteSections([0]), .deleteItems([IndexPath(0, 99), IndexPath(0, 0)])]
    #expect(validationError(ops, before: [2, 3], after: [3]) == nil)
}

@Test func itemReloadsInsideADeletedSectionAreDropped() {
    let ops: [UpdateOperation] = [.deleteSections([0]), .reloadItems([IndexPath(0, 1)])]
    #expect(validationError(ops, before: [2, 3], after: [3]) == nil)
}

@Test func itemInsertsInsideAnInsertedSectionAreDroppedAfterTheirRangeCheck() {
    #expect(validationError([.insertSections([1]), .insertItems([IndexPath(1, 0)])], before: [2], after: [2, 5]) == nil)
    let error = validationError([.insertSections([1]), .insertItems([IndexPath(1, 5)])], before: [2], after: [2, 2])
    #expect(error?.message == "attempt to insert item 5 into section 1, but there are only 2 items in section 1 after the update")
}

@Test func exactDuplicateMovesAreDropped() {
    let move = UpdateOperation.moveItem(from: IndexPath(0, 0), to: IndexPath(0, 2))
    #expect(validationError([move, move], before: [3], after: [3]) == nil)
}

@Test func noOpSectionMoveWithAnItemMovingOutRaisesUIKitsGlobalIndexError() {
    // docs/updates.md §2.3, docs/evidence.md E12: UIKit raises "request for index path for global
    // index N …" here (rdar 48941906); so does the engine.
    let ops: [UpdateOperation] = [.moveSection(from: 0, to: 0), .moveItem(from: IndexPath(0, 0), to: IndexPath(1, 0))]
    #expect(validationError(ops, before: [2, 0], after: [1, 1])?.id == "update.globalIndexOutOfRange")
}

// MARK: Reload's adjusted path (docs/updates.md §1.6)

@Test func reloadIsReinsertedAtTheAdjustedPathNotTheSameNumber() {
    // delete (0,0) shifts the reload of (0,2) to (0,1), which collides with the move target (0,1).
    let ops: [UpdateOperation] = [.deleteItems([IndexPath(0, 0)]), .reloadItems([IndexPath(0, 2)]),
                                  .moveItem(from: IndexPath(0, 3), to: IndexPath(0, 1))]
    let error = validationError(ops, before: [4], after: [3])
    #expect(error?.message == "attempt to perform an insert and a move to the same index path (\(nsPath(0, 1)))")
    // With the move target elsewhere the batch is valid.
    let ok: [UpdateOperation] = [.deleteItems([IndexPath(0, 0)]), .reloadItems([IndexPath(0, 2)]),
                                 .moveItem(from: IndexPath(0, 3), to: IndexPath(0, 0))]
    #expect(validationError(ok, before: [4], after: [3]) == nil)
}

@Test func igListKit690ReloadCollidesWithASectionMoveTarget() {
    let ops: [UpdateOperation] = [.moveSection(from: 2, to: 4), .reloadSections([3]), .deleteSections([4]), .insertSections([2])]
    let error = validationError(ops, before: [1, 1, 1, 1, 1], after: [1, 1, 1, 1, 1])
    #expect(error?.message == "attempt to perform an insert and a move to the same section (4)")
}
