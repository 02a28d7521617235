import Testing
@testable import CollectionScript
import CollectionEngine

/// More cells and supplementary views on screen than `CollectionView.maximumViewsOnScreen` is
/// refused (`view.tooManyViewsOnScreen`), located at the command, and the command changes nothing
/// — whether the items came (`items … count`), the view grew (`view WxH`), the items shrank
/// (`layout flow itemSize=…`) or a scroll reached small ones. Before, 10,000,000 items on screen
/// asked for 1.6 GB of attributes and aborted, and a fling over 82,000 visible items took 17 s.
struct ViewsOnScreenLimitTests {
    static let tiny = "layout flow itemSize=2x2 minimumLineSpacing=0 minimumInteritemSpacing=0\n"

    /// Runs `setUp`, then `command`, which must be refused; `show` prints the same before and after.
    private func expectRefused(setUp: String, command: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var session = Session()
        let prepared = session.runEntry(SourceFile(name: "setup", text: setUp))
        #expect(prepared.status == .ok, "\(prepared.output)", sourceLocation: sourceLocation)
        let before = session.runEntry(SourceFile(name: "show", text: "show")).output
        let refused = session.runEntry(SourceFile(name: "step", text: command))
        #expect(refused.status == .failure, sourceLocation: sourceLocation)
        #expect(refused.output.contains("error: more than \(CollectionView.maximumViewsOnScreen) cells and supplementary views would be on screen at once"),
                "\(refused.output)", sourceLocation: sourceLocation)
        #expect(refused.output.contains("step:1:1: error"), "\(refused.output)", sourceLocation: sourceLocation)
        #expect(session.runEntry(SourceFile(name: "show", text: "show")).output == before, sourceLocation: sourceLocation)
    }

    @Test func tooManyItemsOnScreen() {
        expectRefused(setUp: Self.tiny + "sections A\n", command: "items A count 300000")
        expectRefused(setUp: "view 1000000x1000000\nsections A\n", command: "items A count 10000000")
    }

    @Test func aLargerViewOrSmallerItems() {
        // 48 × 105 items of 8 × 8 on screen (5,040); in a 1000 × 1000 view, 125 × 125.
        expectRefused(setUp: "layout flow itemSize=8x8 minimumLineSpacing=0 minimumInteritemSpacing=0\nsections A\nitems A count 100000\n",
                      command: "view 1000x1000")
        expectRefused(setUp: "layout flow minimumLineSpacing=0 minimumInteritemSpacing=0\nsections A\nitems A count 100000\n",
                      command: "set itemSize = 2x2")
        expectRefused(setUp: "sections A\nitems A count 100000\n", command: Self.tiny.trimmingCharacters(in: .newlines))
    }

    @Test func aScrollIntoSmallItems() {
        // One item 390 × 20,000 points, then 100,000 of 2 × 2: the first screen shows the large
        // one alone; scrolling to the small ones would show 80,000 at once.
        let setUp = "layout flow minimumLineSpacing=0 minimumInteritemSpacing=0\nsections A\nitems A count 100001\n"
            + "size [0,0] 390x20000\nset itemSize = 2x2\n"
        expectRefused(setUp: setUp, command: "scroll to (0, 20050)")
        expectRefused(setUp: setUp, command: "fling (0, 60)")
    }

    /// A compositional grid: cells of 3 points pass the limit, so its commands keep the view and
    /// a refusal restores it; a scroll into them from larger cells in another section too.
    @Test func aCompositionalGridOfTinyCells() {
        let grid = "layout compositional { section { group horizontal width=fractionalWidth(1) height=absolute(3) { item width=absolute(3) height=fractionalHeight(1) } } }\n"
        expectRefused(setUp: grid + "sections A\n", command: "items A count 100000")
        expectRefused(setUp: grid + "sections A\nitems A count 10\n", command: "insert [0,0] count 100000")
        expectRefused(setUp: "sections A\nitems A count 100000\n", command: grid.trimmingCharacters(in: .newlines))
    }

    @Test func upToTheLimitIsShown() {
        var session = Session()
        // 195 × 51 items of 2 × 2 in a 390 × 102 view: 9,945 on screen.
        let shown = session.runEntry(SourceFile(name: "ok", text: "view 390x102\n" + Self.tiny + "sections A\nitems A count 100000\n"))
        #expect(shown.status == .ok, "\(shown.output)")
    }
}
