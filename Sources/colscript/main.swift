// The `colscript` tool. A bare script path means `run` (`colscript x.colscript`) and no arguments
// means `repl`; both are decided before argument-parser sees the arguments.
// `colscript FILE` and `colscript run [--quiet] [--json] FILE` skip argument-parser (start-up),
// and so do `colscript` and `colscript repl [--no-color] [--changes]` (FastRepl).
HeapSettings.keepFreedArraysForReuse()
FastRun.runIfCommon(Array(CommandLine.arguments.dropFirst()))
FastRepl.startIfCommon(Array(CommandLine.arguments.dropFirst()))
Colscript.main(ImplicitSubcommand.arguments(for: Array(CommandLine.arguments.dropFirst())))
