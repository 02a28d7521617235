import Testing
@testable import CollectionScript

/// An exception UIKit raises in the layout pass of an engine operation (thrown by the operation,
/// which undid itself) points at the whole command that ran it, as it did when the command's
/// transaction found it: in the table of view properties, a gesture and the dispatch alike.
struct LayoutPassLocationTests {
    static func output(_ command: String) -> String {
        var session = Session()
        let text = "sections A\nitems A count 200\nset cellReuseIdentifier = Ghost\n\(command)\n"
        return session.runScript(SourceFile(name: "t.colscript", text: text)).output
    }

    @Test(arguments: ["set contentOffset = (0, 2000)", "scroll to (0, 2000)", "view 390x2000", "fling (0, 5)"])
    func theExceptionPointsAtTheWholeCommand(_ command: String) {
        let out = Self.output(command)
        #expect(out.contains("t.colscript:4:1: error: could not dequeue a view of kind: UICollectionElementKindCell with identifier Ghost"), "\(out)")
        #expect(out.contains("\(command)\n^" + String(repeating: "~", count: command.count - 1) + "\n"), "\(out)")
    }
}
