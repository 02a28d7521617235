/// A long list of new names built into a table at once, on two threads (issue 13 §2: a first
/// snapshot of a million items, say). Interning them one by one looks each name up, then appends
/// it, on one thread: 94–113 ns a name at a million. Here nothing is looked up first — a name's
/// probe into the new index finds a repeat — and every step is split between two threads:
///
/// 1. Each thread copies half of the table's records, offsets and hashes into arrays with room
///    for the list, and writes the records (after the first half's, whose size the strings tell
///    without reading their bytes), end offsets, hashes and ids of half the list, counting how
///    many of their home slots fall in each bucket (a 64 KiB stretch of the new index).
/// 2. Each thread counts its half of the table's entries by bucket too, then files half the
///    entries by bucket (its half of the table's, then of the list's), each as the slot value it
///    will take and its home slot, so step 3 reads them in order.
/// 3. Each thread fills the slots of the buckets in its half of the index, bucket by bucket,
///    zeroing the slots a bucket ahead: its writes stay within a stretch of the index that is in
///    the cache. A probe that would cross into the other thread's half stops and is left to step 4.
/// 4. The calling thread places the probes left over.
///
/// The index is rebuilt whole, so the caller offers only lists at least as long as the table
/// (O(table + list) is then O(list), as growth is). Slots end up filled in another order than
/// entry order, which `removeLast` allows (it removes by backward shift). The outcome is the table,
/// ids and generated-shaped entries that interning the names one at a time gives — or nil, and
/// nothing changed, for a list that is not all new, distinct ASCII names (a name the table holds,
/// a repeat, a non-ASCII name), that would not fit, or that holds a name shaped like a generated
/// one while `refusingShaped` (the caller has generated ranges such a name may belong to): the
/// caller then interns the list one name at a time.
/// Benchmarks/README.md has today's figures; how they were reached, `git show
/// ff079bd:Benchmarks/README.md`, "New names built on two threads".
extension UTF8NameTable {
    /// What `built(appending:to:firstID:refusingShaped:)` made.
    struct NewNames {
        var table: UTF8NameTable
        /// `firstID`, `firstID + 1`, …: one id a name, in list order.
        var ids: [Int]
        /// The new entries whose names are shaped like generated ones (`IdentifierTable.generatedSuffix`), ascending.
        var shapedEntries: [Int]
    }

    /// `table` with `list`'s names appended as its next entries, in list order; see the extension's note.
    static func built(appending list: UnsafeBufferPointer<String>, to table: UTF8NameTable, firstID: Int,
                      refusingShaped: Bool) -> NewNames? {
        let built = table.withStorage { arena, offsets, hashes in
            self.built(appending: list, to: Old(arena: arena, offsets: offsets, hashes: hashes), firstID: firstID, refusingShaped: refusingShaped)
        }
        guard let built else { return nil }
        return NewNames(table: UTF8NameTable(arena: built.arena, offsets: built.offsets, slots: built.slots, hashes: built.hashes,
                                             indexedCount: built.indexedCount, replacing: table),
                        ids: built.ids, shapedEntries: built.shaped)
    }

    /// The table the list is appended to, read by both threads of step 1 and 2.
    private struct Old: @unchecked Sendable {
        var arena: UnsafeBufferPointer<UInt8>
        var offsets: UnsafeBufferPointer<Int>
        var hashes: UnsafeBufferPointer<UInt64>
        var count: Int { offsets.count - 1 }
    }

    /// The new table's arrays, and the ids and shaped entries of the list.
    private struct Arrays {
        var arena: [UInt8], offsets: [Int], slots: [UInt64], hashes: [UInt64], indexedCount: Int
        var ids: [Int], shaped: [Int]
    }

    private static func built(appending list: UnsafeBufferPointer<String>, to old: Old, firstID: Int, refusingShaped: Bool) -> Arrays? {
        let n = list.count
        guard n >= 2, old.offsets.count == old.hashes.count + 1, old.offsets.last == old.arena.count,
              n <= Int(Int32.max) - old.count, old.count + n < maximumIndexedEntries,
              firstID >= 0, firstID <= Int.max - n else { return nil }
        let middle = n / 2
        // The bytes of each half's records. A native string keeps its UTF-8 count beside its
        // pointer, so this reads no name's bytes; a string that is not native may count them.
        var firstHalfBytes = 0, allBytes = 0
        for k in 0 ..< n {
            allBytes = allBytes.addingReportingOverflow(list[k].utf8.count).partialValue
            if k == middle - 1 { firstHalfBytes = allBytes }
            guard allBytes >= 0, allBytes < 1 << 40 else { return nil }
        }
        let (newBytes, overflow) = allBytes.addingReportingOverflow(n.multipliedReportingOverflow(by: headerSize).partialValue)
        guard !overflow, newBytes < Int(offsetMask) - 1 - old.arena.count else { return nil }
        let plan = Plan(old: old.count, oldBytes: old.arena.count, listCount: n,
                        secondHalfStart: old.arena.count + firstHalfBytes + middle * headerSize, total: old.arena.count + newBytes)
        let entries = plan.entryCount

        // Invariant: the four arrays below are counted as initialised only when `written` (both
        // halves of step 1 returned): then every element was written — the table's part by
        // `copyHalf`, each name's record, end offset, hash and id by `writeRecords(of:…)`, which
        // also checked that the records fill the arena exactly (`offset == end`). Otherwise they
        // count 0 elements (all are trivial types: nothing to deinitialise).
        var records: (arena: [UInt8], offsets: [Int], ids: [Int], shaped: [Int], bucketCounts: [Int])?
        let hashes = [UInt64](unsafeUninitializedCapacity: entries) { hashes, hashCount in
            var offsets: [Int] = [], ids: [Int] = [], shaped: [Int] = [], bucketCounts: [Int] = []
            var written = false
            let arena = [UInt8](unsafeUninitializedCapacity: plan.total) { arena, arenaCount in
                offsets = [Int](unsafeUninitializedCapacity: entries + 1) { offsets, offsetCount in
                    ids = [Int](unsafeUninitializedCapacity: n) { ids, idCount in
                        let output = RecordOutput(arena: arena, offsets: offsets, hashes: hashes, ids: ids)
                        if let result = writeRecords(list, old, plan, output, firstID: firstID, refusingShaped: refusingShaped) {
                            (shaped, bucketCounts, written) = (result.shaped, result.bucketCounts, true)
                        }
                        idCount = written ? n : 0
                    }
                    offsetCount = written ? entries + 1 : 0
                }
                arenaCount = written ? plan.total : 0
            }
            hashCount = written ? entries : 0
            if written { records = (arena, offsets, ids, shaped, bucketCounts) }
        }
        guard let records else { return nil }
        guard let (slots, indexed) = records.arena.withUnsafeBufferPointer({ arena in
            records.offsets.withUnsafeBufferPointer { offsets in
                hashes.withUnsafeBufferPointer { hashes in
                    indexSlots(plan, Built(arena: arena, offsets: offsets, hashes: hashes), listBucketCounts: records.bucketCounts)
                }
            }
        }) else { return nil }
        return Arrays(arena: records.arena, offsets: records.offsets, slots: slots, hashes: hashes, indexedCount: indexed,
                      ids: records.ids, shaped: records.shaped)
    }

    /// How the table, the list and the index are split.
    private struct Plan {
        /// The table's entries before the list's.
        var old: Int
        /// The table's records' bytes.
        var oldBytes: Int
        var listCount: Int
        /// Where the second half's records start in the arena.
        var secondHalfStart: Int
        /// The arena's size.
        var total: Int
        /// The index: load at most ½, as `reserveCapacity` makes it.
        var capacity: Int
        /// Buckets of about 8,192 slots (64 KiB), at least two: one for each thread's half.
        var bucketCount: Int
        /// A home slot's bucket is the slot shifted right by this.
        var bucketShift: Int

        init(old: Int, oldBytes: Int, listCount: Int, secondHalfStart: Int, total: Int) {
            (self.old, self.oldBytes, self.listCount) = (old, oldBytes, listCount)
            (self.secondHalfStart, self.total) = (secondHalfStart, total)
            var capacity = 16
            while capacity / 2 < old + listCount { capacity *= 2 }
            self.capacity = capacity
            bucketCount = Swift.max(2, capacity >> 13)
            bucketShift = capacity.trailingZeroBitCount - bucketCount.trailingZeroBitCount
        }

        var entryCount: Int { old + listCount }
        /// A thread's half of `0 ..< count` (the list, the table's entries, its bytes).
        static func half(_ half: Int, of count: Int) -> Range<Int> { half == 0 ? 0 ..< count / 2 : count / 2 ..< count }
        func bucket(of hash: UInt64) -> Int { (Int(truncatingIfNeeded: hash) & (capacity - 1)) >> bucketShift }
    }

    /// The arrays step 1 writes, each thread its own half of each. Sendable because of that, and
    /// because nothing else reads them meanwhile.
    private struct RecordOutput: @unchecked Sendable {
        var arena: UnsafeMutableBufferPointer<UInt8>
        var offsets: UnsafeMutableBufferPointer<Int>
        var hashes: UnsafeMutableBufferPointer<UInt64>
        var ids: UnsafeMutableBufferPointer<Int>
    }

    /// What step 1 learnt of half the list: its generated-shaped entries and how many of its
    /// names' home slots fall in each bucket.
    private struct HalfRecords {
        var shaped: [Int]
        var bucketCounts: [Int]
    }

    /// Step 1: the table's records, offsets and hashes copied, and the records, offsets, hashes
    /// and ids of every name, each half on its own thread. Returns the generated-shaped entries
    /// and each half's bucket counts (`[half * bucketCount + bucket]`), or nil.
    private static func writeRecords(_ list: UnsafeBufferPointer<String>, _ old: Old, _ plan: Plan, _ output: RecordOutput,
                                     firstID: Int, refusingShaped: Bool) -> (shaped: [Int], bucketCounts: [Int])? {
        var halves: [HalfRecords?] = [nil, nil]
        halves.withUnsafeMutableBufferPointer { halves in
            let shared = SharedHalves(list: list, halves: halves)
            TwoThreads.run { half in
                copyHalf(half, of: old, into: output)
                shared.halves[half] = writeRecords(of: half, shared.list, plan, output, firstID: firstID, refusingShaped: refusingShaped)
            }
        }
        guard let first = halves[0], let second = halves[1] else { return nil }
        return (first.shaped + second.shaped, first.bucketCounts + second.bucketCounts)
    }

    /// The list and one result for each half: each thread writes only its own element.
    private struct SharedHalves<Result>: @unchecked Sendable {
        var list: UnsafeBufferPointer<String>
        var halves: UnsafeMutableBufferPointer<Result?>
    }

    /// Step 1's copy of half the table: its bytes, end offsets (`offsets[0 ... old]`) and hashes.
    private static func copyHalf(_ half: Int, of old: Old, into output: RecordOutput) {
        for (source, target) in [(UnsafeRawBufferPointer(old.arena), UnsafeMutableRawBufferPointer(output.arena)),
                                 (.init(old.offsets), .init(output.offsets)), (.init(old.hashes), .init(output.hashes))] {
            let part = Plan.half(half, of: source.count)
            guard !part.isEmpty, let from = source.baseAddress, let to = target.baseAddress else { continue }
            (to + part.lowerBound).copyMemory(from: from + part.lowerBound, byteCount: part.count)
        }
    }

    /// Step 1 for one half of the list.
    private static func writeRecords(of half: Int, _ list: UnsafeBufferPointer<String>, _ plan: Plan, _ output: RecordOutput,
                                     firstID: Int, refusingShaped: Bool) -> HalfRecords? {
        // Invariant: this half writes only arena bytes in `offset ..< end` (checked per name:
        // `size <= end - offset`), and `offsets[entry + 1]`, `hashes[entry]`, `ids[k]` of its own
        // half of the list; the other half writes the rest, `copyHalf` the table's part.
        guard let arena = output.arena.baseAddress.map(UnsafeMutableRawPointer.init) else { return nil }
        var shaped: [Int] = []
        var bucketCounts = [Int](repeating: 0, count: plan.bucketCount)
        var offset = half == 0 ? plan.oldBytes : plan.secondHalfStart
        let end = half == 0 ? plan.secondHalfStart : plan.total
        for k in Plan.half(half, of: plan.listCount) {
            let entry = plan.old + k
            let fits = list[k].utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                let (hash, isASCII) = hash(bytes)
                let size = headerSize + bytes.count
                guard isASCII, bytes.count <= Int(UInt32.max), size <= end - offset else { return false }
                if IdentifierTable.generatedSuffix(bytes) != nil {
                    if refusingShaped { return false }
                    shaped.append(entry)
                }
                let header = UInt64(truncatingIfNeeded: entry) | UInt64(truncatingIfNeeded: bytes.count) << 32
                arena.storeBytes(of: header.littleEndian, toByteOffset: offset, as: UInt64.self)
                if let source = bytes.baseAddress { (arena + offset + headerSize).copyMemory(from: source, byteCount: bytes.count) }
                offset += size
                output.offsets[entry + 1] = offset
                output.hashes[entry] = hash
                output.ids[k] = firstID + k
                bucketCounts[plan.bucket(of: hash)] += 1
                return true
            }
            guard fits == true else { return nil }   // (nil: a string not stored as UTF-8)
        }
        // (Each string gave the bytes it counted.)
        return offset == end ? HalfRecords(shaped: shaped, bucketCounts: bucketCounts) : nil
    }

    /// The records step 1 wrote, read by the threads of steps 2 and 3.
    private struct Built: @unchecked Sendable {
        var arena: UnsafeBufferPointer<UInt8>
        var offsets: UnsafeBufferPointer<Int>
        var hashes: UnsafeBufferPointer<UInt64>

        /// Whether `entry` is indexed (an entry kept out of the index has an empty record).
        func isIndexed(_ entry: Int) -> Bool { offsets[entry + 1] > offsets[entry] }

        /// Whether the records starting at `a` and `b` hold the same bytes (`entry(at:in:holding:)`
        /// of `a` with `b`'s bytes).
        func sameRecord(_ a: Int, _ b: Int) -> Bool {
            guard let base = arena.baseAddress, b + headerSize <= arena.count else { return false }
            let header = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: b, as: UInt64.self))
            let (start, length) = (b + headerSize, Int(truncatingIfNeeded: header >> 32))
            guard length <= arena.count - start else { return false }
            return UTF8NameTable.entry(at: a, in: arena, holding: UnsafeBufferPointer(rebasing: arena[start ..< start + length])) != nil
        }
    }

    /// Steps 2–4: the index of every indexed entry and how many there are, or nil when a name is met twice.
    private static func indexSlots(_ plan: Plan, _ built: Built, listBucketCounts: [Int]) -> ([UInt64], indexed: Int)? {
        let buckets = plan.bucketCount
        // Step 2: how many of each thread's entries fall in each bucket (the list's, counted in
        // step 1, and the table's)…
        var bucketCounts = listBucketCounts
        if plan.old > 0 {
            bucketCounts.withUnsafeMutableBufferPointer { counts in
                let shared = BucketCounts(counts: counts)
                TwoThreads.run { half in
                    for entry in Plan.half(half, of: plan.old) where built.isIndexed(entry) {
                        shared.counts[half * buckets + plan.bucket(of: built.hashes[entry])] += 1
                    }
                }
            }
        }
        // …where each bucket's entries start, bucket by bucket, the first thread's before the second's…
        var starts = [Int](repeating: 0, count: 2 * buckets + 1)
        var next = 0
        for bucket in 0 ..< buckets {
            for half in 0 ..< 2 {
                starts[half * buckets + bucket] = next
                next += bucketCounts[half * buckets + bucket]
            }
        }
        starts[2 * buckets] = next
        let bucketStarts = starts
        // …and the entries filed there, as the slot each will take and its home slot.
        // Invariant: each thread files its entries from its own buckets' starts, and a bucket's
        // count (step 2) is exactly how many it files there, so the two write disjoint elements and
        // together all `next` of them.
        var filed = [FiledEntry](unsafeUninitializedCapacity: next) { filed, initialized in
            let shared = SharedFiling(filed: filed, starts: starts)
            TwoThreads.run { half in
                var cursors = Array(shared.starts[half * buckets ..< (half + 1) * buckets])
                forEachEntry(of: half, plan, built) { entry in
                    let hash = built.hashes[entry]
                    let bucket = plan.bucket(of: hash)
                    shared.filed[cursors[bucket]] = FiledEntry(slot: slotValue(hash: hash, record: built.offsets[entry]),
                                                               home: Int(truncatingIfNeeded: hash) & (plan.capacity - 1))
                    cursors[bucket] += 1
                }
            }
            initialized = next
        }
        var repeated = false
        // Invariant: every slot is zeroed before it is read: each thread zeroes its whole half,
        // a bucket ahead of the placing (`ZeroedSlots`), unless a repeat stops it, and then the
        // slots are thrown away (UInt64: nothing to deinitialise).
        let slots = [UInt64](unsafeUninitializedCapacity: plan.capacity) { slots, initialized in
            initialized = plan.capacity
            var leftOver: [[FiledEntry]] = [[], []]
            var halvesRepeated = [false, false]
            filed.withUnsafeMutableBufferPointer { filed in
                leftOver.withUnsafeMutableBufferPointer { leftOver in
                    halvesRepeated.withUnsafeMutableBufferPointer { halvesRepeated in
                        let shared = SlotFill(slots: slots, filed: filed, leftOver: leftOver, repeated: halvesRepeated)
                        TwoThreads.run { half in
                            shared.repeated[half] = !fillSlots(of: half, plan, built, shared, bucketStarts: bucketStarts, leftOver: &shared.leftOver[half])
                        }
                    }
                }
            }
            repeated = halvesRepeated.contains(true)
            guard !repeated else { return }
            for entry in leftOver[0] + leftOver[1] where !repeated {
                repeated = place(entry, in: slots, plan, built) == .repeated
            }
        }
        return repeated ? nil : (slots, next)
    }

    /// An entry filed by bucket: the slot value it will take (its hash's fingerprint and its
    /// record's offset) and its home slot, so step 3 reads its bucket's entries in order instead
    /// of each one's hash and offset wherever they lie.
    private struct FiledEntry {
        var slot: UInt64
        var home: Int
    }

    /// Calls `body` with each indexed entry of a thread's half: its half of the table's entries
    /// (an entry kept out of the index has an empty record), then its half of the list's.
    @inline(__always)
    private static func forEachEntry(of half: Int, _ plan: Plan, _ built: Built, _ body: (Int) -> Void) {
        for entry in Plan.half(half, of: plan.old) where built.isIndexed(entry) { body(entry) }
        for k in Plan.half(half, of: plan.listCount) { body(plan.old + k) }
    }

    /// What step 2's count shares: each thread writes only its own half of `counts`.
    private struct BucketCounts: @unchecked Sendable {
        var counts: UnsafeMutableBufferPointer<Int>
    }

    /// What step 2's filing shares: each thread writes only its own buckets' part of `filed`.
    private struct SharedFiling: @unchecked Sendable {
        var filed: UnsafeMutableBufferPointer<FiledEntry>
        var starts: [Int]
    }

    /// What step 3 shares: each thread writes only its half of the index and its own element of
    /// `leftOver` and `repeated`.
    private struct SlotFill: @unchecked Sendable {
        var slots: UnsafeMutableBufferPointer<UInt64>
        var filed: UnsafeMutableBufferPointer<FiledEntry>
        var leftOver: UnsafeMutableBufferPointer<[FiledEntry]>
        var repeated: UnsafeMutableBufferPointer<Bool>
    }

    /// Step 3 for one half of the index: places the entries whose home slot lies in it, bucket by
    /// bucket, in the order they were filed; a probe that would leave the half goes to `leftOver`.
    /// The half is zeroed a bucket ahead of the placing (`ZeroedSlots`), so a bucket's slots are
    /// still in the cache when its entries are placed. False when a name is met twice.
    private static func fillSlots(of half: Int, _ plan: Plan, _ built: Built, _ shared: SlotFill, bucketStarts: [Int],
                                  leftOver: inout [FiledEntry]) -> Bool {
        let halfSlots = plan.capacity / 2
        let bucketSlots = 1 << plan.bucketShift
        var zeroed = ZeroedSlots(slots: shared.slots, end: half * halfSlots, regionEnd: (half + 1) * halfSlots, step: bucketSlots)
        let buckets = plan.bucketCount
        for bucket in half * buckets / 2 ..< (half + 1) * buckets / 2 {
            zeroed.extend(through: (bucket + 2) * bucketSlots)
            // (The bucket's entries: the first thread's, then the second's, up to the next bucket's.)
            let end = bucket + 1 < buckets ? bucketStarts[bucket + 1] : bucketStarts[2 * buckets]
            for q in bucketStarts[bucket] ..< end {
                switch place(shared.filed[q], in: &zeroed, built) {
                case .placed: continue
                case .repeated: return false
                case .leftOver: leftOver.append(shared.filed[q])
                }
            }
        }
        return true
    }

    /// A thread's half of the index, zeroed from its start up to `end` so far.
    private struct ZeroedSlots {
        var slots: UnsafeMutableBufferPointer<UInt64>
        var end: Int
        let regionEnd: Int
        let step: Int

        /// Zeroes the slots up to `limit` (at most the half's end).
        mutating func extend(through limit: Int) {
            let limit = Swift.min(limit, regionEnd)
            guard limit > end else { return }
            UnsafeMutableBufferPointer(rebasing: slots[end ..< limit]).initialize(repeating: 0)
            end = limit
        }
    }

    private enum Placement {
        case placed, repeated, leftOver
    }

    /// Places a filed entry in the first empty slot of a thread's half of the index from its home,
    /// unless a slot on the way holds the same name (`repeated`) or the probe reaches the half's
    /// end (`leftOver`); zeroes further ahead when the probe reaches what is zeroed so far.
    /// Precondition: `entry.home` lies in a bucket of this thread's half that is zeroed
    /// (`fillSlots` zeroes through the bucket after the one being placed), so `i < zeroed.end`
    /// whenever a slot is read.
    @inline(__always)
    private static func place(_ entry: FiledEntry, in zeroed: inout ZeroedSlots, _ built: Built) -> Placement {
        var i = entry.home
        while zeroed.slots[i] != 0 {
            if isSameName(zeroed.slots[i], entry.slot, built) { return .repeated }
            i += 1
            if i == zeroed.end {
                if i == zeroed.regionEnd { return .leftOver }
                zeroed.extend(through: i + zeroed.step)
            }
        }
        zeroed.slots[i] = entry.slot
        return .placed
    }

    /// `place` on the calling thread once both halves are done, for a probe left over: it may
    /// run on into the other half and wrap around the end of the index.
    private static func place(_ entry: FiledEntry, in slots: UnsafeMutableBufferPointer<UInt64>, _ plan: Plan, _ built: Built) -> Placement {
        // Invariant: both halves are zeroed and filled by now; the capacity is a power of two at
        // least twice the entries (`Plan`), so `& mask` stays inside and an empty slot ends the probe.
        let mask = plan.capacity - 1
        var i = entry.home
        while slots[i] != 0 {
            if isSameName(slots[i], entry.slot, built) { return .repeated }
            i = (i + 1) & mask
        }
        slots[i] = entry.slot
        return .placed
    }

    /// Whether two slot values point at records of the same name: the same fingerprint, then the same bytes.
    @inline(__always)
    private static func isSameName(_ a: UInt64, _ b: UInt64, _ built: Built) -> Bool {
        a >> offsetBits == b >> offsetBits
            && built.sameRecord(Int(truncatingIfNeeded: a & offsetMask) - 1, Int(truncatingIfNeeded: b & offsetMask) - 1)
    }
}
