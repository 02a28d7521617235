import CollectionEngine
import Testing
@testable import CollectionScript

/// Issue 35: every item whose frame changes slides (from the update's own mapping), deleted cells
/// fade out beneath live ones, and the page steps back, changes speed and holds still ends.
struct MotionTests {
    static func steps(_ script: String) -> (RunResult, [StepSnapshot]) {
        var session = Session()
        return session.runScriptCollectingSteps(SourceFile(name: "t.colscript", text: script))
    }

    static let list = """
        view 390x400
        layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16
        sections Letters
        items Letters a b c d e f

        """

    @Test func itemsAfterADeleteSlideFromTheirOldSlots() throws {
        let (_, steps) = Self.steps(Self.list + "delete [0,0]\n")
        let before = try #require(steps.dropLast().last), after = try #require(steps.last)
        let shifted = after.changes.shifted
        // b…f (now [0,0]…[0,4]) each came from the slot one further on.
        #expect(Set(shifted.keys) == Set((0..<5).map { IndexPath(0, $0) }))
        let oldFrames = Session.cellFrames(before.elements)
        for item in 0..<5 { #expect(shifted[IndexPath(0, item)] == oldFrames[IndexPath(0, item + 1)]) }
        #expect(after.changes.summary(labels: after.labels) == ["deleted: a (was [0,0])"])  // not a change of its own
        let svg = SVGRenderer.render(after, number: 6)
        #expect(svg.contains("<g class=\"moved\" style=\"--dx:"))
        // The ghost is drawn before (beneath) every live cell.
        let ghost = try #require(svg.range(of: "class=\"ghost\""))
        let firstCell = try #require(svg.range(of: "class=\"moved\""))
        #expect(ghost.lowerBound < firstCell.lowerBound)
    }

    @Test func anInsertShiftsTheItemsAfterIt() {
        let (_, steps) = Self.steps(Self.list + "insert [0,1] X\n")
        let changes = steps.last?.changes
        #expect(changes?.inserted == [IndexPath(0, 1)])
        #expect(Set(changes?.shifted.keys.map(\.item) ?? []) == [2, 3, 4, 5, 6])
    }

    @Test func aLayoutChangeSlidesEveryItemThatMoved() {
        let (_, steps) = Self.steps(Self.list + "layout flow itemSize=150x100\n")
        #expect(steps.last?.changes.isEmpty == true)
        #expect((steps.last?.changes.shifted.count ?? 0) >= 4)
    }

    @Test func aDiffableApplyMapsByIdentifier() {
        let script = """
            view 390x400
            layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16
            diffable on
            snapshot {
              appendSections S
              appendItems S a b c d
            }
            apply
            snapshot {
              deleteItems a
            }
            apply

            """
        let (result, steps) = Self.steps(script)
        #expect(result.status == .ok, "\(result.output)")
        #expect(Set(steps.last?.changes.shifted.keys.map(\.item) ?? []) == [0, 1, 2])
    }

    @Test func thePageHasSpeedStillsAndStepBack() {
        let (result, steps) = Self.steps(Self.list + "delete [0,0]\n")
        let html = HTMLRenderer.render(title: "t", result: result, steps: steps)
        #expect(html.contains("id=\"speed\" type=\"range\" min=\"0.1\" max=\"2\""))
        #expect(html.contains("id=\"before\"") && html.contains("id=\"after\""))
        #expect(html.contains("body.js.animate.reverse .picture.current g { animation-direction: reverse; }"))
        #expect(html.contains("animation: colscript-slide var(--t)"))
    }
}
