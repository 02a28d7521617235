/// A drag that a long press lifts (docs/interaction.md §6.3), and drops that finish it or come from
/// outside the app: `longPress` opens the context menu; moving the finger past the lift threshold
/// ends the menu and begins a drag session, which a drop (with or without a placeholder) or a
/// cancel ends.
public struct DragSession: Hashable, Sendable {
    /// The item the long press lifted (a local drag: the coordinator's sourceIndexPath).
    public var source: IndexPath
    /// Items tapped into the drag since (itemsForAddingTo), in the order added.
    public var added: [IndexPath] = []
    /// Where the finger is, in content coordinates.
    public var position: Point
    /// The item spring loading last asked about (asked once per item the drag reaches).
    public var springLoadedItem: IndexPath?
    /// The proposal dropSessionDidUpdate last answered (nil: the delegate does not answer).
    public var proposal: DropProposal?
    /// How long the finger has rested over `springLoadedItem` (CollectionView+SpringLoading.swift).
    public var springHeld: Double = 0
    /// The item spring loading activated during the current hover.
    public var springActivated: IndexPath?
    /// Whether the finger is over the view (false after dropSessionDidExit, until it comes back).
    public var isOver = true
    /// The drop delegate's canHandle answer for this session: false, it hears nothing more of it.
    public var handlesDrop = true
    /// A diffable data source's canReorderItem answer for the lifted item (nil: not asked yet).
    public var reorderAnswer: Bool?
}

extension CollectionView {
    /// How far the finger of a long press must travel before the press becomes a drag: 10 points
    /// [inferred: UILongPressGestureRecognizer.allowableMovement defaults to 10 points (doc) — a
    /// press that moves farther is no longer a press; UIKit's own lift distance is private].
    public static let dragLiftThreshold: Double = 10

    /// What moving the pressed finger did.
    public enum FingerMoveOutcome: Equatable, Sendable {
        /// Below the threshold: the menu stays (the finger travelled `distance` points in all).
        case menuKept(distance: Double)
        /// Past it, but the drag could not begin (dragInteractionEnabled is false, or
        /// itemsForBeginning returned no items): the menu stays.
        case noDrag
        /// The menu ended and a drag session began with the item at the index path.
        case dragBegan(IndexPath)
        /// A lifted drag moved; the finger is over the index path (nil: empty space).
        case dragMoved(IndexPath?)
        /// The finger is outside the view's bounds; `exited`: it just left (dropSessionDidExit; the
        /// gap closes), else it was outside already (no drop delegate call).
        case dragOutside(exited: Bool)
        /// The controller's long press moved the item it began moving: the target now.
        case movementMoved(IndexPath)
    }

    /// hasActiveDrag: a drag that began in this view is in flight.
    public var hasActiveDrag: Bool { dragSession != nil }
    /// hasActiveDrop: a drop session is over the view (the lifted drag's finger is over it, and the
    /// drop delegate's canHandle did not refuse it).
    public var hasActiveDrop: Bool { dragSession.map { $0.isOver && $0.handlesDrop } ?? false }

    /// The drop session enters the view for the first time: canHandle, when the drop delegate
    /// implements it (`doc`: false and the view accepts no drop of that session; no further drop
    /// delegate calls, `inferred` from the doc), then dropSessionDidEnter. Returns the answer.
    mutating func enterDropSession() -> Bool {
        if delegate.isAnswered(.canHandle) {
            let answer = delegate.answer(.canHandle, item: nil)
            events.append(.canHandleDropSession(answer))
            guard answer else { return false }
        }
        events.append(.dropSessionDidEnter)
        return true
    }

    /// Moves the finger of the current long press (or of the drag it lifted) by `delta`. nil when
    /// no finger is down (no open context menu and no drag session).
    ///
    /// Order when the press becomes a drag [inferred]: the drag interaction first asks
    /// itemsForBeginning (no items: no drag, the menu stays); then the menu ends
    /// (willEndContextMenuInteraction), dragSessionWillBegin, and the drop session enters this view
    /// under the finger (dropSessionDidEnter, dropSessionDidUpdate).
    public mutating func moveFinger(by delta: Point) -> FingerMoveOutcome? {
        if var movement = interactiveMovement, movement.byLongPress {
            // updateInteractiveMovementTargetPosition(_:) with the finger's new position.
            movement.position = Point(x: movement.position.x + delta.x, y: movement.position.y + delta.y)
            updateInteractiveMovementTargetPositionInTransaction(movement.position)
            return .movementMoved(interactiveMovement?.target ?? movement.target)
        }
        if var session = dragSession {
            session.position = Point(x: session.position.x + delta.x, y: session.position.y + delta.y)
            dragSession = session
            // Leaving the bounds: dropSessionDidExit, the gap closes; coming back: dropSessionDidEnter
            // (`doc`: exit is sent once until the content enters and exits again).
            guard visibleRect.contains(session.position) else {
                guard session.isOver else { return .dragOutside(exited: false) }
                dragSession?.isOver = false
                closeDropGap()
                if session.handlesDrop { events.append(.dropSessionDidExit) }
                return .dragOutside(exited: true)
            }
            if !session.isOver {
                dragSession?.isOver = true
                if session.handlesDrop { events.append(.dropSessionDidEnter) }
            }
            let over = layout.indexPathForItem(at: session.position)
            if session.handlesDrop {
                appendDropSessionUpdate(at: over)
                updateDropGap(over: over)
            }
            // Spring loading [doc: the delegate decides per item whether the effect shows]: asked
            // when the hover reaches an item; what activating it does is the app's.
            if isSpringLoaded, let over, over != session.springLoadedItem, over != session.source {
                events.append(.shouldSpringLoadItemAt(over))
                dragSession?.springLoadedItem = over
            }
            // A move restarts the rest; leaving the item re-arms its activation.
            dragSession?.springHeld = 0
            if over != dragSession?.springActivated { dragSession?.springActivated = nil }
            return .dragMoved(over)
        }
        guard let menu = contextMenu, let pressed = menu.indexPaths.first else { return nil }
        var travel = longPressTravel?.menu == menu ? longPressTravel?.travel ?? .zero : .zero
        travel = Point(x: travel.x + delta.x, y: travel.y + delta.y)
        longPressTravel = LongPressTravel(menu: menu, travel: travel)
        let distance = (travel.x * travel.x + travel.y * travel.y).squareRoot()
        guard distance >= Self.dragLiftThreshold else { return .menuKept(distance: distance) }
        guard dragInteractionEnabled else { return .noDrag }
        events.append(.itemsForBeginningDragSession(pressed))
        guard delegate.answer(.canDrag, item: dataSource.item(at: pressed)) else { return .noDrag }
        endContextMenu(.dismiss)
        longPressTravel = nil
        let position = Point(x: menu.point.x + travel.x, y: menu.point.y + travel.y)
        dragSession = DragSession(source: pressed, position: position)
        events.append(.dragSessionWillBegin)
        if enterDropSession() {
            let over = layout.indexPathForItem(at: position)
            appendDropSessionUpdate(at: over)
            updateDropGap(over: over)
        } else {
            dragSession?.handlesDrop = false
        }
        return .dragBegan(pressed)
    }

    /// A tap on another item while the drag is in flight: itemsForAddingTo(session, at:point:)
    /// (multi-item drags, `doc`); an item the delegate gives no drag items for is not added. nil when
    /// no drag is in flight; false when the item was not added (refused, or already in the drag).
    public mutating func addItemToDrag(at indexPath: IndexPath) throws(UIKitError) -> Bool? {
        guard var session = dragSession else { return nil }
        try checkValid(indexPath, for: "add to the drag")
        guard indexPath != session.source, !session.added.contains(indexPath) else { return false }
        let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        events.append(.itemsForAddingToDragSession(indexPath, Point(x: frame.midX, y: frame.midY)))
        guard delegate.answer(.canDrag, item: dataSource.item(at: indexPath)) else { return false }
        session.added.append(indexPath)
        dragSession = session
        return true
    }

    /// The finger lifts where no drop is accepted: the sessions end, nothing changes.
    /// False when no drag is in flight.
    public mutating func cancelDrag() -> Bool {
        guard let session = dragSession else { return false }
        closeDropGap()
        if session.handlesDrop { events.append(.dropSessionDidEnd) }
        events.append(.dragSessionDidEnd)
        dragSession = nil
        return true
    }

    /// What a drop did.
    public enum DropOutcome: Equatable, Sendable {
        /// The proposal was cancel or forbidden, or the drop landed into an item: nothing changed.
        case droppedWithoutChange
        /// The lifted item moved, or a copy was inserted.
        case performed
        /// A placeholder was inserted at the index path.
        case placeholderInserted(IndexPath)
        /// A diffable data source reordered the lifted item through its reorderingHandlers.
        case reordered(from: IndexPath, to: IndexPath)
        /// A local drop a diffable data source did not perform (CollectionView+DropGap.swift).
        case notReordered(DiffableDropRefusal)
        /// The drop delegate's canHandle refused the session: no drop delegate calls, nothing changed.
        case notHandled
        /// The finger lifted outside the view: the drop is not this view's; nothing changed.
        case outside
    }

    /// The finger lifts over `destination`: the lifted drag (`dragSession`) or, without one, a drag
    /// from another app (no drag-source calls; only a placeholder can receive it, since the data
    /// arrives later). performDrop then drops the item to `placeholder` when given, else (a local
    /// drag) moves it — with the items added to the drag — or inserts `copyIdentifiers` (one per
    /// dragged item) as `drag` does. Throws UIKit's update errors; the
    /// view is then unchanged.
    public mutating func drop(at destination: IndexPath, proposal: DropProposal, placeholder: DropPlaceholder?,
                              copyIdentifiers: [Int]) throws(UIKitError) -> DropOutcome {
        try transaction { view throws(UIKitError) in
            try view.dropOrLeaveChanges(at: destination, proposal: proposal, placeholder: placeholder, copyIdentifiers: copyIdentifiers)
        }
    }

    mutating func dropOrLeaveChanges(at destination: IndexPath, proposal: DropProposal, placeholder: DropPlaceholder?,
                                             copyIdentifiers: [Int]) throws(UIKitError) -> DropOutcome {
        let session = dragSession
        if let session, !session.isOver || !session.handlesDrop {
            // Outside the view, or refused by canHandle: the drop is not this view's.
            closeDropGap()
            if session.handlesDrop { events.append(.dropSessionDidEnd) }
            events.append(.dragSessionDidEnd)
            dragSession = nil
            return session.handlesDrop ? .outside : .notHandled
        }
        if session == nil, !enterDropSession() { return .notHandled }
        appendDropSessionUpdate(at: destination)
        var outcome = DropOutcome.droppedWithoutChange
        if proposal.operation == .move || proposal.operation == .copy {
            // A diffable data source decides whether it reorders before the drop is performed.
            if session != nil, placeholder == nil, isDiffable, proposal.operation == .move,
               proposal.intent != .insertIntoDestinationIndexPath, diffableDataSource?.reorderingHandlers != nil {
                _ = dragMayReorder()
            }
            events.append(.performDrop(destination))
            if let source = session?.source, placeholder == nil, isDiffable, proposal.intent != .insertIntoDestinationIndexPath {
                outcome = try performDiffableDrop(sources: [source] + (session?.added ?? []), at: destination, proposal: proposal)
            } else if let placeholder {
                closeDropGap()
                try insertDropPlaceholder(placeholder, at: destination)
                outcome = .placeholderInserted(destination)
            } else if let source = session?.source, proposal.intent != .insertIntoDestinationIndexPath {
                // The app's performDrop updates the data and the view from the data source's paths:
                // the gap closes first.
                closeDropGap()
                // Every dragged item lands in drag order from the destination on (the app's
                // performDrop: `inferred`, the usual sample code), in one batch.
                let sources = [source] + (session?.added ?? [])
                // Saturating: from a destination near Int.max the later targets stop at Int.max, which
                // the update's range check then refuses (no overflow trap on a wild index path).
                let targets = sources.indices.map { offset in
                    let (item, overflow) = destination.item.addingReportingOverflow(offset)
                    return IndexPath(destination.section, overflow ? Int.max : item)
                }
                if proposal.operation == .move {
                    let moves = zip(sources, targets).map { UpdateOperation.moveItem(from: $0, to: $1) }
                    try performSingleUpdate(BatchUpdate(moves), changingDataSource: DataInsertions())
                } else {
                    var insertions = DataInsertions()
                    for (target, id) in zip(targets, copyIdentifiers) { insertions.addItem(id, at: target) }
                    try performSingleUpdate(BatchUpdate([.insertItems(targets)]), changingDataSource: insertions)
                }
                outcome = .performed
            }
        }
        closeDropGap()
        events.append(.dropSessionDidEnd)
        if session != nil { events.append(.dragSessionDidEnd) }
        dragSession = nil
        return outcome
    }
}

extension Point {
    /// `(93, 25)`: whole coordinates without a fraction, as the drag calls print a point.
    var dragTraceText: String {
        "(\(NumberText.decimal(x)), \(NumberText.decimal(y)))"
    }
}

/// The travel of a long press's finger, for the menu it opened.
struct LongPressTravel: Hashable, Sendable {
    var menu: ContextMenu
    var travel: Point
}
