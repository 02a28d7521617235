import ArgumentParser
import CollectionScript
import ColscriptTools

extension Colscript {
    /// `colscript test [PATH…]`: runs scenarios against their `.out` goldens, like LLVM's lit.
    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run scenarios and compare each transcript with its .out golden.",
            discussion: """
                Every *.colscript under the paths (default: Scripts) runs in parallel; a dot is \
                printed per passing file, F per failing one, M per missing golden, then a unified \
                diff for each mismatch. `# exit: N` in a script's leading comments declares its \
                expected status. Exit status: 0 all passed, 1 a failure or missing golden, \
                66 a path that does not exist.
                """
        )

        @Argument(help: "Scenario files or directories to search for *.colscript (default: Scripts).",
                  completion: .file(extensions: ["colscript"]))
        var paths: [String] = []

        @Flag(help: "Re-record every golden from the current output (read the diff before committing).")
        var update = false

        func run() throws {
            let runner = ScenarioRunner(update: update)
            let searched = paths.isEmpty ? ["Scripts"] : paths
            let missing = runner.scenarioFiles(in: searched).missing
            for path in missing {
                StandardStream.error.write("colscript: cannot read '\(path)': No such file or directory\n")
            }
            if !missing.isEmpty { throw ExitStatus.noInput.exitCode }
            let results = runner.runAll(searched)
            let report = TestReport(results: results, updating: update)
            try StandardStream.print(report.text)
            if !report.succeeded { throw ExitStatus.failure.exitCode }
        }
    }
}

/// What `colscript test` prints for a set of results: the marks, then each failure's reason and
/// diff, then a summary line.
struct TestReport {
    var results: [ScenarioResult]
    var updating: Bool

    var succeeded: Bool { !results.isEmpty && results.allSatisfy(\.succeeded) }

    var text: String {
        guard !results.isEmpty else { return "no scenarios found\n" }
        var out = String(results.map(\.mark)) + "\n"
        for result in results where !result.succeeded {
            out += "\n\(result.mark == "M" ? "MISSING" : "FAIL"): \(result.path)\n"
            if let message = result.message { out += message + "\n" }
            out += result.diff
        }
        let passed = results.filter(\.succeeded).count
        let failed = results.filter { $0.outcome == .failed || $0.outcome == .unreadable }.count
        let missing = results.filter { $0.outcome == .missingGolden }.count
        var summary = ["\(passed) \(updating ? "recorded" : "passed")"]
        if failed > 0 { summary.append("\(failed) failed") }
        if missing > 0 { summary.append("\(missing) missing golden") }
        out += (failed + missing > 0 ? "\n" : "") + summary.joined(separator: ", ") + "\n"
        return out
    }
}
