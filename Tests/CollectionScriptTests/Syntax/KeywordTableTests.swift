import Foundation
import Testing
import TestSupport
@testable import CollectionScript

/// The command table is declared once: every `Keyword` has a catalogue entry (help text, an
/// example that parses, its UIKit API), a parse case, and a rule in both grammars; and the typed
/// words (show topics, expect subjects, delegate methods, property values) are checked by the parser.
struct KeywordTableTests {
    static let root = PackageRoot.url

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theCatalogueIsTheKeywordEnumsInOrder() {
        #expect(CommandCatalog.keywords(in: .topLevel) == Keyword.allCases.map(\.rawValue))
        #expect(CommandCatalog.keywords(in: .snapshot) == SnapshotKeyword.allCases.map(\.rawValue))
        #expect(CommandCatalog.keywords(in: .sectionSnapshot) == SectionSnapshotKeyword.allCases.map(\.rawValue))
        #expect(CommandCatalog.updateKeywords == Keyword.Updates.allCases.filter(\.takesSide).map(\.rawValue))
    }

    @Test(arguments: Keyword.allCases)
    func everyKeywordHasHelpAParseCaseAndGrammarRules(_ keyword: Keyword) throws {
        let info = keyword.info
        #expect(info.keyword == keyword.rawValue)
        #expect(!info.summary.isEmpty, "no help text for \(keyword)")
        #expect(!info.uikitAPI.isEmpty)
        // The example parses with no diagnostics, to a command that starts with the keyword (its parse case).
        let result = Parser.parse(SourceFile(name: "example", text: info.example))
        #expect(result.diagnostics.isEmpty, "\(info.example): \(result.diagnostics.map(\.message))")
        let first = try #require(result.script.commands.first)
        let written = SourceFile(name: "example", text: info.example).text(of: first.keywordRange)
        #expect(written == keyword.rawValue || info.example.hasPrefix(keyword.rawValue + " "))
        #expect(HelpRenderer.topic(keyword.rawValue) != nil)
        #expect(try Self.text("Grammar/colscript.ebnf").contains("\"\(keyword.rawValue)\""))
        #expect(try Self.text("Grammar/colscript.tmLanguage.json").contains(keyword.rawValue))
    }

    /// A value of `kind` that applies without error (the first word of a choice).
    static func sample(_ kind: PropertyValueKind) -> String {
        switch kind {
        case .number: return "2"
        case .size: return "100x50"
        case .sizeOrAutomatic: return "automatic"
        case .insets: return "1,2,3,4"
        case .point: return "(0, 10)"
        case .bool: return "true"
        case .choice(let words): return words[0]
        case .identifier: return "Cell"
        case .indexPath: return "[0,0]"
        case .numberOrChoice(let words): return words[0]
        case .pointOrNone: return "(0, 10)"
        case .numberList: return "[100 60]"
        case .sizeList: return "[60x30 90x30]"
        case .rectList: return "[(0, 0, 100, 50)]"
        case .wordSet(let words): return "[\(words[0])]"
        }
    }

    @Test func everyPropertyTableEntryHasExactlyOneApplier() {
        #expect(Set(Interpreter.flowLayoutAppliers.keys) == Set(PropertyTable.flowLayout.map(\.name)))
        #expect(Set(Interpreter.viewPropertyAppliers.keys) == Set((PropertyTable.view + PropertyTable.traits + PropertyTable.controller).map(\.name)))
        #expect(Set(Interpreter.sectionMetricAppliers.keys) == Set(PropertyTable.sectionMetrics.map(\.name)))
        #expect(Interpreter.sectionMetricAppliers.values.allSatisfy { !$0.delegateMethod.isEmpty })
        // Set and flow names do not collide, so `set NAME` has one meaning.
        #expect(Set(PropertyTable.set.map(\.name)).count == PropertyTable.set.count)
    }

    /// Every `set` property and per-section metric applies a value of its kind and prints a UIKit call.
    @Test func everyPropertyAppliesAndPrintsItsUIKitCall() throws {
        var interpreter = Interpreter(version: .latest)
        func run(_ line: String) throws -> [String] {
            let result = Parser.parse(SourceFile(name: "t", text: line))
            #expect(result.diagnostics.isEmpty, "\(line): \(result.diagnostics.map(\.message))")
            let command = try #require(result.script.commands.first)
            return try interpreter.execute(command).calls.map(\.spelled)
        }
        _ = try run("sections A")
        // The header and footer identifiers are set to the sample name: registered, so the views
        // the layout then asks for dequeue.
        _ = try run("register header Cell")
        _ = try run("register footer Cell")
        for info in PropertyTable.set {
            // reorderingHandlers belong to a diffable data source.
            let needsDiffable = info.name == "reorderingHandlers"
            if needsDiffable { _ = try run("diffable on") }
            defer { if needsDiffable { _ = try? run("diffable off") } }
            let calls = try run("set \(info.name) = \(Self.sample(info.kind))")
            #expect(calls.count == 1 && !calls[0].isEmpty, "set \(info.name): \(calls)")
        }
        for info in PropertyTable.sectionMetrics {
            let value = Self.sample(info.kind)
            let method = try #require(Interpreter.sectionMetricAppliers[info.name]).delegateMethod
            #expect(try run("\(info.name) 0 = \(value)") == ["\(method)(0) → \(value)"])
        }
        #expect(try run("set contentInset = 0,0,34,0") == ["contentInset = 0,0,34,0"])
        #expect(try run("set itemSize = 10x10") == ["collectionViewLayout.itemSize = 10x10; invalidateLayout()"])
    }

    /// The section-metric commands are exactly `PropertyTable.sectionMetrics`: one keyword each.
    @Test func sectionMetricKeywordsAreTheTable() {
        let parsedAsMetric = Keyword.allCases.filter { keyword in
            // A keyword missing from the table has its value unchecked, so "1" parses.
            let value = PropertyTable.lookUp(keyword.rawValue, in: PropertyTable.sectionMetrics).map { Self.sample($0.kind) } ?? "1"
            let result = Parser.parse(SourceFile(name: "t", text: "\(keyword.rawValue) 0 = \(value)"))
            guard case .sectionMetric? = result.script.commands.first?.kind else { return false }
            return true
        }
        #expect(parsedAsMetric.map(\.rawValue) == PropertyTable.sectionMetrics.map(\.name))
    }

    /// `help set`, `help layout`, `help drag` list exactly their table's names, in order (completion
    /// reads the same `CommandCatalog` lists: see CompleterTests).
    @Test func helpListsExactlyTheTablesNames() throws {
        for keyword in [Keyword.setUp(.set), .setUp(.layout), .dragAndDrop(.drag)] {
            let table = try #require(PropertyTable.table(for: keyword))
            let lines = try #require(HelpRenderer.topic(keyword.rawValue))
            let listed = lines.filter { $0.hasPrefix("      ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
            #expect(listed == table.map(\.name), "\(lines)")
        }
        #expect(CommandCatalog.setProperties == PropertyTable.set.map(\.name))
        #expect(CommandCatalog.flowLayoutProperties == PropertyTable.flowLayout.map(\.name))
        #expect(CommandCatalog.sectionMetrics == PropertyTable.sectionMetrics.map(\.name))
        #expect(CommandCatalog.dropProposalProperties == PropertyTable.dropProposal.map(\.name))
    }

    @Test func everyEditKeywordHasAnEntryWhoseExampleParses() {
        let infos = SnapshotKeyword.allCases.map(\.info) + SectionSnapshotKeyword.allCases.map(\.info)
        for info in infos {
            #expect(!info.summary.isEmpty, "no help text for \(info.keyword)")
            #expect(Parser.parse(SourceFile(name: "example", text: info.example)).diagnostics.isEmpty, "\(info.example)")
        }
    }
}

/// The mistakes `colscript check` must catch (issue 11, point 3): each is a syntax error with a
/// caret on the offending text and, where a word was misspelt, a did-you-mean fix-it.
struct TypedWordTests {
    func diagnostic(_ source: String) throws -> Diagnostic {
        let result = Parser.parse(SourceFile(name: "t", text: source))
        return try #require(result.diagnostics.first, "no syntax error for \(source)")
    }

    func caret(_ source: String, _ d: Diagnostic) -> String {
        SourceFile(name: "t", text: source).text(of: d.range)
    }

    @Test func misspeltShowTopic() throws {
        let d = try diagnostic("show layuot")
        #expect(d.id == "syntax.unknownWord")
        #expect(caret("show layuot", d) == "layuot")
        #expect(d.fixIts.first?.replacement == "layout")
    }

    @Test func misspeltExpectSubject() throws {
        let source = "expect frmae [0,0] == (0,0)"
        let d = try diagnostic(source)
        #expect(d.id == "syntax.unknownWord")
        #expect(caret(source, d) == "frmae")
        #expect(d.fixIts.first?.replacement == "frame")
    }

    @Test func expectSubjectWithoutItsArgument() throws {
        let source = "expect frame == (0,0)"
        let d = try diagnostic(source)
        #expect(d.id == "syntax.expectArgument")
        #expect(caret(source, d) == "frame")
        #expect(d.message.contains("an item"))
        #expect(d.message.contains("expect frame [0,0]"))
        let extra = "expect selected [0,0] == [[0,0]]"
        #expect(try caret(extra, diagnostic(extra)) == "[0,0]")
        #expect(Parser.parse(SourceFile(name: "t", text: "expect count == 3\nexpect count 0 == 3")).diagnostics.isEmpty)
    }

    @Test func misspeltDelegateMethod() throws {
        let source = "delegate shouldSelct [0,0] = false"
        let d = try diagnostic(source)
        #expect(d.id == "syntax.unknownWord")
        #expect(caret(source, d) == "shouldSelct")
        #expect(d.fixIts.first?.replacement == "shouldSelect")
        #expect(try diagnostic("delegate shouldSelect [0,0] = maybe").id == "syntax.expectedValueKind")
    }

    @Test func propertyValueOfTheWrongKind() throws {
        let source = "layout flow itemSize=abc"
        let d = try diagnostic(source)
        #expect(d.id == "syntax.expectedValueKind")
        #expect(caret(source, d) == "abc")
        #expect(d.message.contains("expected a size like 100x100"))
        let direction = "layout flow scrollDirection=horizonal"
        #expect(try diagnostic(direction).fixIts.first?.replacement == "horizontal")
        #expect(try diagnostic("set allowsSelection = 3").id == "syntax.expectedValueKind")
        #expect(try diagnostic("sectionInset 0 = abc").id == "syntax.expectedValueKind")
        #expect(try diagnostic("drag [0,0] -> [0,1] operation=mvoe").fixIts.first?.replacement == "move")
        #expect(Parser.parse(SourceFile(name: "t", text: "layout flow estimatedItemSize=automatic lineSpacing=4 inset=0,16,0,16")).diagnostics.isEmpty)
    }

    @Test func misspeltFocusDirection() throws {
        let d = try diagnostic("focus rigth")
        #expect(d.id == "syntax.unknownWord")
        #expect(caret("focus rigth", d) == "rigth")
        #expect(d.fixIts.first?.replacement == "right")
        #expect(try diagnostic("focus Up").fixIts.first?.replacement == "up")
        #expect(try diagnostic("focus dwn").fixIts.first?.replacement == "down")
        // Names out of did-you-mean reach are items.
        for source in ["focus A", "focus m1", "focus Apple", "focus [0,1]", "focus left"] {
            #expect(Parser.parse(SourceFile(name: "t", text: source)).diagnostics.isEmpty, "\(source)")
        }
    }

    @Test func misspeltApplyModeScrollPositionAndDropIntent() throws {
        #expect(try diagnostic("apply animted").fixIts.first?.replacement == "animated")
        #expect(try diagnostic("scrollTo [0,0] centredVertically").fixIts.first?.replacement == "centeredVertically")
        #expect(try diagnostic("drag [0,0] -> [0,1] intent=unspecifed").fixIts.first?.replacement == "unspecified")
    }

    @Test func numbersThatAreNotFiniteAreLexicalErrors() throws {
        let huge = String(repeating: "9", count: 400)
        for source in ["scroll by (0, \(huge).5)", "view \(huge)x100", "set contentInset = \(huge),0,0,0",
                       "minimumLineSpacing 0 = \(huge).0", "set scale = \(huge).0", "repeat 9223372036854775808 { }",
                       "hit (\(huge), 0)"] {
            let result = Parser.parse(SourceFile(name: "t", text: source))
            #expect(!result.diagnostics.isEmpty, "\(source.prefix(40)) parsed")
            for command in result.script.commands {
                #expect(!"\(command)".contains("inf") && !"\(command)".contains("nan"), "\(command)")
            }
        }
    }
}
