import Testing
@testable import CollectionScript

/// `help custom` and `help invalidateLayout` name the UIKit API custom layouts model (issue 38 §6).
struct CustomLayoutHelpTests {
    @Test func helpNamesTheUIKitAPI() throws {
        let custom = try #require(HelpRenderer.topic("custom")).joined(separator: "\n")
        for api in ["UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewLayoutInvalidationContext",
                    "invalidateEverything", "invalidateDataSourceCounts", "shouldInvalidateLayout(forBoundsChange:)", "prepare()",
                    "invalidationContext(forBoundsChange:)", "export --swift", "prepare(forCollectionViewUpdates:)",
                    "initialLayoutAttributesForAppearingItem(at:)", "finalLayoutAttributesForDisappearingItem(at:)", "finalizeCollectionViewUpdates()"] {
            #expect(custom.contains(api), "\(api)")
        }
        let invalidate = try #require(HelpRenderer.topic("invalidateLayout")).joined(separator: "\n")
        #expect(invalidate.contains("invalidateLayout()"))
        #expect(invalidate.contains("invalidateItems(at:)"))
        #expect(HelpRenderer.topics.contains("custom"))
        // The UIKit method's Swift spelling finds the command.
        #expect(HelpRenderer.topic("invalidateLayout()") != nil)
    }
}
