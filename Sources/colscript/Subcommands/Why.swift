import ArgumentParser
import CollectionScript
import ColscriptTools

extension Colscript {
    /// `colscript why [FILE] [-o SCENARIO]`: explains a pasted UIKit exception or console log by
    /// rebuilding the smallest scenario that produces exactly its text (the recogniser is
    /// `CrashLogAnalysis`).
    struct Why: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Explain a UIKit collection view crash or log: rebuild the scenario that produces it.",
            discussion: """
                Give a file holding the crash in any form you have it — Xcode's console or its \
                Thread 1 banner, a .crash or .ips report, a Crashlytics/Firebase or Sentry export, \
                TestFlight feedback — or pipe/paste it on standard input (end with Ctrl-D). Prints the \
                rebuilt scenario (a ready .colscript), what happened and the likely mistake in the app; \
                -o FILE also writes the scenario to FILE. A message of another class (UITableView's, a \
                custom layout's own assertion, a crash outside UIKit) is named in one sentence on \
                standard error. Exit status: 0 explained, 1 not recognised, not reproduced or another \
                class's message, 66 the file cannot be read, 73 the scenario cannot be written.
                """
        )

        @Argument(help: "The crash log or console output; '-' or nothing reads standard input.",
                  completion: .file())
        var path: String?

        @Option(name: .shortAndLong, help: ArgumentHelp("Also write the rebuilt scenario to FILE ('-': standard output).", valueName: "file"),
                completion: .file(extensions: ["colscript"]))
        var output: String?

        func run() throws {
            if path == nil || path == "-", StandardStream.input.isTerminal {
                StandardStream.error.write("Paste the crash log or console output, then press Ctrl-D:\n")
            }
            let source = try ScriptReader.readOrExit(path ?? "-")
            switch CrashLogAnalysis.analyze(source.text) {
            case .explained(let report):
                if output != "-" { try StandardStream.print(report.rendered()) }
                if let output, let reason = FileWriter.write(report.reconstruction.scenario, to: output) {
                    StandardStream.error.write("colscript: cannot write '\(output)': \(reason)\n")
                    throw ExitCode(ExitStatus.cannotCreate.rawValue)
                }
                if !report.reproduced { throw ExitCode(ExitStatus.failure.rawValue) }
            case .unknown(let message):
                StandardStream.error.write(message + "\n")
                throw ExitCode(ExitStatus.failure.rawValue)
            }
        }
    }
}
