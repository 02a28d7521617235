import CollectionEngine

/// What a property's value must look like; the parser checks it, so `itemSize=abc` is a syntax
/// error. Ranges (negative sizes, a scale of 9) are still checked when the value is applied.
public enum PropertyValueKind: Hashable, Sendable {
    case number
    /// `100x100` or `(100, 100)`.
    case size
    /// A size, or the word `automatic` (estimatedItemSize).
    case sizeOrAutomatic
    /// `16` or `top,left,bottom,right`.
    case insets
    /// `(x, y)`.
    case point
    case bool
    /// One of these words.
    case choice([String])
    /// Any bare word (a reuse identifier).
    case identifier
    case indexPath
    /// A number, or one of these words (decelerationRate = fast).
    case numberOrChoice([String])
    /// A point, or `none` (clear a scripted answer).
    case pointOrNone
    /// `[120 80 200]` (or one number).
    case numberList
    /// `[100x40 60x40]` (or one size).
    case sizeList
    /// `[(0, 0, 100, 50) (110, 0, 100, 50)]` (or one frame).
    case rectList
    /// Some of these words: `[everything dataSourceCounts]`, one of them, or `none`.
    case wordSet([String])

    /// "expected …" in the syntax error.
    public var expectation: String {
        switch self {
        case .number: return "a number"
        case .size: return "a size like 100x100"
        case .sizeOrAutomatic: return "a size like 100x100 or automatic"
        case .insets: return "insets like 16 or top,left,bottom,right (0,16,34,16)"
        case .point: return "a point like (0, 120)"
        case .bool: return "true or false"
        case .choice(let words): return "one of " + words.joined(separator: ", ")
        case .identifier: return "an identifier"
        case .indexPath: return "an index path like [0,2]"
        case .numberOrChoice(let words): return "a number or one of " + words.joined(separator: ", ")
        case .pointOrNone: return "a point like (0, 120) or none"
        case .numberList: return "numbers like [120 80 200]"
        case .sizeList: return "sizes like [100x40 60x40]"
        case .rectList: return "frames like [(0, 0, 100, 50) (110, 0, 100, 50)]"
        case .wordSet(let words): return "some of " + words.joined(separator: ", ") + " (like [\(words.prefix(2).joined(separator: " "))]) or none"
        }
    }

    /// The words a bare-word value may be (for did-you-mean), if the kind is a word set.
    public var words: [String]? {
        switch self {
        case .bool: return CommandCatalog.trueWords + CommandCatalog.falseWords
        case .choice(let words): return words
        case .sizeOrAutomatic: return ["automatic"]
        case .numberOrChoice(let words): return words
        case .pointOrNone: return ["none"]
        case .wordSet(let words): return words + ["none"]
        default: return nil
        }
    }

    /// Whether `value` has this kind's shape.
    public func accepts(_ value: Value) -> Bool {
        switch (self, value) {
        case (.number, .integer), (.number, .decimal): return true
        case (.size, .size), (.sizeOrAutomatic, .size): return true
        case (.size, .tuple(let n)), (.sizeOrAutomatic, .tuple(let n)): return n.count == 2
        case (.sizeOrAutomatic, .identifier(let w)): return w == "automatic"
        case (.insets, .insets), (.insets, .integer), (.insets, .decimal): return true
        case (.point, .tuple(let n)): return n.count == 2
        case (.bool, .identifier(let w)): return (CommandCatalog.trueWords + CommandCatalog.falseWords).contains(w)
        case (.choice(let words), .identifier(let w)): return words.contains(w)
        case (.identifier, .identifier): return true
        case (.indexPath, .indexPath): return true
        case (.numberOrChoice, .integer), (.numberOrChoice, .decimal): return true
        case (.numberOrChoice(let words), .identifier(let w)): return words.contains(w)
        case (.pointOrNone, .tuple(let n)): return n.count == 2
        case (.pointOrNone, .identifier(let w)): return w == "none"
        case (.numberList, .integer), (.numberList, .decimal): return true
        case (.numberList, .list(let values)): return values.allSatisfy { Self.number.accepts($0.value) }
        case (.sizeList, .size): return true
        case (.sizeList, .tuple(let n)): return n.count == 2
        case (.sizeList, .list(let values)): return values.allSatisfy { Self.size.accepts($0.value) }
        case (.rectList, .tuple(let n)): return n.count == 4
        case (.rectList, .list(let values)): return values.allSatisfy { Self.rectList.accepts($0.value) && !($0.value.isList) }
        case (.wordSet(let words), .identifier(let w)): return words.contains(w) || w == "none"
        case (.wordSet(let words), .list(let values)): return values.allSatisfy { if case .identifier(let w) = $0.value { words.contains(w) } else { false } }
        default: return false
        }
    }
}

/// One settable property: its name, the short spellings accepted for it, and its value kind.
public struct PropertyInfo: Hashable, Sendable {
    public var name: String
    public var aliases: [String]
    public var kind: PropertyValueKind

    public init(_ name: String, _ kind: PropertyValueKind, aliases: [String] = []) {
        self.name = name
        self.aliases = aliases
        self.kind = kind
    }
}

/// The property tables, one per target. The names are UIKit's, so a script teaches the real API.
public enum PropertyTable {
    /// UICollectionViewFlowLayout properties (`layout flow name=value`, and `set name = value`).
    public static let flowLayout: [PropertyInfo] = [
        .init("itemSize", .size),
        .init("estimatedItemSize", .sizeOrAutomatic),
        .init("minimumLineSpacing", .number, aliases: ["lineSpacing"]),
        .init("minimumInteritemSpacing", .number, aliases: ["interitemSpacing"]),
        .init("sectionInset", .insets, aliases: ["inset"]),
        .init("headerReferenceSize", .size, aliases: ["headerSize"]),
        .init("footerReferenceSize", .size, aliases: ["footerSize"]),
        .init("scrollDirection", .choice(FlowLayout.ScrollDirection.allCases.map(\.rawValue))),
        .init("sectionInsetReference", .choice(FlowLayout.SectionInsetReference.allCases.map(\.rawValue))),
        .init("sectionHeadersPinToVisibleBounds", .bool),
        .init("sectionFootersPinToVisibleBounds", .bool),
        // A UICollectionViewFlowLayout subclass's decoration kind (docs/layout.md §11.3).
        .init("sectionBackground", .identifier),
    ]

    /// UICollectionView / UIScrollView properties for `set`.
    public static let view: [PropertyInfo] = [
        .init("contentInset", .insets),
        .init("contentOffset", .point),
        .init("allowsSelection", .bool),
        .init("allowsMultipleSelection", .bool),
        .init("isEditing", .bool),
        .init("allowsSelectionDuringEditing", .bool),
        .init("allowsMultipleSelectionDuringEditing", .bool),
        .init("isPrefetchingEnabled", .bool),
        .init("prefetching", .bool),
        .init("semanticContentAttribute", .choice(semanticContentAttributes)),
        .init("scale", .number),
        .init("safeAreaInsets", .insets),
        .init("layoutMargins", .insets),
        .init("validateOffscreenUpdates", .bool),
        .init("allowsFocus", .bool),
        .init("remembersLastFocusedIndexPath", .bool),
        .init("selectionFollowsFocus", .bool),
        .init("reorderingCadence", .choice(reorderingCadences)),
        .init("allowsFocusDuringEditing", .bool),
        .init("bounds", .size),
        .init("cellReuseIdentifier", .identifier),
        .init("headerReuseIdentifier", .identifier),
        .init("footerReuseIdentifier", .identifier),
        // Scroll physics (docs/scroll-physics.md)
        .init("decelerationRate", .numberOrChoice(["normal", "fast"])),
        .init("bounces", .bool),
        .init("alwaysBounceVertical", .bool),
        .init("alwaysBounceHorizontal", .bool),
        .init("isPagingEnabled", .bool),
        .init("scrollsToTop", .bool),
        .init("contentInsetAdjustmentBehavior", .choice(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue))),
        .init("reorderingHandlers", .bool),
        .init("backgroundView", .bool),
        .init("selfSizingInvalidation", .choice(SelfSizingInvalidation.allCases.map(\.rawValue))),
        .init("dragInteractionEnabled", .bool),
        .init("isSpringLoaded", .bool),
        // UIScrollView's switches (docs/scroll-physics.md §9)
        .init("isScrollEnabled", .bool),
        .init("keyboardDismissMode", .choice(KeyboardDismissMode.allCases.map(\.rawValue))),
        .init("showsVerticalScrollIndicator", .bool),
        .init("showsHorizontalScrollIndicator", .bool),
    ]

    /// The view's trait collection for `set` (UITraitCollection; a script sets it as UIKit 17's
    /// `traitOverrides` does): the idiom, which list sections' metrics follow (docs/compositional.md §5.2).
    public static let traits: [PropertyInfo] = [
        .init("userInterfaceIdiom", .choice(UserInterfaceIdiom.allCases.map(\.rawValue))),
    ]

    /// UICollectionViewController properties for `set` (docs/interaction.md §13).
    public static let controller: [PropertyInfo] = [
        .init("installsStandardGestureForInteractiveMovement", .bool),
        .init("clearsSelectionOnViewWillAppear", .bool),
    ]

    /// UISemanticContentAttribute's cases, and UICollectionView.ReorderingCadence's.
    static let semanticContentAttributes = ["unspecified", "forceLeftToRight", "forceRightToLeft", "playback", "spatial"]
    static let reorderingCadences = ["immediate", "fast", "slow"]

    /// Per-section flow metrics (UICollectionViewDelegateFlowLayout answers): `sectionInset 1 = 8`.
    public static let sectionMetrics: [PropertyInfo] = [
        .init("sectionInset", .insets),
        .init("minimumLineSpacing", .number),
        .init("minimumInteritemSpacing", .number),
        .init("headerReferenceSize", .size),
        .init("footerReferenceSize", .size),
    ]

    /// A custom layout's own properties (`layout custom SHAPE NAME=VALUE…`, docs/layout.md §10): its
    /// shape's (a waterfall's columns and heights, a left-aligned flow's sizes, a table of frames)
    /// and its cache's invalidation rules. A waterfall also takes `sectionInset`, a left-aligned flow
    /// every flow layout property.
    public static let customLayout: [PropertyInfo] = [
        .init("numberOfColumns", .number, aliases: ["columns"]),
        .init("itemHeights", .numberList, aliases: ["heights"]),
        .init("cellPadding", .number, aliases: ["spacing"]),
        .init("itemSizes", .sizeList, aliases: ["sizes"]),
        .init("frames", .rectList),
        .init("prepare", .choice(LayoutCachePolicy.Prepare.allCases.map(\.rawValue))),
        .init("clearCacheOn", .wordSet(LayoutCachePolicy.Trigger.allCases.map(\.rawValue))),
        .init("shouldInvalidateLayoutForBoundsChange", .choice(LayoutCachePolicy.BoundsChange.allCases.map(\.rawValue)),
              aliases: ["boundsChange"]),
    ]

    /// The drop proposal's options after `drag` (UICollectionViewDropProposal).
    public static let dropProposal: [PropertyInfo] = [
        .init("operation", .choice(DropOperationName.allCases.map(\.rawValue))),
        .init("intent", .choice(DropIntentName.allCases.map(\.rawValue))),
    ]

    /// `set` accepts the view's properties, its traits, its controller's, then the flow layout's
    /// (applied to the current layout).
    public static var set: [PropertyInfo] { view + traits + controller + flowLayout }

    /// The table a command's `NAME = VALUE` arguments come from (`help set` lists it).
    public static func table(for keyword: Keyword) -> [PropertyInfo]? {
        PropertyTarget.targets[keyword].map { $0.flatMap(\.properties) }
    }

    /// The entry named `name` (or aliased so) in `table`.
    public static func lookUp(_ name: String, in table: [PropertyInfo]) -> PropertyInfo? {
        table.first { $0.name == name || $0.aliases.contains(name) }
    }
}

/// What a property table sets: each `PropertyTable` table once, with the UIKit type it belongs to
/// and the commands whose `NAME = VALUE` arguments it holds. `help` lists a command's properties
/// from here, with the value each has before a script sets it (`PropertyDefaults.swift`).
public enum PropertyTarget: CaseIterable, Hashable, Sendable {
    case view, traits, controller, flowLayout, sectionMetric, dropProposal, customLayout

    public var properties: [PropertyInfo] {
        switch self {
        case .view: return PropertyTable.view
        case .traits: return PropertyTable.traits
        case .controller: return PropertyTable.controller
        case .flowLayout: return PropertyTable.flowLayout
        case .sectionMetric: return PropertyTable.sectionMetrics
        case .dropProposal: return PropertyTable.dropProposal
        case .customLayout: return PropertyTable.customLayout
        }
    }

    /// The UIKit type whose properties these are.
    public var uikitType: String {
        switch self {
        case .view: return "UICollectionView / UIScrollView"
        case .traits: return "UITraitCollection (the view's traitCollection, set through traitOverrides)"
        case .controller: return "UICollectionViewController"
        case .flowLayout: return "UICollectionViewFlowLayout"
        case .sectionMetric: return "UICollectionViewDelegateFlowLayout, per section"
        case .dropProposal: return "UICollectionViewDropProposal"
        case .customLayout: return "UICollectionViewLayout subclass (layout custom)"
        }
    }

    /// The commands that take `NAME = VALUE` arguments, and the tables they come from, in order
    /// (each command's `CommandInfo.wordList`).
    public static let targets: [Keyword: [PropertyTarget]] = Dictionary(uniqueKeysWithValues: Keyword.allCases.compactMap { keyword in
        if case .properties(let targets) = keyword.info.wordList { (keyword, targets) } else { nil }
    })
}
