import ArgumentParser
import CollectionScript

extension ExitStatus {
    /// The argument-parser error that ends the process with this status.
    var exitCode: ExitCode { ExitCode(rawValue) }

    /// Ends the command with this status unless it is `.ok`.
    func exitUnlessOK() throws {
        if self != .ok { throw exitCode }
    }
}
