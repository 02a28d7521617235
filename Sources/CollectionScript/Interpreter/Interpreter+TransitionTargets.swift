import CollectionEngine

/// `layout compositional { … } animated completion { … }`, `layout list … animated`,
/// `startInteractiveTransition to compositional { … }` / `to list …` (docs/layout.md §7.2): the
/// declaration is built and checked as for a plain install (a bad one changes nothing), then it
/// goes through the same transition as a flow layout.
extension Interpreter {
    mutating func performCompositionalTransition(_ command: LayoutTransitionCommand, at range: SourceRange) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.changedState = true
        switch command {
        case .setCompositional(let node, let animated, let completion):
            let layout = try makeCompositionalLayout(node, at: range)
            do { try view.setCollectionViewLayout(layout, animated: animated) } catch { throw layoutPassError(error) }
            report.calls.append(.layout(.setCollectionViewLayout(layoutValue(layout, isList: node.isList), animated: animated)))
            if let completion {
                report.calls.append(.completion(.layoutChange(animated: animated)))
                for inner in completion { report.merge(try perform(inner)) }
            }
        case .startCompositional(let node, let completion):
            let layout = try makeCompositionalLayout(node, at: range)
            do { try view.startInteractiveTransition(to: layout) } catch { throw layoutPassError(error) }
            transitionCompletion = completion
            report.calls.append(.layout(.startInteractiveTransition(to: layoutValue(layout, isList: node.isList))))
        case .set, .start, .progress, .finish, .cancel:
            return try performLayoutTransition(command, at: range, keywordRange: range)
        }
        return report
    }
}
