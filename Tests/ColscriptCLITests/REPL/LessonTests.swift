import Foundation
import Testing
import TestSupport

/// `colscript lessons` lists the lessons; `colscript repl --lesson N` runs one up to each pause and
/// waits for Enter (issue 8).
struct LessonTests {
    static let lessons = PackageRoot.appending("Scripts/lessons").path

    @Test func lessonsAreListedWithTheirTitles() throws {
        let result = try BuiltBinary.run(["lessons", "--directory", Self.lessons])
        #expect(result.status == 0)
        #expect(result.output.contains("1. Lesson 1 — sections and items."))
        #expect(result.output.contains("9. Lesson 9"))
    }

    @Test func aLessonStopsAtEachPauseUntilEnter() throws {
        // One Enter: the lesson runs to its second pause; `:quit` there leaves.
        let result = try BuiltBinary.run(["repl", "--lesson", "1", "--lessons-directory", Self.lessons], input: "\n:quit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("⏸ Two sections. apple is [0,0]"))
        #expect(result.output.contains("> insert [0,1] blueberry"))
        #expect(result.output.contains("⏸ blueberry went to [0,1]"))
        #expect(!result.output.contains("> delete cherry"))
    }

    @Test func aMissingLessonIsFileNotFound() throws {
        let result = try BuiltBinary.run(["repl", "--lesson", "42", "--lessons-directory", Self.lessons], input: "")
        #expect(result.status == 66)
        #expect(result.error.contains("no lesson 42"))
    }

    @Test func lessonsAreBuiltInSoTheyWorkFromAnyDirectory() throws {
        let elsewhere = FileManager.default.temporaryDirectory
        let list = try BuiltBinary.run(["lessons"], directory: elsewhere)
        #expect(list.status == 0, "\(list.error)")
        #expect(list.output.contains("2. Lesson 2 — batch updates"))
        #expect(list.output.contains("built-in:02-batch-updates.colscript"))
        let lesson = try BuiltBinary.run(["repl", "--lesson", "1"], input: ":quit\n", directory: elsewhere)
        #expect(lesson.status == 0)
        #expect(lesson.output.contains("⏸ Two sections."))
    }

    @Test func aLessonShowsItsProseAboveTheCommands() throws {
        let result = try BuiltBinary.run(["repl", "--lesson", "1", "--lessons-directory", Self.lessons], input: ":quit\n")
        #expect(result.output.contains("# A collection view shows items in sections."))
        let prose = result.output.range(of: "# both count from 0.")
        let command = result.output.range(of: "> sections Fruit Vegetables")
        #expect(prose != nil && command != nil)
        if let prose, let command { #expect(prose.lowerBound < command.lowerBound) }
    }

    @Test func aPredictionIsAskedAndCheckedBeforeTheAnswerRuns() throws {
        // Lesson 2 asks for the items after its first batch before running it.
        let input = "X c e\nX e c Y f b\nX c e Y b f\n:quit\n"
        let result = try BuiltBinary.run(["repl", "--lesson", "2", "--lessons-directory", Self.lessons], input: input)
        #expect(result.status == 0)
        let out = result.output
        #expect(out.contains("⏸ predict:"))
        #expect(out.contains("  |   delete [0,0] [0,3]"))
        #expect(out.contains("✗ Not quite (3 items; the section has 6)"))
        #expect(out.contains("✗ Not quite (the right items, in another order)"))
        #expect(out.contains("✓ Right: X c e Y b f"))
        let asked = out.range(of: "✓ Right"), ran = out.range(of: "> batch {")
        #expect(asked != nil && ran != nil)
        if let asked, let ran { #expect(asked.lowerBound < ran.lowerBound) }
    }

    @Test func commandsTypedAtAPauseRunAndTheLessonGoesOn() throws {
        let input = "show state\n\n:quit\n"
        let result = try BuiltBinary.run(["repl", "--lesson", "1", "--lessons-directory", Self.lessons], input: input)
        #expect(result.status == 0)
        #expect(result.output.contains("> show state"))
        #expect(result.output.contains("⏸ blueberry went to [0,1]"))
    }
}
