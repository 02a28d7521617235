import CollectionEngine
import Testing
@testable import CollectionScript

/// UIKit's text is the one a user compares with a crash log: every output prints it whole. Only
/// echoes of the user's own input are windowed, with an ellipsis that says how much is left out.
struct WholeUIKitMessageTests {
    /// The classic sentence is longer than the 400 columns a quoted word may take.
    @Test func theClassicInvalidUpdateSentenceIsWhole() {
        var session = Session()
        let result = session.runScript(SourceFile(name: "s", text: "ios 16.3\nsections A\nitems A count 4\ndata insert [0,4] Z\nreload [0,0]\n"))
        let sentence = "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        #expect(sentence.count > DiagnosticRenderer.messageColumns)
        #expect(result.output.contains("error: " + sentence + "\n"), "\(result.output)")
    }

    /// The iOS 17 report of a collection with many sections: its count lines run to thousands of
    /// characters, and every one prints whole in the transcript, the SVG caption and the HTML.
    @Test func aLongInvalidBatchUpdatesReportIsWhole() throws {
        let names = (0 ..< 300).map { "S\($0)" }
        let script = "ios 17\nsections " + names.joined(separator: " ") + "\n"
            + names.map { "items \($0) count 3" }.joined(separator: "\n")
            + "\ndata insert [299,3] Z\nbatch { view delete [0,0] [1,0] [2,0] }\n"
        var session = Session()
        let (result, steps) = session.runScriptCollectingSteps(SourceFile(name: "s", text: script))
        let output = result.output.isEmpty ? steps.map(\.transcript).joined() : result.output
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("Data source before updates = {") })
        #expect(line.count > 2 * DiagnosticRenderer.messageColumns)
        #expect(line.hasSuffix("] }"), "\(line.suffix(80))")
        #expect(line.split(separator: ",").count == 300)
        #expect(output.contains("\tDelete item (0 - 0)\n]\nCollection view: <UICollectionView: 0x0;"))
        #expect(!output.contains("… (+"))
        let step = try #require(steps.last)
        let error = try #require(step.error)
        #expect(output.contains(error))
        #expect(SVGRenderer.render(step, number: steps.count).contains(String(line)))
    }

    /// A huge word the user pasted is quoted as a window, and the ellipsis says so.
    @Test func aPastedWordIsWindowedAndSaysSo() {
        var session = Session()
        let result = session.runScript(SourceFile(name: "s", text: String(repeating: "z", count: 100_000) + "\n"))
        #expect(result.output.utf8.count < 2_000)
        #expect(result.output.contains("z… (+"))
        #expect(result.output.contains(" characters)"))
    }

    @Test func clippingSaysHowMuchIsLeftOut() {
        #expect("abcdef".clipped(to: 4) == "abcd… (+2 characters)")
        #expect("abcd".clipped(to: 4) == "abcd")
    }
}
