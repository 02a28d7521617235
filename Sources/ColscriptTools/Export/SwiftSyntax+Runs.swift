import CollectionEngine

/// A large data source as a few lines of Swift: a run of generated identifiers (`Items-0`,
/// `Items-1` … as `items S count N` names them) is `(0..<N).map { "Items-\($0)" }`, so a section
/// of 100,000 items stays one short line. Smaller data sources are listed name by name.
extension SwiftSyntax {
    /// Above this many items a data source's runs are generated rather than listed.
    static let listedItemLimit = 2_000
    /// The shortest run worth a `map` (shorter ones are listed).
    static let shortestRun = 8

    /// One part of a section: names listed, or `prefix-first` … `prefix-last`.
    enum ItemRun: Equatable {
        case listed([String])
        case generated(prefix: String, first: Int, last: Int)
    }

    /// The section's identifiers as listed names and generated runs, in order.
    static func runs(_ names: [String]) -> [ItemRun] {
        var parts: [ItemRun] = []
        var listed: [String] = []
        var index = 0
        while index < names.count {
            guard let (prefix, first) = generatedName(names[index]) else {
                listed.append(names[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < names.count, let (next, number) = generatedName(names[end]), next == prefix,
                  number == first + (end - index) {
                end += 1
            }
            if end - index >= shortestRun {
                if !listed.isEmpty { parts.append(.listed(listed)) }
                listed = []
                parts.append(.generated(prefix: prefix, first: first, last: first + (end - index) - 1))
            } else {
                listed += names[index..<end]
            }
            index = end
        }
        if !listed.isEmpty || parts.isEmpty { parts.append(.listed(listed)) }
        return parts
    }

    /// `prefix-N` with N a decimal number without leading zeros (as colscript generates them).
    private static func generatedName(_ name: String) -> (String, Int)? {
        guard let dash = name.lastIndex(of: "-") else { return nil }
        let digits = name[name.index(after: dash)...]
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
              digits == "0" || digits.first != "0", let number = Int(digits) else { return nil }
        return (String(name[..<dash]), number)
    }

    /// A section's identifiers as a Swift expression of type `[String]`.
    static func items(_ names: [String], generating: Bool) -> String {
        func list(_ names: [String]) -> String { "[" + names.map(literal).joined(separator: ", ") + "]" }
        guard generating else { return list(names) }
        let parts = runs(names).map { part -> String in
            switch part {
            case .listed(let names): list(names)
            case .generated(let prefix, let first, let last):
                "(\(first)..<\(last + 1)).map { \"\(escape(prefix))-\\($0)\" }"
            }
        }
        // One part is the expression; several are joined (an array of arrays type-checks at once,
        // where a chain of `+` may not).
        return parts.count == 1 ? parts[0] : "Array([" + parts.joined(separator: ", ") + "].joined())"
    }

    /// The data source's arrays, large ones generated: `[["A", "B"], (0...9999).map { … }]`.
    static func data(names: [[String]]) -> String {
        let generating = names.reduce(0) { $0 + $1.count } > listedItemLimit
        return "[" + names.map { items($0, generating: generating) }.joined(separator: ", ") + "]"
    }

    /// How many identifiers `data(names:)` lists one by one.
    static func listedNames(_ names: [[String]]) -> Int {
        guard names.reduce(0, { $0 + $1.count }) > listedItemLimit else { return names.reduce(0) { $0 + $1.count } }
        return names.reduce(0) { total, section in
            total + runs(section).reduce(0) { count, part in
                if case .listed(let listed) = part { count + listed.count } else { count }
            }
        }
    }
}
