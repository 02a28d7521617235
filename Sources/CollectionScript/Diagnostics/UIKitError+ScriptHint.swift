import CollectionEngine

/// The engine speaks UIKit only; what the tool adds to an error's text — how the tool behaves,
/// which command helps — is said here, where the interpreter turns the error into a diagnostic.
extension UIKitError {
    /// The language's words after the engine's message (nil: the message stands alone).
    var scriptHint: String? {
        if case .notDiffable = self {
            return ": switch to one with `diffable on`"
        }
        if case .tooManyViewsOnScreen(let limit, _) = self {
            return "; colscript shows at most \(limit) (a view for each would exhaust any device's memory)"
        }
        return nil
    }

    /// The text a script shows: the engine's message, then the language's hint.
    var scriptMessage: String { message + (scriptHint ?? "") }
}
