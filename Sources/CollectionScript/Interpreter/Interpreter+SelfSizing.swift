import CollectionEngine

/// Self-sizing cells: `cellSize ITEM WxH` says what the item's cell measures
/// (preferredLayoutAttributesFitting); `cellSize FIRST ... LAST WxH` says it for a run of items of
/// one section, and `lineHeight = L charactersPerLine = C` makes the height grow with each item's
/// text (its identifier). The engine measures cells as they are displayed (docs/self-sizing.md).
extension Interpreter {
    /// The answer follows the item (by identifier). Displayed cells re-measure at once unless
    /// selfSizingInvalidation is disabled. O(items named).
    mutating func setCellSize(_ command: CellSizeCommand) throws(RuntimeError) -> UIKitCall {
        let first = try indexPath(command.first)
        guard view.dataSource.item(at: first) != nil else { throw .script(.noItem(first), at: command.first.range) }
        var last = first
        if let end = command.last {
            last = try indexPath(end)
            guard view.dataSource.item(at: last) != nil else { throw .script(.noItem(last), at: end.range) }
            guard last.section == first.section, last.item >= first.item else {
                throw .script(.cellSizeRange(first, last), at: command.first.range.union(end.range))
            }
        }
        try checkAffordable(view.cellSizeWork(storing: last.item - first.item + 1), at: command.first.range.union(command.last?.range ?? command.first.range))
        let base = command.size.value
        let sizes = cellSizeAnswers(command, section: first.section, items: first.item...last.item)
        do { try view.setCellSizes(sizes) } catch { throw layoutPassError(error) }
        if let rule = command.rule, let shortest = sizes.map(\.size.height).min(), let tallest = sizes.map(\.size.height).max() {
            return .layout(.cellsMeasure(first: first, last: last, size: base,
                                         rule: .init(shortest: shortest, tallest: tallest, lineHeight: rule.lineHeight.value,
                                                     charactersPerLine: rule.charactersPerLine.value)))
        }
        return .layout(.cellsMeasure(first: first, last: last, size: base, rule: nil))
    }

    /// What each cell of items `items` of `section` measures by `command` (its size, the height
    /// from the item's text with a text rule): the one rule `setCellSize` and the Swift export
    /// share. O(items).
    func cellSizeAnswers(_ command: CellSizeCommand, section: Int, items range: ClosedRange<Int>) -> [(id: Int, size: Size)] {
        let base = command.size.value
        let items = view.dataSource.sections[section].items
        var sizes: [(id: Int, size: Size)] = []
        sizes.reserveCapacity(range.count)
        for k in range {
            var size = base
            if let rule = command.rule { size.height = rule.height(base: base.height, text: view.itemNames.name(items[k])) }
            sizes.append((items[k], size))
        }
        return sizes
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
