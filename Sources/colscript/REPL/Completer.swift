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

/// Tab completion for the REPL: decides from the text before the word what kind of word fits,
/// reading the language's command catalogue — the syntax line of the command being typed
/// (`CommandCatalog.argument(at:of:in:)`: `ITEM` an item, `SECTION` a section, `on|off` those
/// words, `[WHAT]` the show topics …) and the property tables — so completion cannot drift from
/// the parser:
///
/// - command keywords at the start of a command (line start, after `;` or `{`; inside
///   `snapshot { … }` its edits);
/// - meta commands (`:load` …) for a word starting with `:` at line start; file names after
///   `:load ` and `:record `;
/// - view properties after `set `, flow-layout properties (`name=`) after `layout flow `;
/// - item or section identifiers, or fixed words, where the command's syntax line has them;
/// - an `expect` subject's argument (`ExpectSubject.argument`);
/// - nothing inside an unclosed `[…]` or `(…)` (a number comes next).
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
        if Self.isInsideBrackets(before) { return .nothing }  // `[0,` or `(12, `: a number comes next
        let tokens = Self.currentCommandTokens(before)
        let context = Self.context(ofBlock: Self.enclosingBlock(before))
        guard let keyword = tokens.first else {
            return filtered(CommandCatalog.keywords(in: context), word)
        }
        let arguments = Array(tokens.dropFirst())
        // Where a property table or an expect subject decides, rather than the syntax line.
        let command = context == .topLevel ? Keyword(rawValue: keyword) : nil
        if command == .setUp(.set) {
            return arguments.isEmpty ? filtered(CommandCatalog.setProperties, word) : .nothing
        }
        if command == .setUp(.layout), arguments.first == "flow" {
            return filtered(CommandCatalog.flowLayoutProperties.map { $0 + "=" }, word, appendSpace: false)
        }
        if command == .looking(.expect), let first = arguments.first {
            guard arguments.count == 1, let subject = ExpectSubject(rawValue: first) else { return .nothing }
            switch subject.argument {
            case .none: return .nothing
            case .section, .optionalSection: return sections(word)
            case .item: return items(word)
            }
        }
        let argument = CommandCatalog.argument(at: arguments.count, of: keyword, in: context)
        var candidates = argument.words
        if argument.takesItem { candidates += identifiers.items() }
        if argument.takesSection { candidates += identifiers.sections() }
        return filtered(candidates, word)
    }

    /// The catalogue context of the block a command is typed in.
    static func context(ofBlock block: String?) -> CommandInfo.Context {
        block == Keyword.diffable(.snapshot).rawValue ? .snapshot : block == Keyword.diffable(.sectionSnapshot).rawValue ? .sectionSnapshot : .topLevel
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
