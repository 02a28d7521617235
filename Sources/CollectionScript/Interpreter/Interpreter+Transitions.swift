import CollectionEngine

/// `layout flow … animated completion { … }` and the interactive transition commands
/// (docs/layout.md §7.1): setCollectionViewLayout(_:animated:completion:),
/// startInteractiveTransition(to:completion:), transitionProgress, finish/cancelInteractiveTransition.
extension Interpreter {
    mutating func performLayoutTransition(_ command: LayoutTransitionCommand, at range: SourceRange,
                                          keywordRange: SourceRange) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.changedState = true
        switch command {
        case .set(let properties, let animated, let completion):
            let (layout, description) = try transitionTarget(properties)
            do { try view.setCollectionViewLayout(layout, animated: animated) } catch { throw layoutPassError(error) }
            report.calls.append(.layout(.setCollectionViewLayout(description, animated: animated)))
            if let completion {
                report.calls.append(.completion(.layoutChange(animated: animated)))
                for inner in completion { report.merge(try perform(inner)) }
            }

        case .start(let properties, let completion):
            let (layout, description) = try transitionTarget(properties)
            do { try view.startInteractiveTransition(to: layout) } catch { throw layoutPassError(error) }
            transitionCompletion = completion
            report.calls.append(.layout(.startInteractiveTransition(to: description)))

        case .progress(let progress):
            guard view.layout.transitionState != nil else { throw .script(.noTransition, at: keywordRange) }
            guard progress.value >= 0, progress.value <= 1 else {
                throw .script(.gestureOutOfRange(quantity: "transitionProgress", range: "between 0 and 1"), at: progress.range)
            }
            do { try view.setTransitionProgress(progress.value) } catch { throw layoutPassError(error) }
            report.calls.append(.layout(.transitionProgress(progress.value, contentOffset: view.contentOffset)))

        case .setCompositional, .startCompositional:
            return try performCompositionalTransition(command, at: range)

        case .finish, .cancel:
            guard view.layout.transitionState != nil else { throw .script(.noTransition, at: keywordRange) }
            let finish = command == .finish
            do { try view.endInteractiveTransition(finish: finish) } catch { throw layoutPassError(error) }
            report.calls.append(.layout(.endInteractiveTransition(finished: finish)))
            let completion = transitionCompletion
            transitionCompletion = nil
            if let completion {
                report.calls.append(.completion(.interactiveTransition(completed: finish)))
                do throws(RuntimeError) {
                    for inner in completion { report.merge(try perform(inner)) }
                } catch {
                    transitionCompletion = completion   // the view rolls back to the running transition
                    throw error
                }
            }
        }
        return report
    }

    /// The layout a transition goes to, and how the transcript names it. The engine side takes any
    /// `AnyCollectionViewLayout`; a script names a flow layout today (another layout's command plugs
    /// in here).
    mutating func transitionTarget(_ properties: [Property]) throws(RuntimeError) -> (AnyCollectionViewLayout, UIKitCall.LayoutValue) {
        var layout = FlowLayout()
        for property in properties { try applyLayoutProperty(property, to: &layout) }
        return (.flow(layout), UIKitCall.LayoutValue(flow: layout, swift: describe(layout)))
    }

    /// While an interactive transition runs, the view's layout is the transition layout: a new
    /// layout (`layout flow`, a second `startInteractiveTransition`) or a flow-layout answer or
    /// property would have nothing to apply to (choice: UIKit leaves this undefined; the engine
    /// refuses, located, and changes nothing).
    func checkTransition(_ command: Command) throws(RuntimeError) {
        guard view.layout.transitionState != nil else { return }
        switch command.kind {
        case .layoutFlow, .layoutTransition(.set), .layoutTransition(.start), .itemSize, .sectionMetric, .set,
             .layoutCompositional, .layoutTransition(.setCompositional), .layoutTransition(.startCompositional):
            throw .script(.transitionInProgress, at: command.keywordRange)
        default:
            return
        }
    }
}

extension Interpreter {
    /// `delegate targetContentOffsetForProposedContentOffset = (x, y) | none`: the delegate's
    /// collectionView(_:targetContentOffsetForProposedContentOffset:), asked after the layout's answer
    /// when the layout changes (docs/layout.md §7.1); `none`: not implemented.
    mutating func setTargetContentOffsetAnswer(_ value: Located<Value>) throws(RuntimeError) -> String {
        let answer: Point? = value.value == .identifier("none") ? nil : try point(value)
        view.delegate.targetContentOffsetForProposedContentOffset = answer
        return "collectionView(_:targetContentOffsetForProposedContentOffset:) → "
            + (answer.map(format) ?? "not implemented (the layout's answer stands)")
    }
}
