/// The `colscript` tool, which the executable (Sources/colscript-main) runs: a bare script path
/// means `run` (`colscript x.colscript`) and no arguments means `repl`; both are decided before
/// argument-parser sees the arguments. `colscript FILE` and `colscript run [--quiet] [--json] FILE`
/// skip argument-parser (start-up), and so do `colscript` and `colscript repl [--no-color]
/// [--changes]` (FastRepl).
public func runColscript() {
    HeapSettings.keepFreedArraysForReuse()
    let arguments = Array(CommandLine.arguments.dropFirst())
    FastRun.runIfCommon(arguments)
    FastRepl.startIfCommon(arguments)
    Colscript.main(ImplicitSubcommand.arguments(for: arguments))
}
