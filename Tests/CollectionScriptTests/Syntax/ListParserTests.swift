import CollectionEngine
import Testing
@testable import CollectionScript

/// `layout list …` and `section [REF] list …` (docs/compositional.md §5).
@Suite struct ListParserTests {
    @Test func layoutListIsOneListSectionForEverySection() throws {
        let result = parse("layout list appearance=insetGrouped headerMode=supplementary separators=false headerTopPadding=4")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        guard case .layoutCompositional(let node)? = result.script.commands.first?.kind else {
            Issue.record("not a compositional layout")
            return
        }
        #expect(node.isList)
        let section = try #require(node.sections.first)
        #expect(section.reference == nil)
        let list = try #require(section.list)
        #expect(list.map(\.name.value) == ["appearance", "headerMode", "showsSeparators", "headerTopPadding"])
        let configuration = Interpreter.listConfiguration(list)
        #expect(configuration == ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary,
                                                   showsSeparators: false, headerTopPadding: 4))
    }

    @Test func sectionListBesideOrdinarySections() throws {
        let result = parse("""
            layout compositional {
              section list appearance=grouped
              section 1 list
              section list {
                group horizontal width=1 height=1 { item width=1 height=1 }
              }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        guard case .layoutCompositional(let node)? = result.script.commands.first?.kind else {
            Issue.record("not a compositional layout")
            return
        }
        #expect(!node.isList)
        #expect(node.sections.count == 3)
        #expect(node.sections[0].list?.count == 1 && node.sections[0].reference == nil)
        #expect(node.sections[1].list?.isEmpty == true && node.sections[1].reference?.value == .index(1))
        // `section list {`: a section named "list".
        #expect(node.sections[2].list == nil && node.sections[2].reference?.value == .identifier("list"))
    }

    @Test func mistakesAreLocatedSyntaxErrors() {
        #expect(diagnosticIDs("layout list apperance=grouped") == ["syntax.unknownProperty"])
        #expect(diagnosticIDs("layout list appearance=table").first == "syntax.unknownWord")
        #expect(diagnosticIDs("layout list headerTopPadding=wide") == ["syntax.expectedValueKind"])
        #expect(diagnosticIDs("layout compositional { section list footerMode=firstItemInSection }").first == "syntax.unknownWord")
    }
}
