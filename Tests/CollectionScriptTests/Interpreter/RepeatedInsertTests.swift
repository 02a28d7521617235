import Testing
@testable import CollectionScript

/// One index path inserted twice in a batch: UIKit accepts it and counts both (docs/updates.md §2.3);
/// the data source must keep both new identifiers, each exactly once.
struct RepeatedInsertTests {
    @Test func bothIdentifiersLandOnceEach() {
        var session = Session()
        let result = session.runScript(SourceFile(name: "s", text: """
            sections A
            items A a b
            batch { insert [0,0] k1; insert [0,0] k2 }
            expect items A == [k1 k2 a b]
            expect count == 4
            """))
        #expect(result.status == .ok, "\(result.output)")
        #expect(result.output.contains("insertItems(at: [[0,0]]) — k1"))
        #expect(result.output.contains("insertItems(at: [[0,0]]) — k2"))
    }

    @Test func aRepeatedIdentifierIsStillRefused() {
        var session = Session()
        let result = session.runScript(SourceFile(name: "s", text: """
            sections A
            items A a b
            batch { insert [0,0] k1; insert [0,0] k1 }
            """))
        #expect(result.status == .failure)
        #expect(session.runEntry(SourceFile(name: "s", text: "expect items A == [a b]")).status == .ok)
    }
}
