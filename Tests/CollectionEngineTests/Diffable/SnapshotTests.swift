import Testing
@testable import CollectionEngine

/// Names ids as letters (items) and `S<n>` (sections) so error texts read like a script's.
private let named = SnapshotContext(version: .latest, sectionName: { "S\($0)" }, itemName: { itemLetter($0) })

private func itemLetter(_ id: Int) -> String {
    id < 26 ? String(UnicodeScalar(UInt8(65 + id))) : "I\(id)"
}

private func context(_ version: UIKitVersion) -> SnapshotContext {
    SnapshotContext(version: version, sectionName: { "S\($0)" }, itemName: { itemLetter($0) })
}

private func makeSnapshot() throws -> DiffableSnapshot {
    // S0: A B C   S1: D E
    try DiffableSnapshot(sections: [(0, [0, 1, 2]), (1, [3, 4])], context: named)
}

private func layout(_ snapshot: DiffableSnapshot) -> [[Int]] {
    snapshot.sectionIdentifiers.map { (try? snapshot.itemIdentifiers(inSection: $0)) ?? [] }
}

private func expectError(_ id: String, _ message: String, _ body: () throws(UIKitError) -> Void) {
    do {
        try body()
        Issue.record("expected \(id)")
    } catch {
        #expect(error.id == id)
        #expect(error.message == message)
    }
}

@Test func queriesAnswerFromTheIndex() throws {
    let snapshot = try makeSnapshot()
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.sectionIdentifiers == [0, 1])
    #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4])
    #expect(try snapshot.numberOfItems(inSection: 1) == 2)
    #expect(try snapshot.itemIdentifiers(inSection: 0) == [0, 1, 2])
    #expect(snapshot.indexOfItem(4) == 4)
    #expect(snapshot.indexOfItem(99) == nil)
    #expect(snapshot.indexOfSection(1) == 1)
    #expect(snapshot.indexOfSection(7) == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 3) == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 42) == nil)
    #expect(snapshot.indexPath(ofItem: 4) == IndexPath(1, 1))
    #expect(snapshot.itemIdentifier(at: IndexPath(0, 2)) == 2)
    #expect(snapshot.itemIdentifier(at: IndexPath(2, 0)) == nil)
}

@Test func unknownSectionQueryThrowsFromIOS14AndAnswersEmptyBefore() throws {
    let snapshot = try makeSnapshot()
    expectError("diffable.sectionNotFound", "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)") { () throws(UIKitError) in
        _ = try snapshot.itemIdentifiers(inSection: 9, context: named)
    }
    #expect(try snapshot.itemIdentifiers(inSection: 9, context: context(UIKitVersion(13))) == [])
    #expect(try snapshot.numberOfItems(inSection: 9, context: context(UIKitVersion(13))) == 0)
}

@Test func sectionMutations() throws {
    var snapshot = try makeSnapshot()
    try snapshot.insertSections([2], beforeSection: 1)
    try snapshot.insertSections([3], afterSection: 1)
    #expect(snapshot.sectionIdentifiers == [0, 2, 1, 3])
    try snapshot.moveSection(0, afterSection: 3)
    #expect(snapshot.sectionIdentifiers == [2, 1, 3, 0])
    try snapshot.moveSection(3, beforeSection: 2)
    #expect(snapshot.sectionIdentifiers == [3, 2, 1, 0])
    try snapshot.moveSection(1, beforeSection: 1)  // relative to itself: nothing
    #expect(snapshot.sectionIdentifiers == [3, 2, 1, 0])
    #expect(snapshot.indexPath(ofItem: 0) == IndexPath(3, 0))  // items travel with their section
    snapshot.deleteSections([1, 99])
    #expect(snapshot.sectionIdentifiers == [3, 2, 0])
    #expect(snapshot.numberOfItems == 3)
    #expect(!snapshot.containsItem(3))
    try snapshot.reloadSections([0])
    #expect(snapshot.reloadedSectionIdentifiers == [0])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
}

@Test func itemMutations() throws {
    var snapshot = try makeSnapshot()
    try snapshot.appendItems([5])  // nil section → the last section
    #expect(layout(snapshot) == [[0, 1, 2], [3, 4, 5]])
    try snapshot.insertItems([6, 7], beforeItem: 1)
    try snapshot.insertItems([8], afterItem: 4)
    #expect(layout(snapshot) == [[0, 6, 7, 1, 2], [3, 4, 8, 5]])
    try snapshot.moveItem(0, afterItem: 5)
    try snapshot.moveItem(2, beforeItem: 6)
    #expect(layout(snapshot) == [[2, 6, 7, 1], [3, 4, 8, 5, 0]])
    snapshot.deleteItems([6, 3, 77])
    #expect(layout(snapshot) == [[2, 7, 1], [4, 8, 5, 0]])
    #expect(snapshot.indexPath(ofItem: 0) == IndexPath(1, 3))
    #expect(snapshot.indexOfItem(5) == 5)
    try snapshot.reloadItems([1])
    try snapshot.reconfigureItems([0, 7])
    #expect(snapshot.reloadedItemIdentifiers == [1])
    #expect(snapshot.reconfiguredItemIdentifiers == [7, 0])
    snapshot.deleteItems([7])
    #expect(snapshot.reconfiguredItemIdentifiers == [0])
}

@Test func duplicateIdentifiersInTheSuppliedArray() throws {
    var snapshot = try makeSnapshot()
    expectError("diffable.duplicateItemIdentifiers",
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    X\n)}") { () throws(UIKitError) in
        try snapshot.appendItems([23, 24, 23], context: named)
    }
    expectError("diffable.duplicateItemIdentifiers",
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    X,\n    Y\n)}") { () throws(UIKitError) in
        try snapshot.insertItems([23, 24, 23, 24, 24], beforeItem: 0, context: named)
    }
    expectError("diffable.duplicateItemIdentifiers", "Fatal: supplied identifiers are not unique.") { () throws(UIKitError) in
        try snapshot.appendItems([23, 23], context: context(UIKitVersion(14)))
    }
    expectError("diffable.duplicateSectionIdentifiers",
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    S5\n)}") { () throws(UIKitError) in
        try snapshot.appendSections([5, 5], context: named)
    }
    #expect(layout(snapshot) == [[0, 1, 2], [3, 4]])  // nothing changed
}

@Test func appendingAnExistingItemMovesItFromIOS17() throws {
    var snapshot = try makeSnapshot()
    let warnings = try snapshot.appendItems([0, 9], toSection: 1, context: named)
    #expect(layout(snapshot) == [[1, 2], [3, 4, 0, 9]])
    #expect(warnings.map(\.id) == ["diffable.identifiersAlreadyExist"])
    #expect(warnings.first?.message == "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifier that already exists: A")
    let plural = try snapshot.appendItems([1, 2], toSection: 1, context: named)
    #expect(layout(snapshot) == [[], [3, 4, 0, 9, 1, 2]])
    #expect(plural.first?.message.contains("2 item identifiers that already exist in the snapshot. The existing item identifiers will be moved") == true)
    #expect(plural.first?.message.hasSuffix("Item identifiers that already exist: (\n    B,\n    C\n)") == true)
    // Sections are not moved: from iOS 17 re-appending one raises (docs/evidence.md E6).
    expectError("diffable.sectionsAlreadyExist",
                "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: S0") { () throws(UIKitError) in
        try snapshot.appendSections([0], context: named)
    }
    #expect(snapshot.sectionIdentifiers == [0, 1])
}

@Test func appendingAnExistingItemRaisesBeforeIOS17() throws {
    var snapshot = try makeSnapshot()
    expectError("diffable.duplicateItemIdentifiers",
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    B\n)}") { () throws(UIKitError) in
        try snapshot.appendItems([9, 1], context: context(UIKitVersion(16, 4)))
    }
    #expect(layout(snapshot) == [[0, 1, 2], [3, 4]])
}

@Test func missingIdentifiersRaiseTheirTexts() throws {
    var snapshot = try makeSnapshot()
    expectError("diffable.reloadMissingItem",
                "Attempted to reload item identifier that does not exist in the snapshot: Z") { () throws(UIKitError) in
        try snapshot.reloadItems([0, 25], context: named)
    }
    expectError("diffable.reconfigureMissingItem",
                "Attempted to reconfigure item identifier that does not exist in the snapshot: Z") { () throws(UIKitError) in
        try snapshot.reconfigureItems([25], context: named)
    }
    expectError("diffable.reloadMissingSection",
                "Attempted to reload section identifier that does not exist in the snapshot: S7") { () throws(UIKitError) in
        try snapshot.reloadSections([7], context: named)
    }
    expectError("diffable.invalidReferenceItem", "Invalid item identifier specified for reference item: Z") { () throws(UIKitError) in
        try snapshot.insertItems([9], afterItem: 25, context: named)
    }
    expectError("diffable.invalidReferenceItem", "Invalid item identifier specified for reference item: Z") { () throws(UIKitError) in
        try snapshot.moveItem(0, beforeItem: 25, context: named)
    }
    expectError("diffable.invalidMovedItem", "Invalid item identifier specified for move: Z") { () throws(UIKitError) in
        try snapshot.moveItem(25, beforeItem: 0, context: named)
    }
    expectError("diffable.invalidSection", "Invalid section identifier specified: S7") { () throws(UIKitError) in
        try snapshot.appendItems([9], toSection: 7, context: named)
    }
    expectError("diffable.invalidSection", "Invalid section identifier specified: S7") { () throws(UIKitError) in
        try snapshot.insertSections([9], afterSection: 7, context: named)
    }
    expectError("diffable.invalidSection", "Invalid section identifier specified: S7") { () throws(UIKitError) in
        try snapshot.moveSection(7, beforeSection: 0, context: named)
    }
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)  // the failed reload marked nothing
    var empty = DiffableSnapshot()
    expectError("diffable.noSections",
                "There are currently no sections in the data source. Please add a section first.") { () throws(UIKitError) in
        try empty.appendItems([0], context: named)
    }
}

@Test func insertingRelativeToAnItemThatIsAlsoInsertedIsRejected() throws {
    var snapshot = try makeSnapshot()
    expectError("diffable.invalidReferenceItem", "Invalid item identifier specified for reference item: B") { () throws(UIKitError) in
        try snapshot.insertItems([9, 1], beforeItem: 1, context: named)
    }
    #expect(layout(snapshot) == [[0, 1, 2], [3, 4]])
}

@Test func namesComeFromTheCallersTables() throws {
    var sections = IdentifierTable()
    var items = IdentifierTable()
    let main = sections.intern("Main")
    let milk = items.intern("Milk")
    let eggs = items.intern("Eggs")
    let context = SnapshotContext(sections: sections, items: items)
    var snapshot = DiffableSnapshot()
    try snapshot.appendSections([main], context: context)
    try snapshot.appendItems([milk], context: context)
    expectError("diffable.reloadMissingItem",
                "Attempted to reload item identifier that does not exist in the snapshot: Eggs") { () throws(UIKitError) in
        try snapshot.reloadItems([eggs], context: context)
    }
}

@Test func equalityIgnoresHowTheSnapshotWasBuilt() throws {
    var a = try makeSnapshot()
    var b = DiffableSnapshot()
    try b.appendSections([1])
    try b.insertSections([0], beforeSection: 1)
    try b.appendItems([4, 3], toSection: 1)
    try b.appendItems([2], toSection: 0)
    try b.insertItems([0, 1], beforeItem: 2)
    try b.moveItem(4, afterItem: 3)
    #expect(a == b)
    try a.reloadItems([0])
    #expect(a != b)
}

@Test func aMillionItemsAppendAndLookUpWithoutScanning() throws {
    var snapshot = DiffableSnapshot()
    try snapshot.appendSections([0])
    try snapshot.appendItems(Array(0..<1_000_000))
    #expect(snapshot.indexPath(ofItem: 999_999) == IndexPath(0, 999_999))
    try snapshot.insertItems([-1], beforeItem: 999_999)
    #expect(snapshot.indexPath(ofItem: 999_999) == IndexPath(0, 1_000_000))
    #expect(snapshot.numberOfItems == 1_000_001)
}
