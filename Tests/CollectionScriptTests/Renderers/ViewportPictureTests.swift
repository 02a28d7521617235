import Testing
import CollectionEngine
@testable import CollectionScript

/// The `show layout` picture: a golden for a 390 × 844 viewport of 100 × 100 items.
@Suite struct ViewportPictureTests {
    /// Two sections (header 44, inset 16), scrolled to y 300: section 1's header is cut at the
    /// top; [1,0] has a long label (truncated), [1,2] is selected, [1,4] is moving.
    static func scene() -> (elements: [LayoutAttributes], visible: Rect) {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(all: 16)
        layout.headerReferenceSize = Size(width: 0, height: 44)
        let offset = Point(x: 0, y: 300)
        layout.prepare(LayoutContext(numberOfItems: [6, 12], boundsSize: Size(width: 390, height: 844), contentOffset: offset))
        let visible = Rect(origin: offset, size: Size(width: 390, height: 844))
        return (layout.layoutAttributesForElements(in: visible), visible)
    }

    static let golden = """
        +------------------------------------------------------------------------------+
        ||                               Recents header                               ||
        ||                                                                            ||
        |+============================================================================+|
        |                                                                              |
        |                                                                              |
        |   +------------------+      +------------------+      ####################   |
        |   |                  |      |                  |      #                  #   |
        |   |                  |      |                  |      #                  #   |
        |   |                  |      |                  |      #                  #   |
        |   |averyveryverylongl|      |      [1,1]       |      #      [1,2]       #   |
        |   |                  |      |                  |      #                  #   |
        |   |                  |      |                  |      #                  #   |
        |   |                  |      |                  |      #                  #   |
        |   |                  |      |                  |      #                  #   |
        |   +------------------+      +------------------+      ####################   |
        |                                                                              |
        |   +------------------+      ********************      +------------------+   |
        |   |                  |      *                  *      |                  |   |
        |   |                  |      *                  *      |                  |   |
        |   |                  |      *                  *      |                  |   |
        |   |      [1,3]       |      *      [1,4]       *      |      [1,5]       |   |
        |   |                  |      *                  *      |                  |   |
        |   |                  |      *                  *      |                  |   |
        |   |                  |      *                  *      |                  |   |
        |   +------------------+      ********************      +------------------+   |
        |                                                                              |
        |   +------------------+      +------------------+      +------------------+   |
        |   |                  |      |                  |      |                  |   |
        |   |                  |      |                  |      |                  |   |
        |   |                  |      |                  |      |                  |   |
        |   |      [1,6]       |      |      [1,7]       |      |      [1,8]       |   |
        |   |                  |      |                  |      |                  |   |
        |   |                  |      |                  |      |                  |   |
        |   |                  |      |                  |      |                  |   |
        |   |                  |      |                  |      |                  |   |
        |   +------------------+      +------------------+      +------------------+   |
        |                                                                              |
        |   +------------------+      +------------------+      +------------------+   |
        |   |                  |      |                  |      |                  |   |
        |   |                  |      |                  |      |                  |   |
        |   |                  |      |                  |      |                  |   |
        |   |      [1,9]       |      |      [1,10]      |      |      [1,11]      |   |
        |   |                  |      |                  |      |                  |   |
        |   |                  |      |                  |      |                  |   |
        |   |                  |      |                  |      |                  |   |
        |   |                  |      |                  |      |                  |   |
        |   +------------------+      +------------------+      +------------------+   |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        |                                                                              |
        +------------------------------------------------------------------------------+
        """

    @Test func goldenPicture() {
        let scene = Self.scene()
        let lines = ViewportPicture.render(elements: scene.elements,
                                           labels: [IndexPath(0, 4): "E", IndexPath(1, 0): "averyveryverylonglabel"],
                                           sectionLabels: [1: "Recents"], selected: [IndexPath(1, 2)],
                                           moving: IndexPath(1, 4), visibleRect: scene.visible)
        #expect(lines.joined(separator: "\n") == Self.golden)
        #expect(lines.allSatisfy { $0.count == 80 })
    }

    @Test func deterministic() {
        let scene = Self.scene()
        let a = ViewportPicture.render(elements: scene.elements, visibleRect: scene.visible)
        let b = ViewportPicture.render(elements: scene.elements, visibleRect: scene.visible)
        #expect(a == b)
    }

    @Test func headerAndFooterUseDoubleRules() {
        let header = LayoutAttributes(indexPath: IndexPath(0, 0), category: .supplementaryView, kind: .sectionHeader,
                                      frame: Rect(x: 0, y: 0, width: 100, height: 40), zIndex: 10)
        let lines = ViewportPicture.render(elements: [header], visibleRect: Rect(x: 0, y: 0, width: 100, height: 100), width: 22)
        #expect(lines == [
            "+--------------------+",
            "|+==================+|",
            "||     header 0     ||",
            "||                  ||",
            "|+==================+|",
            "|                    |",
            "|                    |",
            "|                    |",
            "|                    |",
            "|                    |",
            "|                    |",
            "+--------------------+",
        ])
    }

    @Test func emptyViewportIsJustAFrame() {
        let lines = ViewportPicture.render(elements: [], visibleRect: .zero, width: 10)
        #expect(lines == ["+--------+", "+--------+"])
    }

    @Test func degenerateViewportsNeverCrash() {
        let cell = LayoutAttributes(indexPath: IndexPath(0, 0), frame: Rect(x: 0, y: 0, width: 1e308, height: 1e308))
        _ = ViewportPicture.render(elements: [cell], visibleRect: Rect(x: 0, y: 0, width: 1e-300, height: 1e300))
        _ = ViewportPicture.render(elements: [cell], visibleRect: Rect(x: -1e308, y: 0, width: 1e308, height: 1))
        let lines = ViewportPicture.render(elements: [cell], visibleRect: Rect(x: 0, y: 0, width: 10, height: 1e9))
        #expect(lines.count == ViewportPicture.maxRows + 2)
    }
}
