import CollectionScript

/// What Tab offers for the word under the cursor.
enum Completion: Equatable {
    /// These words, filtered by the typed prefix; `appendSpace` is false when a word ends in `=`.
    case words([String], appendSpace: Bool)
    /// File names (readline's own filename completion), after `:load ` and `:record `.
    case fileNames
    case nothing
}

/// Identifiers the session knows, asked for only when Tab needs them.
struct CompletionIdentifiers {
    var sections: () -> [String]
    var items: () -> [String]
}

/// Tab completion for the REPL: meta commands (`:load` …) for a word starting with `:` at line
/// start, file names after `:load `, `:record ` and `:why `, `:help`'s topics; everything else is
/// the language's own cursor completion (`CursorCompletion`, shared with `colscript lsp`), which
/// reads the command catalogue and the property tables so completion cannot drift from the parser.
struct Completer {
    var identifiers: CompletionIdentifiers

    static var metaCommands: [String] { MetaCommand.names.map { ":" + $0 } }

    func completion(before: String, word: String) -> Completion {
        let trimmedLine = before.drop { $0 == " " || $0 == "\t" }
        if trimmedLine.isEmpty, word.hasPrefix(":") {
            return filtered(Self.metaCommands, word)
        }
        if trimmedLine.hasPrefix(":") {
            let tokens = trimmedLine.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            switch tokens.first {
            case ":load", ":record", ":why":
                return tokens.count == 1 ? .fileNames : .nothing
            case ":help":
                return tokens.count == 1 ? filtered(CommandCatalog.keywords(in: .topLevel), word) : .nothing
            default:
                return .nothing
            }
        }
        guard let found = CursorCompletion.at(before: before, word: word,
                                              sections: identifiers.sections, items: identifiers.items) else { return .nothing }
        return .words(found.words, appendSpace: found.appendSpace)
    }

    private func filtered(_ candidates: [String], _ word: String) -> Completion {
        let matches = candidates.filter { $0.hasPrefix(word) }
        return matches.isEmpty ? .nothing : .words(matches, appendSpace: true)
    }
}
