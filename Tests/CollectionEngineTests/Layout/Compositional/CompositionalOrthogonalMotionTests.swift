import Testing
@testable import CollectionEngine

/// Orthogonal rows moved by scrollToItem and by a finger (docs/compositional.md §4.4, §4.5;
/// scroll-physics E10). Set-up of compositional §4.1: W 320, insets 3,4,5,6, groups 100 × 50,
/// spacing 8, 8 items → range 0...546, stops 0, 108, 216, ….
@Suite struct CompositionalOrthogonalMotionTests {
    typealias W = CompositionalWorkedExampleTests

    static func row(_ behavior: OrthogonalScrollingBehavior) -> CompositionalLayout {
        let group = LayoutGroup.horizontal(LayoutSize(width: .absolute(100), height: .absolute(50)),
                                           [W.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = LayoutSection(group: group, interGroupSpacing: 8,
                                    contentInsets: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6),
                                    orthogonalScrollingBehavior: behavior)
        return W.prepared(CompositionalLayout(section: section), [8], 320, 480)
    }

    @Test func scrollTargetsAlongTheRow() {
        let layout = Self.row(.continuous)
        #expect(layout.orthogonalScrollTarget(forItemAt: IndexPath(0, 3), positions: .left) == 324)
        #expect(layout.orthogonalScrollTarget(forItemAt: IndexPath(0, 6), positions: .centeredHorizontally) == 543)
        #expect(layout.orthogonalScrollTarget(forItemAt: IndexPath(0, 5), positions: .right) == 330)
        #expect(layout.orthogonalScrollTarget(forItemAt: IndexPath(0, 5), positions: .top) == nil)
        // Centring a group gives exactly groupPagingCentered's stop for it (§4.3: 3 for group 1).
        #expect(Self.row(.groupPagingCentered).orthogonalScrollTarget(forItemAt: IndexPath(0, 1), positions: .centeredHorizontally) == 3)
    }

    @Test func releaseTargetsPerBehaviour() throws {
        // E10: drag began at 108 (group 1), released at 150.
        let paging = Self.row(.groupPaging)
        #expect(paging.orthogonalReleaseTarget(section: 0, offset: 150, velocity: 0.5, dragStart: 108, scale: 2)?.target == 216)
        #expect(paging.orthogonalReleaseTarget(section: 0, offset: 150, velocity: 0.1, dragStart: 108, scale: 2)?.target == 108)
        #expect(paging.orthogonalReleaseTarget(section: 0, offset: 150, velocity: -0.5, dragStart: 108, scale: 2)?.target == 0)
        // continuous: 0 + (2 − 0.01)/−ln 0.998 ≈ 994 → clamped to 546.
        let continuous = Self.row(.continuous)
        #expect(continuous.orthogonalReleaseTarget(section: 0, offset: 0, velocity: 2, dragStart: 0, scale: 2)?.target == 546)
        let boundary = try #require(Self.row(.continuousGroupLeadingBoundary)
            .orthogonalReleaseTarget(section: 0, offset: 0, velocity: 0.4, dragStart: 0, scale: 2))
        #expect(boundary.projected == 195)
        #expect(boundary.target == 216)
        // paging: page = W − l − r = 310.
        #expect(Self.row(.paging).orthogonalReleaseTarget(section: 0, offset: 100, velocity: 0.5, dragStart: 0, scale: 2)?.target == 310)
        #expect(Self.row(.paging).orthogonalDecelerationRate(section: 0) == Deceleration.fast)
        #expect(continuous.orthogonalDecelerationRate(section: 0) == Deceleration.normal)
    }

    /// Stops are arithmetic: a row of a million groups snaps and pages without listing them.
    @Test func millionGroupRow() {
        let group = LayoutGroup.horizontal(LayoutSize(width: .absolute(100), height: .absolute(50)),
                                           [W.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = LayoutSection(group: group, interGroupSpacing: 8,
                                    contentInsets: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6),
                                    orthogonalScrollingBehavior: .groupPagingCentered)
        var layout = W.prepared(CompositionalLayout(section: section), [1_000_000], 320, 480)
        // Group 500 000 centred: 500 000 · 108 − 105.
        #expect(layout.orthogonalScrollTarget(forItemAt: IndexPath(0, 500_000), positions: .centeredHorizontally) == 53_999_895)
        #expect(layout.setOrthogonalOffset(section: 0, to: 53_999_900) == 53_999_895)
        #expect(layout.orthogonalReleaseTarget(section: 0, offset: 54_000_000, velocity: 1, dragStart: 53_999_895, scale: 2)?.target == 54_000_003)
        #expect(layout.orthogonalReleaseTarget(section: 0, offset: 1e12, velocity: 0, dragStart: 0, scale: 2)?.target
                == layout.orthogonalOffsetRange(section: 0)?.upperBound)
    }
}
