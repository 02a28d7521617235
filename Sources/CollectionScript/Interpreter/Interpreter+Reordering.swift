import CollectionEngine

/// `delegate canReorderItem [ITEM] = BOOL`: the diffable data source's
/// `reorderingHandlers.canReorderItem` answer (docs/interaction.md §5.3).
extension Interpreter {
    mutating func setCanReorderAnswer(target: Located<ItemRef>?, value: Located<Value>, at range: SourceRange) throws(RuntimeError) -> String {
        guard view.isDiffable else { throw .script(.notDiffable(), at: range) }
        guard view.hasReorderingHandlers else { throw .script(.noReorderingHandlers, at: range) }
        let answer = try bool(value)
        var item: Int?
        var scope = "every item"
        if let target {
            let path = try indexPath(target)
            guard let id = view.dataSource.item(at: path) else { throw .script(.noItem(path), at: target.range) }
            item = id
            scope = view.itemNames.name(id)
        }
        view.setCanReorder(item: item, to: answer)
        return "reorderingHandlers.canReorderItem → \(answer) for \(scope)"
    }
}
