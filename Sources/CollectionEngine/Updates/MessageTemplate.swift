/// One of UIKit's messages, written once: its literal text and its typed holes, filled with one
/// error's values.
///
/// `UIKitError.template` spells each message as a string with typed interpolations
/// (`"attempt to delete section \(section), but there are only \(count) sections before the update"`);
/// from that one value come the text (`text`) and, in the language layer, the crash-log
/// recogniser, which matches the literal pieces word by word (whitespace-insensitively: a log
/// flattened to one line still reads) and each hole by its kind. A message that differs by era is
/// one template per era (`CountReportEra`, `listed`, `modern`).
public struct MessageTemplate: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// What a hole holds, so a recogniser knows what text can stand there.
    public enum Hole: Hashable, Sendable {
        /// A decimal integer (a count, a section, an item), possibly negative.
        case integer
        /// An NSIndexPath's description: `<NSIndexPath: 0x0> {length = 2, path = 0 - 3}`.
        case indexPath
        /// A noun agreeing with a count: `section` or `sections` (the singular is the payload).
        case noun(singular: String)
        /// Integers separated by commas (`4, 0`), possibly none.
        case integers
        /// The entries of a bracketed list, one a line (no `]` inside).
        case entries
        /// An app's identifier as UIKit prints it: one word (no whitespace).
        case identifier
        /// A description the app (or UIKit) prints: any text on one line.
        case text
    }

    /// A run of literal text, a filled hole, or pieces a pasted log may leave out.
    public indirect enum Piece: Hashable, Sendable {
        case literal(String)
        /// The hole's kind and the text it was filled with.
        case hole(Hole, String)
        /// Pieces a pasted log may lack (the collection view's description at the end).
        case optional([Piece])

        var text: String {
            switch self {
            case .literal(let text), .hole(_, let text): text
            case .optional(let pieces): pieces.map(\.text).joined()
            }
        }
    }

    public private(set) var pieces: [Piece]

    /// The message as UIKit prints it.
    public var text: String { pieces.map(\.text).joined() }

    public init(pieces: [Piece]) { self.pieces = pieces }

    public init(stringLiteral value: String) {
        pieces = value.isEmpty ? [] : [.literal(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        pieces = stringInterpolation.pieces
    }

    public static func + (lhs: MessageTemplate, rhs: MessageTemplate) -> MessageTemplate {
        MessageTemplate(pieces: lhs.pieces + rhs.pieces)
    }

    /// The interpolations a template may use; each says which kind of hole it makes. A plain
    /// `String` has no interpolation of its own, so every text hole is named for what it holds.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
        }

        /// Literal text chosen by a case's payload (an era's words): part of the template, not a hole.
        public mutating func appendInterpolation(literal: String) {
            appendLiteral(literal)
        }

        /// A count, a section or an item number.
        public mutating func appendInterpolation(_ value: Int) {
            pieces.append(.hole(.integer, String(value)))
        }

        /// An NSIndexPath as UIKit describes it.
        public mutating func appendInterpolation(_ path: IndexPath) {
            pieces.append(.hole(.indexPath, path.nsDescription))
        }

        /// `singular` or its plural (`singular` + "s"), agreeing with `count`.
        public mutating func appendInterpolation(_ singular: String, agreeingWith count: Int) {
            pieces.append(.hole(.noun(singular: singular), count == 1 ? singular : singular + "s"))
        }

        /// `4, 0`.
        public mutating func appendInterpolation(integers: [Int]) {
            pieces.append(.hole(.integers, integers.map(String.init).joined(separator: ", ")))
        }

        /// The inside of a bracketed list, already laid out.
        public mutating func appendInterpolation(entries: String) {
            pieces.append(.hole(.entries, entries))
        }

        /// An app's identifier, as UIKit prints it.
        public mutating func appendInterpolation(identifier: String) {
            pieces.append(.hole(.identifier, identifier))
        }

        /// A description, as printed.
        public mutating func appendInterpolation(text: String) {
            pieces.append(.hole(.text, text))
        }

        /// Another template's pieces, in place.
        public mutating func appendInterpolation(_ template: MessageTemplate) {
            pieces += template.pieces
        }

        /// Pieces always printed, which a pasted log may lack.
        public mutating func appendInterpolation(optional template: MessageTemplate) {
            pieces.append(.optional(template.pieces))
        }
    }
}
