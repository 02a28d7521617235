import CollectionEngine

/// Every top-level command keyword, by family. Each family is one file of this folder
/// (`Commands/Gestures.swift` …) that declares its commands together: the keyword, its syntax
/// line, example, UIKit API, summary and help word list (`info`), the UIKit method names accepted
/// for it, how it parses (`ParserState.parse(_:…)`), and what the runtime knows of it besides
/// running it (`traits(of:)`). Every switch over a family's keywords is exhaustive, so a new
/// command does not compile until each of those is written. `CommandCatalog`, `help`, REPL and
/// LSP completion, the formatter and the grammar tests read these; none keeps a list of its own.
///
/// To add a command: a case in its family's enum and the cases the compiler then asks for in the
/// same file; a `CommandKind` case and its interpreter case; the grammar tests then ask for its
/// EBNF rule and its word in the TextMate grammar (docs/language.md §5 lists the files). To add a
/// family: its file, a case here and in `CommandFamily`.
public enum Keyword: Hashable, Sendable {
    case setUp(SetUp)
    case updates(Updates)
    case layoutAnswers(LayoutAnswers)
    case interaction(Interaction)
    case gestures(Gestures)
    case dragAndDrop(DragAndDrop)
    case lists(Lists)
    case transitions(Transitions)
    case diffable(Diffable)
    case looking(Looking)

    /// The family `help` lists the command in.
    public var family: CommandFamily {
        switch self {
        case .setUp: .setUp
        case .updates: .updates
        case .layoutAnswers: .layoutAnswers
        case .interaction: .interaction
        case .gestures: .gestures
        case .dragAndDrop: .dragAndDrop
        case .lists: .lists
        case .transitions: .transitions
        case .diffable: .diffable
        case .looking: .looking
        }
    }

    /// The command's syntax line, example, UIKit API, summary and help word list.
    public var info: CommandInfo {
        switch self {
        case .setUp(let keyword): keyword.info
        case .updates(let keyword): keyword.info
        case .layoutAnswers(let keyword): keyword.info
        case .interaction(let keyword): keyword.info
        case .gestures(let keyword): keyword.info
        case .dragAndDrop(let keyword): keyword.info
        case .lists(let keyword): keyword.info
        case .transitions(let keyword): keyword.info
        case .diffable(let keyword): keyword.info
        case .looking(let keyword): keyword.info
        }
    }

    /// What the runtime needs to know of the command, given what it parsed to.
    func traits(of kind: CommandKind) -> CommandTraits {
        switch self {
        case .setUp(let keyword): keyword.traits(of: kind)
        case .updates(let keyword): keyword.traits(of: kind)
        case .layoutAnswers(let keyword): keyword.traits(of: kind)
        case .interaction(let keyword): keyword.traits(of: kind)
        case .gestures(let keyword): keyword.traits(of: kind)
        case .dragAndDrop(let keyword): keyword.traits(of: kind)
        case .lists(let keyword): keyword.traits(of: kind)
        case .transitions(let keyword): keyword.traits(of: kind)
        case .diffable(let keyword): keyword.traits(of: kind)
        case .looking(let keyword): keyword.traits(of: kind)
        }
    }
}

extension Keyword: CaseIterable, RawRepresentable {
    /// Every keyword, family by family in `help`'s order, each family in its declaration order.
    public static let allCases: [Keyword] = CommandFamily.allCases.flatMap(\.keywords)

    private static let byName: [String: Keyword] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    public init?(rawValue: String) {
        guard let keyword = Self.byName[rawValue] else { return nil }
        self = keyword
    }

    /// The keyword as written.
    public var rawValue: String { info.keyword }
}

/// The families `help` lists the top-level commands in, in order: one file of `Commands/` each.
public enum CommandFamily: String, CaseIterable, Hashable, Sendable {
    case setUp = "Set-up"
    case updates = "Updates (UICollectionView's batch updates)"
    case layoutAnswers = "The delegate's layout answers and self-sizing cells"
    case interaction = "Selection, scrolling and reordering"
    case gestures = "Gestures, context menus and focus"
    case dragAndDrop = "Drag and drop"
    case lists = "List rows: swipe actions, configuration state, separators"
    case transitions = "Layout transitions"
    case diffable = "Diffable data source"
    case looking = "Looking and checking"

    /// The family's keywords, in declaration order.
    public var keywords: [Keyword] {
        switch self {
        case .setUp: Keyword.SetUp.allCases.map(Keyword.setUp)
        case .updates: Keyword.Updates.allCases.map(Keyword.updates)
        case .layoutAnswers: Keyword.LayoutAnswers.allCases.map(Keyword.layoutAnswers)
        case .interaction: Keyword.Interaction.allCases.map(Keyword.interaction)
        case .gestures: Keyword.Gestures.allCases.map(Keyword.gestures)
        case .dragAndDrop: Keyword.DragAndDrop.allCases.map(Keyword.dragAndDrop)
        case .lists: Keyword.Lists.allCases.map(Keyword.lists)
        case .transitions: Keyword.Transitions.allCases.map(Keyword.transitions)
        case .diffable: Keyword.Diffable.allCases.map(Keyword.diffable)
        case .looking: Keyword.Looking.allCases.map(Keyword.looking)
        }
    }
}

extension ParserState {
    /// The arguments after `keyword` (already consumed), by the keyword's family.
    mutating func parseArguments(of keyword: Keyword, keywordToken: Token,
                                 keywordRange: inout SourceRange) throws -> CommandKind {
        switch keyword {
        case .setUp(let keyword): try parse(keyword, keywordRange: &keywordRange)
        case .updates(let keyword): try parse(keyword)
        case .layoutAnswers(let keyword): try parse(keyword, keywordToken: keywordToken)
        case .interaction(let keyword): try parse(keyword)
        case .gestures(let keyword): try parse(keyword)
        case .dragAndDrop(let keyword): try parse(keyword)
        case .lists(let keyword): try parse(keyword)
        case .transitions(let keyword): try parse(keyword)
        case .diffable(let keyword): try parse(keyword)
        case .looking(let keyword): try parse(keyword)
        }
    }
}
