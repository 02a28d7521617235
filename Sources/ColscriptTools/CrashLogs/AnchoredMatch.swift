import Foundation   // memchr, from the C library on both systems

/// Finds a recogniser's first match in a pasted log in time linear in the log (issue 36: `why` took
/// 16 s on 48 KB holding "Invalid update: " a few thousand times, and about 2 s a megabyte).
///
/// A regular expression searched from every position of a long text costs the engine's own steps
/// at each one, and a lazy hole (`.*?`, `[\s\S]*?`) tried at each of many near-misses rescans the
/// rest of the line or the text each time. Instead, the words every match starts with (the
/// regex's literal prefix, `\s+` between words: its anchor) are looked for with `memchr`, and the
/// regex is tried only where they stand, anchored there, in a window of `window` bytes, at most
/// `attempts` times (a pattern that begins with a word hole: from the word before them). The anchor's test is looser than the regex's (any non-ASCII byte may be
/// whitespace), so it never skips a place the regex would match; a message longer than `window`
/// or behind more than `attempts` near-misses of the same pattern is not found.
struct AnchoredMatch {
    /// The longest text a match may span (UIKit's longest message, a batch report of a few
    /// thousand entries with the view's description, is well under it).
    static let window = 1 << 20
    /// The places a pattern is tried at (each where its whole anchor stands).
    static let attempts = 16
    /// The bytes of windows one analysis may hand the regex engine, over every pattern and every
    /// place: `scanBytesPerByte` for each byte of the paste, plus `scanFloor`. A failed try costs
    /// its whole window (a lazy hole scans to its end), so a paste holding the same anchor many
    /// times made each pattern scan the rest of the text `attempts` times (issue 36: an 87 KB
    /// line of 110 near-misses took 2.4 s, 28 s a megabyte). A real log's message stands at its
    /// first place; what the budget stops is near-misses.
    static let scanBytesPerByte = 16
    static let scanFloor = 1 << 22

    /// The budget of window bytes for analysing `text`.
    static func scanBudget(for text: String) -> Int {
        scanBytesPerByte * text.utf8.count + scanFloor
    }

    let regex: Regex<AnyRegexOutput>
    /// The words every match begins with (empty: the pattern begins with a hole), after one word
    /// of any text when `afterWord` (a pattern that begins with an identifier hole, `\S+`, then
    /// whitespace: the flow layout's log, whose first word changed case between eras).
    let anchor: [[UInt8]]
    let afterWord: Bool
    /// The one word of a leading optional group, `(?:WORD\s+)?` (the skipped-update log's
    /// `[UICollectionView] `): a match starts there when the word stands, whitespace between, right
    /// before the anchor (the anchor is the words after the group). Nil: no such group.
    let optionalLead: [UInt8]?

    /// The identifier hole a pattern may begin with (`TemplateRecogniser`), and the space after it.
    static let leadingWord = [#"(\S+)\s+"#, #"(?:\S+)\s+"#]

    init?(_ pattern: String) {
        guard let regex = try? Regex(pattern) else { return nil }
        self.regex = regex
        if let word = Self.leadingWord.first(where: pattern.hasPrefix) {
            self.anchor = Self.anchor(of: String(pattern.dropFirst(word.count)))
            self.afterWord = true
            self.optionalLead = nil
        } else if let (lead, rest) = Self.optionalLeadingWord(of: pattern) {
            // Without this, the pattern had no anchor and was searched from every position
            // (a megabyte of "Invalid update: " near-misses: a second).
            self.anchor = Self.anchor(of: rest)
            self.afterWord = false
            self.optionalLead = lead
        } else {
            self.anchor = Self.anchor(of: pattern)
            self.afterWord = false
            self.optionalLead = nil
        }
    }

    /// `(?:WORD\s+)?REST` read as WORD's bytes and REST, when WORD is one literal word (its
    /// anchor is the whole of it).
    static func optionalLeadingWord(of pattern: String) -> ([UInt8], String)? {
        guard pattern.hasPrefix("(?:"), let close = pattern.range(of: #"\s+)?"#) else { return nil }
        let inner = String(pattern[pattern.index(pattern.startIndex, offsetBy: 3)..<close.lowerBound])
        guard !inner.contains("("), !inner.contains(")"), !inner.contains(#"\s"#) else { return nil }
        let words = anchor(of: inner + "(")
        guard words.count == 1, let word = words.first, word.count == String(inner.filter { $0 != "\\" }).utf8.count else { return nil }
        return (word, String(pattern[close.upperBound...]))
    }

    /// The text and the captures of the first match in `text`.
    func firstMatch(in text: String) -> (String, [String])? {
        var budget = Self.scanBudget(for: text)
        return firstMatch(in: text, budget: &budget)
    }

    /// The first match in `text`, handing the regex engine windows of at most `budget` bytes in
    /// all (spent by what it is handed; nil once it is spent).
    func firstMatch(in text: String, budget: inout Int) -> (String, [String])? {
        guard !anchor.isEmpty else {
            // No words to look for: the whole text, once (no recogniser is written so today).
            guard let match = try? regex.firstMatch(in: text) else { return nil }
            return Self.result(match, in: text)
        }
        let offsets = text.utf8.withContiguousStorageIfAvailable { candidates(in: $0) } ?? candidates(in: Array(text.utf8))
        let utf8 = text.utf8
        for offset in offsets {
            let length = min(Self.window, utf8.count - offset, budget)
            guard length > 0 else { return nil }
            budget -= length
            let start = utf8.index(utf8.startIndex, offsetBy: offset)
            let end = utf8.index(start, offsetBy: length)
            if let match = try? regex.prefixMatch(in: text[start..<end]) { return Self.result(match, in: text) }
        }
        return nil
    }

    private static func result(_ match: Regex<AnyRegexOutput>.Match, in text: String) -> (String, [String]) {
        (String(text[match.range]), match.output.dropFirst().map { $0.substring.map(String.init) ?? "" })
    }

    /// The byte offsets, at most `attempts`, where the whole anchor stands.
    private func candidates(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = bytes.baseAddress, let first = anchor.first?.first else { return [] }
        var found: [Int] = []
        var from = 0
        while from < bytes.count, found.count < Self.attempts {
            guard let hit = memchr(base + from, Int32(first), bytes.count - from) else { break }
            let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if anchorStands(at: offset, in: bytes), let start = matchStart(anchoredAt: offset, in: bytes), found.last != start {
                found.append(start)
            }
            from = offset + 1
        }
        return found
    }

    /// Where a match whose anchor stands at `offset` starts: there, or — after a leading word —
    /// at the start of the word before the whitespace before it (nil: no such word).
    private func matchStart(anchoredAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if let lead = optionalLead {
            var at = offset
            while at > 0, Self.mayBeSpace(bytes[at - 1]) { at -= 1 }
            guard at < offset, at >= lead.count else { return offset }
            for (index, byte) in lead.enumerated() where bytes[at - lead.count + index] != byte { return offset }
            return at - lead.count
        }
        guard afterWord else { return offset }
        var at = offset
        while at > 0, Self.mayBeSpace(bytes[at - 1]) { at -= 1 }
        guard at < offset else { return nil }
        let wordEnd = at
        while at > 0, !Self.isASCIISpace(bytes[at - 1]) { at -= 1 }
        return at < wordEnd ? at : nil
    }

    private func candidates(in bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { candidates(in: $0) }
    }

    /// Whether the anchor's words stand at `offset`, each run of whitespace between them (ASCII
    /// whitespace, or any non-ASCII byte: `\s` matches Unicode spaces too) at least one byte.
    private func anchorStands(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var at = offset
        for (index, word) in anchor.enumerated() {
            if index > 0 {
                let spaceStart = at
                while at < bytes.count, Self.mayBeSpace(bytes[at]) { at += 1 }
                if at == spaceStart { return false }
            }
            guard bytes.count - at >= word.count else { return false }
            for byte in word {
                if bytes[at] != byte { return false }
                at += 1
            }
        }
        return true
    }

    private static func mayBeSpace(_ byte: UInt8) -> Bool {
        isASCIISpace(byte) || byte >= 0x80
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// The words a regex's every match begins with: its leading literal characters (escaped
    /// metacharacters read as themselves), split where it has `\s+`, up to the first construct
    /// that is not a literal (a group, a class, a quantifier — which takes back the character
    /// before it).
    static func anchor(of pattern: String) -> [[UInt8]] {
        var words: [[UInt8]] = [[]]
        let characters = Array(pattern.unicodeScalars)
        var index = 0
        scanning: while index < characters.count {
            let c = characters[index]
            switch c {
            case "\\":
                guard index + 1 < characters.count else { break scanning }
                let next = characters[index + 1]
                if next == "s", index + 2 < characters.count, characters[index + 2] == "+" {
                    if !(words.last?.isEmpty ?? true) { words.append([]) }
                    index += 3
                    continue
                }
                guard #"\^$.|?*+()[]{}-/"#.unicodeScalars.contains(next) else { break scanning }
                words[words.count - 1] += Array(String(next).utf8)
                index += 2
            case "?", "*", "+", "{":
                // A quantifier: the character before it may be absent or repeated.
                if var last = words.popLast(), !last.isEmpty {
                    last.removeLast()
                    words.append(last)
                }
                break scanning
            case "(", ")", "[", "]", ".", "|", "^", "$", "}":
                break scanning
            default:
                words[words.count - 1] += Array(String(c).utf8)
                index += 1
            }
        }
        while let last = words.last, last.isEmpty { words.removeLast() }
        return words
    }
}
