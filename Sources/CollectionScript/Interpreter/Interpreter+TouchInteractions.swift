import CollectionEngine

/// `multiSelect`, `longPress`, `dismissMenu`, `previewAction` (docs/interaction.md §1.4, §1.5).
extension Interpreter {
    /// A finger reaches only what is on screen (as for `tap`).
    func checkReachable(_ path: IndexPath, at range: SourceRange) throws(RuntimeError) {
        if let vertically = offScreen(path) { throw .script(.tapOffScreen(path, vertically: vertically), at: range) }
    }
}
