import CollectionEngine
import CollectionScript

/// The context menu's previews and the two-finger multi-select pan, as the calls UIKit makes: the
/// delegate's highlight preview before willDisplayContextMenu and its dismissal preview before
/// willEndContextMenuInteraction (iOS 16 per item, iOS 13 – 15 per configuration), each answer
/// asserted; a pan is shouldBeginMultipleSelectionInteractionAt, editing turned on,
/// didBeginMultipleSelectionInteractionAt, shouldSelect and the selection of each item passed over,
/// and collectionViewDidEndMultipleSelectionInteraction (docs/interaction.md §1.4, §1.6).
extension SwiftExportWriter {
    /// The delegate methods a scenario's answers add to the test's delegate (only those it answers,
    /// so UIKit asks only what colscript's delegate implements).
    struct DelegateFeatures: Equatable {
        var highlightPreviews = false
        var dismissalPreviews = false
        var multipleSelection = false
        /// The delegate redirects a proposed move target (SwiftExportWriter+MoveRedirects.swift).
        var moveRedirects = false

        /// The delegate's members, recording each callback when the test records events.
        func members(recording: Bool) -> String {
            var text = ""
            if highlightPreviews || dismissalPreviews { text += SwiftSyntax.previewHelper }
            if highlightPreviews { text += SwiftSyntax.previewMethods("highlight", recording: recording) }
            if dismissalPreviews { text += SwiftSyntax.previewMethods("dismissal", recording: recording) }
            if multipleSelection { text += SwiftSyntax.multipleSelection(recording: recording) }
            if moveRedirects { text += SwiftSyntax.moveRedirects }
            return text
        }
    }

    /// `delegate highlightPreview|dismissalPreview [ITEM] = nil|preview` and
    /// `delegate shouldBeginMultipleSelectionInteraction [ITEM] = BOOL`, or nil for another answer.
    mutating func interactionAnswer(_ method: DelegateMethod, _ path: IndexPath?, _ value: Value, _ command: Command) throws(SwiftExport.Failure) -> [String]? {
        let name: String
        let answer: String
        switch method {
        case .highlightPreview, .dismissalPreview:
            guard let word = Self.word(value), word == "nil" || word == "preview" else { throw unsupported(command, "a preview answer is `nil` or `preview`") }
            answer = word == "preview" ? "true" : "false"
            name = method.rawValue
            if method == .highlightPreview { delegateFeatures.highlightPreviews = true } else { delegateFeatures.dismissalPreviews = true }
        case .shouldBeginMultipleSelectionInteraction:
            answer = try swiftValue(value, command)
            name = "shouldBeginMultipleSelection"
            delegateFeatures.multipleSelection = true
        case .shouldHighlight, .shouldSelect, .shouldDeselect, .layoutAttributesForElementsIn, .layoutAttributesForItemAt, .canMove,
             .cellForItemAt, .viewForSupplementaryElementOfKind, .canPerformPrimaryAction, .performPrimaryAction, .contextMenuConfiguration,
             .dropSessionDidUpdate, .shouldSpringLoad, .canHandle, .canDrag, .canFocus, .targetIndexPathForMove, .targetContentOffset,
             .willEndDragging, .shouldScrollToTop, .canReorderItem, .targetContentOffsetForProposedContentOffset, .dequeueReusableCell:
            return nil
        }
        usesLayoutDelegate = true
        guard let path else { return ["delegate.\(name)EveryItem = \(answer)"] }
        return ["delegate.\(name)[\(SwiftSyntax.literal(itemName(path)))] = \(answer)"]
    }

    /// A preview question of the open menu, its answer asserted (`preview`: a UITargetedPreview).
    static func previewLines(_ call: ContextMenuPreviewCall, preview: Bool) -> [String] {
        let assert = preview ? "XCTAssertNotNil" : "XCTAssertNil"
        let question: String
        switch (call.kind, call.indexPath) {
        case (.highlight, let path?): question = "contextMenuConfiguration: contextMenu, highlightPreviewForItemAt: \(SwiftSyntax.indexPath(path))"
        case (.dismissal, let path?): question = "contextMenuConfiguration: contextMenu, dismissalPreviewForItemAt: \(SwiftSyntax.indexPath(path))"
        case (.highlight, nil): question = "previewForHighlightingContextMenuWithConfiguration: contextMenu"
        case (.dismissal, nil): question = "previewForDismissingContextMenuWithConfiguration: contextMenu"
        }
        return ["if let contextMenu { \(assert)(delegate.collectionView(collectionView, \(question))) }"]
    }

    /// `multiSelect A -> B`: the calls UIKit's multiple selection interaction makes, in its order.
    mutating func multiSelectLines(_ command: Command, before: Interpreter) -> [String] {
        let events = Self.events(since: before, in: interpreter)
        var lines = ["// A user's two-finger pan: the calls UIKit's multiple selection interaction makes, in its order."]
        if events.isEmpty {
            lines.append("// (UIKit does not recognize it: the delegate does not begin it, or the view is not editing with allowsMultipleSelectionDuringEditing; the pan scrolls)")
            return lines
        }
        usesLayoutDelegate = true
        usesTaps = true
        delegateFeatures.multipleSelection = true
        func ask(_ question: String, _ path: IndexPath, _ answer: CollectionViewEvent) -> String {
            "XCTAssertEqual(delegate.collectionView(collectionView, \(question): \(SwiftSyntax.indexPath(path))), \(events.contains(answer)))"
        }
        for event in events {
            if case .interaction(.shouldBeginMultipleSelectionInteractionAt(let path)) = event {
                lines.append(ask("shouldBeginMultipleSelectionInteractionAt", path, .interaction(.didBeginMultipleSelectionInteractionAt(path))))
            } else if case .interaction(.didBeginMultipleSelectionInteractionAt(let path)) = event {
                // UIKit turns editing on for a pan the delegate begins (and multiple selection while editing).
                if interpreter.view.isEditing != before.view.isEditing { lines.append("collectionView.isEditing = \(interpreter.view.isEditing)") }
                if interpreter.view.allowsMultipleSelectionDuringEditing != before.view.allowsMultipleSelectionDuringEditing {
                    lines.append("collectionView.allowsMultipleSelectionDuringEditing = \(interpreter.view.allowsMultipleSelectionDuringEditing)")
                }
                lines.append("delegate.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: \(SwiftSyntax.indexPath(path)))")
            } else if case .shouldSelectItemAt(let path) = event {
                lines.append(ask("shouldSelectItemAt", path, .didSelectItemAt(path)))
            } else if case .didSelectItemAt(let path) = event {
                lines.append("collectionView.selectItem(at: \(SwiftSyntax.indexPath(path)), animated: false, scrollPosition: [])")
                lines.append("delegate.collectionView(collectionView, didSelectItemAt: \(SwiftSyntax.indexPath(path)))")
            } else if case .interaction(.didEndMultipleSelectionInteraction) = event {
                lines.append("delegate.collectionViewDidEndMultipleSelectionInteraction(collectionView)")
            }
        }
        return lines
    }
}

extension SwiftSyntax {
    /// The callbacks the preview and multi-select methods record (`expect events`).
    static let interactionRecordedCallbacks = [
        "contextMenuConfiguration", "previewForHighlightingContextMenuWithConfiguration", "previewForDismissingContextMenuWithConfiguration",
        "shouldBeginMultipleSelectionInteractionAt", "didBeginMultipleSelectionInteractionAt", "didEndMultipleSelectionInteraction",
    ]

    /// The delegate's preview of a cell: the index path of the menu it configured last (the iOS 13 –
    /// 15 questions name only the configuration), and a preview of the cell for the items answered so.
    static let previewHelper = """
            /// The item of the menu the delegate configured last (iOS 13 – 15 ask by configuration).
            var menuIndexPath: IndexPath?
            private func preview(_ answers: [String: Bool], _ every: Bool, _ indexPath: IndexPath?,
                                 in collectionView: UICollectionView) -> UITargetedPreview? {
                guard let indexPath, answers[dataSource.sections[indexPath.section][indexPath.item]] ?? every,
                      let cell = collectionView.cellForItem(at: indexPath) else { return nil }
                return UITargetedPreview(view: cell)
            }

        """

    /// One preview's answers and its two methods (iOS 16's per item, iOS 13 – 15's per configuration).
    static func previewMethods(_ kind: String, recording: Bool) -> String {
        let highlight = kind == "highlight"
        let perItem = highlight ? "highlightPreviewForItemAt" : "dismissalPreviewForItemAt"
        let perConfiguration = highlight ? "previewForHighlightingContextMenuWithConfiguration" : "previewForDismissingContextMenuWithConfiguration"
        let answers = "\(kind)Preview, \(kind)PreviewEveryItem"
        func body(_ indexPath: String, _ spelled: String) -> String {
            guard recording else { return "        preview(\(answers), \(indexPath), in: collectionView)\n" }
            return "        let answer = preview(\(answers), \(indexPath), in: collectionView)\n"
                + "        dataSource.events.append(\"\(spelled) → \" + (answer == nil ? \"nil (UIKit previews the cell)\" : \"UITargetedPreview\"))\n"
                + "        return answer\n"
        }
        return """
                /// The \(kind) preview's answers by item identifier (colscript's `delegate \(kind)Preview`): true, a
                /// preview of the cell; false, nil (UIKit previews the cell itself).
                var \(kind)Preview: [String: Bool] = [:], \(kind)PreviewEveryItem = false
                func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                                    \(perItem) indexPath: IndexPath) -> UITargetedPreview? {

            """ + body("indexPath", "contextMenuConfiguration(_:\(perItem): [\\(indexPath.section),\\(indexPath.item)])") + """
                }
                func collectionView(_ collectionView: UICollectionView,
                                    \(perConfiguration) configuration: UIContextMenuConfiguration) -> UITargetedPreview? {

            """ + body("menuIndexPath", "\(perConfiguration)(_:)") + "    }\n\n"
    }

    /// The delegate's multi-select pan methods (iOS 13).
    static func multipleSelection(recording: Bool) -> String {
        func record(_ text: String) -> String { recording ? "\n        dataSource.\(text)\n    " : "" }
        let ask = recording
            ? "\n        dataSource.record(\"shouldBeginMultipleSelectionInteractionAt\", indexPath)\n        return shouldBeginMultipleSelection[dataSource.sections[indexPath.section][indexPath.item]] ?? shouldBeginMultipleSelectionEveryItem\n    "
            : "\n        shouldBeginMultipleSelection[dataSource.sections[indexPath.section][indexPath.item]] ?? shouldBeginMultipleSelectionEveryItem\n    "
        return """
                /// shouldBeginMultipleSelectionInteractionAt's answers by item identifier (colscript's
                /// `delegate shouldBeginMultipleSelectionInteraction`), else `…EveryItem`.
                var shouldBeginMultipleSelection: [String: Bool] = [:], shouldBeginMultipleSelectionEveryItem = false
                func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {\(ask)}
                func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {\(record("record(\"didBeginMultipleSelectionInteractionAt\", indexPath)"))}
                func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {\(record("events.append(\"didEndMultipleSelectionInteraction\")"))}

            """
    }
}
