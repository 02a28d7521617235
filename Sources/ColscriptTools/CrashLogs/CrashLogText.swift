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
        // The whole paste, prefixes stripped, after the rest: a reason read from a reporter's
        // layout (`exceptionBody`) that was cut in the wrong place still leaves the words here.
        let whole = stripped(text).trimmed
        let isJSON = text.first(where: { !$0.isWhitespace }) == "{"
        guard isJSON || text.contains("\\") else { return whole == pasted ? [pasted] : [pasted, whole] }
        var found: [String] = []
        // The reason's own field first: an iOS 15+ `.ips` report's `exceptionReason`
        // (`composed_message`; its `format_string` and `arguments` stand before it and are not the
        // message) and a Sentry event's `value` (its `title` before it is clipped with `…`).
        for key in reasonKeys {
            // The longest first: a Sentry event's tags hold short `value`s too.
            for value in jsonValues(of: key, in: text).sorted(by: { $0.count > $1.count }) {
                found.append(message(in: value))
            }
        }
        found.append(message(in: jsonStrings(in: text)))
        found = found.filter { !$0.isEmpty }
        var all = isJSON ? found + [pasted] : [pasted] + found
        all.append(whole)
        var seen = Set<String>()
        all = all.filter { seen.insert($0).inserted }
        return all
    }

    /// The JSON keys whose string is the exception's reason: an `.ips` report's
    /// `exceptionReason.composed_message` (iOS 15+), a Sentry event's exception `value`.
    static let reasonKeys = ["composed_message", "value"]

    /// The decoded strings of the `"key" : "…"` pairs in `text` that hold a space (messages), at
    /// most `limit` of them (a pasted megabyte of `{"value":0}` is read once).
    static func jsonValues(of key: String, in text: String, limit: Int = 64) -> [String] {
        var values: [String] = []
        var rest = text[...]
        var tries = 0
        while tries < limit, let found = ByteSearch.firstRange(of: "\"" + key + "\"", in: rest) {
            tries += 1
            rest = rest[found.upperBound...]
            var cursor = rest
            while let first = cursor.first, first == " " || first == "\t" || first == "\n" { cursor = cursor.dropFirst() }
            guard cursor.first == ":" else { continue }
            cursor = cursor.dropFirst()
            while let first = cursor.first, first == " " || first == "\t" || first == "\n" { cursor = cursor.dropFirst() }
            guard cursor.first == "\"" else { continue }
            // The literal up to its closing quote (an escaped quote does not close it).
            var end = cursor.index(after: cursor.startIndex)
            var escaped = false
            while end < cursor.endIndex {
                let c = cursor[end]
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { break }
                end = cursor.index(after: end)
            }
            guard end < cursor.endIndex else { break }
            let decoded = jsonStrings(in: String(cursor[cursor.startIndex...end]))
            if !decoded.isEmpty { values.append(decoded) }
            rest = cursor[end...]
        }
        return values
    }

    /// The message, with console prefixes and surrounding noise removed, trimmed.
    static func message(in text: String) -> String {
        let joined = stripped(text)
        if let reason = reason(in: joined) {
            return reason.trimmed
        }
        if let thread = between(joined, start: "Thread 1: \"", endMarkers: ["\"\n"]) {
            return unescaped(thread).trimmed
        }
        if let thread = between(joined, start: "Thread 1: \"", endMarkers: []) {
            return unescaped(thread).trimmed
        }
        if let body = exceptionBody(in: joined) {
            return body.trimmed
        }
        return joined.trimmed
    }

    /// The reason where a crash reporter shows it after the exception's name, without
    /// `reason: '…'`: Crashlytics / Firebase (`Fatal Exception: NSInternalInconsistencyException`
    /// and the reason on its line or the next), a Sentry or App Center title
    /// (`NSInternalInconsistencyException: …`), the name alone on a line above the reason, a
    /// quoted pair (`"NSInternalInconsistencyException", "…"`), and a crash report translated from
    /// an `.ips` (`Exception Reason: …`). The reason runs to the backtrace (nil: none of these).
    static func exceptionBody(in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let trimmed = String(line).trimmed
            var rest: String
            if trimmed.hasPrefix("Exception Reason:") {
                rest = String(trimmed.dropFirst("Exception Reason:".count))
            } else {
                var candidate = Substring(trimmed)
                if candidate.hasPrefix("Fatal Exception:") { candidate = candidate.dropFirst("Fatal Exception:".count) }
                candidate = candidate.drop(while: { $0 == " " || $0 == "\t" })
                let quoted = candidate.hasPrefix("\"")
                if quoted { candidate = candidate.dropFirst() }
                guard let name = exceptionName(at: candidate) else { continue }
                candidate = candidate.dropFirst(name.count)
                if quoted {
                    // `"NAME", "reason"`: the reason is the second literal, to the last quote of the
                    // paste (it may span lines).
                    guard candidate.hasPrefix("\", \"") else { continue }
                    let literal = ([String(candidate.dropFirst(4))] + lines[(index + 1)...].map(String.init)).joined(separator: "\n")
                    guard let close = literal.lastIndex(of: "\""), close > literal.startIndex else { continue }
                    return unescaped(String(literal[..<close]))
                }
                if candidate.hasPrefix(":") { candidate = candidate.dropFirst() }
                rest = String(candidate)
            }
            var body = [rest]
            for next in lines[(index + 1)...] {
                if isBacktraceOrHeading(next) { break }
                body.append(String(next))
            }
            let reason = body.joined(separator: "\n").trimmed
            if !reason.isEmpty { return reason }
        }
        return nil
    }

    /// `NS…Exception` at the start of `text` (the shortest: Fabric glues the reason to the name).
    private static func exceptionName(at text: Substring) -> String? {
        guard text.hasPrefix("NS"), let end = text.firstRange(of: "Exception") else { return nil }
        let name = text[..<end.upperBound]
        guard name.dropFirst(2).allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return String(name)
    }

    /// A line that ends a reason shown without quotes: a backtrace frame (`0  CoreFoundation  0x…`,
    /// `0\tCoreFoundation 0x…`), the next report heading.
    private static func isBacktraceOrHeading(_ line: Substring) -> Bool {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        for heading in ["Fatal Exception:", "Last Exception Backtrace", "Application Specific Information", "Termination Reason",
                        "Triggered by Thread", "Thread 0", "Crashed:", "Raw Text", "###", "*** First throw call stack"]
        where trimmed.hasPrefix(heading) { return true }
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return words.count >= 3 && words[0].allSatisfy(\.isNumber) && words.dropFirst().prefix(3).contains { $0.hasPrefix("0x") }
    }

    /// `text` with each line's console prefix removed (`stripPrefix`), CRLF read as LF.
    static func stripped(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { stripPrefix(String($0)) }
        return lines.joined(separator: "\n").replacingCRLF()
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
        // Any other one-word tag a console or a CI log puts before each line (`[CollectionView] `,
        // buddybuild's `[AppName] `): UIKit's messages never begin with a bracket.
        if text.hasPrefix("["), let close = text.firstIndex(of: "]"), text.index(after: close) < text.endIndex,
           text[text.index(after: close)] == " ", !text[..<close].contains(" "), text[..<close].count > 1 {
            text = text[text.index(close, offsetBy: 2)...]
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
