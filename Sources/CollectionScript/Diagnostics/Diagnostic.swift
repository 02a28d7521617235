/// A located message: created as a value, rendered later (never printed where it is made).
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// A suggested edit: replace `range` with `replacement` ("did you mean `scrollTo`?").
    public struct FixIt: Hashable, Sendable {
        public var message: String
        public var range: SourceRange
        public var replacement: String

        public init(message: String, range: SourceRange, replacement: String) {
            self.message = message
            self.range = range
            self.replacement = replacement
        }
    }

    /// A stable identifier, e.g. `syntax.unknownCommand`, `update.invalidItemCount`.
    public var id: String
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [String]
    public var fixIts: [FixIt]
    /// True when the message is the language's own words, which may quote the user's input at
    /// any length (a pasted word): its lines are shown as windows. False for UIKit's text (and
    /// the engine's), which prints whole.
    public var quotesInput: Bool

    public init(id: String, severity: Severity = .error, message: String, range: SourceRange,
                notes: [String] = [], fixIts: [FixIt] = [], quotesInput: Bool = true) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
        self.quotesInput = quotesInput
    }
}
