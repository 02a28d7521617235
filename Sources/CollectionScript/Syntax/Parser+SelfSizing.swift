import CollectionEngine

/// `cellSize ITEM [... ITEM] WxH [lineHeight = NUMBER charactersPerLine = INTEGER]`.
extension ParserState {
    mutating func parseCellSize() throws -> CellSizeCommand {
        let first = try parseItemRef(after: "cellSize")
        var last: Located<ItemRef>?
        if match(.ellipsis) != nil { last = try parseItemRef(after: "...") }
        let what = last == nil ? "the item in 'cellSize'" : "the range in 'cellSize'"
        let sizeToken = try consume(.size, orReport: .expectedSize(after: what))
        guard case .size(let value) = sizeToken.literal else { throw fail(.expectedSize(after: what), at: sizeToken) }
        var command = CellSizeCommand(first: first, last: last, size: Located(value, sizeToken.range))
        if matchWord("lineHeight") != nil {
            _ = try consume(.equal, orReport: .expectedEqual(after: "'lineHeight'"))
            let heightToken = peek
            let height: Double
            switch heightToken.literal {
            case .integer(let n) where n >= 0: height = Double(n)
            case .decimal(let d) where d >= 0 && d.isFinite: height = d
            default: throw fail(.expectedInteger("a line height (a number ≥ 0)", after: "lineHeight ="), at: heightToken)
            }
            advance()
            guard matchWord("charactersPerLine") != nil else {
                throw fail(.expectedIdentifier("'charactersPerLine'", after: "lineHeight = \(text(of: heightToken))"), at: peek)
            }
            _ = try consume(.equal, orReport: .expectedEqual(after: "'charactersPerLine'"))
            let perLineToken = peek
            guard case .integer(let perLine) = perLineToken.literal, perLine >= 1 else {
                throw fail(.expectedInteger("a number of characters (an integer ≥ 1)", after: "charactersPerLine ="), at: perLineToken)
            }
            advance()
            command.rule = .init(lineHeight: Located(height, heightToken.range),
                                 charactersPerLine: Located(perLine, perLineToken.range))
        }
        return command
    }
}
