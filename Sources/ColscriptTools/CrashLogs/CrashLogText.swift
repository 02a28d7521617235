import CollectionScript
/// Finds UIKit's message in whatever was pasted: a bare message, Xcode's `Thread 1: "…"`, Xcode's
/// console (`*** Terminating app due to uncaught exception '…', reason: '…'` with the backtrace
/// around it, lines with timestamps `2024-03-01 10:00:00.123 App[12:34] …`), a `.crash` report
/// (the reason under "Application Specific Information", before "Last Exception Backtrace"), an
/// `.ips` report or a Sentry export (JSON: the reason inside a string, with `\n`, `\"`, `\u2026`
/// escapes), Crashlytics / Firebase (`Fatal Exception: NSInternalInconsistencyException` and the
/// reason, whitespace flattened) and TestFlight feedback (a crash report and the tester's words).
enum CrashLogText {
    /// The messages worth trying, best first: the text as pasted and — when it is JSON (an `.ips`
    /// report, a Sentry export) or holds JSON string escapes — the text of its JSON strings,
    /// decoded; that one first when the paste is JSON.
    static func messages(in text: String) -> [String] {
        let pasted = message(in: text)
        let isJSON = text.first(where: { !$0.isWhitespace }) == "{"
        guard isJSON || text.contains("\\") else { return [pasted] }
        let decoded = message(in: jsonStrings(in: text))
        if decoded.isEmpty || decoded == pasted { return [pasted] }
        return isJSON ? [decoded, pasted] : [pasted, decoded]
    }

    /// The message, with console prefixes and surrounding noise removed, trimmed.
    static func message(in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { stripPrefix(String($0)) }
        var joined = lines.joined(separator: "\n")
        joined = joined.replacingCRLF()
        if let reason = reason(in: joined) {
            return reason.trimmed
        }
        if let thread = between(joined, start: "Thread 1: \"", endMarkers: ["\"\n"]) {
            return unescaped(thread).trimmed
        }
        if let thread = between(joined, start: "Thread 1: \"", endMarkers: []) {
            return unescaped(thread).trimmed
        }
        return joined.trimmed
    }

    /// What a report or a console prints right after the reason's closing quote: the reason ends at
    /// the last quote before the first of these (so a quote inside the message is kept).
    static let afterReason = ["*** First throw call stack", "First throw call stack", "libc++abi", "abort() called",
                              "Last Exception Backtrace", "\nThread 0", "\n\n", "userInfo", "', \"", "'\"", "'\n("]

    /// The text of `reason: '…'` (nil when there is none).
    private static func reason(in text: String) -> String? {
        // Searched byte for byte (`ByteSearch`): by `Character`, eleven markers over a pasted
        // megabyte were a third of the time `why` took.
        guard let open = ByteSearch.firstRange(of: "reason: '", in: text[...]) else { return nil }
        var rest = text[open.upperBound...]
        var end = rest.endIndex
        for marker in afterReason {
            // A marker that starts with the closing quote keeps it.
            guard let found = ByteSearch.firstRange(of: marker, in: rest) else { continue }
            let cut = marker.hasPrefix("'") ? rest.index(after: found.lowerBound) : found.lowerBound
            if cut < end { end = cut }
        }
        rest = rest[..<end]
        if let close = rest.lastIndex(of: "'") { return String(rest[..<close]) }
        return String(rest)
    }

    /// The JSON string literals of `text` that hold a space (messages; not symbol or image
    /// names), decoded, one a line. A text that is not JSON yields what its quotes enclose.
    static func jsonStrings(in text: String) -> String {
        var out: [String] = []
        var current = ""
        var inString = false
        var characters = text.makeIterator()
        while let c = characters.next() {
            guard inString else {
                if c == "\"" { inString = true; current = "" }
                continue
            }
            switch c {
            case "\"":
                inString = false
                if current.contains(" ") { out.append(current) }
            case "\\":
                switch characters.next() {
                case "n"?: current.append("\n")
                case "t"?: current.append("\t")
                case "r"?: current.append("\r")
                case "u"?:
                    var hex = ""
                    for _ in 0..<4 { if let h = characters.next() { hex.append(h) } }
                    if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                        current.unicodeScalars.append(scalar)
                    } else {
                        current += "\\u" + hex
                    }
                case let other?: current.append(other)   // \" \\ \/
                case nil: break
                }
            default:
                current.append(c)
            }
        }
        return out.joined(separator: "\n")
    }

    /// Xcode's `Thread 1: "…"` banner shows the reason as a string literal: a line break as `\n`,
    /// a quote as `\"`, a backslash as `\\`, a tab as `\t`. Those are read back; any other
    /// backslash is kept as it is.
    static func unescaped(_ literal: String) -> String {
        guard literal.contains("\\") else { return literal }
        var out = ""
        var characters = literal.makeIterator()
        while let c = characters.next() {
            guard c == "\\" else { out.append(c); continue }
            switch characters.next() {
            case "n"?: out.append("\n")
            case "t"?: out.append("\t")
            case "\""?: out.append("\"")
            case "\\"?: out.append("\\")
            case let other?: out.append(c); out.append(other)
            case nil: out.append(c)
            }
        }
        return out
    }

    /// Text after `start` up to the first end marker (or the last quote when none is present).
    private static func between(_ text: String, start: String, endMarkers: [String]) -> String? {
        guard let open = text.firstRange(of: start) else { return nil }
        let rest = text[open.upperBound...]
        for marker in endMarkers {
            if let close = rest.firstRange(of: marker) { return String(rest[..<close.lowerBound]) }
        }
        if let quote = start.last, let close = rest.lastIndex(of: quote) {
            return String(rest[..<close])
        }
        return String(rest)
    }

    /// Removes a console timestamp and process prefix (`2024-03-01 10:00:00.123456+0100 App[1:2] `)
    /// and Xcode's `[UICollectionView] ` / `[Assert] ` category tags from one line.
    static func stripPrefix(_ line: String) -> String {
        var text = Substring(line)
        let bytes = Array(line.utf8.prefix(10))
        if bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
           bytes[0...3].allSatisfy({ $0 >= 48 && $0 <= 57 }) {
            // date, time, then an optional "Process[pid:tid] " token
            let parts = text.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            if parts.count >= 3 {
                var rest = parts.dropFirst(2).joined(separator: " ")[...]
                if let space = rest.firstIndex(of: " "), rest[..<space].hasSuffix("]"), rest[..<space].contains("[") {
                    rest = rest[rest.index(after: space)...]
                }
                text = rest
            }
        }
        for tag in ["[UICollectionView] ", "[Assert] ", "[UIKitCore] "] where text.hasPrefix(tag) {
            text = text.dropFirst(tag.count)
        }
        return String(text)
    }
}

extension String {
    var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    func replacingCRLF() -> String {
        split(separator: "\r\n", omittingEmptySubsequences: false).joined(separator: "\n")
    }

    /// Addresses as the engine prints them: every `0x…` hexadecimal number becomes `0x0`.
    var addressesZeroed: String {
        var out = ""
        var iterator = self.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = iterator.next()
        var previous: Unicode.Scalar? = nil
        while let c = pending {
            pending = iterator.next()
            if c == "0", pending == "x", !(previous.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) } ?? false) {
                out += "0x0"
                pending = iterator.next()
                while let h = pending, ("0"..."9").contains(h) || ("a"..."f").contains(h) || ("A"..."F").contains(h) {
                    pending = iterator.next()
                }
                previous = "0"
                continue
            }
            out.unicodeScalars.append(c)
            previous = c
        }
        return out
    }
}
