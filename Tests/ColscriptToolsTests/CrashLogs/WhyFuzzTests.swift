import CollectionEngine
import Foundation
import Testing
@testable import CollectionScript
@testable import ColscriptTools
import TestSupport

/// `why` under pasted text a hostile user would paste (issue 36): every message the round trips
/// raise and every log of `Scripts/why/`, mutated — numbers made extreme or large and
/// consistent, the message repeated on one line, cut, wrapped in a crash report, control
/// characters and an OSC title sequence spliced in, bytes changed. Each analysis returns within
/// its bound, and nothing it prints holds a raw control character (the transcript's escaping).
///
/// Part of the project's fuzz campaign (README.md, "Fuzzing"): `COLSCRIPT_FUZZ_RUNS` and
/// `COLSCRIPT_FUZZ_SEED` widen and reseed it, e.g.
///
///     COLSCRIPT_FUZZ_RUNS=200000 COLSCRIPT_FUZZ_SEED=36 swift test --filter WhyFuzzTests   # 2,000 pastes
struct WhyFuzzTests {
    static let environment = ProcessInfo.processInfo.environment

    static func samples() -> [String] {
        let root = PackageRoot.appending("Scripts").appendingPathComponent("why")
        let logs = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".log") }.sorted()
            .compactMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
        return CrashLogAnalysisTests.roundTrips.compactMap { CrashLogAnalysisTests.produce($0.0) } + logs
    }

    static let numbers = ["-1", "0", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "4611686018427387905",
                          "100000", "100001", "2001", "99999999999999999999", "1e308", "nan"]
    static let hostile = ["\u{0}", "\u{07}", "\u{1B}[2J", "\u{1B}]0;owned\u{07}", "\u{9B}31m", "\u{7F}", "\r", "\u{2028}", "é", "'", "\"", "(", "}"]

    /// One seeded mutation of `text`.
    static func mutate(_ text: String, _ r: inout SplitMix64) -> String {
        var text = text
        for _ in 0..<(1 + r.below(3)) {
            switch r.below(7) {
            case 0:   // every number, or one, extreme
                let all = r.chance(30), value = r.pick(numbers)
                var seen = 0
                let target = r.below(8)
                text = replacingNumbers(text) { old in
                    defer { seen += 1 }
                    return all || seen == target ? value : old
                }
            case 1:   // large, consistent counts: every number scaled by the same factor
                let factor = r.pick([1_000, 2_001, 100_000])
                text = replacingNumbers(text) { Int($0).map { String($0.multipliedReportingOverflow(by: factor).partialValue) } ?? $0 }
            case 2:   // the message repeated on one line
                let line = text.split(separator: "\n").first.map(String.init) ?? text
                text = String(repeating: line + " ", count: 2 + r.below(40)) + text
            case 3: text = String(text.prefix(r.below(text.count + 1)))
            case 4: text = "Thread 1: \"" + text + "\"\n*** First throw call stack:\n(0x1 0x2)\nlibc++abi: terminating"
            case 5:
                let at = text.index(text.startIndex, offsetBy: r.below(text.count + 1))
                text.insert(contentsOf: r.pick(hostile), at: at)
            default:
                var bytes = Array(text.utf8)
                if !bytes.isEmpty { bytes[r.below(bytes.count)] = UInt8(truncatingIfNeeded: r.next()) }
                text = String(decoding: bytes, as: UTF8.self)
            }
        }
        return text
    }

    /// `text` with each run of digits replaced.
    static func replacingNumbers(_ text: String, _ replacement: (String) -> String) -> String {
        var out = "", digits = ""
        for character in text {
            if character.isASCII, character.isNumber { digits.append(character); continue }
            if !digits.isEmpty { out += replacement(digits); digits = "" }
            out.append(character)
        }
        return digits.isEmpty ? out : out + replacement(digits)
    }

    @Test func mutatedPastesAreAnsweredSafelyAndQuickly() {
        let seed = Self.environment["COLSCRIPT_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x0036_0A1E
        let runs = Self.environment["COLSCRIPT_FUZZ_RUNS"].flatMap(Int.init).map { max(1, $0 / 100) } ?? 100
        var r = SplitMix64(state: seed)
        let samples = Self.samples()
        #expect(samples.count >= 40)
        var explained = 0
        var slowest: (String, Duration) = ("", .zero)
        for index in 0..<runs {
            let text = Self.mutate(r.pick(samples), &r)
            // COLSCRIPT_FUZZ_DUMP=216 writes case 216's paste to why-216.log instead of running it.
            if let dump = Self.environment["COLSCRIPT_FUZZ_DUMP"] {
                if dump == String(index) { try? Data(text.utf8).write(to: URL(fileURLWithPath: "why-\(index).log")) }
                continue
            }
            var printed = ""
            let time = ContinuousClock().measure {
                switch CrashLogAnalysis.analyze(text) {
                case .explained(let report):
                    explained += 1
                    printed = report.rendered()
                case .unknown(let sentence): printed = sentence
                }
            }
            if time > slowest.1 { slowest = (text, time) }
            if time > .seconds(3) { Issue.record("why took \(time) on case \(index) of seed \(seed): \(text.prefix(200).debugDescription)") }
            if printed.unicodeScalars.contains(where: \.isEscapedControl) {
                Issue.record("why printed a raw control character for case \(index) of seed \(seed): \(text.prefix(200).debugDescription)")
            }
        }
        if Self.environment["COLSCRIPT_FUZZ_DUMP"] != nil { return }
        print("why fuzz: seed \(seed), \(runs) pastes, \(explained) explained; slowest \(slowest.1): \(slowest.0.prefix(160).debugDescription)")
        #expect(explained > runs / 10, "the mutations should keep many messages recognisable")
    }
}
