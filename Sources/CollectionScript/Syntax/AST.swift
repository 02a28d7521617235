import CollectionEngine

/// A parsed script: its commands in order.
public struct Script: Hashable, Sendable {
    public var commands: [Command]

    public init(commands: [Command]) {
        self.commands = commands
    }
}

/// A value with the span of source it came from, so errors can point at it.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, _ range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// One command with its source span (the whole command, including any `{ … }` block).
public struct Command: Hashable, Sendable {
    /// The command's keyword (a UIKit method name written instead is its command's keyword): its
    /// spec in `Commands/` gives the command's traits.
    public var keyword: Keyword
    public var kind: CommandKind
    public var range: SourceRange
    /// The command keyword's span (what a caret points at for "unknown command" and the like).
    public var keywordRange: SourceRange

    public init(_ keyword: Keyword, kind: CommandKind, range: SourceRange, keywordRange: SourceRange) {
        self.keyword = keyword
        self.kind = kind
        self.range = range
        self.keywordRange = keywordRange
    }
}

/// A literal value as written.
public indirect enum Value: Hashable, Sendable {
    case integer(Int)
    case decimal(Double)
    case string(String)
    /// A bare word: an identifier, `true`/`false`, `on`/`off`, an enum case such as `vertical`.
    case identifier(String)
    case indexPath(IndexPath)
    /// `(x, y)` (a point) or `(x, y, width, height)` (a rect): the numbers in order.
    case tuple([Double])
    case size(Size)
    /// `top,left,bottom,right`.
    case insets(EdgeInsets)
    /// `[a b c]`, `[[0,1] [0,2]]`.
    case list([Located<Value>])

    /// Whether the value is a `[…]` list.
    public var isList: Bool {
        if case .list = self { true } else { false }
    }
}

/// `name=value` (after `layout flow`) or `name = value` (after `set`).
public struct Property: Hashable, Sendable {
    public var name: Located<String>
    public var value: Located<Value>

    public init(name: Located<String>, value: Located<Value>) {
        self.name = name
        self.value = value
    }
}

/// An item named by index path (`[0,2]`) or identifier (`G`).
public enum ItemRef: Hashable, Sendable {
    case indexPath(IndexPath)
    case identifier(String)
}

/// A section named by index (`0`) or identifier (`Favorites`).
public enum SectionRef: Hashable, Sendable {
    case index(Int)
    case identifier(String)
}

/// Identifiers for new items: `G H` or `count 12` (generated: `Section-0` …).
public enum ItemList: Hashable, Sendable {
    case names([Located<String>])
    case count(Located<Int>)
}

/// Which side of the app an update touches. `both` is what a correct app does; `data` and
/// `view` reproduce the mistakes that make UIKit raise "Invalid update".
public enum UpdateSide: String, Hashable, Sendable {
    case both
    /// `data insert …`: the data source changes, the view is not told.
    case data
    /// `view insert …`: the view is told, the data source did not change.
    case view
}

/// One update command: a UIKit update call and, for `both`/`data`, the data-source change.
public enum UpdateCommand: Hashable, Sendable {
    /// `insert [0,2] G H` — paths: one position for named items, or several for `view insert`.
    case insertItems(paths: [Located<IndexPath>], items: ItemList?)
    case deleteItems([Located<ItemRef>])
    case moveItem(from: Located<ItemRef>, to: Located<IndexPath>)
    case reloadItems([Located<ItemRef>])
    case reconfigureItems([Located<ItemRef>])
    /// `insertSection 1 Archive` — the new sections' names (empty for `view insertSection 1`).
    case insertSections(index: Located<Int>, names: [Located<String>])
    case deleteSections([Located<SectionRef>])
    case moveSection(from: Located<SectionRef>, to: Located<Int>)
    case reloadSections([Located<SectionRef>])
}

/// Comparison in `expect`.
public enum ComparisonOperator: String, CaseIterable, Hashable, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}

/// Where scrollTo / select put an item (UICollectionView.ScrollPosition), as written.
public typealias ScrollPositionNames = [Located<ScrollPositionName>]

/// `operation=… intent=…` after `drag`: the drop proposal's options as written (nil: the default;
/// given twice, the last one counts).
public struct DropOptions: Hashable, Sendable {
    public var operation: Located<DropOperationName>?
    public var intent: Located<DropIntentName>?
    /// `placeholder NAME` (drag only; `drop` keeps its own) and `reuseIdentifier=ID` after it.
    public var placeholder: Located<String>?
    public var reuseIdentifier: Located<String>?

    public init(operation: Located<DropOperationName>? = nil, intent: Located<DropIntentName>? = nil) {
        self.operation = operation
        self.intent = intent
    }
}

/// One edit inside `snapshot { … }` (NSDiffableDataSourceSnapshot).
public enum SnapshotCommand: Hashable, Sendable {
    case appendSections([Located<String>])
    /// `appendItems Inbox m1 m2` / `appendItems Inbox count 1000`; the first name may be the
    /// section (resolved at run time: a section identifier in the snapshot), else the last section.
    case appendItems(names: [Located<String>], count: Located<Int>?)
    case insertItems([Located<String>], before: Bool, anchor: Located<String>)
    case deleteItems([Located<String>])
    case deleteAllItems
    case moveItem(Located<String>, before: Bool, anchor: Located<String>)
    case reloadItems([Located<String>])
    case reconfigureItems([Located<String>])
    case insertSections([Located<String>], before: Bool, anchor: Located<String>)
    case deleteSections([Located<String>])
    case moveSection(Located<String>, before: Bool, anchor: Located<String>)
    case reloadSections([Located<String>])
    /// Not UIKit: a seeded shuffle of a section's items.
    case shuffle(section: Located<String>, seed: Located<Int>)
}

/// One edit inside `sectionSnapshot Section { … }` (NSDiffableDataSourceSectionSnapshot).
public enum SectionSnapshotCommand: Hashable, Sendable {
    /// `append a b` (root level) or `append c d to a` (children of a).
    case append([Located<String>], parent: Located<String>?)
    case insert([Located<String>], before: Bool, anchor: Located<String>)
    case delete([Located<String>])
    case deleteAll
    case expand([Located<String>])
    case collapse([Located<String>])
}

/// Every command of the language.
public indirect enum CommandKind: Hashable, Sendable {
    // Set-up
    /// `ios 15`, `ios 16.4`
    case ios(Located<UIKitVersion>)
    /// `view 390x844`
    case viewSize(Located<Size>)
    /// `layout flow itemSize=100x100 …`
    case layoutFlow([Property])
    /// `layout compositional { section { group horizontal … { item … } } }`
    case layoutCompositional(CompositionalLayoutNode)
    /// `layout custom waterfall numberOfColumns=2 itemHeights=[120 80] prepare=fillIfEmpty`
    case layoutCustom(Located<CustomLayoutShapeName>, [Property])
    /// `invalidateLayout` (invalidateLayout()) or `invalidateLayout [0,1] [0,2]` (invalidateItems(at:))
    case invalidateLayout([Located<ItemRef>])
    /// `set contentInset = 0,0,34,0`
    case set(Property)
    /// `sections Favorites Recents`
    case sections([Located<String>])
    /// `items Favorites A B C`, `items Recents count 12`
    case items(section: Located<SectionRef>, items: ItemList)
    /// `reload` with no arguments: reloadData()
    case reloadData

    // Updates
    case update(UpdateCommand, side: UpdateSide)
    /// `batch { … }`: performBatchUpdates(_:completion:)
    case batch([Command])

    // Layout overrides (UICollectionViewDelegateFlowLayout answers)
    /// `size [0,3] 200x100`: sizeForItemAt
    case itemSize(Located<ItemRef>, Located<Size>)
    /// `cellSize [0,3] 390x120`: what the cell's preferredLayoutAttributesFitting answers
    case cellSize(CellSizeCommand)
    /// `cellSize header 0 390x60`: what a section's header or footer measures
    case boundarySize(kind: Located<ElementKind>, section: Located<SectionRef>, size: Located<Size>)
    /// `sectionInset 1 = 8`, `minimumLineSpacing 1 = 4`, `headerReferenceSize 1 = 0x30`, …
    case sectionMetric(name: Located<String>, section: Located<SectionRef>, value: Located<Value>)

    // Selection, scrolling, gestures
    /// `select [1,2]`, `select [1,2] centeredVertically`
    case select([Located<ItemRef>], position: ScrollPositionNames)
    /// `deselect [1,2]`, `deselect all`
    case deselect([Located<ItemRef>], all: Bool)
    /// `tap [1,3]`
    case tap(Located<ItemRef>)
    /// `scrollTo [1,11] centeredVertically`
    case scrollTo(Located<ItemRef>, position: ScrollPositionNames)
    /// `scroll to (0, 500)`
    case scrollToPoint(Located<Point>)
    /// `scroll section 1 to (120, 0)`: an orthogonal section's own contentOffset
    case scrollOrthogonal(Located<SectionRef>, Located<Point>)
    /// `scroll by (0, 200)`
    case scrollBy(Located<Point>)
    /// `hit (150, 1120)`: indexPathForItem(at:)
    case hit(Located<Point>)
    case beginMove(Located<ItemRef>)
    case updateMove(Located<Point>)
    case endMove
    case cancelMove
    /// `drag [0,1] -> [0,4] operation=move intent=insertAtDestinationIndexPath`: a local drag and
    /// drop (UICollectionViewDragDelegate / UICollectionViewDropDelegate), options are the drop proposal.
    case drag(from: Located<ItemRef>, to: Located<IndexPath>, options: DropOptions)
    /// `delegate shouldSelect [0,3] = false`; target nil for view-wide answers.
    case delegate(method: Located<DelegateMethod>, target: Located<ItemRef>?, value: Located<Value>)
    /// `delegate dequeueReusableCell section 1 = Photo`: an answer for every item of a section.
    case delegateForSection(method: Located<DelegateMethod>, section: Located<SectionRef>, value: Located<Value>)
    /// `register Cell`
    case register(Located<String>)
    /// `register cell Name`, `register nib Name`, `register registration Name`,
    /// `register header Name`, `register footer Name`, `register decoration Kind`
    case registerView(Located<RegistrationForm>, name: Located<String>)
    /// `focus [0,1]` or `focus right`
    case focus(Located<ItemRef>?, direction: Located<FocusDirection>?)

    // Diffable data source
    /// `diffable on` / `diffable off`
    case diffable(Bool)
    /// `snapshot { … }`, `snapshot empty { … }`
    case snapshot(empty: Bool, [Located<SnapshotCommand>])
    /// `sectionSnapshot Inbox { … }`: build and apply a section snapshot to one section.
    case sectionSnapshot(section: Located<String>, [Located<SectionSnapshotCommand>])
    /// `apply`, `apply animated`, `apply nonAnimated`, `apply reloadData`
    case apply(mode: Located<ApplyModeName>?)
    /// `expand Folder`, `collapse Folder` (a user toggling an outline row)
    case expand([Located<String>])
    case collapse([Located<String>])

    // Looking and checking
    /// `show`, `show layout`, `show frames`, `show snapshot`, `show diff`, `show cells`
    case show(Located<ShowTopic>?)
    /// `trace on` / `trace off`
    case trace(Bool)
    /// `expect count == 12`, `expect items Favorites == [A B]`, `expect frame [0,0] == (16, 0, 100, 100)`
    case expect(subject: Located<ExpectSubject>, argument: Located<Value>?, op: Located<ComparisonOperator>, expected: Located<Value>)
    /// `expect error "invalid number of items" { … }`
    case expectError(pattern: Located<String>, body: [Command])
    /// `echo "any text"`
    case echo(String)
    /// `repeat 3 { … }`
    case `repeat`(Located<Int>, [Command])
    /// `sameTurn { … }`: the commands run in one run-loop turn — no layout pass until the end, so
    /// reloadData() only marks the view's counts stale.
    case sameTurn([Command])
    /// `help`, `help insert`
    case help(Located<String>?)
    /// `pause "…"`: a lesson's stopping point (a no-op outside the REPL's lesson mode).
    case pause(String?)
    /// `explain`: why the last error happened; `explain offset` (`contentSize`, `visible`,
    /// `frame ITEM`): the arithmetic behind a value.
    case explain(Located<ExplainTopic>?)
    /// `drag by`, `release`, `fling`, `tapStatusBar`, animated scrolls (docs/scroll-physics.md).
    case scrollGesture(ScrollGestureCommand)
    /// `multiSelect`, `longPress`, `dismissMenu`, `previewAction` (Parser+TouchInteractions.swift).
    case touchInteraction(TouchInteractionCommand)
    /// `swipeActions`, `swipe`, `tap action`, `configurationUpdateHandler` (Parser+Swipe.swift).
    case swipe(SwipeCommand)
    /// `accessories`, `contentConfiguration`, `backgroundConfiguration`, `tapAccessory`, `reorder`,
    /// `sectionSnapshotHandlers` (Parser+ListCells.swift, docs/lists.md).
    case listCell(ListCellCommand)
    /// `separatorVisibility [0,2] hidden`: the list's itemSeparatorHandler answer for a row (Parser+Separators.swift).
    case separatorVisibility(Located<ItemRef>, Located<ListSeparatorVisibility>)
    /// `batch { … } completion { … }`: performBatchUpdates(_:completion:); the completion's commands
    /// run after the update's animations end (completion(true)).
    case batchWithCompletion([Command], completion: [Command])
    /// `layout flow … animated`, `startInteractiveTransition to flow …`, `transitionProgress 0.4`,
    /// `finishInteractiveTransition`, `cancelInteractiveTransition` (docs/layout.md §7.1).
    case layoutTransition(LayoutTransitionCommand)
    /// `voiceOver on|off`: UIAccessibility.isVoiceOverRunning (docs/accessibility.md).
    case voiceOver(Bool)
    /// `drop`, `commitPlaceholder`, `deletePlaceholder`, `moveFinger`, `cancelDrag` (Parser+Drop.swift).
    case dropInteraction(DropInteractionCommand)
    /// `viewWillAppear [animated]`: the controller's view appears (clearsSelectionOnViewWillAppear).
    case viewWillAppear(animated: Bool)
}

/// What `explain TOPIC` explains (a value UIKit computed, with its arithmetic).
public enum ExplainTopic: Hashable, Sendable {
    case offset, contentSize, visible
    case frame(Located<ItemRef>)
}
