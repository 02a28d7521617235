/// Swipe actions on list rows (docs/interaction.md §11).
///
/// A swipe asks the list configuration's provider for the row's edge (trace:
/// `trailingSwipeActionsConfigurationProvider([0,2])`); a nil or empty answer leaves the row
/// closed. A partial swipe opens the row (its actions show, the cell's state isSwiped); a tap on
/// an action runs its handler, and the handler's completion(true) closes the row. A full swipe runs
/// the first action at once when the configuration's performsFirstActionWithFullSwipe is true
/// (UIKit's default) [doc]. One row is open at a time: swiping another closes it first [observed:
/// standard list behaviour]. A swipe left reveals the trailing actions, a swipe right the leading
/// ones; right to left mirrors this [doc: leading/trailing are directional].
extension CollectionView {
    /// What a swipe did.
    public enum SwipeOutcome: Hashable, Sendable {
        /// The provider answered nil (or no actions): the row does not open.
        case noActions(SwipeEdge)
        /// The row opened and shows these actions.
        case revealed(SwipeEdge, SwipeActionsConfiguration)
        /// A full swipe: the row opened and its first action runs now (`performOpenSwipeAction`).
        case performsFirstAction(SwipeEdge, ContextualAction)
    }

    /// The list configuration section `section` lays out with, if it is a list section.
    public func listConfiguration(forSection section: Int) -> ListConfiguration? {
        layout.listConfiguration(forSection: section)
    }

    /// Sets (or with nil removes) the actions for one item or one section (identifiers).
    public mutating func setSwipeActions(_ configuration: SwipeActionsConfiguration?, edge: SwipeEdge,
                                         item: Int? = nil, section: Int? = nil) {
        if let item { swipeActions.byItem[edge, default: [:]][item] = configuration }
        if let section { swipeActions.bySection[edge, default: [:]][section] = configuration }
    }

    /// The index path of the open row, while its item is still in the data.
    public var openSwipeIndexPath: IndexPath? {
        swipeActions.open.flatMap { dataSource.indexPath(of: $0.item) }
    }

    /// A finger swipes the row at `indexPath`. The caller has checked that the row is on screen
    /// and in a list section.
    public mutating func swipe(at indexPath: IndexPath, direction: SwipeDirection, full: Bool) throws(UIKitError) -> SwipeOutcome {
        try checkValid(indexPath, for: "swipe")
        let leftward = direction == .left
        let edge: SwipeEdge = leftward != isRightToLeft ? .trailing : .leading
        if let open = openSwipeIndexPath, open != indexPath { closeSwipeActions() }
        if openSwipeIndexPath == indexPath, swipeActions.open?.edge != edge { closeSwipeActions() }
        events.append(.listCell(.swipeActionsConfigurationProvider(edge, indexPath)))
        let item = dataSource.item(at: indexPath)
        let section = dataSource.sections.indices.contains(indexPath.section) ? dataSource.sections[indexPath.section].value : nil
        guard let configuration = swipeActions.configuration(edge: edge, item: item, section: section),
              let first = configuration.actions.first, let item else { return .noActions(edge) }
        let wasOpen = openSwipeIndexPath == indexPath
        swipeActions.open = OpenSwipe(item: item, edge: edge, configuration: configuration)
        if !wasOpen { configurationStateChanged(at: indexPath) }
        if full && configuration.performsFirstActionWithFullSwipe { return .performsFirstAction(edge, first) }
        return .revealed(edge, configuration)
    }

    /// The open row's action titled `title` (nil: no such action); the handler call is traced.
    public mutating func beginOpenSwipeAction(titled title: String) -> (ContextualAction, IndexPath)? {
        guard let open = swipeActions.open, let path = dataSource.indexPath(of: open.item),
              let action = open.configuration.actions.first(where: { $0.title == title }) else { return nil }
        events.append(.listCell(.contextualActionHandler(action.title, path)))
        return (action, path)
    }

    /// The handler calls completion(done): the row closes (if its cell is still there, its
    /// configuration state changes).
    public mutating func completeSwipeAction(_ done: Bool) {
        events.append(.listCell(.contextualActionCompletion(done)))
        closeSwipeActions()
    }

    /// Closes the open row (a tap elsewhere, another swipe, the handler's completion).
    public mutating func closeSwipeActions() {
        guard swipeActions.open != nil else { return }
        let path = openSwipeIndexPath
        swipeActions.open = nil
        if let path { configurationStateChanged(at: path) }
    }
}
