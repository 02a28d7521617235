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
}
