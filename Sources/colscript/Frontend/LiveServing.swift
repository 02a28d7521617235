import ArgumentParser
import CollectionScript
import ColscriptServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starting the live page's server for `repl --serve` and `serve FILE`, and saying where it is.
enum LiveServing {
    /// Starts the server on 127.0.0.1 and prints its address (with the token) to standard error;
    /// a server that cannot start ends colscript with status 1.
    static func start(title: String, port: Int?) throws -> LiveServer {
        do {
            let server = try LiveServer.start(title: title, port: UInt16(clamping: port ?? 0))
            StandardStream.error.write("colscript: live page at \(server.url) (127.0.0.1 only)\n")
            return server
        } catch {
            StandardStream.error.write("colscript: cannot serve the live page: \(error.description)\n")
            throw ExitStatus.failure.exitCode
        }
    }

    /// Piped input ended: the session is whole, and pages may still connect to see it. Serves
    /// until the process is interrupted (Ctrl-C, SIGTERM).
    static func serveUntilInterrupted(_ server: LiveServer) -> Never {
        StandardStream.error.write("colscript: input ended; still serving \(server.url) (Ctrl-C stops)\n")
        while true { sleep(3600) }
    }
}
