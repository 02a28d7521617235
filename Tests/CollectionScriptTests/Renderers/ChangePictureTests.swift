import CollectionEngine
import Testing
@testable import CollectionScript

/// Pictures that show change: every step drawn from its own state; after an update, inserted,
/// deleted (ghosts), moved (arrows), reloaded and reconfigured cells marked — SVG, HTML and ASCII.
struct ChangePictureTests {
    static let batch = """
        view 390x400
        layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16
        sections Letters
        items Letters a b c d e f
        batch {
          delete [0,0] [0,3]
          insert [0,0] X
          insert [0,3] Y
          move [0,1] -> [0,4]
          reload [0,2]
        }
        show layout

        """

    static func steps(_ script: String) -> (RunResult, [StepSnapshot]) {
        var session = Session()
        return session.runScriptCollectingSteps(SourceFile(name: "t.colscript", text: script))
    }

    @Test func aBatchRecordsWhatChangedInItsTwoIndexSpaces() {
        let (_, steps) = Self.steps(Self.batch)
        let changes = steps[4].changes
        #expect(changes.inserted == [IndexPath(0, 0), IndexPath(0, 3)])
        #expect(changes.deleted.map(\.label) == ["a", "d"])
        #expect(changes.moved.map(\.to) == [IndexPath(0, 4)])
        #expect(changes.moved.first?.oldFrame != nil && changes.moved.first?.newFrame != nil)
        #expect(changes.reloaded == [IndexPath(0, 2)])  // c, found again by its identifier
        #expect(steps[5].changes.isEmpty)
    }

    /// A diffable `apply` is an update too: its changeset is marked as a batch's calls are.
    @Test func aDiffableApplyIsMarkedLikeABatch() {
        let (result, steps) = Self.steps("""
            view 390x400
            layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16
            sections Letters
            diffable on
            snapshot { appendItems Letters a b c d }
            apply
            snapshot { deleteItems b; insertItems X before a; moveItem d before c }
            apply
            show layout

            """)
        let changes = steps.last { !$0.changes.isEmpty }?.changes ?? StepChanges()
        #expect(changes.inserted == [IndexPath(0, 0)])
        #expect(changes.deleted.map(\.label) == ["b"])
        #expect(changes.moved.count == 1)
        #expect(result.output.contains("inserted: [0,0] X\n  deleted: b (was [0,1])\n  moved: d [0,3] → [0,2]"))
        #expect(result.output.contains("+X"))
    }

    @Test func itemsThatChangeWithoutGeometryStillGetTheirOwnPicture() {
        // Same count, same frames, different items: the picture must be redrawn.
        let (_, steps) = Self.steps("sections A\nitems A x y\nitems A p q\n")
        #expect(steps[2].layoutChanged)
        #expect(steps[2].labels[IndexPath(0, 0)] == "p")
        #expect(SVGRenderer.pictures(for: steps).count == 3)
    }

    @Test func theSVGMarksEveryKindOfChange() {
        let (_, steps) = Self.steps(Self.batch)
        let svg = SVGRenderer.render(steps[4], number: 5)
        #expect(svg.contains("<g class=\"inserted\">"))
        #expect(svg.contains("<g class=\"ghost\" opacity=\"0.85\">"))
        #expect(svg.contains("<g class=\"moved\" style=\"--dx:"))
        #expect(svg.contains("<g class=\"reloaded\">"))
        #expect(svg.contains("<g class=\"arrow\"><line"))
        #expect(svg.contains("inserted: [0,0] X, [0,3] Y"))
        #expect(svg.contains("deleted: a (was [0,0]), d (was [0,3])"))
        // The next step's picture has no marks.
        #expect(!SVGRenderer.render(steps[5], number: 6).contains("class=\"ghost\""))
    }

    @Test func theHTMLPageAnimatesAndShowsDisagreement() {
        let (result, steps) = Self.steps(Self.batch)
        let html = HTMLRenderer.render(title: "t", result: result, steps: steps)
        #expect(html.contains("@keyframes colscript-slide"))
        #expect(html.contains("id=\"pause\""))
        #expect(html.contains("id=\"present\"") && html.contains("body.present"))
        #expect(html.contains("<ul class=\"changes\"><li>inserted: [0,0] X, [0,3] Y</li>"))
        // The batch in its two index spaces, side by side.
        #expect(html.contains("<table class=\"spaces\">"))
        #expect(html.contains("<li class=\"gone\" value=\"0\">a</li><li class=\"moving\" value=\"1\">b</li>"))
        #expect(html.contains("<li class=\"new\" value=\"0\">X</li>"))
        let (r2, s2) = Self.steps("sections A\nitems A x y\ndata insert [0,2] z\n")
        let page = HTMLRenderer.render(title: "t", result: r2, steps: s2)
        #expect(page.contains("The data source and the view disagree"))
        #expect(page.contains("section 0 A: data source 3 items, view 2 items"))
    }

    @Test func showLayoutMarksTheLastUpdate() {
        let (result, _) = Self.steps(Self.batch)
        #expect(result.output.contains("|+X|") || result.output.contains("+X"))
        #expect(result.output.contains("~c"))
        #expect(result.output.contains("b<[0,1]"))
        #expect(result.output.contains("  deleted: a (was [0,0]), d (was [0,3])"))
        #expect(result.output.contains("  inserted: [0,0] X, [0,3] Y"))
    }

    /// At 80×24 a full 390×844 viewport squeezed into 16 rows left 100-point cells two rows tall,
    /// with no room for a label: the picture is cropped to the top instead, every box labelled.
    @Test func aTerminalPictureCropsInsteadOfSqueezingOutTheLabels() {
        let script = "view 390x844\nlayout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16\nsections A\nitems A count 40\n"
        let (_, steps) = Self.steps(script)
        let step = steps[3]
        let options = ViewportPicture.PictureOptions.terminal(columns: 80, lines: 24, boxDrawing: false, colour: false)
        let lines = ViewportPicture.render(elements: step.elements, labels: step.labels, visibleRect: step.visibleRect, options: options)
        #expect(lines.count <= 24)
        let picture = lines.joined(separator: "\n")
        for label in ["A-0", "A-1", "A-2"] { #expect(picture.contains(label), "\(picture)") }
        #expect(picture.contains("(cropped so every cell keeps its label: x 0 … 390, y 0 … "), "\(picture)")
    }

    @Test func aTerminalPictureFitsTheTerminal() {
        let (_, steps) = Self.steps("view 390x844\nsections A\nitems A count 4\n")
        let step = steps[2]
        var options = ViewportPicture.PictureOptions.terminal(columns: 60, lines: 24, boxDrawing: true, colour: false)
        var lines = ViewportPicture.render(elements: step.elements, labels: step.labels, visibleRect: step.visibleRect, options: options)
        #expect(lines.allSatisfy { $0.count <= 60 })
        #expect(lines.count <= 24)
        #expect(lines[0].hasPrefix("┌"))
        #expect(lines.joined().contains("A-1"))  // too narrow for the index path: the name only
        #expect(!lines.joined().contains("A-1 [0,1]"))
        let wide = ViewportPicture.render(elements: step.elements, labels: step.labels, visibleRect: step.visibleRect,
                                          options: .terminal(columns: 160, lines: 40, boxDrawing: false, colour: false))
        #expect(wide.joined().contains("A-1 [0,1]"))
        options.boxDrawing = false
        options.colour = true
        lines = ViewportPicture.render(elements: step.elements, labels: step.labels, visibleRect: step.visibleRect, options: options)
        #expect(lines.joined().contains("\u{E000}[34m"))
        #expect(lines.joined().withColourMarkers.contains("\u{1B}[34m"))
    }
}
