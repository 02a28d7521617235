import ArgumentParser
import CollectionScript
import ColscriptTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Colscript {
    /// `colscript why [FILE]`: explains a pasted UIKit exception or console log by rebuilding the
    /// smallest scenario that produces exactly its text (the recogniser is `CrashLogAnalysis`).
    struct Why: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Explain a UIKit collection view crash or log: rebuild the scenario that produces it.",
            discussion: """
                Give a file holding the crash log or console output, or pipe/paste it on standard input \
                (end with Ctrl-D). Prints the rebuilt scenario (a ready .colscript), what happened and the \
                likely mistake in the app. Exit status: 0 explained, 1 not recognised or not reproduced, \
                66 the file cannot be read.
                """
        )

        @Argument(help: "The crash log or console output; '-' or nothing reads standard input.",
                  completion: .file())
        var path: String?

        func run() throws {
            if path == nil, isatty(0) == 1 {
                StandardStream.error.write("Paste the crash log or console output, then press Ctrl-D:\n")
            }
            let source = try ScriptReader.readOrExit(path ?? "-")
            switch CrashLogAnalysis.analyze(source.text) {
            case .explained(let report):
                try StandardStream.print(report.rendered())
                if !report.reproduced { throw ExitCode(ExitStatus.failure.rawValue) }
            case .unknown(let message):
                StandardStream.error.write(message + "\n")
                throw ExitCode(ExitStatus.failure.rawValue)
            }
        }
    }
}
