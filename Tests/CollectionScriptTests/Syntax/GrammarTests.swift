import Foundation
import Testing
import TestSupport
@testable import CollectionScript

/// Grammar/colscript.ebnf, found from this file's path (Tests/CollectionScriptTests/ → package root).
private func grammarText() throws -> String {
    let root = PackageRoot.url
    return try String(contentsOf: root.appendingPathComponent("Grammar/colscript.ebnf"), encoding: .utf8)
}

/// Keywords of the rules whose names end in `suffix`: the terminal each such rule starts with.
private func keywords(in grammar: String, ruleSuffix suffix: String) -> Set<String> {
    var result = Set<String>()
    for line in grammar.split(separator: "\n") {
        guard let match = line.wholeMatch(of: /([a-z_]+)\s*=\s*"([A-Za-z]+)".*/) else { continue }
        let name = String(match.1)
        guard name.hasSuffix(suffix) else { continue }
        // `_ssnap` also ends in `snap`: keep each suffix to its own rules.
        if suffix == "_snap", name.hasSuffix("_ssnap") { continue }
        result.insert(String(match.2))
    }
    return result
}

/// The quoted terminals of one rule (which may span lines, ending with ` ;`).
private func terminals(ofRule name: String, in grammar: String) -> [String] {
    let lines = grammar.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.wholeMatch(of: /\s*/) == nil && $0.hasPrefix(name + " ") && $0.contains("=") }) else {
        return []
    }
    var body = ""
    for line in lines[start...] {
        body += line + "\n"
        if line.hasSuffix(";") { break }
    }
    let afterEqual = body.drop { $0 != "=" }.dropFirst()
    return afterEqual.matches(of: /"([^"]+)"/).map { String($0.1) }
}

private func examples(in grammar: String) -> [String] {
    grammar.matches(of: /\(\* example: (.*?) \*\)/).map { String($0.1) }
}

/// A rule's name for a keyword: `insertSection` → `insert_section`.
private func ruleName(_ keyword: String) -> String {
    keyword.replacing(/[A-Z]/) { "_" + $0.output.lowercased() }
}

@Test func grammarCommandKeywordsMatchTheCatalogue() throws {
    let grammar = try grammarText()
    for (suffix, context) in [("_cmd", CommandInfo.Context.topLevel), ("_snap", .snapshot), ("_ssnap", .sectionSnapshot)] {
        let written = keywords(in: grammar, ruleSuffix: suffix)
        let entries = CommandCatalog.entries.filter { $0.context == context }
        // A new keyword's rule to paste, from its table entry.
        for entry in entries where !written.contains(entry.keyword) {
            Issue.record("""
                Grammar/colscript.ebnf has no rule for '\(entry.keyword)'; add (and spell out \(entry.syntax)):
                \(ruleName(entry.keyword))\(suffix) = "\(entry.keyword)" , … ;
                (* example: \(entry.example) *)
                """)
        }
        #expect(written.subtracting(entries.map(\.keyword)).isEmpty, "rules for keywords the parser does not know")
    }
}

/// The closed word sets of the language, each from the Swift enum or property table it is typed by,
/// and the EBNF rule that lists them.
let closedWordSets: [(rule: String, words: [String])] = [
    ("flow_name", PropertyTable.flowLayout.map(\.name)),
    ("view_property", PropertyTable.view.map(\.name)),
    ("trait_property", PropertyTable.traits.map(\.name)),
    ("scroll_position", ScrollPositionName.allCases.map(\.rawValue)),
    ("drop_operation", DropOperationName.allCases.map(\.rawValue)),
    ("drop_intent", DropIntentName.allCases.map(\.rawValue)),
    ("delegate_method", DelegateMethod.allCases.map(\.rawValue)),
    ("focus_direction", FocusDirection.allCases.map(\.rawValue)),
    ("custom_shape", CustomLayoutShapeName.allCases.map(\.rawValue)),
    ("custom_name", PropertyTable.customLayout.map(\.name)),
    ("apply_mode", ApplyModeName.allCases.map(\.rawValue)),
    ("show_topic", ShowTopic.allCases.map(\.rawValue)),
    ("expect_subject", ExpectSubject.allCases.map(\.rawValue)),
]

@Test func grammarWordListsMatchTheCatalogue() throws {
    let grammar = try grammarText()
    for (rule, words) in closedWordSets {
        let paste = rule + " = " + words.map { "\"\($0)\"" }.joined(separator: " | ") + " ;"
        #expect(terminals(ofRule: rule, in: grammar) == words, "Grammar/colscript.ebnf should read: \(paste)")
    }
    #expect(CommandCatalog.flowLayoutProperties == PropertyTable.flowLayout.map(\.name))
    #expect(CommandCatalog.viewProperties == PropertyTable.view.map(\.name))
    #expect(CommandCatalog.scrollPositions == ScrollPositionName.allCases.map(\.rawValue))
    #expect(terminals(ofRule: "update", in: grammar).isEmpty)  // only rule names, no terminals
    // Each per-section metric is a command rule of its own.
    for name in PropertyTable.sectionMetrics.map(\.name) {
        #expect(grammar.contains("\(ruleName(name))_cmd = \"\(name)\" , section_ref ;"), "\(name)")
    }
}

@Test func everyGrammarExampleParses() throws {
    let grammar = try grammarText()
    let lines = examples(in: grammar)
    #expect(lines.count > 60)
    for line in lines {
        let result = Parser.parse(SourceFile(name: "example", text: line))
        #expect(result.diagnostics.isEmpty, "\(line): \(result.diagnostics.map(\.message))")
        #expect(result.script.commands.count == 1, "\(line)")
        #expect(!result.isIncomplete, "\(line)")
    }
}

@Test func everyGrammarCommandHasAnExample() throws {
    let grammar = try grammarText()
    let exampleWords = Set(examples(in: grammar).flatMap { $0.split(whereSeparator: { " {;".contains($0) }).map(String.init) })
    for keyword in CommandCatalog.entries.map(\.keyword) {
        #expect(exampleWords.contains(keyword) == true, "no example uses '\(keyword)'")
    }
}

@Test func everyCatalogueExampleParses() {
    for entry in CommandCatalog.entries {
        let result = Parser.parse(SourceFile(name: "example", text: entry.example))
        #expect(result.diagnostics.isEmpty, "\(entry.keyword): \(result.diagnostics.map(\.message))")
        #expect(result.script.commands.count == 1, "\(entry.keyword)")
        let words = entry.example.split(whereSeparator: { " {;".contains($0) }).map(String.init)
        switch entry.context {
        case .topLevel: #expect(words.first == entry.keyword, "\(entry.keyword): \(entry.example)")
        case .snapshot, .sectionSnapshot: #expect(words.contains(entry.keyword), "\(entry.keyword): \(entry.example)")
        }
        #expect(!entry.syntax.isEmpty && !entry.uikitAPI.isEmpty && !entry.summary.isEmpty)
    }
}

@Test func catalogueKeywordsAreUniquePerContext() {
    for context in [CommandInfo.Context.topLevel, .snapshot, .sectionSnapshot] {
        let words = CommandCatalog.keywords(in: context)
        #expect(Set(words).count == words.count)
    }
    #expect(CommandCatalog.info(for: "insert")?.uikitAPI == "insertItems(at:)")
    #expect(CommandCatalog.info(for: "batch")?.uikitAPI == "performBatchUpdates(_:completion:)")
    #expect(CommandCatalog.info(for: "scrollTo")?.uikitAPI == "scrollToItem(at:at:animated:)")
    #expect(CommandCatalog.info(for: "select")?.uikitAPI == "selectItem(at:animated:scrollPosition:)")
    #expect(CommandCatalog.info(for: "append", in: .sectionSnapshot)?.uikitAPI == "append(_:to:)")
}

@Test func everyTopLevelKeywordIsACommandTheParserKnows() {
    // An unknown keyword gives syntax.unknownCommand; a known one gives anything else (or nothing).
    for keyword in CommandCatalog.keywords(in: .topLevel) {
        #expect(!diagnosticIDs(keyword).contains("syntax.unknownCommand"), "\(keyword)")
    }
}
