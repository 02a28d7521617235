import Foundation
import Testing
import CollectionEngine
@testable import CollectionScript
import TestSupport

/// No trap from any count, index or size (issue 36): every number of every command's example
/// (counts, indexes, index paths, sizes, points, velocities, insets, durations, seeds, progress …)
/// and every property value, replaced one at a time and all at once by each of
/// `CatalogueFuzzer.extremes` (negative, 0, Int.min, Int.max and past it, huge and tiny doubles,
/// `nan`/`inf`), run in the set-up the example runs in. The test process surviving is the
/// no-trap check; besides, a syntax error is located in the source, a runtime failure is a
/// located error that leaves the whole state as it was, and nothing takes seconds.
struct ExtremeValueTests {
    struct Outcome {
        var cases = 0, syntaxErrors = 0, failures = 0
        var slowest: (String, Duration) = ("", .zero)
    }

    /// Runs `text` on a copy of `base` and checks what must hold.
    static func check(_ text: String, on base: Interpreter, _ outcome: inout Outcome) {
        outcome.cases += 1
        let source = SourceFile(name: "extreme", text: text)
        let parsed = Parser.parse(source)
        guard parsed.diagnostics.isEmpty else {
            outcome.syntaxErrors += 1
            for diagnostic in parsed.diagnostics where diagnostic.range.lowerBound < 0 || diagnostic.range.upperBound > source.bytes.count {
                Issue.record("`\(text)`: a syntax error outside the source")
            }
            return
        }
        var interpreter = base
        for command in parsed.script.commands {
            let before = RollbackPropertyTests.Dump(interpreter)
            let time = ContinuousClock().measure {
                do throws(RuntimeError) {
                    _ = try interpreter.execute(command)
                } catch {
                    outcome.failures += 1
                    if !CatalogueFuzzTests.isLocated(error, in: source) { Issue.record("`\(text)`: an unlocated error \(error)") }
                    if RollbackPropertyTests.Dump(interpreter) != before {
                        Issue.record("`\(text)` failed (\(error.message)) and changed the state")
                    }
                }
            }
            if time > outcome.slowest.1 { outcome.slowest = (text, time) }
            if time > CatalogueFuzzTests.hangLimit { Issue.record("`\(text)` took \(time)") }
            _ = interpreter.view.drainEvents()
        }
    }

    /// `keyword`'s examples with extreme values: in each number's place, in all of them, and as
    /// each property's value.
    static func variants(of keyword: Keyword) -> [String] {
        ([keyword.info.example] + (CatalogueFuzzer.alternatives[keyword.rawValue] ?? [])).flatMap { variants(of: $0, keyword) }
    }

    static func variants(of example: String, _ keyword: Keyword) -> [String] {
        let places = CatalogueFuzzer.numberRanges(in: example).count
        var variants: [String] = []
        for value in CatalogueFuzzer.extremes {
            for place in 0..<places {
                var index = 0
                variants.append(CatalogueFuzzer.replacingNumbers(example) { number in
                    defer { index += 1 }
                    return index == places - 1 - place ? value : number   // replaced from the end
                })
            }
            if places > 1 { variants.append(CatalogueFuzzer.replacingNumbers(example) { _ in value }) }
            for property in CatalogueFuzzer.properties(of: keyword) {
                var r = SplitMix64(state: property.name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) })
                let typed = CatalogueFuzzer.replacingNumbers(CatalogueFuzzer.value(of: property.kind, &r)) { _ in value }
                variants.append(CatalogueFuzzer.assigning(property, typed, in: example, of: keyword))
            }
        }
        return variants
    }

    @Test func extremeNumbersInEveryCommandFailLocatedOrWork() {
        let setUps = CatalogueFuzzer.setUps.map(CatalogueFuzzTests.interpreter(after:))
        var outcome = Outcome()
        for keyword in CatalogueFuzzer.keywords {
            // The set-up the example runs in, so that the values reach the code that uses them.
            let base = setUps.first { setUp in
                var copy = setUp
                return CatalogueFuzzTests.commands(keyword.info.example)?.1.allSatisfy { (try? copy.execute($0)) != nil } ?? false
            } ?? setUps[0]
            for text in Self.variants(of: keyword) { Self.check(text, on: base, &outcome) }
        }
        print("extreme values: \(outcome.cases) cases, \(outcome.syntaxErrors) refused by the parser, \(outcome.failures) by the interpreter; slowest \(outcome.slowest.1): \(outcome.slowest.0.prefix(120))")
        #expect(outcome.cases > 4_000)
    }
}
