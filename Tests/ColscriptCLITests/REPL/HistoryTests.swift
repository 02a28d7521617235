import Glibc
import Testing
@testable import colscript

struct HistoryTests {
    @Test func skipsBlankAndConsecutiveDuplicateEntries() {
        var history = History()
        let added = [
            history.add("sections A"), history.add("sections A"), history.add("   "),
            history.add("items A x"), history.add("sections A"),
        ]
        #expect(added == [true, false, false, true, true])
        #expect(history.entries == ["sections A", "items A x", "sections A"])
    }

    @Test func keepsTheNewestEntriesUpToTheLimit() {
        var history = History(limit: 3)
        for index in 0..<5 { history.add("echo \(index)") }
        #expect(history.entries == ["echo 2", "echo 3", "echo 4"])
        #expect(History.defaultLimit == 1_000)
    }

    @Test func multiLineEntriesSurviveTheFile() {
        let history = History(entries: ["batch {\n  insert [0,0] X\n}", #"echo "a\b""#, "sections A"])
        #expect(history.fileText == "batch {\\n  insert [0,0] X\\n}\n" + #"echo "a\\b""# + "\nsections A\n")
        #expect(History.parse(history.fileText) == history)
    }

    @Test func pathFollowsXDGStateHome() {
        let xdg: (String) -> String? = { ["XDG_STATE_HOME": "/state", "HOME": "/home/me"][$0] }
        #expect(History.defaultPath(environment: xdg) == "/state/colscript/history")
        let home: (String) -> String? = { ["HOME": "/home/me", "XDG_STATE_HOME": "relative"][$0] }
        #expect(History.defaultPath(environment: home) == "/home/me/.local/state/colscript/history")
        #expect(History.defaultPath(environment: { _ in nil }) == nil)
    }

    @Test func unwritableHistoryWarnsOnceAndNeverFails() {
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        var file = HistoryFile(path: "/proc/colscript-cannot-write-here/history",
                               warnings: StandardStream(descriptor: devNull))
        file.save(History(entries: ["sections A"]))
        #expect(file.hasWarned)
        file.save(History(entries: ["sections B"]))
        #expect(file.hasWarned)
    }
}
