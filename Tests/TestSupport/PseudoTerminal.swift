import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process running on a pseudo-terminal, as a person at a terminal would run it: the
/// pty is its controlling terminal (new session), so Ctrl-C typed into it raises SIGINT.
///
/// Every wait has a deadline and the child is killed when the value goes away, so a hung child
/// can never hang the suite. The deadline only bounds waiting; no assertion depends on timing.
public final class PseudoTerminal {
    public enum Failure: Error, CustomStringConvertible {
        case system(String)
        case timeout(waitingFor: String, output: String)
        public var description: String {
            switch self {
            case .system(let message): return message
            case .timeout(let waited, let output): return "timed out waiting for \(waited); the terminal showed:\n\(output)"
            }
        }
    }

    private let master: Int32
    public private(set) var pid: pid_t
    public private(set) var exitStatus: Int32?
    /// Everything the child wrote.
    private var bytes: [UInt8] = []
    /// Where `expect` searches from (a byte offset just after the last match).
    private var cursor = 0

    /// Everything the child wrote, decoded leniently.
    public var transcript: String { String(decoding: bytes, as: UTF8.self) }

    /// How long any one wait may take before the test fails instead of hanging.
    public static let deadline: Double = 20

    public init(executable: String, arguments: [String], environment: [String: String]) throws {
        var masterDescriptor: Int32 = 0
        var slaveDescriptor: Int32 = 0
        var name = [CChar](repeating: 0, count: 4096)
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&masterDescriptor, &slaveDescriptor, &name, nil, &size) == 0 else {
            throw Failure.system("openpty failed: \(String(cString: strerror(errno)))")
        }
        master = masterDescriptor
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid (applied before file actions), opening the tty makes it the controlling one.
        posix_spawn_file_actions_addclose(&actions, 0)
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, slaveDescriptor)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc), not imported into Swift
        posix_spawnattr_setflags(&attributes, Int16(setsid | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(slaveDescriptor)
        guard spawned == 0 else {
            close(master)
            throw Failure.system("posix_spawn failed: \(String(cString: strerror(spawned)))")
        }
        pid = child
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Types `text` (use "\r" for Return, "\u{03}" for Ctrl-C, "\u{04}" for Ctrl-D, "\t" for Tab).
    public func type(_ text: String) throws {
        var input = Array(text.utf8)
        var offset = 0
        while offset < input.count {
            let written = input.withUnsafeMutableBytes { write(master, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure.system("write to the terminal failed: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// Resizes the terminal as dragging a pane's edge does (`tmux resize-window`): the kernel
    /// sends the child SIGWINCH and TIOCGWINSZ answers the new size.
    public func resize(columns: Int, lines: Int) throws {
        var size = winsize(ws_row: UInt16(lines), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else {
            throw Failure.system("TIOCSWINSZ failed: \(String(cString: strerror(errno)))")
        }
    }

    /// Waits until the output after the previous match contains `text`; returns what came
    /// between and moves past it.
    @discardableResult
    public func expect(_ text: String) throws -> String {
        let start = Date()
        while true {
            if let found = Self.firstOffset(of: Array(text.utf8), in: bytes, from: cursor) {
                let between = String(decoding: bytes[cursor..<found], as: UTF8.self)
                cursor = found + text.utf8.count
                return between
            }
            if Date().timeIntervalSince(start) > Self.deadline || !readMore(timeoutMilliseconds: 200) && exitStatus != nil {
                throw Failure.timeout(waitingFor: "\"\(text)\"", output: transcript)
            }
        }
    }

    /// Waits for the child to exit and returns its exit status (128+signal when killed).
    public func waitForExit() throws -> Int32 {
        let start = Date()
        while exitStatus == nil {
            _ = readMore(timeoutMilliseconds: 100)
            reap()
            if exitStatus == nil, Date().timeIntervalSince(start) > Self.deadline {
                throw Failure.timeout(waitingFor: "the REPL to exit", output: transcript)
            }
        }
        return exitStatus ?? -1
    }

    /// Whether the child is still running.
    public var isRunning: Bool {
        reap()
        return exitStatus == nil
    }

    /// Reads what is available within the timeout; false when nothing more can come.
    private func readMore(timeoutMilliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeoutMilliseconds)
        if ready <= 0 {
            reap()
            return ready == 0 || errno == EINTR
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count <= 0 {
            reap()
            return false  // EIO: the child closed the terminal
        }
        bytes += buffer[0..<count]
        return true
    }

    private static func firstOffset(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else {
            return needle.isEmpty ? start : nil
        }
        for offset in start...(haystack.count - needle.count)
        where haystack[offset] == needle[0] && haystack[offset..<(offset + needle.count)].elementsEqual(needle) {
            return offset
        }
        return nil
    }

    private func reap() {
        guard exitStatus == nil else { return }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            let signal = status & 0x7f
            exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        }
    }
}
