import Foundation
import Testing
import TestSupport
@testable import colscript

/// The lessons built into the binary (`EmbeddedLessons.swift`, generated) are exactly
/// `Scripts/lessons/*.colscript`, so `colscript lessons` teaches the same text from any directory.
/// `COLSCRIPT_RECORD=1 swift test --filter EmbeddedLessonsTests` regenerates the source file.
struct EmbeddedLessonsTests {
    static let sourcePath = "Sources/colscript/Frontend/EmbeddedLessons.swift"

    static func lessonFiles() throws -> [(name: String, text: String)] {
        let directory = PackageRoot.path + "/Scripts/lessons"
        return try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".colscript") }.sorted()
            .map { ($0, try String(contentsOfFile: directory + "/" + $0, encoding: .utf8)) }
    }

    /// The generated Swift source for `files`.
    static func generated(_ files: [(name: String, text: String)]) -> String {
        var out = """
            // GENERATED from Scripts/lessons/*.colscript by EmbeddedLessonsTests — do not edit.
            // Regenerate: COLSCRIPT_RECORD=1 swift test --filter EmbeddedLessonsTests

            /// The lessons, built into the binary (`colscript lessons` works from any directory).
            enum EmbeddedLessons {
                static let files: [(name: String, text: String)] = [

            """
        for file in files {
            out += "        (\"\(file.name)\", ##\"\"\"\n" + file.text + "\n\"\"\"##),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    @Test func embeddedCopyEqualsTheLessonFiles() throws {
        let files = try Self.lessonFiles()
        #expect(files.count >= 9)
        let expected = Self.generated(files)
        let path = PackageRoot.path + "/" + Self.sourcePath
        let actual = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if ProcessInfo.processInfo.environment["COLSCRIPT_RECORD"] != nil, actual != expected {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("regenerated \(Self.sourcePath); rebuild and run again")
            return
        }
        #expect(actual == expected, "\(Self.sourcePath) is stale: COLSCRIPT_RECORD=1 swift test --filter EmbeddedLessonsTests")
        let embedded = EmbeddedLessons.files
        #expect(embedded.map(\.name) == files.map(\.name))
        for (copy, file) in zip(embedded, files) {
            #expect(copy.text == file.text, "the built-in \(file.name) differs from Scripts/lessons/\(file.name)")
        }
    }
}
