/// A set of index paths over a sectioned index space whose item counts are known: one bit per
/// position when the set is expected to be large, a hash set otherwise.
///
/// Models nothing in UIKit: it is how the validator remembers the positions a batch's moves name
/// (docs/updates.md §2.1 steps 3–5). A shuffle's batch names every item; hashing a million index
/// paths cost more than everything else in the apply, while one bit per position costs an array
/// write. A batch of a few operations keeps the hash set, so its validation stays O(operations)
/// and never touches memory in proportion to the items.
///
/// Rule: answers exactly as `Set<IndexPath>` would for any paths, in range or not — paths outside
/// `counts` (only invalid batches name them) and section operations' paths (item NSNotFound) go
/// to a hashed overflow set.
struct IndexPathSet {
    /// start[s]: the flat number of item 0 of section s (dense form only).
    private var start: [Int] = []
    private var counts: [Int] = []
    private var bits: [UInt64] = []
    private var hashed: Set<IndexPath> = []

    /// - Parameters:
    ///   - counts: the item counts of the space the paths live in.
    ///   - expected: about how many paths will be inserted; the dense form is used when they are at
    ///     least one for every 64 positions (the bits then cost no more than the hash set would).
    init(counts: [Int], expected: Int) {
        var start = [0]
        start.reserveCapacity(counts.count + 1)
        for count in counts {
            guard case let (sum, false) = start[start.count - 1].addingReportingOverflow(Swift.max(0, count)) else {
                hashed.reserveCapacity(expected)
                return
            }
            start.append(sum)
        }
        let total = start[start.count - 1]
        guard expected > 0, total / 64 <= expected else {
            hashed.reserveCapacity(expected)
            return
        }
        self.start = start
        self.counts = counts
        bits = [UInt64](repeating: 0, count: total / 64 + 1)
    }

    private func flat(_ path: IndexPath) -> Int? {
        guard !bits.isEmpty, path.section >= 0, path.section < counts.count, path.item >= 0,
              path.item < counts[path.section] else { return nil }
        return start[path.section] + path.item
    }

    /// Adds `path`; false when it was already there.
    @discardableResult
    mutating func insert(_ path: IndexPath) -> Bool {
        guard let flat = flat(path) else { return hashed.insert(path).inserted }
        let bit: UInt64 = 1 << UInt64(flat & 63)
        let old = bits[flat >> 6]
        bits[flat >> 6] = old | bit
        return old & bit == 0
    }

    func contains(_ path: IndexPath) -> Bool {
        guard let flat = flat(path) else { return hashed.contains(path) }
        return bits[flat >> 6] & (1 << UInt64(flat & 63)) != 0
    }
}
