import Testing
@testable import colscript

struct ImplicitSubcommandTests {
    @Test func barePathMeansRun() {
        #expect(ImplicitSubcommand.arguments(for: ["x.colscript"]) == ["run", "x.colscript"])
        #expect(ImplicitSubcommand.arguments(for: ["-"]) == ["run", "-"])
        #expect(ImplicitSubcommand.arguments(for: ["--json", "x.colscript"]) == ["run", "--json", "x.colscript"])
        #expect(ImplicitSubcommand.arguments(for: ["--ios", "16.4", "x"]) == ["run", "--ios", "16.4", "x"])
    }

    @Test func subcommandsRootFlagsAndREPLOptionsAreLeftAlone() {
        #expect(ImplicitSubcommand.arguments(for: []) == [])
        #expect(ImplicitSubcommand.arguments(for: ["run", "x"]) == ["run", "x"])
        #expect(ImplicitSubcommand.arguments(for: ["check", "x"]) == ["check", "x"])
        #expect(ImplicitSubcommand.arguments(for: ["--no-color"]) == ["--no-color"])
        #expect(ImplicitSubcommand.arguments(for: ["--load", "x.colscript"]) == ["--load", "x.colscript"])
        #expect(ImplicitSubcommand.arguments(for: ["--generate-completion-script", "zsh"])
                == ["--generate-completion-script", "zsh"])
        #expect(ImplicitSubcommand.arguments(for: ["--help"]) == ["--help"])
        #expect(ImplicitSubcommand.arguments(for: ["--version"]) == ["--version"])
        #expect(ImplicitSubcommand.arguments(for: ["help", "run"]) == ["help", "run"])
    }

    /// Every REPL option is known without a list kept by hand: the parser is asked.
    @Test func replOptionsWithValuesStayWithTheREPL() {
        #expect(ImplicitSubcommand.arguments(for: ["--lesson", "1"]) == ["--lesson", "1"])
        #expect(ImplicitSubcommand.arguments(for: ["--lessons-directory", "d", "--lesson", "2"])
                == ["--lessons-directory", "d", "--lesson", "2"])
        #expect(ImplicitSubcommand.arguments(for: ["x.colscript", "--svg", "out"]) == ["run", "x.colscript", "--svg", "out"])
    }

    @Test func unknownOptionsAreLeftForTheRootToReport() {
        #expect(ImplicitSubcommand.arguments(for: ["--frobnicate"]) == ["--frobnicate"])
    }
}
