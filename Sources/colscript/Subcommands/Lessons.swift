import ArgumentParser
import CollectionScript

extension Colscript {
    /// `colscript lessons`: lists the numbered lessons; `colscript repl --lesson N` steps through one.
    struct Lessons: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the lessons (step through one with `colscript repl --lesson N`).")

        @Option(help: ArgumentHelp("Where the lessons are.", valueName: "dir"))
        var directory = LessonCatalog.defaultDirectory

        func run() throws {
            let lessons = LessonCatalog(directory: directory).lessons()
            guard !lessons.isEmpty else {
                StandardStream.error.write("colscript: no lessons in '\(directory)' (run from the repository, or pass --directory)\n")
                throw ExitStatus.noInput.exitCode
            }
            var text = ""
            for lesson in lessons {
                text += "\(lesson.number). \(lesson.title)\n   \(lesson.path)\n"
            }
            text += "\nStep through one in the REPL: colscript repl --lesson 3\n"
            try StandardStream.print(text)
        }
    }
}
