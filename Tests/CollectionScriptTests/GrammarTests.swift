import Foundation
import Testing
@testable import CollectionScript

/// Grammar/colscript.ebnf, found from this file's path (Tests/CollectionScriptTests/ → package root).
private func grammarText() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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

@Test func grammarCommandKeywordsMatchTheCatalogue() throws {
    let grammar = try grammarText()
    #expect(keywords(in: grammar, ruleSuffix: "_cmd") == Set(CommandCatalog.keywords(in: .topLevel)))
    #expect(keywords(in: grammar, ruleSuffix: "_snap") == Set(CommandCatalog.keywords(in: .snapshot)))
    #expect(keywords(in: grammar, ruleSuffix: "_ssnap") == Set(CommandCatalog.keywords(in: .sectionSnapshot)))
}

@Test func grammarWordListsMatchTheCatalogue() throws {
    let grammar = try grammarText()
    #expect(terminals(ofRule: "flow_name", in: grammar) == CommandCatalog.flowLayoutProperties)
    #expect(terminals(ofRule: "view_property", in: grammar) == CommandCatalog.viewProperties)
    #expect(terminals(ofRule: "scroll_position", in: grammar) == CommandCatalog.scrollPositions)
    #expect(terminals(ofRule: "show_topic", in: grammar) == ShowTopic.allCases.map(\.rawValue))
    #expect(terminals(ofRule: "expect_subject", in: grammar) == ExpectSubject.allCases.map(\.rawValue))
    #expect(terminals(ofRule: "delegate_method", in: grammar) == DelegateMethod.allCases.map(\.rawValue))
    #expect(terminals(ofRule: "update", in: grammar).isEmpty)  // only rule names, no terminals
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
