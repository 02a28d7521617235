/// Layout changes with their animation and completion: setCollectionViewLayout(_:animated:completion:)
/// and the interactive transition (startInteractiveTransition(to:completion:), transitionProgress,
/// finishInteractiveTransition(), cancelInteractiveTransition()). The order of the callbacks is
/// docs/layout.md §7.1. Any two `AnyCollectionViewLayout` values can be switched between.
extension CollectionView {
    /// The transition layout the view holds while an interactive transition runs.
    public var transitionLayout: TransitionLayout? {
        if case .transition(let transition) = layout { return transition }
        return nil
    }

    /// setCollectionViewLayout(_:animated:completion:). The new layout prepares against the same
    /// bounds; its targetContentOffset(forProposedContentOffset:) answers for the current offset,
    /// which is clamped to the new content; the layout pass then ends and starts the cells that
    /// leave and enter the visible rect; last (at once, or when the animation ends) the completion
    /// runs with `finished` true. The delegate's answers stay.
    public mutating func setCollectionViewLayout(_ newLayout: AnyCollectionViewLayout, animated: Bool) throws(UIKitError) {
        try transaction { $0.setCollectionViewLayoutInTransaction(newLayout, animated: animated) }
    }

    /// `setCollectionViewLayout` inside the caller's transaction.
    private mutating func setCollectionViewLayoutInTransaction(_ newLayout: AnyCollectionViewLayout, animated: Bool) {
        closeSwipeActions(because: .layoutChange)
        installLayout(newLayout.keepingDelegateAnswers(of: layout))
        layoutIfNeeded()
        let proposed = contentOffset
        let answer = askTargetContentOffset(of: layout, proposed: proposed)
        let target = scrollGeometry.clamped(answer)
        if target != contentOffset {
            contentOffset = target
            layout.updateContentOffset(target)
        }
        remeasureKeptCellsAndSettle()
        refreshDisplay(.scroll(delta: 0))
        if animated { events.append(.layoutAnimationsEnd) }
        events.append(.batchCompletion(true))
    }

    /// The layout's targetContentOffset(forProposedContentOffset:), then (when it answers) the
    /// delegate's collectionView(_:targetContentOffsetForProposedContentOffset:) with the layout's
    /// answer (`doc`: the view asks the delegate after the layout).
    private mutating func askTargetContentOffset(of layout: AnyCollectionViewLayout, proposed: Point) -> Point {
        let answer = layout.targetContentOffset(forProposedContentOffset: proposed)
        events.append(.layoutTargetContentOffset(proposed: proposed, answer: answer))
        guard let delegateAnswer = delegate.targetContentOffsetForProposedContentOffset else { return answer }
        events.append(.delegateTargetContentOffset(proposed: answer, answer: delegateAnswer))
        return delegateAnswer
    }

    /// startInteractiveTransition(to:completion:): the delegate is asked for the transition layout
    /// (collectionView(_:transitionLayoutForOldLayout:newLayout:)), which the view installs at
    /// progress 0; the next layout's target offset is computed now (and clamped to its content),
    /// so the offset can move with the progress. Throws nothing: the caller checks that no
    /// transition is running.
    public mutating func startInteractiveTransition(to newLayout: AnyCollectionViewLayout) throws(UIKitError) {
        try transaction { $0.startInteractiveTransitionInTransaction(to: newLayout) }
    }

    /// `startInteractiveTransition` inside the caller's transaction.
    private mutating func startInteractiveTransitionInTransaction(to newLayout: AnyCollectionViewLayout) {
        closeSwipeActions(because: .layoutChange)
        let next = newLayout.keepingDelegateAnswers(of: layout)
        events.append(.transitionLayoutForOldLayout(old: layout.uikitClassName, new: next.uikitClassName))
        let proposed = contentOffset
        var transition = TransitionLayout(currentLayout: layout, nextLayout: next, fromContentOffset: proposed, toContentOffset: proposed)
        installLayout(.flow(FlowLayout()))   // the old layout's buffers now belong to `transition` alone
        transition.resolveDelegateAnswers(LayoutIdentifiers(sections: dataSource.sections, presentedCounts: presentedCounts))
        transition.prepare(layoutContext)   // both layouts, once
        let answer = askTargetContentOffset(of: transition.nextLayout, proposed: proposed)
        let nextGeometry = ScrollGeometry(contentSize: transition.nextLayout.collectionViewContentSize, boundsSize: boundsSize,
                                          adjustedContentInset: adjustedContentInset)
        transition.toContentOffset = nextGeometry.clamped(answer)
        installLayout(.transition(transition))
        for warning in layout.warnings where !events.contains(.log(warning)) { events.append(.log(warning)) }
        refreshDisplay(.scroll(delta: 0))
    }

    /// transitionProgress = progress (the caller checks 0…1 and that a transition runs): frames
    /// and the offset move to the blend, and cells that enter or leave the visible rect get their
    /// callbacks.
    public mutating func setTransitionProgress(_ progress: Double) throws(UIKitError) {
        try transaction { $0.setTransitionProgressInTransaction(progress) }
    }

    /// `setTransitionProgress` inside the caller's transaction.
    private mutating func setTransitionProgressInTransaction(_ progress: Double) {
        guard case .transition(var transition) = layout else { return }
        transition.transitionProgress = progress
        let offset = transition.interpolatedContentOffset
        let goal = Point(x: rounded(offset.x), y: rounded(offset.y))
        let delta = layout.scrollAxis == .vertical ? goal.y - contentOffset.y : goal.x - contentOffset.x
        contentOffset = goal
        transition.updateContentOffset(goal)
        installLayout(.transition(transition))
        refreshDisplay(.scroll(delta: delta))
    }

    /// finishInteractiveTransition() (`finish` true) or cancelInteractiveTransition(): the next
    /// (or the original) layout is installed with its offset, the cells follow, and the completion
    /// runs with `completed` = finish.
    public mutating func endInteractiveTransition(finish: Bool) throws(UIKitError) {
        try transaction { $0.endInteractiveTransitionInTransaction(finish: finish) }
    }

    /// `endInteractiveTransition` inside the caller's transaction.
    private mutating func endInteractiveTransitionInTransaction(finish: Bool) {
        guard let transition = transitionLayout else { return }
        installLayout(finish ? transition.nextLayout : transition.currentLayout)
        layoutIfNeeded()
        let offset = scrollGeometry.clamped(finish ? transition.toContentOffset : transition.fromContentOffset)
        contentOffset = offset
        layout.updateContentOffset(offset)
        refreshDisplay(.scroll(delta: 0))
        events.append(.layoutAnimationsEnd)
        events.append(.transitionCompletion(completed: finish, finished: true))
    }
}

extension CollectionViewEvent {
    /// The layout-change entries, spelled with UIKit's method names.
    var transitionDescription: String {
        switch self {
        case .layoutTargetContentOffset(let proposed, let answer):
            return "layout.targetContentOffset(forProposedContentOffset: \(Self.text(proposed))) → \(Self.text(answer))"
        case .delegateTargetContentOffset(let proposed, let answer):
            return "targetContentOffsetForProposedContentOffset(\(Self.text(proposed))) → \(Self.text(answer))"
        case .transitionLayoutForOldLayout(let old, let new):
            return "transitionLayoutForOldLayout(\(old), newLayout: \(new)) → UICollectionViewTransitionLayout"
        case .layoutAnimationsEnd:
            return "— the layout animation ends"
        case .transitionCompletion(let completed, let finished):
            return "completion(completed: \(completed), finished: \(finished))"
        default:
            return ""
        }
    }
}
