import Testing
@testable import LiveProtocol

/// The lines `colscript` and `colscript-serve` exchange: every command and reply reads back as
/// itself, whatever its message holds, and a line that is none is refused.
struct LiveCommandTests {
    static let awkward = ["", "{\"type\":\"step\",\"picture\":\"<p>a\\nb</p>\"}", "two\nlines\r\n", "\\", "\\n",
                          "ends with \\", "emoji 🧩 and ünïcödé", " leading space", "publish advance"]

    @Test func commandsReadBackAsThemselves() {
        var commands: [LiveCommand] = [.advance]
        for message in Self.awkward { commands += [.publish(message), .hold(message)] }
        for command in commands {
            #expect(!command.line.contains("\n") && !command.line.contains("\r"), "\(command)")
            #expect(LiveCommand(line: command.line) == command, "\(command)")
        }
    }

    @Test func linesThatAreNoCommandAreRefused() {
        for line in ["", "publis x", "advance now", "Advance", " advance", "hold"] {
            #expect(LiveCommand(line: line) == nil, "\(line)")
        }
    }

    @Test func launchArgumentsAndRepliesReadBack() {
        for launch in [LiveLaunch(title: "colscript repl", port: 0), LiveLaunch(title: "--port", port: 65535)] {
            #expect(LiveLaunch(arguments: launch.arguments) == launch)
        }
        #expect(LiveLaunch(arguments: []) == nil)
        #expect(LiveLaunch(arguments: ["--title", "t", "--port", "65536"]) == nil)
        #expect(LiveLaunch(arguments: ["--port", "1", "--title", "t"]) == nil)
        for reply in [LiveLaunch.Reply.listening(url: "http://127.0.0.1:1/?token=ab"),
                      .failed("cannot listen on 127.0.0.1:80 (is the port taken?)"), .failed("two\nlines")] {
            #expect(!reply.line.contains("\n"))
            #expect(LiveLaunch.Reply(line: reply.line) == reply)
        }
        #expect(LiveLaunch.Reply(line: "listening") == nil)
    }
}
