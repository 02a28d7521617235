import CollectionEngine

/// Seeded inputs for the diff benchmarks: UUID-like string identifiers interned to Ints once
/// (outside the measured code), an old snapshot and an edited new one, in one section.
struct DiffFixture: Sendable {
    /// How the new snapshot differs from the old.
    enum Shape: String, CaseIterable, Sendable {
        /// DifferenceKit's benchmark shape: 10% deleted, 10% inserted, 2% of positions swapped.
        case differenceKit
        /// 1% of the items moved to random positions.
        case moves1Percent
        /// Every item at a random position.
        case shuffled
        /// The items in reverse order.
        case reversed
    }

    let old: DiffableSnapshot
    let new: DiffableSnapshot
    let oldIDs: [Int]
    let newIDs: [Int]

    init(count: Int, shape: Shape, seed: UInt64 = 0xD1FF) {
        var rng = BenchmarkRandom(seed: seed)
        var table = IdentifierTable()
        let ids = (0..<(count + count / 10)).map { _ in table.intern(Self.uuid(&rng)) }
        let oldIDs = Array(ids[0..<count])
        var newIDs: [Int]
        switch shape {
        case .differenceKit:
            var deleted = [Bool](repeating: false, count: count)
            for index in Array(0..<count).shuffled(using: &rng).prefix(count / 10) { deleted[index] = true }
            newIDs = oldIDs.indices.filter { !deleted[$0] }.map { oldIDs[$0] }
            newIDs = Self.scatter(Array(ids[count...]), into: newIDs, &rng)
            for _ in 0..<(count / 100) {
                let a = Int.random(in: 0..<newIDs.count, using: &rng)
                let b = Int.random(in: 0..<newIDs.count, using: &rng)
                newIDs.swapAt(a, b)
            }
        case .moves1Percent:
            var moving = [Bool](repeating: false, count: count)
            for index in Array(0..<count).shuffled(using: &rng).prefix(count / 100) { moving[index] = true }
            let movers = oldIDs.indices.filter { moving[$0] }.map { oldIDs[$0] }
            newIDs = Self.scatter(movers, into: oldIDs.indices.filter { !moving[$0] }.map { oldIDs[$0] }, &rng)
        case .shuffled:
            newIDs = oldIDs.shuffled(using: &rng)
        case .reversed:
            newIDs = oldIDs.reversed()
        }
        self.oldIDs = oldIDs
        self.newIDs = newIDs
        self.old = Self.snapshot(oldIDs)
        self.new = Self.snapshot(newIDs)
    }

    static func snapshot(_ items: [Int]) -> DiffableSnapshot {
        var snapshot = DiffableSnapshot()
        _ = try? snapshot.appendSections([0])
        _ = try? snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    /// Inserts `extra` at random positions of `base`.
    private static func scatter(_ extra: [Int], into base: [Int], _ rng: inout BenchmarkRandom) -> [Int] {
        var buckets = [[Int]](repeating: [], count: base.count + 1)
        for id in extra { buckets[Int.random(in: 0...base.count, using: &rng)].append(id) }
        var result: [Int] = []
        result.reserveCapacity(base.count + extra.count)
        for (index, id) in base.enumerated() {
            result.append(contentsOf: buckets[index])
            result.append(id)
        }
        result.append(contentsOf: buckets[base.count])
        return result
    }

    /// A random version-4-shaped UUID string, e.g. `1B4E28BA-2FA1-41D2-883F-0016D3CCA427`.
    static func uuid(_ rng: inout BenchmarkRandom) -> String {
        let hex = Array("0123456789ABCDEF")
        var text = ""
        text.reserveCapacity(36)
        for index in 0..<32 {
            if index == 8 || index == 12 || index == 16 || index == 20 { text.append("-") }
            text.append(hex[Int(rng.next() & 15)])
        }
        return text
    }
}

/// The engine's seeded SplitMix64: benchmarks are reproducible.
typealias BenchmarkRandom = SplitMix64
