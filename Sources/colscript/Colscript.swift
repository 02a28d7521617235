import ArgumentParser
import CollectionScript

/// The root command: only lists the subcommands; `repl` is the default.
struct Colscript: ParsableCommand {
    /// The version shown by `--version` and in the REPL's banner.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "colscript",
        abstract: "A headless UICollectionView driven by a small scripting language.",
        usage: """
            colscript [run] <file.colscript> [--json] [--quiet] [--explain] [--ios <version>] [--svg <dir>] [--html <file>]
            colscript [repl] [--load <file> | --lesson <n>] [--no-color]
            colscript lessons
            colscript check <file.colscript> [--json]
            colscript test [<path> ...] [--update]
            colscript fmt <file.colscript> ... [--check | --in-place]
            colscript why [<crash.log>]
            colscript export --swift <file.colscript> [-o <file.swift>] [--playground <page.swift>]
            colscript lsp
            """,
        discussion: """
            `colscript FILE.colscript` runs a script (like `colscript run`); `colscript` alone starts \
            the REPL.

            Exit status (every subcommand):
            \(ExitStatus.summary)
            """,
        version: version,
        subcommands: [Run.self, Check.self, Repl.self, Test.self, Fmt.self, Lessons.self, Why.self, Export.self, Lsp.self, Serve.self],
        defaultSubcommand: Repl.self
    )
}
