/// A local drag and drop within the collection view (docs/interaction.md §6, the local-move path):
/// the drag delegate is asked for items, the drop delegate proposes an operation for the
/// destination, and on a move or copy the app updates its data and the view in performDrop.
///
/// Model [inferred, documented]: the drag is atomic (lift, move over the destination, drop);
/// `canHandle` is not implemented by the script's delegate (defaults to true); with the intent
/// insertIntoDestinationIndexPath the drop lands *on* an item, which this app leaves unchanged;
/// hasActiveDrag / hasActiveDrop are true only within the gesture.
public struct DropProposal: Hashable, Sendable {
    public enum Operation: String, Hashable, Sendable, CaseIterable { case move, copy, cancel, forbidden }
    public enum Intent: String, Hashable, Sendable, CaseIterable {
        case insertAtDestinationIndexPath, insertIntoDestinationIndexPath, unspecified
    }

    public var operation: Operation
    public var intent: Intent

    public init(operation: Operation = .move, intent: Intent = .insertAtDestinationIndexPath) {
        self.operation = operation
        self.intent = intent
    }
}

extension CollectionView {
    /// The outcome of a drag.
    public enum DragOutcome: Equatable, Sendable {
        /// itemsForBeginning returned no items: nothing was dragged.
        case notStarted
        /// The proposal was cancel or forbidden, or the drop landed into an item: nothing changed.
        case droppedWithoutChange
        /// The item moved or a copy was inserted at the destination.
        case performed
    }

    /// Drags the item at `source` and drops it at `destination` with `proposal`. A copy inserts
    /// `copyIdentifier` at the destination. Throws UIKit's update errors when the drop's update is
    /// invalid (e.g. a destination outside the collection); the view is then unchanged.
    public mutating func drag(from source: IndexPath, to destination: IndexPath, proposal: DropProposal,
                              copyIdentifier: Int) throws(UIKitError) -> DragOutcome {
        try transaction { view throws(UIKitError) in
            try view.dragInTransaction(from: source, to: destination, proposal: proposal, copyIdentifier: copyIdentifier)
        }
    }

    /// `drag(from:to:proposal:copyIdentifier:)` inside the caller's transaction.
    private mutating func dragInTransaction(from source: IndexPath, to destination: IndexPath, proposal: DropProposal,
                                            copyIdentifier: Int) throws(UIKitError) -> DragOutcome {
        try checkValid(source, for: "drag")
        guard dragInteractionEnabled else { return .notStarted }  // no drag interaction: no drag
        events.append(.itemsForBeginningDragSession(source))
        guard delegate.answer(.canDrag, item: dataSource.item(at: source)) else { return .notStarted }
        events.append(.dragSessionWillBegin)
        events.append(.dropSessionDidEnter)
        appendDropSessionUpdate(at: destination)
        var outcome = DragOutcome.droppedWithoutChange
        if proposal.operation == .move || proposal.operation == .copy {
            events.append(.performDrop(destination))
            if proposal.intent != .insertIntoDestinationIndexPath {
                switch proposal.operation {
                case .move:
                    try performSingleUpdate(BatchUpdate([.moveItem(from: source, to: destination)]), changingDataSource: DataInsertions())
                default:
                    try performSingleUpdate(BatchUpdate([.insertItems([destination])]),
                                            changingDataSource: DataInsertions(items: [destination: copyIdentifier]))
                }
                outcome = .performed
            }
        }
        events.append(.dropSessionDidEnd)
        events.append(.dragSessionDidEnd)
        return outcome
    }
}
