import Testing
@testable import CollectionEngine
import TestSupport

/// `IndexPathSet` (one bit per position for many paths, hashed for few or out-of-range ones)
/// answers every insert and lookup exactly as `Set<IndexPath>` does.
@Test func indexPathSetAnswersLikeASetOfIndexPaths() {
    var rng = SplitMix64(seed: 0x1D_5E7)
    for round in 0..<3_000 {
        let counts = (0..<rng.int(0...5)).map { _ in rng.int(-1...40) }
        let operations = rng.int(0...120)
        // Sometimes too few paths for the bits, sometimes plenty.
        var set = IndexPathSet(counts: counts, expected: round % 4 == 0 ? rng.int(0...2) : operations)
        var reference = Set<IndexPath>()
        func anyPath(_ rng: inout SplitMix64) -> IndexPath {
            switch rng.int(0...9) {
            case 0: return IndexPath(rng.int(-2...counts.count + 1), rng.int(-2...45))
            case 1: return IndexPath(rng.int(0...max(0, counts.count - 1)), QueuedUpdateItem.notFound)
            default:
                let s = counts.isEmpty ? 0 : rng.int(0...counts.count - 1)
                return IndexPath(s, rng.int(0...max(0, (counts.isEmpty ? 0 : counts[s]) - 1)))
            }
        }
        for _ in 0..<operations {
            let path = anyPath(&rng)
            if rng.int(0...2) == 0 {
                #expect(set.contains(path) == reference.contains(path), "round \(round) \(path)")
            } else {
                #expect(set.insert(path) == reference.insert(path).inserted, "round \(round) \(path)")
            }
        }
        for _ in 0..<50 {
            let path = anyPath(&rng)
            #expect(set.contains(path) == reference.contains(path), "round \(round) \(path)")
        }
    }
}
