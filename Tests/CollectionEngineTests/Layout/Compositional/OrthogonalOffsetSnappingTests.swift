import Testing
@testable import CollectionEngine

/// Setting an orthogonal row's contentOffset snaps to the nearest resting offset for every behaviour
/// but continuous (docs/compositional.md open question 4). The numbers are UIKit's, recorded by
/// charon (tests/backports/device/compositional-orthogonal-expectations.h): eight 100-wide groups
/// 8 apart in a 320-point view, section insets 3, 4, 5, 6.
@Suite struct OrthogonalOffsetSnappingTests {
    /// The row of compositional §4.1, the set-up charon recorded.
    static func row(_ behavior: OrthogonalScrollingBehavior) -> CompositionalLayout {
        CompositionalOrthogonalMotionTests.row(behavior)
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
