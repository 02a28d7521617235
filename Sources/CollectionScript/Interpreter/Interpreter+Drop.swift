import CollectionEngine

/// `drop`, `commitPlaceholder`, `deletePlaceholder`, `moveFinger`, `cancelDrag`
/// (docs/interaction.md §6.2, §6.3), and the drag-and-drop state `expect` reads.
extension Interpreter {
    mutating func drop(at destination: Located<IndexPath>, placeholder name: Located<String>?, options: DropOptions,
                               range: SourceRange, into report: inout StepReport) throws(RuntimeError) {
        let session = view.dragSession
        guard session != nil || name != nil else { throw .script(.dropNeedsPlaceholder, at: range) }
        var placeholder: DropPlaceholder?
        if let name {
            if let id = view.itemNames.lookup(name.value), view.dataSource.contains(item: id) {
                throw .script(.placeholderNameTaken(name.value), at: name.range)
            }
            placeholder = DropPlaceholder(name: name.value, item: view.itemNames.intern(name.value),
                                          reuseIdentifier: options.reuseIdentifier?.value ?? view.cells.cellIdentifier)
        }
        let proposal = dropProposal(options, at: destination.value)
        // A copy is a new item per dragged item, named after its original.
        let dragged = session.map { [$0.source] + $0.added } ?? []
        var copies: [Int] = []
        // A diffable data source takes no copies from the view (its performDrop applies a snapshot).
        if proposal.operation == .copy, placeholder == nil, !view.isDiffable {
            for source in dragged {
                copies += generateIdentifiers(prefix: (view.itemName(at: source) ?? "item") + "-copy", count: 1)
            }
        }
        let outcome: CollectionView.DropOutcome
        do {
            outcome = try view.drop(at: destination.value, proposal: proposal, placeholder: placeholder, copyIdentifiers: copies)
        } catch {
            throw .uikit(error, at: range)
        }
        report.calls.append(.dragAndDrop(.drop(from: session?.source, at: destination.value, proposal: proposal)))
        reportDrop(outcome, dragged: dragged, at: destination.value, proposal: proposal, copies: copies,
                   placeholder: placeholder, into: &report)
    }

    /// What a drop did, after its `drop` line: the app's moves or copies, the placeholder, a diffable
    /// data source's reorder, or why nothing changed.
    func reportDrop(_ outcome: CollectionView.DropOutcome, dragged: [IndexPath], at destination: IndexPath, proposal: DropProposal,
                    copies: [Int], placeholder: DropPlaceholder?, into report: inout StepReport) {
        switch outcome {
        case .droppedWithoutChange:
            report.lines.append(.text("dropped without a change"))
        case .performed:
            for (offset, source) in dragged.enumerated() {
                let target = IndexPath(destination.section, destination.item + offset)
                report.calls.append(.dragAndDrop(proposal.operation == .move ? .droppedMove(from: source, to: target)
                    : .droppedCopy(at: target, copy: copies.indices.contains(offset) ? view.itemNames.name(copies[offset]) : "?")))
            }
        case .placeholderInserted(let path):
            let identifier = placeholder?.reuseIdentifier ?? ""
            let name = placeholder?.name ?? ""
            report.calls.append(.dragAndDrop(.dropIntoPlaceholder(at: path, reuseIdentifier: identifier, name: name)))
            report.lines.append(.text("the placeholder stands at \(path): hasUncommittedUpdates = true (commitPlaceholder \(name) ITEM or deletePlaceholder \(name))"))
        case .reordered(let source, let target):
            report.lines.append(.text("the diffable data source reorders \(source) → \(target) through its reorderingHandlers: its snapshot keeps the move"))
        case .notReordered(let refusal):
            let why: String
            switch refusal {
            case .noReorderingHandlers:
                why = "a UICollectionViewDiffableDataSource reorders a drop only through its reorderingHandlers, and it has none (`set reorderingHandlers = on`)"
            case .refused:
                why = "reorderingHandlers.canReorderItem answered false for the lifted item"
            case .notAReorder:
                why = "a copy, or a drop of several items, is not a reorder"
            }
            report.lines.append(.text("dropped without a change: \(why); the data source does not perform the drop — performDrop must apply a snapshot (`snapshot { … }`, `apply`)"))
        case .notHandled:
            report.lines.append(.text("the drop delegate's canHandle answered false: the view accepts no drop from this session, and the drop delegate hears nothing more of it; the drag ends"))
        case .outside:
            report.lines.append(.text("the finger lifts outside the view: the drop is not this view's; the drag ends, nothing changes"))
        }
    }

    mutating func commitPlaceholder(_ name: Located<String>, items: [Located<String>], range: SourceRange,
                                            into report: inout StepReport) throws(RuntimeError) {
        try checkStanding(name)
        if view.isDiffable { throw .script(.diffableCommitPlaceholder, at: range) }
        var seen: Set<String> = []
        for item in items {
            guard seen.insert(item.value).inserted else { throw .script(.duplicateItemInList(item.value), at: item.range) }
            if let id = view.itemNames.lookup(item.value), let path = view.dataSource.indexPath(of: id) {
                throw .script(.itemAlreadyAt(item.value, path), at: item.range)
            }
        }
        let at = view.dropPlaceholder(named: name.value)?.indexPath
        let ids = items.map { view.itemNames.intern($0.value) }
        report.calls.append(.dragAndDrop(.commitPlaceholder(items: items.map(\.value), at: at)))
        do { try view.commitDropPlaceholder(named: name.value, insertingItems: ids) } catch { throw .uikit(error, at: range) }
        report.calls.append(.dragAndDrop(.placeholderBecomes(item: items.first?.value)))
    }

    /// A placeholder name that stands now; otherwise why not.
    func checkStanding(_ name: Located<String>) throws(RuntimeError) {
        guard view.dropPlaceholder(named: name.value) == nil else { return }
        if let ending = view.endedPlaceholders[name.value] {
            let how: String
            switch ending {
            case .committed: how = "committed (commitInsertion runs once)"
            case .deleted: how = "deleted"
            case .discarded: how = "discarded by reloadData() or apply"
            }
            throw .script(.placeholderEnded(name.value, how: how), at: name.range)
        }
        throw .script(.unknownPlaceholder(name.value, standing: view.standingDropPlaceholders.map { "\($0.placeholder.name) at \($0.indexPath)" }),
                      at: name.range)
    }

    mutating func moveFinger(_ delta: Located<Point>, into report: inout StepReport) throws(RuntimeError) {
        guard delta.value.x.isFinite, delta.value.y.isFinite, abs(delta.value.x) <= 100_000, abs(delta.value.y) <= 100_000 else {
            throw .script(.gestureOutOfRange(quantity: "a finger's move", range: "at most 100000 points each way"), at: delta.range)
        }
        guard let outcome = view.moveFinger(by: delta.value) else { throw .script(.noFingerDown, at: delta.range) }
        switch outcome {
        case .menuKept(let distance):
            report.calls.append(.dragAndDrop(.fingerMove(.menuKept(distance: distance))))
        case .noDrag:
            report.calls.append(.dragAndDrop(.fingerMove(.noDrag(dragInteractionEnabled: view.dragInteractionEnabled))))
        case .dragBegan(let path):
            report.calls.append(.dragAndDrop(.fingerMove(.dragBegan(path))))
        case .dragMoved(let over):
            report.calls.append(.dragAndDrop(.fingerMove(.dragMoved(over: over))))
            if let gap = view.dropGapTarget, let session = view.dragSession, gap != session.source {
                report.lines.append(.text("the items move aside: \(session.source) shows at the gap \(gap) (hasUncommittedUpdates = true until the drop)"))
            }
            if let movement = view.interactiveMovement, movement.isDropGap, let waiting = movement.pendingTarget {
                let cadence = ReorderingCadence(rawValue: view.reorderingCadence) ?? .immediate
                report.lines.append(.text("reorderingCadence \(cadence.rawValue): the gap waits to move to \(waiting) (\(movement.pendingPositions) of \(cadence.positionsBeforeReorder) positions)"))
            }
        case .dragOutside(let exited):
            report.calls.append(.dragAndDrop(.fingerMove(.dragOutside(exited: exited))))
        case .movementMoved(let target):
            report.calls.append(.updateInteractiveMovementTarget(view.interactiveMovement?.position ?? delta.value))
            report.lines.append(.text("the long press moves the item: target \(target)"))
        }
    }

    /// The proposal a drop at `destination` follows: the script's options; without any, the
    /// proposal the delegate answers there (the drop's last dropSessionDidUpdate), else UIKit's default.
    func dropProposal(_ options: DropOptions, at destination: IndexPath) -> DropProposal {
        guard options.operation == nil, options.intent == nil else { return dropProposal(options) }
        return view.answeredDropProposal(at: destination) ?? DropProposal()
    }

    /// The proposal a command's `operation=` / `intent=` options spell (UIKit's defaults where left out).
    func dropProposal(_ options: DropOptions) -> DropProposal {
        var proposal = DropProposal()
        switch options.operation?.value {
        case .move: proposal.operation = .move
        case .copy: proposal.operation = .copy
        case .cancel: proposal.operation = .cancel
        case .forbidden: proposal.operation = .forbidden
        case nil: break
        }
        switch options.intent?.value {
        case .insertAtDestinationIndexPath: proposal.intent = .insertAtDestinationIndexPath
        case .insertIntoDestinationIndexPath: proposal.intent = .insertIntoDestinationIndexPath
        case .unspecified: proposal.intent = .unspecified
        case nil: break
        }
        return proposal
    }

    /// `expect hasActiveDrag | hasActiveDrop | dragInteractionEnabled | placeholders`.
    func observeDropState(_ subject: ExpectSubject) -> Observed {
        switch subject {
        case .hasActiveDrag: return .text(view.hasActiveDrag ? "true" : "false")
        case .hasActiveDrop: return .text(view.hasActiveDrop ? "true" : "false")
        case .dragInteractionEnabled: return .text(view.dragInteractionEnabled ? "true" : "false")
        default:
            return .text("[" + view.standingDropPlaceholders.map(\.placeholder.name).joined(separator: " ") + "]")
        }
    }
}
