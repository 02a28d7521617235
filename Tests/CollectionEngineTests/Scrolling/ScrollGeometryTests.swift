import Testing
@testable import CollectionEngine

/// docs/layout.md §6 and E7: valid offsets, scrollToItem targets, clamping, errors, pull-back.
@Suite struct ScrollGeometryTests {
    /// E7: E1's grid with 60 items in a 390 × 844 view.
    static func e7() -> (FlowLayout, ScrollGeometry) {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(all: 16)
        layout.prepare(LayoutContext(numberOfItems: [60], boundsSize: Size(width: 390, height: 844)))
        return (layout, ScrollGeometry(contentSize: layout.collectionViewContentSize, boundsSize: Size(width: 390, height: 844)))
    }

    func target(_ item: Int, _ positions: ScrollPosition, current: Point = .zero) throws -> Point {
        let (layout, scroll) = Self.e7()
        return try scroll.targetOffset(forItemAt: IndexPath(0, item), in: layout, positions: positions, current: current)
    }

    @Test func e7ScrollPositions() throws {
        #expect(try target(30, .top) == Point(x: 0, y: 1116))
        #expect(try target(30, .centeredVertically) == Point(x: 0, y: 744))
        #expect(try target(30, .bottom) == Point(x: 0, y: 372))
        #expect(try target(59, .top) == Point(x: 0, y: 1378))  // clamped to 2222 − 844
        #expect(try target(0, .bottom) == Point(x: 0, y: 0))   // clamped to −inset.top
        let (layout, scroll) = Self.e7()
        let visible = layout.indexPathsForItems(in: scroll.visibleRect(at: Point(x: 0, y: 744)))
        #expect(visible.count == 27)
        #expect(visible.first == IndexPath(0, 18) && visible.last == IndexPath(0, 44))
    }

    @Test func horizontalPositionsClampOnANarrowContent() throws {
        // content is exactly as wide as the bounds: every x target clamps to 0
        #expect(try target(31, .left) == .zero)
        #expect(try target(31, .centeredHorizontally) == .zero)
        #expect(try target(31, .right) == .zero)
        #expect(try target(31, [.top, .right]) == Point(x: 0, y: 1116))
        let wide = ScrollGeometry(contentSize: Size(width: 1000, height: 100), boundsSize: Size(width: 300, height: 100))
        let frame = Rect(x: 400, y: 0, width: 100, height: 100)
        #expect(try wide.targetOffset(forItemFrame: frame, positions: .left, current: .zero) == Point(x: 400, y: 0))
        #expect(try wide.targetOffset(forItemFrame: frame, positions: .centeredHorizontally, current: .zero) == Point(x: 300, y: 0))
        #expect(try wide.targetOffset(forItemFrame: frame, positions: .right, current: .zero) == Point(x: 200, y: 0))
    }

    @Test func noneKeepsTheCurrentOffsetUnclamped() throws {
        #expect(try target(30, .none, current: Point(x: 3, y: -50)) == Point(x: 3, y: -50))
        #expect(try target(30, .top, current: Point(x: 3, y: -50)) == Point(x: 3, y: 1116))
    }

    @Test func insetsShiftTargetsAndRange() throws {
        let scroll = ScrollGeometry(contentSize: Size(width: 390, height: 2000), boundsSize: Size(width: 390, height: 844),
                                    adjustedContentInset: EdgeInsets(top: 100, left: 0, bottom: 50, right: 0))
        #expect(scroll.minimumOffset == Point(x: 0, y: -100))
        #expect(scroll.maximumOffset == Point(x: 0, y: 1206))
        let frame = Rect(x: 0, y: 1000, width: 100, height: 100)
        #expect(try scroll.targetOffset(forItemFrame: frame, positions: .top, current: .zero).y == 900)
        // 1050 − 100 − (844 − 150)/2 = 603
        #expect(try scroll.targetOffset(forItemFrame: frame, positions: .centeredVertically, current: .zero).y == 603)
        #expect(try scroll.targetOffset(forItemFrame: frame, positions: .bottom, current: .zero).y == 306)
        #expect(scroll.clamped(Point(x: -5, y: -500)) == Point(x: 0, y: -100))
        #expect(scroll.clamped(Point(x: 5, y: 5000)) == Point(x: 0, y: 1206))
        let short = ScrollGeometry(contentSize: Size(width: 390, height: 100), boundsSize: Size(width: 390, height: 844),
                                   adjustedContentInset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(short.maximumOffset == Point(x: 0, y: -20))
    }

    @Test func twoPositionsOfOneAxisThrow() {
        #expect(throws: ScrollGeometry.multiplePositionsError(vertical: true)) { try target(30, [.top, .bottom]) }
        #expect(throws: ScrollGeometry.multiplePositionsError(vertical: false)) { try target(30, [.left, .right]) }
        #expect(ScrollGeometry.multiplePositionsError(vertical: true).message
                == "UICollectionViewScrollPosition: attempt to use a scroll position with multiple vertical positioning styles")
        #expect(ScrollGeometry.multiplePositionsError(vertical: false).exception == .invalidArgument)
        #expect(ScrollGeometry.multiplePositionsError(vertical: false).message.hasSuffix("multiple horizontal positioning styles"))
    }

    @Test func invalidIndexPathThrows() {
        let (layout, scroll) = Self.e7()
        do {
            _ = try scroll.targetOffset(forItemAt: IndexPath(0, 60), in: layout, positions: .top, current: .zero)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "attempt to scroll to invalid index path: <NSIndexPath: 0x0> {length = 2, path = 0 - 60}")
            #expect(error.exception == .invalidArgument)
            #expect(error.id == "scroll.scrollToInvalidIndexPath")
        }
        #expect(ScrollGeometry.invalidIndexPathError(IndexPath(0, 20)).message
                == "attempt to scroll to invalid index path: <NSIndexPath: 0x0> {length = 2, path = 0 - 20}")
        #expect(throws: UIKitError.self) { try target(-1, .top) }
    }

    @Test func pullBackAfterContentShrinks() {
        let scroll = ScrollGeometry(contentSize: Size(width: 390, height: 1000), boundsSize: Size(width: 390, height: 844))
        #expect(scroll.offsetPulledBack(Point(x: 0, y: 500)) == Point(x: 0, y: 156))
        #expect(scroll.offsetPulledBack(Point(x: 0, y: 100)) == Point(x: 0, y: 100))
        // content smaller than the bounds: no correction (no negative offset)
        let small = ScrollGeometry(contentSize: Size(width: 390, height: 300), boundsSize: Size(width: 390, height: 844))
        #expect(small.offsetPulledBack(Point(x: 0, y: 500)) == Point(x: 0, y: 500))
        // insets count: 844 + 50 > 844, so the overhang 400 + 844 − 894 = 350 is pulled back
        let inset = ScrollGeometry(contentSize: Size(width: 390, height: 844), boundsSize: Size(width: 390, height: 844),
                                   adjustedContentInset: EdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
        #expect(inset.offsetPulledBack(Point(x: 0, y: 400)) == Point(x: 0, y: 50))
    }

    @Test func scrollPositionNames() {
        #expect(ScrollPosition(name: "centeredVertically") == .centeredVertically)
        #expect(ScrollPosition(name: "middle") == nil)
        #expect(ScrollPosition(names: ["top", "right"]) == [.top, .right])
        #expect(ScrollPosition(names: []) == ScrollPosition.none)
        #expect(ScrollPosition.centeredHorizontally.rawValue == 16)
        #expect(ScrollPosition([.top, .left]).description == "top left")
        #expect(ScrollPosition.none.description == "none")
    }
}
