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
    }

    var perItem: [Question: [Int: Bool]] = [:]
    var forAll: [Question: Bool] = [:]
    /// targetIndexPathForMoveOfItemFromOriginalIndexPath:… redirects: proposed → answered.
    public internal(set) var moveRedirects: [IndexPath: IndexPath] = [:]
    /// collectionView(_:targetContentOffsetForProposedContentOffset:) (layout changes, docs/layout.md §7.1);
    /// nil: the delegate does not implement it.
    public var targetContentOffsetForProposedContentOffset: Point?

    public init() {}

    public func answer(_ question: Question, item: Int?) -> Bool {
        if let item, let answer = perItem[question]?[item] { return answer }
        return forAll[question] ?? true
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
