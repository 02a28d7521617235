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

/// Tab completion for the REPL: decides from the text before the word what kind of word fits.
///
/// - command keywords at the start of a command (line start, after `;` or `{`; inside
///   `snapshot { … }` its edits), update keywords after `data ` and `view `, keywords after `help `;
/// - meta commands (`:load` …) for a word starting with `:` at line start; file names after
///   `:load ` and `:record `;
/// - view properties after `set `, flow-layout properties (`name=`) after `layout flow `;
/// - item identifiers where an item is expected (`delete `, `tap `, `scrollTo `, …), section
///   identifiers where a section is (`items `, `deleteSection `, `expect items `);
/// - scroll positions after `scrollTo ITEM ` and `select ITEM `;
/// - fixed words after commands that take them (`show layout`, `scroll to`, `trace on`);
/// - nothing inside an unclosed `[…]` or `(…)` (a number comes next).
struct Completer<Vocabulary: CommandVocabulary> {
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
                return tokens.count == 1 ? filtered(Vocabulary.commandKeywords, word) : .nothing
            default:
                return .nothing
            }
        }
        if Self.isInsideBrackets(before) { return .nothing }  // `[0,` or `(12, `: a number comes next
        let tokens = Self.currentCommandTokens(before)
        guard let keyword = tokens.first else {
            switch Self.enclosingBlock(before) {
            case "snapshot": return filtered(Vocabulary.snapshotKeywords, word)
            case "sectionSnapshot": return filtered(Vocabulary.sectionSnapshotKeywords, word)
            default: return filtered(Vocabulary.commandKeywords, word)
            }
        }
        let arguments = Array(tokens.dropFirst())
        switch keyword {
        case "help":
            return arguments.isEmpty ? filtered(Vocabulary.commandKeywords, word) : .nothing
        case "data", "view":
            return arguments.isEmpty ? filtered(Vocabulary.updateKeywords, word) : .nothing
        case "set":
            return arguments.isEmpty ? filtered(Vocabulary.viewProperties, word) : .nothing
        case "layout":
            if arguments.isEmpty { return filtered(Vocabulary.subcommandWords["layout"] ?? [], word) }
            if arguments.first == "flow" {
                return filtered(Vocabulary.flowLayoutProperties.map { $0 + "=" }, word, appendSpace: false)
            }
            return .nothing
        case "scrollTo", "select":
            return arguments.isEmpty ? items(word) : filtered(Vocabulary.scrollPositions, word)
        case "expect":
            if arguments.isEmpty { return filtered(Vocabulary.subcommandWords["expect"] ?? [], word) }
            if arguments.count == 1, Vocabulary.expectSectionSubjects.contains(arguments[0]) { return sections(word) }
            if arguments.count == 1, Vocabulary.expectItemSubjects.contains(arguments[0]) { return items(word) }
            return .nothing
        case "deselect":
            return filtered(["all"] + identifiers.items(), word)
        case "move":
            return arguments.isEmpty ? items(word) : .nothing
        default:
            break
        }
        if let words = Vocabulary.subcommandWords[keyword], arguments.isEmpty {
            return filtered(words, word)
        }
        if Vocabulary.itemCommands.contains(keyword) { return items(word) }
        if Vocabulary.sectionCommands.contains(keyword) { return arguments.isEmpty ? sections(word) : .nothing }
        return .nothing
    }

    private func items(_ word: String) -> Completion { filtered(identifiers.items(), word) }
    private func sections(_ word: String) -> Completion { filtered(identifiers.sections(), word) }

    private func filtered(_ candidates: [String], _ word: String, appendSpace: Bool = true) -> Completion {
        var seen = Set<String>()
        let matches = candidates.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
        return matches.isEmpty ? .nothing : .words(matches, appendSpace: appendSpace)
    }

    /// Whether the cursor is inside an index path `[…]` or a point `(…)` that is not closed yet.
    static func isInsideBrackets(_ before: String) -> Bool {
        let opening = before.lastIndex { $0 == "[" || $0 == "(" }
        let closing = before.lastIndex { $0 == "]" || $0 == ")" }
        guard let opening else { return false }
        guard let closing else { return true }
        return opening > closing
    }

    /// The keyword of the innermost unclosed `{ … }` block before the cursor (`snapshot`,
    /// `batch` …), or nil at top level. `before` may hold earlier lines of the entry.
    static func enclosingBlock(_ before: String) -> String? {
        var blocks: [String] = []
        var commandWords: [String] = []
        var word = ""
        var inString = false
        func endWord() {
            if !word.isEmpty { commandWords.append(word) }
            word = ""
        }
        for character in before {
            if inString {
                if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{":
                endWord()
                blocks.append(commandWords.first ?? "")
                commandWords = []
            case "}":
                endWord()
                if !blocks.isEmpty { blocks.removeLast() }
                commandWords = []
            case ";", "\n":
                endWord()
                commandWords = []
            case " ", "\t":
                endWord()
            default:
                word.append(character)
            }
        }
        return blocks.last
    }

    /// The complete words of the command being typed: the text after the last `;`, `{` or `}`
    /// (a command inside a block), split on blanks.
    static func currentCommandTokens(_ before: String) -> [String] {
        let start = before.lastIndex { $0 == ";" || $0 == "{" || $0 == "}" || $0 == "\n" }
        let command = start.map { before[before.index(after: $0)...] } ?? before[...]
        return command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
