/// One script's text, held once; tokens and AST nodes keep UTF-8 offsets into it, and lines and
/// columns are derived on demand.
public struct SourceFile: Sendable {
    /// The name printed in diagnostics: the path as given, `<stdin>` or `<repl>`.
    public let name: String
    /// The text, without a leading UTF-8 byte-order mark (editors on Windows write one; it is not
    /// part of the script).
    public let text: String
    /// UTF-8 bytes of `text`.
    public let bytes: [UInt8]
    /// The line number of the text's first line: 1, or where a REPL entry starts in the whole
    /// piped input, so that diagnostics name the line the person sees (`<stdin>:3:5`).
    public let firstLine: Int
    /// Offsets at which each line starts.
    private let lineStarts: [Int]

    public init(name: String, text: String, firstLine: Int = 1) {
        self.name = name
        self.text = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
        self.firstLine = firstLine
        let text = self.text
        self.bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// 1-based line and column (in characters, not bytes) of `offset`.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let lineStart = lineStarts[low]
        let prefix = String(decoding: bytes[lineStart..<clamped], as: UTF8.self)
        return SourceLocation(line: low + firstLine, column: prefix.count + 1, offset: clamped)
    }

    /// The 1-based column of `offset` in UTF-8 bytes (`check --json`; `location` counts characters).
    public func utf8Column(of offset: Int) -> Int {
        let clamped = max(0, min(offset, bytes.count))
        let lineStart = bytes[..<clamped].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return clamped - lineStart + 1
    }

    /// The text of line `line` (numbered from `firstLine`), without its newline.
    public func lineText(_ numberedLine: Int) -> String {
        let line = numberedLine - firstLine + 1
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    public var lineCount: Int { lineStarts.count }

    /// The source text of `range`.
    public func text(of range: SourceRange) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// A 1-based line and column, and the UTF-8 offset they came from.
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var offset: Int
}

/// A span of source: UTF-8 offsets [lowerBound, upperBound).
public struct SourceRange: Hashable, Sendable {
    public var lowerBound: Int
    public var upperBound: Int

    public init(_ lowerBound: Int, _ upperBound: Int) {
        self.lowerBound = lowerBound
        self.upperBound = max(lowerBound, upperBound)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(min(lowerBound, other.lowerBound), max(upperBound, other.upperBound))
    }
}
