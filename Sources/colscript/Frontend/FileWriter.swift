import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the files `fmt --in-place`, `export -o`, `run --svg` and `run --html` produce — the file
/// the user named, and nothing else on the machine.
///
/// - A symbolic link is followed: its target is written and the link stays a link.
/// - A device, a FIFO or a socket (`-o /dev/null`, `/dev/stdout`, a pipe) is opened and written
///   directly: renaming a temporary file over it would replace the device node for every process
///   on the machine (as root).
/// - `-` is standard output.
/// - A regular file is replaced atomically: a temporary file in the target's own folder takes the
///   existing file's mode and owner, is written and synced, then renamed over it. A new file is
///   made the same way with the mode `0666 & ~umask`.
/// - A write that fails (a full device, a read-only folder, no permission) says why: the caller
///   exits 73 with the reason.
enum FileWriter {
    /// Writes `text` to `path`; nil when written, otherwise why not.
    static func write(_ text: String, to path: String) -> String? {
        let bytes = Array(text.utf8)
        if path == "-" { return writeAll(bytes, to: STDOUT_FILENO) }
        guard !path.isEmpty else { return "no file name" }
        let target: String
        switch resolvingLinks(path) {
        case .success(let resolved): target = resolved
        case .failure(let reason): return reason.text
        }
        var info = stat()
        if lstat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: return replace(target, with: bytes, keeping: info)
            case S_IFDIR: return "it is a directory"
            default: return writeInPlace(bytes, to: target)   // a device, a FIFO, a socket
            }
        }
        guard errno == ENOENT else { return String(cString: strerror(errno)) }
        return replace(target, with: bytes, keeping: nil)
    }

    /// Creates `path` and its parents when missing; false when it cannot be a directory.
    static func makeDirectory(_ path: String) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return true
        } catch {
            return false
        }
    }

    /// Why a path could not be resolved.
    struct Failure: Error {
        let text: String
    }

    /// `path` with every symbolic link along the final component followed (a dangling link
    /// resolves to the file it names, which the write then creates).
    static func resolvingLinks(_ path: String) -> Result<String, Failure> {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return .success(current) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { return .failure(Failure(text: String(cString: strerror(errno)))) }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        return .failure(Failure(text: "too many levels of symbolic links"))
    }

    /// The folder holding `path` (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Opens an existing non-regular file (a device, a FIFO) for writing and writes `bytes`.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let failure = writeAll(bytes, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        return failure ?? closed
    }

    /// Writes `bytes` to a temporary file beside `path`, with `existing`'s mode and owner (or the
    /// mode a new file gets), then renames it over `path`.
    private static func replace(_ path: String, with bytes: [UInt8], keeping existing: stat?) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? "file"
        var template = Array((folder(of: path) + "/." + name + ".colscript-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ reason: String) -> String {
            close(descriptor)
            unlink(temporary)
            return reason
        }
        if let existing {
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { return fail(String(cString: strerror(errno))) }
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)   // kept where allowed (root, or the same owner)
        } else {
            let mask = umask(0)
            umask(mask)
            if fchmod(descriptor, 0o666 & ~mask) != 0 { return fail(String(cString: strerror(errno))) }
        }
        if let failure = writeAll(bytes, to: descriptor) { return fail(failure) }
        if fsync(descriptor) != 0 { return fail(String(cString: strerror(errno))) }
        if close(descriptor) != 0 {
            unlink(temporary)
            return String(cString: strerror(errno))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return reason
        }
        return nil
    }

    /// Writes every byte, retrying short writes and interruptions; nil when all were written.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            if written == 0 { return "nothing could be written" }
            offset += written
        }
        return nil
    }
}

/// write(2) (the enum's own `write` hides the C function's name inside it).
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
