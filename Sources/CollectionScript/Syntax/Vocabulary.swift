/// The closed word sets of the language, typed so the parser (and `colscript check`) rejects a
/// misspelling with a did-you-mean instead of leaving it to fail at run time. `CommandCatalog`'s
/// word lists are derived from these, so completion and help read the same sets.

/// What `show` can display.
public enum ShowTopic: String, CaseIterable, Hashable, Sendable {
    case state, layout, frames, cells, snapshot, diff

    /// What the topic prints (`help show`).
    public var summary: String {
        switch self {
        case .state: return "the data, the view's sections and items, selection and offset (what `show` alone prints)"
        case .layout: return "a picture of the visible rect"
        case .frames: return "every visible element's frame, in layout order"
        case .cells: return "the cells on screen (their serials and reuse identifiers) and the reuse queues"
        case .snapshot: return "the diffable data source's snapshot (the pending one, inside `snapshot { … }` before `apply`)"
        case .diff: return "what the last `apply` changed, as the batch updates it made"
        }
    }
}

/// What `expect` can look at, and the argument each subject takes.
public enum ExpectSubject: String, CaseIterable, Hashable, Sendable {
    case count, sections, items, selected, visible, offset, contentOffset, contentSize, frame
    case numberOfSections, numberOfItems, hasUncommittedUpdates, presentationIndexPath, dataSourceIndexPath
    case events, cell, moves, inserts, deletes, reloads, reconfigures
    /// Read-only queries (Interpreter+Queries.swift).
    case attributes, visibleCells, visibleHeaders, visibleFooters, backgroundView
    /// layoutAttributesForSupplementaryElement(ofKind:at:) and supplementaryView(forElementKind:at:)
    /// for the flow layout's header and footer kinds (Interpreter+Queries.swift).
    case headerAttributes, footerAttributes, header, footer
    /// How many times the view posted UIAccessibility's layoutChanged (Interpreter+Accessibility.swift).
    case layoutChangedPosts
    /// Drag and drop state (Interpreter+Drop.swift).
    case hasActiveDrag, hasActiveDrop, dragInteractionEnabled, placeholders
    /// The bottom separator of a list row (Interpreter+Separators.swift).
    case separator

    /// The shape of the argument between the subject and the comparison.
    public enum Argument: Hashable, Sendable {
        /// Nothing: `expect selected == [[0,1]]`.
        case none
        /// A section, optional: `expect count == 12`, `expect count Favorites == 4`.
        case optionalSection
        /// A section, required: `expect items Favorites == [A B]`.
        case section
        /// An item, required: `expect frame [0,0] == (16, 16, 100, 100)`.
        case item

        /// How the argument is written in a syntax line (`help expect`): `[SECTION]`, `ITEM`, or nothing.
        public var placeholder: String {
            switch self {
            case .none: return ""
            case .optionalSection: return "[SECTION]"
            case .section: return "SECTION"
            case .item: return "ITEM"
            }
        }
    }

    public var argument: Argument {
        switch self {
        case .count: return .optionalSection
        case .numberOfItems, .items: return .section
        case .frame, .cell, .presentationIndexPath, .dataSourceIndexPath, .attributes, .separator: return .item
        case .headerAttributes, .footerAttributes, .header, .footer: return .item
        case .sections, .selected, .visible, .offset, .contentOffset, .contentSize, .numberOfSections,
             .hasUncommittedUpdates, .events, .moves, .inserts, .deletes, .reloads, .reconfigures,
             .visibleCells, .visibleHeaders, .visibleFooters, .backgroundView,
             .hasActiveDrag, .hasActiveDrop, .dragInteractionEnabled, .placeholders, .layoutChangedPosts:
            return .none
        }
    }

    /// The UIKit queries the subject reads, in their Swift form (the subject's own name, when it is
    /// UIKit's, is not repeated): typed as a command, each suggests `expect SUBJECT`.
    public var uikitQueries: [String] {
        switch self {
        case .selected: return ["indexPathsForSelectedItems"]
        case .visible: return ["indexPathsForVisibleItems"]
        case .contentSize: return ["collectionViewContentSize"]
        case .numberOfItems: return ["numberOfItems(inSection:)"]
        case .presentationIndexPath: return ["presentationIndexPath(forDataSourceIndexPath:)"]
        case .dataSourceIndexPath: return ["dataSourceIndexPath(forPresentationIndexPath:)"]
        case .cell: return ["cellForItem(at:)"]
        case .attributes: return ["layoutAttributesForItem(at:)"]
        case .visibleHeaders: return ["visibleSupplementaryViews(ofKind:)", "indexPathsForVisibleSupplementaryElements(ofKind:)"]
        case .headerAttributes: return ["layoutAttributesForSupplementaryElement(ofKind:at:)"]
        case .header: return ["supplementaryView(forElementKind:at:)"]
        case .count, .sections, .items, .offset, .contentOffset, .frame, .numberOfSections, .hasUncommittedUpdates,
             .events, .moves, .inserts, .deletes, .reloads, .reconfigures, .visibleCells, .visibleFooters, .backgroundView,
             .footerAttributes, .footer, .layoutChangedPosts, .hasActiveDrag, .hasActiveDrop, .dragInteractionEnabled,
             .placeholders, .separator:
            return []
        }
    }

    /// `expect error ["TEXT"] { … }`: the word that makes `expect` check that commands fail
    /// instead of checking a subject (the parser, help and completion read it here).
    public static let errorWord = "error"

    /// A line that uses the subject correctly (shown when the argument is missing or extra).
    public var example: String {
        switch argument {
        case .none: return "expect \(rawValue) == …"
        case .optionalSection: return "expect \(rawValue) 0 == … (a section by index or name; without one, the whole collection)"
        case .section: return "expect \(rawValue) Favorites == …"
        case .item: return "expect \(rawValue) [0,0] == …"
        }
    }
}

/// What `register FORM NAME` registers (docs/interaction.md §2.1).
public enum RegistrationForm: String, CaseIterable, Hashable, Sendable {
    /// register(_:forCellWithReuseIdentifier:) with a class.
    case cell
    /// register(_:forCellWithReuseIdentifier:) with a UINib.
    case nib
    /// UICollectionView.CellRegistration (iOS 14): cells come from dequeueConfiguredReusableCell and
    /// the registration's handler configures each one.
    case registration
    /// register(_:forSupplementaryViewOfKind:withReuseIdentifier:) for headers / footers.
    case header, footer
    /// The layout's register(_:forDecorationViewOfKind:).
    case decoration
    /// register(_:forSupplementaryViewOfKind:withReuseIdentifier:) for any other kind (an anchored
    /// badge, a custom boundary kind), the kind itself as reuse identifier.
    case supplementary
    /// UICollectionView.SupplementaryRegistration (iOS 14) for headers / footers: views come from
    /// dequeueConfiguredReusableSupplementary and the registration's handler configures each one.
    case headerRegistration, footerRegistration
}

/// The delegate methods `delegate METHOD [ITEM] = VALUE` can answer.
public enum DelegateMethod: String, CaseIterable, Hashable, Sendable {
    case shouldHighlight, shouldSelect, shouldDeselect, canMove, canFocus, canDrag
    /// `delegate targetIndexPathForMove [0,4] = [0,2]`: redirect a proposed move target.
    case targetIndexPathForMove
    /// Scroll answers (docs/scroll-physics.md §1.4, §3, §6.3): the layout's
    /// targetContentOffset(forProposedContentOffset:withScrollingVelocity:), the target
    /// scrollViewWillEndDragging writes, scrollViewShouldScrollToTop.
    case targetContentOffset, willEndDragging, shouldScrollToTop
    /// The diffable data source's `reorderingHandlers.canReorderItem` (needs `set reorderingHandlers = on`).
    case canReorderItem
    /// `delegate cellForItemAt [0,2] = nil | notDequeued | dequeued`: the data source's cell (E7).
    case cellForItemAt
    /// `delegate viewForSupplementaryElementOfKind = matching | headerForFooter | footerForHeader | nil | notDequeued` (E7, E11).
    case viewForSupplementaryElementOfKind
    /// collectionView(_:targetContentOffsetForProposedContentOffset:) (layout changes, docs/layout.md §7.1).
    case targetContentOffsetForProposedContentOffset
    /// iOS 16 primary actions, the multi-select pan, context menus (docs/interaction.md §1.3 – §1.5):
    /// `delegate performPrimaryAction = true` implements performPrimaryActionForItemAt;
    /// `delegate contextMenuConfiguration [0,2] = false` answers nil (no menu).
    case canPerformPrimaryAction, performPrimaryAction, shouldBeginMultipleSelectionInteraction, contextMenuConfiguration
    /// The context menu's previews (docs/interaction.md §1.6): `delegate highlightPreview [0,2] = preview`
    /// answers a UITargetedPreview, `= nil` implements the method and answers nil.
    case highlightPreview, dismissalPreview
    /// A layout's contract mistakes (docs/evidence.md E7): `delegate layoutAttributesForElementsIn [0,9] = included`
    /// adds attributes for that index path to every layoutAttributesForElements(in:) answer;
    /// `delegate layoutAttributesForItemAt [0,1] = nil` (no item: every item) answers nil; `computed` restores.
    case layoutAttributesForElementsIn, layoutAttributesForItemAt
    /// `delegate dropSessionDidUpdate [0,2] = copy insertIntoDestinationIndexPath`: the drop
    /// proposal answered for a finger over the item (docs/interaction.md §6.4).
    case dropSessionDidUpdate
    /// `delegate shouldSpringLoad [0,2] = false`: collectionView(_:shouldSpringLoadItemAt:with:).
    case shouldSpringLoad
    /// `delegate dequeueReusableCell [0,2] | section S = IDENTIFIER`: the reuse identifier the data
    /// source's cellForItemAt passes to dequeueReusableCell(withReuseIdentifier:for:) for that item
    /// or every item of that section (docs/interaction.md §2.5); a CellRegistration's name
    /// dequeues through dequeueConfiguredReusableCell(using:for:item:).
    case dequeueReusableCell

    /// `delegate canHandle = false`: the drop delegate's collectionView(_:canHandle:), for every
    /// drop session (false: the view accepts no drop and the drop delegate hears nothing more of it).
    case canHandle

    /// Whether `section S` may follow the method name instead of an item.
    public var acceptsSection: Bool { self == .dequeueReusableCell }

    /// Whether an item must follow the method name (else it is optional: every item).
    public var needsItem: Bool { self == .targetIndexPathForMove || self == .cellForItemAt || self == .layoutAttributesForElementsIn }

    /// What the answer after `=` is.
    public var valueKind: PropertyValueKind {
        switch self {
        case .targetIndexPathForMove: return .indexPath
        case .targetContentOffset, .willEndDragging, .targetContentOffsetForProposedContentOffset: return .pointOrNone
        case .cellForItemAt: return .choice(["dequeued", "notDequeued", "nil"])
        case .viewForSupplementaryElementOfKind: return .choice(["matching", "headerForFooter", "footerForHeader", "nil", "notDequeued"])
        case .highlightPreview, .dismissalPreview: return .choice(["preview", "nil"])
        case .layoutAttributesForElementsIn: return .choice(["included", "computed"])
        case .layoutAttributesForItemAt: return .choice(["nil", "computed"])
        case .dropSessionDidUpdate: return .choice(DropOperationName.allCases.map(\.rawValue))
        case .dequeueReusableCell: return .identifier
        default: return .bool
        }
    }
}

/// `layout custom SHAPE`: the custom layout's shape (docs/layout.md §10).
public enum CustomLayoutShapeName: String, CaseIterable, Hashable, Sendable {
    /// WaterfallLayout: columns, per-item heights, each item in the shortest column.
    case waterfall
    /// LeftAlignedFlowLayout: a UICollectionViewFlowLayout subclass whose rows start at the left.
    case leftAligned
    /// FixedFramesLayout: a frame per item, in index-path order.
    case frames
}

/// `focus DIRECTION`: a keyboard's arrow keys.
public enum FocusDirection: String, CaseIterable, Hashable, Sendable {
    case up, down, left, right
    /// Focus leaves the collection view for another view (remembersLastFocusedIndexPath decides
    /// where it lands when an arrow key brings it back).
    case away

    /// The direction `word` is a misspelling of, if it looks like one: within `EditDistance`'s
    /// did-you-mean reach (distance at most 2 and less than the word's length, or a different case),
    /// so `focus rigth` is a typo while `focus A` or `focus m1` still names an item.
    public static func typo(_ word: String) -> FocusDirection? {
        EditDistance.suggestion(for: word, in: allCases.map(\.rawValue)).flatMap(FocusDirection.init(rawValue:))
    }
}

/// `apply MODE`.
public enum ApplyModeName: String, CaseIterable, Hashable, Sendable {
    case animated, nonAnimated, reloadData
}

/// UICollectionView.ScrollPosition names (an option set: several may be given).
public enum ScrollPositionName: String, CaseIterable, Hashable, Sendable {
    case top, centeredVertically, bottom, left, centeredHorizontally, right, none
}

/// `drag … operation=WORD`: UICollectionViewDropProposal's operation.
public enum DropOperationName: String, CaseIterable, Hashable, Sendable {
    case move, copy, cancel, forbidden
}

/// `drag … intent=WORD`: UICollectionViewDropProposal's intent.
public enum DropIntentName: String, CaseIterable, Hashable, Sendable {
    case insertAtDestinationIndexPath, insertIntoDestinationIndexPath, unspecified
}
