/// A REPL command that is not part of the language: `:help`, `:load FILE`, `:record FILE`, …
///
/// `help` and `help insert` (no colon) are the language's `help` command, which `colscript run`
/// runs too — so a piped script reads the same in both — except `help load` / `help :load`: help
/// on a REPL command is the REPL's.
enum MetaCommand: Equatable {
    case help(topic: String?)
    case load(path: String)
    case record(path: String)
    case recordStop
    case reset
    case undo
    case history
    case quit
    /// `:why FILE`: explain the UIKit crash log in FILE (what `colscript why FILE` prints).
    case why(path: String)
    /// A known meta command used wrongly, with the reason.
    case misuse(String)
    /// `:something` that is not a meta command.
    case unknown(String)

    /// Meta command names without the colon, in help order.
    static let names = ["help", "load", "record", "reset", "undo", "history", "quit", "why"]

    /// One line each for `:help`.
    static let summaries: [(String, String)] = [
        (":help [command]", "list every command, or one command's syntax and the UIKit API it models"),
        (":load FILE", "run a script into this session"),
        (":record FILE", "write this session's successful entries to FILE as a replayable script"),
        (":record stop", "stop recording"),
        (":reset", "start again with a fresh session"),
        (":undo", "go back to before the last successful entry"),
        (":history", "this session's entries, numbered by the line each started on (as errors are)"),
        (":quit", "leave (Ctrl-D on an empty line does too)"),
        (":why FILE", "explain the UIKit crash log in FILE: the scenario that reproduces it (colscript why)"),
    ]

    /// The meta command in `line`, or nil when the line is for the language.
    static func parse(_ line: String) -> MetaCommand? {
        let trimmed = line.trimmingBlanks()
        let (head, rest) = trimmed.splitFirstWord()
        if head == "help" {
            // `help load` and `help :load` ask about a REPL command; the rest is the language's.
            let bare = rest.hasPrefix(":") ? String(rest.dropFirst()) : rest
            return names.contains(bare) && bare != "help" || rest.hasPrefix(":") ? .help(topic: rest) : nil
        }
        guard head.hasPrefix(":") else { return nil }
        let name = String(head.dropFirst())
        switch name {
        case "help", "h", "?":
            return .help(topic: rest.isEmpty ? nil : rest)
        case "load", "l":
            return rest.isEmpty ? .misuse(":load needs a file: :load FILE") : .load(path: unquoted(rest))
        case "record":
            if rest.isEmpty { return .misuse(":record needs a file: :record FILE, or :record stop") }
            return rest == "stop" ? .recordStop : .record(path: unquoted(rest))
        case "reset": return rest.isEmpty ? .reset : .misuse(":reset takes no arguments")
        case "undo", "u": return rest.isEmpty ? .undo : .misuse(":undo takes no arguments")
        case "history": return rest.isEmpty ? .history : .misuse(":history takes no arguments")
        case "quit", "q", "exit": return .quit
        case "why": return rest.isEmpty ? .misuse(":why needs a file holding the crash log: :why FILE") : .why(path: unquoted(rest))
        default: return .unknown(head)
        }
    }

    /// `"my file.colscript"` → `my file.colscript`; a leading `~/` becomes `$HOME/`.
    static func unquoted(_ text: String) -> String {
        var path = text
        if path.count >= 2, let first = path.first, first == "\"" || first == "'", path.last == first {
            path = String(path.dropFirst().dropLast())
        }
        if path.hasPrefix("~/"), let home = ConsoleStyle.processEnvironment("HOME") {
            path = home + path.dropFirst()
        }
        return path
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and carriage returns.
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isBlank($0) }),
              let end = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[start...end])
    }

    /// The first blank-separated word and the trimmed rest.
    func splitFirstWord() -> (String, String) {
        guard let space = firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (self, "") }
        return (String(self[..<space]), String(self[space...]).trimmingBlanks())
    }
}
