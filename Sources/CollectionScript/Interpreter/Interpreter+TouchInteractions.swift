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
            let enteredEditing: Bool?
            switch outcome {
            case .selected(let entered): enteredEditing = entered
            case .notRecognized: enteredEditing = nil
            }
            report.calls.append(.gesture(.multiSelectPan(from: from, to: to, enteredEditing: enteredEditing)))
        case .longPress(let ref):
            let path = try indexPath(ref)
            try checkReachable(path, at: ref.range)
            let shown: Bool
            do { shown = try view.longPress(at: path) } catch { throw .uikit(error, at: ref.range) }
            report.calls.append(.gesture(.longPress(path, menuShown: shown)))
        case .dismissMenu, .previewAction:
            let ending: CollectionView.ContextMenuEnding = interaction == .dismissMenu ? .dismiss : .previewAction
            guard view.endContextMenu(ending) else { throw .script(.noContextMenu, at: range) }
            report.calls.append(.gesture(.endContextMenu(committed: ending != .dismiss)))
        }
        return report
    }

    /// A finger reaches only what is on screen (as for `tap`).
    private func checkReachable(_ path: IndexPath, at range: SourceRange) throws(RuntimeError) {
        if let vertically = offScreen(path) { throw .script(.tapOffScreen(path, vertically: vertically), at: range) }
    }
}
