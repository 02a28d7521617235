import CollectionEngine

/// `layout list [NAME=VALUE…]` and `section [REF] list [NAME=VALUE…]` inside `layout compositional`
/// (docs/compositional.md §5): a UICollectionLayoutListConfiguration, written as `NAME=VALUE`.
extension ParserState {
    /// `layout list …`: the layout UIKit's `UICollectionViewCompositionalLayout.list(using:)` returns.
    mutating func parseListLayout() throws -> CommandKind {
        let start = token(at: position - 1)
        let properties = try parseInlineProperties(CompositionalVocabulary.list, of: "list configuration")
        let section = CompositionalSectionNode(reference: nil, properties: [], group: nil, boundaryItems: [],
                                               decorations: [], keywordRange: start.range, list: properties)
        var node = CompositionalLayoutNode(properties: [], sections: [section], boundaryItems: [])
        node.isList = true
        return .layoutCompositional(node)
    }

    /// `list NAME=VALUE…` after `section [REF]`; nil (nothing consumed) when the next word is not
    /// `list` used as a keyword (`list=…` or a section named `list` followed by its properties).
    mutating func parseListSectionIfPresent(keyword: Token, reference: Located<SectionRef>?) throws -> CompositionalSectionNode? {
        guard peek.kind == .identifier, text(of: peek) == "list" else { return nil }
        let next = token(at: position + 1)
        if next.kind == .equal { return nil }
        // `section list {` is a section named "list"; `section list appearance=…` or a line end is a list.
        if reference == nil, next.kind == .leftBrace { return nil }
        advance()
        let properties = try parseInlineProperties(CompositionalVocabulary.list, of: "list configuration")
        return CompositionalSectionNode(reference: reference, properties: [], group: nil, boundaryItems: [],
                                        decorations: [], keywordRange: keyword.range, list: properties)
    }
}
