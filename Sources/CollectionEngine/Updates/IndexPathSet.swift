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
    /// The dense form: the space's positions, one bit each (nil: the hashed form only).
    private var space: FlatIndexSpace?
    private var bits = BitSet(count: 0)
    private var hashed: Set<IndexPath> = []

    /// - Parameters:
    ///   - counts: the item counts of the space the paths live in.
    ///   - expected: about how many paths will be inserted; the dense form is used when they are at
    ///     least one for every 64 positions (the bits then cost no more than the hash set would).
    init(counts: [Int], expected: Int) {
        guard expected > 0, let space = FlatIndexSpace(counts), space.total / 64 <= expected else {
            hashed.reserveCapacity(Swift.max(0, expected))
            return
        }
        self.space = space
        bits = BitSet(count: space.total)
    }

    /// Adds `path`; false when it was already there.
    @discardableResult
    mutating func insert(_ path: IndexPath) -> Bool {
        guard let flat = space?.flat(path) else { return hashed.insert(path).inserted }
        return bits.insert(flat)
    }

    func contains(_ path: IndexPath) -> Bool {
        guard let flat = space?.flat(path) else { return hashed.contains(path) }
        return bits.contains(flat)
    }
}
