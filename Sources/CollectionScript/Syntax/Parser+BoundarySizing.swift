import CollectionEngine

/// `cellSize header SECTION WxH` / `cellSize footer SECTION WxH`: what a list section's header or
/// footer measures (docs/self-sizing.md §3.5). `header`/`footer` followed by a section (not a
/// size) is the boundary form; anything else is an item, as before.
extension ParserState {
    mutating func matchBoundaryKind() -> Located<ElementKind>? {
        let kind: ElementKind
        if checkWord("header") { kind = .sectionHeader } else if checkWord("footer") { kind = .sectionFooter } else { return nil }
        let token = advance()
        guard !check(.size) else {
            position -= 1
            return nil
        }
        return Located(kind, token.range)
    }

    mutating func parseBoundarySize(_ kind: Located<ElementKind>) throws -> CommandKind {
        let what = kind.value == .sectionHeader ? "header" : "footer"
        let section = try parseSectionRef(after: "cellSize \(what)")
        let sizeToken = try consume(.size, orReport: .expectedSize(after: "the section in 'cellSize \(what)'"))
        guard case .size(let value) = sizeToken.literal else {
            throw fail(.expectedSize(after: "the section in 'cellSize \(what)'"), at: sizeToken)
        }
        return .boundarySize(kind: kind, section: section, size: Located(value, sizeToken.range))
    }
}
