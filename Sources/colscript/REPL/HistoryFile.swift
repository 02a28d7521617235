#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads and saves the REPL's history file. Never fails: the first problem prints one warning to
/// standard error and history stays in memory for the rest of the session.
struct HistoryFile {
    let path: String
    /// Where the one warning goes (standard error; tests pass another stream).
    let warnings: StandardStream
    private(set) var hasWarned = false

    init(path: String, warnings: StandardStream = .error) {
        self.path = path
        self.warnings = warnings
    }

    /// The saved history; empty when there is no file yet.
    mutating func load() -> History {
        switch ScriptReader.read(path) {
        case .success(let source):
            return History.parse(source.text)
        case .failure(let failure):
            if access(path, F_OK) != 0, errno == ENOENT { return History() }
            warn("cannot read history '\(path)': \(failure.reason)")
            return History()
        }
    }

    /// Writes the whole history (at most 1,000 lines) to a temporary file and renames it over the
    /// old one, so a crash never leaves half a file.
    mutating func save(_ history: History) {
        guard !hasWarned else { return }
        if let problem = Self.makeParentDirectories(of: path) {
            warn("cannot write history '\(path)': \(problem)")
            return
        }
        let temporary = path + ".tmp"
        // A stale temporary (or a symlink planted there) is removed, never followed: the new one
        // is created exclusively, so no other file can be overwritten through it.
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            warn("cannot write history '\(path)': \(ScriptReader.systemMessage(errno))")
            return
        }
        let problem = StandardStream(descriptor: descriptor).write(history.fileText)
        let closed = close(descriptor) == 0 ? nil : ScriptReader.systemMessage(errno)
        if let problem = problem ?? closed {
            warn("cannot write history '\(path)': \(problem)")
            unlink(temporary)
            return
        }
        if rename(temporary, path) != 0 {
            warn("cannot write history '\(path)': \(ScriptReader.systemMessage(errno))")
            unlink(temporary)
        }
    }

    private mutating func warn(_ message: String) {
        guard !hasWarned else { return }
        hasWarned = true
        warnings.write("colscript: warning: \(message)\n")
    }

    /// `mkdir -p` of the file's directory; the reason on failure.
    static func makeParentDirectories(of path: String) -> String? {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty else { return "empty path" }
        components.removeLast()
        var current = path.hasPrefix("/") ? "" : "."
        for component in components {
            current += "/" + component
            if mkdir(current, 0o700) != 0, errno != EEXIST {
                return ScriptReader.systemMessage(errno)
            }
        }
        return nil
    }
}
