import Foundation
import Testing
import TestSupport
import CollectionScript

/// The whole-run benchmarks (`Benchmarks/Scripts/*.colscript` and the generated many-section
/// scripts of Benchmarks/README.md) in a short mode, so they never rot as the language changes:
/// every count of 10,000 or more is divided by 1,000 and each script runs once through `Session`,
/// as `colscript run --quiet` does. The release figures come from Benchmarks/README.md's commands.
struct BenchmarkScriptsSmokeTests {
    /// `text` with every number of five or more digits divided by 1,000 (1000000 → 1000).
    static func shortened(_ text: String) -> String {
        var result = ""
        var digits = ""
        func flush() {
            if digits.count >= 5, let value = Int(digits) { result += String(value / 1000) } else { result += digits }
            digits = ""
        }
        for character in text {
            if character.isASCII && character.isNumber { digits.append(character) } else { flush(); result.append(character) }
        }
        flush()
        return result
    }

    static func run(_ text: String, name: String) -> RunResult {
        var session = Session(options: SessionOptions(quiet: true))
        return session.runScript(SourceFile(name: name, text: text))
    }

    static func scripts() -> [String] {
        let folder = PackageRoot.appending("Benchmarks/Scripts").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".colscript") && !manySectionScripts.contains($0) }.sorted()
    }

    /// Scripts whose size is their number of lines (one `items` command per section): the
    /// shortening above cannot scale them down, so `manySectionsScriptsRun` runs their commands
    /// at 100 sections instead.
    static let manySectionScripts: Set<String> = ["ten-thousand-sections.colscript"]

    @Test(arguments: scripts()) func benchmarkScriptRunsShortened(_ name: String) throws {
        let text = try String(contentsOf: PackageRoot.appending("Benchmarks/Scripts/" + name), encoding: .utf8)
        let result = Self.run(Self.shortened(text), name: name)
        #expect(result.status == .ok, "\(name):\n\(result.output.suffix(2000))")
    }

    /// The many-sections benchmark (`sections S0 … S(n-1)`, `items Sk count 100` each, then an
    /// insert, a delete and a move in the middle), by script and by diffable snapshot, at 100 sections.
    @Test func manySectionsScriptsRun() {
        let n = 100, names = (0..<n).map { "S\($0)" }.joined(separator: " ")
        var script = "sections \(names)\n"
        for k in 0..<n { script += "items S\(k) count 100\n" }
        script += "insert [\(n / 2),50]\ndelete [\(n / 2),0]\nmove [0,1] -> [\(n / 2),3]\n"
        script += "expect count S\(n / 2) == 101\nexpect count S0 == 99\n"
        // The rest of Benchmarks/Scripts/ten-thousand-sections.colscript's tail.
        script += "move [\(n - 1),99] -> [1,0]\nbatch {\n  delete [2,5]\n  insert [\(n - 2),0] New2\n}\n"
        script += "scrollTo [\(n / 2),10] centeredVertically\nselect [\(n / 2),10]\nexpect count S1 == 101\nshow\n"
        let result = Self.run(script, name: "sections")
        #expect(result.status == .ok, "\(result.output.suffix(2000))")
        var diffable = "diffable on\nsnapshot {\n  appendSections \(names)\n"
        for k in 0..<n { diffable += "  appendItems S\(k) count 100\n" }
        diffable += "}\napply\nsnapshot {\n  appendItems S\(n / 2) fresh1 fresh2\n  deleteItems S\(n / 2)-0\n"
        diffable += "  moveItem S0-1 after S\(n / 2)-3\n}\napply\n"
        #expect(Self.run(diffable, name: "diffable").status == .ok)
    }
}
