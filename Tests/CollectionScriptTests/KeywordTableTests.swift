import Foundation
import Testing
@testable import CollectionScript

/// The command table is declared once: every `Keyword` has a catalogue entry (help text, an
/// example that parses, its UIKit API), a parse case, and a rule in both grammars; and the typed
/// words (show topics, expect subjects, delegate methods, property values) are checked by the parser.
struct KeywordTableTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theCatalogueIsTheKeywordEnumsInOrder() {
        #expect(CommandCatalog.keywords(in: .topLevel) == Keyword.allCases.map(\.rawValue))
        #expect(CommandCatalog.keywords(in: .snapshot) == SnapshotKeyword.allCases.map(\.rawValue))
        #expect(CommandCatalog.keywords(in: .sectionSnapshot) == SectionSnapshotKeyword.allCases.map(\.rawValue))
        #expect(CommandCatalog.updateKeywords == Keyword.allCases.filter(\.isUpdate).map(\.rawValue))
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

    @Test func everyFlowLayoutPropertyHasAnApplier() {
        #expect(Set(Interpreter.flowLayoutAppliers.keys) == Set(PropertyTable.flowLayout.map(\.name)))
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
