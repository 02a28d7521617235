import ArgumentParser
import CollectionScript
#if canImport(Glibc)
import Glibc
#endif

/// The commonest command lines — `colscript FILE.colscript` and `colscript run [--quiet] [--json]
/// FILE` — recognised by hand, so running a script does not pay for argument-parser's reflection
/// (which `ImplicitSubcommand` asks up to three times: ≈ a quarter of the start-up, issue 13).
/// Anything else, or anything unusual (another option, a path that starts with `-`, a path named
/// like a subcommand), is left to argument-parser, which accepts the same lines with the same
/// meaning: the fast path is an optimisation, never a second grammar.
enum FastRun {
    /// `ImplicitSubcommand.subcommandNames`, written out: asking argument-parser for them reflects
    /// on every subcommand type (14% of a start-up). `FastRunTests` keeps the two lists equal.
    static let subcommandNames: Set<String> = ["run", "check", "repl", "test", "fmt", "lessons", "help", "why", "export", "lsp", "serve"]

    /// The run `arguments` ask for, or nil when argument-parser should read them.
    static func parse(_ arguments: [String]) -> (path: String, options: SessionOptions)? {
        var rest = arguments[...]
        let explicitRun = rest.first == "run"
        if explicitRun { rest = rest.dropFirst() }
        var quiet = false, json = false
        var path: String?
        for argument in rest {
            switch argument {
            case "--quiet": quiet = true
            case "--json": json = true
            default:
                guard path == nil, !argument.hasPrefix("-"), !argument.isEmpty else { return nil }
                path = argument
            }
        }
        guard let path, !subcommandNames.contains(path),
              explicitRun || path.hasSuffix(".colscript") else { return nil }
        return (path, SessionOptions(format: json ? .json : .transcript, quiet: quiet, color: false))
    }

    /// Runs the script `arguments` name and ends the process, if they are one of the common lines.
    static func runIfCommon(_ arguments: [String]) {
        guard let (path, options) = parse(arguments) else { return }
        do {
            try Colscript.Run.runScript(path: path, options: options, explain: false)
            exit(0)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            exit(ExitStatus.failure.rawValue)
        }
    }
}
