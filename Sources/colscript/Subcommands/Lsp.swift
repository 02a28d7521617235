import ArgumentParser
import Foundation

extension Colscript {
    /// `colscript lsp`: the language server for editors, on standard input and output.
    struct Lsp: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve the Language Server Protocol on standard input/output (diagnostics, completion, hover).",
            discussion: "Point an editor's LSP client at `colscript lsp` for *.colscript files. Exit status 0 after shutdown/exit, 1 when the input ends without them."
        )

        func run() throws {
            var server = LanguageServer()
            let status = server.serve(
                read: { FileHandle.standardInput.availableData },
                write: { FileHandle.standardOutput.write($0) },
                log: { StandardStream.error.write($0 + "\n") })
            if status != 0 { throw ExitCode(status) }
        }
    }
}
