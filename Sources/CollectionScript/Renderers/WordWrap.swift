/// Text broken at word boundaries to fit a terminal's width, so a line never breaks mid-word
/// (`mo` / `ved`) where the terminal would wrap it.
///
/// A line no wider than `width` is kept byte for byte (pictures and tables sized to the terminal
/// are untouched). A longer line breaks at the last run of spaces that fits; the spaces at a break
/// are dropped, other runs are kept (aligned columns stay aligned). Continuation lines are indented
/// like the line (its leading spaces) plus `hang`, or at `continuationIndent` when given. A word
/// longer than the room is cut. ANSI escape sequences (colour) take no columns; every other
/// character takes one.
public enum WordWrap {
    /// `text` (any number of lines) wrapped to `width` columns.
    public static func wrap(_ text: String, width: Int, hang: Int = 2) -> String {
        guard width > 0 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { wrapLine($0, width: width, hang: hang).joined(separator: "\n") }
            .joined(separator: "\n")
    }

    /// One line (no newline in it) as the lines it wraps to.
    public static func wrapLine(_ line: some StringProtocol, width: Int, hang: Int = 2, continuationIndent: Int? = nil) -> [String] {
        let line = String(line)
        guard width > 0, columns(line) > width else { return [line] }
        let lead = line.prefix { $0 == " " }.count
        let indent = min(continuationIndent ?? lead + hang, width * 3 / 5)
        var result: [String] = []
        var current = String(line.prefix(lead)), used = lead, hasWord = false
        var pendingSpaces = ""
        for token in tokens(line.dropFirst(lead)) {
            if token.first == " " {
                pendingSpaces = token
                continue
            }
            var word = Substring(token)
            var wordWidth = columns(word)
            if hasWord, used + pendingSpaces.count + wordWidth > width {
                result.append(current)
                current = String(repeating: " ", count: indent)
                used = indent
                hasWord = false
                pendingSpaces = ""
            }
            if hasWord { current += pendingSpaces; used += pendingSpaces.count }
            pendingSpaces = ""
            // A word wider than the room: cut it, a line at a time.
            while used + wordWidth > width, width - used > 0 {
                let (head, tail) = cut(word, columns: width - used)
                result.append(current + String(head))
                wordWidth -= width - used
                current = String(repeating: " ", count: indent)
                used = indent
                word = tail
            }
            current += String(word)
            used += wordWidth
            hasWord = true
        }
        result.append(current)
        return result
    }

    /// How many columns `text` takes: characters, less ANSI escape sequences.
    public static func columns(_ text: some StringProtocol) -> Int {
        // Printable ASCII (nearly every line): a character a byte, counted without decoding
        // characters, which took about 250 ns a byte (the REPL wraps all it prints).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var count = 0, inEscape = false, sawBracket = false
        for character in text {
            if inEscape {
                if !sawBracket { sawBracket = true; if character != "[" { inEscape = false }; continue }
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) { inEscape = false }
                continue
            }
            if character == "\u{1B}" { inEscape = true; sawBracket = false; continue }
            count += 1
        }
        return count
    }

    /// Runs of spaces and runs of anything else, in order.
    private static func tokens(_ text: Substring) -> [String] {
        var result: [String] = [], current = "", spaces = false
        for character in text {
            let isSpace = character == " "
            if !current.isEmpty, isSpace != spaces { result.append(current); current = "" }
            spaces = isSpace
            current.append(character)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The first `limit` columns of `word` and the rest (escape sequences stay with the head).
    /// Linear: a pasted word may be a million characters long.
    private static func cut(_ word: Substring, columns limit: Int) -> (Substring, Substring) {
        var taken = 0, inEscape = false, sawBracket = false
        var index = word.startIndex
        while index < word.endIndex {
            let character = word[index]
            if inEscape {
                if !sawBracket { sawBracket = true; if character != "[" { inEscape = false } }
                else if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
                sawBracket = false
            } else {
                if taken == limit { break }
                taken += 1
            }
            index = word.index(after: index)
        }
        return (word[..<index], word[index...])
    }
}
