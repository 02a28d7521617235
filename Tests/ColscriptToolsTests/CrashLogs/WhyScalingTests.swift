import Foundation
import Testing
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
