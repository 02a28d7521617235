import Testing
@testable import CollectionEngine

/// Validates and returns the error, if any.
func validationError(_ ops: [UpdateOperation], before: [Int], after: [Int],
                     version: UIKitVersion = .latest) -> UIKitError? {
    if case .failure(let error) = BatchValidator.validate(BatchUpdate(ops), before: before, after: after, version: version) {
        return error
    }
    return nil
}

func nsPath(_ section: Int, _ item: Int) -> String { IndexPath(section, item).nsDescription }

/// One UIKit message and a batch that raises it.
struct UpdateMessageCase: CustomTestStringConvertible, Sendable {
    var id: String
    var ops: [UpdateOperation]
    var before: [Int]
    var after: [Int]
    var message: String
    var testDescription: String { id }
}

let updateMessageCases: [UpdateMessageCase] = [
    UpdateMessageCase(id: "update.deleteAndReload", ops: [.deleteItems([IndexPath(0, 1)]), .reloadItems([IndexPath(0, 1)])],
                before: [3], after: [3],
                message: "attempt to delete and reload the same index path (\(nsPath(0, 1)))"),
    UpdateMessageCase(id: "update.deleteSectionOutOfRange", ops: [.deleteSections([1])], before: [1], after: [],
                message: "attempt to delete section 1, but there are only 1 sections before the update"),
    UpdateMessageCase(id: "update.deleteAndMoveSection", ops: [.deleteSections([1]), .moveSection(from: 1, to: 0)],
                before: [1, 1, 1], after: [1, 1],
                message: "attempt to perform a delete and a move from the same section (1)"),
    UpdateMessageCase(id: "update.moveFromDeletedSection",
                ops: [.deleteSections([1]), .moveItem(from: IndexPath(1, 0), to: IndexPath(0, 0))],
                before: [1, 1], after: [2],
                message: "cannot move an item from a deleted section (1)"),
    UpdateMessageCase(id: "update.deleteItemSectionOutOfRange", ops: [.deleteItems([IndexPath(2, 0)])], before: [3], after: [3],
                message: "attempt to delete item 0 from section 2, but there are only 1 sections before the update"),
    UpdateMessageCase(id: "update.deleteItemOutOfRange", ops: [.deleteItems([IndexPath(0, 3)])], before: [3], after: [2],
                message: "attempt to delete item 3 from section 0 which only contains 3 items before the update"),
    UpdateMessageCase(id: "update.deleteAndMoveItem",
                ops: [.deleteItems([IndexPath(0, 1)]), .moveItem(from: IndexPath(0, 1), to: IndexPath(0, 0))],
                before: [3], after: [2],
                message: "attempt to perform a delete and a move from the same index path (\(nsPath(0, 1)))"),
    UpdateMessageCase(id: "update.insertSectionOutOfRange", ops: [.insertSections([2])], before: [1], after: [1, 1],
                message: "attempt to insert section 2 but there are only 2 sections after the update"),
    UpdateMessageCase(id: "update.insertAndMoveSection", ops: [.insertSections([0]), .moveSection(from: 1, to: 0)],
                before: [1, 1], after: [1, 1, 1],
                message: "attempt to perform an insert and a move to the same section (0)"),
    UpdateMessageCase(id: "update.moveIntoInsertedSection",
                ops: [.insertSections([1]), .moveItem(from: IndexPath(0, 0), to: IndexPath(1, 0))],
                before: [2], after: [1, 1],
                message: "cannot move an item into a newly inserted section (1)"),
    UpdateMessageCase(id: "update.insertItemSectionOutOfRange", ops: [.insertItems([IndexPath(1, 0)])], before: [1], after: [1],
                message: "attempt to insert item 0 into section 1, but there are only 1 sections after the update"),
    UpdateMessageCase(id: "update.insertItemOutOfRange", ops: [.insertItems([IndexPath(0, 9)])], before: [3], after: [4],
                message: "attempt to insert item 9 into section 0, but there are only 4 items in section 0 after the update"),
    UpdateMessageCase(id: "update.insertAndMoveItem",
                ops: [.insertItems([IndexPath(0, 0)]), .moveItem(from: IndexPath(0, 1), to: IndexPath(0, 0))],
                before: [3], after: [4],
                message: "attempt to perform an insert and a move to the same index path (\(nsPath(0, 0)))"),
    UpdateMessageCase(id: "update.moveSectionSourceOutOfRange", ops: [.moveSection(from: 3, to: 0)], before: [1, 1], after: [1, 1],
                message: "attempt to move section 3, but there are only 2 sections before the update"),
    UpdateMessageCase(id: "update.moveSectionTargetOutOfRange", ops: [.moveSection(from: 0, to: 5)], before: [1, 1], after: [1, 1],
                message: "attempt to to move section 0 to section 5, but there are only 2 sections after the update"),
    UpdateMessageCase(id: "update.moveItemSourceSectionOutOfRange", ops: [.moveItem(from: IndexPath(4, 0), to: IndexPath(0, 0))],
                before: [2], after: [2],
                message: "attempt to move index path (\(nsPath(4, 0))) from a section that does not exist - there are only 1 sections before the update"),
    UpdateMessageCase(id: "update.moveItemSourceOutOfRange", ops: [.moveItem(from: IndexPath(0, 5), to: IndexPath(0, 0))],
                before: [2], after: [2],
                message: "attempt to move index path (\(nsPath(0, 5))) that does not exist - there are only 2 items in section 0 before the update"),
    UpdateMessageCase(id: "update.moveItemTargetSectionOutOfRange", ops: [.moveItem(from: IndexPath(0, 0), to: IndexPath(3, 0))],
                before: [2], after: [2],
                message: "attempt to move index path (\(nsPath(0, 0))) to index path (\(nsPath(3, 0))) in section that does not exist - there are only 1 sections after the update"),
    UpdateMessageCase(id: "update.moveItemTargetOutOfRange", ops: [.moveItem(from: IndexPath(0, 0), to: IndexPath(0, 7))],
                before: [2], after: [2],
                message: "attempt to move index path (\(nsPath(0, 0))) to index path (\(nsPath(0, 7))) that does not exist - there are only 2 items in section 0 after the update"),
    UpdateMessageCase(id: "update.moveSectionToBoth", ops: [.moveSection(from: 0, to: 1), .moveSection(from: 0, to: 2)],
                before: [1, 1, 1], after: [1, 1, 1],
                message: "attempt to move section 0 to both section 1 and section 2"),
    UpdateMessageCase(id: "update.moveItemToBoth",
                ops: [.moveItem(from: IndexPath(0, 0), to: IndexPath(0, 1)), .moveItem(from: IndexPath(0, 0), to: IndexPath(0, 2))],
                before: [3], after: [3],
                message: "attempt to move item at index path \(nsPath(0, 0)) to both \(nsPath(0, 1)) and \(nsPath(0, 2))"),
    UpdateMessageCase(id: "update.moveBothSections", ops: [.moveSection(from: 0, to: 2), .moveSection(from: 1, to: 2)],
                before: [1, 1, 1], after: [1, 1, 1],
                message: "attempt to move both section 0 and section 1 to section 2"),
    UpdateMessageCase(id: "update.moveBothItems",
                ops: [.moveItem(from: IndexPath(0, 0), to: IndexPath(0, 2)), .moveItem(from: IndexPath(0, 1), to: IndexPath(0, 2))],
                before: [3], after: [3],
                message: "attempt to move both item at index path \(nsPath(0, 0)) and \(nsPath(0, 1)) to \(nsPath(0, 2))"),
    UpdateMessageCase(id: "update.reconfigureItemSectionOutOfRange", ops: [.reconfigureItems([IndexPath(1, 0)])], before: [2], after: [2],
                message: "attempt to reconfigure item 0 in section 1, but there are only 1 sections before the update"),
    UpdateMessageCase(id: "update.reconfigureItemOutOfRange", ops: [.reconfigureItems([IndexPath(0, 2)])], before: [2], after: [2],
                message: "attempt to reconfigure item 2 in section 0 which only contains 2 items before the update"),
]

@Test(arguments: updateMessageCases)
func eachRangeAndConflictMessageIsUIKitsText(_ c: UpdateMessageCase) {
    for version in [UIKitVersion(15, 0), UIKitVersion(16, 4), UIKitVersion.latest] {
        let error = validationError(c.ops, before: c.before, after: c.after, version: version)
        #expect(error?.id == c.id)
        #expect(error?.message == c.message)
        #expect(error?.exception == .internalInconsistency)
    }
}

@Test func reloadAndDeleteOfOneSectionPrintsTheSectionsIndexPath() {
    let error = validationError([.deleteSections([1]), .reloadSections([1])], before: [1, 1], after: [1])
    #expect(error?.message == "attempt to delete and reload the same index path (<NSIndexPath: 0x0> {length = 2, path = 1 - 9223372036854775807})")
}

@Test func reloadPlusMoveOfOnePathIsReportedAsADeleteAndAMove() {
    let error = validationError([.reloadItems([IndexPath(0, 1)]), .moveItem(from: IndexPath(0, 1), to: IndexPath(0, 2))],
                                before: [3], after: [3])
    #expect(error?.message == "attempt to perform a delete and a move from the same index path (\(nsPath(0, 1)))")
}

// MARK: Count messages

@Test func classicSectionCountMessage() {
    let error = validationError([], before: [1], after: [1, 1], version: UIKitVersion(16, 3))
    #expect(error?.id == "update.invalidSectionCount")
    #expect(error?.message == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
}

@Test func classicItemCountMessage() {
    let error = validationError([.deleteItems([IndexPath(0, 3)]), .insertItems([IndexPath(0, 0)])],
                                before: [4], after: [1], version: UIKitVersion(16, 3))
    #expect(error?.id == "update.invalidItemCount")
    #expect(error?.message == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
}

@Test func classicNegativeCountMessage() {
    let error = validationError([], before: [1], after: [-1], version: UIKitVersion(9, 0))
    #expect(error?.id == "update.deleteMoreItemsThanExist")
    #expect(error?.message == "Invalid update: invalid number of items in section 0.  Attempt to delete more items than exist in section.")
}

@Test func itemCountsUseNewIndexForAfterAndInsertsAndOldIndexForBeforeAndDeletes() {
    // Section 0 is inserted, so old section 1 is new section 2; an item moves from old 0 into new 2.
    let ops: [UpdateOperation] = [.insertSections([0]), .insertItems([IndexPath(2, 0)]), .deleteItems([IndexPath(1, 0)]),
                                  .moveItem(from: IndexPath(0, 0), to: IndexPath(2, 1))]
    let error = validationError(ops, before: [3, 7], after: [0, 2, 99], version: UIKitVersion(16, 0))
    #expect(error?.message == "Invalid update: invalid number of items in section 2.  The number of items contained in an existing section after the update (99) must be equal to the number of items contained in that section before the update (7), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).")
    #expect(validationError(ops, before: [3, 7], after: [0, 2, 8]) == nil)
}

@Test func movesCountByOldAndNewSectionNumbersNotByIdentity() {
    // Old section 1 becomes new section 0; a move from (1, 0) to (1, 0) stays in "section 1" by
    // number, so UIKit counts it as neither moved in nor out, although the item changes section.
    let ops: [UpdateOperation] = [.deleteSections([0]), .moveItem(from: IndexPath(1, 0), to: IndexPath(1, 0))]
    #expect(validationError(ops, before: [1, 2, 2], after: [2, 2]) == nil)
    #expect(validationError(ops, before: [1, 2, 2], after: [1, 3])?.id == "update.invalidItemCount")
}

@Test func aMoveWithinOneSectionNumberCountsAsNeitherMovedInNorOut() {
    let ops: [UpdateOperation] = [.moveItem(from: IndexPath(0, 0), to: IndexPath(0, 2))]
    #expect(validationError(ops, before: [3], after: [3]) == nil)
    let error = validationError(ops, before: [3], after: [4], version: UIKitVersion(12, 0))
    #expect(error?.message.contains("(0 inserted, 0 deleted)") == true)
    #expect(error?.message.contains("(0 moved in, 0 moved out)") == true)
}

@Test func reloadsCountAsOneDeleteAndOneInsert() {
    let error = validationError([.reloadItems([IndexPath(0, 1)])], before: [3], after: [4], version: UIKitVersion(16, 3))
    #expect(error?.message.contains("(1 inserted, 1 deleted)") == true)
    let sections = validationError([.reloadSections([0])], before: [3], after: [3, 1], version: UIKitVersion(16, 3))
    #expect(sections?.message.contains("(1 inserted, 1 deleted)") == true)
    // Up to 16.3 a reloaded section is exempt from the per-section item check; from 16.4 it must
    // keep its count (pia-foss/mobile-ios#407), except in a diffable data source's own apply.
    #expect(validationError([.reloadSections([0])], before: [3], after: [7], version: UIKitVersion(16, 3)) == nil)
    #expect(validationError([.reloadSections([0])], before: [3], after: [7]) != nil)
    #expect(validationError([.reloadSections([0])], before: [3], after: [3]) == nil)
    if case .failure = BatchValidator.validate(BatchUpdate([.reloadSections([0])]), before: [3], after: [7], version: .latest,
                                                fromDiffableDataSource: true) {
        Issue.record("a diffable data source's reloaded section may change its count")
    }
}

@Test func sameItemInsertedTwiceCountsTwice() {
    let ops: [UpdateOperation] = [.insertItems([IndexPath(0, 1)]), .insertItems([IndexPath(0, 1)])]
    #expect(validationError(ops, before: [2], after: [3], version: UIKitVersion(16, 3))?.message.contains("(2 inserted, 0 deleted)") == true)
    #expect(validationError(ops, before: [2], after: [4]) == nil)
}

// MARK: Modern report

@Test func modernReportMatchesTheObservedLogByteForByte() {
    let ops: [UpdateOperation] = [.deleteItems([IndexPath(0, 3)]), .insertItems([IndexPath(0, 0)])]
    let error = validationError(ops, before: [4], after: [1], version: UIKitVersion(17, 1))
    #expect(error?.id == "update.invalidItemCount")
    #expect(error?.message == """
        Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
        Data source before updates = { 1 section with item counts: [4] }
        Data source after updates = { 1 section with item counts: [1] }
        Updates = [
        \tDelete item (0 - 3),
        \tInsert item (0 - 0)
        ]
        Collection view: <UICollectionView: 0x0>
        """)
    let early = validationError(ops, before: [4], after: [1], version: UIKitVersion(16, 4))
    #expect(early?.message.hasPrefix("Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\n") == true)
}

@Test func countErrorsMatchEitherErasWording() {
    let ops: [UpdateOperation] = [.insertItems([IndexPath(0, 0)])]
    let modern = validationError(ops, before: [1], after: [1], version: .latest)
    let classic = validationError(ops, before: [1], after: [1], version: UIKitVersion(16, 3))
    #expect(modern?.matches("invalid number of items") == true)
    #expect(modern?.matches("Invalid batch updates detected") == true)
    #expect(classic?.matches("Invalid batch updates detected") == true)
    #expect(classic?.message.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
    #expect(modern?.otherWordings.contains(classic?.message ?? "") == true)
}

@Test func modernReportPluralsEmptyListAndDescription() {
    var error: UIKitError?
    if case .failure(let e) = BatchValidator.validate(BatchUpdate(), before: [], after: [2, 0], version: .latest,
                                                      collectionViewDescription: "<UICollectionView: 0x1; frame = (0 0; 390 844)>") {
        error = e
    }
    #expect(error?.id == "update.invalidSectionCount")
    #expect(error?.message == """
        Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
        Data source before updates = { 0 sections with item counts: [] }
        Data source after updates = { 2 sections with item counts: [2, 0] }
        Updates = [ ]
        Collection view: <UICollectionView: 0x1; frame = (0 0; 390 844)>
        """)
}

@Test func modernReportListsDeletesThenInsertsThenMovesThenReloads() {
    let ops: [UpdateOperation] = [
        .reloadItems([IndexPath(0, 1)]), .moveSection(from: 0, to: 2), .insertSections([1]),
        .moveItem(from: IndexPath(0, 0), to: IndexPath(0, 4)), .deleteItems([IndexPath(0, 3), IndexPath(2, 0)]),
        .deleteSections([1]), .insertItems([IndexPath(0, 0)]), .reloadSections([3]), .reconfigureItems([IndexPath(0, 4)]),
    ]
    let error = validationError(ops, before: [5, 1, 1, 1], after: [99, 1, 1, 1], version: .latest)
    #expect(error?.message.contains("""
        Updates = [
        \tDelete item (2 - 0),
        \tDelete section 1,
        \tDelete item (0 - 3),
        \tInsert item (0 - 0),
        \tInsert section 1,
        \tMove item (0 - 0) to (0 - 4),
        \tMove section 0 to 2,
        \tDelete item (0 - 1),
        \tInsert item (0 - 1),
        \tDelete section 3,
        \tInsert section 3,
        \tReconfigure item (0 - 4)
        ]
        """) == true)
}

// MARK: Engine errors

@Test func samePathDeletedTwiceIsAnEngineErrorUnlessTheCountsFailFirst() {
    let ops: [UpdateOperation] = [.deleteItems([IndexPath(0, 1)]), .deleteItems([IndexPath(0, 1)])]
    let engine = validationError(ops, before: [3], after: [1])
    #expect(engine?.id == "update.itemDeletedTwice")
    #expect(engine?.exception == .engine)
    #expect(engine?.message == "engine: index path deleted twice in one update (\(nsPath(0, 1)))")
    // UIKit counts both deletes; when the data shrank by one only, its count check fires first.
    #expect(validationError(ops, before: [3], after: [2])?.id == "update.invalidItemCount")
    let sections = validationError([.deleteSections([0]), .deleteSections([0])], before: [1, 1], after: [])
    #expect(sections?.message == "engine: section deleted twice in one update (0)")
}

@Test func reloadAndReconfigureOfOneItemIsAnEngineError() {
    let error = validationError([.reloadItems([IndexPath(0, 0)]), .reconfigureItems([IndexPath(0, 0)])], before: [1], after: [1])
    #expect(error?.exception == .engine)
    #expect(error?.message == "engine: index path both reloaded and reconfigured in one update (\(nsPath(0, 0)))")
}

@Test func reconfigureNeverChangesCountsOrTheMapping() {
    let result = BatchValidator.validate(BatchUpdate([.reconfigureItems([IndexPath(0, 1)])]), before: [3], after: [3], version: .latest)
    guard case .success(let mapping) = result else { Issue.record("expected success"); return }
    #expect(mapping.newIndexPath(forOld: IndexPath(0, 1)) == IndexPath(0, 1))
    #expect(mapping.isIdentity)
}

@Test func negativeIndexesFailTheirRangeCheck() {
    #expect(validationError([.deleteItems([IndexPath(0, -1)])], before: [3], after: [2])?.message
            == "attempt to delete item -1 from section 0 which only contains 3 items before the update")
    #expect(validationError([.insertSections([-2])], before: [], after: [1])?.message
            == "attempt to insert section -2 but there are only 1 sections after the update")
}

@Test func hugeIndexesNeverTrap() {
    let big = Int.max
    let ops: [UpdateOperation] = [.reloadItems([IndexPath(0, big)]), .insertItems([IndexPath(0, 0)]),
                                  .insertSections([big]), .deleteSections([big])]
    #expect(validationError(ops, before: [1], after: [1]) != nil)
}

@Test func countReportEraBoundaries() {
    #expect(CountReportEra(UIKitVersion(6, 0)) == .classic)
    #expect(CountReportEra(UIKitVersion(16, 3)) == .classic)
    #expect(CountReportEra(UIKitVersion(16, 4)) == .modernAndOr)
    #expect(CountReportEra(UIKitVersion(16, 7)) == .modernAndOr)
    #expect(CountReportEra(UIKitVersion(17, 0)) == .modern)
    #expect(CountReportEra(UIKitVersion.latest) == .modern)
}
