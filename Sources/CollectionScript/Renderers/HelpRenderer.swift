/// The text of `help` and `help COMMAND`, from `CommandCatalog`: every command with the UIKit API
/// it models, or one command's syntax, an example and its API.
public enum HelpRenderer {
    /// The widest line of `help`: it fits an 80-column terminal.
    public static let columns = 80

    /// One row of a two-column list, fitting `width`: `left` padded to `pad`, then `right`, which
    /// goes on under its own column (WordWrap); on a terminal too narrow for two columns, `right`
    /// goes under `left`, indented.
    public static func row(_ left: String, pad: Int, _ right: String, width: Int) -> [String] {
        let column = pad + 4
        if column + 24 <= width {
            let padded = left + String(repeating: " ", count: max(0, pad - left.count))
            return WordWrap.wrapLine("  \(padded)  \(right)", width: width, continuationIndent: column)
        }
        return WordWrap.wrapLine("  " + left, width: width) + WordWrap.wrapLine("      " + right, width: width, hang: 0)
    }

    /// Every command, top-level ones by family, then the edits inside the snapshot blocks. Each
    /// row fits `width` (`columns`, or a narrower terminal's): a longer one goes on under its
    /// summary's column (`row`). At the full width it is the text rendered once (`fullOverview`).
    public static func overview(width: Int = columns) -> [String] {
        min(columns, max(20, width)) == columns ? fullOverview : renderOverview(width: width)
    }

    /// `help`'s text at `columns`, rendered once: it depends on nothing but the catalogue, and
    /// wrapping it took about 2 ms, which `repeat … { help }` paid for every copy it printed
    /// (issue 36: a budget charged by the byte let such a loop run for seconds).
    private static let fullOverview = renderOverview(width: columns)

    static func renderOverview(width: Int) -> [String] {
        let columns = min(columns, max(20, width))
        var lines = ["Start here — the ten commands a newcomer needs:"]
        let width = starters.map(\.0.count).max() ?? 0
        for (example, meaning) in starters {
            lines += row(example, pad: width, meaning, width: columns)
        }
        lines.append("")
        lines.append("Commands (help COMMAND for one; the UIKit API each models is on the right):")
        let keywordWidth = CommandCatalog.entries.map(\.keyword.count).max() ?? 0
        var groups: [(String, [CommandInfo])] = CommandFamily.allCases.map { family in
            (family.rawValue + ":", Keyword.allCases.filter { $0.family == family }.map(\.info))
        }
        groups.append(("inside snapshot { … }:", SnapshotKeyword.allCases.map(\.info)))
        groups.append(("inside sectionSnapshot SECTION { … }:", SectionSnapshotKeyword.allCases.map(\.info)))
        for (title, entries) in groups where !entries.isEmpty {
            lines.append(title)
            for entry in entries {
                lines += row(entry.keyword, pad: keywordWidth, entry.summary + (entry.uikitAPI == "—" ? "" : "  [\(entry.uikitAPI)]"),
                             width: columns)
            }
        }
        lines.append("")
        lines += WordWrap.wrapLine("Word lists: " + wordListTopics.map { "help \($0.rawValue)" }.joined(separator: ", ")
            + "; the compositional layout: help compositional.", width: columns, hang: 0)
        return lines.flatMap { WordWrap.wrapLine($0, width: columns, hang: 0) }   // headings too
    }

    /// The first lines of `help`: what to type first, as examples.
    static let starters: [(String, String)] = [
        ("view 390x844", "the collection view's size (bounds.size)"),
        ("sections Fruit", "replace the data with sections, and reloadData()"),
        ("items Fruit apple pear", "a section's items, and reloadData()"),
        ("insert [0,1] kiwi", "insertItems(at:) — also `delete`, `move a -> b`, `reload`"),
        ("batch { … }", "performBatchUpdates: several updates, two index spaces"),
        ("select [0,0]", "selectItem(at:) — `tap` is a user's tap, with delegate calls"),
        ("scrollTo [0,9] top", "scrollToItem(at:at:)"),
        ("show layout", "a picture of the visible rect (`show` prints the state)"),
        ("expect items Fruit == [apple kiwi pear]", "check a claim; a failed expect stops the script"),
        ("explain", "why the last error happened (or `explain offset` …)"),
    ]

    /// One command's help; nil when no command has that name. A UIKit method name (`insertItems`)
    /// is the command that models it. Every topic's text is rendered once (`renderedTopics`).
    public static func topic(_ name: String) -> [String]? {
        renderedTopics[name] ?? renderTopic(name)
    }

    /// The help of each of `topics`, rendered once (some read the defaults of a whole view).
    private static let renderedTopics: [String: [String]] = {
        var rendered: [String: [String]] = [:]
        for name in topics { rendered[name] = renderTopic(name) }
        return rendered
    }()

    static func renderTopic(_ name: String) -> [String]? {
        let name = Keyword(rawValue: name) == nil ? Keyword.uikitAliases[name]?.rawValue ?? name : name
        if let extra = extraTopics.first(where: { $0.name == name }) { return extra.render() }
        let matches = CommandCatalog.entries.filter { $0.keyword == name }
        guard !matches.isEmpty else { return nil }
        var lines: [String] = []
        for entry in matches {
            if entry.context != .topLevel { lines.append("(inside \(entry.context == .snapshot ? "snapshot" : "sectionSnapshot") { … })") }
            lines.append("\(entry.keyword) — \(entry.summary)")
            lines.append("  syntax:  \(entry.syntax)")
            lines.append("  example: \(entry.example)")
            lines.append("  UIKit:   \(entry.uikitAPI)")
            if entry.context == .topLevel, let keyword = Keyword(rawValue: entry.keyword) {
                lines += wordList(of: keyword)
            }
        }
        if name == "layout" { lines.append("  see also: " + extraTopics.map { "help \($0.name)" }.joined(separator: ", ")) }
        return lines
    }

    /// The topics that name no command, each with its text: the one list of them, which `topics`,
    /// `renderTopic` and `help layout`'s "see also" read. Each is a kind of layout with more to say
    /// than `help layout`.
    static let extraTopics: [(name: String, render: @Sendable () -> [String])] = [
        ("compositional", compositional),
        ("custom", custom),
    ]

    /// Every word `help` answers to: the commands (top level and inside blocks), the UIKit
    /// method names that stand for them, and `extraTopics`.
    public static let topics: [String] = {
        var seen = Set<String>()
        let all = CommandCatalog.entries.map(\.keyword) + Keyword.uikitAliases.keys.sorted() + extraTopics.map(\.name)
        return all.filter { seen.insert($0).inserted }
    }()

    /// Help for a name that is not a topic: a suggestion, if one is close (among `topics` and
    /// `otherTopics`, such as the REPL's own commands).
    public static func unknownTopic(_ name: String, otherTopics: [String] = []) -> [String] {
        var lines = ["no command named '\(name)'"]
        if let suggestion = EditDistance.suggestion(for: name, in: topics + otherTopics) {
            lines.append("did you mean '\(suggestion)'?")
        }
        return lines
    }
}
