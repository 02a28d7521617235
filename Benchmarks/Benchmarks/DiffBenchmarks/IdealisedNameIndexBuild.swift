import Dispatch

/// A floor for interning a list of new names on this machine (issue 13 §2): the least an index of
/// `IdentifierTable`'s layout could cost, built with none of the checks the engine needs, so no
/// real table can beat it. It stores what the engine's table stores for a new name — the record
/// (an 8-byte header, then the bytes) in one arena, the record's end offset, the hash, a slot of
/// a linear-probing index at load ½ holding a fingerprint and the record's offset, and the id —
/// in fresh memory, in the fastest order found for two cores:
///
/// 1. the pages the table will fill are written once, on two threads;
/// 2. each half of the list is hashed on its own thread (16 bytes a multiply, as the engine's
///    hash), and each name's position is filed in one of 256 buckets by the part of the index
///    its home slot lies in;
/// 3. one pass sums the record sizes into record offsets;
/// 4. each thread fills the slots of half the buckets, bucket by bucket, so its writes stay in
///    64 KiB of index at a time instead of landing anywhere in 16 MiB;
/// 5. each thread writes the records, offsets, hashes and ids of half the list.
///
/// Left out, each of which the engine cannot leave out: names that are already known (found
/// names take no record, so record offsets are known only after every look-up), repeats inside the
/// list, names that are not ASCII, names shaped like generated ones, probes that cross from one
/// thread's part of the index into the other's, chunks (the engine looks up and interns 64k
/// names at a time), growth, and rollback. The scratch (hashes, lengths, record offsets, buckets)
/// is allocated once, outside the measurement, as a chunked build would reuse it.
struct IdealisedNameIndexBuild: ~Copyable {
    private static let bucketCount = 256
    private let capacity: Int
    private let names: [String]
    /// The records' bytes in all (a real build knows them from its look-ups).
    private let recordBytes: Int
    private let hashes: UnsafeMutablePointer<UInt64>
    private let lengths: UnsafeMutablePointer<Int>
    private let recordOffsets: UnsafeMutablePointer<Int>
    private let perBucket: Int
    private let buckets: UnsafeMutablePointer<Int32>   // [half of the list][bucket][positions]
    private let bucketCounts: UnsafeMutablePointer<Int>

    init(names: [String]) {
        self.names = names
        let n = names.count
        recordBytes = names.reduce(0) { $0 + $1.utf8.count } + 8 * n
        var capacity = 16
        while capacity / 2 < n { capacity *= 2 }
        self.capacity = capacity
        hashes = .allocate(capacity: n)
        hashes.initialize(repeating: 0, count: n)
        lengths = .allocate(capacity: n)
        lengths.initialize(repeating: 0, count: n)
        recordOffsets = .allocate(capacity: n + 1)
        recordOffsets.initialize(repeating: 0, count: n + 1)
        perBucket = n / Self.bucketCount * 2 + 4096   // ample for a uniform hash
        buckets = .allocate(capacity: 2 * Self.bucketCount * perBucket)
        buckets.initialize(repeating: 0, count: 2 * Self.bucketCount * perBucket)
        bucketCounts = .allocate(capacity: 2 * Self.bucketCount)
        bucketCounts.initialize(repeating: 0, count: 2 * Self.bucketCount)
    }

    deinit {
        hashes.deallocate()
        lengths.deallocate()
        recordOffsets.deallocate()
        buckets.deallocate()
        bucketCounts.deallocate()
    }

    /// The table's memory, fresh for each build.
    struct Table: ~Copyable {
        let slots: UnsafeMutablePointer<UInt64>
        let arena: UnsafeMutableRawPointer
        let offsets: UnsafeMutablePointer<Int>
        let hashes: UnsafeMutablePointer<UInt64>
        let ids: UnsafeMutablePointer<Int>

        /// A value read from the table, so the build is not optimised away.
        func checksum(count: Int) -> UInt64 {
            count > 0 ? slots[0] &+ UInt64(truncatingIfNeeded: offsets[count] &+ ids[count - 1]) &+ hashes[count - 1] : 0
        }

        deinit {
            slots.deallocate()
            arena.deallocate()
            offsets.deallocate()
            hashes.deallocate()
            ids.deallocate()
        }
    }

    /// Builds the table for every name (all assumed new, ASCII and distinct).
    func build() -> Table {
        let n = names.count, capacity = self.capacity, mask = capacity - 1
        let bytes = recordBytes
        let table = Table(slots: .allocate(capacity: capacity), arena: .allocate(byteCount: Swift.max(bytes, 8), alignment: 8),
                          offsets: .allocate(capacity: n + 1), hashes: .allocate(capacity: Swift.max(n, 1)), ids: .allocate(capacity: Swift.max(n, 1)))
        let shared = Shared(self, table)
        // 1. First touch, on two threads (the index is zeroed: empty slots).
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let slots = shared.slots, slotHalf = capacity / 2
            (slots + half * slotHalf).initialize(repeating: 0, count: slotHalf)
            for (base, count) in [(shared.arena, bytes), (UnsafeMutableRawPointer(shared.offsets), 8 * (n + 1)),
                                  (UnsafeMutableRawPointer(shared.tableHashes), 8 * n), (UnsafeMutableRawPointer(shared.ids), 8 * n)] {
                let middle = count / 2 / 4096 * 4096
                for page in stride(from: half == 0 ? 0 : middle, to: half == 0 ? middle : count, by: 4096) {
                    base.storeBytes(of: 0, toByteOffset: page, as: UInt8.self)
                }
            }
        }
        // 2. Hash each half of the list and file each position in the bucket of its home slot.
        let shift = capacity.trailingZeroBitCount - Self.bucketCount.trailingZeroBitCount
        names.withUnsafeBufferPointer { list in
            let names = UncheckedSendable(list)
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                let buckets = shared.buckets + half * Self.bucketCount * shared.perBucket
                let counts = shared.bucketCounts + half * Self.bucketCount
                for bucket in 0 ..< Self.bucketCount { counts[bucket] = 0 }
                for k in half == 0 ? 0 ..< n / 2 : n / 2 ..< n {
                    var name = names.value[k]
                    name.withUTF8 { bytes in
                        let hash = Self.hash(bytes)
                        shared.hashes[k] = hash
                        shared.lengths[k] = bytes.count
                        let bucket = (Int(truncatingIfNeeded: hash) & mask) >> shift
                        buckets[bucket * shared.perBucket + counts[bucket]] = Int32(truncatingIfNeeded: k)
                        counts[bucket] += 1
                    }
                }
            }
        }
        // 3. Record offsets.
        var end = 0
        for k in 0 ..< n {
            recordOffsets[k] = end
            end += 8 + lengths[k]
        }
        recordOffsets[n] = end
        // 4. Slots, bucket by bucket: each thread half the buckets, each bucket's positions in list order.
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let slots = shared.slots
            for bucket in half == 0 ? 0 ..< Self.bucketCount / 2 : Self.bucketCount / 2 ..< Self.bucketCount {
                for listHalf in 0 ..< 2 {
                    let positions = shared.buckets + (listHalf * Self.bucketCount + bucket) * shared.perBucket
                    for q in 0 ..< shared.bucketCounts[listHalf * Self.bucketCount + bucket] {
                        let k = Int(positions[q])
                        let hash = shared.hashes[k]
                        var i = Int(truncatingIfNeeded: hash) & mask
                        while slots[i] != 0 { i = (i + 1) & mask }   // (a probe may cross into the other half: left out)
                        slots[i] = (hash >> 40) << 40 | UInt64(shared.recordOffsets[k] + 1)
                    }
                }
            }
        }
        // 5. Records, offsets, hashes and ids, each thread half the list.
        names.withUnsafeBufferPointer { list in
            let names = UncheckedSendable(list)
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                for k in half == 0 ? 0 ..< n / 2 : n / 2 ..< n {
                    var name = names.value[k]
                    name.withUTF8 { bytes in
                        let record = shared.recordOffsets[k]
                        shared.arena.storeBytes(of: UInt64(k) | UInt64(bytes.count) << 32, toByteOffset: record, as: UInt64.self)
                        if let source = bytes.baseAddress { (shared.arena + record + 8).copyMemory(from: source, byteCount: bytes.count) }
                        shared.offsets[k + 1] = shared.recordOffsets[k + 1]
                        shared.tableHashes[k] = shared.hashes[k]
                        shared.ids[k] = k
                    }
                }
            }
        }
        table.offsets[0] = 0
        return table
    }

    /// The pointers the threads share; each writes only its own part of each.
    private struct Shared: @unchecked Sendable {
        let hashes: UnsafeMutablePointer<UInt64>, lengths: UnsafeMutablePointer<Int>, recordOffsets: UnsafeMutablePointer<Int>
        let buckets: UnsafeMutablePointer<Int32>, bucketCounts: UnsafeMutablePointer<Int>, perBucket: Int
        let slots: UnsafeMutablePointer<UInt64>, arena: UnsafeMutableRawPointer, offsets: UnsafeMutablePointer<Int>
        let tableHashes: UnsafeMutablePointer<UInt64>, ids: UnsafeMutablePointer<Int>

        init(_ build: borrowing IdealisedNameIndexBuild, _ table: borrowing Table) {
            (hashes, lengths, recordOffsets) = (build.hashes, build.lengths, build.recordOffsets)
            (buckets, bucketCounts, perBucket) = (build.buckets, build.bucketCounts, build.perBucket)
            (slots, arena, offsets, tableHashes, ids) = (table.slots, table.arena, table.offsets, table.hashes, table.ids)
        }
    }

    private struct UncheckedSendable<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// 16 bytes a 64×64→128-bit multiply, the last 16 as overlapping loads (the engine's
    /// `UTF8NameTable.hash` for names of 17–48 bytes; shorter names are read in one go).
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let n = bytes.count
        var seed: UInt64 = 0x243F_6A88_85A3_08D3 ^ (UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15)
        guard n >= 16, let base = bytes.baseAddress else {
            var word: UInt64 = 0
            for byte in bytes { word = word << 8 | UInt64(byte) }
            return mix(word ^ 0xE703_7ED1_A0B4_28DB, seed)
        }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while n - i > 16 {
            seed = mix(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0xA076_1D64_78BD_642F,
                       raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self) ^ seed)
            i += 16
        }
        let h = mix(raw.loadUnaligned(fromByteOffset: n - 16, as: UInt64.self) ^ 0xE703_7ED1_A0B4_28DB,
                    raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) ^ seed)
        return mix(h ^ 0xA076_1D64_78BD_642F, 0x8EBC_6AF0_9C88_C6E3 ^ UInt64(truncatingIfNeeded: n))
    }

    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
}
