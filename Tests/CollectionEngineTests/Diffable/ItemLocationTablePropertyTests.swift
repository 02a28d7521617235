import Testing
@testable import CollectionEngine
import TestSupport

/// `ItemLocationTable` (dense array while ids are dense, a dictionary once they are not) answers
/// exactly as a dictionary does, through any mix of writes, removals and reservations.
@Test func itemLocationTableAnswersLikeADictionary() {
    var rng = SplitMix64(seed: 0x10C_7AB1E)
    for round in 0..<300 {
        var table = ItemLocationTable()
        var reference: [Int: DiffableSnapshot.ItemLocation] = [:]
        // Every third round sometimes writes ids or values the dense form cannot hold.
        let wild = round % 3 == 0
        for _ in 0..<rng.int(0...400) {
            let id: Int
            switch rng.int(0...19) {
            case 0 where wild: id = [-5, Int.max, 1 << 40, 50_000][rng.int(0...3)]
            case 1: id = rng.int(0...(reference.count * 4 + 5_000))
            default: id = rng.int(0...300)
            }
            switch rng.int(0...9) {
            case 0, 1:
                table[id] = nil
                reference[id] = nil
            case 2:
                let capacity = rng.int(0...2_000)
                table.reserveCapacity(capacity)
            default:
                let section = wild && rng.int(0...30) == 0 ? Int(Int32.max) + 7 : rng.int(0...20)
                let index = wild && rng.int(0...30) == 0 ? 1 << 33 : rng.int(0...1_000)
                let location = DiffableSnapshot.ItemLocation(section: section, index: index)
                table[id] = location
                reference[id] = location
            }
            #expect(table.count == reference.count)
        }
        for id in Set(reference.keys).union(-3...310) {
            #expect(table[id] == reference[id], "round \(round), id \(id)")
        }
    }
}

/// A million-item-shaped bulk load: fresh ids appended in any order after a reservation stay dense.
@Test func freshIdsAfterAReservationStayDenseInAnyOrder() {
    var table = ItemLocationTable()
    table.reserveCapacity(10_000)
    var rng = SplitMix64(seed: 42)
    for (index, id) in Array(0..<10_000).shuffled(using: &rng).enumerated() {
        table[id] = DiffableSnapshot.ItemLocation(section: 0, index: index)
    }
    #expect(table.isDense)
    #expect(table.count == 10_000)
}

/// `place` (the bulk setter) leaves the table exactly as the per-item setter does.
@Test func bulkPlacementEqualsOneByOne() {
    var rng = SplitMix64(seed: 0xB01C)
    for round in 0..<500 {
        var bulk = ItemLocationTable(), single = ItemLocationTable()
        for _ in 0..<rng.int(1...6) {
            let items = (0..<rng.int(0...200)).map { _ in round % 5 == 0 && rng.int(0...50) == 0 ? -rng.int(1...9) : rng.int(0...(round % 2 == 0 ? 400 : 90_000)) }
            let from = rng.int(0...items.count), to = rng.int(from...items.count)
            let section = round % 7 == 0 && rng.int(0...3) == 0 ? Int(Int32.max) : rng.int(0...9)
            if rng.int(0...4) == 0 { bulk.reserveCapacity(items.count); single.reserveCapacity(items.count) }
            bulk.place(items, in: from..<to, section: section)
            for k in from..<to { single[items[k]] = DiffableSnapshot.ItemLocation(section: section, index: k) }
            #expect(bulk.count == single.count, "round \(round)")
        }
        for id in -10...90_010 where (id % 97 == 0) || id < 420 {
            #expect(bulk[id] == single[id], "round \(round), id \(id)")
        }
    }
}

/// `duplicates(in:)` (one bit per id over a dense range, a set otherwise) reports what a set does:
/// each id seen again, once, in the order of its second occurrence.
@Test func duplicatesOfDenseAndSparseIdsMatchASetsAnswer() {
    var rng = SplitMix64(seed: 0xD0B)
    for round in 0..<2_000 {
        let spread = [10, 1_000, 1 << 40][round % 3]
        let ids = (0..<rng.int(0...60)).map { _ in rng.int(-spread...spread) }
        var seen = Set<Int>(), reported = Set<Int>(), expected: [Int] = []
        for id in ids where !seen.insert(id).inserted {
            if reported.insert(id).inserted { expected.append(id) }
        }
        #expect(DiffableSnapshot.duplicates(in: ids) == expected, "round \(round)")
    }
}
