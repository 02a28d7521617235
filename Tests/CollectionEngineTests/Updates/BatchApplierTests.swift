import Testing
@testable import CollectionEngine

private typealias Model = SectionedModel<String, String>

private func model(_ sections: [(String, [String])]) -> Model {
    Model(sections: sections.map { .init(value: $0.0, items: $0.1) })
}

private func apply(_ ops: [UpdateOperation], _ m: Model) -> Result<Model, UIKitError> {
    BatchApplier.apply(BatchUpdate(ops), to: m,
                       insertedSection: { .init(value: "new\($0)", items: ["n\($0)"]) },
                       insertedItem: { "i\($0.section)\($0.item)" })
}

@Test func appliesSectionAndItemOperationsTogether() throws {
    let before = model([("A", ["a0", "a1"]), ("B", ["b0", "b1", "b2"]), ("C", ["c0"])])
    let ops: [UpdateOperation] = [.deleteSections([0]), .insertSections([2]), .moveSection(from: 2, to: 0),
                                  .moveItem(from: IndexPath(1, 2), to: IndexPath(0, 0)), .insertItems([IndexPath(1, 1)]),
                                  .deleteItems([IndexPath(1, 0), IndexPath(0, 1)])]
    let after = try apply(ops, before).get()
    #expect(after == model([("C", ["b2", "c0"]), ("B", ["b1", "i11"]), ("new2", ["n2"])]))
    // And UIKit agrees the batch is consistent.
    #expect(validationError(ops, before: before.itemCounts, after: after.itemCounts) == nil)
}

@Test func reloadsKeepTheirValuesAtTheAdjustedPath() throws {
    let before = model([("A", ["a", "b", "c"]), ("B", ["x"])])
    let after = try apply([.deleteItems([IndexPath(0, 0)]), .reloadItems([IndexPath(0, 2)]), .reloadSections([1])], before).get()
    #expect(after == model([("A", ["b", "c"]), ("B", ["x"])]))
}

@Test func itemInsertsInsideAnInsertedSectionComeFromTheSection() throws {
    let after = try apply([.insertSections([0]), .insertItems([IndexPath(0, 0)])], model([("A", ["a"])])).get()
    #expect(after == model([("new0", ["n0"]), ("A", ["a"])]))
}

@Test func outOfRangePositionsAreEngineErrors() {
    let m = model([("A", ["a", "b"])])
    func message(_ ops: [UpdateOperation]) -> String? {
        if case .failure(let e) = apply(ops, m) { #expect(e.exception == .engine); return e.message }
        return nil
    }
    #expect(message([.deleteItems([IndexPath(0, 2)])]) == "engine: cannot delete item [0,2]: the data has only 2 items in section 0")
    #expect(message([.reloadItems([IndexPath(1, 0)])]) == "engine: cannot reload item [1,0]: the data has only 1 sections")
    #expect(message([.deleteSections([3])]) == "engine: cannot delete section 3: the data has only 1 sections")
    #expect(message([.insertItems([IndexPath(0, 3)])]) == "engine: cannot insert item at [0,3]: the data would have only 3 items in section 0")
    #expect(message([.insertSections([2])]) == "engine: cannot insert section at 2: the data would have only 2 sections")
    #expect(message([.moveItem(from: IndexPath(0, 0), to: IndexPath(1, 0))]) == "engine: cannot move item at [1,0]: the data would have only 1 sections")
    #expect(message([.reconfigureItems([IndexPath(0, 5)])]) == "engine: cannot reconfigure item [0,5]: the data has only 2 items in section 0")
}

@Test func conflictingBatchesApplyLenientlySoUIKitsMessageCanBeReported() throws {
    let m = model([("A", ["a", "b", "c"])])
    let ops: [UpdateOperation] = [.deleteItems([IndexPath(0, 1)]), .moveItem(from: IndexPath(0, 1), to: IndexPath(0, 0))]
    let after = try apply(ops, m).get()
    #expect(after.itemCounts == [3])
    #expect(validationError(ops, before: m.itemCounts, after: after.itemCounts)?.id == "update.deleteAndMoveItem")
    let twice = try apply([.moveItem(from: IndexPath(0, 0), to: IndexPath(0, 2)), .moveItem(from: IndexPath(0, 1), to: IndexPath(0, 2))], m).get()
    #expect(twice.itemCounts == [3])
}

@Test func applyingToAMillionItemsIsLinear() throws {
    let items = (0..<1_000_000).map(String.init)
    let m = model([("A", items)])
    let after = try apply([.deleteItems([IndexPath(0, 0)]), .insertItems([IndexPath(0, 999_999)]),
                           .moveItem(from: IndexPath(0, 1), to: IndexPath(0, 0))], m).get()
    #expect(after.sections[0].items.count == 1_000_000)
    #expect(after.sections[0].items[0] == "1")
    #expect(after.sections[0].items[1] == "2")
    #expect(after.sections[0].items[999_999] == "i0999999")
}
