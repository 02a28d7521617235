import CollectionEngine
import CollectionScript

/// A user's scrolling as the calls UIKit's pan handling makes. A unit test cannot move a finger, so
/// the exported test plays the pan gesture's part on the real UICollectionView, in UIKit's order:
/// scrollViewWillBeginDragging, the content offset following the finger (UIKit sends
/// scrollViewDidScroll itself), the layout's targetContentOffset(forProposedContentOffset:
/// withScrollingVelocity:), scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) with the
/// velocity and target colscript's engine computed, scrollViewDidEndDragging(_:willDecelerate:),
/// then the offset where the deceleration comes to rest and scrollViewDidEndDecelerating. The
/// scroll view delegate's and the layout's answers (`delegate willEndDragging`, `delegate
/// shouldScrollToTop`, `delegate targetContentOffset`) are the test's Delegate's and Layout's.
extension SwiftExportWriter {
    /// The Swift for a scroll gesture, an animated scroll or a scroll view answer, or nil for
    /// another command.
    mutating func scrollingLines(_ command: Command, report: StepReport, before: Interpreter) throws(SwiftExport.Failure) -> [String]? {
        if case .delegate(let method, _, let value) = command.kind {
            return try scrollAnswerLines(method.value, value.value, command)
        }
        guard case .scrollGesture(let gesture) = command.kind else { return nil }
        switch gesture {
        case .dragSection, .releaseSection, .flingSection:
            throw unsupported(command, "an orthogonal section's row scrolls in a scroll view of UIKit's own (private), which a test cannot reach; its pan is not exported")
        case .dragBy, .release, .fling, .tapStatusBar, .scrollToPointAnimated, .scrollToItemAnimated:
            break
        }
        usesLayoutDelegate = true
        viewHelpers.usesScrollDelegate = true
        let events = Self.events(since: before, in: interpreter)
        var lines: [String] = []
        switch gesture {
        case .dragBy, .release, .fling:
            lines.append("// The test plays the pan gesture's part: the calls UIKit's pan handling makes, in its order.")
            if events.isEmpty, !interpreter.view.scrollSettings.isScrollEnabled {
                lines.append("// (isScrollEnabled is false: the pan gesture is off, and UIKit makes no call)")
            }
        case .tapStatusBar:
            lines.append("// The test plays the status bar tap's part: the calls UIKit's scrollsToTop handling makes.")
            if events.isEmpty { lines.append("// (scrollsToTop is false or the view is at the top: UIKit makes no call)") }
        case .scrollToPointAnimated, .scrollToItemAnimated:
            lines.append("// The animation's part: its frames end at the target (UIKit sends scrollViewDidScroll for each), then scrollViewDidEndScrollingAnimation.")
            if events.isEmpty { lines.append("// (already there: nothing animates, and UIKit makes no call)") }
        case .dragSection, .releaseSection, .flingSection:
            break
        }
        let (calls, declaresTarget) = scrollEventLines(events)
        // A release declares its `targetContentOffset`: in a block of its own, so that several can follow.
        return lines + (declaresTarget ? ["do {"] + calls.map { "    " + $0 } + ["}"] : calls)
    }

    /// The scroll view delegate's calls, in the trace's order, as the test makes them. The frames
    /// between two of them (cell callbacks interleave) are one assignment: where they end.
    private mutating func scrollEventLines(_ events: [CollectionViewEvent]) -> (lines: [String], declaresTarget: Bool) {
        var lines: [String] = []
        var declaredTarget = false
        var frames: (offset: Point, count: Int)?
        func flush() {
            guard let run = frames else { return }
            let note = run.count > 1 ? " (\(run.count) frames: UIKit sends scrollViewDidScroll for each; the test sets where they end)" : ""
            lines.append("collectionView.contentOffset = \(SwiftSyntax.point(run.offset))  // scrollViewDidScroll\(note)")
            frames = nil
        }
        for event in events {
            if case .scrollViewDidScroll(let point, let count) = event {
                frames = (point, (frames?.count ?? 0) + count)
                continue
            }
            if Self.isScrollDelegateCall(event) { flush() }
            switch event {
            case .scrollViewWillBeginDragging:
                lines.append("delegate.scrollViewWillBeginDragging(collectionView)")
            case .targetContentOffsetForProposed(let proposed, let velocity, let answer):
                lines.append((declaredTarget ? "" : "var ") + "targetContentOffset = collectionView.collectionViewLayout.targetContentOffset(forProposedContentOffset: \(SwiftSyntax.point(proposed)), withScrollingVelocity: \(SwiftSyntax.point(velocity)))")
                lines.append("assertEqual(targetContentOffset, \(SwiftSyntax.point(answer)), accuracy: pixel)")
                declaredTarget = true
            case .scrollViewWillEndDragging(let velocity, let target, let written):
                lines.append(declaredTarget
                    ? "targetContentOffset = \(SwiftSyntax.point(target))  // what UIKit offers the delegate: the layout's answer, to a pixel, in the valid range"
                    : "var targetContentOffset = \(SwiftSyntax.point(target))")
                lines.append("delegate.scrollViewWillEndDragging(collectionView, withVelocity: \(SwiftSyntax.point(velocity)), targetContentOffset: &targetContentOffset)")
                lines.append("assertEqual(targetContentOffset, \(SwiftSyntax.point(written ?? target)), accuracy: pixel)")
                declaredTarget = true
            case .scrollViewDidEndDragging(let willDecelerate):
                lines.append("delegate.scrollViewDidEndDragging(collectionView, willDecelerate: \(willDecelerate))")
            case .scrollViewWillBeginDecelerating:
                lines.append("delegate.scrollViewWillBeginDecelerating(collectionView)")
            case .scrollViewDidEndDecelerating:
                lines.append("delegate.scrollViewDidEndDecelerating(collectionView)")
            case .scrollViewDidEndScrollingAnimation:
                lines.append("delegate.scrollViewDidEndScrollingAnimation(collectionView)")
            case .scrollViewShouldScrollToTop(let answer):
                lines.append("XCTAssertEqual(delegate.scrollViewShouldScrollToTop(collectionView), \(answer))")
            case .scrollViewDidScrollToTop:
                lines.append("delegate.scrollViewDidScrollToTop(collectionView)")
            default:
                // Cell and display callbacks: UIKit makes them itself as the offset changes.
                break
            }
        }
        flush()
        return (lines, declaredTarget)
    }

    /// A call the test makes itself (the others UIKit makes as the offset changes).
    private static func isScrollDelegateCall(_ event: CollectionViewEvent) -> Bool {
        switch event {
        case .scrollViewWillBeginDragging, .targetContentOffsetForProposed, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
             .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation,
             .scrollViewShouldScrollToTop, .scrollViewDidScrollToTop: true
        default: false
        }
    }

    /// `delegate willEndDragging = (x, y) | none`, `delegate shouldScrollToTop = BOOL`, `delegate
    /// targetContentOffset = (x, y) | none`: the test's Delegate's and Layout's answers.
    private mutating func scrollAnswerLines(_ method: DelegateMethod, _ value: Value, _ command: Command) throws(SwiftExport.Failure) -> [String]? {
        func point() throws(SwiftExport.Failure) -> String {
            if value == .identifier("none") { return "nil" }
            guard case .tuple(let numbers) = value, numbers.count == 2 else { throw unsupported(command, "this value has no Swift spelling yet") }
            return SwiftSyntax.point(Point(x: numbers[0], y: numbers[1]))
        }
        if method == .willEndDragging {
            usesLayoutDelegate = true
            viewHelpers.usesScrollDelegate = true
            return ["delegate.willEndDraggingTarget = \(try point())"]
        }
        if method == .shouldScrollToTop {
            usesLayoutDelegate = true
            viewHelpers.usesScrollDelegate = true
            return ["delegate.shouldScrollToTop = \(try swiftValue(value, command))"]
        }
        if method == .targetContentOffsetForProposedContentOffset {
            // UIKit asks it itself after a layout change, with the layout's answer.
            usesLayoutDelegate = true
            viewHelpers.usesProposedOffsetAnswer = true
            return ["delegate.proposedContentOffsetAnswer = \(try point())"]
        }
        if method == .targetContentOffset {
            // The test's Layout answers: a flow layout's subclass (other layouts are UIKit's own classes).
            guard interpreter.view.flowLayout != nil else {
                throw unsupported(command, "the layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:) is exported for a flow layout (the test's Layout subclass); this layout is not one")
            }
            viewHelpers.usesLayoutTarget = true
            return ["(collectionView.collectionViewLayout as? Layout)?.targetContentOffsetAnswer = \(try point())"]
        }
        return nil
    }
}
