import ArgumentParser

/// Rewrites the command line so that a bare script path means `run`.
///
/// argument-parser's `defaultSubcommand` (here `repl`) covers `colscript` with no arguments and
/// `colscript --lesson 1`, but it would read `colscript x.colscript` as `repl x.colscript` and fail.
/// So before running, the parser itself is asked — there is no hand list of options to fall out of
/// date: when the arguments parse as they are (a subcommand, a root flag such as `--help`, or the
/// REPL's options) they are left alone; otherwise, unless the first argument names a subcommand,
/// when they parse with `run` put in front (a path, `-`, or `run`'s options), `run` is put in front. Otherwise they are left alone, so the
/// error is the one the root command reports.
enum ImplicitSubcommand {
    static func arguments(for arguments: [String]) -> [String] {
        guard let first = arguments.first else { return arguments }
        if parses(arguments) || subcommandNames.contains(first) { return arguments }
        let withRun = ["run"] + arguments
        return parses(withRun) ? withRun : arguments
    }

    /// The subcommands' names as the parser knows them (`help` included): `colscript run` with
    /// no path is `run`'s usage error, not a script named `run`.
    static var subcommandNames: Set<String> {
        Set(Colscript.configuration.subcommands.map { $0._commandName } + ["help"])
    }

    /// Whether the root command accepts `arguments` (a request for help or the version counts).
    private static func parses(_ arguments: [String]) -> Bool {
        do {
            _ = try Colscript.parseAsRoot(arguments)
            return true
        } catch {
            return Colscript.exitCode(for: error) == .success
        }
    }
}
