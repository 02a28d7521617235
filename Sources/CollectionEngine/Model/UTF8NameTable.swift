/// Names as UTF-8 bytes: every entry's bytes back to back in one arena, found through an
/// open-addressing hash index (power-of-two capacity, load ≤ 1/2, linear probing) whose slots hold
/// a 32-bit fingerprint of the entry's hash and the entry's number. A hit compares bytes in the
/// arena, never a `String`; growth re-places the stored hashes, never hashes a name again.
///
/// Entries are numbered in the order they are appended and removed only from the end
/// (`removeLast`), which keeps linear probing exact without tombstones: an entry's probe run only
/// ever crosses slots filled before it, so clearing the newest entry's slot restores the index as
/// it was before that entry came (growth re-places entries in entry order, as if appended anew).
///
/// Byte equality is name equality only for names whose scalars are all ASCII (`IdentifierTable`
/// decides which names come here); the hash is internal and never reaches the output.
struct UTF8NameTable: Sendable {
    /// Every entry's bytes, back to back: entry `e` is `arena[offsets[e] ..< offsets[e + 1]]`.
    private var arena: [UInt8] = []
    private var offsets: [Int] = [0]
    /// Each entry's hash with its top bit set (0 for an entry kept out of the index), so growth
    /// re-places entries from these words without touching their bytes.
    private var hashes: [UInt64] = []
    /// 0 = empty; otherwise (the hash's top 32 bits) << 32 | (entry + 1).
    private var slots: [UInt64] = []
    private var indexedCount = 0

    /// Entries beyond this are not indexed (the slot keeps the entry number in 32 bits).
    static let maximumIndexedEntries = Int(UInt32.max) - 1

    var count: Int { hashes.count }

    /// The hash of `bytes` and whether every byte is ASCII: 8-byte words mixed by a 64×64→128-bit
    /// multiply (wyhash's `mum`), the last partial word read as an overlapping load.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
        let n = bytes.count
        var h: UInt64 = 0x243F_6A88_85A3_08D3 ^ (UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15)
        guard n > 0, let base = bytes.baseAddress else { return (mix(h, 0xA076_1D64_78BD_642F), true) }
        let raw = UnsafeRawPointer(base)
        var high: UInt64 = 0
        if n >= 8 {
            var i = 0
            while i + 8 <= n {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                high |= word
                h = mix(h ^ word, 0xA076_1D64_78BD_642F)
                i += 8
            }
            if i < n {
                // The last 8 bytes, shifted so only the bytes not yet mixed remain.
                let word = raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) >> UInt64(8 * (8 - (n - i)))
                high |= word
                h = mix(h ^ word, 0xE703_7ED1_A0B4_28DB)
            }
        } else {
            var word: UInt64 = 0
            for i in 0..<n { word |= UInt64(base[i]) << UInt64(8 * i) }
            high = word
            h = mix(h ^ word, 0xE703_7ED1_A0B4_28DB)
        }
        return (mix(h, 0x8EBC_6AF0_9C88_C6E3), high & 0x8080_8080_8080_8080 == 0)
    }

    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// Where a probe for a name ended: the entry holding it, or the empty slot it would take.
    enum Probe {
        case found(entry: Int)
        case absent(slot: Int)
    }

    /// Looks `bytes` (hashed to `hash` by `hash(_:)`) up in the index.
    func probe(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Probe {
        guard !slots.isEmpty else { return .absent(slot: -1) }
        let stored = hash | (1 << 63)
        let tag = stored >> 32
        let mask = slots.count - 1
        return slots.withUnsafeBufferPointer { slots in
            offsets.withUnsafeBufferPointer { offsets in
                arena.withUnsafeBufferPointer { arena in
                    var i = Int(truncatingIfNeeded: stored) & mask
                    while true {
                        let slot = slots[i]
                        if slot == 0 { return .absent(slot: i) }
                        if slot >> 32 == tag {
                            let entry = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                            let start = offsets[entry]
                            if offsets[entry + 1] - start == bytes.count,
                               Self.equal(bytes, UnsafeBufferPointer(rebasing: arena[start..<start + bytes.count])) {
                                return .found(entry: entry)
                            }
                        }
                        i = (i + 1) & mask
                    }
                }
            }
        }
    }

    /// Reads ahead for a batch of lookups (`hashes`: each name's `hash(_:)`): the index slot each
    /// starts at, then the offsets of the first entry from there whose fingerprint matches, then
    /// the first and last byte of that entry — each step for the whole batch before the next, so the
    /// batch's cache misses overlap instead of following one another. Changes nothing; returns a
    /// value mixed from what it read (to be kept, so the reads are not optimised away).
    func readAhead(_ hashes: UnsafeBufferPointer<UInt64>) -> UInt64 {
        guard !slots.isEmpty else { return 0 }
        let mask = slots.count - 1
        // Per lookup, as each step learns it: the home slot, then the entry (+ 1, or 0), then the entry's byte span.
        return withUnsafeTemporaryAllocation(of: (Int, Int).self, capacity: hashes.count) { steps in
            slots.withUnsafeBufferPointer { slots in
                offsets.withUnsafeBufferPointer { offsets in
                    arena.withUnsafeBufferPointer { arena in
                        var mixed: UInt64 = 0
                        for k in hashes.indices {   // the slot each starts at
                            let home = Int(truncatingIfNeeded: hashes[k] | (1 << 63)) & mask
                            mixed &+= slots[home]
                            steps[k] = (home, 0)
                        }
                        for k in hashes.indices {   // the first entry from there whose fingerprint matches
                            let tag = (hashes[k] | (1 << 63)) >> 32
                            var i = steps[k].0
                            var entryPlusOne = 0
                            while slots[i] != 0 {
                                if slots[i] >> 32 == tag { entryPlusOne = Int(truncatingIfNeeded: slots[i] & 0xFFFF_FFFF); break }
                                i = (i + 1) & mask
                            }
                            steps[k] = (entryPlusOne, 0)
                        }
                        for k in hashes.indices where steps[k].0 > 0 {   // the entry's bytes
                            let entry = steps[k].0 - 1
                            steps[k] = (offsets[entry], offsets[entry + 1])
                        }
                        for k in hashes.indices where steps[k].1 > steps[k].0 {   // their first and last byte
                            mixed &+= UInt64(arena[steps[k].0]) &+ UInt64(arena[steps[k].1 - 1])
                        }
                        return mixed
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = a.count
        guard n > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        let ra = UnsafeRawPointer(pa)
        let rb = UnsafeRawPointer(pb)
        var i = 0
        while i + 8 <= n {
            if ra.loadUnaligned(fromByteOffset: i, as: UInt64.self) != rb.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
            i += 8
        }
        while i < n {
            if pa[i] != pb[i] { return false }
            i += 1
        }
        return true
    }

    /// Appends `bytes` as a new entry and indexes it; `slot` is the empty slot `probe` returned
    /// for the same bytes (re-probed if the index grows). Returns the entry's number.
    mutating func appendIndexed(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, slot: Int) -> Int {
        let entry = hashes.count
        let stored = hash | (1 << 63)
        arena.append(contentsOf: bytes)
        offsets.append(arena.count)
        hashes.append(stored)
        indexedCount += 1
        if indexedCount * 2 > slots.count {
            grow(to: Swift.max(16, slots.count * 2))   // places the new entry too
        } else {
            slots[slot >= 0 ? slot : emptySlot(for: stored)] = (stored >> 32) << 32 | UInt64(truncatingIfNeeded: entry + 1)
        }
        return entry
    }

    /// Appends an entry that is not indexed (a name found another way); it holds no bytes.
    mutating func appendUnindexed() -> Int {
        let entry = hashes.count
        offsets.append(arena.count)
        hashes.append(0)
        return entry
    }

    /// Removes the newest entry (and its slot: see the type's note on why this is exact).
    mutating func removeLast() {
        guard let stored = hashes.last else { return }
        let entry = hashes.count - 1
        if stored != 0 {
            let mask = slots.count - 1
            let wanted = (stored >> 32) << 32 | UInt64(truncatingIfNeeded: entry + 1)
            var i = Int(truncatingIfNeeded: stored) & mask
            while slots[i] != 0 {
                if slots[i] == wanted { slots[i] = 0; break }
                i = (i + 1) & mask
            }
            indexedCount -= 1
        }
        hashes.removeLast()
        offsets.removeLast()
        arena.removeSubrange(offsets[offsets.count - 1]...)
    }

    /// Makes room for `total` entries (indexed) without growing the index again. Grows
    /// geometrically, so many small reservations stay linear.
    mutating func reserveCapacity(_ total: Int) {
        guard total > count else { return }
        if hashes.capacity < total {
            let target = Swift.max(total, 2 * hashes.capacity)
            hashes.reserveCapacity(target)
            offsets.reserveCapacity(target + 1)
            if count > 0 {
                let (bytes, overflow) = (arena.count / count + 1).multipliedReportingOverflow(by: target)
                if !overflow, bytes < 1 << 32, bytes > arena.capacity { arena.reserveCapacity(bytes) }
            }
        }
        var capacity = Swift.max(16, slots.count)
        while capacity / 2 < total, capacity < 1 << 40 { capacity *= 2 }
        if capacity > slots.count { grow(to: capacity) }
    }

    /// Makes room in the arena for `bytes` more bytes of names, if it has not, in one allocation
    /// (at most 4 GiB in all: beyond, appends grow it as they go).
    mutating func reserveArena(forMore bytes: Int) {
        let (total, overflow) = arena.count.addingReportingOverflow(bytes)
        guard !overflow, total <= 1 << 32, total > arena.capacity else { return }
        arena.reserveCapacity(total)
    }

    /// Whether `entry` is an indexed entry holding exactly `bytes` (any entry number is safe to ask about).
    @inline(__always)
    func hasBytes(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry >= 0, entry < hashes.count, hashes[entry] != 0 else { return false }
        let start = offsets[entry]
        guard offsets[entry + 1] - start == bytes.count else { return false }
        return arena.withUnsafeBufferPointer { Self.equal(bytes, UnsafeBufferPointer(rebasing: $0[start..<start + bytes.count])) }
    }

    /// Whether entry `entry` was indexed (its bytes are its name).
    func isIndexed(_ entry: Int) -> Bool { hashes[entry] != 0 }

    /// The bytes of entry `entry`, read in place.
    func withBytes<R>(of entry: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        arena.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[offsets[entry]..<offsets[entry + 1]])) }
    }

    /// Entry `entry`'s bytes as a string.
    func string(_ entry: Int) -> String {
        withBytes(of: entry) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether entry `entry` holds the same bytes as `other`'s entry `otherEntry`.
    func sameBytes(_ entry: Int, as other: UTF8NameTable, _ otherEntry: Int) -> Bool {
        withBytes(of: entry) { mine in other.withBytes(of: otherEntry) { theirs in
            mine.count == theirs.count && Self.equal(mine, theirs)
        } }
    }

    /// Rebuilds the index at `capacity` slots, placing entries in entry order from their stored hashes.
    private mutating func grow(to capacity: Int) {
        slots = Array(repeating: 0, count: capacity)
        let mask = capacity - 1
        slots.withUnsafeMutableBufferPointer { slots in
            for (entry, stored) in hashes.enumerated() where stored != 0 {
                var i = Int(truncatingIfNeeded: stored) & mask
                while slots[i] != 0 { i = (i + 1) & mask }
                slots[i] = (stored >> 32) << 32 | UInt64(truncatingIfNeeded: entry + 1)
            }
        }
    }

    private func emptySlot(for stored: UInt64) -> Int {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: stored) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        return i
    }
}
