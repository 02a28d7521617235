import ArgumentParser
import CollectionScript

extension Colscript {
    /// `colscript check FILE`: parses only and reports every syntax error; with `--run`, also runs
    /// the script and reports the runtime error UIKit would raise, at its command, with `explain`.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a script's syntax without running it (or, with --run, run it and report its runtime error).",
            discussion: "Exit status: 0 no errors, 1 (--run) a runtime error or a failed expect, 65 syntax errors, 66 the file cannot be read."
        )

        @Flag(help: "Print the diagnostics as one JSON object for editors (file, range, severity, id, message, fix-its).")
        var json = false

        @Flag(name: .customLong("run"), help: "Also run the script (printing nothing else) and report the first runtime error at its line, with what explain says.")
        var runScript = false

        @Argument(help: "The script to check; '-' reads standard input.",
                  completion: .file(extensions: ["colscript"]))
        var path: String

        func run() throws {
            let source = try ScriptReader.readOrExit(path)
            if runScript {
                var session = Session()
                let check = session.checkRun(source)
                try StandardStream.print(json ? check.json(in: source) : check.rendered(in: source))
                try check.status.exitUnlessOK()
                return
            }
            let result = json ? Session().checkJSON(source) : Session().check(source)
            try StandardStream.print(result.output)
            try result.status.exitUnlessOK()
        }
    }
}
