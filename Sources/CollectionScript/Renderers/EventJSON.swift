import CollectionEngine

/// A callback in `--json`'s `events`: `{"event": NAME, arguments…}`, NAME the data-source or
/// delegate method as the trace names it, the arguments typed (index paths as `[section,item]`,
/// points as `[x,y]`, element kinds by their UIKit string) — never the trace's text. Logs and
/// engine warnings carry their message (`{"event":"log","message":"…"}`): UIKit's words are the value.
extension CollectionViewEvent {
    var json: JSONValue {
        func event(_ name: String, _ arguments: (String, JSONValue)...) -> JSONValue {
            .object([("event", .string(name))] + arguments)
        }
        func path(_ p: IndexPath?) -> JSONValue { p.map(JSONValue.path) ?? .null }
        func paths(_ p: [IndexPath]) -> JSONValue { .array(p.map(JSONValue.path)) }
        func kind(_ k: ElementKind) -> JSONValue { .string(k.rawValue) }
        switch self {
        case .numberOfSections: return event("numberOfSections")
        case .numberOfItemsInSection(let s): return event("numberOfItemsInSection", ("section", .int(s)))
        case .numberOfItemsInSections(let range):
            // Expanded before writing (`expanded()`); kept whole here for a direct caller.
            return event("numberOfItemsInSection", ("sections", .array(range.map(JSONValue.int))))
        case .cellForItemAt(let p): return event("cellForItemAt", ("indexPath", .path(p)))
        case .viewForSupplementaryElementOfKind(let k, let p):
            return event("viewForSupplementaryElementOfKind", ("kind", kind(k)), ("indexPath", .path(p)))
        case .willDisplayCell(let p): return event("willDisplay", ("indexPath", .path(p)))
        case .didEndDisplayingCell(let p): return event("didEndDisplaying", ("indexPath", .path(p)))
        case .willDisplaySupplementaryView(let k, let p):
            return event("willDisplaySupplementaryView", ("kind", kind(k)), ("indexPath", .path(p)))
        case .didEndDisplayingSupplementaryView(let k, let p):
            return event("didEndDisplayingSupplementaryView", ("kind", kind(k)), ("indexPath", .path(p)))
        case .shouldHighlightItemAt(let p): return event("shouldHighlightItemAt", ("indexPath", .path(p)))
        case .didHighlightItemAt(let p): return event("didHighlightItemAt", ("indexPath", .path(p)))
        case .didUnhighlightItemAt(let p): return event("didUnhighlightItemAt", ("indexPath", .path(p)))
        case .shouldSelectItemAt(let p): return event("shouldSelectItemAt", ("indexPath", .path(p)))
        case .didSelectItemAt(let p): return event("didSelectItemAt", ("indexPath", .path(p)))
        case .shouldDeselectItemAt(let p): return event("shouldDeselectItemAt", ("indexPath", .path(p)))
        case .didDeselectItemAt(let p): return event("didDeselectItemAt", ("indexPath", .path(p)))
        case .interaction(let call): return call.json
        case .listCell(let call): return call.json
        case .prefetchItemsAt(let p): return event("prefetchItemsAt", ("indexPaths", paths(p)))
        case .cancelPrefetchingForItemsAt(let p): return event("cancelPrefetchingForItemsAt", ("indexPaths", paths(p)))
        case .canMoveItemAt(let p): return event("canMoveItemAt", ("indexPath", .path(p)))
        case .moveItemAt(let a, let b): return event("moveItemAt", ("from", .path(a)), ("to", .path(b)))
        case .targetIndexPathForMove(let o, let c, let p):
            return event("targetIndexPathForMove", ("original", .path(o)), ("current", .path(c)), ("proposed", .path(p)))
        case .itemsForBeginningDragSession(let p): return event("itemsForBeginning", ("indexPath", .path(p)))
        case .dragSessionWillBegin: return event("dragSessionWillBegin")
        case .dropSessionDidEnter: return event("dropSessionDidEnter")
        case .canHandleDropSession(let answer): return event("canHandle", ("answer", .bool(answer)))
        case .dropSessionDidExit: return event("dropSessionDidExit")
        case .dropSessionDidUpdate(let p): return event("dropSessionDidUpdate", ("destinationIndexPath", path(p)))
        case .dropSessionDidUpdateProposal(let p, let proposal):
            return event("dropSessionDidUpdate", ("destinationIndexPath", path(p)),
                         ("operation", .string(proposal.operation.rawValue)), ("intent", .string(proposal.intent.rawValue)))
        case .performDrop(let p): return event("performDrop", ("destinationIndexPath", .path(p)))
        case .dropSessionDidEnd: return event("dropSessionDidEnd")
        case .dragSessionDidEnd: return event("dragSessionDidEnd")
        case .placeholderCellUpdateHandler(let p): return event("placeholderCellUpdateHandler", ("indexPath", .path(p)))
        case .shouldSpringLoadItemAt(let p): return event("shouldSpringLoadItemAt", ("indexPath", .path(p)))
        case .itemsForAddingToDragSession(let p, let point):
            return event("itemsForAddingTo", ("indexPath", .path(p)), ("point", .point(point)))
        case .canFocusItemAt(let p): return event("canFocusItemAt", ("indexPath", .path(p)))
        case .shouldUpdateFocus(let a, let b): return event("shouldUpdateFocus", ("from", path(a)), ("to", path(b)))
        case .didUpdateFocus(let a, let b): return event("didUpdateFocus", ("from", path(a)), ("to", path(b)))
        case .batchCompletion(let finished): return event("completion", ("finished", .bool(finished)))
        case .log(let text): return event("log", ("message", .string(text)))
        case .engineWarning(let text): return event("engineWarning", ("message", .string(text)))
        case .scrollViewWillBeginDragging: return event("scrollViewWillBeginDragging")
        case .scrollViewDidScroll(let p, let count):
            return event("scrollViewDidScroll", ("contentOffset", .point(p)), ("count", .int(count)))
        case .targetContentOffsetForProposed(let proposed, let velocity, let answer):
            return event("targetContentOffset(forProposedContentOffset:withScrollingVelocity:)",
                         ("proposed", .point(proposed)), ("velocity", .point(velocity)), ("answer", .point(answer)))
        case .scrollViewWillEndDragging(let velocity, let target, let written):
            return event("scrollViewWillEndDragging", ("velocity", .point(velocity)), ("targetContentOffset", .point(target)),
                         ("written", written.map(JSONValue.point) ?? .null))
        case .scrollViewDidEndDragging(let willDecelerate): return event("scrollViewDidEndDragging", ("willDecelerate", .bool(willDecelerate)))
        case .scrollViewWillBeginDecelerating: return event("scrollViewWillBeginDecelerating")
        case .scrollViewDidEndDecelerating: return event("scrollViewDidEndDecelerating")
        case .scrollViewDidEndScrollingAnimation: return event("scrollViewDidEndScrollingAnimation")
        case .scrollViewShouldScrollToTop(let answer): return event("scrollViewShouldScrollToTop", ("result", .bool(answer)))
        case .scrollViewDidScrollToTop: return event("scrollViewDidScrollToTop")
        case .scrollViewDidChangeAdjustedContentInset: return event("scrollViewDidChangeAdjustedContentInset")
        case .canReorderItem(let p): return event("canReorderItem", ("indexPath", .path(p)))
        case .willReorder(let t): return event("willReorder", ("fromOffset", .int(t.fromOffset)), ("toOffset", .int(t.toOffset)))
        case .didReorder(let t): return event("didReorder", ("fromOffset", .int(t.fromOffset)), ("toOffset", .int(t.toOffset)))
        case .preferredLayoutAttributesFitting(let p): return event("preferredLayoutAttributesFitting", ("indexPath", .path(p)))
        case .preferredLayoutAttributesFittingSupplementary(let k, let p):
            return event("preferredLayoutAttributesFitting", ("kind", kind(k)), ("indexPath", .path(p)))
        case .cellRegistrationHandler(let name, let p):
            return event("CellRegistration.handler", ("registration", .string(name)), ("indexPath", .path(p)))
        case .supplementaryRegistrationHandler(let name, let k, let p):
            return event("SupplementaryRegistration.handler", ("registration", .string(name)), ("kind", kind(k)), ("indexPath", .path(p)))
        case .layoutTargetContentOffset(let proposed, let answer):
            return event("targetContentOffset(forProposedContentOffset:)", ("proposed", .point(proposed)), ("answer", .point(answer)))
        case .delegateTargetContentOffset(let proposed, let answer):
            return event("targetContentOffsetForProposedContentOffset", ("proposed", .point(proposed)), ("answer", .point(answer)))
        case .transitionLayoutForOldLayout(let old, let new):
            return event("transitionLayoutForOldLayout", ("old", .string(old)), ("new", .string(new)))
        case .layoutAnimationsEnd: return event("layoutAnimationsEnd")
        case .transitionCompletion(let completed, let finished):
            return event("completion", ("completed", .bool(completed)), ("finished", .bool(finished)))
        case .customLayout(.shouldInvalidateLayout(let bounds, let answer)):
            return event("shouldInvalidateLayout(forBoundsChange:)", ("newBounds", .array([.number(bounds.origin.x), .number(bounds.origin.y), .number(bounds.size.width), .number(bounds.size.height)])), ("answer", .bool(answer)))
        case .customLayout(.invalidateLayoutForBoundsChange(let context, let emptied)):
            return event("invalidateLayout(with:)", ("context", .string(context.flagsDescription)), ("emptiedCache", .bool(emptied)))
        case .customLayout(.prepare): return event("prepare()")
        case .customLayout(.invalidateLayout(let context, let emptied)):
            return event("invalidateLayout(with:)", ("context", .string(context.flagsDescription)), ("emptiedCache", .bool(emptied)))
        case .customLayout(.prepareForCollectionViewUpdates(let items)):
            return event("prepare(forCollectionViewUpdates:)", ("updateItems", .array(items.map { .string(CustomLayoutCallback.text($0)) })))
        case .customLayout(.finalLayoutAttributesForDisappearingItem(let p)):
            return event("finalLayoutAttributesForDisappearingItem(at:)", ("indexPath", .path(p)))
        case .customLayout(.initialLayoutAttributesForAppearingItem(let p)):
            return event("initialLayoutAttributesForAppearingItem(at:)", ("indexPath", .path(p)))
        case .customLayout(.finalizeCollectionViewUpdates): return event("finalizeCollectionViewUpdates()")
        case .accessibilityLayoutChanged: return event("UIAccessibility.post", ("notification", .string("layoutChanged")))
        }
    }
}

extension InteractionCallback {
    var json: JSONValue {
        func event(_ name: String, _ arguments: (String, JSONValue)...) -> JSONValue {
            .object([("event", .string(name))] + arguments)
        }
        switch self {
        case .canPerformPrimaryActionForItemAt(let p): return event("canPerformPrimaryActionForItemAt", ("indexPath", .path(p)))
        case .performPrimaryActionForItemAt(let p): return event("performPrimaryActionForItemAt", ("indexPath", .path(p)))
        case .shouldBeginMultipleSelectionInteractionAt(let p): return event("shouldBeginMultipleSelectionInteractionAt", ("indexPath", .path(p)))
        case .didBeginMultipleSelectionInteractionAt(let p): return event("didBeginMultipleSelectionInteractionAt", ("indexPath", .path(p)))
        case .didEndMultipleSelectionInteraction: return event("didEndMultipleSelectionInteraction")
        case .contextMenuConfigurationForItemsAt(let paths, let point):
            return event("contextMenuConfigurationForItemsAt", ("indexPaths", .array(paths.map(JSONValue.path))), ("point", .point(point)))
        case .contextMenuConfigurationForItemAt(let path, let point):
            return event("contextMenuConfigurationForItemAt", ("indexPath", .path(path)), ("point", .point(point)))
        case .willDisplayContextMenu: return event("willDisplayContextMenu")
        case .willEndContextMenuInteraction: return event("willEndContextMenuInteraction")
        case .willPerformPreviewActionForMenu: return event("willPerformPreviewActionForMenu")
        case .contextMenuPreview(let call, let preview):
            let name: String
            switch call.kind {
            case .highlight: name = "highlightPreview"
            case .dismissal: name = "dismissalPreview"
            }
            return event(name, ("indexPath", call.indexPath.map(JSONValue.path) ?? .null), ("preview", .bool(preview)))
        }
    }
}

extension ListCellCallback {
    var json: JSONValue {
        func event(_ name: String, _ arguments: (String, JSONValue)...) -> JSONValue {
            .object([("event", .string(name))] + arguments)
        }
        switch self {
        case .swipeActionsConfigurationProvider(let edge, let p):
            return event("\(edge.rawValue)SwipeActionsConfigurationProvider", ("indexPath", .path(p)))
        case .contextualActionHandler(let title, let p):
            return event("UIContextualAction.handler", ("title", .string(title)), ("indexPath", .path(p)))
        case .contextualActionCompletion(let done): return event("UIContextualAction.completion", ("success", .bool(done)))
        case .configurationUpdateHandler(let p, let state):
            return event("configurationUpdateHandler", ("indexPath", .path(p)), ("state", .object([
                ("isHighlighted", .bool(state.isHighlighted)), ("isSelected", .bool(state.isSelected)),
                ("isFocused", .bool(state.isFocused)), ("isEditing", .bool(state.isEditing)), ("isSwiped", .bool(state.isSwiped)),
            ])))
        case .swipeActionsClosed(let p, let reason):
            let why: String
            switch reason {
            case .scroll: why = "scroll"
            case .layoutChange: why = "layoutChange"
            case .editing: why = "editing"
            }
            return event("swipeActionsClosed", ("indexPath", .path(p)), ("reason", .string(why)))
        }
    }
}
