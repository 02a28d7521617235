import CollectionEngine

/// `item … { supplementary KIND width=DIM height=DIM containerAnchor=EDGES [itemAnchor=EDGES]
/// [absoluteOffset=(x, y) | fractionalOffset=(x, y)] [zIndex=N] }`: NSCollectionLayoutItem(layoutSize:
/// supplementaryItems:) with NSCollectionLayoutSupplementaryItems placed by NSCollectionLayoutAnchor
/// (docs/compositional.md §3.4). EDGES is a RectAlignment word: topTrailing, bottom, none (the centre) …
/// The same line inside a group's block anchors the supplementary to the group
/// (NSCollectionLayoutGroup.supplementaryItems). An anchor's EDGES may name opposite edges
/// (`topBottom`: both cancel, the centre on that axis; CompositionalVocabulary.anchorEdges).
extension ParserState {
    mutating func parseAnchoredSupplementaries() throws -> [CompositionalBoundaryNode] {
        try parseBlock(after: "item") { state -> CompositionalBoundaryNode in
            let word = state.peek
            guard word.kind == .identifier, state.text(of: word) == "supplementary" else {
                throw state.unknownElement(word, block: "item", words: ["supplementary"])
            }
            return try state.parseAnchoredSupplementary()
        }
    }

    /// `supplementary KIND NAME=VALUE…`, the keyword next.
    mutating func parseAnchoredSupplementary() throws -> CompositionalBoundaryNode {
        let word = advance()
        let kindToken = try consume(.identifier, orReport: .expectedIdentifier("an element kind", after: "supplementary"))
        let properties = try parseInlineProperties(CompositionalVocabulary.anchored, of: "supplementary")
        try requireSize(properties, of: "supplementary", at: word)
        return CompositionalBoundaryNode(kind: Located(text(of: kindToken), kindToken.range), defaultAlignment: .none,
                                         properties: properties, keywordRange: word.range)
    }
}
