import CollectionScript
import Foundation

/// The numbered lessons in `Scripts/lessons/` (relative to the current directory, or `--dir`):
/// `01-sections-and-items.colscript` … Each lesson's first comment line is its title.
struct LessonCatalog {
    struct Lesson {
        var number: Int
        var path: String
        var title: String
    }

    static let defaultDirectory = "Scripts/lessons"

    var directory: String

    /// The lessons, by number; empty when the directory does not exist.
    func lessons() -> [Lesson] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix(".colscript") }.sorted().compactMap { name in
            let digits = name.prefix { $0.isNumber }
            guard let number = Int(digits) else { return nil }
            let path = directory + "/" + name
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let title = text.split(separator: "\n").first { $0.hasPrefix("#") }
                .map { $0.drop { $0 == "#" || $0 == " " } }.map(String.init) ?? name
            return Lesson(number: number, path: path, title: title)
        }
    }

    func lesson(_ number: Int) -> Lesson? {
        lessons().first { $0.number == number }
    }
}

/// Splits a lesson at its `pause "…"` commands: the text before each pause (to run as one entry)
/// and the pause's message.
enum LessonSteps {
    struct Step {
        /// Source to run, padded with blank lines so that errors keep the lesson's line numbers.
        var source: SourceFile?
        /// The pause's message (nil for the part after the last pause).
        var pause: String?
    }

    static func steps(of lesson: SourceFile) -> [Step] {
        let parsed = Parser.parse(lesson)
        guard parsed.diagnostics.isEmpty else { return [Step(source: lesson, pause: nil)] }
        var steps: [Step] = []
        var start = 0
        func chunk(upTo end: Int) -> SourceFile? {
            let text = lesson.text(of: SourceRange(start, end))
            guard text.contains(where: { !$0.isWhitespace }) else { return nil }
            let location = lesson.location(of: start)
            let padding = String(repeating: "\n", count: location.line - 1) + String(repeating: " ", count: location.column - 1)
            return SourceFile(name: lesson.name, text: padding + text)
        }
        for command in parsed.script.commands {
            guard case .pause(let message) = command.kind else { continue }
            steps.append(Step(source: chunk(upTo: command.range.lowerBound), pause: message ?? ""))
            start = command.range.upperBound
        }
        steps.append(Step(source: chunk(upTo: lesson.bytes.count), pause: nil))
        return steps
    }
}
