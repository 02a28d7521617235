import CollectionEngine

/// `multiSelect`, `longPress`, `dismissMenu`, `previewAction` (docs/interaction.md §1.4, §1.5).
extension Interpreter {
    mutating func performTouchInteraction(_ interaction: TouchInteractionCommand, at range: SourceRange) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.changedState = true
        switch interaction {
        case .multiSelect(let fromRef, let toRef):
            let from = try indexPath(fromRef), to = try indexPath(toRef)
            try checkReachable(from, at: fromRef.range)
            if view.multipleSelectionSpan(from: from, to: to) > CollectionView.maximumMultiSelectItems {
                throw .script(.gestureOutOfRange(quantity: "a multi-select pan", range: "at most \(CollectionView.maximumMultiSelectItems) items long"), at: range)
            }
            let outcome: CollectionView.MultipleSelectionOutcome
            do { outcome = try view.multipleSelectionPan(from: from, to: to) } catch { throw .uikit(error, at: range) }
            var line = "a two-finger pan from \(from) to \(to)"
            switch outcome {
            case .selected(let enteredEditing):
                line += enteredEditing ? " → isEditing = true; multi-select" : " → multi-select"
            case .notRecognized:
                line += ": not a selection gesture (the delegate refused, or the view is not editing with allowsMultipleSelectionDuringEditing); nothing is selected"
            }
            report.calls.append(.raw(line))
        case .longPress(let ref):
            let path = try indexPath(ref)
            try checkReachable(path, at: ref.range)
            let shown: Bool
            do { shown = try view.longPress(at: path) } catch { throw .uikit(error, at: ref.range) }
            report.calls.append(.raw("a long press on \(path) → " + (shown ? "the context menu shows" : "the delegate answers nil: no menu")))
        case .dismissMenu, .previewAction:
            let ending: CollectionView.ContextMenuEnding = interaction == .dismissMenu ? .dismiss : .previewAction
            guard view.endContextMenu(ending) else { throw .script(.noContextMenu, at: range) }
            report.calls.append(.raw(ending == .dismiss ? "the context menu is dismissed" : "a tap on the menu's preview commits it; the menu ends"))
        }
        return report
    }

    /// A finger reaches only what is on screen (as for `tap`).
    private func checkReachable(_ path: IndexPath, at range: SourceRange) throws(RuntimeError) {
        if let vertically = offScreen(path) { throw .script(.tapOffScreen(path, vertically: vertically), at: range) }
    }
}
