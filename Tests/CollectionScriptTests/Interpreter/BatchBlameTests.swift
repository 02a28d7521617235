import Testing
@testable import CollectionScript

/// An error inside `batch { … }` points at the offending command's line; after an update fails,
/// `explain` names the earlier line that put the data source and the view out of step.
struct BatchBlameTests {
    static func run(_ text: String) -> RunResult {
        var session = Session()
        return session.runScript(SourceFile(name: "t.colscript", text: text))
    }

    @Test func aRangeErrorPointsAtItsCommand() {
        let out = Self.run("sections A\nitems A a b c\nbatch {\n  insert [0,0] X\n  delete [0,7]\n}\n").output
        #expect(out.contains("t.colscript:5:3: error: attempt to delete item 7 from section 0"))
        #expect(out.contains("  delete [0,7]\n  ^~~~~~~~~~~~"))
    }

    @Test func aConflictPointsAtTheCommandThatMakesIt() {
        let out = Self.run("sections A\nitems A a b c\nbatch {\n  delete [0,1]\n  reload [0,1]\n  insert [0,0] Z\n}\n").output
        #expect(out.contains("t.colscript:5:3: error: attempt to delete and reload the same index path"))
    }

    @Test func aCountMismatchStaysOnTheBatch() {
        let out = Self.run("sections A\nitems A a b c\nbatch {\n  data insert [0,0] Z\n  delete [0,1]\n}\n").output
        #expect(out.contains("t.colscript:3:1: error:"))
    }

    @Test func explainNamesTheLineThatPutThemOutOfStep() {
        var session = Session()
        _ = session.runScript(SourceFile(name: "t.colscript", text: "sections A\nitems A a b\ndata insert [0,2] c\nexpect error \"invalid number of items\" { delete [0,0] }\n"))
        #expect(session.explanationOfLastError().contains("out of step since line 3: `data insert [0,2] c` changed the data source without telling the view"))
        _ = session.runEntry(SourceFile(name: "e", text: "reload\nexpect error \"attempt to delete\" { delete [0,9] }\n"))
        #expect(!session.explanationOfLastError().contains("out of step since"))
    }
}
