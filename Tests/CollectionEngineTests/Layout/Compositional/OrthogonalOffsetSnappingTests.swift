import Testing
@testable import CollectionEngine

/// Setting an orthogonal row's contentOffset snaps to the nearest resting offset for every behaviour
/// but continuous (docs/compositional.md open question 4). The numbers are UIKit's, recorded by
/// charon (tests/backports/device/compositional-orthogonal-expectations.h): eight 100-wide groups
/// 8 apart in a 320-point view, section insets 3, 4, 5, 6.
@Suite struct OrthogonalOffsetSnappingTests {
    typealias W = CompositionalWorkedExampleTests

    static func row(_ behavior: OrthogonalScrollingBehavior) -> CompositionalLayout {
        let group = LayoutGroup.horizontal(LayoutSize(width: .absolute(100), height: .absolute(50)),
                                           [W.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = LayoutSection(group: group, interGroupSpacing: 8,
                                    contentInsets: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6),
                                    orthogonalScrollingBehavior: behavior)
        return W.prepared(CompositionalLayout(section: section), [8], 320, 480)
    }

    @Test(arguments: [OrthogonalScrollingBehavior.continuousGroupLeadingBoundary, .groupPaging])
    func theGroupKindsSnapToAGroupsLeadingEdge(_ behavior: OrthogonalScrollingBehavior) {
        var layout = Self.row(behavior)
        for (proposed, rest) in [(40.0, 0.0), (130, 108), (200, 216)] {
            #expect(layout.setOrthogonalOffset(section: 0, to: proposed) == rest, "\(behavior) \(proposed)")
            #expect(layout.orthogonalOffset(section: 0) == rest)
        }
    }

    @Test func pagingSnapsToAPageOfTheViewport() {
        var layout = Self.row(.paging)
        #expect(layout.setOrthogonalOffset(section: 0, to: 130) == 0)
        #expect(layout.setOrthogonalOffset(section: 0, to: 200) == 310)
    }

    @Test func continuousKeepsTheOffset() {
        var layout = Self.row(.continuous)
        #expect(layout.setOrthogonalOffset(section: 0, to: 130) == 130)
    }
}
