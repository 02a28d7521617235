/// The context menu's previews (docs/interaction.md §1.6): when the menu begins UIKit asks the
/// delegate for the view to lift (the highlight preview), and when it is dismissed for the view to
/// return into (the dismissal preview). iOS 16 asks per item —
/// collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:) and
/// collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:) — and iOS 13 – 15 per
/// configuration: collectionView(_:previewForHighlightingContextMenuWithConfiguration:) and
/// collectionView(_:previewForDismissingContextMenuWithConfiguration:). Each is asked only when the
/// delegate implements it (the script answered it); nil means UIKit previews the cell itself.
extension CollectionView {
    /// Which preview UIKit asks for.
    public enum ContextMenuPreviewKind: Hashable, Sendable {
        case highlight, dismissal
    }

    /// Asks the delegate for `kind`'s preview of the menu on `indexPath`, in the era's form.
    mutating func askContextMenuPreview(_ kind: ContextMenuPreviewKind, for indexPath: IndexPath) {
        let question: DelegateAnswers.Question = kind == .highlight ? .highlightPreview : .dismissalPreview
        guard delegate.isAnswered(question) else { return }
        let preview = delegate.previewAnswer(question, item: dataSource.item(at: indexPath))
        let perItem = UIKitBehaviour(version).asksContextMenuPreviewsPerItem
        events.append(.interaction(.contextMenuPreview(ContextMenuPreviewCall(kind: kind, indexPath: perItem ? indexPath : nil),
                                                       preview: preview)))
    }
}

/// One preview question as UIKit asks it: `indexPath` nil is the iOS 13 – 15 form, which names
/// the configuration only.
public struct ContextMenuPreviewCall: Hashable, Sendable {
    public var kind: CollectionView.ContextMenuPreviewKind
    public var indexPath: IndexPath?

    func description(preview: Bool) -> String {
        let answer = preview ? "UITargetedPreview" : "nil (UIKit previews the cell)"
        switch (kind, indexPath) {
        case (.highlight, let path?): return "contextMenuConfiguration(_:highlightPreviewForItemAt: \(path)) → \(answer)"
        case (.dismissal, let path?): return "contextMenuConfiguration(_:dismissalPreviewForItemAt: \(path)) → \(answer)"
        case (.highlight, nil): return "previewForHighlightingContextMenuWithConfiguration(_:) → \(answer)"
        case (.dismissal, nil): return "previewForDismissingContextMenuWithConfiguration(_:) → \(answer)"
        }
    }
}

extension DelegateAnswers {
    /// A preview answer: unlike the `should…` questions an unanswered item gets nil (false).
    func previewAnswer(_ question: Question, item: Int?) -> Bool {
        if let item, let answer = perItem[question]?[item] { return answer }
        return forAll[question] ?? false
    }
}
