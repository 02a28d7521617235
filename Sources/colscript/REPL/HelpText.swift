/// The text of `:help` and `:help COMMAND`: every command with the UIKit API it models, then the
/// REPL's own commands.
enum HelpText<Vocabulary: CommandVocabulary> {
    static func overview(style: ConsoleStyle) -> String {
        let width = 36
        var text = ""
        for (index, group) in Vocabulary.commandGroups.enumerated() where !group.commands.isEmpty {
            if index > 0 { text += "\n" }
            text += style.heading(group.title) + (index == 0 ? " (the UIKit API each models):\n" : ":\n")
            for command in group.commands {
                if command.example.count > width {
                    // A long example gets its own line; the API goes under it, aligned with the others.
                    text += "  " + command.example + "\n  " + padded("", width) + "  " + command.uikit + "\n"
                } else {
                    text += "  " + padded(command.example, width) + "  " + command.uikit + "\n"
                }
            }
        }
        text += "\n" + style.heading("REPL commands") + ":\n"
        let metaWidth = MetaCommand.summaries.map(\.0.count).max() ?? 0
        for (syntax, summary) in MetaCommand.summaries {
            text += "  " + padded(syntax, metaWidth) + "  " + summary + "\n"
        }
        text += "\nA line ending inside `{ … }` continues on the next (prompt `...> `); an empty line abandons it.\n"
        return text
    }

    /// One command's help, or nil when there is no such command.
    static func topic(_ name: String, style: ConsoleStyle) -> String? {
        let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
        if let command = Vocabulary.help(for: bare) {
            var text = style.heading(command.name) + " — " + command.uikit + "\n"
            if let summary = command.summary { text += "  " + summary + "\n" }
            if let syntax = command.syntax { text += "  syntax:  " + syntax + "\n" }
            text += "  example: " + command.example + "\n"
            return text
        }
        if let meta = MetaCommand.summaries.first(where: { $0.0.hasPrefix(":" + bare) }) {
            return style.heading(meta.0) + " — " + meta.1 + "\n"
        }
        return nil
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
