import CollectionScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written with one `write(2)` per call (repeated only when
/// the system accepts part of the buffer), so output never interleaves line by line.
struct StandardStream: Sendable {
    let descriptor: Int32

    static let input = StandardStream(descriptor: 0)
    static let output = StandardStream(descriptor: 1)
    static let error = StandardStream(descriptor: 2)

    /// Whether this stream is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes all of `text`; the system's reason when it could not (a full disk, a closed pipe).
    @discardableResult
    func write(_ text: String) -> String? {
        guard !text.isEmpty else { return nil }
        var bytes = Array(text.utf8)
        var offset = 0
        var failure: String?
        bytes.withUnsafeMutableBytes { buffer in
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = ScriptReader.systemMessage(errno)
                    return
                }
                offset += written
            }
        }
        return failure
    }

    /// Writes `text` to standard output; when that fails, says so on standard error and ends the
    /// command with status 73 (`run … > /dev/full` must not exit 0 with everything lost).
    static func print(_ text: String) throws {
        try checkWritten(output.write(text))
    }

    /// Ends the command with status 73 when a write to standard output failed (`problem` is the
    /// system's reason), saying so on standard error.
    static func checkWritten(_ problem: String?) throws {
        if let problem {
            error.write("colscript: cannot write standard output: \(problem)\n")
            throw ExitStatus.cannotCreate.exitCode
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, pointer, count)
    #else
    Darwin.write(descriptor, pointer, count)
    #endif
}
