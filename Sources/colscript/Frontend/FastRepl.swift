import ArgumentParser
import CollectionScript
#if canImport(Glibc)
import Glibc
#endif

/// The commonest REPL command lines — `colscript` alone, and `colscript repl` with any of
/// `--no-color`, `--changes` and `--full` — recognised by hand, so starting the REPL does not pay for argument-parser
/// building its command tree by reflection (more than half of the REPL's start-up instructions,
/// issue 37). Anything else is left to argument-parser, which reads these lines the same way:
/// like `FastRun`, an optimisation, never a second grammar.
enum FastRepl {
    /// The settings `arguments` ask for, or nil when argument-parser should read them.
    static func parse(_ arguments: [String]) -> Colscript.Repl.Settings? {
        guard let first = arguments.first else { return Colscript.Repl.Settings() }
        guard first == "repl" else { return nil }
        var settings = Colscript.Repl.Settings()
        for argument in arguments.dropFirst() {
            switch argument {
            case "--no-color": settings.noColor = true
            case "--changes": settings.changes = true
            case "--full": settings.full = true
            default: return nil
            }
        }
        return settings
    }

    /// Runs the REPL `arguments` ask for and ends the process, if they are one of the common lines.
    static func startIfCommon(_ arguments: [String]) {
        guard let settings = parse(arguments) else { return }
        do {
            try Colscript.Repl.start(settings)
            exit(0)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            exit(ExitStatus.failure.rawValue)
        }
    }
}
