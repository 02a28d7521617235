import ArgumentParser
import CollectionScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a script from a path (or standard input for `-`) into a `SourceFile`.
///
/// Failures carry the message printed as `colscript: cannot read 'x.colscript': No such file or
/// directory` (the system's `strerror` text) and exit status 66 (`ExitStatus.noInput`). Text that is not UTF-8 is refused
/// the same way (chosen: the language defines a script as UTF-8 text).
enum ScriptReader {
    struct Failure: Error, Equatable {
        var path: String
        var reason: String
        var message: String { "colscript: cannot read '\(path)': \(reason)" }
    }

    /// The largest script read (16 MiB): `run /dev/zero` or `:load /dev/zero` stops with an error
    /// instead of reading without end.
    static let sizeLimit = 16 << 20

    static func read(_ path: String) -> Result<SourceFile, Failure> {
        let descriptor: Int32
        if path == "-" {
            descriptor = 0
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor < 0 { return .failure(Failure(path: path, reason: systemMessage(errno))) }
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(path: path, reason: systemMessage(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > sizeLimit {
                return .failure(Failure(path: path, reason: "larger than \(sizeLimit >> 20) MiB, the most a script may hold"))
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Failure(path: path, reason: "not UTF-8 text"))
        }
        return .success(SourceFile(name: path == "-" ? "<stdin>" : path, text: text))
    }

    /// Reads `path` or prints the failure to standard error and exits with status 66.
    static func readOrExit(_ path: String) throws -> SourceFile {
        switch read(path) {
        case .success(let source):
            return source
        case .failure(let failure):
            StandardStream.error.write(failure.message + "\n")
            throw ExitStatus.noInput.exitCode
        }
    }

    static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

private func systemRead(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, pointer, count)
    #else
    Darwin.read(descriptor, pointer, count)
    #endif
}
