import Testing
@testable import CollectionEngine
import TestSupport

/// `RankedBitSet` against a sorted list of its members: membership, members below a position,
/// the k-th non-member after a start (what `UpdateSlotPlan.freeSlot` answers for a list), and the
/// members of a range, over sets of several words, empty and full words included.
@Test func rankedBitSetAnswersLikeASortedListOfItsMembers() {
    var rng = SplitMix64(seed: 0xB175_E7)
    for round in 0..<150 {
        let count = rng.int(0...300)
        // Densities from empty to full, so whole words of zeros and of ones occur.
        let density = [0, 1, 2, 5, 8, 10][round % 6]
        var bits = BitSet(count: count)
        var members: [Int] = []
        for position in 0..<count where rng.int(1...10) <= density {
            bits.insert(position)
            members.append(position)
        }
        let set = RankedBitSet(bits)
        #expect(set.count == members.count)
        for position in -2...(count + 70) {
            #expect(set.contains(position) == members.contains(position), "contains \(position)")
            #expect(set.rank(position) == members.filter { $0 < position }.count, "rank \(position)")
        }
        for _ in 0..<20 {
            let start = rng.int(0...count), end = rng.int(start...count)
            let inRange = members.filter { $0 >= start && $0 < end }.map { $0 - start }
            #expect(set.offsets(in: start..<end) == inRange, "offsets \(start)..<\(end)")
            for k in -1...(end - start + 1) {
                let free = UpdateSlotPlan<Int>.freeSlot(rank: k, around: inRange)
                let expected = k >= 0 && free < end - start ? start + free : nil
                #expect(set.nonMember(k, from: start, below: end) == expected, "non-member \(k) from \(start) below \(end)")
            }
        }
    }
}
