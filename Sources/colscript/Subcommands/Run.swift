import ArgumentParser
import CollectionScript

extension Colscript {
    /// `colscript run FILE`: runs a script and prints its transcript (or JSON Lines).
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a script and print its transcript.",
            discussion: "Stops at the first unexpected error. Exit status: 0 ok, 1 a failed expect or runtime error, 65 a syntax error, 66 the file cannot be read, 73 standard output or an --svg or --html file cannot be written."
        )

        @OptionGroup var options: ScriptOptions

        @Flag(help: "After a runtime error, print the reasoning behind it (what `explain` prints).")
        var explain = false

        @Argument(help: "The script to run; '-' reads standard input.",
                  completion: .file(extensions: ["colscript"]))
        var path: String

        @Option(help: ArgumentHelp("Also write an SVG picture of every step that changed the layout into this directory.",
                                   valueName: "dir"), completion: .directory)
        var svg: String?

        @Option(help: ArgumentHelp("Also write one self-contained HTML page that steps through the run.",
                                   valueName: "file"), completion: .file(extensions: ["html"]))
        var html: String?

        func run() throws {
            let sessionOptions = options.sessionOptions
            guard svg != nil || html != nil else {
                return try Self.runScript(path: path, options: sessionOptions, explain: explain)
            }
            let source = try ScriptReader.readOrExit(path)
            var session = Session(options: sessionOptions)
            var writeFailure: String?   // the first failed write (a full disk): exit 73 after the run
            var collected = ""   // the HTML page shows the transcript too
            var (result, steps) = session.runScriptCollectingSteps(source) { text in
                if writeFailure == nil { writeFailure = StandardStream.output.write(text) }
                collected += text
            }
            result.output = collected
            try StandardStream.checkWritten(writeFailure)
            try Pictures.write(steps: steps, result: result, title: source.name, svgDirectory: svg, htmlFile: html, source: source)
            if explain && result.status == .failure {
                try StandardStream.print(session.explanationOfLastError())
            }
            try result.status.exitUnlessOK()
        }

        /// Runs the script at `path`, streaming each step's text to standard output (also
        /// `FastRun`'s path, which skips argument-parser).
        static func runScript(path: String, options: SessionOptions, explain: Bool) throws {
            let source = try ScriptReader.readOrExit(path)
            var session = Session(options: options)
            var writeFailure: String?   // the first failed write (a full disk): exit 73 after the run
            let result = session.runScript(source) { text in   // each step as it runs
                if writeFailure == nil { writeFailure = StandardStream.output.write(text) }
            }
            try StandardStream.checkWritten(writeFailure)
            if explain && result.status == .failure {
                try StandardStream.print(session.explanationOfLastError())
            }
            try result.status.exitUnlessOK()
        }
    }
}
