import Testing
@testable import CollectionEngine
import TestSupport

private func snapshot(_ sections: [(Int, [Int])]) throws -> DiffableSnapshot {
    try DiffableSnapshot(sections: sections)
}

/// Diffs, checks the batch with the reference applier, and returns the changeset.
private func diff(_ old: DiffableSnapshot, _ new: DiffableSnapshot) throws -> SnapshotChangeset {
    let changes = SnapshotDiff.changes(from: old, to: new)
    #expect(try ReferenceApplier.reproduces(changes, old: old, new: new))
    return changes
}

@Test func identicalSnapshotsGiveNothing() throws {
    let a = try snapshot([(0, [1, 2, 3]), (1, [4])])
    let changes = try diff(a, a)
    #expect(changes.isEmpty)
    #expect(changes.batch.isEmpty)
}

@Test func todoListEdits() throws {
    // Buy milk(0) Walk dog(1) Write report(2) Call mom(3) → Pay rent(4) Buy milk Call mom Write report
    let old = try snapshot([(0, [0, 1, 2, 3])])
    let new = try snapshot([(0, [4, 0, 3, 2])])
    let changes = try diff(old, new)
    #expect(changes.deletedItems == [IndexPath(0, 1)])
    #expect(changes.insertedItems == [IndexPath(0, 0)])
    #expect(changes.movedItems == [.init(from: IndexPath(0, 3), to: IndexPath(0, 2))])
    #expect(changes.batch.operations == [
        .deleteItems([IndexPath(0, 1)]), .insertItems([IndexPath(0, 0)]),
        .moveItem(from: IndexPath(0, 3), to: IndexPath(0, 2)),
    ])
    #expect(changes.counts == .init(itemInserts: 1, itemDeletes: 1, itemMoves: 1, itemReloads: 0, itemReconfigures: 0,
                                    sectionInserts: 0, sectionDeletes: 0, sectionMoves: 0, sectionReloads: 0))
}

@Test func sectionMovesAreMinimal() throws {
    let old = try snapshot([(0, [1]), (1, [2]), (2, [3]), (3, [])])
    let new = try snapshot([(2, [3]), (0, [1]), (1, [2]), (3, [])])
    let changes = try diff(old, new)
    #expect(changes.movedSections == [.init(from: 2, to: 0)])
    #expect(changes.movedItems.isEmpty)
    #expect(changes.sectionOperationCount == 1)
}

@Test func itemsMoveInsideAMovedSectionWithOldAndNewPaths() throws {
    let old = try snapshot([(0, [1, 2]), (1, [3, 4, 5])])
    let new = try snapshot([(1, [5, 3, 4]), (0, [1, 2])])
    let changes = try diff(old, new)
    #expect(changes.movedSections.count == 1)
    // Item 5 moves inside section 1, which itself moves; the move names old (1,2) and new (0,0).
    #expect(changes.movedItems == [.init(from: IndexPath(1, 2), to: IndexPath(0, 0))])
}

@Test func reversingMovesAllButOne() throws {
    let old = try snapshot([(0, Array(0..<8))])
    let new = try snapshot([(0, Array((0..<8).reversed()))])
    let changes = try diff(old, new)
    #expect(changes.movedItems.count == 7)
    #expect(changes.deletedItems.isEmpty && changes.insertedItems.isEmpty)
}

@Test func shuffleMovesOnlyItemsOutsideTheLongestIncreasingRun() throws {
    var rng = SplitMix64(seed: 7)
    let items = Array(0..<40)
    let shuffled = items.shuffled(using: &rng)
    let changes = try diff(try snapshot([(0, items)]), try snapshot([(0, shuffled)]))
    #expect(changes.movedItems.count == 40 - bruteForceLISLength(shuffled))
}

@Test func crossSectionItemsAlwaysMove() throws {
    let old = try snapshot([(0, [1, 2, 3]), (1, [4])])
    let new = try snapshot([(0, [1, 3]), (1, [2, 4])])
    let changes = try diff(old, new)
    #expect(changes.movedItems == [.init(from: IndexPath(0, 1), to: IndexPath(1, 0))])
}

@Test func sectionOperationsCoverTheirItems() throws {
    // Section 0 deleted (its item 2 survives into section 1: an insert); section 2 inserted (item 4
    // moves into it from section 1: a delete); items of the inserted section need nothing else.
    let old = try snapshot([(0, [1, 2]), (1, [3, 4])])
    let new = try snapshot([(1, [2, 3]), (2, [4, 5])])
    let changes = try diff(old, new)
    #expect(changes.deletedSections == [0])
    #expect(changes.insertedSections == [1])
    #expect(changes.insertedItems == [IndexPath(0, 0)])
    #expect(changes.deletedItems == [IndexPath(1, 1)])
    #expect(changes.movedItems.isEmpty)
}

@Test func reloadAndReconfigureInPlaceUseOldPaths() throws {
    let old = try snapshot([(0, [1, 2, 3, 4])])
    var new = try snapshot([(0, [0, 2, 3, 4])])
    try new.reloadItems([3])
    try new.reconfigureItems([4])
    let changes = try diff(old, new)
    #expect(changes.reloadedItems == [IndexPath(0, 2)])
    #expect(changes.reconfiguredItems == [IndexPath(0, 3)])
    #expect(changes.itemRefreshesAsReplacement == 0)
}

@Test func aReloadedItemThatMovesBecomesDeleteAndInsert() throws {
    let old = try snapshot([(0, [1, 2, 3])])
    var new = try snapshot([(0, [3, 1, 2])])
    try new.reloadItems([3, 2])
    let changes = try diff(old, new)
    // 3 moves (reload + move of one path is a UIKit error), so it is replaced; 2 sits after the
    // move target (0,0), so UIKit's re-insert position would not account for it: replaced too.
    #expect(changes.movedItems.isEmpty)
    #expect(changes.reloadedItems.isEmpty)
    #expect(changes.deletedItems == [IndexPath(0, 1), IndexPath(0, 2)])
    #expect(changes.insertedItems == [IndexPath(0, 0), IndexPath(0, 2)])
    #expect(changes.itemRefreshesAsReplacement == 2)
}

@Test func reloadedSections() throws {
    let old = try snapshot([(0, [1]), (1, [2]), (2, [3])])
    var inPlace = try snapshot([(0, [1]), (1, [2, 4]), (2, [3])])
    try inPlace.reloadSections([1])
    let changes = try diff(old, inPlace)
    #expect(changes.reloadedSections == [1])
    #expect(changes.insertedItems.isEmpty)  // the reload covers the section's items
    var moved = try snapshot([(1, [2]), (0, [1]), (2, [3])])
    try moved.reloadSections([1])
    let movedChanges = try diff(old, moved)
    #expect(movedChanges.reloadedSections.isEmpty)
    #expect(movedChanges.sectionReloadsAsReplacement == 1)
}

@Test func fromEmptyAndToEmpty() throws {
    let empty = DiffableSnapshot()
    let full = try snapshot([(0, [1, 2]), (1, [3])])
    #expect(try diff(empty, full).insertedSections == [0, 1])
    let cleared = try diff(full, empty)
    #expect(cleared.deletedSections == [0, 1])
    #expect(cleared.deletedItems.isEmpty)
}

@Test func longestIncreasingSubsequenceMask() {
    let values = [3, 1, 4, 1_000, 5, 9, 2, 6]
    let mask = LongestIncreasingSubsequence.mask(values)
    let chosen = zip(values, mask).filter(\.1).map(\.0)
    #expect(chosen.count == bruteForceLISLength(values))
    #expect(chosen == chosen.sorted())
    #expect(LongestIncreasingSubsequence.mask([Int]()).isEmpty)
}

/// The pile search is branch-free (a mask per step); it must choose what a plain search chooses
/// for 32-bit values (the diff's), for negative values, and at the edges: one or two items,
/// descending input (one pile), ties between piles of one length.
@Test func longestIncreasingSubsequenceIsTheSameForInt32AndNegativeValues() {
    var rng = SplitMix64(seed: 37)
    let fixed: [[Int]] = [[], [5], [2, 1], [1, 2], [3, 2, 1, 0], [-1, -5, 0, -3, 2], [Int.min, Int.max, 0], [4, 1, 3, 2],
                          [Int(Int32.max), Int(Int32.min), 0, Int(Int32.max) - 1, Int(Int32.min) + 1, -1]]
    var cases = fixed
    for _ in 0..<500 {
        let n = rng.int(0...200)
        var values = Array(-n..<n).filter { _ in rng.int(0...1) == 0 }
        values.shuffle(using: &rng)
        cases.append(values)
    }
    for values in cases {
        let mask = LongestIncreasingSubsequence.mask(values)
        let chosen = zip(values, mask).filter(\.1).map(\.0)
        #expect(chosen.count == bruteForceLISLength(values), "\(values)")
        #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
        if values.allSatisfy({ Int(Int32.min) <= $0 && $0 <= Int(Int32.max) }) {
            #expect(LongestIncreasingSubsequence.mask(values.map { Int32($0) }) == mask, "\(values)")
        }
    }
}

@Test func longestIncreasingSubsequenceMatchesBruteForce() {
    var rng = SplitMix64(seed: 11)
    for round in 0..<2_000 {
        let n = rng.int(0...300)
        var values = Array(0..<n)
        switch round % 3 {
        case 0: values.shuffle(using: &rng)
        case 1: for _ in 0..<rng.int(0...5) where n > 1 { values.swapAt(rng.int(0...n - 1), rng.int(0...n - 1)) }
        default:
            // Sparse values, a shuffled front and a sorted tail.
            var front: [Int] = []
            for value in values.prefix(n / 2) { front.append(value * 3 + rng.int(0...2)) }
            front.shuffle(using: &rng)
            values = front + values.suffix(n - n / 2).map { $0 * 3 + 1_000 }
        }
        let mask = LongestIncreasingSubsequence.mask(values)
        let chosen = zip(values, mask).filter(\.1).map(\.0)
        #expect(chosen.count == bruteForceLISLength(values), "round \(round)")
        #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "round \(round)")
    }
}
