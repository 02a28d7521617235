import Testing
@testable import CollectionEngine

/// `IdentifierTable`: interning, generated ranges, clashes between the two, and forgetting what
/// a failed command interned.
@Suite struct IdentifierTableTests {
    @Test func generatedAndExplicitNamesShareOneSpace() {
        var table = IdentifierTable()
        let explicit = table.intern("Photos-3")
        #expect(!table.isUnused(prefix: "Photos", first: 0, count: 4))
        #expect(table.isUnused(prefix: "Photos", first: 4, count: 100))
        #expect(table.isUnused(prefix: "Photo", first: 0, count: 100))
        // A clashing run reuses the explicit name's id.
        let ids = table.generate(prefix: "Photos", first: 0, count: 5)
        #expect(ids[3] == explicit)
        #expect(Set(ids).count == 5)
        let run = table.generate(prefix: "Recents", first: 0, count: 1000)
        #expect(table.lookup("Recents-999") == run[999])
        #expect(table.intern("Recents-10") == run[10])
        #expect(table.name(run[42]) == "Recents-42")
        #expect(!table.isUnused(prefix: "Recents", first: 999, count: 2))
        #expect(table.isUnused(prefix: "Recents", first: 1000, count: 2))
    }

    @Test func forgettingRestoresTheTableExactly() {
        var table = IdentifierTable()
        _ = table.intern("a")
        _ = table.generate(prefix: "S", first: 0, count: 50)
        _ = table.intern("S-70")
        let before = table
        _ = table.intern("b")
        _ = table.intern("T-3")
        _ = table.generate(prefix: "S", first: 100, count: 10)
        _ = table.generate(prefix: "U", first: 0, count: 10)
        _ = table.generate(prefix: "T", first: 0, count: 5)    // clashes with T-3: interned one by one
        #expect(table != before)
        table.forgetIdentifiers(from: before.count)
        #expect(table == before)
        #expect(table.lookup("b") == nil && table.lookup("U-0") == nil && table.lookup("S-100") == nil)
        #expect(table.isUnused(prefix: "T", first: 0, count: 5))
        #expect(table.lookup("S-49") != nil && table.lookup("S-70") != nil)
    }

    /// A list interned at once, in batches that read ahead: new names (whole batches of them, which
    /// reserve room for the rest of the list), the same names again in their order (each predicted
    /// by the one before), reversed (each found by its hash), mixed with generated and non-ASCII
    /// names; the ids are those interning one name at a time gives.
    @Test func aListIsInternedAsOneNameAtATime() {
        let fresh = (0..<300).map { "name-\($0)-" + String(repeating: "x", count: $0 % 90) }
        var table = IdentifierTable()
        var reference = IdentifierTable()
        #expect(table.intern(contentsOf: fresh) == fresh.map { reference.intern($0) })
        #expect(table.intern(contentsOf: fresh) == Array(0..<300))
        #expect(table.intern(contentsOf: fresh.reversed()) == Array((0..<300).reversed()))
        _ = table.generate(prefix: "G", first: 0, count: 10)
        _ = reference.generate(prefix: "G", first: 0, count: 10)
        let mixed = ["G-3", "\u{212A}", "K", "é", "e\u{301}", "", "name-7-xxxxxxx", "G-10", "G-3"] + fresh.suffix(70)
        #expect(table.intern(contentsOf: mixed) == mixed.map { reference.intern($0) })
        #expect(table == reference)
        #expect(table.name(310) == "\u{212A}" && table.lookup("K") == 310)
    }
}
