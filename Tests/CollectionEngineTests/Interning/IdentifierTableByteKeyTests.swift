import Testing
@testable import CollectionEngine

/// The byte-keyed `IdentifierTable` (names found by their UTF-8 bytes in `UTF8NameTable`) keeps
/// Swift `String ==` semantics: canonically equivalent spellings are one identifier, the spelling
/// first interned is the one printed, and a failed command's names are forgotten exactly.
@Suite struct IdentifierTableByteKeyTests {
    typealias Random = IdentifierTablePropertyTests.Random
    typealias Reference = IdentifierTablePropertyTests.Reference

    /// Pieces that meet each other only through canonical equivalence (K / KELVIN SIGN, é / e +
    /// COMBINING ACUTE, ; / GREEK QUESTION MARK, ` / GREEK VARIA), dashes and digits (so `A-1`,
    /// `A-01`, `A-\u{212A}` occur), and a long piece so names cross the 8-byte words of the hash
    /// and the 15-byte small-string limit.
    static let pieces = ["K", "\u{212A}", "é", "e\u{301}", "e", "-", "-", "0", "1", "2", "A", ";", "\u{37E}",
                         "`", "\u{1FEF}", "\u{301}", "LongerPrefix_"]
    static let prefixes = ["A", "K", "\u{212A}", "é", "e\u{301}", "A-1", "LongerPrefix_K", "LongerPrefix_\u{212A}"]

    static func randomName(_ random: inout Random) -> String {
        switch random.below(4) {
        case 0: return "\(random.pick(prefixes))-\(random.below(30))"
        default: return (0..<(1 + random.below(6))).map { _ in random.pick(pieces) }.joined()
        }
    }

    static func scalars(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

    @Test(arguments: 0..<60) func tableMatchesTheReferenceModel(seed: Int) {
        var random = Random(state: UInt64(seed) &* 104_729 &+ 17)
        var table = IdentifierTable()
        var reference = Reference()
        var marks: [Int] = []
        for _ in 0..<600 {
            switch random.below(10) {
            case 0, 1, 2, 3:
                let name = Self.randomName(&random)
                #expect(table.intern(name) == reference.intern(name), "intern \(Self.scalars(name))")
            case 4, 5:
                let name = Self.randomName(&random)
                #expect(table.lookup(name) == reference.ids[name], "lookup \(Self.scalars(name))")
            case 6:
                let prefix = random.pick(Self.prefixes)
                let first = random.below(30)
                let count = random.below(10)
                #expect(count == 0 || table.isUnused(prefix: prefix, first: first, count: count)
                        == reference.isUnused(prefix: prefix, first: first, count: count))
                #expect(table.generate(prefix: prefix, first: first, count: count)
                        == reference.generate(prefix: prefix, first: first, count: count),
                        "generate \(Self.scalars(prefix)) \(first) \(count)")
            case 7:
                table.reserveCapacity(random.below(40))
                marks.append(table.count)
            case 8:
                if let mark = marks.popLast(), random.below(2) == 0 {
                    let before = table
                    table.forgetIdentifiers(from: mark)
                    reference.forget(from: mark)
                    marks.removeAll { $0 > mark }
                    #expect(table.count == mark && (before.count == mark) == (table == before))
                }
            default:
                let id = random.below(reference.names.count + 3) - 1
                let expected = id >= 0 && id < reference.names.count ? reference.names[id] : "#\(id)"
                // The spelling, scalar for scalar (not just canonically equal).
                #expect(Self.scalars(table.name(id)) == Self.scalars(expected), "name \(id)")
            }
            #expect(table.count == reference.names.count)
        }
        for (id, name) in reference.names.enumerated() {
            #expect(Self.scalars(table.name(id)) == Self.scalars(name))
            #expect(table.lookup(name) == id)
        }
    }

    /// Lists that repeat earlier names in order (found by the entry after the last one found,
    /// before hashing), shuffled, partly, with duplicates, canonically equivalent spellings and
    /// generated names: the same ids as the reference, and a table equal to one built without
    /// those repeats (the hint is not part of the value).
    @Test(arguments: 0..<30) func repeatedListsMatchTheReference(seed: Int) {
        var random = Random(state: UInt64(seed) &* 31 &+ 5)
        var table = IdentifierTable()
        var fresh = IdentifierTable()
        var reference = Reference()
        var earlier: [String] = []
        for _ in 0..<12 {
            var list: [String]
            switch random.below(4) {
            case 0: list = earlier                                      // the same names again, in order
            case 1: list = earlier; list.shuffle(using: &random)
            case 2: list = earlier.filter { _ in random.below(5) != 0 } // in order, some left out
            default: list = []
            }
            list += (0..<random.below(90)).map { _ in Self.randomName(&random) }
            if random.below(3) == 0 { _ = table.generate(prefix: "A", first: 0, count: 20); _ = fresh.generate(prefix: "A", first: 0, count: 20)
                _ = reference.generate(prefix: "A", first: 0, count: 20) }
            let ids = list.map { table.intern($0) }
            #expect(ids == list.map { reference.intern($0) })
            #expect(ids == list.map { fresh.lookup($0) ?? fresh.intern($0) })
            #expect(table == fresh)
            earlier = list
        }
    }

    @Test func knownNamesInOrderAndShuffledFindTheirIDs() {
        var table = IdentifierTable()
        let names = (0..<3000).map { "u\(($0 &* 2_654_435_761) % 1_000_003)-item-\($0 % 7 == 0 ? "\u{212A}" : "K")\($0)" }
        let ids = table.internAll(names)
        #expect(ids == Array(0..<3000))
        #expect(table.internAll(names) == ids)
        var random = Random(state: 99)
        let order = (0..<3000).shuffled(using: &random)
        #expect(table.internAll(order.map { names[$0] }) == order)
        #expect(order.allSatisfy { table.intern(names[$0]) == $0 })
        #expect(table.internAll(names.map { $0.replacingKelvin() }) == ids)
        #expect(table.count == 3000)
    }

    @Test func canonicallyEquivalentSpellingsAreOneIdentifier() {
        var table = IdentifierTable()
        let kelvin = table.intern("\u{212A}1")
        #expect(table.intern("K1") == kelvin)
        #expect(table.name(kelvin) == "\u{212A}1" && table.name(kelvin).unicodeScalars.first == "\u{212A}")
        let k2 = table.intern("K2")
        #expect(table.lookup("\u{212A}2") == k2 && table.name(k2) == "K2")
        let accent = table.intern("e\u{301}")
        #expect(table.intern("é") == accent && Self.scalars(table.name(accent)) == [0x65, 0x301])
        #expect(table.intern("a\u{37E}b\u{1FEF}") == table.intern("a;b`"))
        #expect(table.lookup("K\u{301}") == nil && table.lookup("\u{212A}\u{301}") == nil)
        let combined = table.intern("K\u{301}")
        #expect(table.intern("\u{212A}\u{301}") == combined)
        // A generated range's names meet their KELVIN SIGN spellings too.
        let ids = table.generate(prefix: "K", first: 0, count: 3)
        #expect(table.lookup("\u{212A}-2") == ids[2] && table.name(ids[2]) == "K-2")
        #expect(!table.isUnused(prefix: "\u{212A}", first: 2, count: 1))
    }

    /// Growth past many index sizes, then forgetting back to marks in between: every kept name
    /// still found, every forgotten one gone, and re-interning gives the same ids again.
    @Test func forgettingAfterGrowthIsExact() {
        var table = IdentifierTable()
        let names = (0..<5000).map { "name-\($0 * 7919 % 10007)x\($0)" }
        for name in names[..<1000] { _ = table.intern(name) }
        let mark = table.count
        let before = table
        for name in names[1000...] { _ = table.intern(name) }
        _ = table.generate(prefix: "G", first: 0, count: 100)
        _ = table.intern("\u{212A}later")
        table.forgetIdentifiers(from: mark)
        #expect(table == before)
        for (id, name) in names.enumerated() {
            #expect(table.lookup(name) == (id < 1000 ? id : nil))
        }
        #expect(table.lookup("Klater") == nil && table.lookup("G-5") == nil)
        for (id, name) in names.enumerated() { #expect(table.intern(name) == id) }
    }

    /// The claim `IdentifierTable.asciiKey(of:)` rests on: among all Unicode scalars above ASCII,
    /// exactly U+037E, U+1FEF and U+212A are canonically equivalent (Swift `String ==`) to an
    /// ASCII string — each to the one byte the table maps it to — and no other scalar is equal to
    /// any ASCII string of one or two characters.
    @Test func onlyThreeNonASCIIScalarsEqualASCIIStrings() {
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        var asciiStrings = Set(ascii)
        for a in ascii { for b in ascii { asciiStrings.insert(a + b) } }
        var found: [UInt32: String] = [:]
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let string = String(scalar)
            if asciiStrings.contains(string) { found[value] = asciiStrings.first { $0 == string } }
        }
        #expect(found == [0x037E: ";", 0x1FEF: "`", 0x212A: "K"])
        for (value, equal) in found {
            let key = IdentifierTable.asciiKey(of: String(Unicode.Scalar(value)!))
            #expect(key == Array(equal.utf8))
        }
        #expect(IdentifierTable.asciiKey(of: "é") == nil && IdentifierTable.asciiKey(of: "A\u{212A}") == [0x41, 0x4B])
    }
}

extension IdentifierTablePropertyTests.Random: RandomNumberGenerator {}

private extension String {
    /// The same name with every KELVIN SIGN written as `K` (canonically equivalent).
    func replacingKelvin() -> String { String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\u{212A}" ? "K" : $0 })) }
}

private extension IdentifierTable {
    mutating func internAll(_ names: [String]) -> [Int] { names.map { intern($0) } }
}
