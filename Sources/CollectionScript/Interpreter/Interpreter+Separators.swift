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
