/// Names as UTF-8 bytes: every entry's record back to back in one arena, found through an
/// open-addressing hash index (power-of-two capacity, load ≤ 1/2, linear probing) whose slots hold
/// a 24-bit fingerprint of the entry's hash and where its record starts. A record is the entry's
/// number and byte count, then its bytes, so a hit is two reads — the slot, then the record — and
/// compares bytes, never a `String`. Growth re-places entries from their stored hashes, never
/// hashes a name again.
///
/// Entries are numbered in the order they are appended and removed only from the end
/// (`removeLast`). Slots need not be filled in entry order (a long list of new names fills its
/// slots part by part on two threads, `built(appending:to:firstID:refusingShaped:)`), so a removed
/// entry's slot is emptied by backward shift, which keeps linear probing exact without tombstones
/// whatever order the slots were filled in: each later slot of the run whose entry's home is not
/// between the hole and it moves back into the hole.
///
/// Byte equality is name equality only for names whose scalars are all ASCII (`IdentifierTable`
/// decides which names come here); the hash is internal and never reaches the output.
struct UTF8NameTable: Sendable {
    /// Every entry's record, back to back: entry `e`'s is `arena[offsets[e] ..< offsets[e + 1]]`.
    /// An indexed entry's record is an 8-byte header — its entry number in the low 32 bits of a
    /// little-endian `UInt64`, its byte count in the high 32 — then its bytes. An entry kept out of
    /// the index has an empty record.
    private var arena: [UInt8] = []
    private var offsets: [Int] = [0]
    /// 0 = empty; otherwise (the hash's top 24 bits) << 40 | (the record's offset in the arena + 1).
    private var slots: [UInt64] = []
    /// Each entry's hash (0 for an entry kept out of the index), so growth and `removeLast` find
    /// an entry's slot without reading or hashing its bytes.
    private var hashes: [UInt64] = []
    private var indexedCount = 0
    /// How many slots `removeLast` has emptied (for `indexVersion`).
    private var removals = 0

    /// Entries beyond this are not indexed (a record keeps the entry number in 32 bits).
    static let maximumIndexedEntries = Int(UInt32.max) - 1
    static let headerSize = 8
    /// A slot keeps a record's offset (+ 1) in its low 40 bits: the arena's records start below 1 TiB.
    static let offsetBits: UInt64 = 40
    static let offsetMask: UInt64 = (1 << 40) - 1

    init() {}

    /// A table of `offsets.count - 1` entries, `indexedCount` of them indexed, whose records,
    /// index and hashes were built elsewhere (`built(appending:to:firstID:refusingShaped:)`) in
    /// this type's layout, to replace `replaced`: its index version differs from `replaced`'s, so
    /// an empty slot a probe of `replaced` returned is never taken for one of this index.
    init(arena: [UInt8], offsets: [Int], slots: [UInt64], hashes: [UInt64], indexedCount: Int, replacing replaced: UTF8NameTable) {
        (self.arena, self.offsets, self.slots, self.hashes) = (arena, offsets, slots, hashes)
        self.indexedCount = indexedCount
        removals = replaced.removals &+ 1
    }

    var count: Int { offsets.count - 1 }

    /// The records, end offsets and hashes, read in place (`built(appending:to:firstID:refusingShaped:)` copies them).
    func withStorage<R>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<UInt64>) -> R) -> R {
        arena.withUnsafeBufferPointer { arena in
            offsets.withUnsafeBufferPointer { offsets in hashes.withUnsafeBufferPointer { hashes in body(arena, offsets, hashes) } }
        }
    }

    /// Whether a new name of `byteCount` bytes can be indexed: fewer than `maximumIndexedEntries`
    /// entries, a byte count that fits the header, and a record that starts where a slot can say.
    func canIndex(byteCount: Int) -> Bool {
        count < Self.maximumIndexedEntries && byteCount <= Int(UInt32.max)
            && arena.count < Int(Self.offsetMask) - 1
    }

    /// The hash of `bytes` and whether every byte is ASCII, after wyhash: 16 bytes per
    /// 64×64→128-bit multiply (`mix` of two words, each with a constant or the running seed), in
    /// two independent lanes of 16 for names over 48 bytes, and the last 16 bytes (or fewer) read
    /// as overlapping loads, so no length needs a byte loop. Two multiplies for a name of up to 16
    /// bytes, four for a 36-byte UUID (six when it mixed one word at a time).
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
        let n = bytes.count
        var seed: UInt64 = 0x243F_6A88_85A3_08D3 ^ (UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15)
        guard n > 0, let base = bytes.baseAddress else { return (mix(seed, 0xA076_1D64_78BD_642F), true) }
        // Invariant: every load below lies within `bytes` (n > 0 here): each branch reads only
        // offsets its own test on n keeps inside 0 ..< n.
        let raw = UnsafeRawPointer(base)
        var high: UInt64 = 0
        let a: UInt64, b: UInt64
        if n > 16 {
            var i = 0
            if n > 48 {
                var other = seed
                while n - i > 32 {
                    // Invariant: i + 32 < n, so the four 8-byte loads end inside `bytes`.
                    let w0 = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    let w1 = raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                    let w2 = raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                    let w3 = raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                    high |= w0 | w1 | w2 | w3
                    seed = mix(w0 ^ 0xA076_1D64_78BD_642F, w1 ^ seed)
                    other = mix(w2 ^ 0xE703_7ED1_A0B4_28DB, w3 ^ other)
                    i += 32
                }
                seed ^= other
            }
            while n - i > 16 {
                // Invariant: i + 16 < n.
                let w0 = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let w1 = raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                high |= w0 | w1
                seed = mix(w0 ^ 0xA076_1D64_78BD_642F, w1 ^ seed)
                i += 16
            }
            // Invariant: n > 16, so n - 16 > 0 (these overlap what the loops read).
            a = raw.loadUnaligned(fromByteOffset: n - 16, as: UInt64.self)
            b = raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        } else if n >= 8 {
            a = raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
            b = raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        } else if n >= 4 {
            a = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            b = UInt64(raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self))
        } else {
            // Invariant: 1 ≤ n ≤ 3, so 0, n >> 1 and n - 1 are all below n.
            a = UInt64(base[0]) << 16 | UInt64(base[n >> 1]) << 8 | UInt64(base[n - 1])
            b = 0
        }
        high |= a | b
        let h = mix(a ^ 0xE703_7ED1_A0B4_28DB, b ^ seed)
        return (mix(h ^ 0xA076_1D64_78BD_642F, 0x8EBC_6AF0_9C88_C6E3 ^ UInt64(truncatingIfNeeded: n)), high & 0x8080_8080_8080_8080 == 0)
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

    @inline(__always)
    static func slotValue(hash: UInt64, record: Int) -> UInt64 {
        (hash >> offsetBits) << offsetBits | UInt64(truncatingIfNeeded: record + 1)
    }

    /// The entry whose record starts at `record`, if it holds exactly `bytes`.
    @inline(__always)
    static func entry(at record: Int, in arena: UnsafeBufferPointer<UInt8>, holding bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // Invariant: the header load and the byte range are inside `arena` by the two guards, for
        // `record` ≥ 0 (a stale lead gives nil, never a read out of bounds). `record` is never
        // negative: callers pass a nonzero slot's offset field − 1 (`slotValue` stores offset + 1)
        // or a positive lead − 1.
        guard let base = arena.baseAddress, record + headerSize <= arena.count else { return nil }
        let header = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: record, as: UInt64.self))
        let start = record + headerSize
        guard Int(truncatingIfNeeded: header >> 32) == bytes.count, start + bytes.count <= arena.count,
              equal(bytes, UnsafeBufferPointer(rebasing: arena[start ..< start + bytes.count])) else { return nil }
        return Int(truncatingIfNeeded: header & 0xFFFF_FFFF)
    }

    /// Looks `bytes` (hashed to `hash` by `hash(_:)`) up in the index.
    func probe(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Probe {
        guard !slots.isEmpty else { return .absent(slot: -1) }
        let tag = hash >> Self.offsetBits
        let mask = slots.count - 1
        // Invariant: `slots.count` is a power of two (16 or more, doubled by `grow`), so `& mask`
        // keeps `i` inside `slots`; the load is at most ½ (`appendIndexed` grows before it passes),
        // so an empty slot ends every probe.
        return slots.withUnsafeBufferPointer { slots in
            arena.withUnsafeBufferPointer { arena in
                var i = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let slot = slots[i]
                    if slot == 0 { return .absent(slot: i) }
                    if slot >> Self.offsetBits == tag,
                       let entry = Self.entry(at: Int(truncatingIfNeeded: slot & Self.offsetMask) - 1, in: arena, holding: bytes) {
                        return .found(entry: entry)
                    }
                    i = (i + 1) & mask
                }
            }
        }
    }

    /// Starts a batch of lookups (`hashes`: each name's `hash(_:)`; `lengths`: its byte count),
    /// each step for the whole batch before the next, so the batch's cache misses overlap instead
    /// of following one another: the index slot each starts at, then the first slot from there
    /// that is empty or whose fingerprint matches, then for a match the record's header and the
    /// byte where the name would end. Writes each lookup's lead for `probe(_:hash:lead:)` into
    /// `leads` (record offset + 1 for a matching fingerprint, −(slot + 1) for an empty slot, 0 for
    /// none: no index yet, or a lead past `hashes` or `lengths`). Changes nothing; returns a value
    /// mixed from what it read (to be kept, so the reads are not optimised away).
    func probeAhead(_ hashes: UnsafeBufferPointer<UInt64>, lengths: UnsafeBufferPointer<Int>,
                    leads: UnsafeMutableBufferPointer<Int>) -> UInt64 {
        for k in leads.indices { leads[k] = 0 }   // no lead: a whole probe
        let lookups = 0 ..< Swift.min(hashes.count, lengths.count, leads.count)
        guard !slots.isEmpty else { return 0 }
        let mask = slots.count - 1
        // Invariant: as in `probe(_:hash:)` — a power-of-two index at most half full, so `& mask`
        // stays inside it and the second loop stops at an empty slot. Every nonzero slot holds the
        // offset (+ 1) of a record start in this arena, so `arena[record]` is inside it; `last` is
        // clamped to the arena.
        return slots.withUnsafeBufferPointer { slots in
            arena.withUnsafeBufferPointer { arena in
                var mixed: UInt64 = 0
                for k in lookups {   // the slot each starts at
                    let home = Int(truncatingIfNeeded: hashes[k]) & mask
                    mixed &+= slots[home]
                    leads[k] = home
                }
                for k in lookups {   // the first slot from there that is empty or matches
                    let tag = hashes[k] >> Self.offsetBits
                    var i = leads[k]
                    while slots[i] != 0, slots[i] >> Self.offsetBits != tag { i = (i + 1) & mask }
                    leads[k] = slots[i] == 0 ? -(i + 1) : Int(truncatingIfNeeded: slots[i] & Self.offsetMask)
                }
                for k in lookups where leads[k] > 0 {   // the record's header and where the name would end
                    let record = leads[k] - 1
                    let last = Swift.min(record &+ Self.headerSize &+ lengths[k], arena.count) - 1
                    mixed &+= UInt64(arena[record]) &+ UInt64(arena[last])
                }
                return mixed
            }
        }
    }

    /// `probe(_:hash:)` from where `probeAhead` left it (`lead`), on the same table unchanged
    /// since: an empty slot is the answer; a record is compared, and only a fingerprint that
    /// matched another name's probes on.
    func probe(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, lead: Int) -> Probe {
        if lead < 0 { return .absent(slot: -(lead + 1)) }
        if lead > 0, let entry = arena.withUnsafeBufferPointer({ Self.entry(at: lead - 1, in: $0, holding: bytes) }) {
            return .found(entry: entry)
        }
        return probe(bytes, hash: hash)
    }

    /// Precondition: `b.count >= a.count` (every caller passes two buffers of the same count):
    /// `b` is read at `a`'s offsets without a check.
    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
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

    /// Slot `slot`'s value (0 for a slot out of range), read only to have its cache line at hand.
    func readSlot(_ slot: Int) -> UInt64 { slot >= 0 && slot < slots.count ? slots[slot] : 0 }

    /// Which index a probe's slot belongs to: it changes when the index is rebuilt or a slot
    /// emptied, so a slot a probe returned stays meaningful only while this is the same.
    var indexVersion: IndexVersion { IndexVersion(capacity: slots.count, removals: removals) }

    struct IndexVersion: Equatable {
        fileprivate var capacity: Int
        fileprivate var removals: Int
    }

    /// Whether `slot`, the empty slot a probe returned under `version`, is still where that name
    /// would go: the index is the same one with only slots filled since, and this one still empty.
    /// (Linear probing fills the first empty slot of a run, so the occupied run before `slot` is
    /// unchanged; and had the same name been appended since, it would be in `slot`.) A probe again
    /// would return `slot`.
    func isEmpty(_ slot: Int, since version: IndexVersion) -> Bool {
        version == indexVersion && slot >= 0 && slot < slots.count && slots[slot] == 0
    }

    /// Appends `bytes` as a new entry and indexes it; `slot` is the empty slot `probe` returned
    /// for the same bytes (re-probed if the index grows) and `hash` their `hash(_:)`. The caller
    /// has checked `canIndex`.
    /// Returns the entry's number.
    mutating func appendIndexed(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, slot: Int) -> Int {
        let entry = count
        let record = arena.count
        let header = UInt64(truncatingIfNeeded: entry) | UInt64(truncatingIfNeeded: bytes.count) << 32
        // One append of the whole record, built in scratch (on the stack for a name of usual
        // length): two appends cost a second capacity and uniqueness check, a few ns a name.
        // Invariant: the scratch holds headerSize + bytes.count bytes: the 8-byte header at 0, the
        // name's bytes after it, all initialised before the append reads them.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.headerSize + bytes.count) { record in
            guard let base = record.baseAddress else { return }
            UnsafeMutableRawPointer(base).storeBytes(of: header.littleEndian, as: UInt64.self)
            if let source = bytes.baseAddress { (base + Self.headerSize).initialize(from: source, count: bytes.count) }
            arena.append(contentsOf: UnsafeBufferPointer(record))
        }
        offsets.append(arena.count)
        hashes.append(hash)
        indexedCount += 1
        if indexedCount * 2 > slots.count {
            grow(to: Swift.max(16, slots.count * 2))   // places the new entry too
        } else {
            slots[slot >= 0 ? slot : emptySlot(for: hash)] = Self.slotValue(hash: hash, record: record)
        }
        return entry
    }

    /// Appends an entry that is not indexed (a name found another way); it holds no bytes.
    mutating func appendUnindexed() -> Int {
        let entry = count
        offsets.append(arena.count)
        hashes.append(0)
        return entry
    }

    /// Removes the newest entry (and its slot, by backward shift: see the type's note).
    mutating func removeLast() {
        guard count > 0 else { return }
        let entry = count - 1
        let record = offsets[entry]
        if isIndexed(entry) {
            let hash = hashes[entry]
            let mask = slots.count - 1
            let wanted = Self.slotValue(hash: hash, record: record)
            var i = Int(truncatingIfNeeded: hash) & mask
            while slots[i] != 0 {
                if slots[i] == wanted {
                    emptySlot(i)
                    removals &+= 1
                    break
                }
                i = (i + 1) & mask
            }
            indexedCount -= 1
        }
        offsets.removeLast()
        hashes.removeLast()
        arena.removeSubrange(record...)
    }

    /// Makes room for `total` entries (indexed) without growing the index again. Grows
    /// geometrically, so many small reservations stay linear. `touching`: the entries up to
    /// `total` are coming (a list found to be new), so the offsets and hashes they will fill are
    /// written once now (`reserveCapacity(_:touchingNext:)`), and the arena is left to
    /// `reserveArena`, which knows their bytes.
    mutating func reserveCapacity(_ total: Int, touching: Bool = false) {
        guard total > count else { return }
        if offsets.capacity <= total {
            let target = Swift.max(total, 2 * (offsets.capacity - 1))
            let coming = touching ? total - count : 0
            offsets.reserveCapacity(target + 1, touchingNext: coming)
            hashes.reserveCapacity(target, touchingNext: coming)
            if count > 0, !touching {
                let (bytes, overflow) = (arena.count / count + 1).multipliedReportingOverflow(by: target)
                if !overflow, bytes < 1 << 32, bytes > arena.capacity { arena.reserveCapacity(bytes) }
            }
        }
        var capacity = Swift.max(16, slots.count)
        while capacity / 2 < total, capacity < 1 << 40 { capacity *= 2 }
        if capacity > slots.count { grow(to: capacity) }
    }

    /// Makes room in the arena for `names` more names of `bytes` bytes in all (and their
    /// headers), if it has not, in one allocation (at most 4 GiB in all: beyond, appends grow it
    /// as they go), writing the pages they will fill once now.
    mutating func reserveArena(forMore bytes: Int, names: Int) {
        let (headers, overflow) = names.multipliedReportingOverflow(by: Self.headerSize)
        let (total, overflowToo) = arena.count.addingReportingOverflow(bytes &+ headers)
        guard !overflow, !overflowToo, bytes >= 0, names >= 0, total <= 1 << 32, total > arena.capacity else { return }
        arena.reserveCapacity(total, touchingNext: total - arena.count)
    }

    /// Whether `entry` is an indexed entry holding exactly `bytes` (any entry number is safe to ask about).
    @inline(__always)
    func hasBytes(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry >= 0, entry < count else { return false }
        let start = offsets[entry] + Self.headerSize
        guard offsets[entry + 1] - start == bytes.count else { return false }   // (an unindexed entry's record is empty)
        // Invariant: `start + bytes.count == offsets[entry + 1] <= arena.count`, and `equal` gets
        // two buffers of the same count.
        return arena.withUnsafeBufferPointer { Self.equal(bytes, UnsafeBufferPointer(rebasing: $0[start..<start + bytes.count])) }
    }

    /// Whether entry `entry` was indexed (its bytes are its name).
    func isIndexed(_ entry: Int) -> Bool { offsets[entry + 1] > offsets[entry] }

    /// The bytes of entry `entry` (none for an unindexed entry), read in place.
    func withBytes<R>(of entry: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = isIndexed(entry) ? offsets[entry] + Self.headerSize : offsets[entry]
        return arena.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<offsets[entry + 1]])) }
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

    /// Rebuilds the index at `capacity` slots, placing indexed entries in entry order from their
    /// stored hashes.
    private mutating func grow(to capacity: Int) {
        slots = [UInt64](zeros: capacity)
        // Invariant: `capacity` is a power of two, at least twice the indexed entries (callers:
        // `appendIndexed`, `reserveCapacity`), so `& mask` stays inside and an empty slot exists.
        let mask = capacity - 1
        slots.withUnsafeMutableBufferPointer { slots in
            offsets.withUnsafeBufferPointer { offsets in
                for (entry, hash) in hashes.enumerated() where offsets[entry + 1] > offsets[entry] {
                    var i = Int(truncatingIfNeeded: hash) & mask
                    while slots[i] != 0 { i = (i + 1) & mask }
                    slots[i] = Self.slotValue(hash: hash, record: offsets[entry])
                }
            }
        }
    }

    /// Empties slot `hole` and closes the gap it leaves in its run (backward shift): every later
    /// slot of the run whose entry's home slot is not cyclically within (hole, slot] could not be
    /// found past the hole any more, so it moves back into it, and its own slot becomes the hole.
    private mutating func emptySlot(_ hole: Int) {
        let mask = slots.count - 1
        var hole = hole
        var i = (hole + 1) & mask
        slots[hole] = 0
        while slots[i] != 0 {
            if let home = homeSlot(of: slots[i]), (i - home) & mask >= (i - hole) & mask {
                slots[hole] = slots[i]
                slots[i] = 0
                hole = i
            }
            i = (i + 1) & mask
        }
    }

    /// The home slot of the entry a slot value points at (its hash, found through its record's
    /// entry number), nil for a value that points at no record (never, for a slot of this table).
    private func homeSlot(of slot: UInt64) -> Int? {
        let record = Int(truncatingIfNeeded: slot & Self.offsetMask) - 1
        guard record >= 0, record + Self.headerSize <= arena.count else { return nil }
        let header = arena.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: record, as: UInt64.self)) }
        let entry = Int(truncatingIfNeeded: header & 0xFFFF_FFFF)
        guard entry >= 0, entry < hashes.count else { return nil }
        return Int(truncatingIfNeeded: hashes[entry]) & (slots.count - 1)
    }

    private func emptySlot(for hash: UInt64) -> Int {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        return i
    }
}
