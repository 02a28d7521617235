import CollectionEngine

/// Layout changes into a compositional or list layout (docs/layout.md §7.2): `layout compositional
/// { … } animated completion { … }`, `layout list appearance=plain animated`,
/// `startInteractiveTransition to compositional { … }` and `startInteractiveTransition to list …`.
/// The transition engine blends any two layouts; only these forms are new.
extension ParserState {
    /// Whether the next word is `animated` or `completion` used as the tail of a layout change
    /// (not a property `animated=…`): it ends an inline property list.
    var endsLayoutChange: Bool {
        peek.kind == .identifier && Self.layoutChangeWords.contains(text(of: peek)) && peekNext.kind != .equal
    }

    /// After `layout compositional { … }` or `layout list …`: an optional `animated` and
    /// `completion { … }`; without either it stays the plain install command.
    mutating func parseLayoutChange(compositional kind: CommandKind) throws -> CommandKind {
        guard case .layoutCompositional(let node) = kind else { return kind }
        let animated = matchAnimated()
        let completion = try parseOptionalCompletion()
        guard animated || completion != nil else { return kind }
        return .layoutTransition(.setCompositional(node, animated: animated, completion: completion))
    }

    /// `compositional …{ … }` or `list …` after `startInteractiveTransition to`; nil (nothing
    /// consumed) for any other word, which the flow form parses.
    mutating func parseCompositionalTargetIfPresent() throws -> CompositionalLayoutNode? {
        guard peek.kind == .identifier else { return nil }
        let kind: CommandKind
        switch text(of: peek) {
        case "compositional":
            advance()
            kind = try parseCompositionalLayout()
        case "list":
            advance()
            kind = try parseListLayout()
        default:
            return nil
        }
        guard case .layoutCompositional(let node) = kind else { return nil }
        return node
    }
}
