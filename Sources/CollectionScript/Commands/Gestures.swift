import CollectionEngine

// One family of commands, declared together (docs/language.md §5): each keyword with its spec
// (`info`: syntax, example, UIKit API, summary, UIKit method names, help word list), its
// traits, how it parses, and how it runs. Every switch over the keywords is exhaustive.

extension Keyword {
    /// Gestures, context menus and focus: a user’s fingers and keyboard.
    public enum Gestures: String, CaseIterable, Hashable, Sendable {
        case focus, release, fling, tapStatusBar, multiSelect, longPress, dismissMenu, previewAction

        /// The command's syntax line, example, UIKit API and summary.
        public var info: CommandInfo {
            switch self {
            case .focus:
                return .init("focus", syntax: "focus ITEM | focus DIRECTION", example: "focus [0,1]",
                        uikit: "focus engine (canFocusItemAt, didUpdateFocusIn)", summary: "Move keyboard focus to an item or in a direction.",
                        wordList: .words("directions", FocusDirection.allCases.map(\.rawValue)))
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
            }
        }

        /// What the runtime knows of the command besides running it (`CommandTraits`).
        func traits(of kind: CommandKind) -> CommandTraits {
            switch self {
            case .focus: CommandTraits(export: .focus)
            case .release, .fling, .tapStatusBar, .multiSelect, .longPress, .dismissMenu, .previewAction: CommandTraits()
            }
        }
    }
}

extension ParserState {
    /// The arguments of a gesture (the keyword consumed).
    mutating func parse(_ keyword: Keyword.Gestures) throws -> CommandKind {
        switch keyword {
        case .focus:
            // Choice: a word that is a direction's misspelling (FocusDirection.typo: `rigth`, `Up`)
            // is a syntax error, not an item name; such an item is focused by its index path.
            if peek.kind == .identifier {
                let written = text(of: peek)
                if let direction = FocusDirection(rawValue: written) {
                    return .focus(nil, direction: Located(direction, advance().range))
                }
                if FocusDirection.typo(written) != nil {
                    let words = FocusDirection.allCases.map(\.rawValue)
                    throw fail(.unknownWord(written, noun: "focus direction", expected: words), at: peek,
                               fixIts: suggestion(for: peek, in: words))
                }
            }
            return .focus(try parseItemRef(after: "focus"), direction: nil)

        case .release: return try parseRelease()
        case .fling: return try parseFling()
        case .tapStatusBar: return .scrollGesture(.tapStatusBar)
        case .multiSelect:
            let from = try parseItemRef(after: "multiSelect")
            _ = try consume(.arrow, orReport: .expectedArrow(after: "the item where the pan begins"))
            let to = try parseItemRef(after: "'->'")
            return .touchInteraction(.multiSelect(from: from, to: to))
        case .longPress: return .touchInteraction(.longPress(try parseItemRef(after: "longPress")))
        case .dismissMenu: return .touchInteraction(.dismissMenu)
        case .previewAction: return .touchInteraction(.previewAction)
        }
    }
}

/// The execution of the family's commands (`Interpreter.perform` dispatches here).
extension Interpreter {
    /// A scroll gesture or animated scroll. The engine's meter charges its frames to the work
    /// budget (`WorkMeter.frameCost` a frame and `WorkMeter.viewCost` a view it places): without
    /// that a `repeat` of flings ran for minutes on a few hundred units.
    mutating func performScrollGesture(_ gesture: ScrollGestureCommand, at range: SourceRange) throws(RuntimeError) -> StepReport {
        let report = try performUnmeteredScrollGesture(gesture, at: range)
        try spend(0, at: range)
        return report
    }

    mutating func performTouchInteraction(_ interaction: TouchInteractionCommand, at range: SourceRange) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.changedState = true
        switch interaction {
        case .multiSelect(let fromRef, let toRef):
            let from = try indexPath(fromRef), to = try indexPath(toRef)
            try checkReachable(from, at: fromRef.range)
            if view.multipleSelectionSpan(from: from, to: to) > CollectionView.maximumMultiSelectItems {
                throw .script(.gestureOutOfRange(quantity: "a multi-select pan", range: "at most \(CollectionView.maximumMultiSelectItems) items long"), at: range)
            }
            let outcome: CollectionView.MultipleSelectionOutcome
            do { outcome = try view.multipleSelectionPan(from: from, to: to) } catch { throw .uikit(error, at: range) }
            let enteredEditing: Bool?
            switch outcome {
            case .selected(let entered): enteredEditing = entered
            case .notRecognized: enteredEditing = nil
            }
            report.calls.append(.gesture(.multiSelectPan(from: from, to: to, enteredEditing: enteredEditing)))
        case .longPress(let ref):
            let path = try indexPath(ref)
            try checkReachable(path, at: ref.range)
            // UICollectionViewController's standard gesture: the press begins an interactive movement.
            if let began = view.longPressBeginsMovement(at: path) {
                report.calls.append(.beginInteractiveMovement(at: path, began: began))
                report.lines.append(.text(began
                    ? "the controller's long-press gesture (installsStandardGestureForInteractiveMovement) begins moving \(path): moveFinger moves it, endMove lifts the finger"
                    : "the controller's long-press gesture asked to move \(path), and the data source refused (canMoveItemAt)"))
                return report
            }
            let shown: Bool
            do { shown = try view.longPress(at: path) } catch { throw .uikit(error, at: ref.range) }
            report.calls.append(.gesture(.longPress(path, menuShown: shown)))
        case .dismissMenu, .previewAction:
            let ending: CollectionView.ContextMenuEnding = interaction == .dismissMenu ? .dismiss : .previewAction
            guard view.endContextMenu(ending) else { throw .script(.noContextMenu, at: range) }
            report.calls.append(.gesture(.endContextMenu(committed: ending != .dismiss)))
        }
        return report
    }

    mutating func focus(_ ref: Located<ItemRef>?, direction: Located<FocusDirection>?) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        let before = view.focusedIndexPath
        if let ref {
            let path = try indexPath(ref)
            do { try view.focus(on: path) } catch { throw .uikit(error, at: ref.range) }
            report.calls.append(.gesture(.focus(path)))
        } else if let direction, direction.value == .away {
            view.focusLeavesView()
            report.calls.append(.gesture(.focus(nil)))
        } else if let direction {
            let key: CollectionView.FocusDirection
            switch direction.value {
            case .up: key = .up
            case .down: key = .down
            case .left: key = .left
            case .right, .away: key = .right
            }
            view.moveFocus(key)
            report.calls.append(.gesture(.pressKey(key)))
        }
        let after = view.focusedIndexPath
        report.lines.append(.text("focused: " + (after?.description ?? "none") + (after == before ? " (focus did not move)" : "")))
        report.changedState = true
        return report
    }
}
