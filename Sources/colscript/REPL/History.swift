/// The REPL's history: whole entries (a multi-line `batch { … }` is one entry), at most `limit`,
/// never the same entry twice in a row.
///
/// Models readline's history list with `stifle_history(1000)`; the file format is our own (one
/// entry per line, `\n` and `\\` escaped) so that multi-line entries survive a restart.
struct History: Equatable {
    static let defaultLimit = 1_000

    private(set) var entries: [String] = []
    let limit: Int

    init(entries: [String] = [], limit: Int = History.defaultLimit) {
        self.limit = max(1, limit)
        for entry in entries { add(entry) }
    }

    /// Adds `entry` unless it is blank or equals the last entry; drops the oldest past `limit`.
    /// Returns whether it was added.
    @discardableResult
    mutating func add(_ entry: String) -> Bool {
        guard !entry.trimmingBlanks().isEmpty, entries.last != entry else { return false }
        entries.append(entry)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        return true
    }

    /// The file's text: one escaped entry per line.
    var fileText: String {
        entries.map(Self.escape).map { $0 + "\n" }.joined()
    }

    /// Reads a history file's text (written by `fileText`).
    static func parse(_ text: String, limit: Int = History.defaultLimit) -> History {
        History(entries: text.split(separator: "\n", omittingEmptySubsequences: true).map { unescape(String($0)) },
                limit: limit)
    }

    static func escape(_ entry: String) -> String {
        var result = ""
        for character in entry {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result
    }

    static func unescape(_ line: String) -> String {
        var result = ""
        var escaping = false
        for character in line {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "r": result.append("\r")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    /// `$XDG_STATE_HOME/colscript/history`, else `~/.local/state/colscript/history`; nil when
    /// neither variable is usable. A relative `XDG_STATE_HOME` is ignored, as the XDG spec says.
    static func defaultPath(environment: (String) -> String?) -> String? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return state + "/colscript/history"
        }
        if let home = environment("HOME"), !home.isEmpty {
            return home + "/.local/state/colscript/history"
        }
        return nil
    }
}
