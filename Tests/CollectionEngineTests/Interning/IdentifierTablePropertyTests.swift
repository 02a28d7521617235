import Testing
@testable import CollectionEngine

/// `IdentifierTable` against a plain reference model — a `[String: Int]` for name → id and a
/// `[String]` for id → name, every generated name materialised — over random interleavings of
/// intern, lookup, generated ranges and forgetting; and the byte scan of `splitGenerated`
/// against the Character scan it replaced.
@Suite struct IdentifierTablePropertyTests {
    /// A small seeded generator (SplitMix64), so a failure reproduces.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    }

    /// The reference: every name a string, ids in order.
    struct Reference {
        var ids: [String: Int] = [:]
        var names: [String] = []
        mutating func intern(_ name: String) -> Int {
            if let id = ids[name] { return id }
            ids[name] = names.count
            names.append(name)
            return names.count - 1
        }
        mutating func generate(prefix: String, first: Int, count: Int) -> [Int] {
            (first..<first + count).map { intern("\(prefix)-\($0)") }
        }
        func isUnused(prefix: String, first: Int, count: Int) -> Bool {
            (first..<first + count).allSatisfy { ids["\(prefix)-\($0)"] == nil }
        }
        mutating func forget(from mark: Int) {
            guard mark >= 0, mark < names.count else { return }
            for name in names[mark...] { ids[name] = nil }
            names.removeSubrange(mark...)
        }
    }

    /// (Not a prefix ending in a Prepend scalar such as U+0600: it joins the dash into one
    /// Character, so `x\u{600}-5` never reads as generated — the table's behaviour before and after.)
    static let prefixes = ["A", "B", "A-1", "Photos", "é", "😀"]

    static func randomName(_ random: inout Random) -> String {
        let prefix = random.pick(prefixes)
        switch random.below(6) {
        case 0: return prefix
        case 1: return "\(prefix)-0\(random.below(5))"
        case 2: return "\(prefix)-"
        default: return "\(prefix)-\(random.below(40))"
        }
    }

    @Test(arguments: 0..<40) func tableMatchesTheReferenceModel(seed: Int) {
        var random = Random(state: UInt64(seed) &* 7919 &+ 1)
        var table = IdentifierTable()
        var reference = Reference()
        var marks: [Int] = []
        for _ in 0..<300 {
            switch random.below(9) {
            case 0, 1, 2:
                let name = Self.randomName(&random)
                #expect(table.intern(name) == reference.intern(name), "intern \(name)")
            case 3, 4:
                let name = Self.randomName(&random)
                #expect(table.lookup(name) == reference.ids[name], "lookup \(name)")
            case 5:
                let prefix = random.pick(Self.prefixes)
                let first = random.below(40)
                let count = random.below(12)
                // (An empty run's answer is not part of the contract: nobody asks about one.)
                #expect(count == 0 || table.isUnused(prefix: prefix, first: first, count: count)
                        == reference.isUnused(prefix: prefix, first: first, count: count))
                #expect(table.generate(prefix: prefix, first: first, count: count)
                        == reference.generate(prefix: prefix, first: first, count: count), "generate \(prefix) \(first) \(count)")
            case 6:
                table.reserveCapacity(random.below(20))
                marks.append(table.count)
            case 7:
                if let mark = marks.popLast(), random.below(2) == 0 {
                    table.forgetIdentifiers(from: mark)
                    reference.forget(from: mark)
                    marks.removeAll { $0 > mark }
                }
            default:
                let id = random.below(reference.names.count + 3) - 1
                let expected = id >= 0 && id < reference.names.count ? reference.names[id] : "#\(id)"
                #expect(table.name(id) == expected, "name \(id)")
            }
            #expect(table.count == reference.names.count)
        }
        for (id, name) in reference.names.enumerated() {
            #expect(table.name(id) == name)
            #expect(table.lookup(name) == id)
        }
    }

    /// `intern(contentsOf:)` (batches that read ahead) against the reference, one name at a time:
    /// lists longer than a batch, names repeated inside one list, canonically equivalent spellings
    /// (`K` and the Kelvin sign), the empty name, names longer than a cache line, generated ranges
    /// and forgetting between lists.
    @Test(arguments: 0..<20) func internContentsOfMatchesTheReferenceModel(seed: Int) {
        var random = Random(state: UInt64(seed) &* 104_729 &+ 3)
        let extra = ["", "K", "\u{212A}", "e\u{301}", "\u{E9}", String(repeating: "long-", count: 30), "x-7"]
        var table = IdentifierTable()
        var reference = Reference()
        var marks: [Int] = []
        for _ in 0..<30 {
            switch random.below(5) {
            case 0:
                let prefix = random.pick(Self.prefixes)
                let first = random.below(40)
                let count = random.below(12)
                #expect(table.generate(prefix: prefix, first: first, count: count)
                        == reference.generate(prefix: prefix, first: first, count: count))
            case 1:
                marks.append(table.count)
                if random.below(2) == 0 {
                    let mark = marks[random.below(marks.count)]
                    table.forgetIdentifiers(from: mark)
                    reference.forget(from: mark)
                    marks.removeAll { $0 > mark }
                }
            default:
                let list = (0..<random.below(200)).map { _ in
                    random.below(4) == 0 ? random.pick(extra) : Self.randomName(&random) + String(repeating: "z", count: random.below(3))
                }
                #expect(table.intern(contentsOf: list) == list.map { reference.intern($0) })
            }
            #expect(table.count == reference.names.count)
        }
        for (id, name) in reference.names.enumerated() {
            #expect(table.name(id) == name)
            #expect(table.lookup(name) == id)
        }
    }

    /// Lists long enough to be looked up on two threads, a chunk at a time
    /// (`IdentifierTable.parallelMinimum`, `parallelChunk`), against the reference: known names in
    /// their first order across the point where a chunk is halved (the second half starts without
    /// a prediction) and across chunks, known names shuffled, new names, a new name repeated in the
    /// same chunk and in the next, non-ASCII and canonically equivalent spellings, names shaped like
    /// generated ones beside a generated range. The table ends equal to one interned a name at a time.
    @Test(arguments: 0..<3) func longListsLookedUpOnTwoThreadsMatchTheReference(seed: Int) {
        var random = Random(state: UInt64(seed) &* 7_919 &+ 11)
        let known = (0..<IdentifierTable.parallelMinimum).map { "item-\($0)-\(seed)" }
        var table = IdentifierTable()
        var oneAtATime = IdentifierTable()
        var reference = Reference()
        _ = table.generate(prefix: "g", first: 0, count: 100)
        _ = oneAtATime.generate(prefix: "g", first: 0, count: 100)
        _ = reference.generate(prefix: "g", first: 0, count: 100)
        expectSameIDs(table.intern(contentsOf: known), known.map { reference.intern($0) }, for: known)
        for name in known { _ = oneAtATime.intern(name) }
        let length = IdentifierTable.parallelChunk + IdentifierTable.parallelMinimum + random.below(1000)
        var list: [String] = []
        list.reserveCapacity(length)
        while list.count < length {
            switch random.below(10) {
            case 0, 1, 2:   // a run of known names in their first order
                let first = random.below(known.count)
                list.append(contentsOf: known[first ..< Swift.min(known.count, first + 1 + random.below(300))])
            case 3, 4: list.append(random.pick(known))
            case 5, 6: list.append("new-\(random.below(1 << 20))")   // often new, sometimes repeated
            case 7: list.append("g-\(random.below(200))")             // in the generated range or shaped like it
            case 8: list.append(random.pick(["K", "\u{212A}", "e\u{301}", "\u{E9}", "", "😀-\(random.below(50))"]))
            default: list.append(Self.randomName(&random))
            }
        }
        expectSameIDs(table.intern(contentsOf: list), list.map { reference.intern($0) }, for: list)
        for name in list { _ = oneAtATime.intern(name) }
        let sameAsOneAtATime = table == oneAtATime   // (not printed whole when it fails)
        #expect(sameAsOneAtATime, "the table differs from one interned a name at a time")
        #expect(table.count == reference.names.count)
        for id in stride(from: 0, to: reference.names.count, by: 97) {
            #expect(table.name(id) == reference.names[id])
            #expect(table.lookup(reference.names[id]) == id)
        }
    }

    /// A long list of names all known — chunks whose ids the look-up's two threads write
    /// themselves — in their first order and shuffled, with generated ranges between the names (so
    /// an explicit name's id is not its entry), gets the ids interning one at a time gives.
    @Test(arguments: 0..<2) func longListsOfKnownNamesGetTheirIDsFromTheLookUpThreads(seed: Int) {
        var random = Random(state: UInt64(seed) &* 3_571 &+ 17)
        var table = IdentifierTable()
        var reference = Reference()
        var known: [String] = []
        for part in 0..<3 {
            _ = table.generate(prefix: "g\(part)", first: 0, count: 1_000 + part)
            _ = reference.generate(prefix: "g\(part)", first: 0, count: 1_000 + part)
            for k in 0..<30_000 {
                let name = "known\(part)x\(k)y\(seed)"
                #expect(table.intern(name) == reference.intern(name))
                known.append(name)
            }
        }
        var shuffled = known
        for k in stride(from: shuffled.count - 1, to: 0, by: -1) { shuffled.swapAt(k, random.below(k + 1)) }
        for list in [known, shuffled] {
            expectSameIDs(table.intern(contentsOf: list), list.map { reference.intern($0) }, for: list)
        }
        #expect(table.count == reference.names.count)
        // (The hint the threads' chunk leaves is the entry after its last name: the next name in
        // first order is found by it, and any other by its hash.)
        #expect(table.intern(contentsOf: ["new-after"]) == [reference.intern("new-after")])
    }

    /// Expects `ids` to be `expected`, naming the first name they differ on (a long list's
    /// arrays are too long to print whole).
    private func expectSameIDs(_ ids: [Int], _ expected: [Int], for list: [String],
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ids.count == expected.count, sourceLocation: sourceLocation)
        if let k = zip(ids, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record("at \(k) of \(list.count), \(list[k]): id \(ids[k]), expected \(expected[k])", sourceLocation: sourceLocation)
        }
    }

    @Test func forgettingAfterReservingRestoresEquality() {
        var table = IdentifierTable()
        _ = table.intern("a")
        _ = table.generate(prefix: "S", first: 0, count: 5)
        let before = table
        table.reserveCapacity(1000)
        _ = table.intern("b")
        _ = table.generate(prefix: "T", first: 0, count: 5)
        _ = table.intern("c")
        table.forgetIdentifiers(from: before.count)
        #expect(table == before)
        #expect(table.name(0) == "a" && table.name(3) == "S-2" && table.name(6) == "#6")
    }

    @Test(arguments: 0..<20) func byteScanMatchesCharacterScan(seed: Int) {
        var random = Random(state: UInt64(seed) &+ 0xC0FFEE)
        let pieces = ["-", "0", "1", "9", "7", "a", "é", "\u{301}", "\u{600}", "\u{200D}", "😀", "\u{FE0F}", "-0", "12", "\r", "\n"]
        for _ in 0..<500 {
            let name = (0..<random.below(7)).map { _ in random.pick(pieces) }.joined()
            let bytes = IdentifierTable.splitGenerated(name)
            let characters = IdentifierTable.splitGeneratedByCharacters(name)
            #expect(bytes?.0 == characters?.0 && bytes?.1 == characters?.1, "\(Array(name.unicodeScalars))")
        }
        #expect(IdentifierTable.splitGenerated("Recents-123456789012345678")?.1 == 123_456_789_012_345_678)
        #expect(IdentifierTable.splitGenerated("Recents-1234567890123456789") == nil)
        #expect(IdentifierTable.splitGenerated("x\u{600}-5") == nil)   // the Prepend scalar joins the dash
    }

    /// Names of 8 bytes or more have their trailing digits counted a word at a time: every length
    /// of digit run around the word's edge, with dashes, leading zeros, letters beside the digits
    /// ("/" and ":" border "0"–"9"), and non-ASCII bytes in the word.
    @Test(arguments: 0..<20) func wordScanMatchesCharacterScan(seed: Int) {
        var random = Random(state: UInt64(seed) &+ 0x5EED)
        let pieces = ["-", "0", "1", "5", "9", "/", ":", "a", "F", "é", "€", "00", "-7", "12345", "67890123"]
        for _ in 0..<1000 {
            let name = (0..<(2 + random.below(8))).map { _ in random.pick(pieces) }.joined()
            let bytes = IdentifierTable.splitGenerated(name)
            let characters = IdentifierTable.splitGeneratedByCharacters(name)
            #expect(bytes?.0 == characters?.0 && bytes?.1 == characters?.1, "\(name)")
        }
        for digits in 0...20 {
            for prefix in ["Recents-", "a-b-", "é-", "x"] {
                let name = prefix + String(repeating: "7", count: digits)
                let characters = IdentifierTable.splitGeneratedByCharacters(name)
                #expect(IdentifierTable.splitGenerated(name)?.1 == characters?.1 && IdentifierTable.splitGenerated(name)?.0 == characters?.0, "\(name)")
            }
        }
    }
}
