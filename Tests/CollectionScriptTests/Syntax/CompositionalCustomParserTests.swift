import CollectionEngine
import Testing
@testable import CollectionScript

/// `group custom … { item frame=… }` and `item … { supplementary KIND … }` (docs/compositional.md §2.9, §3.4).
@Suite struct CompositionalCustomParserTests {
    static func group(_ text: String) -> CompositionalGroupNode? {
        let result = parse("layout compositional { section { \(text) } }")
        guard result.diagnostics.isEmpty, case .layoutCompositional(let node)? = result.script.commands.first?.kind else { return nil }
        return node.sections.first?.group
    }

    @Test func customGroupFramesAndZIndex() throws {
        let group = try #require(Self.group("group custom width=fractionalWidth(1) height=absolute(90) { item frame=(0, 0, 40, 90); item frame=(40.5, 10, 20, 20) zIndex=3 }"))
        #expect(group.customFrames?.map(\.value) == [Rect(x: 0, y: 0, width: 40, height: 90), Rect(x: 40.5, y: 10, width: 20, height: 20)])
        #expect(group.customZIndices == [1: 3])
    }

    @Test func customGroupRejectsBadFrames() {
        let negative = parse("layout compositional { section { group custom width=1 height=1 { item frame=(0, 0, -1, 1) } } }")
        #expect(negative.diagnostics.first?.message.contains("expected a frame") == true)
        let missing = parse("layout compositional { section { group custom width=1 height=1 { item } } }")
        #expect(missing.diagnostics.first?.message.contains("needs a frame") == true)
        let typo = parse("layout compositional { section { group custm width=1 height=1 { item frame=(0, 0, 1, 1) } } }")
        #expect(typo.diagnostics.first?.message.contains("'custom'") == true)
    }

    @Test func anchoredSupplementariesHangOffTheirItem() throws {
        let group = try #require(Self.group("group horizontal width=1 height=1 { item width=1 height=1 { supplementary badge width=absolute(20) height=absolute(20) containerAnchor=topTrailing fractionalOffset=(0.5, -0.5) } }"))
        guard case .item(_, _, let anchored)? = group.subitems.first else {
            Issue.record("no item")
            return
        }
        #expect(anchored.map(\.kind.value) == ["badge"])
        #expect(anchored.first?.properties.map(\.name.value) == ["width", "height", "containerAnchor", "fractionalOffset"])
        let wrong = parse("layout compositional { section { group horizontal width=1 height=1 { item width=1 height=1 { header height=1 } } } }")
        #expect(wrong.diagnostics.first?.message.contains("supplementary") == true)
    }
}
