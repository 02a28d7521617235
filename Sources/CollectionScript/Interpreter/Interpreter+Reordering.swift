import CollectionEngine

/// `delegate canReorderItem [ITEM] = BOOL`: the diffable data source's
/// `reorderingHandlers.canReorderItem` answer (docs/interaction.md §5.3).
extension Interpreter {
    mutating func setCanReorderAnswer(target: Located<ItemRef>?, value: Located<Value>, at range: SourceRange) throws(RuntimeError) -> String {
        guard view.isDiffable else { throw .script(.notDiffable(), at: range) }
        guard view.hasReorderingHandlers else { throw .script(.noReorderingHandlers, at: range) }
        let answer = try bool(value)
        let (item, scope) = try answerScope(target)
        view.setCanReorder(item: item, to: answer)
        return "reorderingHandlers.canReorderItem → \(answer) for \(scope)"
    }
}
