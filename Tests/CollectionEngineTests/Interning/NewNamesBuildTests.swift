import Testing
@testable import CollectionEngine

/// `UTF8NameTable.built(appending:to:firstID:refusingShaped:)`, the two-thread build of a long
/// list of new names, against interning the same names one at a time (the reference it must
/// equal): names of every length around the 8- and 16-byte words the hash reads, the empty name,
/// names shaped like generated ones, clusters of home slots at the end of each thread's half of
/// the index (their probes cross into the other half or wrap around), a table that already holds
/// names (ASCII, non-ASCII, canonically mapped, generated), lists it must decline, and forgetting
/// names afterwards (removal by backward shift in slots filled out of entry order).
@Suite struct NewNamesBuildTests {
    typealias Random = IdentifierTablePropertyTests.Random

    /// `count` distinct ASCII names: UUID-like, short, long, shaped like generated ones (`x-12`).
    static func distinctNames(_ count: Int, seed: Int) -> [String] {
        var random = Random(state: UInt64(seed) &* 31_337 &+ 5)
        var seen = Set<String>()
        var names: [String] = []
        names.reserveCapacity(count)
        while names.count < count {
            let name: String
            switch random.below(6) {
            case 0: name = String(random.next(), radix: 16) + "-" + String(random.next() % 100_000)   // shaped
            case 1: name = String(random.next() % 1000, radix: 36)
            case 2: name = String(repeating: "n", count: random.below(70)) + String(random.next(), radix: 36)
            case 3: name = random.below(1000) == 0 ? "" : String(random.next(), radix: 16)
            default:
                name = [8, 4, 4, 4, 12].map { width in
                    String((0..<width).map { _ in "0123456789ABCDEF".randomCharacter(&random) })
                }.joined(separator: "-")
            }
            if seen.insert(name).inserted { names.append(name) }
        }
        return names
    }

    /// `count` names whose home slots, in the index a list of `listCount` names gets, lie in the
    /// last `width` slots of its first half (`atEnd`: of the whole index), so their run reaches
    /// into the second half (wraps around to the first slot).
    static func namesHomedBefore(atEnd: Bool, width: Int, count: Int, listCount: Int, seed: Int) -> [String] {
        var capacity = 16
        while capacity / 2 < listCount { capacity *= 2 }
        let end = atEnd ? capacity : capacity / 2
        var names: [String] = []
        var k = 0
        while names.count < count {
            let name = "cluster-\(seed)-\(k)x"
            k += 1
            let home = Array(name.utf8).withUnsafeBufferPointer { Int(truncatingIfNeeded: UTF8NameTable.hash($0).hash) & (capacity - 1) }
            if home >= end - width, home < end { names.append(name) }
        }
        return names
    }

    static func oneAtATime(_ list: [String], into table: IdentifierTable = IdentifierTable()) -> (IdentifierTable, [Int]) {
        var table = table
        let ids = list.map { table.intern($0) }
        return (table, ids)
    }

    @Test(arguments: 0..<3) func builtListMatchesOneAtATime(seed: Int) {
        var random = Random(state: UInt64(seed) &+ 77)
        let count = IdentifierTable.parallelMinimum + random.below(40_000)
        var list = Self.distinctNames(count - 128, seed: seed)
        // Clusters at the end of the first half of the index and at its very end.
        list += Self.namesHomedBefore(atEnd: false, width: 6, count: 64, listCount: count, seed: seed)
        list += Self.namesHomedBefore(atEnd: true, width: 6, count: 64, listCount: count, seed: seed)
        for k in stride(from: list.count - 1, to: 0, by: -1) { list.swapAt(k, random.below(k + 1)) }
        let built = list.withUnsafeBufferPointer { UTF8NameTable.built(appending: $0, to: UTF8NameTable(), firstID: 0, refusingShaped: false) }
        #expect(built != nil, "a list of distinct ASCII names is built, not declined")
        var table = IdentifierTable()
        let ids = table.intern(contentsOf: list)
        let (reference, referenceIDs) = Self.oneAtATime(list)
        #expect(ids == referenceIDs)
        let same = table == reference   // (not printed whole when it fails)
        #expect(same, "the built table differs from one interned a name at a time")
        for (id, name) in list.enumerated() where table.lookup(name) != id {
            Issue.record("\(name) (id \(id)) is not found: \(String(describing: table.lookup(name)))")
            break
        }
        // Names shaped like generated ones are known to `generate`: a range over them keeps their ids.
        var generating = table
        var generatingReference = reference
        #expect(generating.generate(prefix: "p", first: 0, count: 10) == generatingReference.generate(prefix: "p", first: 0, count: 10))
        if let shaped = list.first(where: { IdentifierTable.splitGenerated($0) != nil }), let (prefix, number) = IdentifierTable.splitGenerated(shaped) {
            #expect(generating.generate(prefix: prefix, first: number, count: 3)
                    == generatingReference.generate(prefix: prefix, first: number, count: 3))
        }
    }

    /// Forgetting the newest names of a built table, a few marks down, leaves every older name
    /// found (and only those); the names interned again take the same ids as the reference.
    @Test(arguments: 0..<2) func forgettingNamesOfABuiltListKeepsTheRestFound(seed: Int) {
        var random = Random(state: UInt64(seed) &+ 1_234)
        let count = IdentifierTable.parallelMinimum + 5_000
        var list = Self.distinctNames(count - 256, seed: seed + 10)
        list += Self.namesHomedBefore(atEnd: false, width: 4, count: 128, listCount: count, seed: seed)
        list += Self.namesHomedBefore(atEnd: true, width: 4, count: 128, listCount: count, seed: seed)
        for k in stride(from: list.count - 1, to: 0, by: -1) { list.swapAt(k, random.below(k + 1)) }
        var table = IdentifierTable()
        _ = table.intern(contentsOf: list)
        var mark = count
        for _ in 0..<4 {
            mark -= 1 + random.below(count / 5)
            table.forgetIdentifiers(from: mark)
            #expect(table.count == mark)
            var missing = 0, ghosts = 0
            for (id, name) in list.enumerated() {
                let found = table.lookup(name)
                if id < mark, found != id { missing += 1 }
                if id >= mark, found != nil { ghosts += 1 }
            }
            #expect(missing == 0, "names older than the mark no longer found")
            #expect(ghosts == 0, "forgotten names still found")
        }
        let (reference, _) = Self.oneAtATime(Array(list[..<mark]))
        let again = ["new-one"] + Array(list[mark...].prefix(500))
        var (referenceAgain, referenceIDs) = Self.oneAtATime(again, into: reference)
        #expect(again.map { table.intern($0) } == referenceIDs)
        _ = referenceAgain.intern("new-one")
        let same = table == referenceAgain
        #expect(same, "the table after forgetting and interning again differs from the reference")
    }

    /// Lists the build declines, left to one-at-a-time interning with the same outcome: a name
    /// listed twice (in one half, across the halves), a non-ASCII name, a name shaped like a
    /// generated one when generated ranges exist, a table that already holds names.
    @Test func declinedListsStillMatchTheReference() {
        let names = Self.distinctNames(IdentifierTable.parallelMinimum + 100, seed: 9)
        func declined(_ list: [String], refusingShaped: Bool = false) -> Bool {
            list.withUnsafeBufferPointer { UTF8NameTable.built(appending: $0, to: UTF8NameTable(), firstID: 0, refusingShaped: refusingShaped) } == nil
        }
        var repeatedInHalf = names
        repeatedInHalf[10] = repeatedInHalf[20]
        var repeatedAcross = names
        repeatedAcross[names.count - 1] = repeatedAcross[3]
        var nonASCII = names
        nonASCII[names.count / 2] = "caf\u{E9}"
        var kelvin = names
        kelvin[7] = "\u{212A}elvin"
        kelvin[8] = "Kelvin"
        for list in [repeatedInHalf, repeatedAcross, nonASCII, kelvin] {
            #expect(declined(list))
            var table = IdentifierTable()
            let (reference, referenceIDs) = Self.oneAtATime(list)
            #expect(table.intern(contentsOf: list) == referenceIDs)
            let same = table == reference
            #expect(same)
        }
        #expect(names.contains { IdentifierTable.splitGenerated($0) != nil })
        #expect(declined(names, refusingShaped: true))
        #expect(!declined(names))
        // Beside a generated range, a shaped name may be one of its names: interned one at a time.
        var generated = IdentifierTable()
        var generatedReference = IdentifierTable()
        _ = generated.generate(prefix: "g", first: 0, count: 50)
        _ = generatedReference.generate(prefix: "g", first: 0, count: 50)
        let withGenerated = names + ["g-7", "g-70"]
        #expect(generated.intern(contentsOf: withGenerated) == withGenerated.map { generatedReference.intern($0) })
        #expect(generated.lookup("g-7") == 7)
    }

    /// A list appended to a table that holds names already — ASCII names, non-ASCII ones (kept
    /// out of the index), a canonically mapped one, generated ranges — as long as the table or
    /// longer, is built and ends as one interned a name at a time; a list holding one of the
    /// table's names where the look-ahead does not see it is declined, with the same outcome.
    @Test(arguments: 0..<2) func listAppendedToATableMatchesOneAtATime(seed: Int) {
        var random = Random(state: UInt64(seed) &+ 4_242)
        var existing = (0..<2_000).map { "old-\($0)x" } + ["caf\u{E9}", "\u{212A}elvin", "日本", "", "old-7"]
        for k in stride(from: existing.count - 1, to: 0, by: -1) { existing.swapAt(k, random.below(k + 1)) }
        var table = IdentifierTable()
        _ = table.generate(prefix: "Recents", first: 0, count: 100)
        for name in existing { _ = table.intern(name) }
        var reference = table
        let list = Self.distinctNames(2 * IdentifierTable.parallelMinimum + random.below(5_000), seed: seed + 20)
            .filter { IdentifierTable.splitGenerated($0) == nil && reference.lookup($0) == nil }
        #expect(list.count >= IdentifierTable.parallelMinimum)
        #expect(list.withUnsafeBufferPointer { UTF8NameTable.built(appending: $0, to: UTF8NameTable(), firstID: 0, refusingShaped: true) } != nil)
        let ids = table.intern(contentsOf: list)
        #expect(ids == list.map { reference.intern($0) })
        #expect(ids.first == 100 + existing.count)
        let same = table == reference
        #expect(same, "the table with a list appended differs from one interned a name at a time")
        for (k, name) in list.enumerated() where table.lookup(name) != ids[k] {
            Issue.record("\(name) (id \(ids[k])) is not found: \(String(describing: table.lookup(name)))")
            break
        }
        for name in existing + ["Recents-5", "Kelvin"] {
            #expect(table.lookup(name) == reference.lookup(name), "\(name)")
        }
        #expect(table.lookup("Kelvin") != nil)   // (the Kelvin sign's ASCII key is still indexed)

        // A second list, longer than the table now, with one name the table holds (not among the
        // names the look-ahead reads): declined, then interned one at a time.
        var second = Self.distinctNames(2 * table.count, seed: seed + 30).filter { IdentifierTable.splitGenerated($0) == nil && reference.lookup($0) == nil }
        #expect(second.count >= table.count)
        second[second.count / 64 + 1] = list[17]
        var (secondReference, secondIDs) = (reference, [Int]())
        secondIDs = second.map { secondReference.intern($0) }
        #expect(table.intern(contentsOf: second) == secondIDs)
        let sameAgain = table == secondReference
        #expect(sameAgain, "a declined list left the table unlike one interned a name at a time")
    }

    /// Ids start after the generated ones handed out before (a table with ranges but no names).
    @Test func idsFollowGeneratedRanges() {
        let names = Self.distinctNames(IdentifierTable.parallelMinimum, seed: 4).filter { IdentifierTable.splitGenerated($0) == nil }
        let padded = names + (0..<(IdentifierTable.parallelMinimum - names.count + 10)).map { "pad\($0)x" }
        var table = IdentifierTable()
        _ = table.generate(prefix: "g", first: 0, count: 1_000)
        let ids = table.intern(contentsOf: padded)
        #expect(ids == Array(1_000 ..< 1_000 + padded.count))
        #expect(table.name(1_000) == padded[0])
        #expect(table.lookup("g-999") == 999)
        #expect(padded.withUnsafeBufferPointer { UTF8NameTable.built(appending: $0, to: UTF8NameTable(), firstID: 1_000, refusingShaped: true) } != nil)
    }
}

private extension String {
    func randomCharacter(_ random: inout IdentifierTablePropertyTests.Random) -> Character {
        let characters = Array(self)
        return characters[random.below(characters.count)]
    }
}
