import Testing
@testable import CollectionEngine
import TestSupport

/// `SizeTree` against a dictionary: the same entries, prefix sums, searches and equality after
/// random inserts, replacements and removals.
@Suite struct SizeTreeTests {
    @Test(arguments: 0..<60) func matchesADictionary(seed: Int) {
        var rng = LayoutSplitMix64(seed: UInt64(seed))
        var tree = SizeTree()
        var reference: [Int: Size] = [:]
        let keySpace = [8, 64, 1000, 1_000_000][seed % 4]
        for step in 0..<Int.random(in: 1...400, using: &rng) {
            let key = Int.random(in: 0..<keySpace, using: &rng)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                tree.remove(key)
                reference[key] = nil
            } else {
                let size = Size(width: Double(Int.random(in: 0...3, using: &rng)) * 10,
                                height: Double(Int.random(in: 0...200, using: &rng)) / 2)
                tree.set(key, size)
                reference[key] = size
            }
            #expect(tree.count == reference.count)
            guard step % 7 == 0 else { continue }
            let sorted = reference.sorted { $0.key < $1.key }
            var entries: [(Int, Size)] = []
            tree.forEach { entries.append(($0, $1)) }
            #expect(entries.map(\.0) == sorted.map(\.key))
            #expect(entries.map(\.1) == sorted.map(\.value))
            let probe = Int.random(in: -1...keySpace, using: &rng)
            #expect(tree[probe] == reference[probe])
            let before = sorted.filter { $0.key < probe }
            let p = tree.prefix(before: probe)
            #expect(p.count == before.count)
            #expect(p.width == before.reduce(0) { $0 + $1.value.width })
            #expect(p.height == before.reduce(0) { $0 + $1.value.height })
            #expect(tree.first(atOrAfter: probe)?.key == sorted.first { $0.key >= probe }?.key)
            // last(where:) with a monotone predicate on the running height sum.
            let limit = Double(Int.random(in: 0...5000, using: &rng))
            let expected = sorted.indices.last { i in sorted[..<i].reduce(0) { $0 + $1.value.height } <= limit }
            let found = tree.last { _, _, before in before.height <= limit }
            #expect(found?.key == expected.map { sorted[$0].key })
            if let found, let i = expected { #expect(found.before.count == i) }
            // Uniformity counters.
            let widths = Set(reference.values.map(\.width))
            #expect(tree.allWidths(equal: 10) == (reference.isEmpty || widths == [10]))
            var rebuilt = SizeTree()
            for (k, v) in sorted.reversed() { rebuilt.set(k, v) }
            #expect(rebuilt == tree)
            #expect(rebuilt.hashValue == tree.hashValue)
        }
    }

    @Test func countsInvalidEntries() {
        var tree = SizeTree()
        tree.set(3, Size(width: -1, height: 5))
        #expect(tree.invalidCount == 1)
        tree.set(3, Size(width: 1, height: 5))
        #expect(tree.invalidCount == 0)
        tree.set(Int.max, Size(width: .infinity, height: 5))
        #expect(tree.invalidCount == 1)
        tree.remove(Int.max)
        #expect(tree.invalidCount == 0)
        tree.remove(3)
        #expect(tree.isEmpty && tree == SizeTree())
    }

    /// One override among a million items: the tree holds one entry, whatever the item count.
    @Test func aMillionEntriesStayLogarithmic() {
        var tree = SizeTree()
        for k in 0..<200_000 { tree.set(k * 5, Size(width: 390, height: Double(44 + k % 7))) }
        #expect(tree.count == 200_000)
        let p = tree.prefix(before: 500_000)
        #expect(p.count == 100_000)
        tree.set(5, Size(width: 390, height: 1000))
        #expect(tree.prefix(before: 6).height == 44 + 1000)
    }
}
