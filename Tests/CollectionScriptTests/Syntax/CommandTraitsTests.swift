import Testing
import CollectionEngine
@testable import CollectionScript

/// Each command's traits, declared once (`CommandKind+Traits.swift`), are what the session, the
/// work budget, the step changes and the availability check read.
struct CommandTraitsTests {
    static func traits(_ text: String) throws -> CommandTraits {
        let parsed = Parser.parse(SourceFile(name: "t", text: text))
        try #require(parsed.diagnostics.isEmpty, "\(text)")
        return parsed.script.commands[0].kind.traits
    }

    @Test func lookingCommandsOnlyLook() throws {
        for text in ["show", "help insert", "explain", "echo \"x\"", "expect count == 0", "hit (1, 1)", "pause"] {
            #expect(try Self.traits(text).onlyLooks, "\(text)")
        }
        for text in ["insert [0,0] a", "tap [0,0]", "select [0,0]", "trace on", "repeat 2 { tap [0,0] }"] {
            #expect(try !Self.traits(text).onlyLooks, "\(text)")
        }
        #expect(try Self.traits("expect count == 0").isExpectation)
        #expect(try !Self.traits("help").isExpectation)
    }

    @Test func eraAPIsAreFoundInsideBatchesAndSnapshots() throws {
        #expect(try Self.traits("batch { reconfigure [0,0]; delete [0,1] }").apis == [.reconfigureItems])
        #expect(try Self.traits("snapshot { reconfigureItems a }").apis == [.reconfigureItems])
        #expect(try Self.traits("diffable on").apis == [.diffableDataSource])
        #expect(try Self.traits("diffable off").apis == [])
        #expect(try Self.traits("expand a").apis == [.sectionSnapshot])
    }

    @Test func dataCommandsTouchTheCollection() throws {
        #expect(try Self.traits("items A count 3") == .reloads)
        #expect(try Self.traits("batch { insert [0,0] a }").touchesCollection)
        #expect(try !Self.traits("tap [0,0]").touchesCollection)
    }
}
