import Testing
@testable import CollectionEngine

/// `UTF8NameTable` against the simplest model of it, an array of entries (bytes, or none for an
/// entry kept out of the index): its records (entry number and byte count, then the bytes) and its
/// index of record offsets find exactly the model's names through appends, removals from the end,
/// reservations and growth.
@Suite struct UTF8NameTableTests {
    typealias Random = IdentifierTablePropertyTests.Random

    /// Names that share prefixes and differ only in length (`a`, `aa`, …, across the 8-byte words
    /// the hash and the compare read) or in one byte, and the empty name.
    static func randomName(_ random: inout Random) -> [UInt8] {
        switch random.below(4) {
        case 0: return Array(repeating: UInt8(ascii: "a"), count: random.below(20))
        case 1: return Array("item-\(random.below(300))".utf8)
        case 2: return Array("0123456789abcdef-\(random.below(40))".utf8)
        default: return (0..<random.below(40)).map { _ in UInt8(truncatingIfNeeded: 0x21 + random.below(90)) }
        }
    }

    static func find(_ name: [UInt8], in table: UTF8NameTable) -> Int? {
        name.withUnsafeBufferPointer { bytes in
            switch table.probe(bytes, hash: UTF8NameTable.hash(bytes).hash) {
            case .found(let entry): return entry
            case .absent: return nil
            }
        }
    }

    @Test(arguments: 0..<40) func tableMatchesTheModel(seed: Int) {
        var random = Random(state: UInt64(seed) &* 7_919 &+ 3)
        var table = UTF8NameTable()
        var model: [[UInt8]?] = []
        for _ in 0..<700 {
            switch random.below(10) {
            case 0, 1, 2, 3:   // intern: found if the model holds it, appended if not
                let name = Self.randomName(&random)
                let expected = model.firstIndex { $0 == name }
                let found: Int? = name.withUnsafeBufferPointer { bytes in
                    let hash = UTF8NameTable.hash(bytes).hash
                    switch table.probe(bytes, hash: hash) {
                    case .found(let entry): return entry
                    case .absent(let slot):
                        #expect(table.canIndex(byteCount: bytes.count))
                        #expect(table.appendIndexed(bytes, hash: hash, slot: slot) == model.count)
                        return nil
                    }
                }
                #expect(found == expected, "\(name)")
                if found == nil { model.append(name) }
            case 4:
                #expect(table.appendUnindexed() == model.count)
                model.append(nil)
            case 5, 6:
                if !model.isEmpty, random.below(2) == 0 {
                    table.removeLast()
                    model.removeLast()
                }
            case 7:
                table.reserveCapacity(model.count + random.below(50))
                table.reserveArena(forMore: random.below(400), names: random.below(20))
            default:   // the entries, read back
                guard !model.isEmpty else { break }
                let entry = random.below(model.count)
                #expect(table.isIndexed(entry) == (model[entry] != nil))
                #expect(table.withBytes(of: entry) { Array($0) } == (model[entry] ?? []))
                if let name = model[entry] {
                    #expect(name.withUnsafeBufferPointer { table.hasBytes(entry, $0) })
                    #expect(table.string(entry) == String(decoding: name, as: UTF8.self))
                }
                let other = Self.randomName(&random)
                #expect(other.withUnsafeBufferPointer { table.hasBytes(entry, $0) } == (model[entry] == other))
                #expect(!other.withUnsafeBufferPointer { table.hasBytes(model.count + entry, $0) || table.hasBytes(-1 - entry, $0) })
            }
            #expect(table.count == model.count)
        }
        for (entry, name) in model.enumerated() {
            if let name { #expect(Self.find(name, in: table) == entry) }
        }
        // Probing ahead changes nothing, and a probe finished from its lead ends where a whole probe does.
        let names = (0..<100).map { _ in Self.randomName(&random) } + model.compactMap { $0 }.prefix(50)
        let hashes = names.map { $0.withUnsafeBufferPointer { UTF8NameTable.hash($0).hash } }
        let before = names.map { Self.find($0, in: table) }
        var leads = [Int](repeating: 7, count: names.count)
        _ = hashes.withUnsafeBufferPointer { h in names.map(\.count).withUnsafeBufferPointer { lengths in
            leads.withUnsafeMutableBufferPointer { table.probeAhead(h, lengths: lengths, leads: $0) } } }
        #expect(names.map { Self.find($0, in: table) } == before)
        for (k, name) in names.enumerated() {
            name.withUnsafeBufferPointer { bytes in
                #expect(Self.outcome(table.probe(bytes, hash: hashes[k], lead: leads[k])) == Self.outcome(table.probe(bytes, hash: hashes[k])))
            }
        }
    }

    /// A probe's outcome as one number: the entry found, or −(slot + 1) for the empty slot it ended at.
    static func outcome(_ probe: UTF8NameTable.Probe) -> Int {
        switch probe {
        case .found(let entry): return entry
        case .absent(let slot): return -(slot + 1)
        }
    }

    /// A slot whose fingerprint matches is only a candidate: the record's byte count and bytes
    /// decide. (Hashes are given by hand here so that different names share one.)
    @Test func aMatchingFingerprintIsCheckedByteForByte() {
        var table = UTF8NameTable()
        table.reserveCapacity(8)
        let hash: UInt64 = 0xABCD_EF01_2345_6789
        func probe(_ name: String) -> UTF8NameTable.Probe {
            Array(name.utf8).withUnsafeBufferPointer { table.probe($0, hash: hash) }
        }
        guard case .absent(let slot) = probe("abcdefghij") else { Issue.record("an empty table found a name"); return }
        #expect(Array("abcdefghij".utf8).withUnsafeBufferPointer { table.appendIndexed($0, hash: hash, slot: slot) } == 0)
        for other in ["abcdefghi", "abcdefghijk", "abcdefghiX", "", "abcdefgh"] {
            guard case .absent = probe(other) else { Issue.record("\(other) found as abcdefghij"); continue }
        }
        guard case .found(entry: 0) = probe("abcdefghij") else { Issue.record("abcdefghij not found"); return }
        guard case .absent(let next) = probe("abcdefghi") else { return }
        #expect(next != slot)
        #expect(Array("abcdefghi".utf8).withUnsafeBufferPointer { table.appendIndexed($0, hash: hash, slot: next) } == 1)
        guard case .found(entry: 1) = probe("abcdefghi") else { Issue.record("abcdefghi not found"); return }
        // Probed ahead, every one leads to the first record (entry 0): the bytes send the rest on.
        let names = ["abcdefghi", "abcdefghij", "abcdefgh"].map { Array($0.utf8) }
        var leads = [0, 0, 0]
        _ = [hash, hash, hash].withUnsafeBufferPointer { h in names.map(\.count).withUnsafeBufferPointer { lengths in
            leads.withUnsafeMutableBufferPointer { table.probeAhead(h, lengths: lengths, leads: $0) } } }
        #expect(Set(leads).count == 1 && leads[0] > 0)
        let finished = zip(names, leads).map { name, lead in name.withUnsafeBufferPointer { Self.outcome(table.probe($0, hash: hash, lead: lead)) } }
        #expect(finished[0] == 1 && finished[1] == 0 && finished[2] < 0)
        table.removeLast()
        guard case .absent(next) = probe("abcdefghi") else { Issue.record("abcdefghi not forgotten"); return }
        table.reserveCapacity(100)   // growth re-places the entry from its stored hash
        guard case .found(entry: 0) = probe("abcdefghij") else { Issue.record("abcdefghij lost at growth"); return }
    }

    /// The hash reads every byte once, whatever the length and wherever the bytes lie: one byte
    /// changed at any position of a name of 0–100 bytes changes the hash and, made non-ASCII,
    /// clears `isASCII`; the same bytes at another address hash the same (its loads are unaligned).
    @Test func theHashReadsEveryByte() {
        var random = Random(state: 41)
        for length in 0...100 {
            let name = (0..<length).map { _ in UInt8(truncatingIfNeeded: 0x21 + random.below(90)) }
            let (hash, isASCII) = name.withUnsafeBufferPointer { UTF8NameTable.hash($0) }
            #expect(isASCII)
            for shift in 1...7 {
                let shifted = [UInt8](repeating: 0, count: shift) + name
                let moved = shifted.withUnsafeBufferPointer { UTF8NameTable.hash(UnsafeBufferPointer(rebasing: $0[shift...])) }
                #expect(moved.hash == hash && moved.isASCII)
            }
            for position in 0..<length {
                var changed = name
                changed[position] ^= 0x01
                #expect(changed.withUnsafeBufferPointer { UTF8NameTable.hash($0).hash } != hash, "length \(length), byte \(position)")
                changed[position] = 0xC3
                #expect(!changed.withUnsafeBufferPointer { UTF8NameTable.hash($0).isASCII }, "length \(length), byte \(position)")
            }
            #expect((name + [0x21]).withUnsafeBufferPointer { UTF8NameTable.hash($0).hash } != hash)
        }
    }

    /// Two tables holding the same names in the same order compare equal entry for entry, however
    /// each was reserved or grown.
    @Test func sameBytesAcrossTablesOfDifferentHistory() {
        var small = UTF8NameTable()
        var reserved = UTF8NameTable()
        reserved.reserveCapacity(1000)
        func intern(_ name: [UInt8], into table: inout UTF8NameTable) {
            name.withUnsafeBufferPointer { bytes in
                let hash = UTF8NameTable.hash(bytes).hash
                if case .absent(let slot) = table.probe(bytes, hash: hash) { _ = table.appendIndexed(bytes, hash: hash, slot: slot) }
            }
        }
        for k in 0..<600 {
            let name = Array("n\(k * 37 % 601)".utf8)
            intern(name, into: &small)
            intern(name, into: &reserved)
        }
        #expect(small.count == 600 && reserved.count == 600)
        #expect((0..<600).allSatisfy { small.sameBytes($0, as: reserved, $0) })
        #expect(!small.sameBytes(0, as: reserved, 1))
    }
}
