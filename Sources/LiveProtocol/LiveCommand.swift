/// What `colscript` tells its live page's server, `colscript-serve` (`repl --serve`,
/// `serve FILE`), one line each on the server's standard input: the same three requests as
/// `LiveHub`'s. The server lives in its own executable so that `colscript` itself does not load
/// the web server's libraries (FlyingFox, FoundationNetworking, libcurl): issue 37 point 4, the
/// REPL's start.
public enum LiveCommand: Equatable, Sendable {
    /// Send this message to every page, now and to those that connect later.
    case publish(String)
    /// Keep this message for one `advance` (a script served step by step).
    case hold(String)
    /// Publish the next held message.
    case advance

    /// The command's words: the one list both ends read.
    private enum Word: String, CaseIterable {
        case publish, hold, advance
    }

    /// The command as one line, without its newline: the word, then a space and the message
    /// with backslashes, line feeds and carriage returns escaped.
    public var line: String {
        switch self {
        case .publish(let message): Word.publish.rawValue + " " + Self.escape(message)
        case .hold(let message): Word.hold.rawValue + " " + Self.escape(message)
        case .advance: Word.advance.rawValue
        }
    }

    /// The command a line holds; nil for a line that is none.
    public init?(line: some StringProtocol) {
        let word = line.prefix { $0 != " " }
        let hasMessage = word.count < line.count
        let message = Self.unescape(line.dropFirst(word.count + 1))
        switch Word(rawValue: String(word)) {
        case .publish? where hasMessage: self = .publish(message)
        case .hold? where hasMessage: self = .hold(message)
        case .advance? where !hasMessage: self = .advance
        case .publish?, .hold?, .advance?, nil: return nil
        }
    }

    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
        else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    static func unescape(_ text: some StringProtocol) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return String(text) }
        var plain = ""
        var pending = false
        for character in text.unicodeScalars {
            if pending {
                pending = false
                switch character {
                case "n": plain += "\n"
                case "r": plain += "\r"
                default: plain.unicodeScalars.append(character)
                }
            } else if character == "\\" {
                pending = true
            } else {
                plain.unicodeScalars.append(character)
            }
        }
        return plain
    }
}
