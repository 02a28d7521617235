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
            // By the section's identifier, as colscript's flow layout keeps the answer (it follows
            // its section through updates); the data source keeps the sections' identifiers.
            viewHelpers.keysSectionMetrics = true
            let sectionName = SwiftSyntax.literal(interpreter.view.sectionNames.name(interpreter.view.dataSource.sections[index].value))
            return ["delegate.\(name.value)s[\(sectionName)] = \(try swiftValue(value.value, command, insets: name.value == "sectionInset"))",
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
                // By the item's identifier, as colscript's delegate keeps it (DelegateAnswers.perItem).
                viewHelpers.keysAnswersByItem = true
                return ["delegate.\(method.value.rawValue)[\(SwiftSyntax.literal(itemName(path)))] = \(answer)"]
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
            case .canMove:
                // The data source's canMoveItemAt, by item identifier (SwiftSyntax.moveItems).
                usesMoves = true
                let answer = try swiftValue(value.value, command)
                guard let path else { return ["dataSource.canMoveEveryItem = \(answer)"] }
                return ["dataSource.canMove[\(SwiftSyntax.literal(itemName(path)))] = \(answer)"]
            case .cellForItemAt:
                guard let path else { throw unsupported(command, "it needs an item") }
                let item = SwiftSyntax.literal(itemName(path))
                switch CellAnswer(rawValue: Self.word(value.value) ?? "") {
                case .dequeued?:
                    return usesCellAnswers ? ["dataSource.cellsNotDequeued.remove(\(item))"] : ["// (cellForItemAt dequeues its cell, as the test's data source does)"]
                case .notDequeued?:
                    usesCellAnswers = true
                    return ["dataSource.cellsNotDequeued.insert(\(item))"]
                case .nilCell?, nil:
                    throw unsupported(command, Self.nilInSwift("collectionView(_:cellForItemAt:)", "a cell", hint: nil))
                }
            case .viewForSupplementaryElementOfKind:
                usesSupplementaryAnswers = true
                switch SupplementaryAnswer(rawValue: Self.word(value.value) ?? "") {
                case .matching?: return ["dataSource.supplementaryAnswer = .matching"]
                case .headerForFooter?: return ["dataSource.supplementaryAnswer = .headerForFooter"]
                case .footerForHeader?: return ["dataSource.supplementaryAnswer = .footerForHeader"]
                case .notDequeued?: return ["dataSource.supplementaryAnswer = .notDequeued"]
                case .nilView?, nil:
                    throw unsupported(command, Self.nilInSwift("collectionView(_:viewForSupplementaryElementOfKind:at:)", "a view",
                                                              hint: "UIKit raises the same reason for a view not dequeued: `delegate viewForSupplementaryElementOfKind = notDequeued`"))
                }
            case .canPerformPrimaryAction:
                usesLayoutDelegate = true
                usesPrimaryActions = true
                let answer = try swiftValue(value.value, command)
                guard let path else { return ["delegate.canPerformPrimaryActionEveryItem = \(answer)"] }
                viewHelpers.keysAnswersByItem = true
                return ["delegate.canPerformPrimaryAction[\(SwiftSyntax.literal(itemName(path)))] = \(answer)"]
            case .performPrimaryAction:
                // Whether the delegate implements performPrimaryActionForItemAt: the test's does once told.
                guard value.value == .identifier("true") else {
                    if usesPrimaryActions { throw unsupported(command, "a Swift delegate cannot stop implementing performPrimaryActionForItemAt once it does") }
                    return ["// (the delegate does not implement performPrimaryActionForItemAt)"]
                }
                usesLayoutDelegate = true
                usesPrimaryActions = true
                return ["// (the delegate implements performPrimaryActionForItemAt, iOS 16)"]
            case .contextMenuConfiguration:
                return try contextMenuAnswer(path, value.value, command)
            case .highlightPreview, .dismissalPreview, .shouldBeginMultipleSelectionInteraction:
                return try interactionAnswer(method.value, path, value.value, command)
            case .targetIndexPathForMove:
                return try moveRedirectLines(path, value.value, command)
            case .dropSessionDidUpdate, .canHandle, .shouldSpringLoad, .canDrag,
                 .canFocus, .targetContentOffset, .willEndDragging, .shouldScrollToTop,
                 .canReorderItem, .targetContentOffsetForProposedContentOffset:
                throw unsupported(command, "this delegate answer is not exported yet")
            case .dequeueReusableCell:
                // SwiftExportWriter+CellChoices, asked before this.
                return nil
            }
        }
        return nil
    }

    /// The name of the item at `path` in the data source now.
    func itemName(_ path: IndexPath) -> String {
        let names = SwiftSyntax.names(interpreter.view)
        guard names.indices.contains(path.section), names[path.section].indices.contains(path.item) else { return "" }
        return names[path.section][path.item]
    }

    /// Why an answer of nil does not export: Swift's signature returns a non-optional object.
    static func nilInSwift(_ method: String, _ what: String, hint: String?) -> String {
        "in Swift \(method) returns \(what), never nil (nil is an Objective-C data source's answer)" + (hint.map { "; " + $0 } ?? "")
    }

    static func word(_ value: Value) -> String? {
        if case .identifier(let word) = value { word } else { nil }
    }
}
