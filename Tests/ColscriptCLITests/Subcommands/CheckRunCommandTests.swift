import Foundation
import Testing
import TestSupport

/// `colscript check --run`: the language server's runtime diagnostics on the command line, with
/// the house's exit statuses (0 ok, 1 a runtime error, 65 syntax errors).
struct CheckRunCommandTests {
    static let invalidBatch = "sections A\nitems A a b c\ndata insert [0,3] d\nbatch {\n  insert [0,0] x\n}\necho \"never\"\n"

    @Test func aRuntimeErrorAtItsLineWithTheExplanationIsStatus1() throws {
        let run = try BuiltBinary.run(["check", "--run", "-"], input: Self.invalidBatch)
        #expect(run.status == 1)
        #expect(run.output.contains("<stdin>:4:1"))
        #expect(run.output.contains("Invalid batch updates detected"))
        #expect(run.output.contains("  explain: "))
        #expect(!run.output.contains("never"))
        // Without --run, check only parses: the same script is fine.
        #expect(try BuiltBinary.run(["check", "-"], input: Self.invalidBatch).status == 0)
    }

    @Test func syntaxErrorsAre65AndACleanScript0() throws {
        let syntax = try BuiltBinary.run(["check", "--run", "-"], input: "sections A\nscrolTo [0,0] top\n")
        #expect(syntax.status == 65)
        #expect(syntax.output.contains("scrolTo"))
        let clean = try BuiltBinary.run(["check", "--run", "-"], input: "sections A\nitems A a\nexpect count A == 1\n")
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty)
    }

    @Test func jsonCarriesTheRuntimeErrorAndItsExplanationAsNotes() throws {
        let run = try BuiltBinary.run(["check", "--run", "--json", "-"], input: Self.invalidBatch)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["ok"] as? Bool == false)
        let diagnostic = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(((diagnostic["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int == 4)
        #expect((diagnostic["notes"] as? [String])?.isEmpty == false)
    }
}
