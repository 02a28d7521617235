import CollectionScript

/// The REPL's words, read from the language's `CommandCatalog` (keywords, syntax, examples, the
/// UIKit API each command models, property and scroll-position names), plus the argument shapes
/// only completion needs (which commands take items or sections, which fixed words follow a
/// keyword) — kept here, in one table each.
enum CatalogVocabulary: CommandVocabulary {
    static var commandGroups: [CommandGroup] {
        [
            CommandGroup(title: "Commands", commands: commands(in: .topLevel)),
            CommandGroup(title: "Inside snapshot { … }", commands: commands(in: .snapshot)),
            CommandGroup(title: "Inside sectionSnapshot SECTION { … }", commands: commands(in: .sectionSnapshot)),
        ]
    }

    private static func commands(in context: CommandInfo.Context) -> [CommandHelp] {
        CommandCatalog.entries.filter { $0.context == context }.map {
            CommandHelp(name: $0.keyword, example: $0.example,
                        uikit: $0.uikitAPI == "—" ? $0.summary : $0.uikitAPI,
                        syntax: $0.syntax, summary: $0.summary)
        }
    }

    static var updateKeywords: [String] { CommandCatalog.updateKeywords }
    static var viewProperties: [String] { CommandCatalog.setProperties }
    static var flowLayoutProperties: [String] { CommandCatalog.flowLayoutProperties }
    static var scrollPositions: [String] { CommandCatalog.scrollPositions }
    static var snapshotKeywords: [String] { CommandCatalog.keywords(in: .snapshot) }
    static var sectionSnapshotKeywords: [String] { CommandCatalog.keywords(in: .sectionSnapshot) }

    /// The words that may follow a command word.
    static let subcommandWords: [String: [String]] = [
        "layout": CommandCatalog.layouts,
        "scroll": ["to", "by"],
        "diffable": ["on", "off"],
        "trace": ["on", "off"],
        "voiceOver": ["on", "off"],
        "show": CommandCatalog.showTopics,
        "apply": CommandCatalog.applyModes,
        "expect": CommandCatalog.expectSubjects + ["error"],
        "focus": CommandCatalog.focusDirections,
        "delegate": DelegateMethod.allCases.map(\.rawValue),
        "snapshot": ["empty"],
        "swipeActions": ["leading", "trailing"],
        "configurationUpdateHandler": ["on", "off"],
    ]

    static let expectSectionSubjects = Set(ExpectSubject.allCases.filter {
        $0.argument == .section || $0.argument == .optionalSection
    }.map(\.rawValue))
    static let expectItemSubjects = Set(ExpectSubject.allCases.filter { $0.argument == .item }.map(\.rawValue))

    static let itemCommands: Set<String> = [
        "delete", "reload", "reconfigure", "move", "select", "deselect", "tap", "scrollTo", "beginMove",
        "size", "focus", "expand", "collapse", "multiSelect", "longPress", "swipe", "separatorVisibility",
        "addToDrag",
        // inside snapshot { … }
        "deleteItems", "moveItem", "reconfigureItems", "reloadItems",
    ]

    static let sectionCommands: Set<String> = [
        "items", "deleteSection", "reloadSection", "moveSection", "sectionSnapshot",
        "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize",
        "footerReferenceSize",
        // inside snapshot { … }
        "appendItems", "deleteSections", "reloadSections", "shuffle",
    ]
}
