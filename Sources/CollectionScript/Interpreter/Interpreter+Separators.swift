import CollectionEngine

/// `expect separator ITEM == (x, y, w, h)` (or `nil`): the bottom separator of a list row
/// (ListSeparators.swift, docs/compositional.md §5.4).
extension Interpreter {
    func observeSeparator(subject: Located<ExpectSubject>, argument: Located<Value>?) throws(RuntimeError) -> Observed {
        guard let argument else {
            throw .script(.expectNeedsArgument(subject: subject.value.rawValue), at: subject.range)
        }
        let path = try indexPath(itemRef(argument))
        return .text(view.listSeparator(at: path).map { format($0.frame) } ?? "nil")
    }
}

extension Interpreter {
    /// `separatorVisibility ITEM hidden`: the itemSeparatorHandler's answer for the item (by identifier,
    /// so it follows the item through updates); the transcript line is the handler's assignment.
    mutating func setItemSeparator(_ ref: Located<ItemRef>, _ visibility: ListSeparatorVisibility) throws(RuntimeError) -> UIKitCall {
        let path = try indexPath(ref)
        guard let item = view.dataSource.item(at: path) else { throw .script(.noItem(path), at: ref.range) }
        view.setItemSeparatorVisibility(visibility, item: item)
        return .registration(.separator(item: view.itemNames.name(item), visibility))
    }
}
