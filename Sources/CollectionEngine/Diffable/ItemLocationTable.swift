/// Item id → where the item is (its section's id and its index in that section), for a snapshot.
///
/// Models: the identifier index of `NSDiffableDataSourceSnapshot` (what makes `indexPath(for:)`
/// and `sectionIdentifier(containingItem:)` O(1)).
///
/// Interned ids are dense (0, 1, 2, … in order of first use), so the table is an array indexed by
/// id holding `(section id + 1) << 32 | index` (0: absent) — 8 bytes an item, no hashing: a
/// million-item shuffle rewrites it in one pass, and a copy is one memcpy. The array grows
/// geometrically to the largest id seen. An id or section id it cannot hold densely (negative,
/// beyond 4 × the items + 4096, a section id ≥ 2^31, an index ≥ 2^32) turns the table into a
/// dictionary for good, as sparse test ids may.
struct ItemLocationTable: Sendable {
    private var dense: [UInt64] = []
    private var sparse: [Int: DiffableSnapshot.ItemLocation]?
    /// Present entries (for the density bound).
    private(set) var count = 0

    init() {}

    /// True while the table is an array indexed by id.
    var isDense: Bool { sparse == nil }

    /// The array indexed by id while the table is dense (shared, not copied): entry
    /// `(section id + 1) << 32 | index`, 0 when absent. Nil once sparse.
    var denseEntries: [UInt64]? { sparse == nil ? dense : nil }

    subscript(item: Int) -> DiffableSnapshot.ItemLocation? {
        get {
            if let sparse { return sparse[item] }
            guard item >= 0, item < dense.count else { return nil }
            let packed = dense[item]
            guard packed != 0 else { return nil }
            return DiffableSnapshot.ItemLocation(section: Int(packed >> 32) - 1, index: Int(packed & 0xFFFF_FFFF))
        }
        set {
            if sparse != nil {
                let old = newValue.map { sparse!.updateValue($0, forKey: item) } ?? sparse!.removeValue(forKey: item)
                count += (newValue != nil ? 1 : 0) - (old != nil ? 1 : 0)
                return
            }
            guard let newValue else {
                guard item >= 0, item < dense.count, dense[item] != 0 else { return }
                dense[item] = 0
                count -= 1
                return
            }
            guard item >= 0, newValue.section >= 0, newValue.section < Int(Int32.max), newValue.index >= 0,
                  newValue.index <= Int(UInt32.max), item < dense.count || item < densityLimit else {
                becomeSparse()
                self[item] = newValue
                return
            }
            if item >= dense.count {
                let grown = Swift.max(item + 1, Swift.min(2 * dense.count, densityLimit))
                dense.append(contentsOf: repeatElement(0, count: grown - dense.count))
            }
            if dense[item] == 0 { count += 1 }
            dense[item] = UInt64(newValue.section + 1) << 32 | UInt64(newValue.index)
        }
    }

    /// Records `items[k]` at index k of section `section` for every k in `range`: the subscript's
    /// setter in bulk (one pass over an unchecked buffer when the ids fit the dense form).
    mutating func place(_ items: [Int], in range: Range<Int>, section: Int) {
        guard !range.isEmpty else { return }
        let slice = items[range]
        guard sparse == nil, section >= 0, section < Int(Int32.max), range.upperBound <= Int(UInt32.max) + 1,
              let low = slice.min(), let high = slice.max(), low >= 0,
              high < dense.count || high < 4 * Swift.max(count + range.count, expected) + 4096 else {
            for k in range { self[items[k]] = DiffableSnapshot.ItemLocation(section: section, index: k) }
            return
        }
        if high >= dense.count {
            let grown = Swift.max(high + 1, Swift.min(2 * dense.count, 4 * Swift.max(count + range.count, expected) + 4096))
            dense.append(contentsOf: repeatElement(0, count: grown - dense.count))
        }
        let sectionBits = UInt64(section + 1) << 32
        var added = 0
        dense.withUnsafeMutableBufferPointer { table in
            items.withUnsafeBufferPointer { items in
                for k in range {
                    let id = items[k]   // 0 <= id <= high < table.count: checked above
                    if table[id] == 0 { added += 1 }
                    table[id] = sectionBits | UInt64(k)
                }
            }
        }
        count += added
    }

    /// The entries the table expects (what `reserveCapacity` was last told), or the dictionary's capacity.
    var capacity: Int { sparse?.capacity ?? expected }
    private var expected = 0

    /// The largest id (exclusive) kept densely: 4 × the entries present or expected, + 4096.
    private var densityLimit: Int { 4 * Swift.max(count + 1, expected) + 4096 }

    /// Makes room for `capacity` entries: a bulk append of fresh ids may then come in any order.
    mutating func reserveCapacity(_ capacity: Int) {
        if sparse != nil { sparse?.reserveCapacity(capacity); return }
        expected = Swift.max(expected, capacity)
    }

    private mutating func becomeSparse() {
        var table: [Int: DiffableSnapshot.ItemLocation] = [:]
        table.reserveCapacity(count)
        for (item, packed) in dense.enumerated() where packed != 0 {
            table[item] = DiffableSnapshot.ItemLocation(section: Int(packed >> 32) - 1, index: Int(packed & 0xFFFF_FFFF))
        }
        dense = []
        sparse = table
    }
}
