import Foundation
import Testing
import TestSupport
import CollectionScript
import ColscriptTools

/// Every `Scripts/**/*.colscript` runs through the same Session as `colscript run` and must print
/// exactly its golden `.out` beside it (judged by `ScenarioRunner`, as `colscript test` does).
/// `COLSCRIPT_RECORD=1 swift test` re-records the goldens (and still fails, so that a new golden
/// is read before it is trusted).
///
/// A scenario is expected to exit 0 unless its first lines say `# exit: N`.
struct ScenarioTests {
    static let packageRoot = PackageRoot.url

    static var runner: ScenarioRunner {
        ScenarioRunner(root: packageRoot.path,
                       update: ProcessInfo.processInfo.environment["COLSCRIPT_RECORD"] != nil)
    }

    static func scenarios() -> [String] {
        runner.scenarioFiles(in: ["Scripts"]).files
    }

    @Test("scenario matches its golden transcript", arguments: scenarios())
    func scenario(_ relativePath: String) {
        let result = Self.runner.run(relativePath)
        let tail = String(result.output.suffix(2000))
        #expect(result.status == result.expectedStatus,
                "\(relativePath) exited \(result.status), expected \(result.expectedStatus):\n\(tail)")
        switch result.outcome {
        case .passed:
            break
        case .recorded:
            Issue.record("recorded \(ScenarioRunner.goldenPath(for: relativePath)); read the diff, then run again without COLSCRIPT_RECORD")
        case .missingGolden:
            Issue.record("\(relativePath) has no golden; record it with COLSCRIPT_RECORD=1 swift test --filter ScenarioTests")
        case .failed, .unreadable:
            if !result.diff.isEmpty {
                Issue.record("\(relativePath) differs from its golden:\n\(result.diff)")
            } else if result.status == result.expectedStatus {
                Issue.record(Comment(rawValue: result.message ?? "\(relativePath) failed"))
            }
        }
    }
}
