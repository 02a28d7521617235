import ArgumentParser
import CollectionScript
import LiveProtocol
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starting the live page's server for `repl --serve` and `serve FILE`, and saying where it is.
///
/// The server is its own executable, `colscript-serve`, found beside this one and started with its
/// standard input and output one end of a socket pair (`LiveServerProcess`): `colscript` itself never
/// loads the web server's libraries (FlyingFox, FoundationNetworking and libcurl's dozens), which
/// took most of every start (issue 37 point 4: the REPL's start, 21 ms CPU of which the dynamic
/// linker took 85%). The server runs in a process group of its own, so Ctrl-C at the REPL stops
/// the entry, not the page, and it ends when this process ends (its input closes).
enum LiveServing {
    /// Starts the server on 127.0.0.1 and prints its address (with the token) to standard error;
    /// a server that cannot start ends colscript with status 1.
    static func start(title: String, port: Int?) throws -> LiveServerProcess {
        switch LiveServerProcess.start(LiveLaunch(title: title, port: UInt16(clamping: port ?? 0))) {
        case .success(let server):
            StandardStream.error.write("colscript: live page at \(server.url) (127.0.0.1 only)\n")
            return server
        case .failure(let reason):
            StandardStream.error.write("colscript: cannot serve the live page: \(reason.description)\n")
            throw ExitStatus.failure.exitCode
        }
    }

    /// Piped input ended: the session is whole, and pages may still connect to see it. Serves
    /// until the process is interrupted (Ctrl-C, SIGTERM).
    static func serveUntilInterrupted(_ server: LiveServerProcess) -> Never {
        StandardStream.error.write("colscript: input ended; still serving \(server.url) (Ctrl-C stops)\n")
        while true { sleep(3600) }
    }
}

/// The running `colscript-serve` (the server; Sources/colscript-serve): its address, and the socket its commands go to.
struct LiveServerProcess: Sendable {
    /// The address to open: `http://127.0.0.1:PORT/?token=TOKEN`.
    let url: String
    private let socket: Int32

    /// Why the server could not start.
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends `message` to every page, now and to those that connect later.
    func publish(_ message: String) { send(.publish(message)) }

    /// Keeps `messages` to publish one at a time on `advance()` (a script served step by step).
    func hold(_ messages: [String]) {
        for message in messages { send(.hold(message)) }
    }

    /// Publishes the next held message, if any.
    func advance() { send(.advance) }

    /// Writes the command's line; a server that has gone (its page is then gone too) is ignored.
    private func send(_ command: LiveCommand) {
        var bytes = Array((command.line + "\n").utf8)
        var offset = 0
        bytes.withUnsafeMutableBytes { buffer in
            while offset < buffer.count {
                let sent = sendWithoutSignal(socket, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    /// Starts `colscript-serve` (beside this executable) and waits for its first line.
    static func start(_ launch: LiveLaunch) -> Result<LiveServerProcess, StartError> {
        guard let directory = executableDirectory() else {
            return .failure(StartError(description: "cannot find where colscript is, to start \(LiveLaunch.executableName)"))
        }
        let path = directory + "/" + LiveLaunch.executableName
        guard access(path, X_OK) == 0 else {
            return .failure(StartError(description: """
                \(LiveLaunch.executableName) is not beside colscript (\(directory)); build it with \
                `swift build --product \(LiveLaunch.executableName)` (`swift build` builds both)
                """))
        }
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, streamSocket, 0, &ends) == 0 else {
            return .failure(StartError(description: "cannot make a socket pair: \(ScriptReader.systemMessage(errno))"))
        }
        let (mine, its) = (ends[0], ends[1])
        preventSignalOnClosedPeer(mine)
        guard let child = spawn(path, arguments: launch.arguments, standardInputAndOutput: its, closing: mine) else {
            close(mine)
            close(its)
            return .failure(StartError(description: "cannot start \(path): \(ScriptReader.systemMessage(errno))"))
        }
        close(its)
        switch readLine(from: mine).flatMap(LiveLaunch.Reply.init(line:)) {
        case .listening(let url)?:
            return .success(LiveServerProcess(url: url, socket: mine))
        case .failed(let reason)?:
            close(mine)
            var status: Int32 = 0
            _ = waitpid(child, &status, 0)
            return .failure(StartError(description: reason))
        case nil:
            close(mine)
            var status: Int32 = 0
            _ = waitpid(child, &status, 0)
            return .failure(StartError(description: "\(LiveLaunch.executableName) ended without starting"))
        }
    }

    /// The bytes up to the first line feed, or nil when the peer closes before one.
    private static func readLine(from descriptor: Int32) -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    /// Starts `path` in a process group of its own with `descriptor` as its standard input and
    /// output, `closing` closed in it; its process id, or nil (errno set) when it did not start.
    private static func spawn(_ path: String, arguments: [String], standardInputAndOutput descriptor: Int32,
                              closing other: Int32) -> pid_t? {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, descriptor, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
        posix_spawn_file_actions_addclose(&actions, descriptor)
        posix_spawn_file_actions_addclose(&actions, other)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, path, &actions, &attributes, argv, processEnvironment)
        guard result == 0 else {
            errno = result
            return nil
        }
        return child
    }

    /// The folder of the running executable, symbolic links resolved.
    private static func executableDirectory() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) else { return nil }
        defer { free(resolved) }
        let path = String(cString: resolved)
        #endif
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    /// The environment the server inherits.
    private static var processEnvironment: UnsafePointer<UnsafeMutablePointer<CChar>?>? {
        #if os(Linux)
        UnsafePointer(environ)
        #else
        UnsafePointer(_NSGetEnviron().pointee)
        #endif
    }

    #if os(Linux)
    private static let streamSocket = Int32(SOCK_STREAM.rawValue)
    #else
    private static let streamSocket = SOCK_STREAM
    #endif

    /// Writing to a server that has ended fails (EPIPE) instead of ending colscript with SIGPIPE:
    /// per socket on macOS, per call on Linux (`sendWithoutSignal`).
    private static func preventSignalOnClosedPeer(_ socket: Int32) {
        #if !os(Linux)
        var on: Int32 = 1
        _ = setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}

private func sendWithoutSignal(_ socket: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if os(Linux)
    Glibc.send(socket, pointer, count, Int32(MSG_NOSIGNAL))
    #else
    Darwin.send(socket, pointer, count, 0)
    #endif
}
