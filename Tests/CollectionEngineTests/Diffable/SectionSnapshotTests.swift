import Testing
@testable import CollectionEngine

/// Fruits(0) > Apple(1), Pear(2) > Conference(3); Veg(4) > Leek(5)
private func outline() throws -> SectionSnapshot {
    var snapshot = SectionSnapshot()
    try snapshot.append([0, 4])
    try snapshot.append([1, 2], to: 0)
    try snapshot.append([3], to: 2)
    try snapshot.append([5], to: 4)
    return snapshot
}

@Test func treeShapeAndDepthFirstOrder() throws {
    let snapshot = try outline()
    #expect(snapshot.rootItems == [0, 4])
    #expect(snapshot.items == [0, 1, 2, 3, 4, 5])
    #expect(snapshot.parent(of: 3) == 2)
    #expect(snapshot.parent(of: 0) == nil)
    #expect(snapshot.level(of: 3) == 2)
    #expect(snapshot.level(of: 4) == 0)
    #expect(snapshot.level(of: 99) == nil)
    #expect(snapshot.index(of: 4) == 4)
    #expect(snapshot.index(of: 99) == nil)
    #expect(snapshot.contains(5) && !snapshot.contains(6))
}

@Test func newParentsStartCollapsedAndVisibilityFollowsAncestors() throws {
    var snapshot = try outline()
    #expect(snapshot.visibleItems == [0, 4])
    #expect(!snapshot.isExpanded(0))
    #expect(!snapshot.isVisible(1))
    snapshot.expand([0])
    #expect(snapshot.visibleItems == [0, 1, 2, 4])
    #expect(snapshot.isVisible(2) && !snapshot.isVisible(3))
    snapshot.expand([2, 4, 99])
    #expect(snapshot.visibleItems == [0, 1, 2, 3, 4, 5])
    snapshot.collapse([0])
    #expect(snapshot.visibleItems == [0, 4, 5])
    #expect(!snapshot.isVisible(3))
    #expect(snapshot.isExpanded(2))  // state kept under a collapsed ancestor
}

@Test func insertAmongSiblingsAndDeleteWithDescendants() throws {
    var snapshot = try outline()
    try snapshot.insert([6], before: 2)
    try snapshot.insert([7], after: 4)
    #expect(snapshot.items == [0, 1, 6, 2, 3, 4, 5, 7])
    #expect(snapshot.parent(of: 6) == 0)
    snapshot.delete([2, 99])
    #expect(snapshot.items == [0, 1, 6, 4, 5, 7])
    #expect(!snapshot.contains(3))
    snapshot.deleteAll()
    #expect(snapshot.items.isEmpty)
}

@Test func duplicatesAndUnknownAnchorsRaise() throws {
    var snapshot = try outline()
    do {
        try snapshot.append([8, 1, 8])
        Issue.record("expected an error")
    } catch {
        #expect(error.id == "diffable.sectionSnapshotDuplicates")
        #expect(error.message == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    8,\n    1\n)}")
    }
    #expect(throws: UIKitError.self) { try snapshot.append([8], to: 42) }
    #expect(throws: UIKitError.self) { try snapshot.insert([8], after: 42) }
    #expect(snapshot.items == [0, 1, 2, 3, 4, 5])
}

@Test func subtreeSnapshotsAndReplacingChildren() throws {
    var snapshot = try outline()
    snapshot.expand([2])
    let pear = try snapshot.snapshot(of: 2, includingParent: true)
    #expect(pear.rootItems == [2])
    #expect(pear.items == [2, 3])
    #expect(pear.visibleItems == [2, 3])
    let children = try snapshot.snapshot(of: 0)
    #expect(children.rootItems == [1, 2])
    #expect(children.parent(of: 2) == nil)
    #expect(children.parent(of: 3) == 2)
    var replacement = SectionSnapshot()
    try replacement.append([10, 11])
    try replacement.append([12], to: 11)
    try snapshot.replace(childrenOf: 0, using: replacement)
    #expect(snapshot.items == [0, 10, 11, 12, 4, 5])
    #expect(snapshot.parent(of: 10) == 0)
    #expect(snapshot.parent(of: 12) == 11)
    #expect(!snapshot.contains(3))
}

@Test func applyingReplacesTheSectionWithTheVisibleItems() throws {
    var snapshot = try DiffableSnapshot(sections: [(0, [20, 21]), (1, [22])])
    var outlineSnapshot = try outline()
    outlineSnapshot.expand([0])
    try snapshot.apply(outlineSnapshot, to: 0)
    #expect(try snapshot.itemIdentifiers(inSection: 0) == [0, 1, 2, 4])
    #expect(try snapshot.itemIdentifiers(inSection: 1) == [22])
    #expect(!snapshot.containsItem(20))
    try snapshot.apply(SectionSnapshot(), to: 5)  // an unknown section is appended
    #expect(snapshot.sectionIdentifiers == [0, 1, 5])
}
