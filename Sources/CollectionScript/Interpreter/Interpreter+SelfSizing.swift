import CollectionEngine

/// Self-sizing cells: `cellSize ITEM WxH` says what the item's cell measures
/// (preferredLayoutAttributesFitting); the engine measures cells as they are displayed
/// (docs/self-sizing.md).
extension Interpreter {
    /// `cellSize [s,i] WxH`: the answer follows the item (by identifier). A displayed cell
    /// re-measures at once unless selfSizingInvalidation is disabled.
    mutating func setCellSize(_ ref: Located<ItemRef>, _ size: Located<Size>) throws(RuntimeError) -> UIKitCall {
        let path = try indexPath(ref)
        guard let id = view.dataSource.item(at: path) else {
            throw .script(.noItem(path), at: ref.range)
        }
        view.setCellSize(id: id, size: size.value)
        return .raw("cell \(path) measures \(format(size.value))")
    }
}

/// Data-source contract mistakes (docs/evidence.md E7): `delegate cellForItemAt ITEM = nil`.
extension Interpreter {
    mutating func setCellAnswer(target: Located<ItemRef>?, value: Located<Value>) throws(RuntimeError) -> String {
        guard let target else { throw .script(.delegateRedirectUsage, at: value.range) }
        let path = try indexPath(target)
        guard let id = view.dataSource.item(at: path) else {
            throw .script(.noItem(path), at: target.range)
        }
        let word = try word(value, among: CellAnswer.allCases.map(\.rawValue))
        let answer = CellAnswer(rawValue: word) ?? .dequeued
        view.setCellAnswer(id: id, answer)
        switch answer {
        case .dequeued: return "cellForItemAt(\(path)) → a dequeued cell"
        case .notDequeued: return "cellForItemAt(\(path)) → UICollectionViewCell(frame:) (not dequeued)"
        case .nilCell: return "cellForItemAt(\(path)) → nil"
        }
    }
}
