/// One command keyword: how it is written, an example, the UIKit API it models, what it does.
public struct CommandInfo: Hashable, Sendable {
    /// Where the keyword may appear.
    public enum Context: String, Hashable, Sendable {
        /// A command of its own (a line of a script, or inside `batch`/`repeat`/`expect error`).
        case topLevel
        /// An edit inside `snapshot { … }` (NSDiffableDataSourceSnapshot).
        case snapshot
        /// An edit inside `sectionSnapshot Section { … }` (NSDiffableDataSourceSectionSnapshot).
        case sectionSnapshot
    }

    public var keyword: String
    public var context: Context
    /// The syntax line, e.g. `insert INDEXPATH [NAME… | count N]`.
    public var syntax: String
    /// One line that parses with no diagnostics.
    public var example: String
    /// The UIKit API modelled, e.g. `insertItems(at:)`; `—` for tool-only commands.
    public var uikitAPI: String
    public var summary: String
    /// The UIKit methods accepted as the command's name, with their argument labels
    /// (`insertItems(at:)`); each is also accepted bare when that is not a keyword of its own.
    public var methods: [String]
    /// The word list `help KEYWORD` ends with (the properties, subjects, topics … the parser checks).
    public var wordList: HelpWordList?
    /// UIKit methods the command answers for without being named by them (a cell's measurement, a
    /// delegate's answer, a query `expect` reads): typed as a command, each suggests the command
    /// (`Keyword.meaningSuggestion`).
    public var answers: [AnsweredMethod]

    public init(_ keyword: String, _ context: Context = .topLevel, syntax: String, example: String,
                uikit: String, summary: String, methods: [String] = [], wordList: HelpWordList? = nil,
                answers: [AnsweredMethod] = []) {
        self.keyword = keyword
        self.context = context
        self.syntax = syntax
        self.example = example
        self.uikitAPI = uikit
        self.summary = summary
        self.methods = methods
        self.wordList = wordList
        self.answers = answers
    }
}

/// A UIKit method a command answers for (`CommandInfo.answers`), and what to write instead.
public struct AnsweredMethod: Hashable, Sendable {
    /// The method in its Swift form, `cellForItem(at:)`, `collectionView(_:layout:sizeForItemAt:)`.
    public var method: String
    /// The command to write instead; nil: the command's keyword.
    public var suggestion: String?

    public init(_ method: String, suggesting suggestion: String? = nil) {
        self.method = method
        self.suggestion = suggestion
    }

    /// The words a script may type for it: the Swift form, its bare name, and — for a delegate
    /// method `collectionView(_:…:sizeForItemAt:)` — the last label (`sizeForItemAt`).
    var typedForms: [String] {
        let name = String(method.prefix { $0 != "(" })
        guard name == "collectionView" else { return name == method ? [method] : [method, name] }
        let labels = method.dropFirst(name.count).split(whereSeparator: { "(:)".contains($0) })
        return [method] + (labels.last.map { [String($0)] } ?? [])
    }
}

/// What `help KEYWORD` lists after the syntax: each list read from the table the parser checks.
public enum HelpWordList: Hashable, Sendable {
    /// The `NAME = VALUE` properties of these tables, with their defaults and value kinds.
    case properties([PropertyTarget])
    /// Every `expect` subject (`ExpectSubject`).
    case expectSubjects
    /// Every `show` topic (`ShowTopic`).
    case showTopics
    /// Every delegate method `delegate` answers (`DelegateMethod`).
    case delegateMethods
    /// UICollectionView.ScrollPosition's names.
    case scrollPositions
    /// A titled list of words.
    case words(String, [String])
}
