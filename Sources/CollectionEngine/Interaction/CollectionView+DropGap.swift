/// The gap a lifted drag opens over its own view, and the reordering drop of a diffable data
/// source (docs/interaction.md §6.6).
///
/// - A drop proposal with intent `.insertAtDestinationIndexPath` makes the items move aside for the
///   drop (`doc`: UICollectionViewDropProposal.Intent). For a drag lifted in this view the engine
///   shows the lifted item at the gap, as an interactive movement does (`inferred`: UIKit reorders
///   its own drags through the same machinery, which is why `reorderingCadence` — "how quickly items
///   move aside during a drag" — applies); the gap follows `reorderingCadence` (ReorderingCadence.swift).
///   The gap opens only while the drop delegate answers such a proposal (`delegate dropSessionDidUpdate`):
///   a delegate that does not implement dropSessionDidUpdate proposes nothing to open it.
/// - While the gap is open the view's items differ from the data source's: hasUncommittedUpdates is
///   true until the drop commits or the gap closes (`doc`: UIDataSourceTranslating "while a drop is
///   in flight").
/// - With a diffable data source the items move only through its `reorderingHandlers` (`doc`): the
///   data source asks `canReorderItem` for the lifted item; without handlers, or when it answers
///   false, no gap opens and a local move drop is not performed by the data source — performDrop is
///   the app's, which must apply a snapshot (`inferred` from canReorderItem having no default, as for
///   beginInteractiveMovement). With them, a move drop commits like `endMove`: `moveItemAt`, then
///   `willReorder` / `didReorder` with the transaction, and the snapshot keeps the move.
extension CollectionView {
    /// Why a diffable data source did not reorder a local drop.
    public enum DiffableDropRefusal: Equatable, Sendable {
        /// The data source has no reorderingHandlers.
        case noReorderingHandlers
        /// canReorderItem answered false for the lifted item.
        case refused
        /// A copy, or several dragged items: not a reorder; the app's performDrop must apply a snapshot.
        case notAReorder
    }

    /// Whether the view may reorder the lifted item for this drag; a diffable data source asks
    /// `canReorderItem` once per session.
    mutating func dragMayReorder() -> Bool {
        guard var session = dragSession, session.added.isEmpty else { return false }
        guard let source = diffableDataSource else { return true }
        guard let handlers = source.reorderingHandlers else { return false }
        if let answer = session.reorderAnswer { return answer }
        events.append(.canReorderItem(session.source))
        let answer = handlers.canReorder(dataSource.item(at: session.source))
        session.reorderAnswer = answer
        dragSession = session
        return answer
    }

    /// After dropSessionDidUpdate over `over`: opens, moves or closes the lifted item's gap.
    mutating func updateDropGap(over: IndexPath?) {
        guard let session = dragSession else { return }
        if let movement = interactiveMovement, !movement.isDropGap { return }  // the app's own movement
        guard let proposal = answeredDropProposal(at: over), proposal.operation == .move,
              proposal.intent == .insertAtDestinationIndexPath, dragMayReorder() else {
            closeDropGap()
            return
        }
        var movement = interactiveMovement
            ?? InteractiveMovement(original: session.source, target: session.source, position: session.position, isDropGap: true)
        movement.position = session.position
        let cadence = ReorderingCadence(rawValue: reorderingCadence) ?? .immediate
        if let over, over != movement.target, isValidMoveTarget(over, from: movement.target),
           movement.settles(on: over, cadence: cadence) {
            applyTentativeMove(from: movement.target, to: over)
            movement.target = over
        }
        interactiveMovement = movement
    }

    /// The gap closes (the drag left, the proposal changed, the drag ended): the lifted item shows
    /// at its own path again. Nothing when no gap is open.
    mutating func closeDropGap() {
        guard let movement = interactiveMovement, movement.isDropGap else { return }
        interactiveMovement = nil
        if movement.target != movement.original {
            applyTentativeMove(from: movement.target, to: movement.original)
        }
    }

    /// The target of the open gap, if any (`expect`, the transcript).
    public var dropGapTarget: IndexPath? {
        interactiveMovement.flatMap { $0.isDropGap ? $0.target : nil }
    }

    /// A local drop on a view a diffable data source drives: the data source reorders through its
    /// handlers, or nothing changes. Throws UIKit's update error for a destination the view does not
    /// have; the view is then unchanged.
    mutating func performDiffableDrop(sources: [IndexPath], at destination: IndexPath,
                                      proposal: DropProposal) throws(UIKitError) -> DropOutcome {
        guard proposal.operation == .move, sources.count == 1, let source = sources.first else {
            closeDropGap()
            return .notReordered(.notAReorder)
        }
        guard diffableDataSource?.reorderingHandlers != nil else {
            closeDropGap()
            return .notReordered(.noReorderingHandlers)
        }
        guard dragMayReorder() else {
            closeDropGap()
            return .notReordered(.refused)
        }
        // Open the gap at the destination if the finger's gap is elsewhere (or none is open).
        let current = dropGapTarget ?? source
        if current != destination {
            guard isValidMoveTarget(destination, from: current) else {
                closeDropGap()
                // UIKit's own range check names the bad destination.
                try performSingleUpdate(BatchUpdate([.moveItem(from: source, to: destination)]), changingDataSource: DataInsertions())
                return .droppedWithoutChange
            }
            applyTentativeMove(from: current, to: destination)
        }
        // Commit in place, as endInteractiveMovement does: the view already shows the item there.
        interactiveMovement = nil
        if source != destination {
            events.append(.moveItemAt(source, destination))
            let batch = BatchUpdate([.moveItem(from: source, to: destination)])
            if case .success(let model) = BatchApplier.apply(batch, to: dataSource.model,
                                                            insertedSection: { _ in .init(value: -1, items: []) },
                                                            insertedItem: { _ in -1 }) {
                dataSource.replace(with: model)
            }
            presentedCounts = dataSource.counts
            commitDiffableReorder(item: dataSource.item(at: destination))
        }
        relayoutKeepingOffset()
        refreshDisplay(.scroll(delta: 0))
        return .reordered(from: source, to: destination)
    }
}
