import CollectionScript

/// The REPL's `help`, `help TOPIC`, `:help` and `:help TOPIC`: the language's one help system
/// (`HelpRenderer`, what `help` prints in `colscript run`), with the REPL's own commands after the
/// overview and as topics of their own.
enum HelpText {
    /// The overview, fitting `width` columns (at most `HelpRenderer.columns`).
    static func overview(style: ConsoleStyle, width: Int = HelpRenderer.columns) -> String {
        let width = min(width, HelpRenderer.columns)
        var text = HelpRenderer.overview(width: width).map { $0 + "\n" }.joined()
        text += "\n" + style.heading("REPL commands") + ":\n"
        let metaWidth = MetaCommand.summaries.map(\.0.count).max() ?? 0
        for (syntax, summary) in MetaCommand.summaries {
            text += HelpRenderer.row(syntax, pad: metaWidth, summary, width: width).map { $0 + "\n" }.joined()
        }
        let continuation = "A line ending inside `{ … }` continues on the next (prompt `...> `), and so does a `layout flow …`"
            + " line followed by one starting `NAME =`, as in a file."
        text += "\n" + WordWrap.wrapLine(continuation, width: width, hang: 0).map { $0 + "\n" }.joined()
        return text
    }

    /// One topic's help: a command (or UIKit method name) of the language, or a REPL command;
    /// nil when there is no such topic.
    static func topic(_ name: String, style: ConsoleStyle) -> String? {
        let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
        if !name.hasPrefix(":"), let lines = HelpRenderer.topic(bare) {
            return lines.map { $0 + "\n" }.joined()
        }
        if let meta = MetaCommand.summaries.first(where: { $0.0 == ":" + bare || $0.0.hasPrefix(":" + bare + " ") }) {
            return style.heading(meta.0) + " — " + meta.1 + "\n"
        }
        return HelpRenderer.topic(bare).map { $0.map { $0 + "\n" }.joined() }
    }

    /// What to say about a topic that is none: the language's did-you-mean, among the REPL's
    /// commands too.
    static func unknownTopic(_ name: String) -> String {
        let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
        return HelpRenderer.unknownTopic(bare, otherTopics: MetaCommand.names)
            .joined(separator: "; ") + "; :help lists them all"
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
