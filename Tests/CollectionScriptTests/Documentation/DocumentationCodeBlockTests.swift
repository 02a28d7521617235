import Foundation
import Testing
import TestSupport
@testable import CollectionScript

/// Every code block of the README and of `docs/` says what it is, and is checked as such (issue 35
/// point 6), so a newcomer who copies one gets what the page says:
///
/// - ```` ```colscript ```` runs as written and exits 0 (`exit=N`: N); a first word that is not an
///   option names the file, for the diagnostics' locations (`invalid.colscript`);
/// - ```` ```colscript catalogue ```` is a list of separate commands, not one script: every line
///   passes `colscript check` (parsed, not run);
/// - ```` ```output ```` is the real transcript of the `colscript` block before it (`output quiet`:
///   of `colscript run --quiet`), compared byte for byte;
/// - ```` ```sh ```` is shell (`ReadmeCommandsTests` checks its `colscript` lines), and
///   ```` ```synopsis ```` is notation (`[a|b]`, `…`, JSON shapes) that neither runs nor parses.
///   ```` ```log ```` quotes what UIKit printed on a device (evidence), which the tool is checked
///   against by the goldens the page names, not here.
struct DocumentationCodeBlockTests {
    struct Block: Sendable, CustomTestStringConvertible {
        var file: String
        var line: Int
        var info: [String]
        var text: String
        var kind: String { info.first ?? "" }
        var isCatalogue: Bool { info.contains("catalogue") }
        /// `exit=N`, else 0.
        var expectedStatus: Int32 {
            info.first { $0.hasPrefix("exit=") }.flatMap { Int32($0.dropFirst(5)) } ?? 0
        }
        /// The script's name: the first word after `colscript` that is not an option.
        var name: String {
            info.dropFirst().first { !$0.contains("=") && $0 != "catalogue" && $0 != "quiet" } ?? "\(file):\(line)"
        }
        var testDescription: String { "\(file):\(line) ```\(info.joined(separator: " "))" }
    }

    static let kinds: Set<String> = ["colscript", "output", "sh", "synopsis", "log"]

    static func pages() -> [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: PackageRoot.appending("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func blocks(in file: String) -> [Block] {
        let text = (try? String(contentsOf: PackageRoot.appending(file), encoding: .utf8)) ?? ""
        var result: [Block] = []
        var open: Block?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let block = open {
                    result.append(block)
                    open = nil
                } else {
                    let info = line.dropFirst(3).split(separator: " ").map(String.init)
                    open = Block(file: file, line: index + 1, info: info, text: "")
                }
            } else if open != nil {
                open?.text += line + "\n"
            }
        }
        return result
    }

    static let all: [Block] = pages().flatMap(blocks(in:))

    @Test func everyBlockSaysWhatItIs() {
        #expect(Self.all.count >= 15)
        for block in Self.all {
            #expect(Self.kinds.contains(block.kind), "\(block.testDescription): say colscript, colscript catalogue, output, sh, synopsis or log")
        }
        // An output block follows the script it is the output of.
        for (index, block) in Self.all.enumerated() where block.kind == "output" {
            let script = index > 0 ? Self.all[index - 1] : nil
            #expect(script?.kind == "colscript" && script?.isCatalogue == false && script?.file == block.file,
                    "\(block.testDescription) follows no runnable colscript block")
        }
    }

    @Test(arguments: all.filter { $0.kind == "colscript" && !$0.isCatalogue })
    func runsAsWritten(_ block: Block) {
        var session = Session()
        let result = session.runScript(SourceFile(name: block.name, text: block.text))
        #expect(result.status.rawValue == block.expectedStatus, "\(block.testDescription):\n\(result.output)")
    }

    @Test(arguments: all.filter { $0.kind == "colscript" && $0.isCatalogue })
    func everyCatalogueLineChecks(_ block: Block) {
        let result = Session().check(SourceFile(name: block.testDescription, text: block.text))
        #expect(result.status == .ok, "\(result.output)")
    }

    @Test func samplesAreTheToolsRealOutput() {
        for (index, block) in Self.all.enumerated() where block.kind == "output" && index > 0 {
            let script = Self.all[index - 1]
            var session = Session(options: SessionOptions(quiet: block.info.contains("quiet")))
            let real = session.runScript(SourceFile(name: script.name, text: script.text)).output
            #expect(real == block.text, "\(block.testDescription): the tool prints\n\(real)")
        }
    }

    /// The README's lessons are every lesson there is.
    @Test func theReadmeListsEveryLesson() throws {
        let readme = try String(contentsOf: PackageRoot.appending("README.md"), encoding: .utf8)
        let lessons = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.appending("Scripts/lessons").path)
            .filter { $0.hasSuffix(".colscript") }
        #expect(lessons.count >= 15)
        for lesson in lessons { #expect(readme.contains("Scripts/lessons/" + lesson), "\(lesson)") }
        // Lessons come before the tour, and the two commands before both.
        let start = try #require(readme.range(of: "## Start here"))
        let lessonsHeading = try #require(readme.range(of: "## Lessons"))
        let tour = try #require(readme.range(of: "## A tour of the language"))
        #expect(start.lowerBound < lessonsHeading.lowerBound && lessonsHeading.lowerBound < tour.lowerBound)
    }
}
