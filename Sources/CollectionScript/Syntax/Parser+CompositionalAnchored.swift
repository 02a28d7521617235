import CollectionEngine

/// `item … { supplementary KIND width=DIM height=DIM containerAnchor=EDGES [itemAnchor=EDGES]
/// [absoluteOffset=(x, y) | fractionalOffset=(x, y)] [zIndex=N] }`: NSCollectionLayoutItem(layoutSize:
/// supplementaryItems:) with NSCollectionLayoutSupplementaryItems placed by NSCollectionLayoutAnchor
/// (docs/compositional.md §3.4). EDGES is a RectAlignment word: topTrailing, bottom, none (the centre) …
extension ParserState {
    mutating func parseAnchoredSupplementaries() throws -> [CompositionalBoundaryNode] {
        try parseBlock(after: "item") { state -> CompositionalBoundaryNode in
            let word = state.peek
            guard word.kind == .identifier, state.text(of: word) == "supplementary" else {
                throw state.unknownElement(word, block: "item", words: ["supplementary"])
            }
            state.advance()
            let kindToken = try state.consume(.identifier, orReport: .expectedIdentifier("an element kind", after: "supplementary"))
            let properties = try state.parseInlineProperties(CompositionalVocabulary.anchored, of: "supplementary")
            try state.requireSize(properties, of: "supplementary", at: word)
            return CompositionalBoundaryNode(kind: Located(state.text(of: kindToken), kindToken.range), defaultAlignment: .none,
                                             properties: properties, keywordRange: word.range)
        }
    }
}
