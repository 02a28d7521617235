import ColscriptServer
import Foundation
import LiveProtocol

// `colscript-serve`: the live page's web server, started by `colscript repl --serve` and
// `colscript serve FILE` (Sources/colscript/Frontend/LiveServing.swift) with its standard input
// and output a socket to them. It answers one `LiveLaunch.Reply` line, then publishes what each
// `LiveCommand` line asks, and ends when colscript closes its end (colscript ended).

/// One line to standard output, unbuffered: colscript waits for it.
func reply(_ reply: LiveLaunch.Reply) {
    FileHandle.standardOutput.write(Data((reply.line + "\n").utf8))
}

guard let launch = LiveLaunch(arguments: Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data("""
        colscript-serve: the live page's server, started by `colscript repl --serve` and \
        `colscript serve FILE`; not run on its own

        """.utf8))
    exit(2)
}

let server: LiveServer
do {
    server = try LiveServer.start(title: launch.title, port: launch.port)
} catch {
    reply(.failed(error.description))
    exit(1)
}
reply(.listening(url: server.url))
while let line = readLine(strippingNewline: true) {
    switch LiveCommand(line: line) {
    case .publish(let message)?: server.hub.publish(message)
    case .hold(let message)?: server.hub.hold([message])
    case .advance?: server.hub.advance()
    case nil: continue
    }
}
exit(0)
