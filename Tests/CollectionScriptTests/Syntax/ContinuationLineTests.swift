import Testing
@testable import CollectionScript

/// Where an entry ends is the parser's answer, so the REPL cuts lines into commands exactly where
/// `colscript run` does: inside a block the entry goes on; after a `layout flow` property list a
/// line starting `NAME =` continues the command.
struct ContinuationLineTests {
    static func end(_ text: String) -> Session.EntryEnd {
        Session.entryEnd(SourceFile(name: "t", text: text))
    }

    @Test func aFlowPropertyListAtTheEndTakesAContinuationLine() {
        #expect(Self.end("layout flow itemSize=100x100") == .continuable)
        #expect(Self.end("layout flow") == .continuable)
        #expect(Self.end("sections A\nlayout flow itemSize=100x100\n  sectionInset=16") == .continuable)
        #expect(Self.end("startInteractiveTransition to flow itemSize=10x10") == .continuable)
    }

    @Test func otherEntriesAreCompleteOrIncomplete() {
        #expect(Self.end("sections A") == .complete)
        #expect(Self.end("layout flow itemSize=100x100\n") == .complete)
        #expect(Self.end("layout flow itemSize=100x100 animated") == .complete)
        #expect(Self.end("layout flow itemSize=100x100; show") == .complete)
        #expect(Self.end("layout compositional {") == .incomplete)
        #expect(Self.end("batch {\n  layout flow itemSize=1x1") == .incomplete)
        #expect(Self.end("layout flow itemSize=abc") == .complete)
    }

    @Test func aContinuationLineStartsWithANameAndAnEqualsSign() {
        #expect(Session.continues(with: "  sectionInset=16"))
        #expect(Session.continues(with: "\tminimumLineSpacing = 8   # spacing"))
        #expect(Session.continues(with: "bogus = 1"))   // continues, and is reported as an unknown property
        #expect(!Session.continues(with: "sectionInset 1 = 8"))
        #expect(!Session.continues(with: "show"))
        #expect(!Session.continues(with: ""))
        #expect(!Session.continues(with: "# sectionInset=16"))
    }

    /// The rule is the parser's own: joined, a continuable entry and a continuation line parse to
    /// one command, as in a file.
    @Test func theJoinedLinesAreOneCommand() {
        let joined = Parser.parse(SourceFile(name: "t", text: "layout flow itemSize=100x100\n  sectionInset=16"))
        #expect(joined.diagnostics.isEmpty)
        #expect(joined.script.commands.count == 1)
    }
}
