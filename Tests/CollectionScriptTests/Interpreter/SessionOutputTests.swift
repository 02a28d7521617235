import Foundation
import Testing
import CollectionScript

/// The output contract of docs/language.md: JSON Lines fields, number formatting, `--quiet`, exit
/// statuses, and stopping at the first unexpected error.
struct SessionOutputTests {
    func run(_ text: String, _ options: SessionOptions = SessionOptions()) -> RunResult {
        var session = Session(options: options)
        return session.runScript(SourceFile(name: "t.colscript", text: text))
    }

    func objects(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// `expect error { … }` with no text expects any error: a script error and a UIKit exception
    /// both pass, and a block that raises nothing still fails.
    @Test func expectErrorWithoutTextAcceptsAnyError() {
        #expect(run("sections A\nitems A a\nexpect error { select [0,9] }\n", SessionOptions()).status == .ok)
        #expect(run("sections A\nitems A a\nexpect error { data insert [0,1] b; insert [0,0] c }\n", SessionOptions()).status == .ok)
        #expect(run("sections A\nitems A a\nexpect error { select [0,0] }\n", SessionOptions()).status == .failure)
    }

    @Test func jsonLinesCarryTheContractFields() throws {
        let result = run("sections Favorites\nitems Favorites A B C D\ninsert [0,2] G\nselect G\n", SessionOptions(format: .json))
        #expect(result.status == .ok)
        let rows = try objects(result.output)
        #expect(rows.count == 4)
        let insert = rows[2]
        #expect(insert["line"] as? Int == 3)
        #expect(insert["command"] as? String == "insert [0,2] G")
        #expect(insert["ok"] as? Bool == true)
        #expect(insert["error"] is NSNull)
        let sections = try #require(insert["sections"] as? [[String: Any]])
        #expect(sections.first?["id"] as? String == "Favorites")
        #expect(sections.first?["count"] as? Int == 5)
        #expect(sections.first?["items"] as? [String] == ["A", "B", "G", "C", "D"])
        #expect((rows[3]["selected"] as? [[Int]]) == [[0, 2]])
        #expect((insert["contentOffset"] as? [Int]) == [0, 0])
        #expect(insert["contentSize"] is [Any])
        #expect((insert["visible"] as? [[Int]])?.first == [0, 0])
        // Events are objects too: the callback's name and its typed arguments.
        let events = try #require(insert["events"] as? [[String: Any]])
        #expect(events.contains { $0["event"] as? String == "numberOfItemsInSection" && $0["section"] as? Int == 0 })
        #expect(events.contains { $0["event"] as? String == "cellForItemAt" && $0["indexPath"] as? [Int] == [0, 2] })
    }

    @Test func jsonReportsErrorsAndDropsItemListsAboveTenThousand() throws {
        let result = run("sections S\nitems S count 10001\ndelete [0,20000]\n", SessionOptions(format: .json))
        #expect(result.status == .failure)
        let rows = try objects(result.output)
        #expect(rows.last?["ok"] as? Bool == false)
        #expect((rows.last?["error"] as? String)?.contains("attempt to delete item 20000") == true)
        let sections = try #require(rows.last?["sections"] as? [[String: Any]])
        #expect(sections.first?["items"] is NSNull)
        #expect(sections.first?["count"] as? Int == 10001)
    }

    @Test func numbersPrintAsTheShortestRoundTrippingDecimal() {
        let result = run("view 375x844\nset scale = 2\nlayout flow itemSize=80x80 sectionInset=20\nsections S\nitems S count 3\nexpect frame [0,1] == (147.5, 20, 80, 80)\nshow frames\n")
        #expect(result.status == .ok)
        #expect(result.output.contains("(147.5, 20, 80, 80)"))
        #expect(!result.output.contains(".0,"))
        #expect(!result.output.contains(".0)"))
    }

    @Test func quietPrintsOnlyErrorsEchoAndShow() {
        let result = run("sections A\necho \"hello\"\nitems A x y\nshow\ndelete [0,5]\n", SessionOptions(quiet: true))
        #expect(result.status == .failure)
        #expect(!result.output.contains("> sections A"))
        #expect(!result.output.contains("reloadData()"))
        #expect(result.output.contains("hello"))
        #expect(result.output.contains("[0] A: x y"))
        #expect(result.output.contains("t.colscript:5:1: error: attempt to delete item 5"))
    }

    @Test func syntaxErrorsRunNothingAndReportEveryOne() {
        let result = run("sections A\nfrob\nitems A x\nscrolTo [0,0] top\n")
        #expect(result.status == .syntaxError)
        #expect(result.output.contains("t.colscript:2:1: error: unknown command 'frob'"))
        #expect(result.output.contains("t.colscript:4:1: error: unknown command 'scrolTo'"))
        #expect(!result.output.contains("reloadData()"))
    }

    @Test func theFirstUnexpectedErrorStopsTheScript() {
        let result = run("sections A\nexpect count == 3\necho \"never\"\n")
        #expect(result.status == .failure)
        #expect(result.output.contains("expectation failed: count is 0, expected == 3"))
        #expect(!result.output.contains("never"))
    }

    @Test func aScriptAndItsPipedReplEntriesPrintTheSameTranscript() {
        let text = "sections A\nitems A x y z\nmove [0,0] -> [0,2]\nselect x\n"
        let script = run(text).output
        var session = Session()
        var piped = ""
        for line in text.split(separator: "\n") {
            piped += session.runEntry(SourceFile(name: "t.colscript", text: String(line)), echoCommands: true).output
        }
        #expect(piped == script)
    }

    @Test func jsonCallsAndOutputAreStructuredNotDisplayStrings() throws {
        let script = """
            view 390x844
            layout flow itemSize=100x100
            sections S
            items S A B C
            insert [0,2] G
            batch { delete [0,0]; move [0,1] -> [0,0] }
            select G
            scroll to (0, 12.5)
            hit (10, 10)
            echo "hi"
            show frames
            """
        let rows = try objects(run(script, SessionOptions(format: .json)).output)
        #expect(rows.count == 11)
        let insert = try #require((rows[4]["calls"] as? [[String: Any]])?.first)
        #expect(insert["call"] as? String == "insertItems(at:)")
        #expect(insert["indexPaths"] as? [[Int]] == [[0, 2]])
        #expect(insert["inserted"] as? [String] == ["G"])
        let batch = try #require((rows[5]["calls"] as? [[String: Any]])?.first)
        #expect(batch["call"] as? String == "performBatchUpdates(_:completion:)")
        let inner = try #require(batch["calls"] as? [[String: Any]])
        #expect(inner.count == 2)
        #expect(inner[1]["call"] as? String == "moveItem(at:to:)")
        #expect(inner[1]["from"] as? [Int] == [0, 1])
        let select = try #require((rows[6]["calls"] as? [[String: Any]])?.first)
        #expect(select["indexPath"] as? [Int] == [0, 1])
        let scroll = try #require((rows[7]["calls"] as? [[String: Any]])?.first)
        #expect(scroll["point"] as? [Double] == [0, 12.5])
        let hit = try #require((rows[8]["output"] as? [[String: Any]])?.first)
        #expect(hit["hit"] as? [Int] == [10, 10])
        #expect(hit["indexPath"] as? [Int] == [0, 0])
        #expect(hit["item"] as? String == "B")
        #expect((rows[9]["output"] as? [[String: Any]])?.first?["text"] as? String == "hi")
        let show = try #require((rows[10]["output"] as? [[String: Any]])?.first)
        #expect(show["show"] as? String == "frames")
        #expect(show["lines"] is [String])
    }

    @Test func repeatSummariesCountBatchLinesAsBefore() {
        let result = run("sections S\nitems S count 3\nrepeat 8 { batch { reload [0,0] } }\n")
        #expect(result.status == .ok)
        // 8 batches of 3 lines: 20 lines kept (the seventh batch cut inside), 4 more.
        #expect(result.output.contains("  performBatchUpdates {\n    reloadItems(at: [[0,0]])\n  … 4 more calls\n"))
    }
}
