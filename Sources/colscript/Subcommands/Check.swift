import ArgumentParser
import CollectionScript

extension Colscript {
    /// `colscript check FILE`: parses only and reports every syntax error.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a script's syntax without running it.",
            discussion: "Exit status: 0 no syntax errors, 65 syntax errors, 66 the file cannot be read."
        )

        @Flag(help: "Print the diagnostics as one JSON object for editors (file, range, severity, id, message, fix-its).")
        var json = false

        @Argument(help: "The script to check; '-' reads standard input.",
                  completion: .file(extensions: ["colscript"]))
        var path: String

        func run() throws {
            let source = try ScriptReader.readOrExit(path)
            let result = json ? Session().checkJSON(source) : Session().check(source)
            try StandardStream.print(result.output)
            try result.status.exitUnlessOK()
        }
    }
}
