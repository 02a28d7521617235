import ArgumentParser
import Foundation
import Testing
import TestSupport
@testable import colscript

/// Every line of a README code block that starts with `colscript` parses as a valid invocation:
/// the commands an installed `colscript` is asked to run in the README exist, with those options.
/// Synopsis notation is read as the README means it: `[--json]` is the option, `FILE…` one file.
struct ReadmeCommandsTests {
    static var commands: [String] {
        let readme = (try? String(contentsOf: PackageRoot.appending("README.md"), encoding: .utf8)) ?? ""
        var inBlock = false
        var lines: [String] = []
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inBlock.toggle(); continue }
            if inBlock, line.hasPrefix("colscript ") || line == "colscript" { lines.append(String(line)) }
        }
        return lines
    }

    /// The words of a README line: its comment and redirections dropped, quotes removed, the
    /// synopsis brackets and ellipses stripped.
    static func arguments(_ line: String) -> [String] {
        var words: [String] = []
        var current = "", quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == " " {
                if !current.isEmpty { words.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        var result: [String] = []
        for word in words.dropFirst() {
            if word.hasPrefix("#") || word == ">" || word == "|" || word == "&&" { break }
            let cleaned = word.filter { $0 != "[" && $0 != "]" && $0 != "…" }
            if cleaned == "|" || cleaned.isEmpty { continue }
            result.append(cleaned)
        }
        return result
    }

    @Test func thereAreCommandsToCheck() {
        #expect(Self.commands.count >= 15)
        #expect(Self.commands.contains { $0.hasPrefix("colscript why") })
        #expect(Self.commands.contains { $0.hasPrefix("colscript --generate-completion-script fish") })
    }

    @Test(arguments: commands)
    func parses(line: String) {
        let arguments = ImplicitSubcommand.arguments(for: Self.arguments(line))
        do {
            _ = try Colscript.parseAsRoot(arguments)
        } catch {
            // --version, --help and --generate-completion-script end parsing with a clean exit.
            #expect(Colscript.exitCode(for: error) == .success, "\(line) → \(arguments): \(Colscript.message(for: error))")
        }
    }
}
