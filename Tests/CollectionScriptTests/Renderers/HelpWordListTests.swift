import CollectionEngine
import Testing
@testable import CollectionScript

/// One help system (issue 32, point 3): `help` groups the commands by family; `help set` lists
/// every property with its value kind and default; `help expect` every subject; `help show` every
/// topic; an unknown word gets a did-you-mean. Every list is read from what the parser checks.
struct HelpWordListTests {
    @Test func helpSetListsEveryPropertyWithItsKindAndDefault() throws {
        let lines = try #require(HelpRenderer.topic("set"))
        for target in PropertyTarget.targets[.setUp(.set)] ?? [] {
            let defaults = target.defaults
            for property in target.properties {
                let value = try #require(defaults[property.name], "no default for \(property.name)")
                let line = try #require(lines.first { $0.split(separator: " ").first.map(String.init) == property.name },
                                        "\(property.name) not listed")
                #expect(line.contains("  \(value)  "), "\(line)")
                #expect(line.contains(property.kind.expectation), "\(line)")
            }
        }
        // Read from the engine, not retyped: UIKit's defaults.
        #expect(lines.contains { $0.hasPrefix("      itemSize ") && $0.contains(" 50x50 ") })
        #expect(lines.contains { $0.hasPrefix("      allowsSelection ") && $0.contains(" true ") })
        #expect(lines.contains { $0.hasPrefix("      decelerationRate ") && $0.contains(" normal ") })
        #expect(lines.contains { $0.hasPrefix("      cellReuseIdentifier ") && $0.contains(" \(CellStore.defaultCellIdentifier) ") })
    }

    /// Each table has a default for every property, and no default for a name it does not hold.
    @Test func everyPropertyHasADefaultReadFromTheEngine() {
        for target in PropertyTarget.allCases {
            #expect(Set(target.defaults.keys) == Set(target.properties.map(\.name)), "\(target)")
        }
        #expect(PropertyTarget.view.defaults["bounds"] == "390x844")
        #expect(PropertyTarget.dropProposal.defaults["operation"] == "move")
    }

    @Test func helpExpectListsEverySubject() throws {
        let text = try #require(HelpRenderer.topic("expect")).joined(separator: "\n")
        for subject in ExpectSubject.allCases {
            let form = subject.argument == .none ? subject.rawValue : subject.rawValue + " " + subject.argument.placeholder
            #expect(text.contains(" " + form + ",") || text.hasSuffix(" " + form) || text.contains(" " + form + "\n"), "\(form)")
        }
        #expect(text.contains("items SECTION"))
        #expect(text.contains("frame ITEM"))
        #expect(text.contains("count [SECTION]"))
        #expect(text.contains("error [\"TEXT\"] { COMMAND… }"))
    }

    @Test func helpShowListsEveryTopic() throws {
        let lines = try #require(HelpRenderer.topic("show"))
        for topic in ShowTopic.allCases {
            #expect(lines.contains { $0.hasPrefix("    " + topic.rawValue + " ") && $0.hasSuffix(topic.summary) }, "\(topic)")
        }
    }

    @Test func anUnknownTopicGetsADidYouMean() {
        #expect(HelpRenderer.unknownTopic("insrt") == ["no command named 'insrt'", "did you mean 'insert'?"])
        #expect(HelpRenderer.unknownTopic("compositionl").last == "did you mean 'compositional'?")
        #expect(HelpRenderer.unknownTopic("scrolToItem").last == "did you mean 'scrollToItem'?")
        #expect(HelpRenderer.unknownTopic("qqqqqqq") == ["no command named 'qqqqqqq'"])
        // Through the language's `help` command, as `colscript run` prints it.
        var session = Session()
        var printed = ""
        let result = session.runEntry(SourceFile(name: "t", text: "help insrt")) { printed += $0 }
        #expect(result.status == .ok)
        #expect(printed.contains("did you mean 'insert'?"), "\(printed)")
    }

    /// The topics that name no command come from one table: each is a topic, answers with its
    /// renderer's text, and `help layout` points to each.
    @Test func theExtraTopicsAreOneTable() throws {
        #expect(HelpRenderer.extraTopics.map(\.name) == ["compositional", "custom"])
        for (name, render) in HelpRenderer.extraTopics {
            #expect(HelpRenderer.topics.contains(name), "\(name)")
            #expect(HelpRenderer.topic(name) == render(), "\(name)")
        }
        let layout = try #require(HelpRenderer.topic("layout"))
        #expect(layout.last == "  see also: help compositional, help custom")
        // `help NAME` for no command answers with the suggestion, for a topic with its text.
        var session = Session()
        var printed = ""
        _ = session.runEntry(SourceFile(name: "t", text: "help custom\nhelp custm")) { printed += $0 }
        #expect(printed.contains(HelpRenderer.custom().joined(separator: "\n")), "\(printed)")
        #expect(printed.contains("did you mean 'custom'?"), "\(printed)")
    }

    /// `help` lists each top-level command once, under its family's heading, in family order.
    @Test func helpGroupsTheCommandsByFamily() {
        let lines = HelpRenderer.overview()
        for family in CommandFamily.allCases {
            let heading = lines.firstIndex(of: family.rawValue + ":")
            #expect(heading != nil, "\(family)")
            guard let heading else { continue }
            let next = lines[(heading + 1)...].firstIndex { !$0.hasPrefix("  ") } ?? lines.endIndex
            // A row too long for 80 columns goes on under its summary: only rows start a command.
            let rows = lines[(heading + 1) ..< next].filter { !$0.hasPrefix("   ") }
            let listed = rows.compactMap { $0.split(separator: " ").first.map(String.init) }
            #expect(listed == Keyword.allCases.filter { $0.family == family }.map(\.rawValue), "\(family)")
        }
        let wordLists = lines.drop { !$0.hasPrefix("Word lists: ") }.joined(separator: " ")
        for topic in ["set", "expect", "show"] { #expect(wordLists.contains("help \(topic)")) }
    }

    /// `help` fits an 80-column terminal: a long row goes on under its summary, words whole.
    @Test func helpFitsEightyColumns() {
        let lines = HelpRenderer.overview()
        #expect(lines.allSatisfy { $0.count <= HelpRenderer.columns }, "\(lines.filter { $0.count > 80 })")
        let insert = lines.firstIndex { $0.hasPrefix("  insert ") }
        #expect(insert != nil)
        #expect(lines.joined(separator: " ").contains("[insertItems(at:)"))
        // A narrower terminal gets help that fits it, summaries under their commands.
        let narrow = HelpRenderer.overview(width: 40)
        #expect(narrow.allSatisfy { $0.count <= 40 }, "\(narrow.filter { $0.count > 40 })")
        #expect(narrow.contains("  insert"))
    }
}
