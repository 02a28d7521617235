import Benchmark
import BenchmarkSupport
import CollectionEngine

// Identifier interning at a million (issue 13 point 2: ≤ 50 ns per identifier). A snapshot edit
// interns each name it mentions once (`internNames` hands the ids to the edit); the first time
// the names are new, every later snapshot that lists them finds them — usually in the order they
// came first, sometimes shuffled. All are measured on 1M UUID-shaped strings (36 characters, as
// DifferenceKit's benchmark and a real app's identifiers are).

enum IdentifierFixtures {
    static let million = 1_000_000
    /// 1M distinct UUID-shaped names, seeded.
    static let names: [String] = {
        var rng = BenchmarkRandom(seed: 0x1D5)
        return (0..<million).map { _ in DiffFixture.uuid(&rng) }
    }()
    /// 1M more distinct UUID-shaped names, none of them in `names`: a second snapshot of all-new items.
    static let others: [String] = {
        var rng = BenchmarkRandom(seed: 0x0A7E)
        return (0..<million).map { _ in DiffFixture.uuid(&rng) }
    }()
    /// The same names in a seeded random order (known names met out of their first order).
    static let shuffled: [String] = {
        var rng = BenchmarkRandom(seed: 0x5F1)
        return names.shuffled(using: &rng)
    }()
    /// The shuffled names as a script's parser hands them over: each a new string, made in list
    /// order, so the list's strings lie in memory in the order they are read (in `shuffled` each
    /// is a random access into 100 MB of heap), while the table still meets them out of order.
    static let shuffledAsParsed: [String] = shuffled.map { String(decoding: Array($0.utf8), as: UTF8.self) }
    /// `p-0` … `p-999999`: explicit names shaped like generated ones.
    static let dashed: [String] = (0..<million).map { "p-\($0)" }
    /// A table that already holds every name.
    static let filled: IdentifierTable = {
        var table = IdentifierTable()
        for name in names { _ = table.intern(name) }
        return table
    }()
}

func identifierBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
                                                timeUnits: .milliseconds, warmupIterations: 1,
                                                maxDuration: .seconds(10), maxIterations: 10).respectingRunLength
    // New names: what the first snapshot of a million names costs (ns per identifier = ms / 1M × 10⁶).
    Benchmark("IdentifierTable intern 1M new UUID names", configuration: configuration) { benchmark in
        measureInterning(IdentifierFixtures.names, into: IdentifierTable(), benchmark)
    }
    // Known names in the order they were interned: a later snapshot listing the same items.
    Benchmark("IdentifierTable intern 1M known UUID names", configuration: configuration) { benchmark in
        measureInterning(IdentifierFixtures.names, into: IdentifierFixtures.filled, benchmark)
    }
    // Known names out of their first order: every lookup is a random access into the 1M-entry index.
    Benchmark("IdentifierTable intern 1M known UUID names shuffled", configuration: configuration) { benchmark in
        measureInterning(IdentifierFixtures.shuffled, into: IdentifierFixtures.filled, benchmark)
    }
    // The same three as one list each (`intern(contentsOf:)`, how a snapshot edit or `items`
    // interns the names it lists): chunks of 64k names looked up on two threads, in batches of 64
    // that read every name, slot and record ahead so their cache misses overlap. A list whose first
    // chunk is all new reserves room for the rest itself (commands reserve nothing first).
    Benchmark("IdentifierTable intern list of 1M new UUID names", configuration: configuration) { benchmark in
        measureListInterning(IdentifierFixtures.names, into: IdentifierTable(), benchmark)
    }
    // 1M new names into a table that holds 1M already (the build appends them to a copy of it).
    Benchmark("IdentifierTable intern list of 1M new UUID names into a table of 1M", configuration: configuration) { benchmark in
        measureListInterning(IdentifierFixtures.others, into: IdentifierFixtures.filled, benchmark)
    }
    Benchmark("IdentifierTable intern list of 1M known UUID names", configuration: configuration) { benchmark in
        measureListInterning(IdentifierFixtures.names, into: IdentifierFixtures.filled, benchmark)
    }
    Benchmark("IdentifierTable intern list of 1M known UUID names shuffled", configuration: configuration) { benchmark in
        measureListInterning(IdentifierFixtures.shuffled, into: IdentifierFixtures.filled, benchmark)
    }
    // The same shuffled names as a script lists them: each string made as the parser reads it.
    Benchmark("IdentifierTable intern list of 1M known UUID names shuffled, as parsed", configuration: configuration) { benchmark in
        measureListInterning(IdentifierFixtures.shuffledAsParsed, into: IdentifierFixtures.filled, benchmark)
    }
    // Floors on this machine, no table involved: what any interning of the same input pays.
    // Reading every byte of 1M shuffled names (each String object a random access)…
    Benchmark("IdentifierTable floor: read 1M shuffled UUID names", configuration: configuration) { benchmark in
        var sum = 0
        for name in IdentifierFixtures.shuffled {
            sum &+= name.utf8.withContiguousStorageIfAvailable { $0.reduce(0) { $0 &+ Int($1) } } ?? 0
        }
        blackHole(sum)
    }
    // …and first-touching the fresh memory 1M new names need (76 bytes each: 36 of name and 8 of
    // record header, 8 of offset, 16 of index at load ½, 8 of id), one write per 4 KiB page.
    Benchmark("IdentifierTable floor: first touch of 76 MB", configuration: configuration) { benchmark in
        let bytes = 76 * IdentifierFixtures.million
        let memory = [UInt8](unsafeUninitializedCapacity: bytes) { buffer, count in
            for page in stride(from: 0, to: bytes, by: 4096) { buffer[page] = 1 }
            count = 0
        }
        blackHole(memory.capacity)
    }
    // …and the least a table of the engine's layout could cost for 1M new names here: built on two
    // threads with none of the engine's checks (`IdealisedNameIndexBuild` says which are left out).
    Benchmark("IdentifierTable floor: idealised build of 1M new names", configuration: configuration) { benchmark in
        let build = IdealisedNameIndexBuild(names: IdentifierFixtures.names)
        benchmark.startMeasurement()
        let table = build.build()
        benchmark.stopMeasurement()
        blackHole(table.checksum(count: IdentifierFixtures.million))
    }
    // A failed command forgets the names it interned (`forgetIdentifiers`): 1M explicit names
    // shaped like generated ones (`p-0` … `p-999999`), each also filed under its prefix for the
    // clash check, all forgotten. O(names): each is its prefix's last number, removed in place.
    Benchmark("IdentifierTable forget 1M generated-shaped names", configuration: configuration) { benchmark in
        var table = IdentifierTable()
        _ = table.intern(contentsOf: IdentifierFixtures.dashed)
        benchmark.startMeasurement()
        table.forgetIdentifiers(from: 0)
        benchmark.stopMeasurement()
        blackHole(table.count)
    }
    // Generated names (`items A count 1000000`): a range, never a million strings.
    Benchmark("IdentifierTable generate 1M", configuration: configuration) { benchmark in
        var table = IdentifierTable()
        blackHole(table.generate(prefix: "Recents", first: 0, count: IdentifierFixtures.million))
    }
}

/// Interns every name of `names` into (a copy of) `table`, measuring only the interning.
private func measureInterning(_ names: [String], into table: IdentifierTable, _ benchmark: Benchmark) {
    var table = table
    benchmark.startMeasurement()
    for name in names { blackHole(table.intern(name)) }
    benchmark.stopMeasurement()
    blackHole(table.count)
}

/// Interns `names` as one list into (a copy of) `table`, measuring only the interning.
private func measureListInterning(_ names: [String], into table: IdentifierTable, _ benchmark: Benchmark) {
    var table = table
    benchmark.startMeasurement()
    blackHole(table.intern(contentsOf: names))
    benchmark.stopMeasurement()
    blackHole(table.count)
}
