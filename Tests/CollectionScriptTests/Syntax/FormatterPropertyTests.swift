import Foundation
import Testing
import TestSupport
import CollectionScript
import ColscriptTools

/// Properties of `colscript fmt` over every script in Scripts/: formatting is idempotent, and the
/// formatted script runs to the same transcript apart from the echoed command text.
struct FormatterPropertyTests {
    static let packageRoot = PackageRoot.url

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

    /// The transcript without what quotes the source: echoed commands (`> …`), and a
    /// diagnostic's line:column, quoted source line and caret (its message is kept).
    static func transcript(_ text: String) -> (String, Int32) {
        var session = Session()
        let result = session.runScript(SourceFile(name: "s.colscript", text: text))
        var kept: [String] = []
        var skip = 0
        for line in result.output.split(separator: "\n", omittingEmptySubsequences: false) {
            if skip > 0 {
                skip -= 1
            } else if line.hasPrefix("s.colscript:") {
                // s.colscript:L:C: error: message
                let message = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false).last ?? ""
                kept.append("s.colscript:…:" + message)
                skip = 2
            } else if !line.hasPrefix("> ") {
                kept.append(String(line))
            }
        }
        return (kept.joined(separator: "\n"), result.status.rawValue)
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

    /// Random comments, blank lines, `;` and blocks around the catalogue's examples: formatting
    /// is idempotent and keeps the transcript.
    @Test func randomCommentsAndBlocksKeepMeaning() throws {
        let commands = ["view 390x300", "sections A B", "items A a b c d", "items B count 3", "select [0,1]",
                        "insert [0,0] z", "delete [0,2]", "move [0,1] -> [1,0]", "scroll to (0, 40)",
                        "layout flow itemSize=50x50\n  minimumLineSpacing=4", "echo \"x # y\""]
        var state: UInt64 = 11
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        for _ in 0..<40 {
            var text = ""
            var open = 0
            for _ in 0..<12 {
                switch next() % 8 {
                case 0: text += "# note \(next() % 100)\n"
                case 1: text += "\n\n"
                case 2: text += "batch {" + (next() % 2 == 0 ? "  # opens\n" : " "); open += 1
                case 3 where open > 0: text += "}\n"; open -= 1
                default:
                    text += commands[next() % commands.count]
                    text += next() % 3 == 0 ? "   # why \(next() % 10)\n" : (next() % 2 == 0 ? "; " : "\n")
                }
            }
            text += String(repeating: "\n}", count: open) + "\n"
            guard let once = Self.format(text) else {
                Issue.record("did not parse:\n\(text)")
                continue
            }
            #expect(Self.format(once) == once, "\(text)")
            #expect(Self.transcript(text).0 == Self.transcript(once).0, "\(text)")
            #expect(Self.transcript(text).1 == Self.transcript(once).1)
        }
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
