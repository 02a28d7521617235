import CollectionEngine

// One family of commands, declared together (docs/language.md §5): each keyword with its spec
// (`info`: syntax, example, UIKit API, summary, UIKit method names, help word list), its
// traits, how it parses, and how it runs. Every switch over the keywords is exhaustive.

extension Keyword {
    /// Layout transitions: an interactive move from one layout to another.
    public enum Transitions: String, CaseIterable, Hashable, Sendable {
        case startInteractiveTransition, transitionProgress, finishInteractiveTransition, cancelInteractiveTransition

        /// The command's syntax line, example, UIKit API and summary.
        public var info: CommandInfo {
            switch self {
            case .startInteractiveTransition:
                return .init("startInteractiveTransition", syntax: "startInteractiveTransition to (flow [NAME=VALUE…] | compositional { … } | list [NAME=VALUE…]) [completion { COMMAND… }]",
                        example: "startInteractiveTransition to flow itemSize=390x80",
                        uikit: "startInteractiveTransition(to:completion:) (UICollectionViewTransitionLayout)",
                        summary: "Begin an interactive transition to a new layout, at progress 0.")
            case .transitionProgress:
                return .init("transitionProgress", syntax: "transitionProgress NUMBER", example: "transitionProgress 0.4",
                        uikit: "UICollectionViewTransitionLayout.transitionProgress",
                        summary: "Move the running transition: frames and offset blend linearly from 0 (old) to 1 (new).")
            case .finishInteractiveTransition:
                return .init("finishInteractiveTransition", syntax: "finishInteractiveTransition", example: "finishInteractiveTransition",
                        uikit: "finishInteractiveTransition()",
                        summary: "End the transition in the new layout; the completion runs with completed = true.")
            case .cancelInteractiveTransition:
                return .init("cancelInteractiveTransition", syntax: "cancelInteractiveTransition", example: "cancelInteractiveTransition",
                        uikit: "cancelInteractiveTransition()",
                        summary: "End the transition back in the old layout; the completion runs with completed = false.")
            }
        }

        /// What the runtime knows of the command besides running it (`CommandTraits`).
        func traits(of kind: CommandKind) -> CommandTraits {
            switch self {
            case .startInteractiveTransition: .changesLayout
            case .transitionProgress, .finishInteractiveTransition, .cancelInteractiveTransition: .changesCollection
            }
        }
    }
}

extension ParserState {
    /// The arguments of a layout transition command (the keyword consumed).
    mutating func parse(_ keyword: Keyword.Transitions) throws -> CommandKind {
        switch keyword {
        case .startInteractiveTransition: return try parseStartInteractiveTransition()
        case .transitionProgress: return try parseTransitionProgress()
        case .finishInteractiveTransition: return .layoutTransition(.finish)
        case .cancelInteractiveTransition: return .layoutTransition(.cancel)
        }
    }
}

/// The execution of the family's commands (`Interpreter.perform` dispatches here).
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
            // UIKit keeps a progress outside 0…1 and extrapolates the blend (charon's recordings of
            // 2 and −1); the engine does too. Past ±1000 the frames would leave the range every
            // coordinate is computed in, so that is refused, located.
            guard abs(progress.value) <= Self.transitionProgressLimit else {
                throw .script(.gestureOutOfRange(quantity: "transitionProgress",
                                                 range: "between -\(Int(Self.transitionProgressLimit)) and \(Int(Self.transitionProgressLimit))",
                                                 hint: "UIKit extrapolates outside 0…1; 0 is the old layout, 1 the new"),
                              at: progress.range)
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

    /// The largest `transitionProgress` magnitude the engine extrapolates to.
    static let transitionProgressLimit = 1000.0
}
