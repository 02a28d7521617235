import Foundation
import Testing
import TestSupport

/// The REPL is `colscript run` one entry at a time: every scenario piped through `colscript repl`
/// prints what `colscript run` prints for the file, and exits with the same status.
struct REPLEqualsRunTests {
    static let packageRoot = PackageRoot.url

    static func scripts() -> [String] {
        let root = packageRoot.appendingPathComponent("Scripts")
        let found = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".colscript") }.sorted().map { "Scripts/" + $0 }
    }

    @Test func everyScenarioIsFound() {
        #expect(Self.scripts().count >= 40)
    }

    @Test("piped through the REPL, a scenario prints what run prints", arguments: scripts())
    func pipedScenarioEqualsRun(_ path: String) throws {
        let text = String(decoding: try Data(contentsOf: Self.packageRoot.appendingPathComponent(path)), as: UTF8.self)
        let run = try BuiltBinary.run(["run", path], directory: Self.packageRoot)
        let repl = try BuiltBinary.run(["repl"], input: text, directory: Self.packageRoot)
        #expect(repl.output == run.output, "\(path)")
        #expect(repl.status == run.status, "\(path)")
        #expect(repl.error == run.error, "\(path)")
    }

    /// Piped input keeps its real line numbers: the error on line 6 of the input says line 6, as
    /// `run -` does, even though it is in the REPL's fourth entry.
    @Test func pipedDiagnosticsNameTheLineInTheWholeInput() throws {
        let input = "sections A\n\nitems A x\nbatch {\n\n  frob [0,0]\n}\n"
        let repl = try BuiltBinary.run(["repl"], input: input)
        let run = try BuiltBinary.run(["run", "-"], input: input)
        #expect(repl.output.contains("<stdin>:6:3: error: unknown command 'frob'"))
        #expect(run.output.contains("<stdin>:6:3: error: unknown command 'frob'"))
        #expect(repl.status == 65)
        #expect(run.status == 65)
    }

    /// A blank line inside `{ … }` continues the block, as it does in a file.
    @Test func blankLineInsideABlockContinuesIt() throws {
        let input = "sections A\nitems A a b\nbatch {\n\n  insert [0,0] z\n\n}\nexpect items A == [z a b]\n"
        let repl = try BuiltBinary.run(["repl"], input: input)
        #expect(repl.status == 0, "\(repl.output)")
        #expect(repl.output == (try BuiltBinary.run(["run", "-"], input: input)).output)
    }

    /// `colscript --lesson 1` is the REPL's option (the parser knows it; no hand list).
    @Test func lessonOptionWithoutTheSubcommandStartsTheLesson() throws {
        let run = try BuiltBinary.run(["--lesson", "1"], directory: Self.packageRoot)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("── Lesson 1"))
    }

    /// The root help lists every exit status, from the one enum.
    @Test func rootHelpListsEveryExitStatus() throws {
        let help = try BuiltBinary.run(["--help"])
        for status in ["0", "1", "64", "65", "66", "73"] {
            #expect(help.output.contains("\n  \(status.count == 1 ? " " : "")\(status)  "), "\(status)")
        }
    }
}
