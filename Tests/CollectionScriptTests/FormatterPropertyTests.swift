import Foundation
import Testing
import CollectionScript

/// Properties of `colscript fmt` over every script in Scripts/: formatting is idempotent, and the
/// formatted script runs to the same transcript apart from the echoed command text.
struct FormatterPropertyTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func scripts() -> [String] {
        ScenarioRunner(root: packageRoot.path).scenarioFiles(in: ["Scripts"]).files
    }

    static func read(_ path: String) -> String {
        FileManager.default.contents(atPath: packageRoot.path + "/" + path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    static func format(_ text: String) -> String? {
        guard case .formatted(let out) = ScriptFormatter.format(SourceFile(name: "s.colscript", text: text)) else { return nil }
        return out
    }

    /// The transcript without echoed commands (`> …`) and with diagnostics' line:column hidden.
    static func transcript(_ text: String) -> (String, Int32) {
        var session = Session()
        let result = session.runScript(SourceFile(name: "s.colscript", text: text))
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("> ") }
            .map { $0.hasPrefix("s.colscript:") ? "s.colscript:…" : String($0) }
        return (lines.joined(separator: "\n"), result.status.rawValue)
    }

    @Test("fmt is idempotent", arguments: scripts())
    func idempotent(_ path: String) throws {
        let once = try #require(Self.format(Self.read(path)))
        #expect(Self.format(once) == once, "\(path)")
        #expect(once.hasSuffix("\n"))
    }

    @Test("fmt keeps the meaning", arguments: scripts())
    func roundTrip(_ path: String) throws {
        let text = Self.read(path)
        let formatted = try #require(Self.format(text))
        let before = Self.transcript(text), after = Self.transcript(formatted)
        #expect(before.1 == after.1)
        #expect(before.0 == after.0, "\(path)")
        // Same number of commands, and every comment survives.
        #expect(Parser.parse(SourceFile(name: "a", text: text)).script.commands.count
                == Parser.parse(SourceFile(name: "b", text: formatted)).script.commands.count)
        let comments = { (s: String) in s.split(separator: "\n").filter { $0.contains("#") }.count }
        #expect(comments(formatted) >= comments(text))
    }

    /// Scripts built from the grammar's examples in random layouts format to one text.
    @Test func randomLayoutsOfOneScriptFormatAlike() throws {
        let commands = CommandCatalog.entries.filter { $0.context == .topLevel }.map(\.example)
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let canonical = try #require(Self.format(commands.joined(separator: "\n")))
        for _ in 0..<20 {
            var text = ""
            for command in commands {
                // Strings keep their spaces; elsewhere any run of spaces means one.
                let spaced = command.contains("\"") ? command : command.replacingOccurrences(of: " ", with: String(repeating: " ", count: 1 + next() % 3))
                text += (next() % 4 == 0 ? "   " : "") + spaced + (next() % 3 == 0 ? ";" : "\n")
            }
            #expect(Self.format(text) == canonical)
        }
    }
}
