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
        /// its slot in `explicitNames` without a dictionary).
        var explicitBefore: Int
    }

    private var explicitIDs: [String: Int] = [:]
    /// Explicitly interned names in id order (ids interleave with generated ranges; `explicitSlot`
    /// maps an id to its index here), so id → name is an array read, not a hash of a 1M table.
    private var explicitNames: [String] = []
    private var ranges: [GeneratedRange] = []          // sorted by base (allocation order)
    private var rangesByPrefix: [String: [Int]] = [:]  // prefix → indexes into `ranges`
    /// Explicit names shaped like generated ones (`Recents-12`), prefix → their numbers: lets
    /// `generate` check for a clash in O(such names of that prefix), not by scanning every name.
    private var generatedShapedNames: [String: [Int]] = [:]
    /// The next id to hand out; ids are dense, so per-id arrays can be indexed by them.
    public private(set) var count: Int = 0

    public init() {}

    /// The id of `name`, interning it if it is new.
    public mutating func intern(_ name: String) -> Int {
        if let id = explicitIDs[name] { return id }
        let split = Self.splitGenerated(name)
        if let (prefix, number) = split, let id = generatedID(prefix: prefix, number: number) { return id }
        let id = count
        count += 1
        explicitIDs[name] = id
        explicitNames.append(name)
        if let (prefix, number) = split { generatedShapedNames[prefix, default: []].append(number) }
        return id
    }

    /// The id of `name` if it was ever interned or generated.
    public func lookup(_ name: String) -> Int? {
        if let id = explicitIDs[name] { return id }
        guard let (prefix, number) = Self.splitGenerated(name) else { return nil }
        return generatedID(prefix: prefix, number: number)
    }

    /// The id of generated name `prefix-number`, if a generated range holds it.
    private func generatedID(prefix: String, number: Int) -> Int? {
        guard let candidates = rangesByPrefix[prefix] else { return nil }
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
        slot >= 0 && slot < explicitNames.count ? explicitNames[slot] : "#\(id)"
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
    /// prefix of `explicitNames`).
    private func explicitCount(below mark: Int) -> Int {
        guard let index = lastRange(atOrBefore: mark - 1) else { return Swift.max(0, mark) }
        let range = ranges[index]
        return range.explicitBefore + Swift.max(0, mark - (range.base + range.count))
    }

    /// Makes room for `additional` more explicit names (a snapshot edit that lists N names), so the
    /// table grows once instead of rehashing every name as it doubles. Grows geometrically, so
    /// many small reservations stay linear.
    public mutating func reserveCapacity(_ additional: Int) {
        guard additional > 0 else { return }
        let (needed, overflow) = explicitIDs.count.addingReportingOverflow(additional)
        guard !overflow else { return }
        if explicitIDs.capacity < needed { explicitIDs.reserveCapacity(Swift.max(needed, explicitIDs.capacity * 2)) }
        if explicitNames.capacity < needed { explicitNames.reserveCapacity(Swift.max(needed, explicitNames.capacity * 2)) }
    }

    /// Ids for `prefix-first` … `prefix-(first+count-1)`. Names that already exist keep their ids,
    /// so generating the same names twice gives the same ids.
    public mutating func generate(prefix: String, first: Int, count generatedCount: Int) -> [Int] {
        guard generatedCount > 0 else { return [] }
        if overlapsExisting(prefix: prefix, first: first, count: generatedCount) {
            return (first..<first + generatedCount).map { intern("\(prefix)-\($0)") }
        }
        let range = GeneratedRange(prefix: prefix, first: first, count: generatedCount, base: count,
                                   explicitBefore: explicitNames.count)
        ranges.append(range)
        rangesByPrefix[prefix, default: []].append(ranges.count - 1)
        count += generatedCount
        return Array(range.base..<range.base + generatedCount)
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
        for name in explicitNames[Swift.min(keep, explicitNames.count)...] {
            explicitIDs[name] = nil
            if let (prefix, number) = Self.splitGenerated(name), var numbers = generatedShapedNames[prefix],
               let index = numbers.lastIndex(of: number) {
                numbers.remove(at: index)
                generatedShapedNames[prefix] = numbers.isEmpty ? nil : numbers
            }
        }
        if keep < explicitNames.count { explicitNames.removeSubrange(keep...) }
        count = mark
    }

    private func overlapsExisting(prefix: String, first: Int, count generatedCount: Int) -> Bool {
        for index in rangesByPrefix[prefix] ?? [] {
            let range = ranges[index]
            if first < range.first + range.count && range.first < first + generatedCount { return true }
        }
        return (generatedShapedNames[prefix] ?? []).contains { $0 >= first && $0 - first < generatedCount }
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
        var name = name
        name.makeContiguousUTF8()
        let parsed: (prefix: String, number: Int, fallBack: Bool)?? = name.utf8.withContiguousStorageIfAvailable { bytes in
            var start = bytes.count
            while start > 0, bytes[start - 1] &- 0x30 < 10 { start -= 1 }
            let digitCount = bytes.count - start
            guard digitCount > 0, digitCount <= 18, start > 0, bytes[start - 1] == 0x2D,
                  !(digitCount > 1 && bytes[start] == 0x30) else { return nil }
            if start >= 2, bytes[start - 2] >= 0x80 { return ("", 0, true) }
            var number = 0
            for byte in bytes[start...] { number = number &* 10 &+ Int(byte &- 0x30) }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(start - 1)]), as: UTF8.self), number, false)
        }
        switch parsed {
        case .some(.some(let result)) where !result.fallBack: return (result.prefix, result.number)
        case .some(.none): return nil
        default: return splitGeneratedByCharacters(name)
        }
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
