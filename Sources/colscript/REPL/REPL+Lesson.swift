import CollectionScript

/// Lesson mode (`colscript repl --lesson 3`): the lesson's commands run into the session as if
/// typed (each echoed), stopping at every `pause "…"` until the learner presses Enter; then the
/// REPL carries on from the lesson's end state.
extension REPL {
    /// Returns false when the learner left (`:quit`, Ctrl-D or Ctrl-C at a pause).
    mutating func playLesson<Reader: LineReader>(_ lesson: SourceFile, title: String, reader: inout Reader) -> Bool {
        StandardStream.output.write("── \(title) ──\n")
        for step in LessonSteps.steps(of: lesson) {
            if let source = step.source { run(source, echo: true) }
            guard let message = step.pause else { continue }
            StandardStream.output.write("\n⏸ \(message)\n")
            switch reader.readLine(prompt: "[Enter to continue, :quit to stop] ") {
            case .line(let line) where line.trimmingBlanks() == ":quit" || line.trimmingBlanks() == ":q":
                return false
            case .line:
                continue
            case .interrupt, .endOfInput:
                StandardStream.output.write("\n")
                return false
            }
        }
        StandardStream.output.write("\n── end of the lesson: the session is yours (try `show`, `explain`, `:help`) ──\n")
        return true
    }
}
