/// The headless UICollectionView: the façade that owns the data source model, the view's presented
/// model, the layout, the scroll state and the selection, and records the callbacks it makes.
///
/// A value type: copying it snapshots the whole collection view (the REPL's `:undo`). It performs
/// no I/O and never prints; errors UIKit would raise come back as thrown `UIKitError`s, and an
/// operation that throws leaves the view exactly as it was (its transaction, Transactions/).
public struct CollectionView: Equatable, Sendable {
    /// Which UIKit to reproduce (message wording, version-dependent behaviour).
    public var version: UIKitVersion = .latest

    /// Interned section and item identifiers (separate spaces, as in a diffable data source).
    public var sectionNames = IdentifierTable()
    public var itemNames = IdentifierTable()

    /// What the app's data source holds now.
    public internal(set) var dataSource = DataSourceModel()
    /// The item counts the view last read from its data source (UIKit's UICollectionViewData).
    /// Public queries such as `numberOfItems(inSection:)` answer from here, not from the data source.
    public internal(set) var presentedCounts: [Int] = []

    /// False after reloadData() inside a run-loop turn (`sameTurn { … }`): the view has marked its
    /// counts stale and reads them again at the next layout pass or update (docs/updates.md §3.2).
    public internal(set) var countCacheIsValid = true
    /// Inside one run-loop turn no layout pass runs until it ends.
    public internal(set) var isInOneRunLoopTurn = false
    /// The stale cache was refilled by an update: its display pass is a reload's.
    var reloadDisplayIsPending = false

    /// indexPathsForSelectedItems, as a set (UIKit keeps no order; the tool prints it sorted).
    public internal(set) var selection: Set<IndexPath> = []
    /// The context menu a long press opened (CollectionView+ContextMenu.swift); nil: none shows.
    public internal(set) var contextMenu: ContextMenu?
    /// UIAccessibility: VoiceOver and the layoutChanged posts (Accessibility/).
    public internal(set) var accessibility = AccessibilityNotifications()

    /// The layout, through the UICollectionViewLayout-shaped protocol: the view asks it, never which layout it is.
    public internal(set) var layout: AnyCollectionViewLayout = .flow(FlowLayout())
    public internal(set) var boundsSize = Size(width: 390, height: 844)
    public internal(set) var contentOffset = Point.zero
    public internal(set) var contentInset = EdgeInsets.zero
    public internal(set) var safeAreaInsets = EdgeInsets.zero
    public internal(set) var layoutMargins = EdgeInsets.zero
    /// The screen scale flow-layout origins are rounded to (docs/layout.md §2.9). 3, as on current iPhones.
    public internal(set) var scale: Double = 3
    /// semanticContentAttribute = .forceRightToLeft.
    public internal(set) var isRightToLeft = false
    /// traitCollection.userInterfaceIdiom (list metrics follow it; docs/compositional.md §5.2).
    public internal(set) var userInterfaceIdiom = UserInterfaceIdiom.phone

    public var allowsSelection = true
    public var allowsMultipleSelection = false
    /// isEditing; a change updates the configuration state of the cells on screen (CollectionView+ConfigurationState.swift).
    public var isEditing = false { didSet { if isEditing != oldValue { editingChanged() } } }
    public var allowsSelectionDuringEditing = false
    public var allowsMultipleSelectionDuringEditing = false
    public var isPrefetchingEnabled = true
    /// The engine's switch for UIKit's offscreen gate (docs/updates.md §2.1 step 0): when false, an
    /// update is not validated; the view runs the update block and reloads (as UIKit before 16.4
    /// did for a collection view that was not on screen).
    public var validateOffscreenUpdates = true
    /// Set by a validation that accepted one path deleted twice (docs/evidence.md E3): the commit reloads.
    var reloadsAfterDoubleDelete = false
    /// reorderingCadence (.immediate, .fast, .slow): when the placeholder moves (ReorderingCadence).
    public var reorderingCadence = "immediate"
    /// The UICollectionViewController around the view (Controller/CollectionViewController.swift).
    public var controller = CollectionViewControllerSettings()
    /// backgroundView: set or nil (CollectionView+BackgroundView.swift).
    public var hasBackgroundView = false
    /// allowsFocus / allowsFocusDuringEditing (iOS 15).
    public var allowsFocus = true
    public var allowsFocusDuringEditing = false
    /// remembersLastFocusedIndexPath: focus entering the view returns to the last focused item.
    public var remembersLastFocusedIndexPath = false
    /// selectionFollowsFocus: moving focus selects the newly focused item.
    public var selectionFollowsFocus = false
    /// The focused item, and the last one that was (for remembersLastFocusedIndexPath).
    public internal(set) var focusedIndexPath: IndexPath?
    public internal(set) var lastFocusedIndexPath: IndexPath?

    /// The delegate's scripted answers to its `should…` questions.
    public var delegate = DelegateAnswers()
    /// The interactive movement in progress (beginInteractiveMovementForItem … end/cancel).
    public internal(set) var interactiveMovement: InteractiveMovement?
    /// Drop placeholders standing in the view, by their item id (CollectionView+DropPlaceholders.swift).
    public internal(set) var dropPlaceholders: [Int: DropPlaceholder] = [:]
    /// How the placeholders that no longer stand ended, by name.
    public internal(set) var endedPlaceholders: [String: DropPlaceholder.Ending] = [:]
    /// The drag a long press lifted and no drop ended yet (CollectionView+DragSession.swift).
    public internal(set) var dragSession: DragSession?
    /// How far the finger of the open context menu's long press has moved.
    var longPressTravel: LongPressTravel?
    /// dragInteractionEnabled: UIKit's default is true on iPad, false on iPhone; true here, so
    /// drags work unless a script turns them off.
    public var dragInteractionEnabled = true
    /// isSpringLoaded (UISpringLoadedInteractionSupporting): a drag that hovers over an item asks
    /// shouldSpringLoadItemAt and activates it (CollectionView+DragSession.swift).
    public var isSpringLoaded = false

    /// The diffable data source driving the view, if any.
    public internal(set) var diffableDataSource: DiffableDataSource?

    /// Cells and supplementary views: registration, reuse pools, what is on screen.
    public internal(set) var cells = CellStore()
    /// A prefetchDataSource is set (`set prefetching = on`): prefetchItemsAt/cancelPrefetching calls.
    public var hasPrefetchDataSource = false
    /// Items announced with prefetchItemsAt and not displayed or cancelled since.
    var announcedPrefetch: Set<IndexPath> = []
    /// The sign of the last non-zero scroll along the scroll axis (+1 down/right, −1 up/left).
    var lastScrollDirection: Double = 1

    /// decelerationRate, bounces, paging … and the scroll delegate's scripted answers.
    public var scrollSettings = ScrollViewSettings()
    /// The finger on the view between `drag by` and `release` (isDragging).
    public internal(set) var scrollDrag: ScrollDrag?
    /// What the last drag release computed (`explain offset`).
    public internal(set) var lastScrollRelease: ScrollRelease?
    /// How the last scrollToItem / selectItem(…scrollPosition:) computed its offset (`explain offset`);
    /// a release forgets it.
    public internal(set) var lastScrollToItem: ScrollTargetDerivation?

    /// What UIKit raised inside the layout pass of the running operation (dequeuing with an
    /// unregistered identifier, too many views on screen …): the operation's transaction throws it
    /// and rolls the view back (Transactions/), so nothing is raised between operations.
    var layoutPass = LayoutPassExceptions()
    /// The work the view's operations have done (read by the caller's work budget).
    public internal(set) var work = WorkMeter()
    /// Undoes the cell answers and a replaced layout's measurements (Transactions/SizeJournal.swift).
    var sizeJournal = SizeJournal()
    /// A layout's scripted contract mistakes (docs/evidence.md E7).
    public internal(set) var layoutAnswers = LayoutContractAnswers()

    /// Swipe actions of list rows and the open row (CollectionView+SwipeActions.swift).
    public internal(set) var swipeActions = SwipeActionsStore()
    /// The cells have a configurationUpdateHandler (CollectionView+ConfigurationState.swift).
    public var hasConfigurationUpdateHandler = false
    /// List cells' accessories, content and background configurations, sectionSnapshotHandlers (ListCells/).
    public internal(set) var listCells = ListCellStore()
    /// The list configuration's itemSeparatorHandler answers, by item identifier (ListSeparators.swift).
    public internal(set) var itemSeparatorVisibility: [Int: ListSeparatorVisibility] = [:]

    /// Callbacks made since the last `drainEvents()`.
    public internal(set) var events: [CollectionViewEvent] = []

    public init() {
        layoutIfNeeded()
    }

    /// Returns and clears the callbacks recorded so far.
    public mutating func drainEvents() -> [CollectionViewEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// The cells and supplementary views on screen now.
    public var viewsOnScreen: Int { cells.visibleCells.count + cells.visibleSupplementaryViews.count }

    // MARK: - Queries (UICollectionView's own answers, from its presented model)

    public var numberOfSections: Int { presentedCounts.count }

    /// numberOfItems(inSection:); nil for a section the view does not have.
    public func numberOfItems(inSection section: Int) -> Int? {
        presentedCounts.indices.contains(section) ? presentedCounts[section] : nil
    }

    public var totalPresentedItems: Int { presentedCounts.reduce(0, +) }

    /// True when the view's counts differ from what the data source would answer now — the state
    /// in which the next update raises "Invalid update".
    public var isOutOfSync: Bool { presentedCounts != dataSource.counts }

    /// Whether `indexPath` names an item the view has.
    public func isValid(_ indexPath: IndexPath) -> Bool {
        guard let count = numberOfItems(inSection: indexPath.section) else { return false }
        return indexPath.item >= 0 && indexPath.item < count
    }

    /// indexPathsForSelectedItems, sorted (UIKit's order is unspecified; docs/interaction.md §1.1 rule 7).
    public var indexPathsForSelectedItems: [IndexPath] { selection.sorted() }

    public var collectionViewContentSize: Size { layout.collectionViewContentSize }

    /// adjustedContentInset: contentInset plus the safe area on the edges
    /// contentInsetAdjustmentBehavior selects (Scrolling/AdjustedContentInset.swift).
    public var adjustedContentInset: EdgeInsets { adjustedContentInset(for: scrollSettings.contentInsetAdjustmentBehavior) }

    /// The visible rect: contentOffset and the bounds size.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: boundsSize) }

    /// indexPathsForVisibleItems, sorted.
    public var indexPathsForVisibleItems: [IndexPath] { layout.indexPathsForItems(in: visibleRect) }

    /// layoutAttributesForItem(at:).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        isValid(indexPath) ? layout.layoutAttributesForItem(at: indexPath) : nil
    }

    /// Every element (cells, headers, footers) in the visible rect; a moving item floats at the
    /// finger (layoutAttributesForInteractivelyMovingItem: centre = position, zIndex on top).
    public var visibleElements: [LayoutAttributes] {
        var elements = layout.layoutAttributesForElements(in: visibleRect)
        if let movement = interactiveMovement, let index = elements.firstIndex(where: { $0.kind == nil && $0.indexPath == movement.target }) {
            var floating = elements.remove(at: index)
            floating.frame.origin = Point(x: movement.position.x - floating.frame.width / 2,
                                          y: movement.position.y - floating.frame.height / 2)
            floating.zIndex = 1000
            elements.append(floating)
        }
        return elements
    }

    /// The identifier name of the item the view shows at `indexPath` (during an interactive
    /// movement the view's positions differ from the data source's).
    public func itemName(at indexPath: IndexPath) -> String? {
        let data = interactiveMovement?.dataSourcePath(forPresentation: indexPath) ?? indexPath
        return dataSource.item(at: data).map { itemNames.name($0) }
    }

    // MARK: - UIDataSourceTranslating

    /// hasUncommittedUpdates: true only while drop placeholders stand or a reorder is in flight
    /// (docs/updates.md §3.4; the reorder here is an interactive movement [inferred]) — never for plain data
    /// changes the view was not told of.
    public var hasUncommittedUpdates: Bool {
        interactiveMovement != nil || dropPlaceholders.keys.contains { dataSource.contains(item: $0) }
    }

    /// presentationIndexPath(forDataSourceIndexPath:): where the view shows the data source's item;
    /// identity unless a movement is in flight; nil outside the data (docs/updates.md §5 [inferred]).
    public func presentationIndexPath(forDataSourceIndexPath indexPath: IndexPath) -> IndexPath? {
        if !dropPlaceholders.isEmpty { return placeholderPresentationPath(forDataSource: indexPath) }
        guard dataSource.item(at: indexPath) != nil else { return nil }
        let presented = interactiveMovement?.presentationPath(forDataSource: indexPath) ?? indexPath
        return isValid(presented) ? presented : nil
    }

    /// dataSourceIndexPath(forPresentationIndexPath:): the data source's path of the item the view
    /// shows there; nil when the view has no item there or the data source no longer holds it.
    public func dataSourceIndexPath(forPresentationIndexPath indexPath: IndexPath) -> IndexPath? {
        if !dropPlaceholders.isEmpty { return placeholderDataSourcePath(forPresentation: indexPath) }
        guard isValid(indexPath) else { return nil }
        let data = interactiveMovement?.dataSourcePath(forPresentation: indexPath) ?? indexPath
        return dataSource.item(at: data) != nil ? data : nil
    }
}
