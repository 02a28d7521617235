import CollectionEngine
import CollectionScript

/// Interactive layout transitions: `startInteractiveTransition(to:completion:)` with the layout
/// built as `setCollectionViewLayout` builds it, the transition layout's `transitionProgress`, and
/// `finishInteractiveTransition()` / `cancelInteractiveTransition()`.
extension SwiftExportWriter {
    static func isTransitionCall(_ call: UIKitCall) -> Bool {
        if case .layout(.startInteractiveTransition) = call { return true }
        if case .layout(.transitionProgress) = call { return true }
        if case .layout(.endInteractiveTransition) = call { return true }
        return false
    }

    /// The Swift for a step that starts, moves or ends an interactive transition.
    mutating func transitionLines(_ command: Command, _ report: StepReport) throws(SwiftExport.Failure) -> [String] {
        var lines: [String] = []
        for call in report.calls {
            if case .layout(.startInteractiveTransition(let layout)) = call {
                transitions += 1
                let name = "transitionLayout\(transitions)"
                // The layout's lines as setCollectionViewLayout's, without the call that installs it.
                let built = try setLayoutLines(layout, animated: nil, command).dropLast(2)
                lines.append("let \(name): UICollectionViewTransitionLayout")
                lines += built
                lines.append("    \(name) = collectionView.startInteractiveTransition(to: layout) { completed, finished in }")
                lines.append("}")
                lines.append("XCTAssertEqual(\(name).transitionProgress, 0, accuracy: 0.001)")
            } else if case .layout(.transitionProgress(let progress, _)) = call {
                lines.append("transitionLayout\(transitions).transitionProgress = \(SwiftSyntax.number(progress))")
                lines.append("transitionLayout\(transitions).invalidateLayout()")
            } else if case .layout(.endInteractiveTransition(let finished)) = call {
                lines.append(finished ? "collectionView.finishInteractiveTransition()" : "collectionView.cancelInteractiveTransition()")
            } else {
                lines.append("// " + call.spelled)
            }
        }
        return lines
    }
}
