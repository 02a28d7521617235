import CollectionEngine

/// An error inside `batch { … }` points at the command that causes it, not at `batch`.
///
/// UIKit validates a batch as a whole (docs/updates.md §1.2), so its exception names no call; to
/// point the caret at one, the failing batch is replayed on a copy of the interpreter one
/// prefix at a time, and the first prefix that raises the very same message names its last
/// update; when only the whole batch does, its last update is blamed. A count mismatch that only
/// the whole batch makes, or a batch too large to replay cheaply, keeps the error on `batch`.
extension Interpreter {
    /// The most updates, and items, a failing batch is replayed for.
    static let blameUpdateLimit = 200
    static let blameItemLimit = 100_000

    func blamingOffendingUpdate(_ error: RuntimeError, in updates: [PendingUpdate], batchRange: SourceRange) -> RuntimeError {
        guard case .uikit(let uikit, let range, let update) = error, range == batchRange,
              updates.count > 1, updates.count <= Self.blameUpdateLimit,
              view.dataSource.totalItems <= Self.blameItemLimit else { return error }
        let target = error.message
        for length in 1..<updates.count {
            var probe = self
            probe.stepsTaken = 0
            var message: String?
            do {
                _ = try probe.inViewTransaction(at: batchRange) { interpreter throws(RuntimeError) in
                    try interpreter.performUpdates(Array(updates.prefix(length)), at: batchRange)
                }
            } catch {
                message = error.message
            }
            if message == target {
                return .uikit(uikit, at: updates[length - 1].range, update: update)
            }
        }
        // Every shorter prefix is valid: the last update makes the error — unless it is a count
        // mismatch, which belongs to the batch as a whole.
        if case .countMismatch = uikit { return error }
        return .uikit(uikit, at: updates[updates.count - 1].range, update: update)
    }
}
