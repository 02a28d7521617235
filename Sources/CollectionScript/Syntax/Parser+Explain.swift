/// `explain [offset | contentSize | visible | frame ITEM]`.
extension ParserState {
    static let explainTopics = ["offset", "contentOffset", "contentSize", "visible", "frame"]

    /// The topic after `explain`, or nil for plain `explain` (the last error).
    mutating func parseExplainTopic() throws -> Located<ExplainTopic>? {
        guard peek.kind == .identifier else { return nil }
        let word = peek
        let name = text(of: word)
        let topic: ExplainTopic
        switch name {
        case "offset", "contentOffset": advance(); topic = .offset
        case "contentSize": advance(); topic = .contentSize
        case "visible": advance(); topic = .visible
        case "frame":
            advance()
            topic = .frame(try parseItemRef(after: "explain frame"))
        default:
            throw fail(.expectedIdentifier("offset, contentSize, visible or frame ITEM", after: "explain"), at: word,
                       fixIts: suggestion(for: word, in: Self.explainTopics))
        }
        return Located(topic, range(from: word))
    }
}
