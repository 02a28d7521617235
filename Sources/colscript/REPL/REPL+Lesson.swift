import CollectionScript

/// Lesson mode (`colscript repl --lesson 3`): the lesson runs into the session as if typed, each
/// command echoed after the `#` prose above it, stopping at every `pause "…"`. At a pause the
/// learner can type commands (they run, and the lesson goes on from the state they leave) and
/// presses Enter on an empty line to continue; at a terminal the lesson also pauses after its
/// title and intro. A `pause "predict: …"` asks first: the learner
/// types the items they expect (`X c e Y b f`), and the answer is checked against the lesson's
/// next `expect items … == […]` before the commands that reveal it run. Then the REPL carries on
/// from the lesson's end state.
extension REPL {
    /// Returns false when the learner left (`:quit`, Ctrl-D or Ctrl-C at a pause).
    mutating func playLesson<Reader: LineReader>(_ lesson: SourceFile, title: String, reader: inout Reader) -> Bool {
        display("── \(title) ──\n")
        let steps = LessonSteps.steps(of: lesson)
        // At a terminal the title and the intro stay on screen until the learner is ready: the
        // first commands' output would scroll them away.
        var introPending = reader.isInteractive
        for (index, step) in steps.enumerated() {
            if let source = step.source {
                for part in LessonSteps.parts(of: source) {
                    let prose = part.prose.filter { $0.drop { $0 == "#" || $0 == " " } != title }  // the title is shown
                    if !prose.isEmpty { display(prose.map { $0 + "\n" }.joined()) }
                    if introPending {
                        introPending = false
                        display("\n⏸ \(Self.introPause)\n")
                        guard pauseForCommands(reader: &reader) else { return false }
                    }
                    if let command = part.command { run(command, echo: true) }
                }
            }
            guard let message = step.pause else { continue }
            display("\n⏸ \(message)\n")
            if LessonSteps.isPrediction(message), let next = steps.dropFirst(index + 1).first?.source,
               let answer = LessonSteps.firstExpectedItems(next) {
                let preview = LessonSteps.preview(next)
                if !preview.isEmpty { display(preview.map { "  | " + $0 + "\n" }.joined()) }
                // The answer replaces the Enter: the commands that reveal it run next.
                guard askPrediction(answer, reader: &reader) else { return false }
                continue
            }
            guard pauseForCommands(reader: &reader) else { return false }
        }
        display("\n── end of the lesson: the session is yours (try `show`, `explain`, `:help`) ──\n")
        return true
    }

    /// What the pause after a lesson's title and intro says.
    static let introPause = "That is the lesson's intro. Press Enter to start it."

    /// Asks for the learner's prediction until it is right or they give up (an empty line).
    private mutating func askPrediction<Reader: LineReader>(_ answer: [String], reader: inout Reader) -> Bool {
        while true {
            switch reader.readLine(prompt: "[your prediction, or Enter to see it] ") {
            case .line(let line):
                let typed = LessonSteps.tokens(line)
                if typed == [":quit"] || typed == [":q"] { return false }
                if typed.isEmpty {
                    display("The answer: " + answer.joined(separator: " ") + "\n")
                    return true
                }
                if typed == answer {
                    display("✓ Right: " + answer.joined(separator: " ") + "\n")
                    return true
                }
                display("✗ Not quite (\(LessonSteps.hint(typed, answer))). Try again, or press Enter to see it.\n")
            case .interrupt, .endOfInput:
                display("\n")
                return false
            }
        }
    }

    /// At a pause: lines the learner types run as REPL entries; an empty line continues.
    private mutating func pauseForCommands<Reader: LineReader>(reader: inout Reader) -> Bool {
        while true {
            switch reader.readLine(prompt: "[Enter to continue, a command to try it, :quit to stop] ") {
            case .line(let line):
                let trimmed = line.trimmingBlanks()
                if trimmed == ":quit" || trimmed == ":q" { return false }
                if trimmed.isEmpty { return true }
                run(SourceFile(name: "<pause>", text: line))
            case .interrupt, .endOfInput:
                display("\n")
                return false
            }
        }
    }
}
