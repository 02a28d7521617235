import CollectionEngine

/// `group custom width=DIM height=DIM { item frame=(x, y, w, h) … }`:
/// NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) whose provider returns these frames,
/// relative to the group (docs/compositional.md §2.9).
extension ParserState {
    mutating func parseCustomGroup(keyword: Token) throws -> CompositionalGroupNode {
        advance()  // custom
        let properties = try parseInlineProperties(CompositionalVocabulary.customGroup, of: "custom group")
        try requireSize(properties, of: "group", at: keyword)
        let items = try parseBlock(after: "group custom") { state -> (Located<Rect>, Int?) in
            let word = state.peek
            guard word.kind == .identifier, state.text(of: word) == "item" else {
                throw state.unknownElement(word, block: "group custom", words: ["item"])
            }
            state.advance()
            let properties = try state.parseInlineProperties(CompositionalVocabulary.customItem, of: "custom item")
            guard let frame = properties.last(where: { $0.name.value == "frame" }), case .rect(let rect) = frame.value.value else {
                throw state.fail(.missingCustomFrame(), at: word)
            }
            var zIndex: Int?
            if let z = properties.last(where: { $0.name.value == "zIndex" }), case .number(let v) = z.value.value {
                zIndex = Int(exactly: v)
            }
            return (Located(rect, frame.value.range), zIndex)
        }
        var node = CompositionalGroupNode(axis: .horizontal, properties: properties, subitems: [], keywordRange: keyword.range)
        node.customFrames = items.map(\.0)
        for (i, item) in items.enumerated() { if let z = item.1 { node.customZIndices[i] = z } }
        return node
    }
}
