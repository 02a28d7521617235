/// What the script's delegate answers to UICollectionViewDelegate's `should…` questions
/// (`delegate shouldSelect [0,3] = false`). Answers are kept by item id — a data-driven delegate
/// answers for the item wherever it is — with an optional answer for every item. Unanswered
/// questions get UIKit's default: yes.
public struct DelegateAnswers: Hashable, Sendable {
    /// The delegate methods a script can answer.
    public enum Question: String, Hashable, Sendable, CaseIterable {
        case shouldHighlight
        case shouldSelect
        case shouldDeselect
        case canMove
        case canFocus
        /// itemsForBeginning(session, at:) returns items (true) or [] (false: no drag).
        case canDrag
        /// canPerformPrimaryActionForItemAt (iOS 16); `performPrimaryAction`: whether the
        /// delegate implements performPrimaryActionForItemAt at all (unanswered: no).
        case canPerformPrimaryAction, performPrimaryAction
        /// shouldBeginMultipleSelectionInteractionAt (unanswered: not implemented).
        case shouldBeginMultipleSelectionInteraction
        /// contextMenuConfigurationForItem(s)At: false answers nil (no menu).
        case contextMenuConfiguration
        /// The context menu's highlight / dismissal preview (unanswered: not implemented; true:
        /// a UITargetedPreview, false: nil).
        case highlightPreview, dismissalPreview
        /// collectionView(_:shouldSpringLoadItemAt:with:) (unanswered: true).
        case shouldSpringLoad
        /// The drop delegate's collectionView(_:canHandle:), for every session (unanswered: not
        /// implemented, which UIKit takes as true).
        case canHandle
    }

    var perItem: [Question: [Int: Bool]] = [:]
    var forAll: [Question: Bool] = [:]
    /// targetIndexPathForMoveOfItemFromOriginalIndexPath:… redirects: proposed → answered.
    public internal(set) var moveRedirects: [IndexPath: IndexPath] = [:]
    /// collectionView(_:targetContentOffsetForProposedContentOffset:) (layout changes, docs/layout.md §7.1);
    /// nil: the delegate does not implement it.
    public var targetContentOffsetForProposedContentOffset: Point?
    /// dropSessionDidUpdate's proposals (DropProposalAnswers.swift).
    public var dropProposals = DropProposalAnswers()

    public init() {}

    public func answer(_ question: Question, item: Int?) -> Bool {
        if let item, let answer = perItem[question]?[item] { return answer }
        return forAll[question] ?? true
    }

    /// Whether the script answered `question` for any item: the delegate implements the method.
    public func isAnswered(_ question: Question) -> Bool {
        forAll[question] != nil || !(perItem[question]?.isEmpty ?? true)
    }

    public mutating func set(_ question: Question, item: Int?, to answer: Bool) {
        if let item {
            perItem[question, default: [:]][item] = answer
        } else {
            forAll[question] = answer
            perItem[question] = nil
        }
    }

    public mutating func redirectMove(proposed: IndexPath, to target: IndexPath) {
        moveRedirects[proposed] = target
    }
}
