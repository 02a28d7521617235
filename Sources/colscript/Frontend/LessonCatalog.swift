import CollectionScript
import Foundation

/// The numbered lessons: `01-sections-and-items.colscript` … Each lesson's first comment line is
/// its title. They are built into the binary (`EmbeddedLessons`, generated from
/// `Scripts/lessons/`); `--directory DIR` reads them from a folder instead, and so does running
/// from inside the repository (where `Scripts/lessons` is the copy being edited).
struct LessonCatalog {
    struct Lesson {
        var number: Int
        /// The file's path, or `built-in:NAME` for an embedded lesson.
        var path: String
        var title: String
        var text: String

        var source: SourceFile { SourceFile(name: path, text: text) }
    }

    static let defaultDirectory = "Scripts/lessons"

    var directory: String

    /// The lessons, by number: from the directory, else (for the default one) the built-in copy.
    func lessons() -> [Lesson] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            guard directory == Self.defaultDirectory else { return [] }
            return EmbeddedLessons.files.compactMap { Self.lesson(name: $0.name, path: "built-in:" + $0.name, text: $0.text) }
        }
        return names.filter { $0.hasSuffix(".colscript") }.sorted().compactMap { name in
            let path = directory + "/" + name
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return Self.lesson(name: name, path: path, text: text)
        }
    }

    static func lesson(name: String, path: String, text: String) -> Lesson? {
        let digits = name.prefix { $0.isNumber }
        guard let number = Int(digits) else { return nil }
        let title = text.split(separator: "\n").first { $0.hasPrefix("#") }
            .map { $0.drop { $0 == "#" || $0 == " " } }.map(String.init) ?? name
        return Lesson(number: number, path: path, title: title, text: text)
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

    /// One command of a lesson chunk with the `#` prose lines above it (the prose is shown, the
    /// command runs); a trailing part may have prose and no command.
    struct Part {
        var prose: [String]
        var command: SourceFile?
    }

    /// `chunk` (a padded step source) split into its top-level commands and their prose.
    static func parts(of chunk: SourceFile) -> [Part] {
        let parsed = Parser.parse(chunk)
        guard parsed.diagnostics.isEmpty else { return [Part(prose: [], command: chunk)] }
        var parts: [Part] = []
        var start = 0
        func prose(upTo end: Int) -> [String] {
            chunk.text(of: SourceRange(start, end)).split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0).trimmingBlanks() }.filter { $0.hasPrefix("#") }
        }
        for command in parsed.script.commands {
            let location = chunk.location(of: command.range.lowerBound)
            let padding = String(repeating: "\n", count: location.line - 1) + String(repeating: " ", count: location.column - 1)
            parts.append(Part(prose: prose(upTo: command.range.lowerBound),
                              command: SourceFile(name: chunk.name, text: padding + chunk.text(of: command.range))))
            start = command.range.upperBound
        }
        let tail = prose(upTo: chunk.bytes.count)
        if !tail.isEmpty { parts.append(Part(prose: tail, command: nil)) }
        return parts
    }

    /// A `pause "predict: …"` asks the learner before the next part reveals the answer.
    static func isPrediction(_ message: String) -> Bool {
        message.lowercased().hasPrefix("predict")
    }

    /// The items of the first `expect items S == […]` in `chunk`: the answer to a prediction.
    static func firstExpectedItems(_ chunk: SourceFile) -> [String]? {
        for line in chunk.text.split(separator: "\n") {
            let words = tokens(String(line.prefix { $0 != "#" }))
            guard words.count >= 4, words[0] == "expect", words[1] == "items", words[3] == "==" else { continue }
            return Array(words.dropFirst(4))
        }
        return nil
    }

    /// The commands the prediction is about: the chunk's lines up to its first `expect`.
    static func preview(_ chunk: SourceFile) -> [String] {
        var lines: [String] = []
        for line in chunk.text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = String(line).trimmingBlanks()
            if trimmed.hasPrefix("expect") { break }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            lines.append(String(line))
        }
        return lines
    }

    /// Words of an answer: brackets and commas are spaces (`[X c e]` = `X, c, e` = `X c e`).
    static func tokens(_ text: String) -> [String] {
        text.split { $0 == " " || $0 == "\t" || $0 == "," || $0 == "[" || $0 == "]" }.map(String.init)
    }

    /// What is wrong with a prediction, without giving the answer away.
    static func hint(_ typed: [String], _ answer: [String]) -> String {
        if typed.count != answer.count { return "\(typed.count) item\(typed.count == 1 ? "" : "s"); the section has \(answer.count)" }
        if Set(typed) == Set(answer) { return "the right items, in another order" }
        let wrong = typed.filter { !answer.contains($0) }
        return wrong.isEmpty ? "some items are missing" : "not in the section: " + wrong.joined(separator: " ")
    }
}
