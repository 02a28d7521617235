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
    /// The next id to hand out; ids are dense, so per-id arrays can be indexed by them.
    public private(set) var count: Int = 0

    public init() {}

    /// The id of `name`, interning it if it is new.
    public mutating func intern(_ name: String) -> Int {
        if let id = lookup(name) { return id }
        let id = count
        count += 1
        explicitIDs[name] = id
        explicitNames[id] = name
        return id
    }

    /// The id of `name` if it was ever interned or generated.
    public func lookup(_ name: String) -> Int? {
        if let id = explicitIDs[name] { return id }
        guard let (prefix, number) = Self.splitGenerated(name), let candidates = rangesByPrefix[prefix] else {
            return nil
        }
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

    private func overlapsExisting(prefix: String, first: Int, count generatedCount: Int) -> Bool {
        for index in rangesByPrefix[prefix] ?? [] {
            let range = ranges[index]
            if first < range.first + range.count && range.first < first + generatedCount { return true }
        }
        // Explicit names shaped like generated ones are rare; only scan when there are few.
        if explicitIDs.count <= 4096 {
            for name in explicitIDs.keys {
                if let (p, n) = Self.splitGenerated(name), p == prefix, n >= first, n < first + generatedCount {
                    return true
                }
            }
            return false
        }
        return (first..<first + generatedCount).contains { explicitIDs["\(prefix)-\($0)"] != nil }
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
