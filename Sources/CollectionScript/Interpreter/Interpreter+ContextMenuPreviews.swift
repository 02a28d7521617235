import CollectionEngine

/// `delegate highlightPreview [ITEM] = preview | nil` and `delegate dismissalPreview …`
/// (docs/interaction.md §1.6): the delegate implements the context menu's preview methods once
/// answered; `preview` returns a UITargetedPreview, `nil` lets UIKit preview the cell.
extension Interpreter {
    mutating func setContextMenuPreviewAnswer(_ method: DelegateMethod, target: Located<ItemRef>?,
                                              value: Located<Value>) throws(RuntimeError) -> String {
        let question: DelegateAnswers.Question = method == .highlightPreview ? .highlightPreview : .dismissalPreview
        let preview = try word(value, among: ["preview", "nil"]) == "preview"
        let (item, scope) = try answerScope(target)
        view.delegate.set(question, item: item, to: preview)
        return "delegate \(contextMenuPreviewName(question)) → \(preview ? "UITargetedPreview" : "nil") for \(scope)"
    }

    /// The method the era asks (iOS 16 per item; iOS 13 – 15 per configuration).
    func contextMenuPreviewName(_ question: DelegateAnswers.Question) -> String {
        let perItem = UIKitBehaviour(view.version).asksContextMenuPreviewsPerItem
        switch (question == .highlightPreview, perItem) {
        case (true, true): return "collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)"
        case (false, true): return "collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)"
        case (true, false): return "collectionView(_:previewForHighlightingContextMenuWithConfiguration:)"
        case (false, false): return "collectionView(_:previewForDismissingContextMenuWithConfiguration:)"
        }
    }
}
