import CollectionEngine
import Testing
@testable import CollectionScript
@testable import ColscriptTools

/// `why` reads UIKit's words whatever the whitespace between them: crash reporters (Crashlytics,
/// Firebase, Sentry) flatten newlines and tabs to spaces, web pages collapse UIKit's double
/// spaces. The recogniser is derived from the message's template (`TemplateRecogniser`), so every
/// message it knows survives both.
struct FlattenedCrashTextTests {
    /// Newlines and tabs each become a space (so "\n\t" is two), as a crash reporter shows them.
    static func flattened(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\t" ? " " : $0 })
    }

    /// Every run of whitespace becomes one space, as a web page shows it.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: CrashLogAnalysisTests.roundTrips)
    func aFlattenedMessageIsRecognisedAndReproduced(scenario: String, pattern: String) throws {
        let message = try #require(CrashLogAnalysisTests.produce(scenario), "the scenario raised nothing")
        for pasted in [Self.flattened(message), Self.collapsed(message)] {
            guard case .explained(let report) = CrashLogAnalysis.analyze(pasted) else {
                Issue.record("not recognised: \(pasted)")
                continue
            }
            #expect(report.reconstruction.patternID == pattern)
            #expect(report.reproduced, "\(pasted)\n---\n\(report.reconstruction.scenario)\n---\n\(report.produced ?? "nothing")")
        }
    }

    /// The iOS 17 report as Crashlytics shows it: one line, each newline and tab a space.
    @Test func theIOS17BatchReportFlattenedToOneLine() throws {
        let message = try #require(CrashLogAnalysisTests.produce(
            "ios 17\nsections A B\nitems A count 4\nitems B count 2\ndata insert [0,4] Z\nbatch { view delete [0,1]; view insert [1,0] }"))
        #expect(message.contains("\n\t"))
        let pasted = "Fatal Exception: NSInternalInconsistencyException " + Self.flattened(message)
        #expect(!pasted.contains("\n"))
        guard case .explained(let report) = CrashLogAnalysis.analyze(pasted) else {
            Issue.record("not recognised: \(pasted)")
            return
        }
        #expect(report.reconstruction.patternID == "update.invalidBatchUpdates")
        #expect(report.reproduced, "\(report.produced ?? "nothing")")
        #expect(report.rendered().contains("Reproduced: the scenario below raises exactly this text"))
        #expect(!report.rendered().contains("cut short or reworded"))
    }

    /// The classic sentence as web pages quote it: one space after "section 0.", and wrapped.
    @Test func theClassicItemCountSentenceWithCollapsedSpaces() throws {
        let sentence = "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        let wrapped = sentence.replacing("must be equal", with: "must\n\tbe  equal")
        for pasted in [sentence, wrapped] {
            guard case .explained(let report) = CrashLogAnalysis.analyze(pasted) else {
                Issue.record("not recognised: \(pasted)")
                continue
            }
            #expect(report.reconstruction.patternID == "update.invalidItemCount.classic")
            #expect(report.reproduced, "\(report.produced ?? "nothing")")
        }
    }

    /// The recogniser comes from the template: the literal words, whitespace-insensitive, and the
    /// holes by kind (an index path gives its section and item).
    @Test func theRecogniserIsDerivedFromTheTemplate() throws {
        let error = UIKitError.moveItemTargetOutOfRange(IndexPath(1, 2), IndexPath(3, 4), 5)
        let regex = try Regex(TemplateRecogniser.regex(error.template))
        for text in [error.message, Self.flattened(error.message), Self.collapsed(error.message),
                     error.message.replacing(" ", with: "\n  ")] {
            let match = try #require(try regex.firstMatch(in: text), "\(text)")
            let captures = match.output.dropFirst().map { $0.substring.map(String.init) ?? "" }
            #expect(captures == ["1", "2", "3", "4", "5", "3"])
        }
        #expect(try regex.firstMatch(in: "attempt to move index path somewhere else") == nil)
    }

    /// A pasted log's control bytes (an OSC title sequence, BEL, NUL) never reach the terminal raw,
    /// even where `why` quotes the pasted text back (issue 36 point 5).
    @Test func pastedControlCharactersArePrintedEscaped() throws {
        let message = "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        guard case .explained(var report) = CrashLogAnalysis.analyze(message) else {
            Issue.record("not recognised")
            return
        }
        report.reproduced = false
        report.reconstruction.expected += " \u{1B}]0;pwned\u{07} \u{0}"
        let shown = report.rendered()
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(shown.contains("^[]0;pwned^G ^@"))
    }
}
