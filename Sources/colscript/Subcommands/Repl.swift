import ArgumentParser
import CollectionScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Colscript {
    /// `colscript repl`: the interactive REPL (readline on a terminal; plain lines from a pipe).
    struct Repl: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start the interactive REPL.",
            discussion: """
                On a terminal: line editing, history ($XDG_STATE_HOME/colscript/history), Tab \
                completion; Ctrl-C clears the line or stops a running entry (a second Ctrl-C \
                during one long step ends colscript), Ctrl-D leaves. From a pipe: lines are read \
                plainly with no prompt, the transcript is `colscript run`'s, and the exit status \
                is the gravest any entry had (1 failure, 65 syntax error, 73 cannot write).
                """
        )

        @Option(help: ArgumentHelp("Run a script first and start from its end state.", valueName: "file"),
                completion: .file(extensions: ["colscript"]))
        var load: String?

        @Flag(name: .customLong("no-color"), help: "Never colour the output (NO_COLOR does the same).")
        var noColor = false

        @Option(help: ArgumentHelp("Step through lesson N of Scripts/lessons, pausing at each `pause`.", valueName: "n"))
        var lesson: Int?

        @Option(help: ArgumentHelp("Where the lessons are (default: the built-in copy, or Scripts/lessons when it exists).", valueName: "dir"))
        var lessonsDirectory = LessonCatalog.defaultDirectory

        @Flag(help: "After each command print only what changed, not the whole state (the default at a terminal; `show` prints it all).")
        var changes = false

        @Flag(help: "At a terminal too, print the whole state after each command (piped input always does, as `colscript run`).")
        var full = false

        @Option(help: ArgumentHelp("Columns for `show layout` pictures (default: the terminal's width).", valueName: "n"))
        var width: Int?

        @Flag(help: "Also serve a live page of the session on 127.0.0.1 (its address, with a token, goes to standard error).")
        var serve = false

        @Option(help: ArgumentHelp("The live page's port (default: a free one).", valueName: "n"))
        var port: Int?

        func validate() throws {
            if port != nil && !serve { throw ValidationError("--port needs --serve") }
            if let port, !(0...65535).contains(port) { throw ValidationError("--port must be 0 to 65535") }
            if load != nil && lesson != nil { throw ValidationError("--load and --lesson cannot be combined: a lesson starts from an empty session") }
        }

        /// What the command line asked for (also `FastRepl`'s, which skips argument-parser).
        struct Settings: Equatable {
            var load: String?
            var noColor = false
            var lesson: Int?
            var lessonsDirectory = LessonCatalog.defaultDirectory
            var changes = false
            var full = false
            var width: Int?
            var serve = false
            var port: Int?
        }

        func run() throws {
            try Self.start(Settings(load: load, noColor: noColor, lesson: lesson, lessonsDirectory: lessonsDirectory,
                                    changes: changes, full: full, width: width, serve: serve, port: port))
        }

        /// Runs the REPL `settings` ask for until the end of input or `:quit`.
        static func start(_ settings: Settings) throws {
            let (load, noColor, lesson, lessonsDirectory, changes, width) =
                (settings.load, settings.noColor, settings.lesson, settings.lessonsDirectory, settings.changes, settings.width)
            let interactive = isatty(0) == 1
            let color = ConsoleStyle.wantsColor(
                noColorFlag: noColor, inputIsTerminal: interactive,
                outputIsTerminal: StandardStream.output.isTerminal,
                environment: ConsoleStyle.processEnvironment)
            let style = ConsoleStyle(color: color)
            // A --load file that cannot be read stops here with status 66, like `run`.
            let loaded = try load.map(ScriptReader.readOrExit)
            var lessonSource: (SourceFile, String)?
            if let lesson {
                guard let found = LessonCatalog(directory: lessonsDirectory).lesson(lesson) else {
                    StandardStream.error.write("colscript: no lesson \(lesson) in '\(lessonsDirectory)' (`colscript lessons` lists them)\n")
                    throw ExitStatus.noInput.exitCode
                }
                lessonSource = (found.source, found.title)
            }
            var options = SessionOptions(color: color)
            let atTerminal = interactive && StandardStream.output.isTerminal
            // At a terminal the REPL shows what changed; piped input keeps `run`'s full transcript.
            options.changesOnly = changes || (atTerminal && !settings.full)
            if let width {
                options.picture = .terminal(columns: width, lines: 1000, boxDrawing: false, colour: false)
            }
            if interactive && StandardStream.output.isTerminal {
                // Pictures sized to the terminal, with box drawing and colour where it allows.
                options.picture = TerminalSize.pictureOptions(color: color, width: width,
                                                              environment: ConsoleStyle.processEnvironment)
            }
            if interactive {
                // Ctrl-C during a long entry stops it at the next command (the handler only sets a
                // flag); a second one during one long engine call ends the process (TerminalSignals).
                options.isInterrupted = { TerminalSignals.takeInterrupt() }
            }
            var repl = REPL(options: options, style: style, echoesCommands: !interactive)
            if atTerminal {
                // Re-read before every entry and help page: a resized pane (SIGWINCH) gets text
                // wrapped, and pictures drawn, at its new size.
                repl.terminalSize = { TerminalSize.current(environment: ConsoleStyle.processEnvironment) }
                repl.picturesFollowTheTerminal = width == nil
            }
            let server = settings.serve ? try LiveServing.start(title: "colscript repl", port: settings.port) : nil
            if let server {
                var feed = LiveFeed(server: server)
                feed.restored(repl.session, command: "(start)", kind: .state)
                repl.live = feed
            }
            let status: ExitStatus
            if interactive {
                var reader = ReadlineLineReader(
                    historyPath: History.defaultPath(environment: ConsoleStyle.processEnvironment))
                repl.display(REPL.banner)
                if let loaded { repl.run(loaded) }
                if let (source, title) = lessonSource, !repl.playLesson(source, title: title, reader: &reader) {
                    return
                }
                status = repl.run(&reader)
            } else {
                var reader = PlainLineReader()
                if let loaded { repl.run(loaded) }
                if let (source, title) = lessonSource, !repl.playLesson(source, title: title, reader: &reader) {
                    return
                }
                status = repl.run(&reader)
                // Piped input has ended; the pages watching may still be loading: keep serving.
                if let server { LiveServing.serveUntilInterrupted(server) }
            }
            try status.exitUnlessOK()
        }
    }
}
