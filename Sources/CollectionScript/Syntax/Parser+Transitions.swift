import CollectionEngine

/// Layout changes with an animation, a completion, or interactively (docs/layout.md §7.1):
/// `layout flow … animated completion { … }`, `startInteractiveTransition to flow …`,
/// `transitionProgress 0.4`, `finishInteractiveTransition`, `cancelInteractiveTransition`.
public enum LayoutTransitionCommand: Hashable, Sendable {
    /// `layout flow … [animated] [completion { … }]`: setCollectionViewLayout(_:animated:completion:).
    case set([Property], animated: Bool, completion: [Command]?)
    /// `startInteractiveTransition to flow … [completion { … }]`: startInteractiveTransition(to:completion:);
    /// the completion's commands run when the transition is finished or cancelled.
    case start([Property], completion: [Command]?)
    /// `transitionProgress 0.4`: the transition layout's transitionProgress.
    case progress(Located<Double>)
    /// `finishInteractiveTransition`, `cancelInteractiveTransition`.
    case finish
    case cancel
    /// `layout compositional { … } animated …`, `layout list … animated …`: the same change to a
    /// compositional or list layout (Parser+TransitionTargets.swift).
    case setCompositional(CompositionalLayoutNode, animated: Bool, completion: [Command]?)
    /// `startInteractiveTransition to compositional { … }` / `to list …`.
    case startCompositional(CompositionalLayoutNode, completion: [Command]?)
}

extension ParserState {
    /// Words that end a `layout flow` property list.
    static let layoutChangeWords: Set<String> = ["animated", "completion"]

    /// After `layout flow name=value …`: `animated` and `completion { … }`, both optional; without
    /// either it is the plain `layout flow` command.
    mutating func parseLayoutChange(_ properties: [Property]) throws -> CommandKind {
        let animated = matchAnimated()
        let completion = try parseOptionalCompletion()
        guard animated || completion != nil else { return .layoutFlow(properties) }
        return .layoutTransition(.set(properties, animated: animated, completion: completion))
    }

    /// `startInteractiveTransition to flow name=value … [completion { … }]`.
    mutating func parseStartInteractiveTransition() throws -> CommandKind {
        guard matchWord("to") != nil else {
            throw fail(.expectedIdentifier("'to'", after: "startInteractiveTransition"), at: peek,
                       fixIts: peek.kind == .identifier ? suggestion(for: peek, in: ["to"]) : [])
        }
        if let node = try parseCompositionalTargetIfPresent() {
            return .layoutTransition(.startCompositional(node, completion: try parseOptionalCompletion()))
        }
        let properties = try parseLayoutProperties(after: "startInteractiveTransition to")
        return .layoutTransition(.start(properties, completion: try parseOptionalCompletion()))
    }

    /// `transitionProgress 0.4` (a number; 0 and 1 may be written as integers).
    mutating func parseTransitionProgress() throws -> CommandKind {
        let token = peek
        switch token.literal {
        case .decimal(let value):
            advance()
            return .layoutTransition(.progress(Located(value, token.range)))
        case .integer(let value):
            advance()
            return .layoutTransition(.progress(Located(Double(value), token.range)))
        default:
            throw fail(.expectedInteger("a progress from 0 to 1 like 0.4", after: "transitionProgress"), at: token)
        }
    }

    mutating func parseOptionalCompletion() throws -> [Command]? {
        guard matchWord("completion") != nil else { return nil }
        return try parseBlock(after: "completion") { try $0.parseCommand() }
    }
}
