import Testing
import CollectionEngine
@testable import CollectionScript

/// SVGRenderer: one picture per step whose layout changed, deterministic and escaped.
struct SVGRendererTests {
    static func steps(_ script: String) -> [StepSnapshot] {
        var session = Session()
        return session.runScriptCollectingSteps(SourceFile(name: "t.colscript", text: script)).1
    }

    static let grid = """
        view 390x300
        layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16 headerReferenceSize=0x30
        sections Photos
        items Photos a b c d e f g h
        select b
        echo "no layout change"
        beginMove d
        updateMove (195, 200)
        """

    @Test func fileNamesHaveAThreeDigitStepAndTheLine() {
        #expect(SVGRenderer.fileName(number: 7, line: 12) == "step-007-line-12.svg")
        #expect(SVGRenderer.fileName(number: 1234, line: 1) == "step-1234-line-1.svg")
    }

    @Test func onlyStepsThatChangedTheLayoutGetAPicture() {
        let steps = Self.steps(Self.grid)
        let names = SVGRenderer.pictures(for: steps).map(\.name)
        #expect(names.contains("step-001-line-1.svg"))
        #expect(names.contains("step-005-line-5.svg"))  // select b
        #expect(!names.contains("step-006-line-6.svg"))  // echo
        #expect(names.count == steps.filter(\.layoutChanged).count)
    }

    @Test func drawsItemsSelectionMovingItemHeadersAndTheVisibleRect() throws {
        let steps = Self.steps(Self.grid)
        let svg = SVGRenderer.render(try #require(steps.last), number: steps.count)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"384\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("&gt; updateMove (195, 200)</text>"))
        #expect(svg.contains(">a</text>"))
        #expect(svg.contains("fill=\"#ffd966\""))        // the selected item
        #expect(svg.contains("stroke-dasharray=\"5 3\""))  // the moving item
        #expect(svg.contains("font-style=\"italic\">Photos header</text>"))
        #expect(svg.contains("visible (0, 0, 390, 300)"))
        #expect(SVGRenderer.render(steps[steps.count - 1], number: steps.count) == svg)  // deterministic
    }

    @Test func scaleIs360PixelsFor390Points() throws {
        let step = try #require(Self.steps("view 390x844\nsections A\nitems A x").last)
        let svg = SVGRenderer.render(step, number: 3)
        // The visible rect: 390x844 pt → 360 x 779.08 px.
        #expect(svg.contains("width=\"360\" height=\"779.08\" fill=\"none\" stroke=\"#d0021b\""))
    }

    @Test func textIsEscapedAndErrorsAreCaptioned() throws {
        let steps = Self.steps("view 390x300\nsections A\nitems A x\necho \"<&>\"\ndelete [0,9]\n")
        let echo = SVGRenderer.render(steps[3], number: 4)
        #expect(echo.contains("&gt; echo &quot;&lt;&amp;&gt;&quot;</text>"))
        #expect(!echo.contains("<&>"))
        let svg = SVGRenderer.render(try #require(steps.last), number: 5)
        #expect(svg.contains("fill=\"#c0392b\" font-weight=\"bold\""))
        #expect(svg.contains("error: attempt to delete item 9"))
    }

    @Test func largeContentsAreClippedToTheDrawnElements() throws {
        let steps = Self.steps("view 390x844\nlayout flow itemSize=10x10 minimumLineSpacing=0 minimumInteritemSpacing=0\nsections A\nitems A count 100000\nscroll to (0, 20000)\n")
        let step = try #require(steps.last)
        #expect(step.elements.count == StepSnapshot.elementLimit)
        let bounds = try #require(SVGRenderer.drawingBounds(step))
        #expect(bounds.height < 20_000)
        #expect(bounds.minY > 10_000)
        #expect(SVGRenderer.render(step, number: 5).count < 2_000_000)
    }

    @Test func labelsShortenToFit() {
        #expect(SVGRenderer.fit("abcdefghij", width: 36, fontSize: 10) == "abcde…")
        #expect(SVGRenderer.fit("abc", width: 36, fontSize: 10) == "abc")
        #expect(SVGRenderer.fit("abc", width: 5, fontSize: 10) == "")
        #expect(SVGRenderer.num(1.0 / 3.0) == "0.33")
        #expect(SVGRenderer.num(-0.001) == "0")
    }
}
