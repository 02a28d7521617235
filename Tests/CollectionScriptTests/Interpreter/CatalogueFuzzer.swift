import CollectionEngine
@testable import CollectionScript
import TestSupport

/// Commands for the fuzz tests, derived from the command catalogue rather than typed here: each
/// keyword of `Keyword.allCases` (every family, every context) starts from its `info.example`,
/// whose numbers are replaced by ordinary or extreme ones, whose words from the command's typed
/// word lists (properties and their value kinds, `expect` subjects, `show` topics, delegate
/// methods, scroll positions, `.words` lists) are swapped for others of the same list, and whose
/// block bodies are sometimes replaced by generated commands. A new command is therefore fuzzed
/// as soon as its family declares it; `CatalogueFuzzTests.everyKeywordIsGenerated` fails if one
/// never runs.
enum CatalogueFuzzer {
    /// Every keyword the catalogue declares.
    static let keywords = Keyword.allCases

    /// Numbers a script ordinarily holds.
    static let ordinary = ["0", "1", "2", "3", "5", "12", "0.5", "40", "100", "390", "-1"]

    /// Numbers at and past every edge a count, index, size, point, velocity, inset, seed or
    /// progress meets (Int.min, Int.max, one past it, 2^62 + 1 whose doubling overflows, doubles
    /// that overflow to infinity or underflow to zero, the spellings of NaN and infinity, which
    /// the lexer reads as words, and the decimals at the lexer's limit).
    static let extremes = [
        "-1", "0", "-0", "-9223372036854775808", "9223372036854775807", "9223372036854775808",
        "4611686018427387905", "-4611686018427387905", "2147483648", "99999999999999999999999",
        "1e308", "-1e308", "1e-308", "1.7976931348623157e308", "179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.0",
        "0.000000000000000000000000000000000001", "nan", "inf", "-inf",
        // The largest and smallest decimals the lexer accepts (it refuses magnitudes past 1e15).
        "1000000000000000.0", "-1000000000000000.0", "999999999999999.9", "0.000000000000001", "-0.000000000000001",
    ]

    /// Forms of a command's syntax line its one example does not show (`layout`'s compositional
    /// and list layouts), each with numbers for the generator to vary.
    static let alternatives: [String: [String]] = [
        "layout": [
            "layout compositional { section interGroupSpacing=8 contentInsets=0,16,0,16 { group horizontal width=fractionalWidth(1) height=absolute(40) { item width=fractionalWidth(0.5) height=fractionalHeight(1) } } }",
            "layout compositional { section orthogonalScrollingBehavior=continuous { group vertical width=absolute(120) height=estimated(44) count=2 { item width=fractionalWidth(1) height=estimated(20) } } }",
            "layout list appearance=insetGrouped headerMode=supplementary headerTopPadding=12 separatorInsets=0,16,0,0",
            "layout flow itemSize=50x50 estimatedItemSize=automatic scrollDirection=horizontal animated",
        ],
    ]

    /// A random keyword and a command generated from it.
    static func command(_ r: inout SplitMix64, extremePercent: Int = 10, depth: Int = 0) -> (Keyword, String) {
        let keyword = r.pick(keywords)
        return (keyword, command(keyword, &r, extremePercent: extremePercent, depth: depth))
    }

    /// A command generated from `keyword`'s example.
    static func command(_ keyword: Keyword, _ r: inout SplitMix64, extremePercent: Int = 10, depth: Int = 0) -> String {
        var text = r.pick([keyword.info.example] + (alternatives[keyword.rawValue] ?? []))
        if r.chance(30) { text = swappingWords(text, of: keyword, &r) }
        if r.chance(40), depth < 2 { text = replacingBody(text, depth: depth, &r) }
        return replacingNumbers(text) { r.chance(extremePercent) ? r.pick(extremes) : r.chance(30) ? r.pick(ordinary) : $0 }
    }

    /// The ranges of `text`'s numbers: a run of digits (with one `.` and an exponent) not part of
    /// a name (`m1`, `Recents-0`), including each side of a size (`100x100`) and a leading `-`.
    static func numberRanges(in text: String) -> [Range<Int>] {
        let c = Array(text.utf8)
        func isDigit(_ i: Int) -> Bool { i < c.count && c[i] >= 48 && c[i] <= 57 }
        func isNameByte(_ i: Int) -> Bool {
            i >= 0 && i < c.count && (isDigit(i) || (c[i] | 0x20 >= 97 && c[i] | 0x20 <= 122) || c[i] == 95 || c[i] >= 128)
        }
        var ranges: [Range<Int>] = []
        var i = 0
        while i < c.count {
            let sizeSide = i >= 2 && c[i - 1] == UInt8(ascii: "x") && isDigit(i - 2)
            guard isDigit(i), !isNameByte(i - 1) || sizeSide, !(i >= 1 && c[i - 1] == UInt8(ascii: "-") && isNameByte(i - 2)) else {
                i += 1
                continue
            }
            let start = i >= 1 && c[i - 1] == UInt8(ascii: "-") ? i - 1 : i
            while isDigit(i) || (i < c.count && c[i] == UInt8(ascii: ".") && isDigit(i + 1)) { i += 1 }
            ranges.append(start..<i)
        }
        return ranges
    }

    /// `text` with each number replaced by `replacement(number)`.
    static func replacingNumbers(_ text: String, _ replacement: (String) -> String) -> String {
        var bytes = Array(text.utf8)
        for range in numberRanges(in: text).reversed() {
            let number = String(decoding: bytes[range], as: UTF8.self)
            bytes.replaceSubrange(range, with: Array(replacement(number).utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The words of `keyword`'s typed word lists, each list apart.
    static func wordLists(of keyword: Keyword) -> [[String]] {
        switch keyword.info.wordList {
        case nil, .properties: []
        case .expectSubjects: [ExpectSubject.allCases.map(\.rawValue)]
        case .showTopics: [ShowTopic.allCases.map(\.rawValue)]
        case .delegateMethods: [DelegateMethod.allCases.map(\.rawValue)]
        case .scrollPositions: [ScrollPositionName.allCases.map(\.rawValue)]
        case .words(_, let words): [words]
        }
    }

    /// A value of `kind`, ordinary or not.
    static func value(of kind: PropertyValueKind, _ r: inout SplitMix64) -> String {
        let n = { (r: inout SplitMix64) in r.chance(20) ? r.pick(extremes) : r.pick(ordinary) }
        switch kind {
        case .number: return n(&r)
        case .size: return "\(n(&r))x\(n(&r))"
        case .sizeOrAutomatic: return r.chance(20) ? "automatic" : "\(n(&r))x\(n(&r))"
        case .insets: return r.chance(50) ? n(&r) : "\(n(&r)),\(n(&r)),\(n(&r)),\(n(&r))"
        case .point: return "(\(n(&r)), \(n(&r)))"
        case .bool: return r.pick(["true", "false"])
        case .choice(let words): return r.pick(words)
        case .identifier: return r.pick(["Cell", "Fancy", "Unregistered"])
        case .indexPath: return "[\(n(&r)),\(n(&r))]"
        case .numberOrChoice(let words): return r.chance(50) ? r.pick(words) : n(&r)
        case .pointOrNone: return r.chance(20) ? "none" : "(\(n(&r)), \(n(&r)))"
        case .numberList: return "[\(n(&r)) \(n(&r))]"
        case .sizeList: return "[\(n(&r))x\(n(&r)) \(n(&r))x\(n(&r))]"
        case .rectList: return "[(\(n(&r)), \(n(&r)), \(n(&r)), \(n(&r)))]"
        case .wordSet(let words): return r.chance(20) ? "none" : "[\(r.pick(words)) \(r.pick(words))]"
        }
    }

    /// `text` with a word of one of `keyword`'s word lists swapped for another of the list, or a
    /// `NAME=VALUE` (`NAME = VALUE`) property replaced by another property of its tables.
    static func swappingWords(_ text: String, of keyword: Keyword, _ r: inout SplitMix64) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let lists = wordLists(of: keyword)
        for (index, word) in words.enumerated() {
            if let list = lists.first(where: { $0.contains(word) }) { words[index] = r.pick(list) }
        }
        let properties = Self.properties(of: keyword)
        guard let property = properties.isEmpty ? nil : r.pick(properties) else { return words.joined(separator: " ") }
        return assigning(property, value(of: property.kind, &r), in: words.joined(separator: " "), of: keyword)
    }

    /// The `NAME = VALUE` properties `keyword` takes (`set`, `layout flow`, `drag` …).
    static func properties(of keyword: Keyword) -> [PropertyInfo] {
        (PropertyTarget.targets[keyword] ?? []).flatMap(\.properties)
    }

    /// `text` (a `keyword` command) with its first property replaced by `property` = `value`, or
    /// with that assignment added when it has none.
    static func assigning(_ property: PropertyInfo, _ value: String, in text: String, of keyword: Keyword) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let properties = Self.properties(of: keyword)
        let assignment = property.name + (keyword.rawValue == "set" ? " = " : "=") + value
        // The example's first property runs to the next space, or over a parenthesised value.
        if let at = words.firstIndex(where: { word in properties.contains { word.hasPrefix($0.name + "=") || word == $0.name } }) {
            var end = at + 1
            if !words[at].contains("="), end < words.count, words[end] == "=" { end += 2 }
            func isOpen(_ end: Int) -> Bool {
                let value = words[at..<min(end, words.count)].joined()
                return value.filter { $0 == "(" }.count > value.filter { $0 == ")" }.count
            }
            while end < words.count, isOpen(end) { end += 1 }
            words.replaceSubrange(at..<min(end, words.count), with: [assignment])
        } else if !text.contains("{") {
            words.append(assignment)
        }
        return words.joined(separator: " ")
    }

    /// `text` with the body of its first `{ … }` replaced by one or two generated top-level
    /// commands, when the body holds top-level commands (`batch`, `repeat`, `sameTurn`,
    /// `expect error`, swipe action handlers …).
    static func replacingBody(_ text: String, depth: Int, _ r: inout SplitMix64) -> String {
        guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close else { return text }
        let body = text[text.index(after: open)..<close]
        var inner = body
        // A handler body inside an action: `{ destructive "Delete" { delete [0,1] } }`.
        if let nested = body.firstIndex(of: "{"), let nestedClose = body.lastIndex(of: "}"), nested < nestedClose {
            inner = body[body.index(after: nested)..<nestedClose]
        }
        guard let first = inner.split(separator: " ").first, let keyword = Keyword(rawValue: String(first)),
              keyword.info.context == .topLevel else { return text }
        let commands = (0..<(1 + r.below(2))).map { _ in command(&r, depth: depth + 1).1 }
        return text.replacingCharacters(in: inner.startIndex..<inner.endIndex, with: " " + commands.joined(separator: "; ") + " ")
    }

    /// Set-ups the examples' names live in: a plain collection (`Favorites`, `Recents`), a list,
    /// one with a reordering under way, and a diffable data source (`Inbox`, `Archive`, `Folder`).
    static let setUps = [
        "sections Favorites Recents\nitems Favorites A B C D E F\nitems Recents count 20\n",
        "layout list appearance=insetGrouped headerMode=supplementary\nsections Favorites Recents\nitems Favorites A B C D E F\nitems Recents count 20\n",
        "sections Favorites Recents\nitems Favorites A B C D E F\nitems Recents count 20\nbeginMove [0,2]\n",
        "diffable on\nsnapshot { appendSections Inbox Archive Folder; appendItems Inbox m1 m2 m3; appendItems Folder a b c }\napply\n",
    ]
}
