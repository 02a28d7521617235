#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `:record FILE`: keeps FILE equal to a script that rebuilds the session — every successful
/// entry's source, in order, after a one-line comment header.
///
/// Chosen: recording started mid-session first writes the entries that built the current state
/// (so `colscript run FILE` reaches the same state and prints the same transcript for them);
/// `:undo` rewrites the file without the undone entry; `:reset` stops the recording (a reset
/// cannot be written as a script, and rewriting would throw the recording away).
struct Recorder {
    let path: String

    static var header: String {
        "# Recorded by colscript \(Colscript.version) in the REPL; replay with: colscript run FILE\n"
    }

    /// Rewrites the file: header and `entries`. The failure's reason, or nil.
    func rewrite(_ entries: [String]) -> String? {
        write(Self.header + entries.map { $0 + "\n" }.joined(), flags: O_TRUNC)
    }

    /// Appends one entry. The failure's reason, or nil.
    func append(_ entry: String) -> String? {
        write(entry + "\n", flags: O_APPEND)
    }

    private func write(_ text: String, flags: Int32) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | flags, 0o644)
        guard descriptor >= 0 else { return ScriptReader.systemMessage(errno) }
        if let problem = StandardStream(descriptor: descriptor).write(text) {
            close(descriptor)
            return problem
        }
        return close(descriptor) == 0 ? nil : ScriptReader.systemMessage(errno)
    }
}
