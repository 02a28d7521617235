import Testing
@testable import CollectionEngine

/// headerMode=firstItemInSection takes the appearance's insets for a first-item header
/// (docs/compositional.md §5.3), as charon recorded UIKit's list sections in a 320-wide view
/// (lists-expectations.h: plain {22, 0, 0, 0}; grouped {0, 0, 20, 0}; insetGrouped {0, 16, 20, 16}).
@Suite struct ListFirstItemHeaderTests {
    typealias L = ListSectionTests

    @Test func plainPutsTwentyTwoPointsAboveTheFirstRow() {
        let layout = L.prepared(ListConfiguration(appearance: .plain, headerMode: .firstItemInSection), [3], width: 320)
        #expect(L.frame(layout, 0, 0) == Rect(x: 0, y: 22, width: 320, height: 44))
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 22 + 3 * 44))
    }

    @Test(arguments: [ListConfiguration.Appearance.grouped, .insetGrouped])
    func groupedKindsLeaveNoRoomAboveTheFirstRow(_ appearance: ListConfiguration.Appearance) {
        let layout = L.prepared(ListConfiguration(appearance: appearance, headerMode: .firstItemInSection), [3], width: 320)
        let margin: Double = appearance == .insetGrouped ? 16 : 0
        #expect(L.frame(layout, 0, 0) == Rect(x: margin, y: 0, width: 320 - 2 * margin, height: 44))
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 3 * 44 + 20))
    }
}
