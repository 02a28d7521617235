/// A long list of new names built into a table at once, on two threads (issue 13 §2: a first
/// snapshot of a million items, say). Interning them one by one looks each name up, then appends
/// it, on one thread: 94–113 ns a name at a million. Here nothing is looked up first — a name's
/// probe into the new index finds a repeat — and every step is split between two threads:
///
/// 1. Each thread takes half the list and writes its names' records (after the first half's
///    records, whose size the strings tell without reading their bytes), end offsets, hashes and
///    ids, and counts how many home slots fall in each bucket, a 64 KiB stretch of the index.
/// 2. Each thread files its half's positions by bucket, in list order.
/// 3. Each thread fills the slots of the buckets in its half of the index, bucket by bucket, in
///    list order, zeroing the slots a bucket ahead: its writes stay within a stretch of the index
///    that is in the cache. A probe that would cross into the other thread's half stops and is
///    left to step 4.
/// 4. The calling thread places the probes left over, in list order.
///
/// The slots end up filled in another order than entry order, which `removeLast` allows (it
/// removes by backward shift). The outcome is the table, ids and generated-shaped entries that
/// interning the names one at a time into an empty table gives — or nil, and nothing built, for a
/// list that is not all distinct ASCII names (a repeat, a non-ASCII name), that would not fit, or
/// that holds a name shaped like a generated one while `refusingShaped` (the caller has generated
/// ranges such a name may belong to): the caller then interns the list one name at a time.
/// Benchmarks/README.md, "New names built on two threads", has the figures.
extension UTF8NameTable {
    /// What `built(fromNewNames:firstID:refusingShaped:)` made.
    struct NewNames {
        var table: UTF8NameTable
        /// `firstID`, `firstID + 1`, …: one id a name, in list order.
        var ids: [Int]
        /// The entries whose names are shaped like generated ones (`IdentifierTable.generatedSuffix`), ascending.
        var shapedEntries: [Int]
    }

    /// A table holding `list`'s names as entries 0, 1, … in list order; see the extension's note.
    static func built(fromNewNames list: UnsafeBufferPointer<String>, firstID: Int, refusingShaped: Bool) -> NewNames? {
        let n = list.count
        guard n >= 2, n <= Int(Int32.max), n < maximumIndexedEntries,
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
        let (total, overflow) = allBytes.addingReportingOverflow(n.multipliedReportingOverflow(by: headerSize).partialValue)
        guard !overflow, total < Int(offsetMask) - 1 else { return nil }
        let plan = Plan(count: n, middle: middle, secondHalfStart: firstHalfBytes + middle * headerSize, total: total)

        var records: (arena: [UInt8], offsets: [Int], ids: [Int], shaped: [Int], bucketCounts: [Int])?
        let hashes = [UInt64](unsafeUninitializedCapacity: n) { hashes, hashCount in
            var offsets: [Int] = [], ids: [Int] = [], shaped: [Int] = [], bucketCounts: [Int] = []
            var written = false
            let arena = [UInt8](unsafeUninitializedCapacity: total) { arena, arenaCount in
                offsets = [Int](unsafeUninitializedCapacity: n + 1) { offsets, offsetCount in
                    ids = [Int](unsafeUninitializedCapacity: n) { ids, idCount in
                        let output = RecordOutput(arena: arena, offsets: offsets, hashes: hashes, ids: ids)
                        if let result = writeRecords(list, plan, output, firstID: firstID, refusingShaped: refusingShaped) {
                            (shaped, bucketCounts, written) = (result.shaped, result.bucketCounts, true)
                        }
                        idCount = written ? n : 0
                    }
                    offsetCount = written ? n + 1 : 0
                }
                arenaCount = written ? total : 0
            }
            hashCount = written ? n : 0
            if written { records = (arena, offsets, ids, shaped, bucketCounts) }
        }
        guard let records else { return nil }
        guard let slots = records.arena.withUnsafeBytes({ arena in
            records.offsets.withUnsafeBufferPointer { offsets in
                hashes.withUnsafeBufferPointer { hashes in
                    indexSlots(plan, Built(arena: arena, offsets: offsets, hashes: hashes), bucketCounts: records.bucketCounts)
                }
            }
        }) else { return nil }
        return NewNames(table: UTF8NameTable(arena: records.arena, offsets: records.offsets, slots: slots, hashes: hashes),
                        ids: records.ids, shapedEntries: records.shaped)
    }

    /// How the list and the index are split.
    private struct Plan {
        var count: Int
        /// The first name of the second half.
        var middle: Int
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

        init(count: Int, middle: Int, secondHalfStart: Int, total: Int) {
            (self.count, self.middle, self.secondHalfStart, self.total) = (count, middle, secondHalfStart, total)
            var capacity = 16
            while capacity / 2 < count { capacity *= 2 }
            self.capacity = capacity
            bucketCount = Swift.max(2, capacity >> 13)
            bucketShift = capacity.trailingZeroBitCount - bucketCount.trailingZeroBitCount
        }

        func half(_ half: Int) -> Range<Int> { half == 0 ? 0 ..< middle : middle ..< count }
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

    /// What one thread of step 1 found: nil when it met a name the build cannot take.
    private struct HalfRecords {
        var shaped: [Int] = []
        var bucketCounts: [Int]
    }

    /// Step 1: the records, offsets, hashes and ids of every name, each half of the list on its
    /// own thread. Returns the generated-shaped entries and each half's bucket counts
    /// (`[half * bucketCount + bucket]`), or nil.
    private static func writeRecords(_ list: UnsafeBufferPointer<String>, _ plan: Plan, _ output: RecordOutput,
                                     firstID: Int, refusingShaped: Bool) -> (shaped: [Int], bucketCounts: [Int])? {
        var halves: [HalfRecords?] = [nil, nil]
        halves.withUnsafeMutableBufferPointer { halves in
            let shared = SharedHalves(list: list, halves: halves)
            TwoThreads.run { half in
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

    /// Step 1 for one half of the list.
    private static func writeRecords(of half: Int, _ list: UnsafeBufferPointer<String>, _ plan: Plan, _ output: RecordOutput,
                                     firstID: Int, refusingShaped: Bool) -> HalfRecords? {
        guard let arena = output.arena.baseAddress.map(UnsafeMutableRawPointer.init) else { return nil }
        var shaped: [Int] = []
        var bucketCounts = [Int](repeating: 0, count: plan.bucketCount)
        var offset = half == 0 ? 0 : plan.secondHalfStart
        let end = half == 0 ? plan.secondHalfStart : plan.total
        if half == 0 { output.offsets[0] = 0 }
        let taken: Bool = bucketCounts.withUnsafeMutableBufferPointer { bucketCounts in
            for k in plan.half(half) {
                let fits = list[k].utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                    let (hash, isASCII) = hash(bytes)
                    let size = headerSize + bytes.count
                    guard isASCII, bytes.count <= Int(UInt32.max), size <= end - offset else { return false }
                    if IdentifierTable.generatedSuffix(bytes) != nil {
                        if refusingShaped { return false }
                        shaped.append(k)
                    }
                    let header = UInt64(truncatingIfNeeded: k) | UInt64(truncatingIfNeeded: bytes.count) << 32
                    arena.storeBytes(of: header.littleEndian, toByteOffset: offset, as: UInt64.self)
                    if let source = bytes.baseAddress { (arena + offset + headerSize).copyMemory(from: source, byteCount: bytes.count) }
                    offset += size
                    output.offsets[k + 1] = offset
                    output.hashes[k] = hash
                    output.ids[k] = firstID + k
                    bucketCounts[plan.bucket(of: hash)] += 1
                    return true
                }
                guard fits == true else { return false }   // (nil: a string not stored as UTF-8)
            }
            return offset == end   // (each string gave the bytes it counted)
        }
        return taken ? HalfRecords(shaped: shaped, bucketCounts: bucketCounts) : nil
    }

    /// The records step 1 wrote, read by the threads of steps 2 and 3.
    private struct Built: @unchecked Sendable {
        var arena: UnsafeRawBufferPointer
        var offsets: UnsafeBufferPointer<Int>
        var hashes: UnsafeBufferPointer<UInt64>

        /// Whether the records starting at `a` and `b` hold the same bytes.
        func sameRecord(_ a: Int, _ b: Int) -> Bool {
            guard let base = arena.baseAddress else { return false }
            let headerA = base.loadUnaligned(fromByteOffset: a, as: UInt64.self)
            let headerB = base.loadUnaligned(fromByteOffset: b, as: UInt64.self)
            guard headerA >> 32 == headerB >> 32 else { return false }
            let length = Int(truncatingIfNeeded: UInt64(littleEndian: headerA) >> 32)
            let bytes = base.assumingMemoryBound(to: UInt8.self)
            return UTF8NameTable.equal(UnsafeBufferPointer(start: bytes + a + headerSize, count: length),
                                       UnsafeBufferPointer(start: bytes + b + headerSize, count: length))
        }
    }

    /// Steps 2–4: the index of every record, or nil when a name is listed twice.
    private static func indexSlots(_ plan: Plan, _ built: Built, bucketCounts: [Int]) -> [UInt64]? {
        let buckets = plan.bucketCount
        // Where each bucket's positions start, bucket by bucket, the first half's before the second's.
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
        var positions = [Int32](unsafeUninitializedCapacity: plan.count) { positions, initialized in
            let shared = FiledPositions(positions: positions, starts: starts)
            TwoThreads.run { half in
                var cursors = Array(shared.starts[half * buckets ..< (half + 1) * buckets])
                for k in plan.half(half) {
                    let bucket = plan.bucket(of: built.hashes[k])
                    shared.positions[cursors[bucket]] = Int32(truncatingIfNeeded: k)
                    cursors[bucket] += 1
                }
            }
            initialized = plan.count
        }
        var repeated = false
        let slots = [UInt64](unsafeUninitializedCapacity: plan.capacity) { slots, initialized in
            initialized = plan.capacity
            var leftOver: [[Int]] = [[], []]
            var halvesRepeated = [false, false]
            positions.withUnsafeMutableBufferPointer { positions in
                leftOver.withUnsafeMutableBufferPointer { leftOver in
                    halvesRepeated.withUnsafeMutableBufferPointer { halvesRepeated in
                        let shared = SlotFill(slots: slots, positions: positions, leftOver: leftOver, repeated: halvesRepeated)
                        TwoThreads.run { half in
                            shared.repeated[half] = !fillSlots(of: half, plan, built, shared, bucketStarts: bucketStarts, leftOver: &shared.leftOver[half])
                        }
                    }
                }
            }
            repeated = halvesRepeated.contains(true)
            guard !repeated else { return }
            for k in leftOver[0] + leftOver[1] where !repeated {
                repeated = place(k, in: slots, plan, built) == .repeated
            }
        }
        return repeated ? nil : slots
    }

    /// What step 2 shares: each thread writes only its own buckets' positions.
    private struct FiledPositions: @unchecked Sendable {
        var positions: UnsafeMutableBufferPointer<Int32>
        var starts: [Int]
    }

    /// What step 3 shares: each thread writes only its half of the index and its own element of
    /// `leftOver` and `repeated`.
    private struct SlotFill: @unchecked Sendable {
        var slots: UnsafeMutableBufferPointer<UInt64>
        var positions: UnsafeMutableBufferPointer<Int32>
        var leftOver: UnsafeMutableBufferPointer<[Int]>
        var repeated: UnsafeMutableBufferPointer<Bool>
    }

    /// How many names step 3 reads ahead at once: their hashes and record offsets lie anywhere
    /// in the list's arrays, so they are read for a batch before any is placed, and their cache
    /// misses overlap instead of waiting on one another's probes.
    private static let placementBatch = 32

    /// Step 3 for one half of the index: places the names whose home slot lies in it, bucket by
    /// bucket, each bucket's in list order; a probe that would leave the half goes to `leftOver`.
    /// The half is zeroed a bucket ahead of the placing (`ZeroedSlots`), so a bucket's slots are
    /// still in the cache when its names are placed. False when a name is met twice.
    private static func fillSlots(of half: Int, _ plan: Plan, _ built: Built, _ shared: SlotFill, bucketStarts: [Int],
                                  leftOver: inout [Int]) -> Bool {
        let halfSlots = plan.capacity / 2
        let bucketSlots = 1 << plan.bucketShift
        var zeroed = ZeroedSlots(slots: shared.slots, end: half * halfSlots, regionEnd: (half + 1) * halfSlots, step: bucketSlots)
        let buckets = plan.bucketCount
        return withUnsafeTemporaryAllocation(of: (hash: UInt64, record: Int).self, capacity: placementBatch) { batch in
            for bucket in half * buckets / 2 ..< (half + 1) * buckets / 2 {
                zeroed.extend(through: (bucket + 2) * bucketSlots)
                // (The bucket's positions: the first half's, then the second's, up to the next bucket's.)
                let end = bucket + 1 < buckets ? bucketStarts[bucket + 1] : bucketStarts[2 * buckets]
                var start = bucketStarts[bucket]
                while start < end {
                    let count = Swift.min(placementBatch, end - start)
                    for j in 0 ..< count {
                        let k = Int(shared.positions[start + j])
                        batch[j] = (built.hashes[k], built.offsets[k])
                    }
                    for j in 0 ..< count {
                        switch place(hash: batch[j].hash, record: batch[j].record, in: &zeroed, plan, built) {
                        case .placed: continue
                        case .repeated: return false
                        case .leftOver: leftOver.append(Int(shared.positions[start + j]))
                        }
                    }
                    start += count
                }
            }
            return true
        }
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

    /// Places a name (its record written at `record`, its hash `hash`) in the first empty slot of
    /// a thread's half of the index from its home, unless a slot on the way holds the same name
    /// (`repeated`) or the probe reaches the half's end (`leftOver`); zeroes further ahead when the
    /// probe reaches what is zeroed so far.
    @inline(__always)
    private static func place(hash: UInt64, record: Int, in zeroed: inout ZeroedSlots, _ plan: Plan, _ built: Built) -> Placement {
        let tag = hash >> offsetBits
        var i = Int(truncatingIfNeeded: hash) & (plan.capacity - 1)
        while zeroed.slots[i] != 0 {
            let slot = zeroed.slots[i]
            if slot >> offsetBits == tag, built.sameRecord(Int(truncatingIfNeeded: slot & offsetMask) - 1, record) { return .repeated }
            i += 1
            if i == zeroed.end {
                if i == zeroed.regionEnd { return .leftOver }
                zeroed.extend(through: i + zeroed.step)
            }
        }
        zeroed.slots[i] = slotValue(hash: hash, record: record)
        return .placed
    }

    /// `place` on the calling thread once both halves are done, for a probe left over: it may
    /// run on into the other half and wrap around the end of the index.
    private static func place(_ k: Int, in slots: UnsafeMutableBufferPointer<UInt64>, _ plan: Plan, _ built: Built) -> Placement {
        let (hash, record) = (built.hashes[k], built.offsets[k])
        let mask = plan.capacity - 1
        let tag = hash >> offsetBits
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] != 0 {
            let slot = slots[i]
            if slot >> offsetBits == tag, built.sameRecord(Int(truncatingIfNeeded: slot & offsetMask) - 1, record) { return .repeated }
            i = (i + 1) & mask
        }
        slots[i] = slotValue(hash: hash, record: record)
        return .placed
    }
}
