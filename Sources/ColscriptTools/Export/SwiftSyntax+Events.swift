/// `expect events` in an exported test: the test's data source and delegate record each callback
/// they get, spelled as colscript's transcript spells it (`cellForItemAt([0,1])`), in `events`,
/// which the test clears at the start of each step; the expectation compares the list.
extension SwiftSyntax {
    /// The callbacks the test records (their names as colscript spells them).
    static let recordedCallbacks = [
        "numberOfSections", "numberOfItemsInSection", "cellForItemAt", "viewForSupplementaryElementOfKind",
        "willDisplay", "didEndDisplaying", "willDisplaySupplementaryView", "didEndDisplayingSupplementaryView",
        "shouldHighlightItemAt", "didHighlightItemAt", "didUnhighlightItemAt", "shouldSelectItemAt", "didSelectItemAt",
        "shouldDeselectItemAt", "didDeselectItemAt", "canMoveItemAt", "moveItemAt",
        "canPerformPrimaryActionForItemAt", "performPrimaryActionForItemAt",
        "contextMenuConfigurationForItemsAt", "contextMenuConfigurationForItemAt", "willDisplayContextMenu",
        "willEndContextMenuInteraction", "willPerformPreviewActionForMenuWith",
    ]

    /// Whether the test records the callback colscript spells `event`.
    static func isRecorded(_ event: String) -> Bool {
        let name = event.prefix { $0 != "(" }
        return recordedCallbacks.contains(String(name)) || interactionRecordedCallbacks.contains(String(name))
            || ListExport.recordedCallbacks.contains(String(name))
            || CustomLayoutClasses.records(event)
    }

    /// The data source's log and its spelling helpers.
    static let eventLog = """
            /// The callbacks the data source and the delegate got since the step began, as colscript spells them.
            var events: [String] = []
            func record(_ name: String, _ indexPath: IndexPath) { events.append("\\(name)([\\(indexPath.section),\\(indexPath.item)])") }
            func record(_ name: String, kind: String, _ indexPath: IndexPath) {
                let spelled = kind == UICollectionView.elementKindSectionHeader ? "header" : kind == UICollectionView.elementKindSectionFooter ? "footer" : kind
                events.append("\\(name)(\\(spelled), [\\(indexPath.section),\\(indexPath.item)])")
            }
            /// A point as colscript prints it: `(161, 25)`, `(60.5, 25)`.
            func spell(_ point: CGPoint) -> String {
                func number(_ value: CGFloat) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\\(value)" }
                return "(\\(number(point.x)), \\(number(point.y)))"
            }

        """

    /// The delegate's display callbacks (recorded).
    static let displayCallbacks = """
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                dataSource.record("willDisplay", indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                dataSource.record("didEndDisplaying", indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                                forElementKind elementKind: String, at indexPath: IndexPath) {
                dataSource.record("willDisplaySupplementaryView", kind: elementKind, indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                                forElementOfKind elementKind: String, at indexPath: IndexPath) {
                dataSource.record("didEndDisplayingSupplementaryView", kind: elementKind, indexPath)
            }

        """

    /// The helpers with every callback the test implements recording itself.
    static func recordingEvents(_ helpers: String) -> String {
        var text = helpers
        func replace(_ old: String, _ new: String) { text = text.replacingOccurrences(of: old, with: new) }
        replace("func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }",
                "func numberOfSections(in collectionView: UICollectionView) -> Int {\n        events.append(\"numberOfSections\")\n        return sections.count\n    }")
        replace("numberOfItemsInSection section: Int) -> Int {\n        sections[section].count",
                "numberOfItemsInSection section: Int) -> Int {\n        events.append(\"numberOfItemsInSection(\\(section))\")\n        return sections[section].count")
        replace("cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {\n",
                "cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {\n        record(\"cellForItemAt\", indexPath)\n")
        replace("at indexPath: IndexPath) -> UICollectionReusableView {\n",
                "at indexPath: IndexPath) -> UICollectionReusableView {\n        record(\"viewForSupplementaryElementOfKind\", kind: kind, indexPath)\n")
        replace("canMoveItemAt indexPath: IndexPath) -> Bool {\n        canMove",
                "canMoveItemAt indexPath: IndexPath) -> Bool {\n        record(\"canMoveItemAt\", indexPath)\n        return canMove")
        replace("to destinationIndexPath: IndexPath) {\n",
                "to destinationIndexPath: IndexPath) {\n        events.append(\"moveItemAt([\\(sourceIndexPath.section),\\(sourceIndexPath.item)], to: [\\(destinationIndexPath.section),\\(destinationIndexPath.item)])\")\n")
        for question in ["shouldHighlight", "shouldSelect", "shouldDeselect"] {
            replace("        \(question)[indexPath] ?? \(question)EveryItem\n",
                    "        dataSource.record(\"\(question)ItemAt\", indexPath)\n        return \(question)[indexPath] ?? \(question)EveryItem\n")
        }
        for call in ["didHighlightItemAt", "didUnhighlightItemAt", "didSelectItemAt", "didDeselectItemAt"] {
            replace("\(call) indexPath: IndexPath) {}", "\(call) indexPath: IndexPath) { dataSource.record(\"\(call)\", indexPath) }")
        }
        replace("canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {\n        canPerformPrimaryAction",
                "canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {\n        dataSource.record(\"canPerformPrimaryActionForItemAt\", indexPath)\n        return canPerformPrimaryAction")
        replace("performPrimaryActionForItemAt indexPath: IndexPath) {}",
                "performPrimaryActionForItemAt indexPath: IndexPath) { dataSource.record(\"performPrimaryActionForItemAt\", indexPath) }")
        replace("point: CGPoint) -> UIContextMenuConfiguration? {\n        menu(collectionView.indexPathForItem(at: point))",
                "point: CGPoint) -> UIContextMenuConfiguration? {\n        dataSource.events.append(\"contextMenuConfigurationForItemsAt([\" + indexPaths.map { \"[\\($0.section),\\($0.item)]\" }.joined(separator: \", \") + \"], point: \\(dataSource.spell(point)))\")\n        return menu(collectionView.indexPathForItem(at: point))")
        replace("point: CGPoint) -> UIContextMenuConfiguration? {\n        menu(indexPath)",
                "point: CGPoint) -> UIContextMenuConfiguration? {\n        dataSource.events.append(\"contextMenuConfigurationForItemAt([\\(indexPath.section),\\(indexPath.item)], point: \\(dataSource.spell(point)))\")\n        return menu(indexPath)")
        for call in ["willDisplayContextMenu", "willEndContextMenuInteraction", "willPerformPreviewActionForMenuWith"] {
            let animator = call == "willPerformPreviewActionForMenuWith" ? "any UIContextMenuInteractionCommitAnimating" : "(any UIContextMenuInteractionAnimating)?"
            replace("animator: \(animator)) {}", "animator: \(animator)) {\n        dataSource.events.append(\"\(call)(configuration:animator:)\")\n    }")
        }
        if let end = text.range(of: SwiftSyntax.Anchor.dataSourceFieldsEnd) { text.insert(contentsOf: eventLog, at: end.upperBound) }
        if let end = text.range(of: SwiftSyntax.Anchor.delegateInitEnd) {
            text.insert(contentsOf: displayCallbacks, at: end.upperBound)
        }
        return text
    }
}
