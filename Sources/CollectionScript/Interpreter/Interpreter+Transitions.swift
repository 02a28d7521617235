import CollectionEngine

/// `layout flow … animated completion { … }` and the interactive transition commands
/// (docs/layout.md §7.1): setCollectionViewLayout(_:animated:completion:),
/// startInteractiveTransition(to:completion:), transitionProgress, finish/cancelInteractiveTransition.
extension Interpreter {
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
        guard view.layout.transitionState != nil, command.traits.changesLayoutAnswers else { return }
        throw .script(.transitionInProgress, at: command.keywordRange)
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
