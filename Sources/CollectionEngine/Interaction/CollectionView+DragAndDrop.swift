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
        /// dragInteractionEnabled is false, or itemsForBeginning returned no items: nothing was dragged.
        case notStarted
        /// The drag lifted and dropped at the destination: what the drop did.
        case dropped(DropOutcome)
    }

    /// Drags the item at `source` and drops it at `destination` with `proposal`: a lift without a
    /// long press, then `drop(at:…)`. A copy inserts `copyIdentifier` at the destination. Throws
    /// UIKit's update errors when the drop's update is invalid (e.g. a destination outside the
    /// collection); the view is then unchanged.
    public mutating func drag(from source: IndexPath, to destination: IndexPath, proposal: DropProposal,
                              copyIdentifier: Int) throws(UIKitError) -> DragOutcome {
        try transaction { view throws(UIKitError) in
            guard try view.liftDragSession(at: source) else { return .notStarted }
            return .dropped(try view.dropOrLeaveChanges(at: destination, proposal: proposal, placeholder: nil,
                                                        copyIdentifiers: [copyIdentifier]))
        }
    }
}
