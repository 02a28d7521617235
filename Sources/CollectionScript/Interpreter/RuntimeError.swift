import CollectionEngine

/// The state around an update UIKit rejected: what the view believed, what the data source
/// reported, and what the view was told.
public struct UpdateFailure: Hashable, Sendable {
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
/// `expect`, or a script mistake only visible at run time (an unknown identifier). An enum with
/// payloads, not text: `message`, `notes` and the stable `id` are computed from the case, and
/// `Explainer` switches over it exhaustively.
public enum RuntimeError: Error, Hashable, Sendable {
    /// UIKit (or the engine standing in for it) refused the call; `update`: what `explain` needs
    /// to reason about a failed update.
    case uikit(UIKitError, at: SourceRange, update: UpdateFailure? = nil)
    /// An `expect` did not hold.
    case expectationFailed(ExpectationFailure, at: SourceRange)
    /// The script named something that does not exist, or gave a value of the wrong kind.
    case script(ScriptError, at: SourceRange)

    public var range: SourceRange {
        switch self {
        case .uikit(_, let range, _), .expectationFailed(_, let range), .script(_, let range): range
        }
    }

    public var message: String {
        switch self {
        case .uikit(let error, _, _): error.scriptMessage
        case .expectationFailed(let failure, _): failure.message
        case .script(let error, _): error.message
        }
    }

    public var notes: [String] {
        switch self {
        case .uikit(let error, _, _):
            error.exception == .engine
                ? ["this is the engine's message, not UIKit's: UIKit's behaviour here is undefined or undocumented"] : []
        case .expectationFailed: []
        case .script(let error, _): error.notes
        }
    }

    /// Stable, for JSON Lines and tests.
    public var id: String {
        switch self {
        case .uikit(let error, _, _): error.id
        case .expectationFailed(let failure, _): failure.id
        case .script(let error, _): error.id
        }
    }

    /// False for UIKit's (and the engine's) text, which is shown whole; the language's own
    /// messages may quote a pasted word at any length.
    var quotesInput: Bool {
        if case .uikit = self { return false }
        return true
    }

    /// What `explain` needs to reason about a failed update.
    var update: UpdateFailure? {
        if case .uikit(_, _, let update) = self { return update }
        return nil
    }

    var diagnostic: Diagnostic {
        Diagnostic(id: id, message: message, range: range, notes: notes, quotesInput: quotesInput)
    }

    /// Whether `expect error "…"` with this fragment catches it.
    func matches(_ fragment: String) -> Bool {
        // `expect error { … }` (no text) expects any error; `contains("")` would say no.
        if fragment.isEmpty { return true }
        if case .uikit(let error, _, _) = self { return error.matches(fragment) }
        return message.lowercased().contains(fragment.lowercased())
    }
}
