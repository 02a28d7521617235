import CollectionEngine

/// `delegate dropSessionDidUpdate [ITEM] = OPERATION [INTENT]` (docs/interaction.md §6.4): the drop
/// delegate's UICollectionViewDropProposal for a finger over the item, answered as the finger moves.
extension Interpreter {
    mutating func setDropProposalAnswer(target: Located<ItemRef>?, operation: Located<DropOperationName>,
                                        intent: Located<DropIntentName>?) throws(RuntimeError) -> String {
        var proposal = dropProposal(DropOptions(operation: operation, intent: intent))
        // UICollectionViewDropProposal(operation:) alone: the intent is .unspecified [doc].
        if intent == nil { proposal.intent = .unspecified }
        var item: Int?
        var scope = "every position"
        if let target {
            let path = try indexPath(target)
            guard let id = view.dataSource.item(at: path) else { throw .script(.noItem(path), at: target.range) }
            item = id
            scope = "a finger over " + view.itemNames.name(id)
        }
        view.delegate.dropProposals.set(item: item, to: proposal)
        return "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:) → \(proposal.uikitDescription) for \(scope)"
    }
}
