import Foundation
import Testing
import TestSupport

/// The REPL's `:help` is the language's one help system (`HelpRenderer`, which `help` prints in
/// the REPL as in `colscript run`), with the REPL's own commands added: `help set` lists the properties, `help expect` the subjects, `help show` the
/// topics, and a misspelt topic gets a did-you-mean.
struct REPLHelpTests {
    @Test func helpSetListsThePropertiesWithKindsAndDefaults() throws {
        let run = try BuiltBinary.run(["repl"], input: "help set\n")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("UICollectionView / UIScrollView:"))
        #expect(run.output.contains("UICollectionViewFlowLayout:"))
        #expect(run.output.contains(" contentInset "))
        #expect(run.output.contains(" itemSize "))
        #expect(run.output.contains("a size like 100x100"))
        #expect(run.output.contains(" 50x50 "))
    }

    @Test func helpExpectAndHelpShowListTheirWords() throws {
        let run = try BuiltBinary.run(["repl"], input: "help expect\n:help show\n")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("items SECTION"))
        #expect(run.output.contains("frame ITEM"))
        #expect(run.output.contains("hasUncommittedUpdates"))
        #expect(run.output.contains("every visible element's frame, in layout order"))
    }

    @Test func aMisspeltTopicGetsADidYouMean() throws {
        // `help` is the language's command, as in `colscript run`; `:help` the REPL's, which fails.
        let run = try BuiltBinary.run(["repl"], input: "help insrt\n:help histroy\n:help insrt\n")
        #expect(run.status == 1)
        #expect(run.output.contains("> help insrt\n  no command named 'insrt'\n  did you mean 'insert'?\n"), "\(run.output)")
        #expect(run.error.contains("no command named 'histroy'; did you mean 'history'?"), "\(run.error)")
        #expect(run.error.contains("no command named 'insrt'; did you mean 'insert'?"), "\(run.error)")
    }

    /// The REPL's help says what `colscript run`'s `help` says, then the REPL's own commands.
    @Test func theREPLsHelpIsTheLanguagesHelp() throws {
        let repl = try BuiltBinary.run(["repl"], input: ":help\n")
        let run = try BuiltBinary.run(["run", "-"], input: "help\n")
        // run echoes `> help` and indents the step's output two spaces.
        var languageHelp = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0) }
        while languageHelp.last == "" { languageHelp.removeLast() }
        #expect(languageHelp.count > 50)
        #expect(repl.output.hasPrefix(languageHelp.joined(separator: "\n") + "\n"), "\(repl.output.prefix(400))\n---\n\(run.output.prefix(400))")
        #expect(repl.output.contains(":record FILE"))
    }
}
