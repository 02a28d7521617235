/// Positions of a sectioned index space numbered consecutively, section by section, so one bit or
/// one array slot per item serves every section.
///
/// Models nothing in UIKit: it is how the update checks remember positions in linear memory
/// (`IndexPathSet`, `SnapshotChangeset.directMapping`) instead of hashing index paths.
struct FlatIndexSpace {
    let counts: [Int]
    /// start[s]: the flat number of item 0 of section s; start[counts.count] is the total.
    let start: [Int]
    var total: Int { start[counts.count] }

    /// Nil when a count is negative or the total overflows.
    init?(_ counts: [Int]) {
        var start = [0]
        start.reserveCapacity(counts.count + 1)
        for count in counts {
            guard count >= 0, case let (sum, false) = start[start.count - 1].addingReportingOverflow(count) else { return nil }
            start.append(sum)
        }
        self.counts = counts
        self.start = start
    }

    /// The flat number of `path`, nil when it is out of range.
    @inline(__always)
    func flat(_ path: IndexPath) -> Int? {
        guard path.section >= 0, path.section < counts.count, path.item >= 0, path.item < counts[path.section] else { return nil }
        return start[path.section] + path.item
    }
}

/// A fixed-size set of small non-negative integers, one bit each.
struct BitSet {
    private(set) var words: [UInt64]

    /// Room for `0..<count`.
    init(count: Int) { words = [UInt64](repeating: 0, count: count / 64 + 1) }

    /// Adds `value`; false when it was already there.
    @discardableResult @inline(__always)
    mutating func insert(_ value: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(value & 63)
        let old = words[value >> 6]
        words[value >> 6] = old | bit
        return old & bit == 0
    }

    @inline(__always)
    func contains(_ value: Int) -> Bool { words[value >> 6] & (1 << UInt64(value & 63)) != 0 }
}
