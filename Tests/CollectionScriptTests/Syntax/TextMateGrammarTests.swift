import Foundation
import Testing
import TestSupport
import CollectionScript

/// Grammar/colscript.tmLanguage.json stays in step with CommandCatalog: its keyword,
/// property and scroll-position alternations are the catalogue's words, and its patterns compile.
struct TextMateGrammarTests {
    static let url = PackageRoot.appending("Grammar/colscript.tmLanguage.json")

    static func repository() throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["scopeName"] as? String == "source.colscript")
        return try #require(root["repository"] as? [String: Any])
    }

    static func match(_ rule: String) throws -> String {
        let entry = try #require(try repository()[rule] as? [String: Any], "no rule \(rule)")
        return try #require(entry["match"] as? String)
    }

    /// The words of a rule's `(?:a|b|c)` alternation, in order.
    static func words(_ rule: String) throws -> [String] {
        let pattern = try match(rule)
        let start = try #require(pattern.range(of: "(?:"))
        let end = try #require(pattern[start.upperBound...].firstIndex(of: ")"))
        return pattern[start.upperBound..<end].split(separator: "|").map(String.init)
    }

    static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    /// The alternation to paste into the rule's `match` when the table changed.
    static func alternation(_ words: [String]) -> String {
        "(?:" + words.joined(separator: "|") + ")"
    }

    @Test func commandKeywordsAreTheCataloguesInOrder() throws {
        let topLevel = Self.unique(CommandCatalog.keywords(in: .topLevel))
        #expect(try Self.words("command") == topLevel, "the command rule should match \(Self.alternation(topLevel))")
        let edits = Self.unique(CommandCatalog.keywords(in: .snapshot) + CommandCatalog.keywords(in: .sectionSnapshot))
            .filter { !topLevel.contains($0) }
        #expect(try Self.words("edit") == edits, "the edit rule should match \(Self.alternation(edits))")
        let all = Set(try Self.words("command") + Self.words("edit"))
        for entry in CommandCatalog.entries {
            #expect(all.contains(entry.keyword), "\(entry.keyword) is missing from the grammar")
        }
    }

    @Test func propertiesAndScrollPositionsAreTheCatalogues() throws {
        // Every property table's names and aliases (section metrics are also command keywords).
        let tables = [PropertyTable.view, PropertyTable.traits, PropertyTable.controller, PropertyTable.flowLayout, PropertyTable.sectionMetrics, PropertyTable.dropProposal, PropertyTable.customLayout]
        let properties = Self.unique(tables.flatMap { $0.flatMap { [$0.name] + $0.aliases } })
        #expect(Set(try Self.words("property")) == Set(properties), "the property rule should match \(Self.alternation(properties))")
        #expect(try Self.words("scroll-position") == CommandCatalog.scrollPositions)
    }

    /// The closed word sets that follow a keyword are highlighted by some rule.
    @Test func typedWordsAreHighlighted() throws {
        let highlighted = Set(try ["command", "edit", "property", "scroll-position", "boolean", "word"].flatMap(Self.words))
        let words = FocusDirection.allCases.map(\.rawValue) + ApplyModeName.allCases.map(\.rawValue)
            + DropOperationName.allCases.map(\.rawValue) + CommandCatalog.layouts + ["count", "all", "empty", "error"]
        for word in words {
            #expect(highlighted.contains(word), "add '\(word)' to the word rule of Grammar/colscript.tmLanguage.json")
        }
    }

    @Test func patternsCompileAndMatchWhatTheyName() throws {
        func matches(_ rule: String, _ text: String) throws -> [String] {
            let regex = try NSRegularExpression(pattern: try Self.match(rule), options: [.anchorsMatchLines])
            let range = NSRange(text.startIndex..., in: text)
            return regex.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
        }
        #expect(try matches("command", "insert [0,0] x; inserted Recents-insert insert.x") == ["insert"])
        #expect(try matches("command", "move a->[0,1]") == ["move"])
        #expect(try matches("index-path", "move [ 0 , 1 ] -> [1,0]") == ["[ 0 , 1 ]", "[1,0]"])
        #expect(try matches("point", "scroll by (0, -200) hit (1.5,2, 3, 4)") == ["(0, -200)", "(1.5,2, 3, 4)"])
        #expect(try matches("size", "view 390x844 itemSize=12.5x40 a100x100") == ["390x844", "12.5x40"])
        #expect(try matches("insets", "set contentInset = 0,0, 34,0") == ["0,0, 34,0"])
        #expect(try matches("number", "repeat 3 { ios 16.4 } Recents-0") == ["3", "16.4"])
        #expect(try matches("comment", "select b   # a comment") == ["# a comment"])
        #expect(try matches("scroll-position", "scrollTo G top left topmost") == ["top", "left"])
    }
}
