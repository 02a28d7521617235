import Testing
@testable import CollectionScript

/// `explain offset | contentSize | visible | frame ITEM`: the arithmetic behind a value, in UIKit's
/// names; UIKit method names as commands; did-you-mean by meaning.
struct ExplainValueTests {
    static let setUp = """
        view 390x844
        set contentInset = 0,0,34,0
        layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16
        sections A
        items A count 60

        """

    static func run(_ text: String) -> RunResult {
        var session = Session()
        return session.runScript(SourceFile(name: "t.colscript", text: setUp + text))
    }

    @Test func offsetShowsTheRestingRange() {
        let out = Self.run("scroll to (0, 1412)\nexplain offset\n").output
        #expect(out.contains("largest resting y = contentSize.height 2222 − (bounds.height 844 − adjustedContentInset.bottom 34) = 1412"))
        #expect(out.contains("y 1412 is within [0, 1412]."))
        let outside = Self.run("scroll to (0, 5000)\nexplain offset\n").output
        #expect(outside.contains("is outside [0, 1412]: a contentOffset set directly is not clamped"))
    }

    /// After scrollToItem the offset is derived: the frame, the position's rule with the insets,
    /// then the clamp (the engine's recorded arithmetic, ScrollTargetDerivation).
    @Test func offsetAfterScrollToItemIsDerived() {
        let out = Self.run("scrollTo [0,59] top\nexplain offset\n").output
        #expect(out.contains("contentOffset = (0, 1412): set by scrollToItem(at: [0,59], at: .top)"), "\(out)")
        #expect(out.contains("the item's frame: layoutAttributesForItem(at: [0,59]).frame = (274, 2106, 100, 100)"))
        #expect(out.contains("adjustedContentInset = (top 0, left 0, bottom 34, right 0), bounds = 390x844"))
        #expect(out.contains("y: .top asks frame.minY 2106 − adjustedContentInset.top 0 = 2106"))
        #expect(out.contains("clamped to the resting range [0, 1412] (largest resting y = contentSize.height 2222"))
        #expect(out.contains("x: no horizontal position, so x keeps 0"))
        let within = Self.run("scrollTo [0,30] centeredVertically\nexplain offset\n").output
        #expect(within.contains("y: .centeredVertically asks frame.midY 1166 − adjustedContentInset.top 0 − (bounds.height 844 − top 0 − bottom 34) / 2 = 761"), "\(within)")
        #expect(within.contains("within the resting range [0, 1412]: y = 761"))
    }

    @Test func offsetAfterSelectWithAPositionIsDerived() {
        let out = Self.run("select [0,45] bottom\nexplain offset\n").output
        #expect(out.contains("set by selectItem(at: [0,45], scrollPosition: .bottom)"), "\(out)")
        #expect(out.contains("y: .bottom asks frame.maxY 1766 − bounds.height 844 + adjustedContentInset.bottom 34 = 956"))
        // A later fling is explained as a release, not as the scroll before it.
        let flung = Self.run("select [0,45] bottom\nfling (0, 2)\nexplain offset\n").output
        #expect(flung.contains("The last release:"))
        #expect(!flung.contains("set by selectItem"))
    }

    @Test func contentSizeVisibleAndFrame() {
        let out = Self.run("scrollTo [0,30] top\nexplain contentSize\nexplain visible\nexplain frame [0,4]\n").output
        #expect(out.contains("height 2222 = maxY 2206 of the last item [0,59] + 16 below it"))
        #expect(out.contains("indexPathsForVisibleItems: the 24 items whose frame intersects the bounds: [0,30]…[0,53]"))
        #expect(out.contains("layoutAttributesForItem(at: [0,4]).frame = (145, 126, 100, 100)"))
        #expect(out.contains("not visible: bounds spans y 1116 … 1960"))
    }

    @Test func anUnknownTopicSuggestsOne() {
        let result = Self.run("explain ofset\n")
        #expect(result.status == .syntaxError)
        #expect(result.output.contains("did you mean 'offset'?"))
    }

    @Test func uikitNamesAreCommands() {
        let result = Self.run("""
            insertItems(at:) [0,0] Z
            performBatchUpdates {
              deleteItems(at:) [0,1]
              moveItem [0,2] -> [0,0]
            }
            reloadData()
            scrollToItem(at:at:) [0,30] top
            selectItem [0,2]
            expect selected == [[0,2]]
            expect offset == (0, 1116)
            hit (150, 1200)

            """)
        #expect(result.status == .ok, "\(result.output)")
        #expect(result.output.contains("  insertItems(at: [[0,0]]) — Z"))
        #expect(result.output.contains("  performBatchUpdates {\n    deleteItems(at: [[0,1]])"))
    }

    @Test func didYouMeanRanksByMeaning() {
        let result = Self.run("frame [0,0] == (16, 16, 100, 100)\n")
        #expect(result.output.contains("did you mean 'expect frame'?"))
        #expect(!result.output.contains("'trace'"))
    }
}
