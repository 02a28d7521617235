import ArgumentParser
import CollectionEngine
import CollectionScript

/// Options shared by the commands that run scripts: `--json`, `--quiet`, `--ios 16.4`.
struct ScriptOptions: ParsableArguments {
    @Flag(help: "Print one JSON object per command (JSON Lines) instead of the transcript.")
    var json = false

    @Flag(help: "Print only errors, `echo` and `show`.")
    var quiet = false

    @Option(name: .customLong("ios"), help: ArgumentHelp(
        "The UIKit to reproduce until the script says `ios …` (default: the latest).",
        valueName: "version"))
    var ios: String?

    @Flag(help: "After each command print only what changed (selection, offset, items inserted, deleted and moved), not the whole state.")
    var changes = false

    @Option(help: ArgumentHelp("Draw `show layout` N columns wide, cropped to the content, with index paths (default: 80, as in the goldens).", valueName: "n"))
    var width: Int?

    func validate() throws {
        if let ios, UIKitVersion(parsing: ios) == nil {
            throw ValidationError("--ios expects a UIKit version (6 – 18 or 26) such as 15 or 16.4, not '\(ios)'")
        }
        if let width, width < 20 || width > 1000 {
            throw ValidationError("--width expects a number of columns from 20 to 1000, not \(width)")
        }
    }

    /// The session options these flags ask for; colour is never used for `run`'s output.
    var sessionOptions: SessionOptions {
        var options = SessionOptions(
            format: json ? .json : .transcript,
            quiet: quiet,
            color: false,
            version: ios.flatMap(UIKitVersion.init(parsing:)) ?? .latest
        )
        options.changesOnly = changes
        if let width { options.picture = .terminal(columns: width, lines: 1000, boxDrawing: false, colour: false) }
        return options
    }
}
