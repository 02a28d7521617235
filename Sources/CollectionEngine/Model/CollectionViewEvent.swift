/// A data-source or delegate callback the collection view made, in the order UIKit makes them.
/// Tracing prints these; `--json` carries them per step.
public enum CollectionViewEvent: Hashable, Sendable, CustomStringConvertible {
    case numberOfSections
    case numberOfItemsInSection(Int)
    /// One `numberOfItemsInSection(k)` per section of the range, ascending: a reloadData's count reads
    /// recorded as one value, so a reload of S sections costs O(1) events. Whatever prints or inspects
    /// events expands it first (`expanded()`, CollectionViewEvent+CountRun.swift).
    case numberOfItemsInSections(Range<Int>)
    case cellForItemAt(IndexPath)
    case viewForSupplementaryElementOfKind(ElementKind, IndexPath)
    case willDisplayCell(IndexPath)
    case didEndDisplayingCell(IndexPath)
    case willDisplaySupplementaryView(ElementKind, IndexPath)
    case didEndDisplayingSupplementaryView(ElementKind, IndexPath)
    case shouldHighlightItemAt(IndexPath)
    case didHighlightItemAt(IndexPath)
    case didUnhighlightItemAt(IndexPath)
    case shouldSelectItemAt(IndexPath)
    case didSelectItemAt(IndexPath)
    case shouldDeselectItemAt(IndexPath)
    case didDeselectItemAt(IndexPath)
    /// Primary actions, the multi-select pan and context menus (InteractionCallback.swift).
    case interaction(InteractionCallback)
    /// Swipe actions and configuration-state updates of list cells (SwipeActions.swift).
    case listCell(ListCellCallback)
    case prefetchItemsAt([IndexPath])
    case cancelPrefetchingForItemsAt([IndexPath])
    case canMoveItemAt(IndexPath)
    case moveItemAt(IndexPath, IndexPath)
    case targetIndexPathForMove(IndexPath, IndexPath, IndexPath)
    case itemsForBeginningDragSession(IndexPath)
    case dragSessionWillBegin
    case dropSessionDidEnter
    /// collectionView(_:canHandle:) when the script's drop delegate answers it (false: no further
    /// drop delegate calls for the session).
    case canHandleDropSession(Bool)
    /// collectionView(_:dropSessionDidExit:): the drag left the view's bounds.
    case dropSessionDidExit
    case dropSessionDidUpdate(IndexPath?)
    /// dropSessionDidUpdate when the script's delegate answers it: the proposal it returned.
    case dropSessionDidUpdateProposal(IndexPath?, DropProposal)
    case performDrop(IndexPath)
    case dropSessionDidEnd
    case dragSessionDidEnd
    /// A drop placeholder's cellUpdateHandler configures its cell (the data source is not asked).
    case placeholderCellUpdateHandler(IndexPath)
    /// collectionView(_:shouldSpringLoadItemAt:with:): a drag hovers over an item of a spring-loaded view.
    case shouldSpringLoadItemAt(IndexPath)
    /// collectionView(_:itemsForAddingTo:at:point:): a tap adds an item to the drag in flight.
    case itemsForAddingToDragSession(IndexPath, Point)
    case canFocusItemAt(IndexPath)
    case shouldUpdateFocus(from: IndexPath?, to: IndexPath?)
    case didUpdateFocus(from: IndexPath?, to: IndexPath?)
    case batchCompletion(Bool)
    /// Something UIKit would NSLog (e.g. the flow layout's "item too wide" warning).
    case log(String)
    /// Not UIKit's: the engine warns of something UIKit accepts silently but the app will pay for
    /// later (e.g. one index path deleted twice, docs/evidence.md E3).
    case engineWarning(String)
    // UIScrollViewDelegate (docs/scroll-physics.md §6); consecutive didScroll frames are one entry.
    case scrollViewWillBeginDragging
    case scrollViewDidScroll(Point, count: Int)
    /// The layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:) and its answer.
    case targetContentOffsetForProposed(Point, velocity: Point, answer: Point)
    /// The target offered, and what the delegate wrote into it (nil: left alone).
    case scrollViewWillEndDragging(velocity: Point, target: Point, written: Point?)
    case scrollViewDidEndDragging(willDecelerate: Bool)
    case scrollViewWillBeginDecelerating
    case scrollViewDidEndDecelerating
    case scrollViewDidEndScrollingAnimation
    case scrollViewShouldScrollToTop(Bool)
    case scrollViewDidScrollToTop
    case scrollViewDidChangeAdjustedContentInset
    /// The diffable data source's reorderingHandlers (DiffableReordering.swift).
    case canReorderItem(IndexPath)
    case willReorder(ReorderTransaction)
    case didReorder(ReorderTransaction)
    /// The cell's preferredLayoutAttributesFitting(_:) (a self-sizing measurement; a cell event).
    case preferredLayoutAttributesFitting(IndexPath)
    /// A list header's or footer's preferredLayoutAttributesFitting(_:) (kind, index path).
    case preferredLayoutAttributesFittingSupplementary(ElementKind, IndexPath)
    /// A CellRegistration's handler configuring the cell dequeueConfiguredReusableCell dequeued.
    case cellRegistrationHandler(String, IndexPath)
    /// A SupplementaryRegistration's handler for a view just dequeued (name, kind, index path).
    case supplementaryRegistrationHandler(String, ElementKind, IndexPath)
    // Layout changes and transitions (docs/layout.md §7.1).
    /// The layout's targetContentOffset(forProposedContentOffset:) and its answer.
    case layoutTargetContentOffset(proposed: Point, answer: Point)
    /// The delegate's collectionView(_:targetContentOffsetForProposedContentOffset:) and its answer.
    case delegateTargetContentOffset(proposed: Point, answer: Point)
    /// collectionView(_:transitionLayoutForOldLayout:newLayout:), with the two layouts' class names.
    case transitionLayoutForOldLayout(old: String, new: String)
    /// The animation of a layout change ends (not a callback: marks where the completion falls).
    case layoutAnimationsEnd
    /// An interactive transition's completion(completed, finished).
    case transitionCompletion(completed: Bool, finished: Bool)
    /// A custom layout's life cycle at a bounds change (CustomLayoutCallback.swift).
    case customLayout(CustomLayoutCallback)
    /// UIAccessibility.post(notification: .layoutChanged, argument: nil) (docs/accessibility.md;
    /// recorded only while VoiceOver runs).
    case accessibilityLayoutChanged

    public var description: String {
        func kindName(_ kind: ElementKind) -> String {
            kind == .sectionHeader ? "header" : kind == .sectionFooter ? "footer" : kind.rawValue
        }
        func list(_ paths: [IndexPath]) -> String { "[" + paths.map(\.description).joined(separator: ", ") + "]" }
        switch self {
        case .numberOfSections: return "numberOfSections"
        case .numberOfItemsInSection(let s): return "numberOfItemsInSection(\(s))"
        case .numberOfItemsInSections: return expanded.map(\.description).joined(separator: "\n")
        case .cellForItemAt(let p): return "cellForItemAt(\(p))"
        case .viewForSupplementaryElementOfKind(let k, let p): return "viewForSupplementaryElementOfKind(\(kindName(k)), \(p))"
        case .willDisplayCell(let p): return "willDisplay(\(p))"
        case .didEndDisplayingCell(let p): return "didEndDisplaying(\(p))"
        case .willDisplaySupplementaryView(let k, let p): return "willDisplaySupplementaryView(\(kindName(k)), \(p))"
        case .didEndDisplayingSupplementaryView(let k, let p): return "didEndDisplayingSupplementaryView(\(kindName(k)), \(p))"
        case .shouldHighlightItemAt(let p): return "shouldHighlightItemAt(\(p))"
        case .didHighlightItemAt(let p): return "didHighlightItemAt(\(p))"
        case .didUnhighlightItemAt(let p): return "didUnhighlightItemAt(\(p))"
        case .shouldSelectItemAt(let p): return "shouldSelectItemAt(\(p))"
        case .didSelectItemAt(let p): return "didSelectItemAt(\(p))"
        case .shouldDeselectItemAt(let p): return "shouldDeselectItemAt(\(p))"
        case .didDeselectItemAt(let p): return "didDeselectItemAt(\(p))"
        case .interaction(let call): return call.description
        case .listCell(let call): return call.description
        case .prefetchItemsAt(let p): return "prefetchItemsAt(\(list(p)))"
        case .cancelPrefetchingForItemsAt(let p): return "cancelPrefetchingForItemsAt(\(list(p)))"
        case .canMoveItemAt(let p): return "canMoveItemAt(\(p))"
        case .moveItemAt(let a, let b): return "moveItemAt(\(a), to: \(b))"
        case .targetIndexPathForMove(let o, let c, let p): return "targetIndexPathForMove(original: \(o), current: \(c), proposed: \(p))"
        case .itemsForBeginningDragSession(let p): return "itemsForBeginning(session, at: \(p))"
        case .dragSessionWillBegin: return "dragSessionWillBegin"
        case .dropSessionDidEnter: return "dropSessionDidEnter"
        case .canHandleDropSession(let answer): return "canHandle(session) → \(answer)"
        case .dropSessionDidExit: return "dropSessionDidExit"
        case .placeholderCellUpdateHandler(let p): return "placeholder.cellUpdateHandler(cell) at \(p)"
        case .shouldSpringLoadItemAt(let p): return "shouldSpringLoadItemAt(\(p), with: context)"
        case .itemsForAddingToDragSession(let p, let point):
            return "itemsForAddingTo(session, at: \(p), point: \(point.dragTraceText))"
        case .dropSessionDidUpdate(let p): return "dropSessionDidUpdate(withDestinationIndexPath: \(p?.description ?? "nil"))"
        case .dropSessionDidUpdateProposal(let p, let proposal):
            return "dropSessionDidUpdate(withDestinationIndexPath: \(p?.description ?? "nil")) → \(proposal.uikitDescription)"
        case .performDrop(let p): return "performDropWith(coordinator) — destination \(p)"
        case .dropSessionDidEnd: return "dropSessionDidEnd"
        case .dragSessionDidEnd: return "dragSessionDidEnd"
        case .canFocusItemAt(let p): return "canFocusItemAt(\(p))"
        case .shouldUpdateFocus(let a, let b): return "shouldUpdateFocusIn(\(a?.description ?? "nil") → \(b?.description ?? "nil"))"
        case .didUpdateFocus(let a, let b): return "didUpdateFocusIn(\(a?.description ?? "nil") → \(b?.description ?? "nil"))"
        case .batchCompletion(let finished): return "completion(\(finished))"
        case .log(let text): return "log: \(text)"
        case .engineWarning(let text): return "warning: \(text)"
        case .preferredLayoutAttributesFitting(let p): return "preferredLayoutAttributesFitting(\(p))"
        case .preferredLayoutAttributesFittingSupplementary(let k, let p):
            return "preferredLayoutAttributesFitting(\(kindName(k)), \(p))"
        case .cellRegistrationHandler(let name, let p): return "CellRegistration(\(name)) handler(cell, \(p), item)"
        case .supplementaryRegistrationHandler(let name, let k, let p):
            return "SupplementaryRegistration(\(name)) handler(view, \(kindName(k)), \(p))"
        case .canReorderItem(let p): return "reorderingHandlers.canReorderItem(\(p))"
        case .willReorder(let t): return "reorderingHandlers.willReorder(transaction) — difference: remove item at \(t.fromOffset), insert at \(t.toOffset)"
        case .didReorder(let t): return "reorderingHandlers.didReorder(transaction) — difference: remove item at \(t.fromOffset), insert at \(t.toOffset)"
        case .customLayout(let call): return call.description
        case .accessibilityLayoutChanged: return "UIAccessibility.post(notification: .layoutChanged, argument: nil)"
        default: return scrollDescription
        }
    }
}
