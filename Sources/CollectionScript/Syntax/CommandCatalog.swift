/// One command keyword: how it is written, an example, the UIKit API it models, what it does.
public struct CommandInfo: Hashable, Sendable {
    /// Where the keyword may appear.
    public enum Context: String, Hashable, Sendable {
        /// A command of its own (a line of a script, or inside `batch`/`repeat`/`expect error`).
        case topLevel
        /// An edit inside `snapshot { … }` (NSDiffableDataSourceSnapshot).
        case snapshot
        /// An edit inside `sectionSnapshot Section { … }` (NSDiffableDataSourceSectionSnapshot).
        case sectionSnapshot
    }

    public var keyword: String
    public var context: Context
    /// The syntax line, e.g. `insert INDEXPATH [NAME… | count N]`.
    public var syntax: String
    /// One line that parses with no diagnostics.
    public var example: String
    /// The UIKit API modelled, e.g. `insertItems(at:)`; `—` for tool-only commands.
    public var uikitAPI: String
    public var summary: String

    public init(_ keyword: String, _ context: Context = .topLevel, syntax: String, example: String,
                uikit: String, summary: String) {
        self.keyword = keyword
        self.context = context
        self.syntax = syntax
        self.example = example
        self.uikitAPI = uikit
        self.summary = summary
    }
}

/// Every command keyword of the language and the word lists the parser checks against; used by
/// `help`, REPL completion, the parser's "did you mean" and the grammar test. Extend the lists here.
public enum CommandCatalog {
    /// Every keyword, top-level commands first, then snapshot and section-snapshot edits.
    public static let entries: [CommandInfo] = setUp + updates + layoutOverrides + interaction
        + diffable + looking + snapshotEdits + sectionSnapshotEdits

    /// The entry for `keyword` in `context`.
    public static func info(for keyword: String, in context: CommandInfo.Context = .topLevel) -> CommandInfo? {
        entries.first { $0.keyword == keyword && $0.context == context }
    }

    /// The keywords usable in `context`, in catalogue order.
    public static func keywords(in context: CommandInfo.Context) -> [String] {
        switch context {
        case .topLevel: return topLevelKeywords
        case .snapshot: return snapshotKeywords
        case .sectionSnapshot: return sectionSnapshotKeywords
        }
    }

    private static let topLevelKeywords = entries.filter { $0.context == .topLevel }.map(\.keyword)
    private static let snapshotKeywords = entries.filter { $0.context == .snapshot }.map(\.keyword)
    private static let sectionSnapshotKeywords = entries.filter { $0.context == .sectionSnapshot }.map(\.keyword)

    /// Update keywords that `data` and `view` may prefix.
    public static let updateKeywords = [
        "insert", "delete", "move", "reload", "reconfigure",
        "insertSection", "deleteSection", "moveSection", "reloadSection",
    ]

    /// UICollectionView.ScrollPosition names (an option set: several may be given).
    public static let scrollPositions = ScrollPositionName.allCases.map(\.rawValue)

    /// Layouts `layout` supports.
    public static let layouts = ["flow"]

    /// UICollectionViewFlowLayout properties (`layout flow name=value`, and `set name = value`).
    public static let flowLayoutProperties = PropertyTable.flowLayout.map(\.name)

    /// Short spellings accepted for flow layout properties (DESIGN.md's sketch uses them); the
    /// parser replaces them with the UIKit name, so the AST only ever holds UIKit names.
    public static let flowLayoutPropertyAliases: [String: String] = Dictionary(
        uniqueKeysWithValues: PropertyTable.flowLayout.flatMap { info in info.aliases.map { ($0, info.name) } })

    /// UICollectionView / UIScrollView properties for `set`.
    public static let viewProperties = PropertyTable.view.map(\.name)

    /// Names `set` accepts: the view's properties, then the flow layout's (applied to the current layout).
    public static var setProperties: [String] { viewProperties + flowLayoutProperties }

    /// Per-section flow metrics (UICollectionViewDelegateFlowLayout answers): `sectionInset 1 = 8`.
    public static let sectionMetrics = PropertyTable.sectionMetrics.map(\.name)

    /// `focus` directions (a keyboard's arrow keys).
    public static let focusDirections = FocusDirection.allCases.map(\.rawValue)

    /// The drop proposal's properties after `drag` (UICollectionViewDropProposal), and their values.
    public static let dropProposalProperties = PropertyTable.dropProposal.map(\.name)
    public static let dropOperations = ["move", "copy", "cancel", "forbidden"]
    public static let dropIntents = ["insertAtDestinationIndexPath", "insertIntoDestinationIndexPath", "unspecified"]

    /// What `show` can display.
    public static let showTopics = ShowTopic.allCases.map(\.rawValue)

    /// What `expect` can look at.
    public static let expectSubjects = ExpectSubject.allCases.map(\.rawValue)

    /// `apply` modes.
    public static let applyModes = ApplyModeName.allCases.map(\.rawValue)

    /// Words accepted as booleans by `trace`, `diffable`.
    public static let trueWords = ["on", "true", "yes"]
    public static let falseWords = ["off", "false", "no"]

    // MARK: - Entries

    static let setUp: [CommandInfo] = [
        .init("ios", syntax: "ios VERSION", example: "ios 16.4", uikit: "—",
              summary: "Which UIKit to reproduce (wording and behaviour); default: the latest."),
        .init("view", syntax: "view WxH | view UPDATE", example: "view 390x844", uikit: "bounds.size",
              summary: "Set the collection view's size, or tell the view about an update the data source never made."),
        .init("data", syntax: "data UPDATE", example: "data insert [0,0] Z", uikit: "—",
              summary: "Change the data source without telling the view (reproduces 'Invalid update')."),
        .init("layout", syntax: "layout flow [NAME=VALUE…]", example: "layout flow itemSize=100x100 sectionInset=16",
              uikit: "collectionViewLayout (UICollectionViewFlowLayout)",
              summary: "Install a flow layout with the given properties and re-lay out."),
        .init("set", syntax: "set NAME = VALUE", example: "set contentInset = 0,0,34,0",
              uikit: "UICollectionView properties",
              summary: "Set a property of the view (or of its flow layout)."),
        .init("sections", syntax: "sections NAME…", example: "sections Favorites Recents", uikit: "reloadData()",
              summary: "Replace the data with these empty sections and reload."),
        .init("items", syntax: "items SECTION (NAME… | count N)", example: "items Favorites A B C D",
              uikit: "reloadData()", summary: "Replace a section's items and reload."),
    ]

    static let updates: [CommandInfo] = [
        .init("insert", syntax: "insert INDEXPATH… [NAME… | count N]", example: "insert [0,2] G H",
              uikit: "insertItems(at:)", summary: "Insert items at index paths (after the update)."),
        .init("delete", syntax: "delete ITEM…", example: "delete [0,1] [0,3]",
              uikit: "deleteItems(at:)", summary: "Delete items (index paths before the update)."),
        .init("move", syntax: "move ITEM -> INDEXPATH", example: "move [0,1] -> [1,0]",
              uikit: "moveItem(at:to:)", summary: "Move an item."),
        .init("reload", syntax: "reload [ITEM…]", example: "reload [0,1]",
              uikit: "reloadItems(at:) / reloadData()", summary: "Reload items; with no items, reloadData()."),
        .init("reconfigure", syntax: "reconfigure ITEM…", example: "reconfigure [0,1]",
              uikit: "reconfigureItems(at:)", summary: "Reconfigure items in place (iOS 15+)."),
        .init("insertSection", syntax: "insertSection INDEX [NAME…]", example: "insertSection 1 Archive",
              uikit: "insertSections(_:)", summary: "Insert new empty sections at an index."),
        .init("deleteSection", syntax: "deleteSection SECTION…", example: "deleteSection 1",
              uikit: "deleteSections(_:)", summary: "Delete sections."),
        .init("moveSection", syntax: "moveSection SECTION -> INDEX", example: "moveSection 0 -> 2",
              uikit: "moveSection(_:toSection:)", summary: "Move a section."),
        .init("reloadSection", syntax: "reloadSection SECTION…", example: "reloadSection 1",
              uikit: "reloadSections(_:)", summary: "Reload sections."),
        .init("batch", syntax: "batch { COMMAND… }", example: "batch { delete [0,0]; insert [0,0] X }",
              uikit: "performBatchUpdates(_:completion:)", summary: "Group updates into one animated batch."),
    ]

    static let layoutOverrides: [CommandInfo] = [
        .init("size", syntax: "size ITEM WxH", example: "size [0,3] 200x100",
              uikit: "collectionView(_:layout:sizeForItemAt:)", summary: "The delegate's size for one item."),
        .init("sectionInset", syntax: "sectionInset SECTION = INSETS", example: "sectionInset 1 = 8",
              uikit: "collectionView(_:layout:insetForSectionAt:)", summary: "The delegate's inset for one section."),
        .init("minimumLineSpacing", syntax: "minimumLineSpacing SECTION = NUMBER", example: "minimumLineSpacing 1 = 4",
              uikit: "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
              summary: "The delegate's line spacing for one section."),
        .init("minimumInteritemSpacing", syntax: "minimumInteritemSpacing SECTION = NUMBER",
              example: "minimumInteritemSpacing 0 = 2",
              uikit: "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
              summary: "The delegate's interitem spacing for one section."),
        .init("headerReferenceSize", syntax: "headerReferenceSize SECTION = WxH", example: "headerReferenceSize 1 = 0x30",
              uikit: "collectionView(_:layout:referenceSizeForHeaderInSection:)",
              summary: "The delegate's header size for one section."),
        .init("footerReferenceSize", syntax: "footerReferenceSize SECTION = WxH", example: "footerReferenceSize 0 = 0x20",
              uikit: "collectionView(_:layout:referenceSizeForFooterInSection:)",
              summary: "The delegate's footer size for one section."),
    ]

    static let interaction: [CommandInfo] = [
        .init("select", syntax: "select ITEM… [POSITION…]", example: "select [1,2] centeredVertically",
              uikit: "selectItem(at:animated:scrollPosition:)", summary: "Select items programmatically (no delegate calls)."),
        .init("deselect", syntax: "deselect ITEM… | deselect all", example: "deselect [1,2]",
              uikit: "deselectItem(at:animated:)", summary: "Deselect items programmatically."),
        .init("tap", syntax: "tap ITEM", example: "tap [1,3]",
              uikit: "a user's tap (shouldSelectItemAt, didSelectItemAt, …)", summary: "Tap an item as a user would."),
        .init("scrollTo", syntax: "scrollTo ITEM POSITION…", example: "scrollTo [1,11] centeredVertically",
              uikit: "scrollToItem(at:at:animated:)", summary: "Scroll so the item is at the position."),
        .init("scroll", syntax: "scroll (to | by) (X, Y)", example: "scroll to (0, 500)",
              uikit: "contentOffset / setContentOffset(_:animated:)", summary: "Set or change the content offset."),
        .init("hit", syntax: "hit (X, Y)", example: "hit (150, 1120)",
              uikit: "indexPathForItem(at:)", summary: "Which item is at a point of the content."),
        .init("drag", syntax: "drag ITEM -> INDEXPATH [operation=move|copy|cancel|forbidden] [intent=…]",
              example: "drag [0,1] -> [0,4]",
              uikit: "UICollectionViewDragDelegate / UICollectionViewDropDelegate (performDropWith:)",
              summary: "A user drags an item and drops it at an index path (a local drag and drop)."),
        .init("beginMove", syntax: "beginMove ITEM", example: "beginMove [0,2]",
              uikit: "beginInteractiveMovementForItem(at:)", summary: "Start an interactive move."),
        .init("updateMove", syntax: "updateMove (X, Y)", example: "updateMove (120, 340)",
              uikit: "updateInteractiveMovementTargetPosition(_:)", summary: "Drag the moving item to a point."),
        .init("endMove", syntax: "endMove", example: "endMove",
              uikit: "endInteractiveMovement()", summary: "Drop the moving item."),
        .init("cancelMove", syntax: "cancelMove", example: "cancelMove",
              uikit: "cancelInteractiveMovement()", summary: "Cancel the interactive move."),
        .init("delegate", syntax: "delegate METHOD [ITEM] = VALUE", example: "delegate shouldSelect [0,3] = false",
              uikit: "UICollectionViewDelegate", summary: "Make the delegate answer a method with a value."),
        .init("register", syntax: "register NAME", example: "register Cell",
              uikit: "register(_:forCellWithReuseIdentifier:)", summary: "Register a cell reuse identifier."),
        .init("focus", syntax: "focus ITEM | focus DIRECTION", example: "focus [0,1]",
              uikit: "focus engine (canFocusItemAt, didUpdateFocusIn)", summary: "Move keyboard focus to an item or in a direction."),
    ]

    static let diffable: [CommandInfo] = [
        .init("diffable", syntax: "diffable on|off", example: "diffable on",
              uikit: "UICollectionViewDiffableDataSource", summary: "Drive the view from a diffable data source."),
        .init("snapshot", syntax: "snapshot [empty] { EDIT… }", example: "snapshot { appendSections Inbox; appendItems Inbox m1 m2 }",
              uikit: "NSDiffableDataSourceSnapshot", summary: "Edit a copy of the current snapshot (or an empty one)."),
        .init("sectionSnapshot", syntax: "sectionSnapshot SECTION { EDIT… }", example: "sectionSnapshot Inbox { append a b; append c to a }",
              uikit: "apply(_:to:animatingDifferences:) (NSDiffableDataSourceSectionSnapshot)",
              summary: "Build and apply a section snapshot to one section."),
        .init("apply", syntax: "apply [animated | nonAnimated | reloadData]", example: "apply reloadData",
              uikit: "apply(_:animatingDifferences:) / applySnapshotUsingReloadData(_:)",
              summary: "Apply the edited snapshot: diff, then batch updates."),
        .init("expand", syntax: "expand NAME…", example: "expand Folder",
              uikit: "NSDiffableDataSourceSectionSnapshot.expand(_:)", summary: "A user expanding outline rows."),
        .init("collapse", syntax: "collapse NAME…", example: "collapse Folder",
              uikit: "NSDiffableDataSourceSectionSnapshot.collapse(_:)", summary: "A user collapsing outline rows."),
    ]

    static let looking: [CommandInfo] = [
        .init("show", syntax: "show [WHAT]", example: "show layout", uikit: "—",
              summary: "Print the state, or: layout, frames, snapshot, diff, cells."),
        .init("trace", syntax: "trace on|off", example: "trace on", uikit: "—",
              summary: "Print data-source and delegate callbacks as they happen."),
        .init("expect", syntax: "expect SUBJECT [ARGUMENT] OP VALUE | expect error \"TEXT\" { COMMAND… }",
              example: "expect items Favorites == [A B G C]", uikit: "—",
              summary: "Check the state; or that the block fails with a message containing TEXT."),
        .init("echo", syntax: "echo \"TEXT\"", example: "echo \"any text\"", uikit: "—", summary: "Print text."),
        .init("repeat", syntax: "repeat N { COMMAND… }", example: "repeat 3 { insert [0,0] count 1 }", uikit: "—",
              summary: "Run a block N times."),
        .init("sameTurn", syntax: "sameTurn { COMMAND… }", example: "sameTurn { reload; insert [0,0] X }",
              uikit: "one run-loop turn (no layoutIfNeeded between the calls)",
              summary: "Run commands in one run-loop turn: reloadData only marks the counts stale until the turn ends."),
        .init("help", syntax: "help [COMMAND]", example: "help insert", uikit: "—",
              summary: "List commands, or show one command's syntax and UIKit API."),
        .init("pause", syntax: "pause [\"TEXT\"]", example: "pause \"Look at the selection\"", uikit: "—",
              summary: "A lesson's stopping point (a no-op outside lessons)."),
        .init("explain", syntax: "explain", example: "explain", uikit: "—", summary: "Explain why the last error happened."),
    ]

    static let snapshotEdits: [CommandInfo] = [
        .init("appendSections", .snapshot, syntax: "appendSections NAME…", example: "snapshot { appendSections Inbox Archive }",
              uikit: "appendSections(_:)", summary: "Append sections."),
        .init("appendItems", .snapshot, syntax: "appendItems [SECTION] (NAME… | count N)",
              example: "snapshot { appendItems Inbox m1 m2 m3 }",
              uikit: "appendItems(_:toSection:)", summary: "Append items to a section (else to the last section)."),
        .init("insertItems", .snapshot, syntax: "insertItems NAME… (before | after) ITEM",
              example: "snapshot { insertItems m0 before m1 }",
              uikit: "insertItems(_:beforeItem:) / insertItems(_:afterItem:)", summary: "Insert items next to an item."),
        .init("deleteItems", .snapshot, syntax: "deleteItems NAME…", example: "snapshot { deleteItems m2 }",
              uikit: "deleteItems(_:)", summary: "Delete items."),
        .init("deleteAllItems", .snapshot, syntax: "deleteAllItems", example: "snapshot { deleteAllItems }",
              uikit: "deleteAllItems()", summary: "Delete every section and item."),
        .init("moveItem", .snapshot, syntax: "moveItem NAME (before | after) ITEM", example: "snapshot { moveItem m3 after m1 }",
              uikit: "moveItem(_:beforeItem:) / moveItem(_:afterItem:)", summary: "Move an item next to another."),
        .init("reloadItems", .snapshot, syntax: "reloadItems NAME…", example: "snapshot { reloadItems m1 }",
              uikit: "reloadItems(_:)", summary: "Mark items for reload."),
        .init("reconfigureItems", .snapshot, syntax: "reconfigureItems NAME…", example: "snapshot { reconfigureItems m1 }",
              uikit: "reconfigureItems(_:)", summary: "Mark items for reconfiguration."),
        .init("insertSections", .snapshot, syntax: "insertSections NAME… (before | after) SECTION",
              example: "snapshot { insertSections Drafts before Inbox }",
              uikit: "insertSections(_:beforeSection:) / insertSections(_:afterSection:)", summary: "Insert sections next to a section."),
        .init("deleteSections", .snapshot, syntax: "deleteSections NAME…", example: "snapshot { deleteSections Archive }",
              uikit: "deleteSections(_:)", summary: "Delete sections and their items."),
        .init("moveSection", .snapshot, syntax: "moveSection NAME (before | after) SECTION",
              example: "snapshot { moveSection Archive before Inbox }",
              uikit: "moveSection(_:beforeSection:) / moveSection(_:afterSection:)", summary: "Move a section."),
        .init("reloadSections", .snapshot, syntax: "reloadSections NAME…", example: "snapshot { reloadSections Inbox }",
              uikit: "reloadSections(_:)", summary: "Mark sections for reload."),
        .init("shuffle", .snapshot, syntax: "shuffle SECTION seed=N", example: "snapshot { shuffle Inbox seed=7 }",
              uikit: "— (not UIKit)", summary: "A seeded shuffle of a section's items."),
    ]

    static let sectionSnapshotEdits: [CommandInfo] = [
        .init("append", .sectionSnapshot, syntax: "append NAME… [to PARENT]", example: "sectionSnapshot Inbox { append c d to a }",
              uikit: "append(_:to:)", summary: "Append items at the root, or as children of a parent."),
        .init("insert", .sectionSnapshot, syntax: "insert NAME… (before | after) ITEM",
              example: "sectionSnapshot Inbox { insert x before a }",
              uikit: "insert(_:before:) / insert(_:after:)", summary: "Insert items next to an item."),
        .init("delete", .sectionSnapshot, syntax: "delete NAME…", example: "sectionSnapshot Inbox { delete a }",
              uikit: "delete(_:)", summary: "Delete items and their children."),
        .init("deleteAll", .sectionSnapshot, syntax: "deleteAll", example: "sectionSnapshot Inbox { deleteAll }",
              uikit: "deleteAll()", summary: "Delete every item."),
        .init("expand", .sectionSnapshot, syntax: "expand NAME…", example: "sectionSnapshot Inbox { expand a }",
              uikit: "expand(_:)", summary: "Expand parents."),
        .init("collapse", .sectionSnapshot, syntax: "collapse NAME…", example: "sectionSnapshot Inbox { collapse a }",
              uikit: "collapse(_:)", summary: "Collapse parents."),
    ]
}
