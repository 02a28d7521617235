#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the REPL decorates its own text: red errors and bold headings on a terminal, plain otherwise.
///
/// Colour is on only when standard input and output are both terminals, `--no-color` was not
/// given, `NO_COLOR` is unset or empty (no-color.org) and `TERM` is not `dumb`.
struct ConsoleStyle: Sendable {
    var color: Bool

    static func wantsColor(noColorFlag: Bool, inputIsTerminal: Bool, outputIsTerminal: Bool,
                           environment: (String) -> String?) -> Bool {
        if noColorFlag || !inputIsTerminal || !outputIsTerminal { return false }
        if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
        if environment("TERM") == "dumb" { return false }
        return true
    }

    /// The process environment, for `wantsColor`.
    static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    func error(_ text: String) -> String { color ? "\u{1B}[31m\(text)\u{1B}[0m" : text }
    func heading(_ text: String) -> String { color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
