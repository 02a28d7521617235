import CollectionEngine
import CollectionScript

/// The diffable data source's reorderingHandlers (iOS 14): `set reorderingHandlers = on` sets its
/// canReorderItem (answering by item identifier from `canReorder`, colscript's
/// `delegate canReorderItem`), willReorder and didReorder; an interactive move under a diffable
/// data source is the same beginInteractiveMovementForItem(at:) … endInteractiveMovement() calls,
/// and the data source commits the move to its snapshot itself.
extension SwiftExportWriter {
    /// The properties this file exports.
    static let reorderingProperties: Set<String> = ["reorderingHandlers"]

    /// The Swift for `set reorderingHandlers` and `delegate canReorderItem`, or nil for another command.
    mutating func reorderingLines(_ command: Command) throws(SwiftExport.Failure) -> [String]? {
        if case .set(let property) = command.kind, Self.reorderingProperties.contains(property.name.value) {
            guard usesDiffable else { throw unsupported(command, "reorderingHandlers are the diffable data source's (`diffable on` first)") }
            var lines: [String] = []
            if !declaresReorderingAnswers {
                declaresReorderingAnswers = true
                lines += ["// canReorderItem's answers by item identifier (colscript's `delegate canReorderItem`), else `canReorderEveryItem`.",
                          "var canReorder: [String: Bool] = [:], canReorderEveryItem = true"]
            }
            guard interpreter.view.hasReorderingHandlers else {
                return lines + ["diffableDataSource.reorderingHandlers = UICollectionViewDiffableDataSource<String, String>.ReorderingHandlers()"]
            }
            return lines + ["diffableDataSource.reorderingHandlers.canReorderItem = { item in canReorder[item] ?? canReorderEveryItem }",
                            "diffableDataSource.reorderingHandlers.willReorder = { _ in }",
                            "// The data source has committed the move to its snapshot: the app's model follows it here.",
                            "diffableDataSource.reorderingHandlers.didReorder = { _ in }"]
        }
        if case .delegate(let method, let target, let value) = command.kind, method.value == .canReorderItem {
            guard declaresReorderingAnswers else { throw unsupported(command, "canReorderItem is the diffable data source's reorderingHandlers' (`set reorderingHandlers = on` first)") }
            let answer = try swiftValue(value.value, command)
            guard let target else { return ["canReorderEveryItem = \(answer)"] }
            guard let path = interpreter.exportIndexPath(target) else { throw unsupported(command, "its item is not resolved") }
            return ["canReorder[\(SwiftSyntax.literal(itemName(path)))] = \(answer)"]
        }
        return nil
    }
}
