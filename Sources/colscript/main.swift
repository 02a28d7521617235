// The `colscript` tool. A bare script path means `run` (`colscript x.colscript`) and no arguments
// means `repl`; both are decided before argument-parser sees the arguments.
Colscript.main(ImplicitSubcommand.arguments(for: Array(CommandLine.arguments.dropFirst())))
