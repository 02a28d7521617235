/// Every command keyword of the language (read from `Keyword.info` and the edit keyword enums) and
/// the word lists the parser checks against; used by `help`, REPL completion, the parser's "did you
/// mean" and the grammar tests.
public enum CommandCatalog {
    /// Every keyword, top-level commands first, then snapshot and section-snapshot edits.
    public static let entries: [CommandInfo] = Keyword.allCases.map(\.info)
        + SnapshotKeyword.allCases.map(\.info) + SectionSnapshotKeyword.allCases.map(\.info)

    /// The entry for `keyword` in `context`.
    public static func info(for keyword: String, in context: CommandInfo.Context = .topLevel) -> CommandInfo? {
        entries.first { $0.keyword == keyword && $0.context == context }
    }

    /// The keywords usable in `context`, in catalogue order.
    public static func keywords(in context: CommandInfo.Context) -> [String] {
        switch context {
        case .topLevel: return topLevelKeywords
        case .snapshot: return snapshotKeywords
        case .sectionSnapshot: return sectionSnapshotKeywords
        }
    }

    private static let topLevelKeywords = entries.filter { $0.context == .topLevel }.map(\.keyword)
    private static let snapshotKeywords = entries.filter { $0.context == .snapshot }.map(\.keyword)
    private static let sectionSnapshotKeywords = entries.filter { $0.context == .sectionSnapshot }.map(\.keyword)

    /// Update keywords that `data` and `view` may prefix.
    public static let updateKeywords = Keyword.Updates.allCases.filter(\.takesSide).map(\.rawValue)

    /// UICollectionView.ScrollPosition names (an option set: several may be given).
    public static let scrollPositions = ScrollPositionName.allCases.map(\.rawValue)

    /// Layouts `layout` supports.
    public static let layouts = ["flow", "compositional", "list"]

    /// UICollectionViewFlowLayout properties (`layout flow name=value`, and `set name = value`).
    public static let flowLayoutProperties = PropertyTable.flowLayout.map(\.name)

    /// Short spellings accepted for flow layout properties (the language's early sketches used them); the
    /// parser replaces them with the UIKit name, so the AST only ever holds UIKit names.
    public static let flowLayoutPropertyAliases: [String: String] = Dictionary(
        uniqueKeysWithValues: PropertyTable.flowLayout.flatMap { info in info.aliases.map { ($0, info.name) } })

    /// UICollectionView / UIScrollView properties for `set`.
    public static let viewProperties = PropertyTable.view.map(\.name)

    /// Names `set` accepts: the view's properties, its controller's, then the flow layout's
    /// (applied to the current layout).
    public static var setProperties: [String] { PropertyTable.set.map(\.name) }

    /// Per-section flow metrics (UICollectionViewDelegateFlowLayout answers): `sectionInset 1 = 8`.
    public static let sectionMetrics = PropertyTable.sectionMetrics.map(\.name)

    /// `focus` directions (a keyboard's arrow keys).
    public static let focusDirections = FocusDirection.allCases.map(\.rawValue)

    /// The drop proposal's properties after `drag` (UICollectionViewDropProposal), and their values.
    public static let dropProposalProperties = PropertyTable.dropProposal.map(\.name)
    public static let dropOperations = DropOperationName.allCases.map(\.rawValue)
    public static let dropIntents = DropIntentName.allCases.map(\.rawValue)

    /// What `show` can display.
    public static let showTopics = ShowTopic.allCases.map(\.rawValue)

    /// What `expect` can look at.
    public static let expectSubjects = ExpectSubject.allCases.map(\.rawValue)

    /// `apply` modes.
    public static let applyModes = ApplyModeName.allCases.map(\.rawValue)

    /// Words accepted as booleans by `trace`, `diffable`.
    public static let trueWords = ["on", "true", "yes"]
    public static let falseWords = ["off", "false", "no"]
}
