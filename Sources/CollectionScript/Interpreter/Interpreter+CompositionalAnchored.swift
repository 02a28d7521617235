import CollectionEngine

/// Supplementaries anchored to items and groups (docs/compositional.md §3.4): the script's nodes as the
/// engine's values. Kinds must be unique within an item (UIKit's duplicates exception).
extension Interpreter {
    static func anchoredItems(_ nodes: [CompositionalBoundaryNode]) throws(RuntimeError) -> [AnchoredSupplementaryItem] {
        var items: [AnchoredSupplementaryItem] = []
        for node in nodes {
            var size = LayoutSize(width: .absolute(0), height: .absolute(0))
            var item = AnchoredSupplementaryItem(layoutSize: size, elementKind: ElementKind(node.kind.value), containerAnchor: .none)
            for property in node.properties {
                switch (property.name.value, property.value.value) {
                case ("width", .dimension(let d)): size.width = d
                case ("height", .dimension(let d)): size.height = d
                case ("containerAnchor", .word(let w)): item.containerAnchor = CompositionalVocabulary.anchorEdges[w] ?? .none
                case ("itemAnchor", .word(let w)): item.itemAnchor = CompositionalVocabulary.anchorEdges[w]
                case ("absoluteOffset", .point(let p)): item.offset = p; item.isFractionalOffset = false
                case ("fractionalOffset", .point(let p)): item.offset = p; item.isFractionalOffset = true
                case ("itemAbsoluteOffset", .point(let p)): item.itemOffset = p; item.isFractionalItemOffset = false
                case ("itemFractionalOffset", .point(let p)): item.itemOffset = p; item.isFractionalItemOffset = true
                case ("zIndex", .number(let v)): item.zIndex = Int(exactly: v) ?? 1
                default: break
                }
            }
            item.layoutSize = size
            if let error = CompositionalLayout.validate(size) { throw .script(.invalidCompositionalLayout(error), at: node.keywordRange) }
            items.append(item)
        }
        if let error = CompositionalLayout.duplicateKinds(items.map(\.elementKind.rawValue)) {
            throw .script(.invalidCompositionalLayout(error), at: nodes.last?.keywordRange ?? SourceRange(0, 0))
        }
        return items
    }
}
