import CollectionEngine

/// `separatorVisibility ITEM automatic|visible|hidden` (docs/compositional.md §5.4): what the list
/// configuration's itemSeparatorHandler answers for one row.
extension ParserState {
    mutating func parseItemSeparator() throws -> CommandKind {
        let item = try parseItemRef(after: "separatorVisibility")
        let visibility = try parseWord(ListSeparatorVisibility.self, after: "the item in 'separatorVisibility'",
                                       expecting: "a visibility (automatic, visible or hidden)", noun: "separator visibility")
        return .separatorVisibility(item, visibility)
    }
}
