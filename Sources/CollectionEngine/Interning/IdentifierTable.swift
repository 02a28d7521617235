/// Interns item or section identifiers (the names a script uses) as dense integers, once, when
/// they enter the engine; arrays, diffs and maps work on the integers and names come back only
/// for printing.
///
/// Generated identifiers (`items Recents count 1000000` → `Recents-0` … `Recents-999999`) are
/// stored as ranges, not strings, so a million of them cost a few words, not a million strings.
public struct IdentifierTable: Equatable, Sendable {
    /// A run of generated identifiers `prefix-first` … `prefix-(first+count-1)` with ids `base` ….
    struct GeneratedRange: Equatable, Sendable {
        var prefix: String
        var first: Int
        var count: Int
        var base: Int
        /// How many explicit names were interned before this range (so an explicit id maps to
        /// its entry in `names` without a dictionary).
        var explicitBefore: Int
    }

    /// Explicitly interned names in id order (entry k = the k-th explicit name; ids interleave
    /// with generated ranges; `id(ofEntry:)` and `name(_:)` convert), keyed by their UTF-8 bytes.
    /// A name whose scalars are all ASCII — after mapping the three scalars that decompose
    /// canonically to ASCII, `asciiKey(of:)` — is found by its bytes; any other name by
    /// `otherEntries`, a `[String: Int]`, so canonically equivalent spellings still meet.
    private var names = UTF8NameTable()
    /// Names not keyed by their bytes (a non-ASCII scalar other than the three mapped ones) → entry.
    private var otherEntries: [String: Int] = [:]
    /// The spelling of every entry whose bytes are not its spelling (a mapped name, whose bytes
    /// are its ASCII key, and every name in `otherEntries`, which has no bytes): the spelling first
    /// interned is the one printed.
    private var spellings: [Int: String] = [:]
    private var ranges: [GeneratedRange] = []          // sorted by base (allocation order)
    private var rangesByPrefix: [String: [Int]] = [:]  // prefix → indexes into `ranges`
    /// Explicit names shaped like generated ones (`Recents-12`), prefix → their numbers: lets
    /// `generate` check for a clash in O(such names of that prefix), not by scanning every name.
    private var generatedShapedNames: [String: [Int]] = [:]
    /// Entries (ascending, all newer than any filed one) whose name is shaped like a generated one
    /// but not filed in `generatedShapedNames` yet: interning only notes the entry (filing costs
    /// a `String` and a hash per name, more than the rest of an intern); `generate` and `isUnused`,
    /// the only readers, file them first.
    private var unfiledShapedEntries: [Int] = []
    /// The entry after the explicit name last interned or found: tried first (not part of the value).
    private var hint = 0
    /// The next id to hand out; ids are dense, so per-id arrays can be indexed by them.
    public private(set) var count: Int = 0

    public init() {}

    /// Equal when both hold the same names (compared as strings: canonically equivalent spellings
    /// are equal) under the same ids.
    public static func == (lhs: IdentifierTable, rhs: IdentifierTable) -> Bool {
        guard lhs.count == rhs.count, lhs.names.count == rhs.names.count, lhs.ranges == rhs.ranges,
              lhs.rangesByPrefix == rhs.rangesByPrefix, lhs.filedShapedNames() == rhs.filedShapedNames()
        else { return false }
        for entry in 0..<lhs.names.count {
            if lhs.spellings[entry] == nil && rhs.spellings[entry] == nil {
                if !lhs.names.sameBytes(entry, as: rhs.names, entry) { return false }
            } else if lhs.explicitName(slot: entry, id: entry) != rhs.explicitName(slot: entry, id: entry) {
                return false
            }
        }
        return true
    }

    /// How a name that is not in the table yet would be stored.
    private enum Key {
        case ascii              // its own bytes
        case mapped([UInt8])    // these ASCII bytes (it has U+037E, U+1FEF or U+212A), plus its spelling
        case other              // in `otherEntries`
    }

    private enum Found {
        case explicit(entry: Int)
        case generated(id: Int)
        case absent(key: Key, hash: UInt64, slot: Int, split: (String, Int)?)
    }

    /// How many names `intern(contentsOf:)` reads ahead for at once.
    private static let readAheadBatch = 64
    /// Lists at least this long are looked up on two threads (`TwoThreads`), a chunk of
    /// `parallelChunk` names at a time; shorter ones on the calling thread, whole (a thread's
    /// start and hand-over cost more than half their lookups).
    static let parallelMinimum = 1 << 15
    static let parallelChunk = 1 << 16
    /// What the last read-ahead read, kept so its reads are not optimised away (not part of the value).
    private var readAheadMix: UInt64 = 0

    /// What `intern(contentsOf:)` learnt of a name before interning it.
    private enum Prepared {
        case entry(Int)      // the explicit entry it holds (found by the entry the names before it predicted, or by its hash)
        case hash(UInt64)    // its bytes' hash: an ASCII name to look up in the index
        case absent(hash: UInt64, slot: Int)   // an ASCII name not in the index: the empty slot its probe ended at
        case other           // a non-ASCII name: `intern(_:)` as it is
    }

    /// What a look-up of part of a list found: how many names and bytes were not in the table,
    /// a value mixed from what it read ahead, and whether every name was found and its id written
    /// (`lookUpSplitting`'s threads do, so the calling thread has nothing left to intern).
    private struct LookUp {
        var newNames = 0
        var newBytes = 0
        var mix: UInt64 = 0
        var idsWritten = false

        mutating func add(_ other: LookUp) {
            newNames += other.newNames
            newBytes &+= other.newBytes
            mix &+= other.mix
            idsWritten = idsWritten && other.idsWritten
        }
    }

    /// The ids of `list`, in order, interning the new names: `intern(_:)` of each, in two steps
    /// a chunk at a time. First every name of the chunk is looked up without changing the table
    /// (`lookUp`: read in batches of `readAheadBatch`, each step for the whole batch before the
    /// next, so the batch's cache misses overlap instead of following one another), on two
    /// threads for a long list. Then, on the calling thread, in list order, the names found
    /// become ids and the new ones are interned (`internPrepared`).
    /// A million known names out of their first order cost about one overlapped miss each instead
    /// of four in a row (`git show ff079bd:Benchmarks/README.md`, "Identifiers read ahead"), and
    /// half that wall time on two cores ("Lookups on two threads"); today's figures are in
    /// Benchmarks/README.md.
    ///
    /// A long list that looks new (`looksNew`) and is at least as long as the table (a first
    /// snapshot, a snapshot of all-new items) is first offered to
    /// `UTF8NameTable.built(appending:to:firstID:refusingShaped:)`, which builds the same table on
    /// two threads without looking anything up, or declines (a name the table holds, a repeat, a
    /// non-ASCII name), leaving it to the steps above. (It takes only ASCII names, which are all in
    /// `names`: one goes to `otherEntries` only when the index is full, past 4 billion entries.)
    public mutating func intern(contentsOf list: [String]) -> [Int] {
        if list.count >= Self.parallelMinimum, list.count >= names.count, looksNew(list),
           let built = list.withUnsafeBufferPointer({
               UTF8NameTable.built(appending: $0, to: names, firstID: count, refusingShaped: !ranges.isEmpty)
           }) {
            names = built.table
            unfiledShapedEntries.append(contentsOf: built.shapedEntries)
            count += list.count
            hint = names.count
            return built.ids
        }
        var ids: [Int] = []
        ids.reserveCapacity(list.count, touchingNext: list.count)
        let chunkSize = list.count >= Self.parallelMinimum ? Self.parallelChunk : list.count
        guard chunkSize > 0 else { return ids }
        var reserved = false
        withUnsafeTemporaryAllocation(of: Prepared.self, capacity: chunkSize) { scratch in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: chunkSize) { idScratch in
                list.withUnsafeBufferPointer { list in
                    var start = 0
                    while start < list.count {
                        // Invariant: 1 ≤ chunk.count ≤ chunkSize, the capacity of both scratch buffers
                        // (so the rebasings below stay inside them, and `prepared[chunk.count - 1]` exists).
                        let chunk = UnsafeBufferPointer(rebasing: list[start ..< Swift.min(start + chunkSize, list.count)])
                        let prepared = UnsafeMutableBufferPointer(rebasing: scratch[..<chunk.count])
                        var index = names.indexVersion   // the index the look-ups below walk
                        let chunkIDs = UnsafeMutableBufferPointer(rebasing: idScratch[..<chunk.count])
                        var found = lookUpSplitting(chunk, into: prepared, ids: chunkIDs)
                        // The first chunk found all new (a first snapshot, say): room for the rest of
                        // the list, at the same bytes per name, so neither the index nor the arena
                        // doubles as it goes. An index rebuilt for it is looked up again (its empty slots
                        // moved): once, and only when the caller had not reserved.
                        if found.newNames == chunk.count, !reserved {
                            reserved = true
                            reserve(list.count - start, touching: true)
                            let (rest, overflow) = (found.newBytes / found.newNames).multipliedReportingOverflow(by: list.count - start - chunk.count)
                            if !overflow { names.reserveArena(forMore: rest &+ found.newBytes, names: list.count - start) }
                            if names.indexVersion != index {
                                index = names.indexVersion
                                found = lookUpSplitting(chunk, into: prepared, ids: chunkIDs)
                            }
                        }
                        if found.idsWritten, case .entry(let last) = prepared[chunk.count - 1] {
                            // Every name known, its id written by the look-up's threads: what
                            // `internPrepared` would do for them, without a pass on this thread.
                            ids.append(contentsOf: chunkIDs)
                            hint = last + 1
                        } else {
                            internPrepared(chunk, prepared, probedIn: index, into: &ids)
                        }
                        start += chunk.count
                    }
                }
            }
        }
        return ids
    }

    /// Whether none of 64 names spread over `list` is known (always, for a table with no names):
    /// a list of known names (a later snapshot of the same items) is not worth offering to the
    /// build, which would find the first of them only after writing every record.
    private func looksNew(_ list: [String]) -> Bool {
        guard names.count > 0 || !ranges.isEmpty else { return true }
        return stride(from: 0, to: list.count, by: Swift.max(1, list.count / 64)).allSatisfy { lookup(list[$0]) == nil }
    }

    /// `lookUp` of `chunk`, in two halves on two threads when it is long enough
    /// (`parallelMinimum`), keeping what it read ahead in `readAheadMix`. The first half starts
    /// from `hint`, the second from a probe: a hint only saves a hash, never changes what is found.
    /// On two threads, a half whose names were all found also writes their ids into its part of
    /// `ids` (`idsWritten`).
    private mutating func lookUpSplitting(_ chunk: UnsafeBufferPointer<String>, into prepared: UnsafeMutableBufferPointer<Prepared>,
                                          ids: UnsafeMutableBufferPointer<Int>) -> LookUp {
        guard chunk.count >= Self.parallelMinimum else {
            let found = lookUp(chunk, into: prepared, predicting: hint)
            readAheadMix &+= found.mix
            return found
        }
        var halves = [LookUp(), LookUp()]
        let hint = self.hint
        // Invariant: `table` is used only inside this closure, and `TwoThreads.run` returns only
        // when both halves are done, so the pointer outlives every read through it. Nothing writes
        // `self` meanwhile (the halves only read it); each half writes only its own range of
        // `prepared` and `ids` and its own element of `halves` (`SharedLookUp`).
        withUnsafeMutablePointer(to: &self) { table in
            halves.withUnsafeMutableBufferPointer { halves in
                let shared = SharedLookUp(table: UnsafePointer(table), chunk: chunk, prepared: prepared, ids: ids, halves: halves)
                TwoThreads.run { half in
                    let middle = shared.chunk.count / 2
                    let range = half == 0 ? 0 ..< middle : middle ..< shared.chunk.count
                    let table = shared.table.pointee
                    var found = table.lookUp(UnsafeBufferPointer(rebasing: shared.chunk[range]),
                                             into: UnsafeMutableBufferPointer(rebasing: shared.prepared[range]),
                                             predicting: half == 0 ? hint : nil)
                    found.idsWritten = range.allSatisfy { k in
                        guard case .entry(let entry) = shared.prepared[k] else { return false }
                        shared.ids[k] = table.id(ofEntry: entry)
                        return true
                    }
                    shared.halves[half] = found
                }
            }
        }
        var found = halves[0]
        found.add(halves[1])
        readAheadMix &+= found.mix
        return found
    }

    /// What the two halves of `lookUpSplitting` share. Sendable because, while `TwoThreads.run`
    /// runs, nothing writes the table, and each half writes only its own range of `prepared`
    /// and `ids` and its own element of `halves`.
    private struct SharedLookUp: @unchecked Sendable {
        var table: UnsafePointer<IdentifierTable>
        var chunk: UnsafeBufferPointer<String>
        var prepared: UnsafeMutableBufferPointer<Prepared>
        var ids: UnsafeMutableBufferPointer<Int>
        var halves: UnsafeMutableBufferPointer<LookUp>
    }

    /// Looks every name of `part` up, writing what it learnt into `prepared` and changing nothing:
    /// in batches of `readAheadBatch`, each read ahead (`prepare`), its index probes started
    /// (`UTF8NameTable.probeAhead`) and finished (`findKnown`). `predicting`: the entry the first
    /// name may hold (names listed in the order they first came need no hash).
    private func lookUp(_ part: UnsafeBufferPointer<String>, into prepared: UnsafeMutableBufferPointer<Prepared>,
                        predicting first: Int?) -> LookUp {
        var found = LookUp()
        var predicted = first
        // Invariant: a batch holds at most `readAheadBatch` names and `prepare` hashes each at
        // most once, so `hashCount ≤ readAheadBatch`: the capacity of `hashes`, `lengths` and
        // `leads`. A batch is never empty (`start < part.count`), so `learnt[batch.count - 1]` exists.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.readAheadBatch) { hashes in
            // Each hashed name's byte count, then its lead (`UTF8NameTable.probeAhead`).
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * Self.readAheadBatch) { counts in
                let (lengths, leads) = (UnsafeMutableBufferPointer(rebasing: counts[..<Self.readAheadBatch]),
                                        UnsafeMutableBufferPointer(rebasing: counts[Self.readAheadBatch...]))
                var start = 0
                while start < part.count {
                    let range = start ..< Swift.min(start + Self.readAheadBatch, part.count)
                    let batch = UnsafeBufferPointer(rebasing: part[range])
                    let learnt = UnsafeMutableBufferPointer(rebasing: prepared[range])
                    let hashCount = prepare(batch, into: learnt, hashes: hashes, lengths: lengths, predicted: &predicted, mix: &found.mix)
                    found.mix &+= names.probeAhead(UnsafeBufferPointer(rebasing: hashes[..<hashCount]),
                                                   lengths: UnsafeBufferPointer(rebasing: lengths[..<hashCount]),
                                                   leads: leads)
                    found.add(findKnown(batch, learnt, leads: UnsafeBufferPointer(rebasing: leads[..<hashCount])))
                    if case .entry(let entry) = learnt[batch.count - 1] { predicted = entry + 1 }
                    start = range.upperBound
                }
            }
        }
        return found
    }

    /// Reads every name of `batch` (its first and last byte: a loop light enough that dozens of
    /// misses are in flight), then checks each against the entry `predicted` (the entry after the
    /// name before it) until one differs, and hashes the rest into `hashes` (their byte counts
    /// into `lengths`). Returns how many it hashed.
    private func prepare(_ batch: UnsafeBufferPointer<String>, into prepared: UnsafeMutableBufferPointer<Prepared>,
                         hashes: UnsafeMutableBufferPointer<UInt64>, lengths: UnsafeMutableBufferPointer<Int>,
                         predicted: inout Int?, mix: inout UInt64) -> Int {
        for name in batch {
            mix &+= Self.withUTF8(name) { $0.isEmpty ? 0 : UInt64($0[0]) &+ UInt64($0[$0.count - 1]) }
        }
        var hashCount = 0
        for k in batch.indices {
            prepared[k] = Self.withUTF8(batch[k]) { bytes in
                if let entry = predicted, names.hasBytes(entry, bytes) {
                    predicted = entry + 1
                    return .entry(entry)
                }
                predicted = nil
                let (hash, isASCII) = UTF8NameTable.hash(bytes)
                guard isASCII else { return .other }
                hashes[hashCount] = hash
                lengths[hashCount] = bytes.count
                hashCount += 1
                return .hash(hash)
            }
        }
        return hashCount
    }

    /// Finds the hashed names of `batch` that are known, finishing the probes `probeAhead` began
    /// (`leads`, one per hashed name in order), without changing the table (a mutation would
    /// retain each name: an atomic write to its object). Counts the names and bytes it did not find.
    private func findKnown(_ batch: UnsafeBufferPointer<String>, _ prepared: UnsafeMutableBufferPointer<Prepared>,
                           leads: UnsafeBufferPointer<Int>) -> LookUp {
        var found = LookUp()
        var next = 0
        for k in batch.indices {
            guard case .hash(let hash) = prepared[k], next < leads.count else { continue }
            let lead = leads[next]
            next += 1
            switch Self.withUTF8(batch[k], { (names.probe($0, hash: hash, lead: lead), $0.count) }) {
            case (.found(let entry), _):
                prepared[k] = .entry(entry)
            case (.absent(let slot), let byteCount):
                prepared[k] = .absent(hash: hash, slot: slot)
                found.newNames += 1
                found.newBytes &+= byteCount
            }
        }
        return found
    }

    /// The ids of `chunk` as `lookUp` left them, interning the new names, in batches: each
    /// batch's new names' slots are read ahead first (the look-up read them long before, maybe on
    /// another core). A new name's probe (made in the index `probedIn`) is not repeated while the
    /// slot it ended at is still empty (`UTF8NameTable.isEmpty(_:since:)`).
    private mutating func internPrepared(_ chunk: UnsafeBufferPointer<String>, _ prepared: UnsafeMutableBufferPointer<Prepared>,
                                         probedIn index: UTF8NameTable.IndexVersion, into ids: inout [Int]) {
        var start = 0
        while start < chunk.count {
            let batch = start ..< Swift.min(start + Self.readAheadBatch, chunk.count)
            var mix: UInt64 = 0
            for k in batch { if case .absent(_, let slot) = prepared[k] { mix &+= names.readSlot(slot) } }
            readAheadMix &+= mix
            for k in batch {
                switch prepared[k] {
                case .entry(let entry):
                    hint = entry + 1
                    ids.append(id(ofEntry: entry))
                case .hash(let hash):
                    let id = Self.withUTF8(chunk[k]) { internASCII($0, hash: hash) }
                    ids.append(id ?? intern(chunk[k]))
                case .absent(let hash, let slot):
                    let emptySlot = names.isEmpty(slot, since: index) ? slot : nil
                    let id = Self.withUTF8(chunk[k]) { internASCII($0, hash: hash, emptySlot: emptySlot) }
                    ids.append(id ?? intern(chunk[k]))
                case .other:
                    ids.append(intern(chunk[k]))
                }
            }
            start = batch.upperBound
        }
    }

    /// The id of `name`, interning it if it is new.
    public mutating func intern(_ name: String) -> Int {
        switch find(name) {
        case .explicit(let entry):
            hint = entry + 1
            return id(ofEntry: entry)
        case .generated(let id):
            return id
        case .absent(let key, let hash, let slot, let split):
            switch key {
            case .ascii:
                _ = Self.withUTF8(name) { names.appendIndexed($0, hash: hash, slot: slot) }
            case .mapped(let bytes):
                let entry = bytes.withUnsafeBufferPointer { names.appendIndexed($0, hash: hash, slot: slot) }
                spellings[entry] = name
            case .other:
                let entry = names.appendUnindexed()
                otherEntries[name] = entry
                spellings[entry] = name
            }
            return idOfAppendedEntry(shaped: split != nil)
        }
    }

    /// The id of the explicit entry just appended (`shaped`: its name reads as a generated one).
    private mutating func idOfAppendedEntry(shaped: Bool) -> Int {
        let id = count
        count += 1
        hint = names.count
        if shaped { unfiledShapedEntries.append(names.count - 1) }
        return id
    }

    /// `intern(_:)` of an ASCII name from its bytes and their `UTF8NameTable.hash`, the hint
    /// tried already: never makes a `String` of a name it finds. Nil when the index is full
    /// (the caller interns the name as a string). `emptySlot`: where a probe for the same bytes
    /// ended, still empty, so the name is new and takes it (no probe again).
    private mutating func internASCII(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, emptySlot: Int? = nil) -> Int? {
        switch emptySlot.map(UTF8NameTable.Probe.absent) ?? names.probe(bytes, hash: hash) {
        case .found(let entry):
            hint = entry + 1
            return id(ofEntry: entry)
        case .absent(let slot):
            guard names.canIndex(byteCount: bytes.count) else { return nil }
            let shaped = Self.generatedSuffix(bytes) != nil
            // (The prefix becomes a string only when some range could hold the name.)
            if shaped, !ranges.isEmpty, let (prefix, number) = Self.splitGeneratedASCII(bytes),
               let id = generatedID(prefix: prefix, number: number) { return id }
            _ = names.appendIndexed(bytes, hash: hash, slot: slot)
            return idOfAppendedEntry(shaped: shaped)
        }
    }

    /// The id of `name` if it was ever interned or generated.
    public func lookup(_ name: String) -> Int? {
        switch find(name) {
        case .explicit(let entry): return id(ofEntry: entry)
        case .generated(let id): return id
        case .absent: return nil
        }
    }

    /// Finds `name` among explicit names (by its bytes when it has an ASCII key), then among
    /// generated ranges; if it is in neither, says how to store it.
    private func find(_ name: String) -> Found {
        Self.withUTF8(name) { bytes in
            // Names often come again in the order they came first (a snapshot listing the items
            // of the last one): the entry after the last one found is tried before hashing.
            if names.hasBytes(hint, bytes) { return .explicit(entry: hint) }
            let (hash, isASCII) = UTF8NameTable.hash(bytes)
            guard isASCII else { return findNonASCII(name) }
            switch names.probe(bytes, hash: hash) {
            case .found(let entry):
                return .explicit(entry: entry)
            case .absent(let slot):
                if !names.canIndex(byteCount: bytes.count) {
                    if let entry = otherEntries[name] { return .explicit(entry: entry) }
                    return absent(name, key: .other, hash: 0, slot: -1, split: Self.splitGeneratedASCII(bytes))
                }
                return absent(name, key: .ascii, hash: hash, slot: slot, split: Self.splitGeneratedASCII(bytes))
            }
        }
    }

    private func findNonASCII(_ name: String) -> Found {
        let split = Self.splitGenerated(name)
        if let bytes = Self.asciiKey(of: name), names.canIndex(byteCount: bytes.count) {
            let (hash, _) = bytes.withUnsafeBufferPointer { UTF8NameTable.hash($0) }
            switch bytes.withUnsafeBufferPointer({ names.probe($0, hash: hash) }) {
            case .found(let entry): return .explicit(entry: entry)
            case .absent(let slot): return absent(name, key: .mapped(bytes), hash: hash, slot: slot, split: split)
            }
        }
        if let entry = otherEntries[name] { return .explicit(entry: entry) }
        return absent(name, key: .other, hash: 0, slot: -1, split: split)
    }

    /// A name that is no explicit name: the generated id it names, or how to store it.
    private func absent(_ name: String, key: Key, hash: UInt64, slot: Int, split: (String, Int)?) -> Found {
        if let (prefix, number) = split, let id = generatedID(prefix: prefix, number: number) { return .generated(id: id) }
        return .absent(key: key, hash: hash, slot: slot, split: split)
    }

    /// The id of explicit entry `entry`: the entry plus the generated ids handed out before it.
    private func id(ofEntry entry: Int) -> Int {
        guard let last = ranges.last else { return entry }
        if entry >= last.explicitBefore { return entry + last.base + last.count - last.explicitBefore }
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = low + (high - low) / 2
            if ranges[mid].explicitBefore <= entry { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return entry }
        let range = ranges[low - 1]
        return entry + range.base + range.count - range.explicitBefore
    }

    /// Calls `body` with `name`'s UTF-8 bytes, in place when the string is contiguous.
    @inline(__always)
    static func withUTF8<R>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = name.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = name
        return copy.withUTF8(body)
    }

    /// The ASCII bytes `name` is canonically equivalent to, when each of its scalars is ASCII or
    /// one of the three non-ASCII scalars whose canonical decomposition is one ASCII scalar
    /// (U+037E GREEK QUESTION MARK → `;`, U+1FEF GREEK VARIA → `` ` ``, U+212A KELVIN SIGN → `K`;
    /// `IdentifierTablePropertyTests` checks every scalar); nil otherwise.
    static func asciiKey(of name: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: bytes.append(UInt8(scalar.value))
            case 0x037E: bytes.append(0x3B)
            case 0x1FEF: bytes.append(0x60)
            case 0x212A: bytes.append(0x4B)
            default: return nil
            }
        }
        return bytes
    }

    /// The id of generated name `prefix-number`, if a generated range holds it.
    private func generatedID(prefix: String, number: Int) -> Int? {
        guard !ranges.isEmpty, let candidates = rangesByPrefix[prefix] else { return nil }
        for index in candidates {
            let range = ranges[index]
            if number >= range.first && number < range.first + range.count {
                return range.base + (number - range.first)
            }
        }
        return nil
    }

    /// The name of `id`.
    public func name(_ id: Int) -> String {
        guard id >= 0, id < count else { return "#\(id)" }
        guard let index = lastRange(atOrBefore: id) else { return explicitName(slot: id, id: id) }
        let range = ranges[index]
        if id < range.base + range.count { return "\(range.prefix)-\(range.first + id - range.base)" }
        return explicitName(slot: range.explicitBefore + (id - range.base - range.count), id: id)
    }

    private func explicitName(slot: Int, id: Int) -> String {
        guard slot >= 0 && slot < names.count else { return "#\(id)" }
        if !spellings.isEmpty, let spelling = spellings[slot] { return spelling }
        return names.string(slot)
    }

    /// The index of the last generated range whose base is at most `id` (binary search by base).
    private func lastRange(atOrBefore id: Int) -> Int? {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = low + (high - low) / 2
            if ranges[mid].base <= id { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// How many explicit names have ids below `mark` (ids are handed out in order, so they are a
    /// the first entries of `names`).
    private func explicitCount(below mark: Int) -> Int {
        guard let index = lastRange(atOrBefore: mark - 1) else { return Swift.max(0, mark) }
        let range = ranges[index]
        return range.explicitBefore + Swift.max(0, mark - (range.base + range.count))
    }

    /// Makes room for `additional` more explicit names (a snapshot edit that lists N names), so the
    /// table grows once instead of rehashing every name as it doubles. Grows geometrically, so
    /// many small reservations stay linear.
    public mutating func reserveCapacity(_ additional: Int) { reserve(additional, touching: false) }

    /// `reserveCapacity(additional)`; `touching`: the names are known to be new (`intern(contentsOf:)`
    /// found a first chunk of them), so the room they will fill is written once now
    /// (`UTF8NameTable.reserveCapacity(_:touching:)`).
    private mutating func reserve(_ additional: Int, touching: Bool) {
        guard additional > 0 else { return }
        let (needed, overflow) = names.count.addingReportingOverflow(additional)
        guard !overflow, needed < UTF8NameTable.maximumIndexedEntries else { return }
        names.reserveCapacity(needed, touching: touching)
    }

    /// Ids for `prefix-first` … `prefix-(first+count-1)`. Names that already exist keep their ids,
    /// so generating the same names twice gives the same ids.
    public mutating func generate(prefix: String, first: Int, count generatedCount: Int) -> [Int] {
        guard generatedCount > 0 else { return [] }
        fileShapedNames()
        if overlapsExisting(prefix: prefix, first: first, count: generatedCount) {
            return generate(prefix: prefix, first: first, count: generatedCount, around: ())
        }
        let range = GeneratedRange(prefix: prefix, first: first, count: generatedCount, base: count,
                                   explicitBefore: names.count)
        ranges.append(range)
        rangesByPrefix[prefix, default: []].append(ranges.count - 1)
        count += generatedCount
        return Array(range.base..<range.base + generatedCount)
    }

    /// `generate` of a run some of whose names exist already: each keeps its id (a generated
    /// range's or an explicit name's) and each gap between them becomes a generated range of its
    /// own, in run order — the ids interning the names one at a time gives, without a string and
    /// an entry per name (10,000,000 names after one took 7.5 s and 816 MB that way).
    /// O(the run + the prefix's ranges and explicit names).
    private mutating func generate(prefix: String, first: Int, count generatedCount: Int, around: Void) -> [Int] {
        let (end, overflow) = first.addingReportingOverflow(generatedCount)
        guard !overflow else { return (first..<first + generatedCount).map { intern("\(prefix)-\($0)") } }
        // The numbers of the run that have an id: (first number, how many, the first one's id).
        var held: [(number: Int, count: Int, id: Int)] = []
        for index in rangesByPrefix[prefix] ?? [] {
            let range = ranges[index]
            let low = Swift.max(first, range.first)
            let high = Swift.min(end, range.first + range.count)
            if low < high { held.append((low, high - low, range.base + (low - range.first))) }
        }
        for number in generatedShapedNames[prefix] ?? [] where number >= first && number < end {
            if let id = lookup("\(prefix)-\(number)") { held.append((number, 1, id)) }
        }
        held.sort { $0.number < $1.number }
        var ids: [Int] = []
        ids.reserveCapacity(generatedCount)
        var next = first
        func newRange(upTo limit: Int) {
            guard next < limit else { return }
            let range = GeneratedRange(prefix: prefix, first: next, count: limit - next, base: count, explicitBefore: names.count)
            ranges.append(range)
            rangesByPrefix[prefix, default: []].append(ranges.count - 1)
            count += range.count
            ids.append(contentsOf: range.base ..< range.base + range.count)
        }
        for run in held where run.number >= next {   // (disjoint: a name is generated or explicit, never both)
            newRange(upTo: run.number)
            ids.append(contentsOf: run.id ..< run.id + run.count)
            next = run.number + run.count
        }
        newRange(upTo: end)
        return ids
    }

    /// Forgets every identifier with an id of `mark` or more (interned or generated after the
    /// table's `count` was `mark`), so a command that failed after interning names leaves the
    /// table as it found it. O(the identifiers forgotten + generated ranges after the mark).
    public mutating func forgetIdentifiers(from mark: Int) {
        guard mark >= 0, mark < count else { return }
        while let last = ranges.last, last.base >= mark {
            ranges.removeLast()
            if var list = rangesByPrefix[last.prefix] {
                list.removeAll { $0 >= ranges.count }
                rangesByPrefix[last.prefix] = list.isEmpty ? nil : list
            }
        }
        let keep = explicitCount(below: mark)
        while names.count > keep {
            let entry = names.count - 1
            if unfiledShapedEntries.last == entry {
                unfiledShapedEntries.removeLast()
            } else if let (prefix, number) = shapedSplit(ofEntry: entry), let key = generatedShapedNames.index(forKey: prefix),
                      let index = generatedShapedNames.values[key].lastIndex(of: number) {
                // In place: a copy of the list out of the dictionary would copy every number of the
                // prefix for each name forgotten (100k `p-N` names took 1.5 s to roll back, not 0.1).
                // The newest entry's number is its prefix's last one, so the search ends at once.
                generatedShapedNames.values[key].remove(at: index)
                if generatedShapedNames.values[key].isEmpty { generatedShapedNames.remove(at: key) }
            }
            if let spelling = spellings.removeValue(forKey: entry), !names.isIndexed(entry) { otherEntries[spelling] = nil }
            names.removeLast()
        }
        count = mark
    }

    /// Entry `entry`'s name read as a generated one (`splitGenerated`), nil when it is not shaped so.
    private func shapedSplit(ofEntry entry: Int) -> (String, Int)? {
        if let spelling = spellings[entry] { return Self.splitGenerated(spelling) }
        return names.withBytes(of: entry) { Self.splitGeneratedASCII($0) }
    }

    /// `generatedShapedNames` with every unfiled entry filed.
    private func filedShapedNames() -> [String: [Int]] {
        var filed = generatedShapedNames
        for entry in unfiledShapedEntries {
            if let (prefix, number) = shapedSplit(ofEntry: entry) { filed[prefix, default: []].append(number) }
        }
        return filed
    }

    /// Files the unfiled generated-shaped names (O(them), once each).
    private mutating func fileShapedNames() {
        guard !unfiledShapedEntries.isEmpty else { return }
        generatedShapedNames = filedShapedNames()
        unfiledShapedEntries = []
    }

    /// Whether a generated range or an explicit name holds one of the run. The unfiled names are
    /// read one by one (`generate` files them first, so they are read so at most once more), in
    /// place: a name kept as its bytes is compared with the prefix's ASCII key, which is what
    /// `String ==` on its split prefix would decide (`asciiKey(of:)`), without making that string.
    private func overlapsExisting(prefix: String, first: Int, count generatedCount: Int) -> Bool {
        for index in rangesByPrefix[prefix] ?? [] {
            let range = ranges[index]
            if first < range.first + range.count && range.first < first + generatedCount { return true }
        }
        func inRun(_ number: Int) -> Bool { number >= first && number - first < generatedCount }
        if (generatedShapedNames[prefix] ?? []).contains(where: inRun) { return true }
        guard !unfiledShapedEntries.isEmpty else { return false }
        let key = Self.asciiKey(of: prefix)   // nil: no name kept as its bytes has this prefix
        return unfiledShapedEntries.contains { entry in
            if spellings[entry] != nil {
                return shapedSplit(ofEntry: entry).map { $0.0 == prefix && inRun($0.1) } ?? false
            }
            guard let key else { return false }
            return names.withBytes(of: entry) { bytes in
                guard let (dash, number) = Self.generatedSuffix(bytes), dash == key.count, inRun(number) else { return false }
                return bytes[..<dash].elementsEqual(key)
            }
        }
    }

    /// Whether none of `prefix-first` … `prefix-(first+count-1)` was ever interned or generated
    /// (then `generate` hands out one fresh range).
    public func isUnused(prefix: String, first: Int, count generatedCount: Int) -> Bool {
        !overlapsExisting(prefix: prefix, first: first, count: generatedCount)
    }

    /// Splits `Recents-12` into (`Recents`, 12); nil for names without a numeric suffix.
    ///
    /// Scans the UTF-8 bytes from the end: the suffix must be 1–18 ASCII digits without a leading
    /// zero, right after the last `-`. Byte for byte the same answer as the Character scan below,
    /// which it falls back to only when a non-ASCII scalar precedes the dash (a Prepend scalar
    /// would join the dash into one Character there).
    static func splitGenerated(_ name: String) -> (String, Int)? {
        let parsed: (prefix: String, number: Int, fallBack: Bool)? = withUTF8(name) { bytes in
            guard let (dash, number) = generatedSuffix(bytes) else { return nil }
            if dash >= 1, bytes[dash - 1] >= 0x80 { return ("", 0, true) }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dash]), as: UTF8.self), number, false)
        }
        guard let parsed else { return nil }
        return parsed.fallBack ? splitGeneratedByCharacters(name) : (parsed.prefix, parsed.number)
    }

    /// `splitGenerated` of a name whose bytes are all ASCII (no fallback: every scalar is one Character).
    static func splitGeneratedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, Int)? {
        guard let (dash, number) = generatedSuffix(bytes) else { return nil }
        return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dash]), as: UTF8.self), number)
    }

    /// The dash's offset and the number of a `-digits` suffix (1–18 ASCII digits, no leading zero).
    ///
    /// Every new name is asked, so the trailing digits of a name of 8 bytes or more are counted
    /// from its last 8 bytes as one word, not byte by byte: a byte loop whose end depends on the
    /// name mispredicts on names like UUIDs, whose last characters are digits or not at random.
    @inline(__always)
    static func generatedSuffix(_ bytes: UnsafeBufferPointer<UInt8>) -> (dash: Int, number: Int)? {
        var start = bytes.count
        if let base = bytes.baseAddress, bytes.count >= 8 {
            // Invariant: count ≥ 8, so the word at count − 8 is the last 8 bytes, inside `bytes`.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + (bytes.count - 8)).loadUnaligned(as: UInt64.self))
            // Each byte minus "0" (as xor, which agrees for a digit): a byte is a digit when that
            // is below 10, so adding 0x76 to its low 7 bits leaves its top bit clear, and so does
            // the byte itself (no byte over 0x7F is a digit). No sum carries into the next byte.
            let offsets = word ^ 0x3030_3030_3030_3030
            let notDigits = ((offsets & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7676_7676_7676_7676 | offsets) & 0x8080_8080_8080_8080
            // The last byte is the word's top byte: the digits it ends with are its leading clear bytes.
            start -= notDigits == 0 ? 8 : notDigits.leadingZeroBitCount / 8
            if notDigits != 0 { return suffix(bytes, digitsFrom: start) }
        }
        while start > 0, bytes[start - 1] &- 0x30 < 10 { start -= 1 }
        return suffix(bytes, digitsFrom: start)
    }

    /// `generatedSuffix` once the trailing digits are known to start at `start`.
    @inline(__always)
    private static func suffix(_ bytes: UnsafeBufferPointer<UInt8>, digitsFrom start: Int) -> (dash: Int, number: Int)? {
        let digitCount = bytes.count - start
        guard digitCount > 0, digitCount <= 18, start > 0, bytes[start - 1] == 0x2D,
              !(digitCount > 1 && bytes[start] == 0x30) else { return nil }
        var number = 0
        for byte in bytes[start...] { number = number &* 10 &+ Int(byte &- 0x30) }
        return (start - 1, number)
    }

    /// The Character-level reading of `splitGenerated` (the reference the byte scan must match).
    static func splitGeneratedByCharacters(_ name: String) -> (String, Int)? {
        guard let dash = name.lastIndex(of: "-") else { return nil }
        let digits = name[name.index(after: dash)...]
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }),
              !(digits.count > 1 && digits.first == "0"),
              let number = Int(digits) else { return nil }
        return (String(name[..<dash]), number)
    }
}
