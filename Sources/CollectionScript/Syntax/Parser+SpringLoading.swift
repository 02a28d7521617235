import CollectionEngine

extension ParserState {
    /// `hold [SECONDS]`: the dragging finger rests where it is (default 0.5 s, spring loading's delay).
    mutating func parseHold() throws -> CommandKind {
        let token = peek
        switch token.literal {
        case .decimal(let value):
            advance()
            return .dropInteraction(.hold(Located(value, token.range)))
        case .integer(let value):
            advance()
            return .dropInteraction(.hold(Located(Double(value), token.range)))
        default:
            return .dropInteraction(.hold(Located(CollectionView.springLoadingActivationDelay, token.range)))
        }
    }
}
