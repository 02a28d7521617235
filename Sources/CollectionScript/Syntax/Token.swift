import CollectionEngine

/// One lexical token: its kind, its span in the `SourceFile`, and for literals the decoded value.
///
/// Tokens are slices, not copies: the text is `source.text(of: range)`; line and column are derived
/// on demand. A lexical error is a token too (`.error`), carrying its message, so the parser reports it
/// at its place and keeps going (clox's `errorToken`).
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case identifier
        case integer
        case decimal
        case string
        /// `[section,item]`, spaces allowed inside.
        case indexPath
        /// `(x, y)` or `(x, y, width, height)`.
        case tuple
        /// `100x100`, `12.5x40`.
        case size
        /// `top,left,bottom,right`.
        case insets
        case arrow
        /// `...`: a range of items (`cellSize [0,0] ... [0,39] 390x100`).
        case ellipsis
        case equal
        case equalEqual
        case bangEqual
        case less
        case lessEqual
        case greater
        case greaterEqual
        case leftBrace
        case rightBrace
        /// `[` that does not start an index path: a list.
        case leftBracket
        case rightBracket
        case semicolon
        /// A line break: ends a command (outside strings).
        case newline
        case endOfFile
        /// A lexical error; `literal` is `.error(message)`.
        case error
    }

    /// The decoded value of a literal token.
    public enum Literal: Hashable, Sendable {
        case none
        case integer(Int)
        case decimal(Double)
        case string(String)
        case indexPath(IndexPath)
        case tuple([Double])
        case size(Size)
        case insets(EdgeInsets)
        case error(SyntaxMessage)
    }

    public var kind: Kind
    public var range: SourceRange
    public var literal: Literal

    public init(kind: Kind, range: SourceRange, literal: Literal = .none) {
        self.kind = kind
        self.range = range
        self.literal = literal
    }

    /// True for the tokens that end a command: a newline, `;`, `}` (closing a block) or the end.
    var endsCommand: Bool {
        switch kind {
        case .newline, .semicolon, .rightBrace, .endOfFile: return true
        default: return false
        }
    }

    /// The number a numeric token holds.
    var number: Double? {
        switch literal {
        case .integer(let value): return Double(value)
        case .decimal(let value): return value
        default: return nil
        }
    }
}

extension Token.Kind {
    /// How the kind is named in "expected …, found …" messages.
    var displayName: String {
        switch self {
        case .identifier: return "a name"
        case .integer: return "an integer"
        case .decimal: return "a number"
        case .string: return "a string"
        case .indexPath: return "an index path"
        case .tuple: return "a point"
        case .size: return "a size"
        case .insets: return "insets"
        case .arrow: return "'->'"
        case .ellipsis: return "'...'"
        case .equal: return "'='"
        case .equalEqual: return "'=='"
        case .bangEqual: return "'!='"
        case .less: return "'<'"
        case .lessEqual: return "'<='"
        case .greater: return "'>'"
        case .greaterEqual: return "'>='"
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftBracket: return "'['"
        case .rightBracket: return "']'"
        case .semicolon: return "';'"
        case .newline: return "the end of the line"
        case .endOfFile: return "the end of the input"
        case .error: return "an invalid token"
        }
    }
}
