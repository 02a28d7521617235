import CollectionEngine

extension Interpreter {
    /// The exception an engine operation threw from the layout pass it ran (the operation undid
    /// itself), located where UIKit's crash points: at the running command, not at an argument.
    func layoutPassError(_ error: UIKitError) -> RuntimeError {
        .uikit(error, at: runningCommandRange)
    }
}
