import Testing
@testable import CollectionEngine
import TestSupport

/// Self-sizing list headers and footers (docs/self-sizing.md §3.5).
@Suite struct ListBoundarySizingTests {
    static func view(header: Double?, footer: Double? = nil) throws -> CollectionView {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 390, height: 844))
        let list = ListConfiguration(appearance: .plain, headerMode: .supplementary, footerMode: .supplementary)
        try view.setCollectionViewLayout(.compositional(CompositionalLayout(section: .list(using: list))))
        view.isPrefetchingEnabled = false
        let section = view.sectionNames.intern("S")
        let ids = view.itemNames.generate(prefix: "i", first: 0, count: 3)
        view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
        if let header { try view.setBoundarySize(kind: .sectionHeader, section: 0, size: Size(width: 390, height: header)) }
        if let footer { try view.setBoundarySize(kind: .sectionFooter, section: 0, size: Size(width: 390, height: footer)) }
        try view.reloadData()
        return view
    }

    @Test func measuredHeaderReplacesTheEstimate() throws {
        var view = try Self.view(header: 60, footer: 40)
        let events = view.drainEvents()
        #expect(events.contains(.preferredLayoutAttributesFittingSupplementary(.sectionHeader, IndexPath(0, 0))))
        #expect(events.contains(.preferredLayoutAttributesFittingSupplementary(.sectionFooter, IndexPath(0, 0))))
        // 22 padding + 60 header, three 44 rows, a 40 footer.
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(0, 0))?.frame.minY == 82)
        #expect(view.layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(0, 0))?.frame.height == 40)
        #expect(view.collectionViewContentSize.height == 22 + 60 + 132 + 40)
    }

    @Test func unmeasuredHeaderKeepsItsEstimate() throws {
        let view = try Self.view(header: nil)
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(0, 0))?.frame.minY == 50)
        #expect(view.collectionViewContentSize.height == 22 + 28 + 132 + 28)
    }

    @Test func displayedHeaderRemeasuresWhenItsAnswerChanges() throws {
        var view = try Self.view(header: nil)
        try view.setBoundarySize(kind: .sectionHeader, section: 0, size: Size(width: 390, height: 100))
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(0, 0))?.frame.minY == 122)
        #expect(view.collectionViewContentSize.height == 22 + 100 + 132 + 28)
    }
}
