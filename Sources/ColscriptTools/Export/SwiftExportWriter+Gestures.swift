import CollectionEngine
import CollectionScript

/// A user's gestures as the calls UIKit's gesture handling makes: a tap is the delegate's
/// highlight and selection conversation (in the order the engine's trace shows it, each answer
/// asserted), the selection it changes and the delegate's did-calls; an interactive move is
/// `beginInteractiveMovementForItem(at:)` … `endInteractiveMovement()`, the calls the reordering
/// gesture makes, with the data source's moveItemAt.
extension SwiftExportWriter {
    /// The Swift for a gesture command, or nil for another command.
    mutating func gestureLines(_ command: Command, report: StepReport, before: Interpreter) throws(SwiftExport.Failure) -> [String]? {
        if case .tap(let ref) = command.kind {
            if report.calls.contains(where: { if case .gesture(.tapClosesSwipeActions) = $0 { true } else { false } }) {
                return tapClosingSwipeLines(before.exportIndexPath(ref))
            }
            var lines: [String] = []
            for call in report.calls {
                guard case .tap(let path) = call else { continue }
                lines += try tapLines(path, events: Self.events(since: before, in: interpreter), command)
            }
            return lines
        }
        if case .touchInteraction(.longPress) = command.kind,
           report.calls.contains(where: { if case .beginInteractiveMovement = $0 { true } else { false } }) {
            // The controller's standard reordering gesture: its long press is beginInteractiveMovementForItem(at:).
            usesMoves = true
        }
        if case .dropInteraction(.moveFinger) = command.kind, report.calls.contains(where: Self.isDragSessionCall) {
            throw unsupported(command, CommandExport.dragSessionWhy)
        }
        if case .beginMove = command.kind {
            // The data source answers canMoveItemAt and moves its arrays in moveItemAt (SwiftSyntax.moveItems);
            // a diffable data source answers through its reorderingHandlers (SwiftExportWriter+Reordering).
            if !(usesDiffable && interpreter.view.diffableDataSource != nil) { usesMoves = true }
        }
        return nil
    }

    /// A tap while a row shows its swipe actions: UIKit's list takes the tap to close them, and it
    /// neither highlights nor selects (no delegate calls); the test's open row closes with it.
    private func tapClosingSwipeLines(_ path: IndexPath?) -> [String] {
        let place = path.map { " on \(SwiftSyntax.indexPath($0))" } ?? ""
        return ["// A user's tap\(place) while a row shows its swipe actions (UIKit's gesture: no XCTest",
                "// call makes one): UIKit closes the swipe actions and the tap ends there; it neither highlights nor",
                "// selects the item, and the delegate gets no shouldHighlight, shouldSelect or didSelect call.",
                "swipeActions.open = nil"]
    }

    /// A call only a drag session makes (the finger of the controller's move is not one).
    static func isDragSessionCall(_ call: UIKitCall) -> Bool {
        if case .updateInteractiveMovementTarget = call { return false }
        return true
    }

    /// The callbacks a step made (the engine records them on the view).
    static func events(since before: Interpreter, in after: Interpreter) -> [CollectionViewEvent] {
        let start = before.view.events.count
        return after.view.events.count >= start ? Array(after.view.events[start...]) : after.view.events
    }

    /// The calls of a tap on `path`: each of UIKit's questions asked of the test's delegate with the
    /// answer colscript's delegate gave asserted, each selection change made on the view with the
    /// delegate told, in the trace's order.
    private mutating func tapLines(_ path: IndexPath, events: [CollectionViewEvent], _ command: Command) throws(SwiftExport.Failure) -> [String] {
        usesLayoutDelegate = true
        usesTaps = true
        var lines = ["// A user's tap on \(SwiftSyntax.indexPath(path)): the calls UIKit's tap handling makes, in its order."]
        let tapEvents = events.filter { Self.tapCall($0, rest: []) != nil || Self.isPrimaryAction($0) }
        if tapEvents.isEmpty { lines.append("// (allowsSelection is false: UIKit's tap makes no delegate calls)") }
        for (index, event) in tapEvents.enumerated() {
            if Self.isPrimaryAction(event) { usesPrimaryActions = true }
            lines += Self.tapCall(event, rest: tapEvents[(index + 1)...]) ?? []
        }
        return lines
    }

    private static func isPrimaryAction(_ event: CollectionViewEvent) -> Bool {
        if case .interaction(.canPerformPrimaryActionForItemAt) = event { return true }
        if case .interaction(.performPrimaryActionForItemAt) = event { return true }
        return false
    }

    /// One callback of a tap as Swift (nil: not part of the tap's conversation). A question's
    /// answer is what happened next: didHighlight after shouldHighlight, didSelect after
    /// shouldSelect, didDeselect after shouldDeselect.
    private static func tapCall(_ event: CollectionViewEvent, rest: ArraySlice<CollectionViewEvent>) -> [String]? {
        func ask(_ question: String, _ path: IndexPath, _ answer: CollectionViewEvent) -> [String] {
            ["XCTAssertEqual(delegate.collectionView(collectionView, \(question): \(SwiftSyntax.indexPath(path))), \(rest.contains(answer)))"]
        }
        func tell(_ method: String, _ path: IndexPath) -> String {
            "delegate.collectionView(collectionView, \(method): \(SwiftSyntax.indexPath(path)))"
        }
        if case .shouldHighlightItemAt(let p) = event { return ask("shouldHighlightItemAt", p, .didHighlightItemAt(p)) }
        if case .didHighlightItemAt(let p) = event { return [tell("didHighlightItemAt", p)] }
        if case .shouldSelectItemAt(let p) = event { return ask("shouldSelectItemAt", p, .didSelectItemAt(p)) }
        if case .shouldDeselectItemAt(let p) = event { return ask("shouldDeselectItemAt", p, .didDeselectItemAt(p)) }
        if case .didUnhighlightItemAt(let p) = event { return [tell("didUnhighlightItemAt", p)] }
        if case .didDeselectItemAt(let p) = event {
            return ["collectionView.deselectItem(at: \(SwiftSyntax.indexPath(p)), animated: false)", tell("didDeselectItemAt", p)]
        }
        // iOS 16's primary action, after the selection of a tap that selects one item.
        if case .interaction(.canPerformPrimaryActionForItemAt(let p)) = event {
            return ask("canPerformPrimaryActionForItemAt", p, .interaction(.performPrimaryActionForItemAt(p)))
        }
        if case .interaction(.performPrimaryActionForItemAt(let p)) = event { return [tell("performPrimaryActionForItemAt", p)] }
        if case .didSelectItemAt(let p) = event {
            return ["collectionView.selectItem(at: \(SwiftSyntax.indexPath(p)), animated: false, scrollPosition: [])", tell("didSelectItemAt", p)]
        }
        return nil
    }
}
