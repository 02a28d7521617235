/// Rewrites the command line so that a bare script path means `run`.
///
/// argument-parser's `defaultSubcommand` (here `repl`) covers `colscript` with no arguments, but it
/// would read `colscript x.colscript` as `repl x.colscript` and fail. So before parsing: when the
/// first argument is not a subcommand and the arguments hold a positional (a path, or `-` for
/// stdin), `run` is put in front. Root flags (`--help`, `--version`,
/// `--generate-completion-script …`) and REPL-only option lists (`--no-color`, `--load FILE`) are
/// left alone.
enum ImplicitSubcommand {
    /// Names that select a subcommand (argument-parser's `help` included).
    static let subcommandNames: Set<String> = ["run", "check", "repl", "test", "fmt", "lessons", "help"]
    /// Options that take a value, so their value is not mistaken for a script path.
    static let optionsWithValue: Set<String> = ["--ios", "--load", "--generate-completion-script", "--svg", "--html"]
    /// Root options that must reach the root command untouched.
    static let rootOptions: Set<String> = [
        "-h", "--help", "--version", "--generate-completion-script", "--experimental-dump-help",
    ]

    static func arguments(for arguments: [String]) -> [String] {
        guard let first = arguments.first else { return arguments }
        if subcommandNames.contains(first) { return arguments }
        if arguments.contains(where: { rootOptions.contains($0) || $0.hasPrefix("--generate-completion-script=") }) {
            return arguments
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return index + 1 < arguments.count ? ["run"] + arguments : arguments }
            if argument == "-" || !argument.hasPrefix("-") { return ["run"] + arguments }
            if optionsWithValue.contains(argument) { index += 1 }
            index += 1
        }
        return arguments
    }
}
