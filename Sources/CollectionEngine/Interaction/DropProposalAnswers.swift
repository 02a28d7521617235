/// What the script's drop delegate answers to collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)
/// (`delegate dropSessionDidUpdate [0,2] = copy insertIntoDestinationIndexPath`, docs/interaction.md §6.4).
/// Answers are kept by item id — the item under the finger, wherever it is — with an optional answer
/// for every position (also where the finger is over no item). Unanswered: the delegate does not
/// implement the method, and the drop keeps the proposal `drop`'s own options give.
public struct DropProposalAnswers: Hashable, Sendable {
    var perItem: [Int: DropProposal] = [:]
    var forAll: DropProposal?

    public init() {}

    /// Whether the delegate implements dropSessionDidUpdate.
    public var isAnswered: Bool { forAll != nil || !perItem.isEmpty }

    /// The proposal for a finger over `item` (nil: over no item); nil when unanswered.
    public func answer(item: Int?) -> DropProposal? {
        if let item, let answer = perItem[item] { return answer }
        return forAll
    }

    public mutating func set(item: Int?, to proposal: DropProposal) {
        if let item {
            perItem[item] = proposal
        } else {
            forAll = proposal
            perItem = [:]
        }
    }
}

extension DropProposal {
    /// `UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)`.
    public var uikitDescription: String {
        "UICollectionViewDropProposal(operation: .\(operation.rawValue), intent: .\(intent.rawValue))"
    }
}

extension CollectionView {
    /// The proposal the delegate answers for a finger over `destination` (nil: unanswered).
    public func answeredDropProposal(at destination: IndexPath?) -> DropProposal? {
        delegate.dropProposals.answer(item: destination.flatMap { dataSource.item(at: $0) })
    }

    /// dropSessionDidUpdate at the finger's destination, with the delegate's proposal when it
    /// answers one; the drag session keeps the last proposal (the drop follows it).
    mutating func appendDropSessionUpdate(at destination: IndexPath?) {
        guard let proposal = answeredDropProposal(at: destination) else {
            events.append(.dropSessionDidUpdate(destination))
            return
        }
        events.append(.dropSessionDidUpdateProposal(destination, proposal))
        dragSession?.proposal = proposal
    }
}
