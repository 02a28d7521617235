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
        return names.filter { $0.hasSuffix(".colscript") }.sorted()
    }

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
        #expect(Self.run(script, name: "sections").status == .ok)
        var diffable = "diffable on\nsnapshot {\n  appendSections \(names)\n"
        for k in 0..<n { diffable += "  appendItems S\(k) count 100\n" }
        diffable += "}\napply\nsnapshot {\n  appendItems S\(n / 2) fresh1 fresh2\n  deleteItems S\(n / 2)-0\n"
        diffable += "  moveItem S0-1 after S\(n / 2)-3\n}\napply\n"
        #expect(Self.run(diffable, name: "diffable").status == .ok)
    }
}
