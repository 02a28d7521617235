import CollectionEngine

/// The state around an update UIKit rejected: what the view believed, what the data source
/// reported, and what the view was told.
struct UpdateFailure: Hashable, Sendable {
    /// The view's item counts before the update (its cached model).
    var viewCounts: [Int]
    /// The data source's counts before this command changed anything.
    var dataCountsBefore: [Int]
    /// The data source's counts the view read at the end of the update.
    var dataCountsAfter: [Int]
    /// What the view was told, and what the data source did.
    var viewOperations: [UpdateOperation]
    var dataOperations: [UpdateOperation]
    var sectionNames: [String]
    /// The view's counts were stale (reloadData earlier in the same run-loop turn).
    var cacheWasStale = false
}

/// An error raised while running a command: a UIKit exception, an engine refusal, a failed
/// `expect`, or a script mistake only visible at run time (an unknown identifier).
public struct RuntimeError: Error, Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// UIKit (or the engine standing in for it) refused the call.
        case uikit(UIKitError)
        /// An `expect` did not hold.
        case expectationFailed
        /// The script named something that does not exist, or gave a value of the wrong kind.
        case script
    }

    public var kind: Kind
    public var message: String
    public var range: SourceRange
    public var notes: [String]
    public var id: String
    /// What `explain` needs to reason about a failed update.
    var update: UpdateFailure?

    public init(kind: Kind, message: String, range: SourceRange, notes: [String] = [], id: String) {
        self.kind = kind
        self.message = message
        self.range = range
        self.notes = notes
        self.id = id
    }

    static func uikit(_ error: UIKitError, at range: SourceRange) -> RuntimeError {
        var notes: [String] = []
        if error.exception == .engine {
            notes.append("this is the engine's message, not UIKit's: UIKit's behaviour here is undefined or undocumented")
        }
        return RuntimeError(kind: .uikit(error), message: error.message, range: range, notes: notes, id: error.id)
    }

    static func script(_ message: String, at range: SourceRange, notes: [String] = [], id: String) -> RuntimeError {
        RuntimeError(kind: .script, message: message, range: range, notes: notes, id: id)
    }

    var diagnostic: Diagnostic {
        Diagnostic(id: id, message: message, range: range, notes: notes)
    }

    /// Whether `expect error "…"` with this fragment catches it.
    func matches(_ fragment: String) -> Bool {
        if case .uikit(let error) = kind { return error.matches(fragment) }
        return message.lowercased().contains(fragment.lowercased())
    }
}
