import Testing
@testable import CollectionEngine
import TestSupport

/// The fewest moves any batch needs (no marks): per surviving section, its surviving items minus
/// their longest increasing run (brute force), plus every item that changes between surviving sections.
private func minimumMoves(_ old: DiffableSnapshot, _ new: DiffableSnapshot) -> (sections: Int, items: Int) {
    let survivingSections = new.sectionIdentifiers.filter { old.indexOfSection($0) != nil }
    let sectionMoves = survivingSections.count - bruteForceLISLength(survivingSections.compactMap { old.indexOfSection($0) })
    var itemMoves = 0
    for section in survivingSections {
        let items = (try? new.itemIdentifiers(inSection: section)) ?? []
        var oldIndexes: [Int] = []
        for item in items {
            guard let from = old.sectionIdentifier(containingItem: item), let oldPath = old.indexPath(ofItem: item) else { continue }
            // Between two sections with the same number before and after, a change of section is a
            // delete plus an insert, not a move (UIKit's count check would not count that move).
            if from == section {
                oldIndexes.append(oldPath.item)
            } else if new.indexOfSection(from) != nil, old.indexOfSection(from) != new.indexOfSection(section) {
                itemMoves += 1
            }
        }
        itemMoves += oldIndexes.count - bruteForceLISLength(oldIndexes)
    }
    return (sectionMoves, itemMoves)
}

@Test func tenThousandRandomPairsApplyExactlyWithMinimalMoves() throws {
    var rng = SplitMix64(seed: 0x5EED_D1FF)
    var failures = 0
    var coverage = (itemReloads: 0, reconfigures: 0, sectionReloads: 0, replacements: 0, sectionMoves: 0, crossMoves: 0)
    for round in 0..<10_000 {
        let old = randomSnapshot(&rng)
        var new = rng.int(0...1) == 0 ? randomSnapshot(&rng) : randomEdit(of: old, maxEdits: 6, newItems: 0...25, appendsKnownItems: true, &rng)
        let marked = rng.int(0...2) == 0
        if marked { randomMarks(on: &new, sections: true, &rng) }
        let changes = SnapshotDiff.changes(from: old, to: new)
        coverage.itemReloads += changes.reloadedItems.count
        coverage.reconfigures += changes.reconfiguredItems.count
        coverage.sectionReloads += changes.reloadedSections.count
        coverage.replacements += changes.itemRefreshesAsReplacement + changes.sectionReloadsAsReplacement
        coverage.sectionMoves += changes.movedSections.count
        coverage.crossMoves += changes.movedItems.filter { $0.from.section != $0.to.section }.count
        do {
            let reproduced = try ReferenceApplier.reproduces(changes, old: old, new: new)
            #expect(reproduced, "round \(round): \(old.model) → \(new.model)")
            if !reproduced { failures += 1 }
        } catch {
            Issue.record("round \(round): \(error) for \(changes.batch.operations.map(\.uikitCall)) on \(old.model) → \(new.model)")
            failures += 1
        }
        if !marked {
            let minimum = minimumMoves(old, new)
            #expect(changes.movedSections.count == minimum.sections, "round \(round)")
            #expect(changes.movedItems.count == minimum.items, "round \(round)")
        }
        if failures > 5 { break }
    }
    // The generator reaches every kind of operation the diff emits.
    #expect(coverage.itemReloads > 100 && coverage.reconfigures > 100 && coverage.sectionReloads > 100)
    #expect(coverage.replacements > 100 && coverage.sectionMoves > 100 && coverage.crossMoves > 100)
}

@Test func largeShuffledSectionsReproduce() throws {
    var rng = SplitMix64(seed: 99)
    for _ in 0..<20 {
        var old = DiffableSnapshot()
        var new = DiffableSnapshot()
        try old.appendSections([0, 1, 2])
        try new.appendSections([2, 0, 1].shuffled(using: &rng))
        let items = Array(0..<300)
        for item in items { try old.appendItems([item], toSection: rng.int(0...2)) }
        for item in items.shuffled(using: &rng) where rng.int(0...9) != 0 { try new.appendItems([item], toSection: rng.int(0...2)) }
        try new.appendItems(Array(300..<330), toSection: 1)
        let changes = SnapshotDiff.changes(from: old, to: new)
        #expect(try ReferenceApplier.reproduces(changes, old: old, new: new))
        #expect(changes.movedItems.count == minimumMoves(old, new).items)
    }
}

@Test func theCheckerCatchesABrokenChangeset() throws {
    // Sanity check of the property test itself: dropping any one operation must be noticed.
    var rng = SplitMix64(seed: 3)
    var checked = 0
    while checked < 200 {
        let old = randomSnapshot(&rng)
        let new = randomEdit(of: old, maxEdits: 6, newItems: 0...25, appendsKnownItems: true, &rng)
        let batch = SnapshotDiff.changes(from: old, to: new).batch
        guard !batch.isEmpty else { continue }
        var broken = batch
        broken.operations.remove(at: rng.int(0...batch.operations.count - 1))
        let result = try? ReferenceApplier.apply(broken, old: old, new: new)
        #expect(result.map { $0.map(\.0) == new.sectionIdentifiers && $0.map(\.1) == new.model.sections.map { Array($0.items) } } != true)
        checked += 1
    }
}

/// The same snapshot with every item id mapped through `f` (marks kept).
private func remapItems(_ snapshot: DiffableSnapshot, _ f: (Int) -> Int) throws -> DiffableSnapshot {
    var result = DiffableSnapshot()
    try result.appendSections(snapshot.sectionIdentifiers)
    for section in snapshot.sectionIdentifiers {
        try result.appendItems(try snapshot.itemIdentifiers(inSection: section).map(f), toSection: section)
    }
    try result.reloadSections(snapshot.reloadedSectionIdentifiers)
    try result.reloadItems(snapshot.reloadedItemIdentifiers.map(f))
    try result.reconfigureItems(snapshot.reconfiguredItemIdentifiers.map(f))
    return result
}

@Test func sparseAndNegativeIdsTakeTheHashedPathWithTheSameResult() throws {
    // Dense ids use id-indexed arrays; sparse or negative ids fall back to the snapshots' hash
    // indexes. Both must give the same changeset.
    var rng = SplitMix64(seed: 0xBAD_1D5)
    for _ in 0..<2_000 {
        let old = randomSnapshot(&rng)
        var new = randomEdit(of: old, maxEdits: 6, newItems: 0...25, appendsKnownItems: true, &rng)
        if rng.int(0...1) == 0 { randomMarks(on: &new, sections: true, &rng) }
        let dense = SnapshotDiff.changes(from: old, to: new)
        let sparse: (Int) -> Int = { $0 * 1_000_003 + 50_000_000 }
        let negative: (Int) -> Int = { -$0 - 1 }
        #expect(SnapshotDiff.changes(from: try remapItems(old, sparse), to: try remapItems(new, sparse)) == dense)
        #expect(SnapshotDiff.changes(from: try remapItems(old, negative), to: try remapItems(new, negative)) == dense)
    }
}

/// The three ways of finding an item's old place — the old snapshot's own item table
/// (`LocatedItemPlaces`, taken whenever it is dense), a table built for the diff
/// (`DenseItemPlaces`), a hash lookup (`HashedItemPlaces`) — give the same changeset, items
/// changing sections (the place's section is then not the hint) included.
@Test func everyOldPlaceLocatorGivesTheSameChangeset() throws {
    var rng = SplitMix64(seed: 0x10C_A7ED)
    var located = 0, built = 0
    for round in 0..<3_000 {
        let old = randomSnapshot(&rng)
        var new = rng.int(0...1) == 0 ? randomSnapshot(&rng) : randomEdit(of: old, maxEdits: 6, newItems: 0...25, appendsKnownItems: true, &rng)
        if rng.int(0...2) == 0 { randomMarks(on: &new, sections: true, &rng) }
        let hashed = SnapshotDiff.changes(from: old, to: new, locator: HashedItemPlaces(old: old))
        if let table = LocatedItemPlaces(old: old) {
            located += 1
            #expect(SnapshotDiff.changes(from: old, to: new, locator: table) == hashed, "round \(round)")
        }
        if let table = DenseItemPlaces(old: old, new: new) {
            built += 1
            #expect(SnapshotDiff.changes(from: old, to: new, locator: table) == hashed, "round \(round)")
        }
        #expect(SnapshotDiff.changes(from: old, to: new) == hashed, "round \(round)")
    }
    #expect(located > 2_000 && built > 2_000, "located \(located), built \(built)")
}

@Test func sectionsLongerThanOneLookupBlockReproduce() throws {
    // The diff looks places up 1,024 items at a time; cross the block boundary a few times.
    var rng = SplitMix64(seed: 4_096)
    let items = Array(0..<2_500)
    var newItems = items.filter { _ in rng.int(0...9) != 0 } + Array(2_500..<2_700)
    newItems.shuffle(using: &rng)
    let old = try DiffableSnapshot(sections: [(0, Array(items[0..<1_200])), (1, Array(items[1_200...]))])
    let new = try DiffableSnapshot(sections: [(1, Array(newItems[0..<1_500])), (0, Array(newItems[1_500...]))])
    let changes = SnapshotDiff.changes(from: old, to: new)
    #expect(try ReferenceApplier.reproduces(changes, old: old, new: new))
    #expect(changes.movedItems.count == minimumMoves(old, new).items)
}

/// Every diff of a valid snapshot change passes UIKit's own checks: an animated apply of random
/// pairs (section deletes, inserts and moves ahead of items that change sections) never raises,
/// and leaves the view showing the new snapshot. Before the same-number rule a move from old
/// section 2 to a different new section 2 raised "Invalid batch updates detected".
@Test func anAppliedDiffAlwaysPassesUIKitsChecks() throws {
    var rng = SplitMix64(seed: 0xC0_0A7)
    var sameNumberChanges = 0
    for round in 0..<3_000 {
        let old = randomSnapshot(&rng)
        var new = rng.int(0...1) == 0 ? randomSnapshot(&rng) : randomEdit(of: old, maxEdits: 6, newItems: 0...25, appendsKnownItems: true, &rng)
        if rng.int(0...3) == 0 { randomMarks(on: &new, sections: true, &rng) }
        var view = try CallbackOrderTests.view(items: 0)
        try view.enableDiffableDataSource()
        try view.apply(old, mode: .reloadData)
        for item in new.itemIdentifiers {
            if let from = old.sectionIdentifier(containingItem: item), let to = new.sectionIdentifier(containingItem: item),
               from != to, new.indexOfSection(from) != nil, old.indexOfSection(from) == new.indexOfSection(to) {
                sameNumberChanges += 1
            }
        }
        do {
            try view.apply(new, mode: .animated)
            #expect(view.diffableDataSource?.snapshot.model == new.model, "round \(round)")
        } catch {
            Issue.record("round \(round): \(error) on \(old.model) → \(new.model)")
        }
    }
    #expect(sameNumberChanges > 50)   // the generator reaches the case
}

@Test func aChangeOfSectionUnderTheSameNumberIsADeletePlusAnInsert() throws {
    // A B C D → B C D', c3 moved into D: old C and new D are both section 2.
    var old = DiffableSnapshot()
    try old.appendSections([0, 1, 2, 3])
    try old.appendItems([0, 1], toSection: 0)
    try old.appendItems([10, 11], toSection: 1)
    try old.appendItems([20, 21, 22, 23], toSection: 2)
    try old.appendItems([30, 31, 32], toSection: 3)
    var new = old
    new.deleteSections([0])
    try new.moveItem(23, afterItem: 32)
    let changes = SnapshotDiff.changes(from: old, to: new)
    #expect(changes.movedItems.isEmpty)
    #expect(changes.sameNumberSectionChanges == 1)
    #expect(changes.deletedItems == [IndexPath(2, 3)])
    #expect(changes.insertedItems == [IndexPath(2, 3)])
    #expect(try ReferenceApplier.reproduces(changes, old: old, new: new))
}
