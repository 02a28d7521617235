import CollectionScript

/// How LSP positions count characters within a line: UTF-16 code units unless client and server
/// agree otherwise (LSP 3.17 `positionEncoding`). The server answers "utf-8" when the client's
/// `general.positionEncodings` offers it — colscript's own offsets are UTF-8 — else "utf-16".
enum PositionEncoding: String {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    /// The encoding for an `initialize` request's params.
    static func negotiated(_ params: [String: Any]) -> PositionEncoding {
        let general = (params["capabilities"] as? [String: Any])?["general"] as? [String: Any]
        let offered = general?["positionEncodings"] as? [Any] ?? []
        return offered.contains { $0 as? String == PositionEncoding.utf8.rawValue } ? .utf8 : .utf16
    }

    /// The units `scalar` takes in this encoding.
    func width(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: UTF8.width(scalar)
        case .utf16: UTF16.width(scalar)
        }
    }
}

/// One open document's lines, mapping the parser's UTF-8 offsets to LSP positions and back in the
/// negotiated encoding. Lines end at `\n` (a `\r` before it is part of no position a client
/// sends). The parser's `SourceFile` drops a leading byte-order mark, which the editor's text
/// still has: offsets are shifted by it.
struct DocumentPositions {
    let encoding: PositionEncoding
    /// The editor's text, as UTF-8.
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Bytes of a leading byte-order mark (`SourceFile` offsets start after it).
    private let shift: Int

    init(text: String, encoding: PositionEncoding) {
        self.encoding = encoding
        self.bytes = Array(text.utf8)
        self.shift = text.hasPrefix("\u{FEFF}") ? 3 : 0
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.lineStarts = starts
    }

    /// The LSP position (`{"line", "character"}`) of a `SourceFile` offset.
    func position(of sourceOffset: Int) -> [String: Any] {
        let offset = max(0, min(sourceOffset + shift, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let prefix = bytes[lineStarts[low]..<offset]
        let character = switch encoding {
        case .utf8: prefix.count
        case .utf16: String(decoding: prefix, as: UTF8.self).utf16.count
        }
        return ["line": low, "character": character]
    }

    /// The LSP range of a `SourceFile` range.
    func range(_ range: SourceRange) -> [String: Any] {
        ["start": position(of: range.lowerBound), "end": position(of: max(range.lowerBound, range.upperBound))]
    }

    /// The range covering the whole text (a formatting edit).
    var wholeText: [String: Any] {
        ["start": ["line": 0, "character": 0], "end": position(of: bytes.count - shift)]
    }

    /// The `SourceFile` offset of an LSP position; a line past the end is the end of the text, a
    /// character past the line's end is its end, one inside a character rounds down to its start.
    func sourceOffset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count - shift }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        var offset = start
        var units = 0
        for scalar in String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars {
            let width = encoding.width(of: scalar)
            guard units + width <= character else { break }
            units += width
            offset += UTF8.width(scalar)
        }
        return max(0, offset - shift)
    }

    /// The position from a request's `params.position`.
    func sourceOffset(_ params: [String: Any]) -> Int? {
        guard let position = params["position"] as? [String: Any],
              let line = position["line"] as? Int, let character = position["character"] as? Int else { return nil }
        return sourceOffset(line: line, character: character)
    }

    /// A `SourceFile` range from an LSP range object.
    func sourceRange(_ object: Any?) -> SourceRange? {
        guard let object = object as? [String: Any],
              let start = object["start"] as? [String: Any], let end = object["end"] as? [String: Any],
              let startLine = start["line"] as? Int, let startCharacter = start["character"] as? Int,
              let endLine = end["line"] as? Int, let endCharacter = end["character"] as? Int else { return nil }
        return SourceRange(sourceOffset(line: startLine, character: startCharacter),
                           sourceOffset(line: endLine, character: endCharacter))
    }
}
