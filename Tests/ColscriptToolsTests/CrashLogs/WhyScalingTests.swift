import Foundation
import Testing
import CollectionEngine
@testable import ColscriptTools

/// `why` is linear and bounded (issue 36, point 5): a recogniser is tried only where the words it
/// begins with stand (`AnchoredMatch`), so near-misses repeated on one line and megabytes of
/// console noise cost a scan, not a regex search from every position; and every item count UIKit
/// prints up to the documented 100,000 is rebuilt.
struct WhyScalingTests {
    static let classic = "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (12) must be equal to the number of items contained in that section before the update (10), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."

    static func noise(bytes: Int) -> String {
        var lines: [String] = []
        var total = 0, n = 0
        while total < bytes {
            let line = "2024-03-01 10:00:\(n % 60).\(n) Shop[12:34] [Network] request \(n) finished in \(n % 500) ms; Invalid argument \(n)"
            lines.append(line)
            total += line.utf8.count + 1
            n += 1
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func timed(_ text: String) -> (CrashLogAnalysis.Outcome, Duration) {
        var outcome: CrashLogAnalysis.Outcome?
        let time = ContinuousClock().measure { outcome = CrashLogAnalysis.analyze(text) }
        return (outcome!, time)
    }

    /// 48 KB of "Invalid update: " near-misses on one line took 16 s.
    @Test func nearMissesOnOneLineAreLinear() {
        let text = String(repeating: "Invalid update: invalid number of items in section 0. ", count: 900)
        let (outcome, time) = Self.timed(text)
        if case .explained = outcome { Issue.record("a near-miss was explained") }
        #expect(time < .seconds(2), "took \(time)")
    }

    /// A megabyte of console noise before the message (about 2 s a megabyte before): found, and
    /// a second megabyte does not double a superlinear cost.
    @Test func bigLogsAreAnsweredInTimeLinearInTheirSize() {
        let (small, smallTime) = Self.timed(Self.noise(bytes: 500_000) + Self.classic)
        let (big, bigTime) = Self.timed(Self.noise(bytes: 2_000_000) + Self.classic)
        guard case .explained(let a) = small, case .explained(let b) = big else {
            Issue.record("not explained")
            return
        }
        #expect(a.reproduced && b.reproduced)
        #expect(bigTime < .seconds(60), "2 MB took \(bigTime)")   // generous: a loaded debug build
        #expect(bigTime < smallTime * 8 + .seconds(1), "500 KB \(smallTime), 2 MB \(bigTime)")
    }

    /// Lines that share the first words of a message but not all of its anchor do not use up
    /// the places a recogniser is tried at.
    @Test func theMessageIsFoundBehindManyLinesStartingAlike() {
        let text = String(repeating: "Invalid update: nothing to see\n", count: 1_000) + Self.classic
        guard case .explained(let report) = CrashLogAnalysis.analyze(text) else {
            Issue.record("not explained")
            return
        }
        #expect(report.reproduced)
    }

    @Test func anchorsAreTheLeadingWords() {
        #expect(AnchoredMatch.anchor(of: #"\[UICollectionView\]\s+Invalid\s+update:\s+(-?\d+)"#).map { String(decoding: $0, as: UTF8.self) }
                == ["[UICollectionView]", "Invalid", "update:"])
        #expect(AnchoredMatch.anchor(of: #"attempt\s+to\s+items?\s+x"#).map { String(decoding: $0, as: UTF8.self) } == ["attempt", "to", "item"])
        #expect(AnchoredMatch.anchor(of: #"(-?\d+) items"#).isEmpty)
    }

    /// A pattern that begins with an optional word (the skipped-update log's `[UICollectionView] `)
    /// is anchored at the words after it; before, it had no anchor and was searched from every
    /// position (a megabyte of "Invalid update: " near-misses took a second in a release build).
    @Test func aLeadingOptionalWordKeepsTheAnchor() {
        guard let match = AnchoredMatch(#"(?:\[UICollectionView\]\s+)?Invalid\s+update:\s+(\d+)"#) else {
            Issue.record("no regex")
            return
        }
        #expect(match.optionalLead.map { String(decoding: $0, as: UTF8.self) } == "[UICollectionView]")
        #expect(match.anchor.map { String(decoding: $0, as: UTF8.self) } == ["Invalid", "update:"])
        #expect(match.firstMatch(in: "x [UICollectionView]  Invalid update: 7 y")?.0 == "[UICollectionView]  Invalid update: 7")
        #expect(match.firstMatch(in: "x Invalid update: 8 y")?.0 == "Invalid update: 8")
        #expect(match.firstMatch(in: "[UICollectionView]\nInvalid update: 9")?.1 == ["9"])
        #expect(AnchoredMatch(#"(?:(a)\s+)?b"#)?.optionalLead == nil)
    }

    /// A megabyte of near-misses on one line: answered, and not slower than a megabyte of noise by
    /// more than the regex's tries at the places the anchor stands.
    @Test func aMegabyteOfNearMissesIsLinear() {
        let line = "Invalid update: invalid number of items in section 0.  "
        let (small, smallTime) = Self.timed(String(repeating: line, count: 2_500))
        let (big, bigTime) = Self.timed(String(repeating: line, count: 20_000))
        if case .explained = small { Issue.record("a near-miss was explained") }
        if case .explained = big { Issue.record("a near-miss was explained") }
        #expect(bigTime < smallTime * 16 + .seconds(1), "140 KB \(smallTime), 1.1 MB \(bigTime)")
    }

    /// A failed try costs its whole window: the regex engine is handed at most the analysis's
    /// budget of bytes, shared by every pattern (an 87 KB line of 110 near-misses of a log took
    /// 2.4 s, each pattern scanning the rest of the line at 16 places).
    @Test func theRegexIsHandedAtMostTheBudget() throws {
        let near = "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (4) must be equal to "
        let text = String(repeating: near, count: 600)
        let matcher = try #require(AnchoredMatch(#"Invalid update: invalid number of items in section (\d+)\.[\s\S]*? - will perform reloadData"#))
        var budget = 3 * text.utf8.count
        #expect(matcher.firstMatch(in: text, budget: &budget) == nil)
        #expect(budget == 0, "each try spends the window it is handed, until the budget is gone")
        var none = 0
        #expect(matcher.firstMatch(in: Self.classic, budget: &none) == nil, "no budget: no try")
        var enough = AnchoredMatch.scanBudget(for: Self.classic)
        let classic = try #require(AnchoredMatch(#"Invalid update: invalid number of items in section (\d+)"#))
        #expect(classic.firstMatch(in: Self.classic, budget: &enough)?.1 == ["0"])
        #expect(AnchoredMatch.scanBudget(for: text) == AnchoredMatch.scanBytesPerByte * text.utf8.count + AnchoredMatch.scanFloor)
    }

    /// The same near-misses, long enough that each pattern's tries would scan megabytes: still
    /// recognised where the message stands first.
    @Test func aLogBehindItsOwnNearMissesIsStillRecognised() {
        let text = Self.classic + " " + String(repeating: "Invalid update: invalid number of items in section 0.  ", count: 2_000)
        guard case .explained(let report) = CrashLogAnalysis.analyze(text) else {
            Issue.record("not explained")
            return
        }
        #expect(report.reproduced)
    }

    /// A skipped-update log whose description runs into the next one, 110 times on one line (a
    /// fuzzed paste of 87 KB): the view's description ends where "; currentUpdate:" first stands,
    /// once (an atomic group), so the entries are scanned once, not once for every later place
    /// (3.6 s in a release build before, in one try of one pattern).
    @Test func repeatedSkippedLogsOnOneLineAreLinear() {
        let log = "[UICollectionView] Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). - will perform reloadData. UICollectionView instance: <UICollectionView: 0x0; frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 50}; adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout: 0x0>; dataSource: <0x0>>; currentUpdate: [UICollectionViewUpdate - 0x0: old:<UICollectionViewData: 0x0> new<UICollectionViewData: 0x0> items:<( "
        let (outcome, time) = Self.timed(String(repeating: log, count: 110))
        guard case .explained(let report) = outcome else {
            Issue.record("not recognised")
            return
        }
        #expect(report.reconstruction.patternID == "update.invalidUpdateSkipped")
        #expect(time < .seconds(2), "took \(time)")
        #expect(TemplateRecogniser.regex(SkippedUpdateLog.template(CrashPattern.classicItems.template, view: "", items: "")).contains(#"(?>(.*?);\s+currentUpdate:"#))
    }

    /// Counts above 2,000 were refused as "too large" though consistent; up to 100,000 they are
    /// rebuilt (inserts by count, a section losing many items replaced) and reproduced.
    @Test(arguments: [(10_000, 12_002, 2_001, 0), (5_000, 2_001, 0, 3_000), (0, 20_000, 19_999, 0), (4_000, 2_000, 0, 2_001)])
    func largeConsistentCountsAreRebuilt(_ counts: (before: Int, after: Int, inserted: Int, deleted: Int)) {
        let message = Self.classic.replacingOccurrences(of: "(12)", with: "(\(counts.after))")
            .replacingOccurrences(of: "(10)", with: "(\(counts.before))")
            .replacingOccurrences(of: "(1 inserted, 0 deleted)", with: "(\(counts.inserted) inserted, \(counts.deleted) deleted)")
        guard case .explained(let report) = CrashLogAnalysis.analyze(message) else {
            Issue.record("refused: \(counts)")
            return
        }
        #expect(report.reproduced, "\(report.produced ?? "nothing")")
    }
}
