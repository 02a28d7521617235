/// What may follow a command's keyword, as REPL and LSP completion and the formatter read it:
/// derived from the command's syntax line (`CommandInfo.syntax`, declared once with the command)
/// and, for its placeholders, from the typed word sets the parser checks — never listed again.
///
/// In a syntax line, `ITEM` is an existing item (index path or identifier), `SECTION` an existing
/// section, lower-case words are literal (`on|off`, `(to | by)`, `[empty]`), and a placeholder in
/// `CommandCatalog.placeholderWords` stands for its word set (`show [WHAT]`: the show topics).
public struct CommandArgument: Hashable, Sendable {
    /// Fixed words that fit here, in the syntax line's order.
    public var words: [String] = []
    /// Whether an existing item fits here.
    public var takesItem = false
    /// Whether an existing section fits here.
    public var takesSection = false

    public init(words: [String] = [], takesItem: Bool = false, takesSection: Bool = false) {
        self.words = words
        self.takesItem = takesItem
        self.takesSection = takesSection
    }

    public var isEmpty: Bool { words.isEmpty && !takesItem && !takesSection }

    mutating func add(_ other: CommandArgument) {
        for word in other.words where !words.contains(word) { words.append(word) }
        takesItem = takesItem || other.takesItem
        takesSection = takesSection || other.takesSection
    }
}

extension CommandInfo {
    /// What the argument at `position` (0: right after the keyword) may be, over every form of
    /// the syntax line. A repeated placeholder (`delete ITEM…`) fits every position from its own.
    public func argument(at position: Int) -> CommandArgument {
        var result = CommandArgument()
        for form in forms {
            if form.indices.contains(position) {
                result.add(Self.argument(of: form[position]))
            } else if let last = form.last, last.contains("…"), position >= form.count {
                result.add(Self.argument(of: last))
            }
        }
        return result
    }

    /// Whether the command's `NAME=VALUE` arguments are written without spaces round `=`
    /// (`layout flow itemSize=100x100`, `drag … operation=copy`), as its syntax line writes them.
    public var writesPropertiesTight: Bool {
        let characters = Array(syntax)
        return characters.indices.contains { index in
            characters[index] == "=" && index > 0 && index + 1 < characters.count
                && characters[index - 1] != " " && characters[index + 1] != " "
        }
    }

    /// Whether the command declares a compositional layout (its dimensions, such as
    /// `fractionalWidth(1/3)`, are written against their argument).
    public var declaresCompositionalLayout: Bool { syntax.contains("compositional") }

    /// The syntax line's forms (split at top-level ` | `), each as the pieces after the keyword;
    /// a bracketed group is one piece.
    var forms: [[String]] {
        var forms: [[String]] = []
        var pieces: [String] = []
        var piece = ""
        var depth = 0
        var afterKeyword = false
        func endPiece() {
            if !piece.isEmpty {
                if afterKeyword { pieces.append(piece) } else if piece == keyword { afterKeyword = true }
            }
            piece = ""
        }
        for character in syntax {
            switch character {
            case "[", "(", "{":
                depth += 1
                piece.append(character)
            case "]", ")", "}":
                depth = max(0, depth - 1)
                piece.append(character)
            case " " where depth == 0:
                endPiece()
            case "|" where depth == 0 && piece.isEmpty:
                // ` | ` between forms: the next form starts again with the keyword.
                forms.append(pieces)
                pieces = []
                afterKeyword = false
            default:
                piece.append(character)
            }
        }
        endPiece()
        forms.append(pieces)
        return forms
    }

    /// What one piece of a syntax line allows: `ITEM…`, `[SECTION]`, `on|off`, `(to | by)`, `[WHAT]`.
    static func argument(of piece: String) -> CommandArgument {
        var result = CommandArgument()
        let inner = piece.filter { !"[](){}".contains($0) }
        for alternative in inner.split(separator: "|") {
            guard let first = alternative.split(separator: " ").first else { continue }
            let word = String(first).replacingEllipsis()
            switch word {
            case "ITEM": result.takesItem = true
            case "SECTION": result.takesSection = true
            default:
                if let words = CommandCatalog.placeholderWords[word] {
                    result.add(CommandArgument(words: words))
                } else if let head = word.first, head.isLowercase, word.allSatisfy({ $0.isLetter }) {
                    result.add(CommandArgument(words: [word]))
                }
            }
        }
        return result
    }
}

extension String {
    /// Without a trailing `…` (a repeated placeholder).
    fileprivate func replacingEllipsis() -> String {
        hasSuffix("…") ? String(dropLast()) : self
    }
}

extension CommandCatalog {
    /// The word sets that syntax-line placeholders stand for, each the list the parser checks.
    public static let placeholderWords: [String: [String]] = [
        "WHAT": showTopics,
        "SUBJECT": expectSubjects,
        "METHOD": DelegateMethod.allCases.map(\.rawValue),
        "DIRECTION": focusDirections,
        "POSITION": scrollPositions,
        "UPDATE": updateKeywords,
        "COMMAND": keywords(in: .topLevel),
    ]

    /// The command `keyword` in `context`, else at top level (a block's edit shares no name with
    /// a command it cannot be).
    public static func command(_ keyword: String, in context: CommandInfo.Context) -> CommandInfo? {
        info(for: keyword, in: context) ?? info(for: keyword)
    }

    /// What may follow `keyword` at `position` (0: right after it).
    public static func argument(at position: Int, of keyword: String, in context: CommandInfo.Context = .topLevel) -> CommandArgument {
        command(keyword, in: context)?.argument(at: position) ?? CommandArgument()
    }
}
