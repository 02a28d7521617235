import Testing
@testable import colscript

struct ConsoleStyleTests {
    private func wants(flag: Bool = false, input: Bool = true, output: Bool = true,
                       _ environment: [String: String] = [:]) -> Bool {
        ConsoleStyle.wantsColor(noColorFlag: flag, inputIsTerminal: input, outputIsTerminal: output,
                                environment: { environment[$0] })
    }

    @Test func colourOnlyOnATerminal() {
        #expect(wants(["TERM": "xterm"]))
        #expect(!wants(input: false))
        #expect(!wants(output: false))
    }

    @Test func noColorFlagNoColorVariableAndDumbTerminalsTurnItOff() {
        #expect(!wants(flag: true))
        #expect(!wants(["NO_COLOR": "1"]))
        #expect(wants(["NO_COLOR": ""]))  // no-color.org: only a non-empty value counts
        #expect(!wants(["TERM": "dumb"]))
    }

    @Test func decoratesOnlyWhenOn() {
        #expect(ConsoleStyle(color: false).error("x") == "x")
        #expect(ConsoleStyle(color: true).error("x") == "\u{1B}[31mx\u{1B}[0m")
        #expect(ConsoleStyle(color: true).heading("x") == "\u{1B}[1mx\u{1B}[0m")
    }
}
