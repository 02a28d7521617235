/// Every top-level command keyword. The parser maps the identifier to a `Keyword` and switches
/// on it exhaustively, so a keyword without a parse case does not compile; its syntax line, example,
/// UIKit API and help summary are `info` below (`Keyword.insert.info`), which `CommandCatalog`, help,
/// completion and the grammar tests read.
///
/// To add a command: a case and its `info` here, a case in `ParserState.parseCommandKind`, a
/// `CommandKind` case and its interpreter case; the grammar tests then ask for its EBNF rule and
/// its word in the TextMate grammar (docs/language.md §5 lists the files).
public enum Keyword: String, CaseIterable, Hashable, Sendable {
    // Set-up
    case ios, view, data, layout, set, sections, items
    // Updates
    case insert, delete, move, reload, reconfigure, insertSection, deleteSection, moveSection, reloadSection, batch
    // Layout overrides
    case size, sectionInset, minimumLineSpacing, minimumInteritemSpacing, headerReferenceSize, footerReferenceSize
    // Self-sizing cells
    case cellSize
    // Interaction
    case select, deselect, tap, scrollTo, scroll, hit, drag, beginMove, updateMove, endMove, cancelMove
    case delegate, register, focus
    // Scroll gestures (docs/scroll-physics.md)
    case release, fling, tapStatusBar
    // Touch interactions: multi-select pan, context menus (docs/interaction.md §1.4, §1.5)
    case multiSelect, longPress, dismissMenu, previewAction
    // Drops, placeholders and a long press that becomes a drag (docs/interaction.md §6.2, §6.3)
    case drop, commitPlaceholder, deletePlaceholder, moveFinger, addToDrag, cancelDrag, hold
    // Swipe actions and cell configuration state on list rows (docs/interaction.md §11, §12)
    case swipeActions, swipe, configurationUpdateHandler
    // List separators (docs/compositional.md §5.4)
    case separatorVisibility
    // Layout transitions (docs/layout.md §7.1)
    case startInteractiveTransition, transitionProgress, finishInteractiveTransition, cancelInteractiveTransition
    // Diffable data source
    case diffable, snapshot, sectionSnapshot, apply, expand, collapse
    // Looking and checking
    case show, trace, expect, echo, `repeat`, sameTurn, help, pause, explain
    // Accessibility (docs/accessibility.md)
    case voiceOver

    /// The command's syntax line, example, UIKit API and summary: the command table, declared once.
    public var info: CommandInfo {
        switch self {
        case .ios:
            return .init("ios", syntax: "ios VERSION", example: "ios 16.4", uikit: "—",
                    summary: "Which UIKit to reproduce (wording and behaviour); default: the latest.")
        case .view:
            return .init("view", syntax: "view WxH | view UPDATE", example: "view 390x844", uikit: "bounds.size",
                    summary: "Set the collection view's size, or tell the view about an update the data source never made.")
        case .data:
            return .init("data", syntax: "data UPDATE", example: "data insert [0,0] Z", uikit: "—",
                    summary: "Change the data source without telling the view (reproduces 'Invalid update').")
        case .layout:
            return .init("layout", syntax: "layout flow [NAME=VALUE…] | layout compositional [NAME=VALUE…] { section { group … { item … } } } | layout list [appearance=…] [headerMode=…] [footerMode=…] [showsSeparators=…] [headerTopPadding=N] [separatorInsets=T,L,B,R] — any of them then [animated] [completion { COMMAND… }]",
                    example: "layout flow itemSize=100x100 sectionInset=16",
                    uikit: "collectionViewLayout / setCollectionViewLayout(_:animated:completion:) (UICollectionViewFlowLayout, UICollectionViewCompositionalLayout)",
                    summary: "Install a flow, compositional or list layout and re-lay out (help compositional).")
        case .set:
            return .init("set", syntax: "set NAME = VALUE", example: "set contentInset = 0,0,34,0",
                    uikit: "UICollectionView properties",
                    summary: "Set a property of the view (or of its flow layout).")
        case .sections:
            return .init("sections", syntax: "sections NAME… | sections count N", example: "sections Favorites Recents", uikit: "reloadData()",
                    summary: "Replace the data with these empty sections (count N: S0 … S(N-1)) and reload.")
        case .items:
            return .init("items", syntax: "items SECTION (NAME… | count N)", example: "items Favorites A B C D",
                    uikit: "reloadData()", summary: "Replace a section's items and reload.")
        case .insert:
            return .init("insert", syntax: "insert INDEXPATH… [NAME… | count N]", example: "insert [0,2] G H",
                    uikit: "insertItems(at:)", summary: "Insert items at index paths (after the update).")
        case .delete:
            return .init("delete", syntax: "delete ITEM…", example: "delete [0,1] [0,3]",
                    uikit: "deleteItems(at:)", summary: "Delete items (index paths before the update).")
        case .move:
            return .init("move", syntax: "move ITEM -> INDEXPATH", example: "move [0,1] -> [1,0]",
                    uikit: "moveItem(at:to:)", summary: "Move an item.")
        case .reload:
            return .init("reload", syntax: "reload [ITEM…]", example: "reload [0,1]",
                    uikit: "reloadItems(at:) / reloadData()", summary: "Reload items; with no items, reloadData().")
        case .reconfigure:
            return .init("reconfigure", syntax: "reconfigure ITEM…", example: "reconfigure [0,1]",
                    uikit: "reconfigureItems(at:)", summary: "Reconfigure items in place (iOS 15+).")
        case .insertSection:
            return .init("insertSection", syntax: "insertSection INDEX [NAME…]", example: "insertSection 1 Archive",
                    uikit: "insertSections(_:)", summary: "Insert new empty sections at an index.")
        case .deleteSection:
            return .init("deleteSection", syntax: "deleteSection SECTION…", example: "deleteSection 1",
                    uikit: "deleteSections(_:)", summary: "Delete sections.")
        case .moveSection:
            return .init("moveSection", syntax: "moveSection SECTION -> INDEX", example: "moveSection 0 -> 2",
                    uikit: "moveSection(_:toSection:)", summary: "Move a section.")
        case .reloadSection:
            return .init("reloadSection", syntax: "reloadSection SECTION…", example: "reloadSection 1",
                    uikit: "reloadSections(_:)", summary: "Reload sections.")
        case .batch:
            return .init("batch", syntax: "batch { COMMAND… } [completion { COMMAND… }]", example: "batch { delete [0,0]; insert [0,0] X }",
                    uikit: "performBatchUpdates(_:completion:)", summary: "Group updates into one animated batch.")
        case .size:
            return .init("size", syntax: "size ITEM WxH", example: "size [0,3] 200x100",
                    uikit: "collectionView(_:layout:sizeForItemAt:)", summary: "The delegate's size for one item.")
        case .cellSize:
            return .init("cellSize", syntax: "cellSize ITEM [... ITEM] WxH [lineHeight = N charactersPerLine = N] | cellSize header|footer SECTION WxH",
                    example: "cellSize [0,0] ... [0,39] 390x100",
                    uikit: "preferredLayoutAttributesFitting(_:)",
                    summary: "What a self-sizing cell measures (its own layout's size), for one item or a run of one section; with a text rule the height grows by lineHeight per line of the item's identifier; `header`/`footer` SECTION: a list section's header or footer.")
        case .sectionInset:
            return .init("sectionInset", syntax: "sectionInset SECTION = INSETS", example: "sectionInset 1 = 8",
                    uikit: "collectionView(_:layout:insetForSectionAt:)", summary: "The delegate's inset for one section.")
        case .minimumLineSpacing:
            return .init("minimumLineSpacing", syntax: "minimumLineSpacing SECTION = NUMBER", example: "minimumLineSpacing 1 = 4",
                    uikit: "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
                    summary: "The delegate's line spacing for one section.")
        case .minimumInteritemSpacing:
            return .init("minimumInteritemSpacing", syntax: "minimumInteritemSpacing SECTION = NUMBER",
                    example: "minimumInteritemSpacing 0 = 2",
                    uikit: "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
                    summary: "The delegate's interitem spacing for one section.")
        case .headerReferenceSize:
            return .init("headerReferenceSize", syntax: "headerReferenceSize SECTION = WxH", example: "headerReferenceSize 1 = 0x30",
                    uikit: "collectionView(_:layout:referenceSizeForHeaderInSection:)",
                    summary: "The delegate's header size for one section.")
        case .footerReferenceSize:
            return .init("footerReferenceSize", syntax: "footerReferenceSize SECTION = WxH", example: "footerReferenceSize 0 = 0x20",
                    uikit: "collectionView(_:layout:referenceSizeForFooterInSection:)",
                    summary: "The delegate's footer size for one section.")
        case .select:
            return .init("select", syntax: "select ITEM… [POSITION…]", example: "select [1,2] centeredVertically",
                    uikit: "selectItem(at:animated:scrollPosition:)", summary: "Select items programmatically (no delegate calls).")
        case .deselect:
            return .init("deselect", syntax: "deselect ITEM… | deselect all", example: "deselect [1,2]",
                    uikit: "deselectItem(at:animated:)", summary: "Deselect items programmatically.")
        case .tap:
            return .init("tap", syntax: "tap ITEM | tap action \"TITLE\"", example: "tap [1,3]",
                    uikit: "a user's tap (shouldSelectItemAt, didSelectItemAt, …)", summary: "Tap an item as a user would.")
        case .scrollTo:
            return .init("scrollTo", syntax: "scrollTo ITEM POSITION… [animated]", example: "scrollTo [1,11] centeredVertically",
                    uikit: "scrollToItem(at:at:animated:)", summary: "Scroll so the item is at the position.")
        case .scroll:
            return .init("scroll", syntax: "scroll (to | by) (X, Y) | scroll to (X, Y) animated | scroll section S to (X, Y)", example: "scroll to (0, 500)",
                    uikit: "contentOffset / setContentOffset(_:animated:)", summary: "Set or change the content offset.")
        case .release:
            return .init("release", syntax: "release [section S] [velocity (VX, VY)]", example: "release velocity (0, 2)",
                    uikit: "end of a pan: scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) …",
                    summary: "Lift the finger after 'drag by', at a velocity in points per millisecond (decelerates, pages, bounces).")
        case .fling:
            return .init("fling", syntax: "fling [section S] (VX, VY)", example: "fling (0, 2)",
                    uikit: "a quick pan released at a velocity (pt/ms)",
                    summary: "A flick: begin dragging and release at once at the velocity.")
        case .tapStatusBar:
            return .init("tapStatusBar", syntax: "tapStatusBar", example: "tapStatusBar",
                    uikit: "scrollsToTop: scrollViewShouldScrollToTop, scrollViewDidScrollToTop",
                    summary: "Tap the status bar: scroll to the top, animated.")
        case .multiSelect:
            return .init("multiSelect", syntax: "multiSelect ITEM -> ITEM", example: "multiSelect [0,1] -> [0,5]",
                    uikit: "two-finger pan: shouldBeginMultipleSelectionInteractionAt, didSelectItemAt …, didEndMultipleSelectionInteraction",
                    summary: "Select the items from one to the other with a two-finger pan.")
        case .longPress:
            return .init("longPress", syntax: "longPress ITEM", example: "longPress [0,2]",
                    uikit: "contextMenuConfigurationForItemsAt:point: (iOS 16; ForItemAt before), willDisplayContextMenu",
                    summary: "Long-press an item: ask for a context menu and show it.")
        case .dismissMenu:
            return .init("dismissMenu", syntax: "dismissMenu", example: "dismissMenu",
                    uikit: "willEndContextMenuInteraction(configuration:animator:)", summary: "Dismiss the open context menu.")
        case .previewAction:
            return .init("previewAction", syntax: "previewAction", example: "previewAction",
                    uikit: "willPerformPreviewActionForMenuWith(configuration:animator:)",
                    summary: "Tap the open context menu's preview (the menu then ends).")
        case .swipeActions:
            return .init("swipeActions", syntax: "swipeActions leading|trailing (ITEM | section SECTION) [performsFirstActionWithFullSwipe = BOOL] { normal|destructive \"TITLE\" [{ COMMAND… }] … }",
                    example: "swipeActions trailing [0,1] { destructive \"Delete\" { delete [0,1] } }",
                    uikit: "UICollectionLayoutListConfiguration.leading/trailingSwipeActionsConfigurationProvider (UISwipeActionsConfiguration, UIContextualAction)",
                    summary: "The swipe actions a list row offers; each action's block is its handler (then completion(true)).")
        case .swipe:
            return .init("swipe", syntax: "swipe ITEM left|right [full]", example: "swipe [0,1] left",
                    uikit: "a swipe on a list row: the swipe actions provider, the first action on a full swipe",
                    summary: "Swipe a list row to show its actions; `full` performs the first one; `tap action \"TITLE\"` performs one.")
        case .configurationUpdateHandler:
            return .init("configurationUpdateHandler", syntax: "configurationUpdateHandler on|off", example: "configurationUpdateHandler on",
                    uikit: "UICollectionViewCell.configurationUpdateHandler / updateConfiguration(using:)",
                    summary: "Give the cells a configurationUpdateHandler: traced when their state (highlight, selection, focus, editing, swipe) changes.")
        case .separatorVisibility:
            return .init("separatorVisibility", syntax: "separatorVisibility ITEM automatic|visible|hidden", example: "separatorVisibility [0,2] hidden",
                    uikit: "UICollectionLayoutListConfiguration.itemSeparatorHandler (bottomSeparatorVisibility)",
                    summary: "What the list's itemSeparatorHandler answers for a row: show or hide its bottom separator.")
        case .startInteractiveTransition:
            return .init("startInteractiveTransition", syntax: "startInteractiveTransition to (flow [NAME=VALUE…] | compositional { … } | list [NAME=VALUE…]) [completion { COMMAND… }]",
                    example: "startInteractiveTransition to flow itemSize=390x80",
                    uikit: "startInteractiveTransition(to:completion:) (UICollectionViewTransitionLayout)",
                    summary: "Begin an interactive transition to a new layout, at progress 0.")
        case .transitionProgress:
            return .init("transitionProgress", syntax: "transitionProgress NUMBER", example: "transitionProgress 0.4",
                    uikit: "UICollectionViewTransitionLayout.transitionProgress",
                    summary: "Move the running transition: frames and offset blend linearly from 0 (old) to 1 (new).")
        case .finishInteractiveTransition:
            return .init("finishInteractiveTransition", syntax: "finishInteractiveTransition", example: "finishInteractiveTransition",
                    uikit: "finishInteractiveTransition()",
                    summary: "End the transition in the new layout; the completion runs with completed = true.")
        case .cancelInteractiveTransition:
            return .init("cancelInteractiveTransition", syntax: "cancelInteractiveTransition", example: "cancelInteractiveTransition",
                    uikit: "cancelInteractiveTransition()",
                    summary: "End the transition back in the old layout; the completion runs with completed = false.")
        case .hit:
            return .init("hit", syntax: "hit (X, Y)", example: "hit (150, 1120)",
                    uikit: "indexPathForItem(at:)", summary: "Which item is at a point of the content.")
        case .drag:
            return .init("drag", syntax: "drag ITEM -> INDEXPATH [operation = move|copy|cancel|forbidden] [intent = …] | drag by (DX, DY) | drag section S by (DX, DY)",
                    example: "drag [0,1] -> [0,4]",
                    uikit: "UICollectionViewDragDelegate / UICollectionViewDropDelegate (performDropWith:)",
                    summary: "A user drags an item and drops it at an index path (a local drag and drop).")
        case .beginMove:
            return .init("beginMove", syntax: "beginMove ITEM", example: "beginMove [0,2]",
                    uikit: "beginInteractiveMovementForItem(at:)", summary: "Start an interactive move.")
        case .updateMove:
            return .init("updateMove", syntax: "updateMove (X, Y)", example: "updateMove (120, 340)",
                    uikit: "updateInteractiveMovementTargetPosition(_:)", summary: "Drag the moving item to a point.")
        case .endMove:
            return .init("endMove", syntax: "endMove", example: "endMove",
                    uikit: "endInteractiveMovement()", summary: "Drop the moving item.")
        case .cancelMove:
            return .init("cancelMove", syntax: "cancelMove", example: "cancelMove",
                    uikit: "cancelInteractiveMovement()", summary: "Cancel the interactive move.")
        case .delegate:
            return .init("delegate", syntax: "delegate METHOD [ITEM] = VALUE", example: "delegate shouldSelect [0,3] = false",
                    uikit: "UICollectionViewDelegate", summary: "Make the delegate answer a method with a value (also the data source's cellForItemAt and the layout's layoutAttributesForElementsIn / layoutAttributesForItemAt, E7; the drop delegate's dropSessionDidUpdate = OPERATION [INTENT], a proposal per finger position).")
        case .register:
            return .init("register", syntax: "register [cell|nib|registration|header|footer|headerRegistration|footerRegistration|decoration|supplementary] NAME", example: "register Cell",
                    uikit: "register(_:forCellWithReuseIdentifier:), UICollectionView.CellRegistration, UICollectionView.SupplementaryRegistration",
                    summary: "Register a cell (class, nib or CellRegistration), a header/footer (class or SupplementaryRegistration), a decoration view, or any supplementary kind (register supplementary badge).")
        case .focus:
            return .init("focus", syntax: "focus ITEM | focus DIRECTION", example: "focus [0,1]",
                    uikit: "focus engine (canFocusItemAt, didUpdateFocusIn)", summary: "Move keyboard focus to an item or in a direction.")
        case .diffable:
            return .init("diffable", syntax: "diffable on|off", example: "diffable on",
                    uikit: "UICollectionViewDiffableDataSource", summary: "Drive the view from a diffable data source.")
        case .snapshot:
            return .init("snapshot", syntax: "snapshot [empty] { EDIT… }", example: "snapshot { appendSections Inbox; appendItems Inbox m1 m2 }",
                    uikit: "NSDiffableDataSourceSnapshot", summary: "Edit a copy of the current snapshot (or an empty one).")
        case .sectionSnapshot:
            return .init("sectionSnapshot", syntax: "sectionSnapshot SECTION { EDIT… }", example: "sectionSnapshot Inbox { append a b; append c to a }",
                    uikit: "apply(_:to:animatingDifferences:) (NSDiffableDataSourceSectionSnapshot)",
                    summary: "Build and apply a section snapshot to one section.")
        case .apply:
            return .init("apply", syntax: "apply [animated | nonAnimated | reloadData]", example: "apply reloadData",
                    uikit: "apply(_:animatingDifferences:) / applySnapshotUsingReloadData(_:)",
                    summary: "Apply the edited snapshot: diff, then batch updates.")
        case .expand:
            return .init("expand", syntax: "expand ITEM…", example: "expand Folder",
                    uikit: "NSDiffableDataSourceSectionSnapshot.expand(_:)", summary: "A user expanding outline rows.")
        case .collapse:
            return .init("collapse", syntax: "collapse ITEM…", example: "collapse Folder",
                    uikit: "NSDiffableDataSourceSectionSnapshot.collapse(_:)", summary: "A user collapsing outline rows.")
        case .show:
            return .init("show", syntax: "show [WHAT]", example: "show layout", uikit: "—",
                    summary: "Print the state, or: layout, frames, snapshot, diff, cells.")
        case .trace:
            return .init("trace", syntax: "trace on|off", example: "trace on", uikit: "—",
                    summary: "Print data-source and delegate callbacks as they happen.")
        case .voiceOver:
            return .init("voiceOver", syntax: "voiceOver on|off", example: "voiceOver on",
                    uikit: "UIAccessibility.isVoiceOverRunning, UIAccessibility.Notification.layoutChanged",
                    summary: "Whether VoiceOver listens: the trace then shows each layoutChanged post (counted always: expect layoutChangedPosts).")
        case .expect:
            return .init("expect", syntax: "expect SUBJECT [ARGUMENT] OP VALUE | expect error \"TEXT\" { COMMAND… }",
                    example: "expect items Favorites == [A B G C]", uikit: "—",
                    summary: "Check the state; or that the block fails with a message containing TEXT.")
        case .echo:
            return .init("echo", syntax: "echo \"TEXT\"", example: "echo \"any text\"", uikit: "—", summary: "Print text.")
        case .repeat:
            return .init("repeat", syntax: "repeat N { COMMAND… }", example: "repeat 3 { insert [0,0] count 1 }", uikit: "—",
                    summary: "Run a block N times.")
        case .sameTurn:
            return .init("sameTurn", syntax: "sameTurn { COMMAND… }", example: "sameTurn { reload; insert [0,0] X }",
                    uikit: "one run-loop turn (no layoutIfNeeded between the calls)",
                    summary: "Run commands in one run-loop turn: reloadData only marks the counts stale until the turn ends.")
        case .help:
            return .init("help", syntax: "help [COMMAND]", example: "help insert", uikit: "—",
                    summary: "List commands, or show one command's syntax and UIKit API.")
        case .pause:
            return .init("pause", syntax: "pause [\"TEXT\"]", example: "pause \"Look at the selection\"", uikit: "—",
                    summary: "A lesson's stopping point (a no-op outside lessons).")
        case .explain:
            return .init("explain", syntax: "explain [offset | contentSize | visible | frame ITEM]", example: "explain frame [0,4]", uikit: "—",
                    summary: "Explain why the last error happened, or the arithmetic behind a value.")
        case .drop, .commitPlaceholder, .deletePlaceholder, .moveFinger, .addToDrag, .cancelDrag, .hold:
            return dropInfo
        }
    }

    /// The update keywords, which `data` and `view` may prefix.
    public var isUpdate: Bool {
        switch self {
        case .insert, .delete, .move, .reload, .reconfigure, .insertSection, .deleteSection, .moveSection, .reloadSection:
            return true
        default:
            return false
        }
    }
}

/// The edits inside `snapshot { … }` (NSDiffableDataSourceSnapshot).
public enum SnapshotKeyword: String, CaseIterable, Hashable, Sendable {
    case appendSections, appendItems, insertItems, deleteItems, deleteAllItems, moveItem, reloadItems
    case reconfigureItems, insertSections, deleteSections, moveSection, reloadSections, shuffle

    public var info: CommandInfo {
        switch self {
        case .appendSections:
            return .init("appendSections", .snapshot, syntax: "appendSections NAME…", example: "snapshot { appendSections Inbox Archive }",
                    uikit: "appendSections(_:)", summary: "Append sections.")
        case .appendItems:
            return .init("appendItems", .snapshot, syntax: "appendItems [SECTION] (NAME… | count N)",
                    example: "snapshot { appendItems Inbox m1 m2 m3 }",
                    uikit: "appendItems(_:toSection:)", summary: "Append items to a section (else to the last section).")
        case .insertItems:
            return .init("insertItems", .snapshot, syntax: "insertItems NAME… (before | after) ITEM",
                    example: "snapshot { insertItems m0 before m1 }",
                    uikit: "insertItems(_:beforeItem:) / insertItems(_:afterItem:)", summary: "Insert items next to an item.")
        case .deleteItems:
            return .init("deleteItems", .snapshot, syntax: "deleteItems ITEM…", example: "snapshot { deleteItems m2 }",
                    uikit: "deleteItems(_:)", summary: "Delete items.")
        case .deleteAllItems:
            return .init("deleteAllItems", .snapshot, syntax: "deleteAllItems", example: "snapshot { deleteAllItems }",
                    uikit: "deleteAllItems()", summary: "Delete every section and item.")
        case .moveItem:
            return .init("moveItem", .snapshot, syntax: "moveItem ITEM (before | after) ITEM", example: "snapshot { moveItem m3 after m1 }",
                    uikit: "moveItem(_:beforeItem:) / moveItem(_:afterItem:)", summary: "Move an item next to another.")
        case .reloadItems:
            return .init("reloadItems", .snapshot, syntax: "reloadItems ITEM…", example: "snapshot { reloadItems m1 }",
                    uikit: "reloadItems(_:)", summary: "Mark items for reload.")
        case .reconfigureItems:
            return .init("reconfigureItems", .snapshot, syntax: "reconfigureItems ITEM…", example: "snapshot { reconfigureItems m1 }",
                    uikit: "reconfigureItems(_:)", summary: "Mark items for reconfiguration.")
        case .insertSections:
            return .init("insertSections", .snapshot, syntax: "insertSections NAME… (before | after) SECTION",
                    example: "snapshot { insertSections Drafts before Inbox }",
                    uikit: "insertSections(_:beforeSection:) / insertSections(_:afterSection:)", summary: "Insert sections next to a section.")
        case .deleteSections:
            return .init("deleteSections", .snapshot, syntax: "deleteSections SECTION…", example: "snapshot { deleteSections Archive }",
                    uikit: "deleteSections(_:)", summary: "Delete sections and their items.")
        case .moveSection:
            return .init("moveSection", .snapshot, syntax: "moveSection SECTION (before | after) SECTION",
                    example: "snapshot { moveSection Archive before Inbox }",
                    uikit: "moveSection(_:beforeSection:) / moveSection(_:afterSection:)", summary: "Move a section.")
        case .reloadSections:
            return .init("reloadSections", .snapshot, syntax: "reloadSections SECTION…", example: "snapshot { reloadSections Inbox }",
                    uikit: "reloadSections(_:)", summary: "Mark sections for reload.")
        case .shuffle:
            return .init("shuffle", .snapshot, syntax: "shuffle SECTION seed=N", example: "snapshot { shuffle Inbox seed=7 }",
                    uikit: "— (not UIKit)", summary: "A seeded shuffle of a section's items.")
        }
    }
}

/// The edits inside `sectionSnapshot Section { … }` (NSDiffableDataSourceSectionSnapshot).
public enum SectionSnapshotKeyword: String, CaseIterable, Hashable, Sendable {
    case append, insert, delete, deleteAll, expand, collapse

    public var info: CommandInfo {
        switch self {
        case .append:
            return .init("append", .sectionSnapshot, syntax: "append NAME… [to PARENT]", example: "sectionSnapshot Inbox { append c d to a }",
                    uikit: "append(_:to:)", summary: "Append items at the root, or as children of a parent.")
        case .insert:
            return .init("insert", .sectionSnapshot, syntax: "insert NAME… (before | after) ITEM",
                    example: "sectionSnapshot Inbox { insert x before a }",
                    uikit: "insert(_:before:) / insert(_:after:)", summary: "Insert items next to an item.")
        case .delete:
            return .init("delete", .sectionSnapshot, syntax: "delete ITEM…", example: "sectionSnapshot Inbox { delete a }",
                    uikit: "delete(_:)", summary: "Delete items and their children.")
        case .deleteAll:
            return .init("deleteAll", .sectionSnapshot, syntax: "deleteAll", example: "sectionSnapshot Inbox { deleteAll }",
                    uikit: "deleteAll()", summary: "Delete every item.")
        case .expand:
            return .init("expand", .sectionSnapshot, syntax: "expand ITEM…", example: "sectionSnapshot Inbox { expand a }",
                    uikit: "expand(_:)", summary: "Expand parents.")
        case .collapse:
            return .init("collapse", .sectionSnapshot, syntax: "collapse ITEM…", example: "sectionSnapshot Inbox { collapse a }",
                    uikit: "collapse(_:)", summary: "Collapse parents.")
        }
    }
}

/// The families `help` lists the top-level commands in, in order.
public enum CommandFamily: String, CaseIterable, Hashable, Sendable {
    case setUp = "Set-up"
    case updates = "Updates (UICollectionView's batch updates)"
    case layoutAnswers = "The delegate's layout answers and self-sizing cells"
    case interaction = "Selection, scrolling and reordering"
    case gestures = "Gestures, context menus and focus"
    case dragAndDrop = "Drag and drop"
    case lists = "List rows: swipe actions, configuration state, separators"
    case transitions = "Layout transitions"
    case diffable = "Diffable data source"
    case looking = "Looking and checking"
}

extension Keyword {
    /// The family `help` lists the command in.
    public var family: CommandFamily {
        switch self {
        case .ios, .view, .data, .layout, .set, .sections, .items: return .setUp
        case .insert, .delete, .move, .reload, .reconfigure, .insertSection, .deleteSection, .moveSection,
             .reloadSection, .batch:
            return .updates
        case .size, .sectionInset, .minimumLineSpacing, .minimumInteritemSpacing, .headerReferenceSize,
             .footerReferenceSize, .cellSize:
            return .layoutAnswers
        case .select, .deselect, .tap, .scrollTo, .scroll, .hit, .beginMove, .updateMove, .endMove, .cancelMove,
             .delegate, .register:
            return .interaction
        case .focus, .release, .fling, .tapStatusBar, .multiSelect, .longPress, .dismissMenu, .previewAction:
            return .gestures
        case .drag, .drop, .commitPlaceholder, .deletePlaceholder, .moveFinger, .addToDrag, .cancelDrag, .hold:
            return .dragAndDrop
        case .swipeActions, .swipe, .configurationUpdateHandler, .separatorVisibility: return .lists
        case .startInteractiveTransition, .transitionProgress, .finishInteractiveTransition, .cancelInteractiveTransition:
            return .transitions
        case .diffable, .snapshot, .sectionSnapshot, .apply, .expand, .collapse: return .diffable
        case .show, .trace, .expect, .echo, .repeat, .sameTurn, .help, .pause, .explain, .voiceOver: return .looking
        }
    }
}
