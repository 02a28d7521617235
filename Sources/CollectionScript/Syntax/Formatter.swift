/// `colscript fmt`: prints a script in its one canonical layout, working from the token stream
/// (comments come from the gaps between tokens, which hold only spaces and comments).
///
/// Like `gofmt`/`swift-format`, not a UIKit API. The layout:
/// - one command per line (`;` becomes a line break), a newline at the end of the file;
/// - two spaces of indentation per `{ }` block; `}` on its own line, at the block's indentation;
/// - single spaces between tokens; none inside `[ ]` lists; `->` with spaces; `k=v` with no spaces
///   after `layout flow`, `startInteractiveTransition to flow` and on `layout compositional`'s element
///   lines (and `seed=7` in `shuffle`), `k = v` everywhere else; `fractionalWidth(1/3)` with no space before its `(`;
/// - index paths `[s,i]`, points `(x, y)` / rects `(x, y, w, h)`, insets `t,l,b,r`; numbers,
///   names and strings keep their spelling;
/// - a `layout flow` property list continued on following lines is joined onto one line (comments
///   on the continued lines move above the command);
/// - comments kept: full-line comments at the indentation of their block, trailing comments after
///   their line; blank lines kept but runs collapsed to one, none at the start or end of a block.
///
/// Choices (the layout was left open): a block holding at most one command, with no comments,
/// whose own blocks are inline, stays on its line: `expect error "…" { reload [0,0] }`,
/// `repeat 3 { insert [0,0] }`, `snapshot empty { }`; any other block is expanded, and so is every
/// block of a `layout compositional` that holds a section, group or item. Trailing
/// comments on consecutive lines (each with a trailing comment, at one indentation) line up two
/// spaces after the longest of those lines; a lone trailing comment follows two spaces.
/// Formatting is idempotent, and the formatted script parses to the same commands (only their
/// echoed text differs).
public enum ScriptFormatter {
    /// What formatting a script gave.
    public enum Outcome: Sendable, Equatable {
        /// The canonical text.
        case formatted(String)
        /// The script has syntax errors; nothing is formatted.
        case syntaxErrors([Diagnostic])
    }

    public static func format(_ source: SourceFile) -> Outcome {
        let parsed = Parser.parse(source)
        guard parsed.diagnostics.isEmpty else { return .syntaxErrors(parsed.diagnostics) }
        var reader = TreeReader(source: source, tokens: Lexer.tokenize(source).tokens)
        let nodes = reader.readItems(insideBlock: false)
        var lines: [OutputLine] = []
        render(nodes, indent: 0, into: &lines)
        return .formatted(layOut(lines))
    }

    // MARK: - Tree

    /// A line of a script or block: a command, a full-line comment or a blank line.
    enum Node {
        case command(CommandNode)
        case comment(String)
        case blank
    }

    struct CommandNode {
        var parts: [Part] = []
        /// Comments from continuation lines (`layout flow`), printed above the command.
        var innerComments: [String] = []
        var trailingComment: String?
    }

    enum Part {
        case token(String, Token.Kind)
        case block(Block)
    }

    struct Block {
        var items: [Node]
        /// A comment after `{` on its line.
        var openComment: String?

        var commands: [CommandNode] {
            items.compactMap { if case .command(let c) = $0 { return c } else { return nil } }
        }

        /// Whether it prints as `{ command }` on its line (see the type's doc comment).
        var isInline: Bool {
            guard openComment == nil else { return false }
            var count = 0
            for item in items {
                switch item {
                case .blank: continue
                case .comment: return false
                case .command(let command):
                    count += 1
                    if count > 1 || command.trailingComment != nil || !command.innerComments.isEmpty { return false }
                    // A compositional layout's sections, groups and items read as the nested Swift
                    // they model: one element a line, never folded onto their parent's line.
                    if ScriptFormatter.compositionalElements.contains(command.firstWord ?? "") { return false }
                    for case .block(let inner) in command.parts where !inner.isInline { return false }
                }
            }
            return true
        }
    }

    /// Reads the token stream into nodes; the parser has already accepted it.
    struct TreeReader {
        let source: SourceFile
        let tokens: [Token]
        var position = 0

        init(source: SourceFile, tokens: [Token]) {
            self.source = source
            self.tokens = tokens
        }

        var peek: Token { token(at: position) }

        func token(at index: Int) -> Token {
            guard !tokens.isEmpty else { return Token(kind: .endOfFile, range: SourceRange(0, 0)) }
            return tokens[max(0, min(index, tokens.count - 1))]
        }

        mutating func advance() {
            if peek.kind != .endOfFile { position += 1 }
        }

        /// The comment in the gap before token `index`, without trailing spaces.
        func comment(before index: Int) -> String? {
            let start = index > 0 ? token(at: index - 1).range.upperBound : 0
            let end = token(at: index).range.lowerBound
            let gap = source.text(of: SourceRange(start, end))
            guard let hash = gap.firstIndex(of: "#") else { return nil }
            var text = gap[hash...]
            while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
            return String(text)
        }

        /// Items up to a `}` (not consumed) or the end.
        mutating func readItems(insideBlock: Bool) -> [Node] {
            var items: [Node] = []
            /// The index in `items` of the last command on the current line.
            var commandOnLine: Int?
            var pendingBlank = false
            func append(_ node: Node, to items: inout [Node]) {
                if pendingBlank, !items.isEmpty { items.append(.blank) }
                pendingBlank = false
                items.append(node)
            }
            while true {
                let token = peek
                switch token.kind {
                case .newline, .endOfFile:
                    if let text = comment(before: position) {
                        if let index = commandOnLine, case .command(var command) = items[index] {
                            command.trailingComment = text
                            items[index] = .command(command)
                        } else {
                            append(.comment(text), to: &items)
                        }
                    } else if token.kind == .newline, position > 0, self.token(at: position - 1).kind == .newline {
                        pendingBlank = true
                    }
                    commandOnLine = nil
                    if token.kind == .endOfFile { return items }
                    advance()
                case .semicolon:
                    advance()
                case .rightBrace:
                    if insideBlock { return items }
                    advance()  // unreachable: the parser rejected a stray '}'
                default:
                    let command = readCommand()
                    append(.command(command), to: &items)
                    commandOnLine = items.count - 1
                }
            }
        }

        /// One command: tokens up to a newline, `;`, a closing `}` or the end (not consumed).
        mutating func readCommand() -> CommandNode {
            var command = CommandNode()
            let keyword = source.text(of: peek.range)
            while true {
                let token = peek
                switch token.kind {
                case .semicolon, .rightBrace, .endOfFile:
                    return command
                case .newline:
                    // `layout flow a=1` continued by a line starting `name =` (the parser's rule).
                    guard keyword == "layout", ParserState.startsContinuationLine(tokens, at: position + 1) else { return command }
                    if let text = comment(before: position) { command.innerComments.append(text) }
                    advance()
                case .leftBrace:
                    advance()
                    var block = Block(items: [], openComment: nil)
                    if peek.kind == .newline, let text = comment(before: position) {
                        block.openComment = text
                        advance()
                    }
                    block.items = readItems(insideBlock: true)
                    if peek.kind == .rightBrace { advance() }
                    command.parts.append(.block(block))
                default:
                    command.parts.append(.token(canonicalText(token), token.kind))
                    advance()
                }
            }
        }

        /// A token as printed: literals with internal spacing get the canonical spacing.
        func canonicalText(_ token: Token) -> String {
            let text = source.text(of: token.range)
            func numbers(_ inner: Substring) -> [String] {
                inner.split(separator: ",", omittingEmptySubsequences: false)
                    .map { String($0.filter { $0 != " " && $0 != "\t" && $0 != "\r" }) }
            }
            switch token.kind {
            case .indexPath:
                return "[" + numbers(text.dropFirst().dropLast()).joined(separator: ",") + "]"
            case .tuple:
                return "(" + numbers(text.dropFirst().dropLast()).joined(separator: ", ") + ")"
            case .insets:
                return numbers(Substring(text)).joined(separator: ",")
            default:
                return text
            }
        }
    }

    // MARK: - Rendering

    /// A line of output before trailing comments are aligned.
    struct OutputLine {
        var indent: Int
        var code: String
        var comment: String?
        var isBlank: Bool { code.isEmpty && comment == nil }
    }

    static func render(_ nodes: [Node], indent: Int, into lines: inout [OutputLine]) {
        for node in nodes {
            switch node {
            case .blank:
                lines.append(OutputLine(indent: indent, code: "", comment: nil))
            case .comment(let text):
                lines.append(OutputLine(indent: indent, code: "", comment: text))
            case .command(let command):
                for text in command.innerComments {
                    lines.append(OutputLine(indent: indent, code: "", comment: text))
                }
                render(command, indent: indent, into: &lines)
            }
        }
    }

    /// The element lines inside `layout compositional { … }` (`k=v` tight, like `layout flow`).
    static let compositionalElements: Set<String> = ["section", "group", "item", "header", "footer",
                                                     "supplementary", "background", "decoration"]

    /// A command's lines: its header, then any expanded block's lines and its closing `}`.
    static func render(_ command: CommandNode, indent: Int, into lines: inout [OutputLine]) {
        var code = ""
        var previous: Token.Kind?
        // `k=v` tight where the command's syntax line writes it so (`layout flow itemSize=…`,
        // `drag … operation=copy`, `shuffle S seed=7`), as in the command catalogue.
        let word = command.firstWord ?? ""
        let entries = CommandCatalog.entries.filter { $0.keyword == word }
        let isElement = compositionalElements.contains(word)
        let tightEquals = isElement || entries.contains(where: \.writesPropertiesTight)
        // `fractionalWidth(1/3)`, `flexible(8)`: a compositional dimension or spacing hugs its argument.
        let tightCalls = isElement || entries.contains(where: \.declaresCompositionalLayout)
        for part in command.parts {
            switch part {
            case .token(let text, let kind):
                if let previous {
                    let tight = previous == .leftBracket || kind == .rightBracket
                        || (tightEquals && (previous == .equal || kind == .equal))
                        || (tightCalls && previous == .identifier && kind == .tuple)
                    if !tight { code += " " }
                }
                code += text
                previous = kind
            case .block(let block):
                if block.isInline {
                    let inner = block.commands.map(inlineText).joined(separator: "; ")
                    code += inner.isEmpty ? " { }" : " { \(inner) }"
                } else {
                    lines.append(OutputLine(indent: indent, code: code + " {", comment: block.openComment))
                    var body: [Node] = block.items
                    while case .blank? = body.first { body.removeFirst() }
                    while case .blank? = body.last { body.removeLast() }
                    render(body, indent: indent + 1, into: &lines)
                    code = "}"
                }
                previous = .rightBrace
            }
        }
        lines.append(OutputLine(indent: indent, code: code, comment: command.trailingComment))
    }

    /// A command on one line (its blocks are all inline).
    static func inlineText(_ command: CommandNode) -> String {
        var lines: [OutputLine] = []
        render(command, indent: 0, into: &lines)
        return lines.map(\.code).joined(separator: " ")
    }

    /// The final text: indentation, trailing comments aligned per run, one newline per line.
    static func layOut(_ lines: [OutputLine]) -> String {
        var lines = lines
        while lines.first?.isBlank == true { lines.removeFirst() }
        while lines.last?.isBlank == true { lines.removeLast() }
        func hasTrailingComment(_ line: OutputLine) -> Bool { !line.code.isEmpty && line.comment != nil }
        // Each run of consecutive lines with trailing comments, at one indentation, shares a column.
        var column = Array(repeating: 0, count: lines.count)
        var start = 0
        while start < lines.count {
            guard hasTrailingComment(lines[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < lines.count, hasTrailingComment(lines[end]), lines[end].indent == lines[start].indent { end += 1 }
            let width = lines[start..<end].map(\.code.count).max() ?? 0
            for index in start..<end { column[index] = width }
            start = end
        }
        var out = ""
        for (index, line) in lines.enumerated() {
            if line.isBlank {
                out += "\n"
                continue
            }
            out += String(repeating: "  ", count: line.indent) + line.code
            if let comment = line.comment {
                if !line.code.isEmpty { out += String(repeating: " ", count: column[index] - line.code.count + 2) }
                out += comment
            }
            out += "\n"
        }
        return out
    }
}

extension ScriptFormatter.CommandNode {
    /// The command's keyword.
    var firstWord: String? {
        guard case .token(let text, _)? = parts.first else { return nil }
        return text
    }
}
