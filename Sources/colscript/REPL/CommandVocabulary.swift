/// One command of the language as the REPL's help and completion see it (the fields of the
/// language's `CommandInfo`).
struct CommandHelp: Sendable, Equatable {
    /// The keyword (`insert`, `scrollTo`).
    var name: String
    /// A typical use (`insert [0,2] G H`), shown in the `:help` list.
    var example: String
    /// The UIKit API it models (`insertItems(at:)`), or what it does when it models none.
    var uikit: String
    /// The general form (`insert INDEXPATH… [NAME… | count N]`), when known.
    var syntax: String?
    /// One sentence on what it does, when known.
    var summary: String?

    init(name: String, example: String, uikit: String, syntax: String? = nil, summary: String? = nil) {
        self.name = name
        self.example = example
        self.uikit = uikit
        self.syntax = syntax
        self.summary = summary
    }
}

/// A heading and the commands listed under it in `:help`.
struct CommandGroup: Sendable, Equatable {
    var title: String
    var commands: [CommandHelp]
}

/// The words the REPL completes and the commands its help lists: one seam between the REPL and
/// where the words come from (`CatalogVocabulary`: the language's `CommandCatalog`).
protocol CommandVocabulary {
    /// Every command, grouped by where it may be written (top level first), in help order.
    static var commandGroups: [CommandGroup] { get }
    /// Updates that may follow `data ` / `view `.
    static var updateKeywords: [String] { get }
    /// Properties that `set` accepts.
    static var viewProperties: [String] { get }
    /// UICollectionViewFlowLayout properties that `layout flow` accepts (`name=value`).
    static var flowLayoutProperties: [String] { get }
    /// UICollectionView.ScrollPosition names.
    static var scrollPositions: [String] { get }
    /// Words that may follow a command's keyword when they are not identifiers (`show layout`).
    static var subcommandWords: [String: [String]] { get }
    /// Commands whose arguments name items (index path or identifier).
    static var itemCommands: Set<String> { get }
    /// Commands whose first argument names a section.
    static var sectionCommands: Set<String> { get }
    /// `expect` subjects followed by a section (`expect items Favorites …`).
    static var expectSectionSubjects: Set<String> { get }
    /// `expect` subjects followed by an item (`expect frame [0,0] …`).
    static var expectItemSubjects: Set<String> { get }
    /// Commands inside `snapshot { … }` (NSDiffableDataSourceSnapshot's methods).
    static var snapshotKeywords: [String] { get }
    /// Commands inside `sectionSnapshot S { … }` (NSDiffableDataSourceSectionSnapshot's methods).
    static var sectionSnapshotKeywords: [String] { get }
}

extension CommandVocabulary {
    /// Top-level command keywords, in help order.
    static var commandKeywords: [String] { commandGroups.first?.commands.map(\.name) ?? [] }

    /// The help for `name`: a top-level command first, then one inside a block; exact case first.
    static func help(for name: String) -> CommandHelp? {
        let all = commandGroups.flatMap(\.commands)
        return all.first { $0.name == name } ?? all.first { $0.name.lowercased() == name.lowercased() }
    }
}

/// The vocabulary the REPL uses.
typealias REPLVocabulary = CatalogVocabulary
