import CollectionEngine

/// Turns a `SourceFile` into tokens: a hand-written `start`/`current` cursor over its UTF-8 bytes.
///
/// Choices: an identifier may contain `-` after its first character (`Recents-0`) but stops before
/// `->`; a number directly followed by `x` and a digit is a size; a number directly followed by `,`
/// must start four comma-separated numbers (insets; spaces allowed after the commas); `[` followed by
/// `number ,` must be an index path `[s,i]` (spaces allowed inside, negative numbers kept for the
/// interpreter to reject); any other `[` opens a list. Strings may span lines; a string still open at
/// the end sets `endsInsideString`. `\r` is whitespace.
public struct Lexer {
    private let bytes: [UInt8]
    private var start = 0
    private var current = 0
    /// True when the input ended inside a string literal.
    public private(set) var endsInsideString = false

    public init(_ source: SourceFile) {
        self.bytes = source.bytes
    }

    /// Every token of the source, ending with one `.endOfFile`.
    public static func tokenize(_ source: SourceFile) -> (tokens: [Token], endsInsideString: Bool) {
        var lexer = Lexer(source)
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .endOfFile { break }
        }
        return (tokens, lexer.endsInsideString)
    }

    /// The next token.
    public mutating func next() -> Token {
        skipWhitespaceAndComments()
        start = current
        guard let c = advance() else { return make(.endOfFile) }
        switch c {
        case ascii("\n"): return make(.newline)
        case ascii(";"): return make(.semicolon)
        case ascii("{"): return make(.leftBrace)
        case ascii("}"): return make(.rightBrace)
        case ascii("]"): return make(.rightBracket)
        case ascii("="):
            let kind: Token.Kind = match("=") ? .equalEqual : .equal
            return make(kind)
        case ascii("<"):
            let kind: Token.Kind = match("=") ? .lessEqual : .less
            return make(kind)
        case ascii(">"):
            let kind: Token.Kind = match("=") ? .greaterEqual : .greater
            return make(kind)
        case ascii("!"):
            if match("=") { return make(.bangEqual) }
            return error(.unexpectedCharacter("!"))
        case ascii("-"):
            if match(">") { return make(.arrow) }  // match runs before make reads the cursor
            if isDigit(peek()) { return number() }
            return error(.unexpectedCharacter("-"))
        case ascii(".") where peek() == ascii(".") && peek(1) == ascii("."):
            current += 2
            return make(.ellipsis)
        case ascii(","): return error(.unexpectedComma)
        case ascii("\""): return string()
        case ascii("["): return bracket()
        case ascii("("): return tuple()
        default:
            if isDigit(c) { return number() }
            if isIdentifierStart(c) { return identifier() }
            // Consume the rest of a multi-byte character so the message shows it whole.
            while let next = peek(), next & 0xC0 == 0x80 { current += 1 }
            let text = String(decoding: bytes[start..<current], as: UTF8.self)
            return error(.unexpectedCharacter(text))
        }
    }

    // MARK: - Cursor

    private func peek(_ ahead: Int = 0) -> UInt8? {
        let index = current + ahead
        return index < bytes.count ? bytes[index] : nil
    }

    @discardableResult
    private mutating func advance() -> UInt8? {
        guard current < bytes.count else { return nil }
        current += 1
        return bytes[current - 1]
    }

    private mutating func match(_ expected: Unicode.Scalar) -> Bool {
        guard peek() == UInt8(ascii: expected) else { return false }
        current += 1
        return true
    }

    private func make(_ kind: Token.Kind, _ literal: Token.Literal = .none) -> Token {
        Token(kind: kind, range: SourceRange(start, current), literal: literal)
    }

    private func error(_ message: SyntaxMessage) -> Token {
        make(.error, .error(message))
    }

    private mutating func skipWhitespaceAndComments() {
        while let c = peek() {
            if c == ascii(" ") || c == ascii("\t") || c == ascii("\r") {
                current += 1
            } else if c == ascii("#") {
                while let d = peek(), d != ascii("\n") { current += 1 }
            } else {
                return
            }
        }
    }

    private mutating func skipSpaces() {
        while let c = peek(), c == ascii(" ") || c == ascii("\t") || c == ascii("\r") { current += 1 }
    }

    /// Whether what follows a `(` reads as a Swift call's arguments, pasted from an app
    /// (`insertItems(at: [IndexPath(item: 3, section: 0)])`, `appendItems(["a", "b"])`): an
    /// argument label (`at:`), an `IndexPath(` or `IndexSet(` value, an array literal or a string
    /// literal first.
    private func startsSwiftArguments() -> Bool {
        if current < bytes.count, bytes[current] == ascii("[") || bytes[current] == ascii("\"") { return true }
        var end = current
        while end < bytes.count, (bytes[end] >= ascii("a") && bytes[end] <= ascii("z")) || (bytes[end] >= ascii("A") && bytes[end] <= ascii("Z")) || bytes[end] == ascii("_") {
            end += 1
        }
        guard end > current, end < bytes.count else { return false }
        if bytes[end] == ascii(":") { return true }
        let word = bytes[current ..< end]
        return bytes[end] == ascii("(") && (word.elementsEqual("IndexPath".utf8) || word.elementsEqual("IndexSet".utf8))
    }

    /// Past the `)` that closes the `(` just consumed, counting nested parentheses, or to the end
    /// of the line.
    private mutating func skipPastBalancedParenthesis() {
        var depth = 1
        while let c = peek(), c != ascii("\n") {
            current += 1
            if c == ascii("(") { depth += 1 }
            if c == ascii(")") { depth -= 1; if depth == 0 { return } }
        }
    }

    /// Skips to just past the next `terminator` on this line, or to the end of the line.
    private mutating func skipPast(_ terminator: Unicode.Scalar) {
        while let c = peek(), c != ascii("\n") {
            current += 1
            if c == UInt8(ascii: terminator) { return }
        }
    }

    // MARK: - Tokens

    private mutating func identifier() -> Token {
        var end = current   // a local cursor: the loop runs over every byte of every name
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) {
            if bytes[end] == ascii("-"), end + 1 < bytes.count, bytes[end + 1] == ascii(">") { break }
            end += 1
        }
        current = end
        skipSelectorLabels()
        return make(.identifier)
    }

    /// Whether `byte` may continue an identifier: an ASCII letter, digit, `_`, `.` or `-`. One bit
    /// per byte in two words instead of a chain of comparisons: names mix letters and digits, and
    /// the chain's branches mispredicted on them (a 200k-UUID script spent 14% of its time here).
    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        let word: UInt64 = byte < 64 ? 0x03FF_6000_0000_0000 : (byte < 128 ? 0x07FF_FFFE_87FF_FFFE : 0)
        return (word >> UInt64(byte & 63)) & 1 != 0
    }

    /// A UIKit method name's labels right after it, `insertItems(at:)` / `reloadData()`: part of
    /// the identifier (Keyword.uikitAliases). Only letters, `_` and `:` up to `)`; anything else
    /// (`hit (1, 2)`, a space first) is left for the tuple rule.
    private mutating func skipSelectorLabels() {
        guard peek() == ascii("(") else { return }
        var end = current + 1
        while let c = end < bytes.count ? bytes[end] : nil, c != ascii(")") {
            guard (c >= ascii("a") && c <= ascii("z")) || (c >= ascii("A") && c <= ascii("Z")) || c == ascii("_") || c == ascii(":") else { return }
            end += 1
        }
        guard end < bytes.count else { return }
        let labels = bytes[(current + 1)..<end]
        guard labels.isEmpty || labels.last == ascii(":") else { return }
        current = end + 1
    }

    /// Scans `-?digits(.digits)?` from `current` (the caller consumed nothing of it). Returns the
    /// text, or nil when there is no number here.
    private mutating func scanNumberText() -> (text: String, isDecimal: Bool, valid: Bool)? {
        let begin = current
        if peek() == ascii("-") {
            guard isDigit(peek(1)) else { return nil }
            current += 1
        }
        guard isDigit(peek()) else { return nil }
        while isDigit(peek()) { current += 1 }
        var isDecimal = false
        var valid = true
        if peek() == ascii("."), !isIdentifierStart(peek(1)) {
            current += 1
            isDecimal = true
            if isDigit(peek()) {
                while isDigit(peek()) { current += 1 }
            } else {
                valid = false
            }
        }
        return (String(decoding: bytes[begin..<current], as: UTF8.self), isDecimal, valid)
    }

    /// A number whose first character (digit or `-`) is already consumed; then a size or insets.
    private mutating func number() -> Token {
        current = start
        guard let first = scanNumberText() else { return error(.invalidNumber(text())) }
        if !first.valid { return error(.invalidDecimal) }
        if let value = Double(first.text), !isInRange(value), first.isDecimal || peek() == ascii("x") || peek() == ascii(",") {
            consumeIdentifierParts()
            return error(.numberTooLarge(first.text))
        }
        if peek() == ascii("x"), isDigit(peek(1)) {
            current += 1
            guard let height = scanNumberText(), height.valid, !isIdentifierPart(peek()),
                  let w = finiteDouble(first.text), let h = finiteDouble(height.text) else {
                consumeIdentifierParts()
                return error(.invalidSize)
            }
            return make(.size, .size(Size(width: w, height: h)))
        }
        if peek() == ascii(",") {
            let firstValue = finiteDouble(first.text)
            var values = [firstValue ?? 0]
            var complete = true   // no comma without a number after it
            while values.count < 4, peek() == ascii(",") {
                current += 1
                skipSpaces()
                guard let next = scanNumberText(), next.valid, let value = finiteDouble(next.text) else { complete = false; break }
                values.append(value)
            }
            guard values.count == 4, firstValue != nil, !isIdentifierPart(peek()), peek() != ascii(",") else {
                let twoNumbers = complete && values.count == 2 && firstValue != nil && !isIdentifierPart(peek()) && peek() != ascii(",")
                while let c = peek(), isIdentifierPart(c) || c == ascii(",") || isDigit(c) { current += 1 }
                return error(twoNumbers ? .pairWithoutParentheses : .invalidInsets)
            }
            return make(.insets, .insets(EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])))
        }
        if isIdentifierPart(peek()), !(peek() == ascii("-") && peek(1) == ascii(">")) {
            consumeIdentifierParts()
            return error(.invalidNumber(text()))
        }
        if first.isDecimal {
            guard let value = Double(first.text) else { return error(.invalidNumber(first.text)) }
            guard isInRange(value) else { return error(.numberTooLarge(first.text)) }
            return make(.decimal, .decimal(value))
        }
        guard let value = Int(first.text) else { return error(.numberTooLarge(first.text)) }
        return make(.integer, .integer(value))
    }

    private mutating func consumeIdentifierParts() {
        while let c = peek(), isIdentifierPart(c) { current += 1 }
    }

    private mutating func string() -> Token {
        var value: [UInt8] = []
        var escapeError: SyntaxMessage?
        while let c = advance() {
            if c == ascii("\"") {
                if let escapeError { return error(escapeError) }
                return make(.string, .string(String(decoding: value, as: UTF8.self)))
            }
            if c == ascii("\\") {
                guard let e = advance() else { break }
                switch e {
                case ascii("\""): value.append(ascii("\""))
                case ascii("\\"): value.append(ascii("\\"))
                case ascii("n"): value.append(ascii("\n"))
                default:
                    if escapeError == nil {
                        var end = current
                        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                        escapeError = .invalidEscape(String(decoding: bytes[(current - 1)..<end], as: UTF8.self))
                    }
                }
            } else {
                value.append(c)
            }
        }
        endsInsideString = true
        return error(.unterminatedString)
    }

    /// `[` starts an index path when a number and a comma follow, else a list.
    private mutating func bracket() -> Token {
        let afterBracket = current
        skipSpaces()
        guard let section = scanNumberText() else {
            current = afterBracket
            return make(.leftBracket)
        }
        skipSpaces()
        guard peek() == ascii(",") else {
            current = afterBracket
            return make(.leftBracket)
        }
        current += 1
        skipSpaces()
        guard section.valid, !section.isDecimal, let s = Int(section.text),
              let item = scanNumberText(), item.valid, !item.isDecimal, let i = Int(item.text) else {
            skipPast("]")
            return error(.invalidIndexPath)
        }
        skipSpaces()
        guard match("]") else {
            skipPast("]")
            return error(.invalidIndexPath)
        }
        return make(.indexPath, .indexPath(IndexPath(s, i)))
    }

    /// `(x, y)` or `(x, y, width, height)`; `(` is consumed.
    private mutating func tuple() -> Token {
        var values: [Double] = []
        skipSpaces()
        if startsSwiftArguments() {
            skipPastBalancedParenthesis()
            return error(.swiftArguments)
        }
        while true {
            guard let number = scanNumberText(), number.valid, var value = Double(number.text) else { break }
            guard isInRange(value) else {
                skipPast(")")
                return error(.numberTooLarge(number.text))
            }
            // `(1/3)`: a fraction (compositional dimensions); the denominator must be a non-zero number.
            if match("/") {
                guard let d = scanNumberText(), d.valid, let denominator = Double(d.text), denominator != 0 else {
                    skipPast(")")
                    return error(.invalidTuple)
                }
                value /= denominator
            }
            values.append(value)
            skipSpaces()
            guard match(",") else { break }
            skipSpaces()
        }
        guard match(")"), values.count == 1 || values.count == 2 || values.count == 4 else {
            skipPast(")")
            return error(.invalidTuple)
        }
        return make(.tuple, .tuple(values))
    }

    private func text() -> String {
        String(decoding: bytes[start..<current], as: UTF8.self)
    }
}

// MARK: - Character classes

/// The largest magnitude a non-integer literal (or a number in a size, insets or point) may have.
/// Beyond it sums over a million items could overflow to infinity, and no output may print `inf`
/// or `nan`; 1e15 points is still far larger than any screen.
private let largestMagnitude = 1e15

/// Whether `value` is finite and within `largestMagnitude` (false for NaN).
private func isInRange(_ value: Double) -> Bool { abs(value) <= largestMagnitude }

/// The number `text` spells, or nil when it is out of range (a 400-digit literal rounds to infinity).
private func finiteDouble(_ text: String) -> Double? {
    guard let value = Double(text), isInRange(value) else { return nil }
    return value
}

private func ascii(_ scalar: Unicode.Scalar) -> UInt8 { UInt8(ascii: scalar) }

private func isDigit(_ c: UInt8?) -> Bool {
    guard let c else { return false }
    return c >= ascii("0") && c <= ascii("9")
}

private func isIdentifierStart(_ c: UInt8?) -> Bool {
    guard let c else { return false }
    return (c >= ascii("a") && c <= ascii("z")) || (c >= ascii("A") && c <= ascii("Z")) || c == ascii("_")
}

private func isIdentifierPart(_ c: UInt8?) -> Bool {
    guard let c else { return false }
    return Lexer.isIdentifierByte(c)
}
