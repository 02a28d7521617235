import ArgumentParser
import CollectionScript

extension Colscript {
    /// `colscript fmt FILE…`: prints scripts in the canonical layout, checks or rewrites them.
    struct Fmt: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a script in its canonical layout (or check or rewrite it).",
            discussion: """
                One command per line, two-space indentation inside { } blocks, single spaces \
                between tokens, comments kept. A script with syntax errors is reported and not \
                formatted. Exit status: 0 ok, 1 --check found a file not in canonical form, \
                65 syntax errors, 66 a file cannot be read, 73 a file cannot be written.
                """
        )

        @Argument(help: "The scripts to format; '-' reads standard input.",
                  completion: .file(extensions: ["colscript"]))
        var paths: [String]

        @Flag(help: "Print nothing; name each file that is not canonical and exit 1 if any.")
        var check = false

        @Flag(name: .customLong("in-place"), help: "Rewrite each file that is not canonical.")
        var inPlace = false

        func validate() throws {
            if check && inPlace { throw ValidationError("--check and --in-place cannot be used together") }
            if inPlace && paths.contains("-") { throw ValidationError("--in-place cannot rewrite standard input") }
        }

        func run() throws {
            var status = ExitStatus.ok
            for path in paths {
                let source = try ScriptReader.readOrExit(path)
                switch ScriptFormatter.format(source) {
                case .syntaxErrors(let diagnostics):
                    StandardStream.error.write(diagnostics.map { DiagnosticRenderer().render($0, in: source) }.joined())
                    status = max(status, .syntaxError)
                case .formatted(let text):
                    if check {
                        if text != source.text {
                            try StandardStream.print("\(source.name): not formatted\n")
                            status = max(status, .failure)
                        }
                    } else if inPlace {
                        if text != source.text, let reason = FileWriter.write(text, to: path) {
                            StandardStream.error.write("colscript: cannot write '\(path)': \(reason)\n")
                            status = max(status, .cannotCreate)
                        }
                    } else {
                        try StandardStream.print(text)
                    }
                }
            }
            try status.exitUnlessOK()
        }
    }
}
