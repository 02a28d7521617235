import Testing
@testable import CollectionEngine

/// layoutAttributesForSupplementaryElement(ofKind:at:) and supplementaryView(forElementKind:at:).
struct SupplementaryQueryTests {
    @Test("a missing section has no supplementary attributes; an unshown header has no view")
    func missingSection() throws {
        let view = try CallbackOrderTests.view(items: 3)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: .sectionHeader, at: IndexPath(7, 0)) == nil)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: .sectionHeader, at: IndexPath(-1, 0)) == nil)
        #expect(view.supplementaryView(forElementKind: .sectionHeader, at: IndexPath(0, 0)) == nil)
    }
}
