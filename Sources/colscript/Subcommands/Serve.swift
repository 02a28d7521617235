import ArgumentParser
import CollectionScript

extension Colscript {
    /// `colscript serve FILE`: the script's step-through page, served live and stepped on a key.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve a script as a live page, one step per key press.",
            discussion: """
                Runs the script, then serves the step-through page (`run --html`'s, Present mode \
                included) on 127.0.0.1; its address, with a random token, goes to standard error. \
                Every page watching shows the same step: → (or Space) in any page, or Enter here, \
                shows the next one. Ctrl-C stops.
                """
        )

        @Argument(help: "The script to serve.", completion: .file(extensions: ["colscript"]))
        var path: String

        @Option(help: ArgumentHelp("The port (default: a free one).", valueName: "n"))
        var port: Int?

        func validate() throws {
            if let port, !(0...65535).contains(port) { throw ValidationError("--port must be 0 to 65535") }
        }

        func run() throws {
            let source = try ScriptReader.readOrExit(path)
            var session = Session(options: SessionOptions())
            let (_, steps) = session.runScriptCollectingSteps(source)
            let server = try LiveServing.start(title: source.name, port: port)
            var messages = HTMLRenderer.liveMessages(steps: steps, source: source)
            if !messages.isEmpty { server.publish(messages.removeFirst()) }
            server.hold(messages)
            StandardStream.error.write("colscript: \(steps.count) steps; Enter (or → in a page) shows the next\n")
            while readLine() != nil { server.advance() }
            LiveServing.serveUntilInterrupted(server)
        }
    }
}
