import Testing
import CollectionEngine
@testable import CollectionScript

/// Each command's traits, declared with each command in its family's file (`Commands/FAMILY.swift`), are what the session, the
/// work budget, the step changes and the availability check read.
struct CommandTraitsTests {
    static func traits(_ text: String) throws -> CommandTraits {
        let parsed = Parser.parse(SourceFile(name: "t", text: text))
        try #require(parsed.diagnostics.isEmpty, "\(text)")
        return parsed.script.commands[0].traits
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
        #expect(try Self.traits("items A count 3") == CommandTraits.reloads.refused(byDiffable: .dataCommand))
        #expect(try Self.traits("batch { insert [0,0] a }").touchesCollection)
        #expect(try !Self.traits("tap [0,0]").touchesCollection)
    }

    /// A layout change, or a change of what the layout answers, is refused while an interactive
    /// transition runs; moving the transition is not.
    @Test func layoutChangesAreMarked() throws {
        for text in ["layout flow itemSize=10x10", "layout list", "set itemSize = 10x10", "size [0,0] 10x10",
                     "sectionInset 0 = 4", "startInteractiveTransition to flow itemSize=1x1",
                     "layout flow itemSize=10x10 animated"] {
            #expect(try Self.traits(text).changesLayoutAnswers, "\(text)")
        }
        for text in ["transitionProgress 0.5", "finishInteractiveTransition", "view 100x100", "insert [0,0] a",
                     "cellSize [0,0] 10x10"] {
            #expect(try !Self.traits(text).changesLayoutAnswers, "\(text)")
        }
    }

    /// How a view driven by a diffable data source refuses each command, declared with it.
    @Test func diffableRefusalsFollowTheCommand() throws {
        let expected: [(String, CommandTraits.DiffableRefusal?)] = [
            ("data insert [0,0] a", .dataCommand), ("sections A", .dataCommand), ("items A x", .dataCommand),
            ("view insert [0,0] a", .directMutation), ("insert [0,0] a", .directMutation), ("reload", .directMutation),
            ("batch { delete [0,0] }", .directMutation), ("drag [0,0] -> [0,1]", nil),  // a diffable drop reorders through reorderingHandlers (issue 38)
            ("drag by (0, 10)", nil), ("view 100x100", nil), ("apply", nil), ("tap [0,0]", nil),
        ]
        for (text, refusal) in expected {
            #expect(try Self.traits(text).diffableRefusal == refusal, "\(text)")
        }
    }
}
