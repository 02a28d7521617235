import CollectionScript
/// Finds UIKit's message in whatever was pasted: a bare message, Xcode's `Thread 1: "…"`, a
/// crash report's `*** Terminating app due to uncaught exception '…', reason: '…'` with the
/// backtrace around it, or console lines with timestamps (`2024-03-01 10:00:00.123 App[12:34] …`).
enum CrashLogText {
    /// The message, with console prefixes and surrounding noise removed, trimmed.
    static func message(in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { stripPrefix(String($0)) }
        var joined = lines.joined(separator: "\n")
        joined = joined.replacingCRLF()
        if let reason = between(joined, start: "reason: '", endMarkers: ["'\n*** First throw call stack", "'\n***", "'\nFirst throw call stack", "'\nlibc++abi", "'\n(\n"]) {
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
