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
