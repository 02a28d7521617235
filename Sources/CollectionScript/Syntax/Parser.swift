/// The result of parsing a whole source.
public struct ParseResult: Sendable {
    public var script: Script
    /// Every syntax error found (the parser recovers and keeps going).
    public var diagnostics: [Diagnostic]
    /// True when the source ended inside a `{ … }` block or a string: the REPL asks for more
    /// instead of reporting an error.
    public var isIncomplete: Bool
    /// True when the source ends right after a command that a next line starting `NAME =` would
    /// continue (a `layout flow` property list): a reader given the source a line at a time (the
    /// REPL) must see the next line before it knows where the command ends.
    public var takesContinuationLine: Bool

    public init(script: Script, diagnostics: [Diagnostic], isIncomplete: Bool, takesContinuationLine: Bool = false) {
        self.script = script
        self.diagnostics = diagnostics
        self.isIncomplete = isIncomplete
        self.takesContinuationLine = takesContinuationLine
    }
}

/// Parses colscript source into a `Script` (recursive descent, one method per construct).
///
/// Errors are recovered from clox-style: a bad command reports one diagnostic, then the parser skips
/// to the next newline, `;` or closing `}` (skipping whole `{ … }` blocks the bad command opened) and
/// carries on, so one run reports every syntax error. When the source ends inside a block or a string
/// the "never closed" error is still reported and `isIncomplete` is set: the REPL checks that first
/// and asks for more lines; `colscript run`/`check` report the diagnostic.
public enum Parser {
    public static func parse(_ source: SourceFile) -> ParseResult {
        var state = ParserState(source: source)
        let commands = state.parseScript()
        return ParseResult(script: Script(commands: commands), diagnostics: state.diagnostics,
                           isIncomplete: state.isIncomplete, takesContinuationLine: state.takesContinuationLine)
    }

    /// Whether `line`, after a source whose parse `takesContinuationLine`, continues its last
    /// command: it starts `NAME =` (the rule `layout flow` reads a wrapped property list by).
    public static func continues(with line: String) -> Bool {
        let tokens = Lexer.tokenize(SourceFile(name: "line", text: line)).tokens
        return ParserState.startsContinuationLine(tokens, at: 0)
    }
}

/// The parser's cursor over the token array and what it has reported so far.
struct ParserState {
    /// Thrown after a diagnostic was recorded; the command loop catches it and synchronises.
    struct Failure: Error {}

    /// Deepest nesting of blocks and lists accepted (deeper input is reported, not recursed into).
    static let maximumDepth = 64

    let source: SourceFile
    let tokens: [Token]
    var position = 0
    var diagnostics: [Diagnostic] = []
    var isIncomplete: Bool
    /// Whether the source ended where a continuation line could follow (`ParseResult`).
    var takesContinuationLine = false
    var depth = 0

    init(source: SourceFile) {
        self.source = source
        let lexed = Lexer.tokenize(source)
        self.tokens = lexed.tokens
        self.isIncomplete = lexed.endsInsideString
    }

    // MARK: - Script and blocks

    mutating func parseScript() -> [Command] {
        var commands: [Command] = []
        while true {
            skipSeparators()
            if isAtEnd { break }
            if check(.rightBrace) {
                report(.strayClosingBrace(), at: advance())
                continue
            }
            let before = position
            do {
                commands.append(try parseCommand())
            } catch {
                synchronize()
            }
            if position == before { advance() }  // unreachable in practice: every path consumes
        }
        return commands
    }

    /// `{ item… }` where items are separated by newlines or `;`. Errors inside are recovered from
    /// item by item; a block still open at the end reports "never closed" and sets `isIncomplete`.
    mutating func parseBlock<Item>(after keyword: String,
                                   item parseItem: (inout ParserState) throws -> Item) throws -> [Item] {
        let brace = try consume(.leftBrace, orReport: .expectedBlock(after: keyword))
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw fail(.nestingTooDeep, at: brace) }
        var items: [Item] = []
        while true {
            skipSeparators()
            if check(.rightBrace) {
                advance()
                return items
            }
            if isAtEnd {
                isIncomplete = true
                throw fail(.unclosedBlock(keyword), at: brace)
            }
            let before = position
            do {
                items.append(try parseItem(&self))
            } catch {
                synchronize()
            }
            if position == before { advance() }  // unreachable in practice: every path consumes
        }
    }

    /// Skips the rest of a bad command: up to and past the next newline or `;`, or up to (not past)
    /// a `}` that closes an enclosing block. Blocks opened on the way are skipped whole.
    mutating func synchronize() {
        var open = 0
        while true {
            switch peek.kind {
            case .endOfFile:
                if open > 0 { isIncomplete = true }
                return
            case .newline, .semicolon:
                advance()
                if open == 0 { return }
            case .leftBrace:
                open += 1
                advance()
            case .rightBrace:
                if open == 0 { return }
                open -= 1
                advance()
            default:
                advance()
            }
        }
    }

    /// Whether the tokens from `index` start a continuation line: `NAME =` (no command starts
    /// with a name followed by `=`, so the rule is unambiguous). The parser, the formatter and the
    /// REPL all ask this.
    static func startsContinuationLine(_ tokens: [Token], at index: Int) -> Bool {
        guard index >= 0, index + 1 < tokens.count else { return false }
        return tokens[index].kind == .identifier && tokens[index + 1].kind == .equal
    }

    mutating func skipSeparators() {
        while check(.newline) || check(.semicolon) { advance() }
    }

    /// After a command's arguments: a newline, `;`, `}` or the end must follow (not consumed).
    mutating func expectEndOfCommand(_ keyword: String) throws {
        guard peek.endsCommand else {
            throw fail(.expectedEndOfCommand(keyword, found: describe(peek)), at: peek)
        }
    }

    // MARK: - Cursor helpers (named as in Crafting Interpreters)

    var peek: Token { token(at: position) }
    var peekNext: Token { token(at: position + 1) }
    var previous: Token { token(at: position - 1) }
    var isAtEnd: Bool { peek.kind == .endOfFile }

    func token(at index: Int) -> Token {
        guard !tokens.isEmpty else { return Token(kind: .endOfFile, range: SourceRange(0, 0)) }
        return tokens[max(0, min(index, tokens.count - 1))]
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = peek
        if token.kind != .endOfFile { position += 1 }
        return token
    }

    func check(_ kind: Token.Kind) -> Bool { peek.kind == kind }

    /// True when the next token is the bare word `word`.
    func checkWord(_ word: String) -> Bool {
        peek.kind == .identifier && text(of: peek) == word
    }

    mutating func match(_ kind: Token.Kind) -> Token? {
        check(kind) ? advance() : nil
    }

    mutating func matchWord(_ word: String) -> Token? {
        checkWord(word) ? advance() : nil
    }

    mutating func consume(_ kind: Token.Kind, orReport message: SyntaxMessage) throws -> Token {
        if check(kind) { return advance() }
        throw fail(message, at: peek)
    }

    func text(of token: Token) -> String { source.text(of: token.range) }

    /// The span from `start` to the last consumed token.
    func range(from start: Token) -> SourceRange {
        position > 0 ? start.range.union(previous.range) : start.range
    }

    // MARK: - Reporting

    /// Records `message` at `token` (or the lexical error the token carries) and returns the
    /// failure for the caller to throw.
    mutating func fail(_ message: SyntaxMessage, at token: Token,
                       fixIts: [Diagnostic.FixIt] = []) -> Failure {
        report(message, at: token, fixIts: fixIts)
        return Failure()
    }

    mutating func report(_ message: SyntaxMessage, at token: Token, fixIts: [Diagnostic.FixIt] = []) {
        if token.kind == .error, case .error(let lexical) = token.literal {
            diagnostics.append(lexical.diagnostic(at: token.range, fixIts: lexicalFixIts(lexical, token)))
            return
        }
        var range = token.range
        if token.kind == .newline || token.kind == .endOfFile {
            range = SourceRange(range.lowerBound, range.lowerBound)
        }
        diagnostics.append(message.diagnostic(at: range, fixIts: fixIts))
    }

    /// The fix-it a lexical error has where the repair is plain: `0,3` → `(0, 3)`.
    private func lexicalFixIts(_ lexical: SyntaxMessage, _ token: Token) -> [Diagnostic.FixIt] {
        if lexical == .swiftArguments {
            guard let arguments = SwiftCallArguments(text(of: token)).scriptArguments else { return [] }
            return [Diagnostic.FixIt(message: "write '\(arguments)'", range: token.range, replacement: " " + arguments)]
        }
        guard lexical == .pairWithoutParentheses else { return [] }
        let numbers = text(of: token).split(separator: ",").map { $0.filter { $0 != " " && $0 != "\t" } }
        let replacement = "(" + numbers.joined(separator: ", ") + ")"
        return [Diagnostic.FixIt(message: "write '\(replacement)'", range: token.range, replacement: replacement)]
    }

    /// Records `message` over `range` (a value spanning several tokens).
    mutating func report(_ message: SyntaxMessage, range: SourceRange, fixIts: [Diagnostic.FixIt] = []) {
        diagnostics.append(message.diagnostic(at: range, fixIts: fixIts))
    }

    /// A fix-it "did you mean 'x'?" replacing `token` with the closest of `candidates`, if any.
    func suggestion(for token: Token, in candidates: [String]) -> [Diagnostic.FixIt] {
        guard let best = EditDistance.suggestion(for: text(of: token), in: candidates) else { return [] }
        return [Diagnostic.FixIt(message: "did you mean '\(best)'?", range: token.range, replacement: best)]
    }

    /// The fix-it for an unknown property name: when the name is a value of exactly one of the
    /// word-valued properties `wordsOf` lists (`layout list insetGrouped`: a value of
    /// `appearance`), "did you mean 'appearance=insetGrouped'?"; otherwise the closest of `names`.
    func propertySuggestion(for token: Token, names: [String], wordsOf properties: [(name: String, words: [String])]) -> [Diagnostic.FixIt] {
        let written = text(of: token)
        let owners = properties.filter { $0.words.contains(written) }
        guard owners.count == 1, let owner = owners.first else { return suggestion(for: token, in: names) }
        let replacement = "\(owner.name)=\(written)"
        return [Diagnostic.FixIt(message: "did you mean '\(replacement)'?", range: token.range, replacement: replacement)]
    }

    /// How a token is named in "found …": its text in quotes, or what it is.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .newline, .endOfFile: return token.kind.displayName
        default:
            return "'\(text(of: token).clipped(to: 24))'"
        }
    }
}
