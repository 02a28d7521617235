import CollectionEngine
import CollectionScript

/// The delegate's and the layout's answers: the per-section flow metrics, the selection answers,
/// and the layout contract mistakes a custom layout makes (the test's `Delegate` and `Layout`).
extension SwiftExportWriter {
    /// The Swift for an answer command, or nil for another command.
    mutating func delegateLines(_ command: Command) throws(SwiftExport.Failure) -> [String]? {
        if case .sectionMetric(let name, let section, let value) = command.kind {
            guard let index = interpreter.exportSectionIndex(section) else { throw unsupported(command, "its section is not resolved") }
            usesLayoutDelegate = true
            return ["delegate.\(name.value)s[\(index)] = \(try swiftValue(value.value, command, insets: name.value == "sectionInset"))",
                    "collectionView.collectionViewLayout.invalidateLayout()"]
        }
        if case .delegate(let method, let target, let value) = command.kind {
            let path = target.flatMap { interpreter.exportIndexPath($0) }
            if target != nil, path == nil { throw unsupported(command, "its item is not resolved") }
            switch method.value {
            case .shouldHighlight, .shouldSelect, .shouldDeselect:
                usesLayoutDelegate = true
                let answer = try swiftValue(value.value, command)
                guard let path else { return ["delegate.\(method.value.rawValue)EveryItem = \(answer)"] }
                return ["delegate.\(method.value.rawValue)[\(SwiftSyntax.indexPath(path))] = \(answer)"]
            case .layoutAttributesForItemAt:
                let answersNil = value.value == .identifier("nil")
                guard let path else { return ["(collectionView.collectionViewLayout as? Layout)?.everyItemWithoutAttributes = \(answersNil)"] }
                let change = answersNil ? "insert" : "remove"
                return ["_ = (collectionView.collectionViewLayout as? Layout)?.itemsWithoutAttributes.\(change)(\(SwiftSyntax.indexPath(path)))"]
            case .layoutAttributesForElementsIn:
                guard let path else { throw unsupported(command, "it needs an item") }
                let included = value.value == .identifier("included")
                return included
                    ? ["(collectionView.collectionViewLayout as? Layout)?.staleItems.append(\(SwiftSyntax.indexPath(path)))"]
                    : ["(collectionView.collectionViewLayout as? Layout)?.staleItems.removeAll { $0 == \(SwiftSyntax.indexPath(path)) }"]
            case .canMove, .canFocus, .canDrag, .targetIndexPathForMove, .targetContentOffset, .willEndDragging, .shouldScrollToTop,
                 .canReorderItem, .cellForItemAt, .viewForSupplementaryElementOfKind, .targetContentOffsetForProposedContentOffset,
                 .canPerformPrimaryAction, .performPrimaryAction, .shouldBeginMultipleSelectionInteraction, .contextMenuConfiguration,
                 .highlightPreview, .dismissalPreview, .dropSessionDidUpdate, .shouldSpringLoad, .canHandle:
                throw unsupported(command, "this delegate answer is not exported yet")
            }
        }
        return nil
    }
}
