import Foundation
import Testing
@testable import CollectionEngine

/// docs/scroll-physics.md: the worked examples E1–E7 against the engine's pure physics and the
/// collection view's gestures (scale 1, a 390 × 844 view).
@Suite struct ScrollPhysicsTests {
    /// One column of `count` items 390 × `height`, scale 1, offset `offset`, prefetching off.
    static func view(count: Int = 6, height: Double = 500, offset: Double = 0) throws -> CollectionView {
        var view = CollectionView()
        try view.setScale(1)
        var layout = FlowLayout()
        layout.itemSize = Size(width: 390, height: height)
        layout.minimumLineSpacing = 0
        try view.setCollectionViewLayout(layout)
        view.isPrefetchingEnabled = false
        let s = view.sectionNames.intern("S")
        view.replaceDataSource(with: .init(sections: [.init(value: s, items: view.itemNames.generate(prefix: "i", first: 0, count: count))]))
        try view.reloadData()
        try view.setContentOffset(Point(x: 0, y: offset))
        _ = view.drainEvents()
        return view
    }

    /// The scroll delegate's entries only (cell callbacks dropped), didScroll runs merged.
    static func scrollEvents(_ events: [CollectionViewEvent]) -> [String] {
        var names: [String] = []
        for event in events {
            let name: String
            switch event {
            case .scrollViewDidScroll: name = "didScroll"
            case .scrollViewWillBeginDragging: name = "willBeginDragging"
            case .scrollViewWillEndDragging: name = "willEndDragging"
            case .scrollViewDidEndDragging(let d): name = "didEndDragging(\(d))"
            case .scrollViewWillBeginDecelerating: name = "willBeginDecelerating"
            case .scrollViewDidEndDecelerating: name = "didEndDecelerating"
            case .scrollViewDidEndScrollingAnimation: name = "didEndScrollingAnimation"
            case .scrollViewShouldScrollToTop: name = "shouldScrollToTop"
            case .scrollViewDidScrollToTop: name = "didScrollToTop"
            case .targetContentOffsetForProposed: name = "layout.targetContentOffset"
            default: continue
            }
            if name == "didScroll", names.last == name { continue }
            names.append(name)
        }
        return names
    }

    @Test("§1.2 the projection: E1 (normal) and E2 (fast)")
    func projection() {
        let normal = Deceleration(rate: Deceleration.normal)
        #expect(abs(normal.distance(velocity: 2) - 994.0047) < 0.001)
        #expect(abs(normal.duration(velocity: 2) - 2646.5) < 0.1)
        #expect(Deceleration.frames(lasting: normal.duration(velocity: 2)) == 159)
        let fast = Deceleration(rate: Deceleration.fast)
        #expect(abs(fast.distance(velocity: 2) - 198.0033) < 0.001)
        #expect(Deceleration.frames(lasting: fast.duration(velocity: 2)) == 32)
        #expect(normal.distance(velocity: -2) == -normal.distance(velocity: 2))
        #expect(normal.distance(velocity: 0.005) == 0)
    }

    @Test("§0 pixel rounding: whole points at scale 1, thirds at scale 3, symmetric")
    func rounding() {
        #expect(Deceleration.pixelRounded(1094.0047, scale: 1) == 1094)
        #expect(Deceleration.pixelRounded(1094.0047, scale: 3) == 1094)
        #expect(Deceleration.pixelRounded(-97.3166, scale: 1) == -97)
        #expect(abs(Deceleration.pixelRounded(-97.3166, scale: 3) + 97.3333) < 0.001)
        #expect(Deceleration.pixelRounded(2.5, scale: 1) == 3)
        #expect(Deceleration.pixelRounded(-2.5, scale: 1) == -3)
    }

    @Test("E1: a fling at 2 pt/ms rests at 1094 after 159 frames, callbacks in UIKit's order")
    func e1() throws {
        var v = try Self.view(offset: 100)
        let release = try v.endDragging(velocity: Point(x: 0, y: 2))
        #expect(release.target == Point(x: 0, y: 1094))
        #expect(release.frames == 159)
        #expect(v.contentOffset == Point(x: 0, y: 1094))
        let events = v.drainEvents()
        #expect(Self.scrollEvents(events) == ["willBeginDragging", "layout.targetContentOffset", "willEndDragging",
                                              "didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        let scrolls = events.compactMap { event -> Point? in
            if case .scrollViewDidScroll(let p, _) = event { return p } else { return nil }
        }
        #expect(scrolls.first == Point(x: 0, y: 164))   // frames 1 and 2 (133, 164) merged: no cell callback between
    }

    @Test("E2 and any rate: fast rests at 298, 0.995 at 497")
    func e2() throws {
        var v = try Self.view(offset: 100)
        v.scrollSettings.decelerationRate = Deceleration.fast
        try v.endDragging(velocity: Point(x: 0, y: 2))
        #expect(v.contentOffset.y == 298)
        try v.setContentOffset(Point(x: 0, y: 100))
        v.scrollSettings.decelerationRate = 0.995
        try v.endDragging(velocity: Point(x: 0, y: 2))
        #expect(v.contentOffset.y == 497)
    }

    @Test("E3: a slow release does not decelerate; the velocity is zeroed")
    func e3() throws {
        var v = try Self.view()
        try v.drag(by: Point(x: 0, y: 500))
        let release = try v.endDragging(velocity: Point(x: 0, y: 0.2))
        #expect(release.velocity == .zero && !release.willDecelerate)
        #expect(Self.scrollEvents(v.drainEvents()) == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(v.contentOffset.y == 500)
    }

    @Test("E4: a projection past the end is clamped, and the motion ends at the edge")
    func e4() throws {
        var v = try Self.view(offset: 1900)
        let release = try v.endDragging(velocity: Point(x: 0, y: 1))
        #expect(release.projected?.y == 2395)
        #expect(release.target.y == 2156)
        #expect(release.frames < Deceleration.frames(lasting: Deceleration(rate: 0.998).duration(velocity: 1)))
    }

    @Test("E5: paging picks ceil, floor or the nearest page by velocity")
    func e5() throws {
        #expect(Paging.target(offset: 900, velocity: 0.3, pageSize: 844, minimum: 0, maximum: 7596) == 844)
        #expect(Paging.target(offset: 900, velocity: 0.5, pageSize: 844, minimum: 0, maximum: 7596) == 1688)
        #expect(Paging.target(offset: 900, velocity: -0.5, pageSize: 844, minimum: 0, maximum: 7596) == 844)
        #expect(Paging.target(offset: 1300, velocity: 0, pageSize: 844, minimum: 0, maximum: 7596) == 1688)
        #expect(Paging.target(offset: 7596, velocity: 2, pageSize: 844, minimum: 0, maximum: 7596) == 7596)
        var v = try Self.view(count: 10, height: 844, offset: 1688)
        v.scrollSettings.isPagingEnabled = true
        let release = try v.endDragging(velocity: .zero)
        #expect(!release.willDecelerate)   // exactly on a page
        try v.setContentOffset(Point(x: 0, y: 1300))
        let settled = try v.endDragging(velocity: .zero)
        #expect(settled.target.y == 1688)
    }

    @Test("E6: a 200-point pull shows 97 points of rubber band and bounces back in 32 frames")
    func e6() throws {
        #expect(abs(RubberBand.displayedOvershoot(200, dimension: 844) - 97.3166) < 0.001)
        var v = try Self.view()
        try v.drag(by: Point(x: 0, y: -200))
        #expect(v.contentOffset.y == -97)
        let release = try v.endDragging(velocity: .zero)
        #expect(release.kind == .bounce && release.willDecelerate && release.frames == 32)
        #expect(v.contentOffset.y == 0)
        v.scrollSettings.bounces = false
        try v.drag(by: Point(x: 0, y: -200))
        #expect(v.contentOffset.y == 0)
    }

    @Test("§4.1 short content moves only with alwaysBounceVertical; the cross axis never")
    func axes() throws {
        var v = try Self.view(count: 1)
        try v.drag(by: Point(x: 40, y: 300))
        #expect(v.contentOffset == .zero)
        try v.endDragging(velocity: .zero)
        v.scrollSettings.alwaysBounceVertical = true
        try v.drag(by: Point(x: 40, y: 300))
        #expect(v.contentOffset.x == 0 && v.contentOffset.y > 0)
        try v.endDragging(velocity: .zero)
        #expect(v.contentOffset == .zero)
    }

    @Test("E7: a delegate target along the velocity changes the rate; at the release point nothing moves")
    func e7() throws {
        #expect(abs((Deceleration.rate(reaching: 1300, velocity: 2) ?? 0) - 0.998470) < 0.000001)
        #expect(abs((Deceleration.rate(reaching: 800, velocity: 2) ?? 0) - 0.997516) < 0.000001)
        #expect(Deceleration.rate(reaching: -100, velocity: 2) == nil)
        var v = try Self.view(offset: 100)
        v.scrollSettings.willEndDraggingTarget = Point(x: 0, y: 1400)
        let release = try v.endDragging(velocity: Point(x: 0, y: 2))
        #expect(release.target.y == 1400 && v.contentOffset.y == 1400)
        try v.setContentOffset(Point(x: 0, y: 100))
        v.scrollSettings.willEndDraggingTarget = Point(x: 0, y: 100)
        _ = v.drainEvents()
        let stay = try v.endDragging(velocity: Point(x: 0, y: 2))
        #expect(!stay.willDecelerate)
        #expect(Self.scrollEvents(v.drainEvents()).last == "didEndDragging(false)")
    }

    @Test("§6.1 animated scrolls end with didEndScrollingAnimation; none when already there")
    func animated() throws {
        var v = try Self.view()
        let animated = try v.setContentOffsetAnimated(Point(x: 0, y: 600))
        #expect(animated)
        #expect(Self.scrollEvents(v.drainEvents()) == ["didScroll", "didEndScrollingAnimation"])
        let again = try v.setContentOffsetAnimated(Point(x: 0, y: 600))
        #expect(!again)
        #expect(v.drainEvents().isEmpty)
    }

    @Test("§6.3 scroll to top asks the delegate, and does nothing at the top or when disabled")
    func scrollToTop() throws {
        var v = try Self.view(offset: 600)
        let scrolled = try v.scrollToTop()
        #expect(scrolled)
        #expect(Self.scrollEvents(v.drainEvents()) == ["shouldScrollToTop", "didScroll", "didScrollToTop"])
        let atTop = try v.scrollToTop()
        #expect(!atTop)
        try v.setContentOffset(Point(x: 0, y: 600))
        v.scrollSettings.shouldScrollToTop = false
        _ = v.drainEvents()
        let refused = try v.scrollToTop()
        #expect(!refused)
        #expect(Self.scrollEvents(v.drainEvents()) == ["shouldScrollToTop"])
        v.scrollSettings.scrollsToTop = false
        let disabled = try v.scrollToTop()
        #expect(!disabled && v.drainEvents().isEmpty)
    }

    @Test("A rate near 1 and the largest velocity stay bounded: at most maximumFrames frames")
    func bounded() throws {
        var v = try Self.view(count: 1000, offset: 0)
        v.scrollSettings.decelerationRate = 0.999999999
        let release = try v.endDragging(velocity: Point(x: 0, y: 100))
        #expect(release.frames <= Deceleration.maximumFrames)
        #expect(v.contentOffset == release.target)
    }
}
