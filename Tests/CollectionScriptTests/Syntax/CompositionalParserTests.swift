import CollectionEngine
import Testing
@testable import CollectionScript

/// `layout compositional { … }` and `scroll section N to (x, y)`.
@Suite struct CompositionalParserTests {
    static let grid = """
        layout compositional interSectionSpacing=20 {
          section Favorites insets=4 {
            group horizontal width=fractionalWidth(1) height=fractionalWidth(1/3) spacing=flexible(8) {
              item width=fractionalWidth(1/3) height=fractionalHeight(1) insets=4,4,4,4 edgeLeading=fixed(6)
              group vertical width=absolute(100) height=estimated(44) count=2 { item width=1 height=2 }
            }
            interGroupSpacing 10; orthogonal = groupPagingCentered
            header height=estimated(44) pinned
            supplementary badge width=absolute(20) height=absolute(20) alignment=topTrailing offset=(5, -5)
            background insets=8
          }
          footer height=absolute(30)
        }
        """

    @Test func aWholeDeclarationParsesIntoItsNodes() throws {
        let result = parse(Self.grid)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        guard case .layoutCompositional(let node)? = result.script.commands.first?.kind else {
            Issue.record("not a compositional layout")
            return
        }
        #expect(node.properties.map(\.value.value) == [.number(20)])
        #expect(node.boundaryItems.map(\.kind.value) == [ElementKind.sectionFooter.rawValue])
        let section = try #require(node.sections.first)
        #expect(section.reference?.value == .identifier("Favorites"))
        #expect(section.properties.map(\.name.value) == ["contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior"])
        let group = try #require(section.group)
        #expect(group.properties.first { $0.name.value == "height" }?.value.value == .dimension(.fractionalWidth(1.0 / 3)))
        #expect(group.properties.first { $0.name.value == "interItemSpacing" }?.value.value == .spacing(.flexible(8)))
        #expect(group.subitems.count == 2)
        #expect(section.boundaryItems.map(\.kind.value) == [ElementKind.sectionHeader.rawValue, "badge"])
        #expect(section.boundaryItems[0].properties.contains { $0.name.value == "pinToVisibleBounds" })
        #expect(section.decorations.map(\.kind.value) == ["background"])
    }

    @Test func mistakesAreLocatedSyntaxErrors() {
        #expect(diagnosticIDs("layout compositional { section { group diagonal width=1 height=1 { item width=1 height=1 } } }")
                == ["syntax.expectedGroupAxis"])
        #expect(diagnosticIDs("layout compositional { section { header height=1 } }") == ["syntax.missingSectionGroup"])
        #expect(diagnosticIDs("layout compositional { section { group horizontal height=1 { item width=1 height=1 } } }")
                == ["syntax.missingDimension"])
        #expect(diagnosticIDs("layout compositional { section { group horizontal width=fractionalWidht(1) height=1 { item width=1 height=1 } } }")
                == ["syntax.expectedValueKind"])
        #expect(diagnosticIDs("layout compositional { section { group horizontal width=1 height=1 { item width=1 height=1 wdth=3 } } }")
                == ["syntax.unknownProperty"])
        #expect(diagnosticIDs("layout compositional { sektion { } }") == ["syntax.unknownCompositionalElement"])
        #expect(diagnosticIDs("layout compositional { section { orthogonal sideways } }").first == "syntax.unknownWord")
        let open = parse("layout compositional {\n  section {")
        #expect(open.isIncomplete)
    }

    @Test func scrollSectionParses() {
        expectParses("scroll section 1 to (120, 0)", as: .scrollOrthogonal(L(.index(1)), L(Point(x: 120, y: 0))))
        #expect(diagnosticIDs("scroll section 1 (120, 0)") == ["syntax.expectedIdentifier"])
    }

    @Test func helpNamesTheUIKitAPI() throws {
        let lines = try #require(HelpRenderer.topic("compositional"))
        #expect(lines.contains { $0.contains("NSCollectionLayoutDimension") })
        #expect(lines.contains { $0.contains("orthogonalScrollingBehavior") })
        #expect(HelpRenderer.topic("layout")?.last == "  see also: help compositional, help custom")
    }
}

/// `colscript fmt` on a compositional declaration: `k=v` and `fractionalWidth(1/3)` stay tight,
/// the result parses to the same layout and formatting again changes nothing.
@Test func compositionalLayoutsFormatTightAndIdempotent() throws {
    let source = "layout compositional {\n  section {\n    group horizontal width = fractionalWidth (1/3) height=absolute(44) spacing = flexible( 8 ) {\n      item width=fractionalWidth(1) height=fractionalHeight(1)\n    }\n    interGroupSpacing 10\n  }\n}\n"
    guard case .formatted(let once) = ScriptFormatter.format(SourceFile(name: "t.colscript", text: source)) else {
        Issue.record("did not format")
        return
    }
    #expect(once.contains("group horizontal width=fractionalWidth(1/3) height=absolute(44) spacing=flexible(8)"))
    guard case .formatted(let twice) = ScriptFormatter.format(SourceFile(name: "t.colscript", text: once)) else {
        Issue.record("did not format twice")
        return
    }
    #expect(twice == once)
    #expect(shape(parse(once).script.commands.map(\.kind)) == shape(parse(source).script.commands.map(\.kind)))
}
