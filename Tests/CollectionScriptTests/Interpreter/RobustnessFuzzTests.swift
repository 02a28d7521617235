import Foundation
import Testing
@testable import CollectionScript
import CollectionEngine
import TestSupport

/// Issue 12's fuzzer: seeded, grammar-aware scripts (`InterpreterFuzzTests.command`) and seeded
/// mutations of every scenario in `Scripts/`, each run as `colscript run` would (transcript and JSON
/// Lines), asserting: no trap, an allowed status, every JSON line parses, a failed command leaves
/// `show` unchanged, the same output on a second run, and no case runs out of the work budget.
/// Bounded by a count of cases (≈ tens of seconds in a debug build); `FUZZ_CASES`/`FUZZ_SEED` widen it.
/// A crasher it finds becomes a scenario in `Scripts/robustness/`.
struct RobustnessFuzzTests {
    static let scriptsRoot = PackageRoot.appending("Scripts")

    static func scenarioTexts() -> [String] {
        let found = FileManager.default.enumerator(atPath: scriptsRoot.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".colscript") }.sorted().compactMap {
            try? String(contentsOf: scriptsRoot.appendingPathComponent($0), encoding: .utf8)
        }
    }

    static let extremes = ["-1", "0", "9223372036854775807", "2147483648", "10000001", "100001", "1e15", "-0"]

    /// One seeded mutation of a script's lines.
    static func mutate(_ text: String, _ r: inout SplitMix64) -> String {
        var lines = text.components(separatedBy: "\n")
        for _ in 0..<(1 + r.below(3)) {
            guard !lines.isEmpty else { break }
            let i = r.below(lines.count)
            switch r.below(6) {
            case 0: lines.remove(at: i)
            case 1: lines.insert(lines[i], at: i)
            case 2: lines.insert(InterpreterFuzzTests.command(&r), at: i)
            case 3:   // a number becomes an extreme one
                var words = lines[i].components(separatedBy: " ")
                if let w = words.indices.filter({ Int(words[$0].trimmingCharacters(in: CharacterSet(charactersIn: "[],()"))) != nil }).first {
                    words[w] = words[w].replacingOccurrences(of: words[w].trimmingCharacters(in: CharacterSet(charactersIn: "[],()")), with: r.pick(extremes))
                }
                lines[i] = words.joined(separator: " ")
            case 4: lines[i] += r.pick(["\u{1B}[2J", "\u{07}", "\u{0}", " {", " }", "\""])
            default: lines = Array(lines.prefix(i))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Runs `check` and returns how long it took, so a test can report its slowest case.
    ///
    /// The limit it is judged by grows with what the script holds at the end: the limits allow
    /// 10,000,000 items, and building them is linear but takes tens of seconds in a debug build
    /// (three runs per case). What the limit is for is a super-linear path or a hang, which shows
    /// on small collections too.
    static func timedCheck(_ text: String, name: String) -> (Duration, allowance: Duration) {
        var held = 0
        let time = ContinuousClock().measure { held = check(text, name: name) }
        return (time, .microseconds(held / 2))
    }

    /// Prints the slowest case and fails if one case took longer than `limit` (a debug build runs
    /// each case three times; no case should come near this).
    static func reportSlowest(_ times: [(String, Duration, allowance: Duration)], limit: Duration = .seconds(5)) {
        guard let slowest = times.max(by: { $0.1 < $1.1 }) else { return }
        print("slowest case: \(slowest.0) in \(slowest.1)")
        for (name, time, allowance) in times where time > limit + allowance {
            Issue.record("\(name) took \(time), more than \(limit + allowance)")
        }
    }

    /// Returns the approximate bytes the script's collection holds at the end.
    @discardableResult
    static func check(_ text: String, name: String) -> Int {
        let source = SourceFile(name: name, text: text)
        var session = Session()
        let result = session.runScript(source)
        #expect([ExitStatus.ok, .failure, .syntaxError].contains(result.status), "\(name)")
        #expect(!result.output.contains("units of work"), "\(name) ran out of the work budget")
        var again = Session()
        if again.runScript(source).output != result.output { Issue.record("\(name) printed differently the second time") }
        var json = Session(options: SessionOptions(format: .json))
        let jsonOutput = json.runScript(source).output
        for line in jsonOutput.split(separator: "\n") {
            if (try? JSONSerialization.jsonObject(with: Data(line.utf8))) == nil {
                Issue.record("\(name): a JSON Lines line does not parse: \(line.prefix(200))")
            }
        }
        return session.approximateSize
    }

    @Test func mutatedScenariosNeverTrap() {
        let environment = ProcessInfo.processInfo.environment
        var r = SplitMix64(state: environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_0012)
        let texts = Self.scenarioTexts()
        #expect(texts.count >= 40)
        let rounds = environment["FUZZ_CASES"].flatMap(Int.init).map { max(1, $0 / max(1, texts.count)) } ?? 4
        var times: [(String, Duration, allowance: Duration)] = []
        for round in 0..<rounds {
            for (index, text) in texts.enumerated() {
                let name = "mutant-\(round)-\(index)"
                let mutant = Self.mutate(text, &r)
                // FUZZ_DUMP=mutant-3-68 prints that case's script instead of running it, so a slow
                // or failing case can be turned into a regression scenario.
                if let dump = environment["FUZZ_DUMP"] {
                    if dump == name { print("--- \(name)\n\(mutant)\n---") }
                    continue
                }
                let (time, allowance) = Self.timedCheck(mutant, name: name)
                times.append((name, time, allowance))
            }
        }
        Self.reportSlowest(times)
    }

    @Test func generatedScriptsNeverTrap() {
        let environment = ProcessInfo.processInfo.environment
        var r = SplitMix64(state: environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 0x0012_F022)
        var times: [(String, Duration, allowance: Duration)] = []
        for index in 0..<(environment["FUZZ_CASES"].flatMap(Int.init) ?? 400) {
            let lines = (0..<(3 + r.below(20))).map { _ in InterpreterFuzzTests.command(&r) }
            let (time, allowance) = Self.timedCheck(lines.joined(separator: "\n"), name: "generated-\(index)")
            times.append(("generated-\(index)", time, allowance))
            // A failed command leaves `show` unchanged (each line as a REPL entry).
            var session = Session()
            for line in lines {
                let before = session
                if session.runEntry(SourceFile(name: "g", text: line)).status != .ok,
                   InterpreterFuzzTests.shown(session) != InterpreterFuzzTests.shown(before) {
                    Issue.record("the failed entry \(line.debugDescription) changed the state (generated-\(index))")
                }
            }
        }
        Self.reportSlowest(times)
    }
}
