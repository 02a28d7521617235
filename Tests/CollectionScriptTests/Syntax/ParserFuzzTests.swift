import Testing
@testable import CollectionScript
import CollectionEngine
import TestSupport


/// Parses `text` and checks what must hold for any input: it returns, every range lies inside the
/// source, every diagnostic renders, and a complete parse with no diagnostics has nothing open.
private func check(_ text: String) {
    let file = SourceFile(name: "fuzz", text: text)
    let result = Parser.parse(file)
    let size = file.bytes.count
    var problems: [String] = []
    for diagnostic in result.diagnostics {
        if diagnostic.range.lowerBound < 0 || diagnostic.range.upperBound > size { problems.append("diagnostic range") }
        if !diagnostic.id.hasPrefix("syntax.") { problems.append("id \(diagnostic.id)") }
        if DiagnosticRenderer().render(diagnostic, in: file).isEmpty { problems.append("empty rendering") }
    }
    for command in result.script.commands {
        if command.range.lowerBound < 0 || command.range.upperBound > size { problems.append("command range") }
        if command.keywordRange.lowerBound < command.range.lowerBound
            || command.keywordRange.upperBound > command.range.upperBound { problems.append("keyword range") }
    }
    if result.isIncomplete, result.diagnostics.isEmpty { problems.append("incomplete without a diagnostic") }
    // Checked only on failure: thousands of #expect calls would dominate the run time.
    if !problems.isEmpty { Issue.record("\(problems) for \(text.debugDescription)") }
}

@Test func randomBytesAlwaysParse() {
    var random = SplitMix64(state: 0xC011_EC71_0005)
    // Mostly the language's own characters, sometimes any byte (invalid UTF-8 included).
    let alphabet = Array("abcxyz AGZ019-.,_[](){}<>=!;#\"\\\n\t\r->".utf8)
    for _ in 0..<1500 {
        let length = random.below(80)
        var bytes: [UInt8] = []
        for _ in 0..<length {
            bytes.append(random.below(8) == 0 ? UInt8(truncatingIfNeeded: random.next()) : alphabet[random.below(alphabet.count)])
        }
        check(String(decoding: bytes, as: UTF8.self))
    }
}

@Test func randomTokenSoupsAlwaysParse() {
    var random = SplitMix64(state: 42)
    let keywords = CommandCatalog.entries.map(\.keyword) + CommandCatalog.scrollPositions
        + CommandCatalog.flowLayoutProperties + ["data", "view", "count", "all", "before", "after", "to", "by", "error", "empty", "seed"]
    let pieces = [
        "[0,2]", "[ 1 , 11 ]", "[", "]", "{", "}", ";", "\n", "\n", "->", "=", "==", "!=", "<", ">=", "(0, 500)",
        "(16, 0, 100, 100)", "(1,", "100x100", "12.5x40", "0,0,34,0", "1,2", "12", "-3", "16.4", "\"text\"",
        "\"open", "\"a\\qb\"", "# comment", "G", "Recents-0", "@", "é", "[[1,3]]", "[A B]",
    ]
    for _ in 0..<1500 {
        var words: [String] = []
        for _ in 0..<random.below(40) {
            words.append(random.below(3) == 0 ? keywords[random.below(keywords.count)] : pieces[random.below(pieces.count)])
        }
        check(words.joined(separator: random.below(4) == 0 ? "" : " "))
    }
}

@Test func mutatedValidScriptsAlwaysParse() {
    var random = SplitMix64(state: 7)
    let examples = CommandCatalog.entries.map(\.example)
    for _ in 0..<800 {
        var lines: [String] = []
        for _ in 0..<(1 + random.below(6)) { lines.append(examples[random.below(examples.count)]) }
        var bytes = Array(lines.joined(separator: "\n").utf8)
        for _ in 0..<(1 + random.below(4)) where !bytes.isEmpty {
            let index = random.below(bytes.count)
            switch random.below(3) {
            case 0: bytes.remove(at: index)
            case 1: bytes.insert(bytes[random.below(bytes.count)], at: index)
            default: bytes[index] = UInt8(truncatingIfNeeded: random.next() % 128)
            }
        }
        check(String(decoding: bytes, as: UTF8.self))
    }
}
