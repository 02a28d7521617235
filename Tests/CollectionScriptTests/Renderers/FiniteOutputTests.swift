import Foundation
import Testing
import CollectionEngine
@testable import CollectionScript

/// Issue 11 point 9 / issue 12: no output (transcript, JSON Lines, SVG) ever contains `nan` or
/// `inf`, JSON Lines stay valid JSON, the SVG renderer never traps on a huge number and caps its
/// picture size, and a step's own output is bounded.
struct FiniteOutputTests {
    @Test func nonFiniteNumbersPrintAsNull() {
        #expect(format(.nan) == "null")
        #expect(format(.infinity) == "null")
        #expect(format(-.infinity) == "null")
        #expect(format(Point(x: .nan, y: 0)) == "(null, 0)")
        #expect(JSONValue.array([.number(.nan), .number(0)]).text == "[null,0]")
        #expect(SVGRenderer.num(.infinity) == "0")
        #expect(SVGRenderer.num(1e300) == "1000000")
    }

    @Test func doubleToIntConversionsAreClamped() {
        #expect(clampedToInt(.nan) == 0)
        #expect(clampedToInt(1e300) == 1_000_000_000_000_000)
        #expect(clampedToInt(-.infinity) == -1_000_000_000_000_000)
        #expect(SVGRenderer.fit("Apple", width: 1e300, fontSize: 12) == "Apple")
    }

    @Test func hugeItemSizesDrawWithoutTrappingAndWithinTheSizeCap() throws {
        var session = Session()
        let script = """
            view 390x844
            layout flow itemSize=100000000000000000000x100
            sections S
            items S a b
            """
        let (result, steps) = session.runScriptCollectingSteps(SourceFile(name: "t.colscript", text: script))
        #expect(!result.output.contains("nan") && !result.output.contains("inf"))
        for (_, svg) in SVGRenderer.pictures(for: steps) {
            #expect(!svg.contains("nan") && !svg.contains("inf"))
            #expect(try Self.dimension("width", svg) <= SVGRenderer.maxDrawingPixels + 100)
        }
    }

    @Test func aMillionItemsMakeAPictureOfBoundedHeight() throws {
        var session = Session()
        let script = """
            view 390x844
            layout flow itemSize=100x100
            sections S
            items S count 1000000
            """
        let (_, steps) = session.runScriptCollectingSteps(SourceFile(name: "t.colscript", text: script))
        let last = try #require(SVGRenderer.pictures(for: steps).last)
        let height = try Self.dimension("height", last.svg)
        #expect(height <= SVGRenderer.maxDrawingPixels + 200)
        #expect(last.svg.contains("visible"))
    }

    @Test func repeatedOutputIsBoundedPerStep() {
        var session = Session()
        var chunks = 0
        var longest = 0
        let result = session.runScript(SourceFile(name: "t.colscript", text: "repeat 3000 { repeat 5 { echo \"hi\" } }\n")) { text in
            chunks += 1
            longest = max(longest, text.utf8.count)
        }
        #expect(result.status == .ok)
        #expect(chunks == 1)
        #expect(longest < 200_000)
        var collecting = Session()
        let collected = collecting.runScript(SourceFile(name: "t.colscript", text: "repeat 3000 { repeat 5 { echo \"hi\" } }\n"))
        #expect(collected.output.contains("… 5000 more lines"))
    }

    @Test func stepsStreamToTheSinkAsTheyRun() {
        var session = Session()
        var chunks: [String] = []
        let result = session.runScript(SourceFile(name: "t.colscript", text: "echo \"a\"\necho \"b\"\n")) { chunks.append($0) }
        #expect(chunks.count == 2)
        #expect(chunks[0].contains("a") && chunks[1].contains("b"))
        #expect(result.output.isEmpty)
        var collecting = Session()
        #expect(collecting.runScript(SourceFile(name: "t.colscript", text: "echo \"a\"\necho \"b\"\n")).output == chunks.joined())
    }

    @Test func overlongDecimalsNeverReachJSONOrTheTranscriptAsNanOrInf() throws {
        let huge = String(repeating: "9", count: 400) + ".5"
        let script = "view 390x844\nlayout flow itemSize=100x100\nsections S\nitems S count 3\nscroll to (\(huge), 0)\nscroll by (-\(huge), 0)\n"
        for format in [SessionOptions.Format.json, .transcript] {
            var session = Session(options: SessionOptions(format: format))
            let output = session.runScript(SourceFile(name: "t.colscript", text: script)).output
            #expect(!output.contains("nan") && !output.contains("inf"))
            if format == .json {
                for line in output.split(separator: "\n") {
                    #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil)
                }
            }
        }
    }

    static func dimension(_ name: String, _ svg: String) throws -> Double {
        let marker = " \(name)=\""
        let start = try #require(svg.range(of: marker)).upperBound
        let end = try #require(svg[start...].firstIndex(of: "\""))
        return try #require(Double(svg[start..<end]))
    }
}
