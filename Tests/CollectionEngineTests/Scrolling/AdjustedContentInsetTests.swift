import Testing
@testable import CollectionEngine

/// docs/scroll-physics.md §5 and E8: adjustedContentInset per contentInsetAdjustmentBehavior.
@Suite struct AdjustedContentInsetTests {
    static let portrait = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let landscape = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    static func view(items: Int, size: Size, safeArea: EdgeInsets) throws -> CollectionView {
        var view = try ScrollPhysicsTests.view(count: items, height: 100)
        try view.setBoundsSize(size)
        try view.setSafeAreaInsets(safeArea)
        return view
    }

    @Test("E8: a vertical flow view gets top and bottom for short and long content; never left/right unless .always",
          arguments: [3, 300])
    func e8(items: Int) throws {
        var v = try Self.view(items: items, size: Size(width: 390, height: 844), safeArea: Self.portrait)
        #expect(v.adjustedContentInset(for: .never) == .zero)
        #expect(v.adjustedContentInset(for: .scrollableAxes) == Self.portrait)
        #expect(v.adjustedContentInset(for: .automatic) == Self.portrait)
        #expect(v.adjustedContentInset(for: .always) == Self.portrait)
        #expect(v.contentOffset == Point(x: 0, y: -47))   // followed the minimum
        try v.setBoundsSize(Size(width: 844, height: 390))
        try v.setSafeAreaInsets(Self.landscape)
        #expect(v.adjustedContentInset(for: .never) == .zero)
        #expect(v.adjustedContentInset(for: .scrollableAxes) == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(v.adjustedContentInset(for: .automatic) == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(v.adjustedContentInset(for: .always) == Self.landscape)
    }

    @Test("An inset change moves an offset resting at the old minimum, and sends didChangeAdjustedContentInset")
    func offsetFollowsMinimum() throws {
        var v = try Self.view(items: 300, size: Size(width: 390, height: 844), safeArea: .zero)
        try v.setContentOffset(Point(x: 0, y: 500))
        _ = v.drainEvents()
        try v.setSafeAreaInsets(Self.portrait)
        #expect(v.contentOffset == Point(x: 0, y: 500))   // not at the minimum: kept
        #expect(v.drainEvents().contains(.scrollViewDidChangeAdjustedContentInset))
        try v.setContentInsetAdjustmentBehavior(.never)
        try v.setContentOffset(.zero)
        try v.setContentInsetAdjustmentBehavior(.automatic)
        #expect(v.contentOffset == Point(x: 0, y: -47))
    }

    @Test("alwaysBounceHorizontal makes the cross axis take left and right")
    func crossAxis() throws {
        var v = try Self.view(items: 3, size: Size(width: 844, height: 390), safeArea: Self.landscape)
        try v.updateScrollSettings { $0.alwaysBounceHorizontal = true }
        #expect(v.adjustedContentInset == Self.landscape)
    }
}
