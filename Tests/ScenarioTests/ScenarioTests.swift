import Foundation
import Testing
import CollectionScript

/// Every `Scripts/**/*.colscript` runs through the same Session as `colscript run` and must print
/// exactly its golden `.out` beside it. `COLSCRIPT_RECORD=1 swift test` re-records the goldens
/// (and still fails, so that a new golden is read before it is trusted).
///
/// A scenario is expected to exit 0 unless its first lines say `# exit: N`.
struct ScenarioTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func scenarios() -> [String] {
        let scripts = packageRoot.appendingPathComponent("Scripts")
        guard let enumerator = FileManager.default.enumerator(atPath: scripts.path) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".colscript") { found.append("Scripts/" + path) }
        }
        return found.sorted()
    }

    @Test("scenario matches its golden transcript", arguments: scenarios())
    func scenario(_ relativePath: String) throws {
        let scriptURL = Self.packageRoot.appendingPathComponent(relativePath)
        let goldenURL = scriptURL.deletingPathExtension().appendingPathExtension("out")
        let text = try String(contentsOf: scriptURL, encoding: .utf8)
        var session = Session()
        let result = session.runScript(SourceFile(name: relativePath, text: text))

        let expectedStatus = Self.declaredExitStatus(text)
        let tail = String(result.output.suffix(2000))
        #expect(result.status.rawValue == expectedStatus,
                "\(relativePath) exited \(result.status.rawValue), expected \(expectedStatus):\n\(tail)")

        if ProcessInfo.processInfo.environment["COLSCRIPT_RECORD"] != nil {
            try result.output.write(to: goldenURL, atomically: true, encoding: .utf8)
            Issue.record("recorded \(goldenURL.lastPathComponent); read the diff, then run again without COLSCRIPT_RECORD")
            return
        }
        guard let golden = try? String(contentsOf: goldenURL, encoding: .utf8) else {
            Issue.record("\(relativePath) has no golden; record it with COLSCRIPT_RECORD=1 swift test --filter ScenarioTests")
            return
        }
        if golden != result.output {
            let diff = Self.diff(expected: golden, actual: result.output)
            Issue.record("\(relativePath) differs from its golden:\n\(diff)")
        }
    }

    /// `# exit: 1` in the script's leading comment lines.
    static func declaredExitStatus(_ text: String) -> Int32 {
        for line in text.split(separator: "\n").prefix(10) where line.hasPrefix("#") {
            if let range = line.range(of: "exit:") {
                return Int32(line[range.upperBound...].trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        return 0
    }

    /// The first differing line with three lines of context, `-` golden, `+` actual.
    static func diff(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var first = 0
        while first < min(a.count, b.count), a[first] == b[first] { first += 1 }
        var lines = ["@@ line \(first + 1) @@"]
        for i in max(0, first - 3)..<first { lines.append("  " + a[i]) }
        for i in first..<min(a.count, first + 6) { lines.append("- " + a[i]) }
        for i in first..<min(b.count, first + 6) { lines.append("+ " + b[i]) }
        return lines.joined(separator: "\n")
    }
}
