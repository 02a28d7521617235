/// The text of `help` and `help COMMAND`, from `CommandCatalog`: every command with the UIKit API
/// it models, or one command's syntax, an example and its API.
public enum HelpRenderer {
    /// Every command, grouped by where it may appear.
    public static func overview() -> [String] {
        var lines = ["Commands (help COMMAND for one; the UIKit API each models is on the right):"]
        let groups: [(String, CommandInfo.Context)] = [
            ("", .topLevel), ("inside snapshot { … }:", .snapshot), ("inside sectionSnapshot SECTION { … }:", .sectionSnapshot),
        ]
        for (title, context) in groups {
            let entries = CommandCatalog.entries.filter { $0.context == context }
            guard !entries.isEmpty else { continue }
            if !title.isEmpty { lines.append(title) }
            let width = entries.map(\.keyword.count).max() ?? 0
            for entry in entries {
                let padded = entry.keyword + String(repeating: " ", count: width - entry.keyword.count)
                lines.append("  \(padded)  \(entry.summary)" + (entry.uikitAPI == "—" ? "" : "  [\(entry.uikitAPI)]"))
            }
        }
        return lines
    }

    /// One command's help; nil when no command has that name.
    public static func topic(_ name: String) -> [String]? {
        if name == "compositional" { return compositional() }
        let matches = CommandCatalog.entries.filter { $0.keyword == name }
        guard !matches.isEmpty else { return nil }
        var lines: [String] = []
        for entry in matches {
            if entry.context != .topLevel { lines.append("(inside \(entry.context == .snapshot ? "snapshot" : "sectionSnapshot") { … })") }
            lines.append("\(entry.keyword) — \(entry.summary)")
            lines.append("  syntax:  \(entry.syntax)")
            if entry.context == .topLevel, let keyword = Keyword(rawValue: entry.keyword),
               let table = PropertyTable.table(for: keyword) {
                lines.append("  names:   " + table.map(\.name).joined(separator: ", "))
            }
            lines.append("  example: \(entry.example)")
            lines.append("  UIKit:   \(entry.uikitAPI)")
        }
        if name == "layout" { lines.append("  see also: help compositional") }
        return lines
    }

    /// Help for a name that is not a command: a suggestion, if one is close.
    public static func unknownTopic(_ name: String) -> [String] {
        let keywords = CommandCatalog.entries.map(\.keyword)
        var lines = ["no command named '\(name)'"]
        if let suggestion = EditDistance.suggestion(for: name, in: keywords) {
            lines.append("did you mean '\(suggestion)'?")
        }
        return lines
    }
}
