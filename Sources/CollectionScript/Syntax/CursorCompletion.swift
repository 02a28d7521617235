/// What fits at a cursor in a script: the words the parser would accept there, decided from the
/// text before the word being typed. The REPL's Tab and the language server's completion both ask
/// here, and every word comes from the language's own tables — the command catalogue's syntax
/// lines (`CommandCatalog.argument(at:of:in:)`: `ITEM` an item, `SECTION` a section, `on|off`
/// those words, `[WHAT]` the show topics …), the property tables (`PropertyTable`,
/// `CompositionalVocabulary`) and `ExpectSubject` — so completion cannot drift from the parser:
///
/// - command keywords at the start of a command (line start, after `;` or `{`; inside
///   `snapshot { … }` its edits; inside `layout compositional { … }` its elements);
/// - view properties after `set `, and a property's value words after `set NAME = `;
/// - a layout's properties (`NAME=`) after `layout flow `, `layout compositional `, `layout list `
///   and a compositional element (`section `, `group `, `item ` …), and their value words after `NAME=`;
/// - item or section identifiers, or fixed words, where the command's syntax line has them;
/// - an `expect` subject's argument (`ExpectSubject.argument`);
/// - nothing inside an unclosed `[…]` or `(…)` (a number comes next).
public struct CursorCompletion: Hashable, Sendable {
    /// The candidates, filtered by the typed prefix, each once, in the tables' order.
    public var words: [String]
    /// False when the words end in `=` (a value follows without a space).
    public var appendSpace: Bool

    public init(words: [String], appendSpace: Bool = true) {
        self.words = words
        self.appendSpace = appendSpace
    }

    /// What completes `word` when `before` is the text before it (earlier lines included, so a
    /// block opened above is known); nil when nothing fits. `sections` and `items` are the
    /// identifiers known (asked for only when an identifier fits).
    public static func at(before: String, word: String,
                          sections: () -> [String], items: () -> [String]) -> CursorCompletion? {
        if isInsideBrackets(before) { return nil }  // `[0,` or `(12, `: a number comes next
        // A word that holds its `NAME=` (the REPL's words break only at blanks): complete the value.
        if let equals = word.lastIndex(of: "=") {
            let head = String(word[...equals])
            guard let found = at(before: before + head, word: String(word[word.index(after: equals)...]),
                                 sections: sections, items: items) else { return nil }
            return CursorCompletion(words: found.words.map { head + $0 }, appendSpace: found.appendSpace)
        }
        var tokens = currentCommandTokens(before)
        // A partly typed `NAME=` word: the value of that property comes next.
        if let last = before.last, last != " ", last != "\t", let partial = tokens.popLast() {
            return valueCompletion(afterProperty: partial, tokens: tokens, word: word)
        }
        let opener = enclosingBlockOpener(before)
        if let opener, isCompositionalBlock(opener) {
            return compositionalCompletion(tokens: tokens, word: word)
        }
        let context = context(ofBlock: opener?.first)
        guard let keyword = tokens.first else {
            return filtered(CommandCatalog.keywords(in: context), word)
        }
        let arguments = Array(tokens.dropFirst())
        // Where a property table or an expect subject decides, rather than the syntax line.
        let command = context == .topLevel ? Keyword(rawValue: keyword) : nil
        if command == .setUp(.set) {
            if arguments.isEmpty { return filtered(CommandCatalog.setProperties, word) }
            if arguments.count == 2, arguments[1] == "=", let property = PropertyTable.lookUp(arguments[0], in: PropertyTable.set) {
                return filtered(property.kind.words ?? [], word)
            }
            return nil
        }
        if command == .setUp(.layout), let layout = arguments.first, let table = layoutProperties[layout] {
            return filtered(table.map { $0 + "=" }, word, appendSpace: false)
        }
        if command == .looking(.expect), let first = arguments.first {
            guard arguments.count == 1, let subject = ExpectSubject(rawValue: first) else { return nil }
            switch subject.argument {
            case .none: return nil
            case .section, .optionalSection: return filtered(sections(), word)
            case .item: return filtered(items(), word)
            }
        }
        let argument = CommandCatalog.argument(at: arguments.count, of: keyword, in: context)
        var candidates = argument.words
        if argument.takesItem { candidates += items() }
        if argument.takesSection { candidates += sections() }
        return filtered(candidates, word)
    }

    /// The `NAME=VALUE` properties each layout of `layout` takes.
    static let layoutProperties: [String: [String]] = [
        "flow": CommandCatalog.flowLayoutProperties,
        "compositional": CompositionalVocabulary.layout.map(\.name),
        "list": CompositionalVocabulary.list.map(\.name),
    ]

    /// The properties of each element of `layout compositional { … }`, and the words its first
    /// argument may be.
    static let compositionalElements: [(element: String, properties: [CompositionalVocabulary.Property], words: [String])] = [
        ("section", CompositionalVocabulary.section, ["list"]),
        ("group", CompositionalVocabulary.group + CompositionalVocabulary.customGroup, ["horizontal", "vertical", "custom"]),
        ("item", CompositionalVocabulary.item + CompositionalVocabulary.customItem, []),
        ("header", CompositionalVocabulary.boundary, []),
        ("footer", CompositionalVocabulary.boundary, []),
        ("supplementary", CompositionalVocabulary.boundary + CompositionalVocabulary.anchored, []),
        ("background", CompositionalVocabulary.decoration, []),
    ]

    /// Whether a block opened by these words is (part of) a compositional layout's declaration:
    /// `layout compositional … {` or one of its elements' blocks — not a `completion { … }`.
    private static func isCompositionalBlock(_ opener: [String]) -> Bool {
        guard let first = opener.first, opener.last != "completion" else { return false }
        if first == Keyword.setUp(.layout).rawValue { return opener.dropFirst().first == "compositional" }
        return compositionalElements.contains { $0.element == first }
    }

    /// Inside `layout compositional { … }`: its elements at the start, then an element's words
    /// and properties.
    private static func compositionalCompletion(tokens: [String], word: String) -> CursorCompletion? {
        guard let element = tokens.first else {
            return filtered(compositionalElements.map(\.element), word)
        }
        guard let entry = compositionalElements.first(where: { $0.element == element }) else { return nil }
        let properties = entry.properties.map { $0.name + "=" }
        if tokens.count == 1, !entry.words.isEmpty {
            return filtered(entry.words + properties, word, appendSpace: false)
        }
        return filtered(properties, word, appendSpace: false)
    }

    /// The words a property's value may be, after a partly typed `NAME=` (`scrollDirection=ho`).
    private static func valueCompletion(afterProperty partial: String, tokens: [String], word: String) -> CursorCompletion? {
        guard partial.hasSuffix("=") else { return nil }
        let name = String(partial.dropLast())
        if let flow = PropertyTable.lookUp(name, in: PropertyTable.flowLayout), tokens.first == Keyword.setUp(.layout).rawValue {
            return filtered(flow.kind.words ?? [], word)
        }
        let compositional = CompositionalVocabulary.layout + CompositionalVocabulary.list + compositionalElements.flatMap(\.properties)
        guard let property = compositional.first(where: { $0.name == name || $0.aliases.contains(name) }) else { return nil }
        switch property.kind {
        case .word(let words): return filtered(words, word)
        case .boolean: return filtered(CommandCatalog.trueWords + CommandCatalog.falseWords, word)
        case .number, .integer, .dimension, .spacing, .insets, .point, .rect:
            return filtered(property.kind == .dimension ? CompositionalVocabulary.dimensionWords
                            : property.kind == .spacing ? CompositionalVocabulary.spacingWords : [], word)
        }
    }

    /// The catalogue context of the block a command is typed in.
    public static func context(ofBlock block: String?) -> CommandInfo.Context {
        block == Keyword.diffable(.snapshot).rawValue ? .snapshot : block == Keyword.diffable(.sectionSnapshot).rawValue ? .sectionSnapshot : .topLevel
    }

    private static func filtered<Words: Sequence<String>>(_ candidates: Words, _ word: String, appendSpace: Bool = true) -> CursorCompletion? {
        var seen = Set<String>()
        let matches = candidates.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
        return matches.isEmpty ? nil : CursorCompletion(words: matches, appendSpace: appendSpace)
    }

    /// Whether the cursor is inside an index path `[…]` or a point `(…)` that is not closed yet.
    public static func isInsideBrackets(_ before: String) -> Bool {
        let opening = before.lastIndex { $0 == "[" || $0 == "(" }
        let closing = before.lastIndex { $0 == "]" || $0 == ")" }
        guard let opening else { return false }
        guard let closing else { return true }
        return opening > closing
    }

    /// The keyword of the innermost unclosed `{ … }` block before the cursor (`snapshot`,
    /// `batch` …), or nil at top level. `before` may hold earlier lines.
    public static func enclosingBlock(_ before: String) -> String? {
        enclosingBlockOpener(before)?.first
    }

    /// The words before the `{` of the innermost unclosed block (`["layout", "compositional"]`).
    static func enclosingBlockOpener(_ before: String) -> [String]? {
        var blocks: [[String]] = []
        var commandWords: [String] = []
        var word = ""
        var inString = false
        var inComment = false
        func endWord() {
            if !word.isEmpty { commandWords.append(word) }
            word = ""
        }
        for character in before {
            if inString {
                if character == "\"" { inString = false }
                continue
            }
            if inComment {
                if character == "\n" { inComment = false } else { continue }
            }
            switch character {
            case "\"": inString = true
            case "#": inComment = true
            case "{":
                endWord()
                blocks.append(commandWords)
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

    /// The words of the command being typed: the text after the last `;`, `{`, `}` or newline
    /// (a command inside a block), split on blanks.
    public static func currentCommandTokens(_ before: String) -> [String] {
        let start = before.lastIndex { $0 == ";" || $0 == "{" || $0 == "}" || $0 == "\n" }
        let command = start.map { before[before.index(after: $0)...] } ?? before[...]
        return command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
