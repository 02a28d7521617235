import Testing
@testable import CollectionEngine
import TestSupport

/// `SizeTree.openGap(at:)` / `closeGap(at:)` (renumbering by ±1, lazily) against a plain array of
/// optional sizes with `insert(nil, at:)` / `remove(at:)`, mixed with sets and removals.
@Suite struct SizeTreeGapTests {
    @Test(arguments: 0..<40) func matchesAnArray(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        var tree = SizeTree()
        var reference: [Size?] = Array(repeating: nil, count: 1 + rng.below(50))
        for step in 0..<(1 + rng.below(300)) {
            let key = rng.below(reference.count + 1)
            switch rng.below(5) {
            case 0:
                tree.openGap(at: key)
                reference.insert(nil, at: min(key, reference.count))
            case 1 where key < reference.count && reference.count > 1:
                tree.closeGap(at: key)
                reference.remove(at: key)
            case 2 where key < reference.count:
                tree.remove(key)
                reference[key] = nil
            default:
                guard key < reference.count else { continue }
                let size = Size(width: Double(rng.below(4)) * 10, height: Double(rng.below(200)) / 2)
                tree.set(key, size)
                reference[key] = size
            }
            let entries = reference.enumerated().compactMap { k, s in s.map { (k, $0) } }
            #expect(tree.count == entries.count)
            guard step % 5 == 0 else { continue }
            var seen: [(Int, Size)] = []
            tree.forEach { seen.append(($0, $1)) }
            #expect(seen.map(\.0) == entries.map(\.0))
            #expect(seen.map(\.1) == entries.map(\.1))
            let probe = rng.below(reference.count + 1)
            #expect(tree[probe] == (probe < reference.count ? reference[probe] : nil))
            let before = entries.filter { $0.0 < probe }
            #expect(tree.prefix(before: probe).count == before.count)
            #expect(tree.prefix(before: probe).height == before.reduce(0) { $0 + $1.1.height })
            #expect(tree.first(atOrAfter: probe)?.key == entries.first { $0.0 >= probe }?.0)
            let limit = Double(rng.below(3000))
            let expectedLast = entries.indices.last { i in entries[..<i].reduce(0) { $0 + $1.1.height } <= limit }
            #expect(tree.last { _, _, p in p.height <= limit }?.key == expectedLast.map { entries[$0].0 })
        }
    }

    /// Shifting a million-entry tree costs a split and a merge, not a pass over the entries.
    @Test func gapsAtScale() {
        var tree = SizeTree()
        for k in stride(from: 0, to: 1_000_000, by: 10) { tree.set(k, Size(width: 1, height: Double(k % 7))) }
        for _ in 0..<1000 { tree.openGap(at: 0) }
        for _ in 0..<500 { tree.closeGap(at: 3) }
        #expect(tree.count == 100_000)
        #expect(tree[500] == Size(width: 1, height: 0))
        #expect(tree[510] == Size(width: 1, height: 3))
        #expect(tree.first(atOrAfter: 0)?.key == 500)
    }
}
