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
    }

    private var explicitIDs: [String: Int] = [:]
    private var explicitNames: [Int: String] = [:]
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
        explicitNames[id] = name
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
        if let name = explicitNames[id] { return name }
        // Binary search the generated ranges by base.
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = ranges[mid]
            if id < range.base {
                high = mid - 1
            } else if id >= range.base + range.count {
                low = mid + 1
            } else {
                return "\(range.prefix)-\(range.first + id - range.base)"
            }
        }
        return "#\(id)"
    }

    /// Ids for `prefix-first` … `prefix-(first+count-1)`. Names that already exist keep their ids,
    /// so generating the same names twice gives the same ids.
    public mutating func generate(prefix: String, first: Int, count generatedCount: Int) -> [Int] {
        guard generatedCount > 0 else { return [] }
        if overlapsExisting(prefix: prefix, first: first, count: generatedCount) {
            return (first..<first + generatedCount).map { intern("\(prefix)-\($0)") }
        }
        let range = GeneratedRange(prefix: prefix, first: first, count: generatedCount, base: count)
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
        for id in mark..<count {
            guard let name = explicitNames.removeValue(forKey: id) else { continue }
            explicitIDs[name] = nil
            if let (prefix, number) = Self.splitGenerated(name), var numbers = generatedShapedNames[prefix],
               let index = numbers.lastIndex(of: number) {
                numbers.remove(at: index)
                generatedShapedNames[prefix] = numbers.isEmpty ? nil : numbers
            }
        }
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
    static func splitGenerated(_ name: String) -> (String, Int)? {
        guard let dash = name.lastIndex(of: "-") else { return nil }
        let digits = name[name.index(after: dash)...]
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }),
              !(digits.count > 1 && digits.first == "0"),
              let number = Int(digits) else { return nil }
        return (String(name[..<dash]), number)
    }
}
