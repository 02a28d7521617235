/// One command of the language as the REPL's help and completion see it (the fields of the
/// language's `CommandInfo`, so the catalogue maps onto it one to one).
struct CommandHelp: Sendable, Equatable {
    /// The keyword (`insert`, `scrollTo`).
    var name: String
    /// A typical use (`insert [0,2] G H`), shown in the `:help` list.
    var example: String
    /// The UIKit API it models (`insertItems(at:)`), or what it does when it models none.
    var uikit: String
    /// The general form (`insert INDEXPATH… [NAME… | count N]`), when known.
    var syntax: String?
    /// One sentence on what it does, when known.
    var summary: String?

    init(name: String, example: String, uikit: String, syntax: String? = nil, summary: String? = nil) {
        self.name = name
        self.example = example
        self.uikit = uikit
        self.syntax = syntax
        self.summary = summary
    }
}

/// The vocabulary the REPL uses: switch this one line to an adapter over `CommandCatalog` once
/// the language's catalogue is merged.
typealias REPLVocabulary = StaticVocabulary

/// The words the REPL completes and the commands its help lists.
///
/// One seam so the lists can come from the language's `CommandCatalog` once it exists; until then
/// `StaticVocabulary` holds them (taken from spec/language.md and the AST).
protocol CommandVocabulary {
    /// Every command keyword, in help order.
    static var commands: [CommandHelp] { get }
    /// Updates that may follow `data ` / `view `.
    static var updateKeywords: [String] { get }
    /// UICollectionView properties that `set` accepts.
    static var viewProperties: [String] { get }
    /// UICollectionViewFlowLayout properties that `layout flow` accepts (`name=value`).
    static var flowLayoutProperties: [String] { get }
    /// UICollectionView.ScrollPosition names.
    static var scrollPositions: [String] { get }
    /// Words that may follow a command's keyword when they are not identifiers (`show layout`).
    static var subcommandWords: [String: [String]] { get }
    /// Commands whose arguments name items (index path or identifier).
    static var itemCommands: Set<String> { get }
    /// Commands whose first argument names a section.
    static var sectionCommands: Set<String> { get }
    /// Commands inside `snapshot { … }` (NSDiffableDataSourceSnapshot's methods).
    static var snapshotKeywords: [String] { get }
    /// Commands inside `sectionSnapshot S { … }` (NSDiffableDataSourceSectionSnapshot's methods).
    static var sectionSnapshotKeywords: [String] { get }
}

extension CommandVocabulary {
    static var commandKeywords: [String] { commands.map(\.name) }

    static func help(for name: String) -> CommandHelp? {
        commands.first { $0.name == name } ?? commands.first { $0.name.lowercased() == name.lowercased() }
    }
}

/// The built-in word lists (until `CommandCatalog` lands), from spec/language.md and the AST.
enum StaticVocabulary: CommandVocabulary {
    static let commands: [CommandHelp] = [
        CommandHelp(name: "ios", example: "ios 16.4", uikit: "which UIKit to reproduce (wording, behaviour)"),
        CommandHelp(name: "view", example: "view 390x844", uikit: "bounds.size"),
        CommandHelp(name: "layout", example: "layout flow itemSize=100x100 minimumLineSpacing=10 …", uikit: "collectionViewLayout = UICollectionViewFlowLayout()"),
        CommandHelp(name: "set", example: "set contentInset = 0,0,34,0", uikit: "any UICollectionView property"),
        CommandHelp(name: "sections", example: "sections Favorites Recents", uikit: "the data source's sections; reloadData()"),
        CommandHelp(name: "items", example: "items Favorites A B C | items Recents count 12", uikit: "a section's items; reloadData()"),
        CommandHelp(name: "reload", example: "reload | reload [0,1]", uikit: "reloadData() | reloadItems(at:)"),
        CommandHelp(name: "insert", example: "insert [0,2] G H", uikit: "insertItems(at:)"),
        CommandHelp(name: "delete", example: "delete [0,1] [0,3]", uikit: "deleteItems(at:)"),
        CommandHelp(name: "move", example: "move [0,1] -> [1,0]", uikit: "moveItem(at:to:)"),
        CommandHelp(name: "reconfigure", example: "reconfigure [0,1]", uikit: "reconfigureItems(at:)"),
        CommandHelp(name: "insertSection", example: "insertSection 1 Archive", uikit: "insertSections(_:)"),
        CommandHelp(name: "deleteSection", example: "deleteSection 1", uikit: "deleteSections(_:)"),
        CommandHelp(name: "moveSection", example: "moveSection 0 -> 2", uikit: "moveSection(_:toSection:)"),
        CommandHelp(name: "reloadSection", example: "reloadSection 1", uikit: "reloadSections(_:)"),
        CommandHelp(name: "batch", example: "batch { … }", uikit: "performBatchUpdates(_:completion:)"),
        CommandHelp(name: "data", example: "data insert [0,9] Z", uikit: "the data source changes, the view is not told"),
        CommandHelp(name: "size", example: "size [0,3] 200x100", uikit: "collectionView(_:layout:sizeForItemAt:)"),
        CommandHelp(name: "select", example: "select [1,2] centeredVertically", uikit: "selectItem(at:animated:scrollPosition:)"),
        CommandHelp(name: "deselect", example: "deselect [1,2] | deselect all", uikit: "deselectItem(at:animated:)"),
        CommandHelp(name: "tap", example: "tap [1,3]", uikit: "a user's tap: shouldSelectItemAt, didSelectItemAt, …"),
        CommandHelp(name: "scrollTo", example: "scrollTo [1,11] centeredVertically", uikit: "scrollToItem(at:at:animated:)"),
        CommandHelp(name: "scroll", example: "scroll to (0, 500) | scroll by (0, 200)", uikit: "contentOffset"),
        CommandHelp(name: "hit", example: "hit (150, 1120)", uikit: "indexPathForItem(at:)"),
        CommandHelp(name: "beginMove", example: "beginMove [0,2]", uikit: "beginInteractiveMovementForItem(at:)"),
        CommandHelp(name: "updateMove", example: "updateMove (120, 340)", uikit: "updateInteractiveMovementTargetPosition(_:)"),
        CommandHelp(name: "endMove", example: "endMove", uikit: "endInteractiveMovement()"),
        CommandHelp(name: "cancelMove", example: "cancelMove", uikit: "cancelInteractiveMovement()"),
        CommandHelp(name: "delegate", example: "delegate shouldSelect [0,3] = false", uikit: "a UICollectionViewDelegate answer"),
        CommandHelp(name: "register", example: "register Cell", uikit: "register(_:forCellWithReuseIdentifier:)"),
        CommandHelp(name: "focus", example: "focus [0,1] | focus right", uikit: "the focus engine moving focus"),
        CommandHelp(name: "diffable", example: "diffable on", uikit: "UICollectionViewDiffableDataSource"),
        CommandHelp(name: "snapshot", example: "snapshot { appendSections Inbox; appendItems Inbox m1 m2 }", uikit: "NSDiffableDataSourceSnapshot"),
        CommandHelp(name: "sectionSnapshot", example: "sectionSnapshot Inbox { append a b }", uikit: "NSDiffableDataSourceSectionSnapshot"),
        CommandHelp(name: "apply", example: "apply | apply reloadData", uikit: "apply(_:animatingDifferences:) | applySnapshotUsingReloadData(_:)"),
        CommandHelp(name: "expand", example: "expand Folder", uikit: "a user expanding an outline row"),
        CommandHelp(name: "collapse", example: "collapse Folder", uikit: "a user collapsing an outline row"),
        CommandHelp(name: "show", example: "show | show layout | show frames | show snapshot | show diff", uikit: "prints the state"),
        CommandHelp(name: "trace", example: "trace on", uikit: "prints data-source and delegate callbacks"),
        CommandHelp(name: "expect", example: "expect count == 12 | expect error \"…\" { … }", uikit: "checks the state"),
        CommandHelp(name: "echo", example: "echo \"any text\"", uikit: "prints text"),
        CommandHelp(name: "repeat", example: "repeat 3 { insert [0,0] count 1 }", uikit: "runs a block N times"),
        CommandHelp(name: "explain", example: "explain", uikit: "why the last error happened"),
    ]

    static let updateKeywords = [
        "insert", "delete", "move", "reload", "reconfigure",
        "insertSection", "deleteSection", "moveSection", "reloadSection",
    ]

    static let viewProperties = [
        "allowsFocus", "allowsFocusDuringEditing", "allowsMultipleSelection",
        "allowsMultipleSelectionDuringEditing", "allowsSelection", "allowsSelectionDuringEditing",
        "contentInset", "contentOffset", "dragInteractionEnabled", "isEditing", "isPrefetchingEnabled",
        "remembersLastFocusedIndexPath", "reorderingCadence", "selectionFollowsFocus",
    ]

    static let flowLayoutProperties = [
        "estimatedItemSize", "footerReferenceSize", "headerReferenceSize", "itemSize",
        "minimumInteritemSpacing", "minimumLineSpacing", "scrollDirection", "sectionFootersPinToVisibleBounds",
        "sectionHeadersPinToVisibleBounds", "sectionInset", "sectionInsetReference",
    ]

    static let scrollPositions = [
        "top", "centeredVertically", "bottom", "left", "centeredHorizontally", "right",
    ]

    static let subcommandWords: [String: [String]] = [
        "layout": ["flow"],
        "scroll": ["to", "by"],
        "diffable": ["on", "off"],
        "trace": ["on", "off"],
        "show": ["layout", "frames", "snapshot", "diff", "cells"],
        "apply": ["animated", "nonAnimated", "reloadData"],
        "expect": ["count", "items", "selected", "visible", "offset", "contentSize", "frame", "error",
                   "moves", "inserts", "deletes", "reloads"],
        "focus": ["up", "down", "left", "right"],
        "snapshot": ["empty"],
    ]

    static let itemCommands: Set<String> = [
        "delete", "reload", "reconfigure", "move", "select", "deselect", "tap", "scrollTo", "beginMove",
        "size", "focus", "expand", "collapse",
        // inside snapshot { … }
        "deleteItems", "moveItem", "reconfigureItems", "reloadItems",
    ]

    static let sectionCommands: Set<String> = [
        "items", "deleteSection", "reloadSection", "moveSection", "sectionSnapshot",
        // inside snapshot { … }
        "appendItems", "deleteSections", "reloadSections", "moveSection", "shuffle",
    ]

    static let snapshotKeywords = [
        "appendSections", "appendItems", "insertItems", "deleteItems", "deleteAllItems", "moveItem",
        "reconfigureItems", "reloadItems", "insertSections", "deleteSections", "moveSection",
        "reloadSections", "shuffle",
    ]

    static let sectionSnapshotKeywords = [
        "append", "insert", "delete", "deleteAll", "expand", "collapse",
    ]
}
