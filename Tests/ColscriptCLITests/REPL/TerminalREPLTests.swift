import Foundation
import Testing
import TestSupport

/// The REPL on a pseudo-terminal, typed at like a person would: prompt and banner, a command,
/// a multi-line block, Ctrl-C mid-line, Tab completion, Ctrl-D.
@Suite(.serialized)
struct TerminalREPLTests {
    private func startREPL(arguments: [String] = [], historyIsADirectory: Bool = false) throws
        -> (PseudoTerminal, Scratch) {
        let binary = try #require(BuiltBinary.path, "the colscript binary was not built")
        let scratch = try Scratch()
        if historyIsADirectory {
            try FileManager.default.createDirectory(
                at: scratch.url.appendingPathComponent("state/colscript/history"), withIntermediateDirectories: true)
        }
        let terminal = try PseudoTerminal(executable: binary, arguments: arguments, environment: environment(scratch))
        return (terminal, scratch)
    }

    private func environment(_ scratch: Scratch) -> [String: String] {
        [
            "TERM": "xterm",
            "HOME": scratch.url.path,
            "XDG_STATE_HOME": scratch.url.appendingPathComponent("state").path,
            "INPUTRC": "/dev/null",
            "NO_COLOR": "1",
            "COLUMNS": "80",
            "LINES": "24",
            "PATH": "/usr/bin:/bin",
        ]
    }

    @Test func showsBannerAndPromptThenLeavesOnCtrlD() throws {
        let (terminal, _) = try startREPL()
        try terminal.expect("CollectionScript ")
        try terminal.expect("a headless UICollectionView. Type :help for commands,")   // wrapped at 80 columns
        try terminal.expect(":quit to leave.")
        try terminal.expect("colscript> ")
        try terminal.type("sections A\r")
        try terminal.expect("colscript> ")
        try terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    /// A lesson echoes its commands and indents their output two spaces: a `show layout` picture
    /// sized to the 80-column terminal is drawn two columns narrower, so no line wraps.
    @Test func aLessonsPicturesFitTheTerminal() throws {
        let (terminal, _) = try startREPL(arguments: ["repl", "--lesson", "13"])
        try terminal.expect("Press Enter to start it.")
        try terminal.type("\r")
        try terminal.expect("Press Enter.")
        let lines = terminal.transcript.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("  +") || $0.hasPrefix("  ┌") }, "no picture was drawn")
        let pictureRows = lines.filter { line in ["|", "+", "│", "┌", "└"].contains { line.hasPrefix("  " + $0) } }
        let wide = pictureRows.filter { $0.count > 80 }
        #expect(wide.isEmpty, "\(wide)")
        try terminal.type(":quit\r")
        _ = try terminal.waitForExit()
    }

    /// A lesson's title and intro stay on screen: it pauses before its first command runs.
    @Test func aLessonPausesAfterItsIntro() throws {
        let (terminal, _) = try startREPL(arguments: ["repl", "--lesson", "1"])
        let intro = try terminal.expect("Press Enter to start it.")
        #expect(intro.contains("A collection view shows items in sections."), "\(intro)")
        // The prose wraps at words to the 80 columns (its lines are up to 98 characters long).
        #expect(Self.shown(intro).allSatisfy { $0.count <= 80 }, "\(intro)")
        #expect(intro.contains("[section,item];"), "\(intro)")
        #expect(!intro.contains("> sections Fruit Vegetables"), "the first command ran before the pause")
        try terminal.type("\r")
        try terminal.expect("> sections Fruit Vegetables")
        try terminal.type(":quit\r")
        _ = try terminal.waitForExit()
    }

    /// Output wraps at word boundaries to the terminal's width, read again after a resize.
    @Test func textWrapsAtWordsToTheWidthAfterAResize() throws {
        let (terminal, _) = try startREPL()
        try terminal.expect("colscript> ")
        try terminal.type("sections A\r")
        try terminal.expect("colscript> ")
        try terminal.resize(columns: 40, lines: 20)
        try terminal.type("explain offset\r")
        let output = try terminal.expect("colscript> ")
        let lines = Self.shown(output).dropFirst()
        #expect(lines.contains { $0.contains("contentOffset = (0, 0):") }, "\(output)")
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        // No word is cut: the message reads whole once the line breaks are spaces again.
        let words = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.contains("the visible rect (bounds) starts there"), "\(lines)")
        try terminal.type("\u{04}")
        _ = try terminal.waitForExit()
    }

    /// At a terminal the REPL shows what changed; `show` prints the whole state.
    @Test func changesByDefaultAndTheWholeStateOnShow() throws {
        let (terminal, _) = try startREPL()
        try terminal.expect("colscript> ")
        try terminal.type("sections A\r")
        try terminal.expect("colscript> ")
        try terminal.type("items A a b\r")
        try terminal.expect("colscript> ")
        try terminal.type("move [0,0] -> [0,1]\r")
        let moved = try terminal.expect("colscript> ")
        #expect(moved.contains("a b → b a"), "\(moved)")
        #expect(!moved.contains("contentSize:"), "\(moved)")
        try terminal.type("show\r")
        let shown = try terminal.expect("colscript> ")
        #expect(shown.contains("contentSize:"), "\(shown)")
        try terminal.type("\u{04}")
        _ = try terminal.waitForExit()
    }

    /// `:help` fits 80 columns, is grouped by family, and is paged on a 24-line screen.
    @Test func helpFitsAndIsPaged() throws {
        let (terminal, _) = try startREPL()
        try terminal.expect("colscript> ")
        try terminal.type(":help\r")
        let page = try terminal.expect("more lines: Enter for more, q to stop")
        let lines = Self.shown(page).dropFirst().dropLast()   // the line typed, the pager's prompt
        #expect(lines.count <= 24, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        #expect(lines.contains("Start here — the ten commands a newcomer needs:"))
        try terminal.type("q\r")
        try terminal.expect("colscript> ")
        try terminal.type("\u{04}")
        _ = try terminal.waitForExit()
    }

    /// What the terminal shows as lines: carriage returns and escape sequences (readline's
    /// bracketed-paste switches) removed.
    static func shown(_ output: String) -> [String] {
        var text = String.UnicodeScalarView(), escape = false
        for scalar in output.unicodeScalars where scalar != "\r" {   // "\r\n" is one Character
            if escape {
                if scalar.properties.isAlphabetic || scalar == "~" { escape = false }
                continue
            }
            if scalar == "\u{1B}" { escape = true; continue }
            text.append(scalar)
        }
        let shownText = String(text)
        return shownText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func ctrlCClearsTheLineAndTheSessionGoesOn() throws {
        let (terminal, _) = try startREPL()
        try terminal.expect("colscript> ")
        try terminal.type("sections Half")
        try terminal.expect("Half")
        try terminal.type("\u{03}")
        try terminal.expect("^C")
        try terminal.expect("colscript> ")
        // A second Ctrl-C, on an empty line, does not end the session either.
        try terminal.type("\u{03}")
        try terminal.expect("colscript> ")
        #expect(terminal.isRunning)
        try terminal.type(":help insert\r")
        try terminal.expect("insertItems(at:)")
        try terminal.expect("colscript> ")
        try terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    /// Lua's two-step Ctrl-C: the first asks politely; a second while the entry is still inside
    /// one long engine call (which does not poll) stops the process, after saying so.
    @Test func secondCtrlCStopsALongEngineCall() throws {
        let (terminal, _) = try startREPL()
        try terminal.expect("colscript> ")
        try terminal.type("sections A\r")
        try terminal.expect("colscript> ")
        // One engine call of many seconds in a debug build.
        try terminal.type("items A count 10000000\r")
        try terminal.expect("items A count 10000000")
        Thread.sleep(forTimeInterval: 0.5)
        try terminal.type("\u{03}")
        Thread.sleep(forTimeInterval: 0.2)
        try terminal.type("\u{03}")
        try terminal.expect("colscript: interrupted twice: stopping")
        #expect(try terminal.waitForExit() == 128 + SIGINT)
    }

    @Test func ctrlCInterruptsARunningEntryWhichChangesNothing() throws {
        let (terminal, _) = try startREPL()
        try terminal.expect("colscript> ")
        try terminal.type("sections A; items A count 300\r")
        try terminal.expect("colscript> ")
        // Long enough that Ctrl-C lands while it runs (a debug build needs minutes for it all).
        try terminal.type("repeat 100000 { insert [0,0] }\r")
        Thread.sleep(forTimeInterval: 0.5)
        try terminal.type("\u{03}")
        try terminal.expect("error: interrupted")
        try terminal.expect("colscript> ")
        try terminal.type("expect count == 300\r")
        try terminal.expect("count is 300")
        try terminal.expect("colscript> ")   // a Ctrl-D typed before the prompt is up is lost
        try terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlZRestoresTheLineWhenResumed() throws {
        // The test's child leads an orphaned process group, so the stop itself is discarded by
        // the kernel: what shows is the REPL giving the terminal back and redrawing on resume.
        let (terminal, _) = try startREPL()
        try terminal.expect("colscript> ")
        try terminal.type("sect")
        try terminal.expect("sect")
        try terminal.type("\u{1A}")
        try terminal.expect("colscript> sect")
        try terminal.type("ions A\r")
        try terminal.expect("[0] A")
        try terminal.expect("colscript> ")
        try terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func tabCompletesACommandPrefix() throws {
        let (terminal, _) = try startREPL()
        try terminal.expect("colscript> ")
        try terminal.type("scr\t")
        // `scroll` and `scrollTo` share the prefix `scroll`: readline inserts the rest of it.
        try terminal.expect("oll")
        try terminal.type("\u{03}")
        try terminal.expect("colscript> ")
        try terminal.type(":he\t")
        try terminal.expect("lp ")
        try terminal.type("\r")
        try terminal.expect("more lines: Enter for more, q to stop")
        try terminal.type("q\r")
        try terminal.expect("colscript> ")
        try terminal.type(":quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test
    func blockContinuesOnTheContinuationPrompt() throws {
        let (terminal, _) = try startREPL()
        try terminal.expect("colscript> ")
        try terminal.type("sections A\r")
        try terminal.expect("colscript> ")
        try terminal.type("batch {\r")
        try terminal.expect("...> ")
        try terminal.type("  insert [0,0] X\r")
        try terminal.expect("...> ")
        try terminal.type("}\r")
        try terminal.expect("colscript> ")
        // A blank line continues the block, as in a file; Ctrl-C abandons it.
        try terminal.type("batch {\r")
        try terminal.expect("...> ")
        try terminal.type("\r")
        try terminal.expect("...> ")
        try terminal.type("  insert [0,0] Y\r")
        try terminal.expect("...> ")
        try terminal.type("\u{03}")
        try terminal.expect("colscript> ")
        try terminal.type("expect items A == [X]\r")
        try terminal.expect("colscript> ")
        try terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func upArrowRecallsAWholeEntryFromTheLastSession() throws {
        let (first, scratch) = try startREPL()
        try first.expect("colscript> ")
        try first.type("sections Alpha\r")
        try first.expect("colscript> ")
        try first.type("\u{04}")
        #expect(try first.waitForExit() == 0)

        let second = try PseudoTerminal(executable: try #require(BuiltBinary.path), arguments: [],
                                        environment: environment(scratch))
        try second.expect("colscript> ")
        try second.type("\u{1B}[A")
        try second.expect("sections Alpha")
        try second.type("\r")
        try second.expect("[0] Alpha")
        // Wait for the prompt: a Ctrl-D typed ahead while an entry runs meets the terminal in
        // its normal (canonical) mode, where the line discipline turns it into an empty read.
        try second.expect("colscript> ")
        try second.type("\u{04}")
        #expect(try second.waitForExit() == 0)
    }

    @Test func historyIsSavedOncePerEntry() throws {
        let (terminal, scratch) = try startREPL()
        try terminal.expect("colscript> ")
        try terminal.type("sections A\r")
        try terminal.expect("colscript> ")
        try terminal.type("sections A\r")
        try terminal.expect("colscript> ")
        try terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
        let saved = try String(contentsOf: scratch.url.appendingPathComponent("state/colscript/history"), encoding: .utf8)
        #expect(saved == "sections A\n")
    }

    @Test func unreadableHistoryWarnsOnceAndTheREPLGoesOn() throws {
        let (terminal, scratch) = try startREPL(historyIsADirectory: true)
        try terminal.expect("colscript: warning: cannot read history")
        try terminal.expect("colscript> ")
        try terminal.type("sections A\r")
        try terminal.expect("colscript> ")
        try terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
        #expect(!terminal.transcript.contains("cannot write history"))
        _ = scratch
    }
}
