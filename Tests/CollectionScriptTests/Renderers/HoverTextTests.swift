import Testing
@testable import CollectionScript

/// `HelpRenderer.hover`: what an editor shows over a word, from `help`'s own tables.
struct HoverTextTests {
    @Test func aCommandOrTheUIKitMethodItModelsIsItsHelp() {
        #expect(HelpRenderer.hover("reload") == HelpRenderer.topic("reload"))
        #expect(HelpRenderer.hover("insertItems") == HelpRenderer.topic("insert"))
    }

    @Test func aPropertyNamesItsUIKitTypeDefaultAndValue() throws {
        let itemSize = try #require(HelpRenderer.hover("itemSize"))
        #expect(itemSize.first == "itemSize — UICollectionViewFlowLayout")
        #expect(itemSize.contains { $0.contains("a size like 100x100") && $0.contains("default") })
        let interGroup = try #require(HelpRenderer.hover("interGroupSpacing"))
        #expect(interGroup.contains { $0.contains("NSCollectionLayoutSection.interGroupSpacing") })
        #expect(HelpRenderer.hover("allowsMultipleSelection")?.first?.contains("UICollectionView") == true)
    }

    @Test func subjectsTopicsAndDelegateMethods() {
        #expect(HelpRenderer.hover("numberOfItems")?.contains { $0.hasPrefix("expect numberOfItems SECTION") } == true)
        #expect(HelpRenderer.hover("shouldSelect")?.first?.contains("delegate") == true)
        #expect(HelpRenderer.hover("notAWord") == nil)
    }
}
