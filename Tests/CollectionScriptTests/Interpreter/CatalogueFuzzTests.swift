import Foundation
import Testing
import CollectionEngine
@testable import CollectionScript
import TestSupport

/// Issue 36's campaign over every command the catalogue declares (`CatalogueFuzzer`): each
/// generated command runs twice from the same state — once as written, once failing by
/// construction (inside `expect error`, `sameTurn`, `repeat 1` or, for an update, `batch`, with a
/// command after it that always fails) — and the failing run must leave the whole state as it
/// was (`RollbackPropertyTests.Dump`: the view value and the interpreter's own state). Every
/// failure must be a located error, no command may take seconds, and every keyword must run.
///
/// CI runs the default, short campaign (a few seconds in a debug build). A longer one:
///
///     COLSCRIPT_FUZZ_RUNS=200000 COLSCRIPT_FUZZ_SEED=7 swift test --filter CatalogueFuzzTests
///
/// (`-c release` builds longer and runs faster). A run is one generated command
/// run both ways; a failure names the seed, case and command, so it reruns exactly.
struct CatalogueFuzzTests {
    static let environment = ProcessInfo.processInfo.environment

    /// COLSCRIPT_FUZZ_SEED, or `fallback`.
    static func seed(_ fallback: UInt64) -> UInt64 { environment["COLSCRIPT_FUZZ_SEED"].flatMap(UInt64.init) ?? fallback }
    /// COLSCRIPT_FUZZ_RUNS, or `fallback`.
    static func runs(_ fallback: Int) -> Int { environment["COLSCRIPT_FUZZ_RUNS"].flatMap(Int.init) ?? fallback }

    /// The longest one command may take (a debug build; nothing should come near it).
    static let hangLimit: Duration = .seconds(5)

    /// `text`'s commands, or nil when it does not parse cleanly.
    static func commands(_ text: String, name: String = "fuzz") -> (SourceFile, [Command])? {
        let source = SourceFile(name: name, text: text)
        let parsed = Parser.parse(source)
        return parsed.diagnostics.isEmpty && !parsed.isIncomplete ? (source, parsed.script.commands) : nil
    }

    /// The interpreter after `setUp`.
    static func interpreter(after setUp: String) -> Interpreter {
        var interpreter = Interpreter(version: .latest)
        for command in commands(setUp, name: "setup")?.1 ?? [] {
            #expect((try? interpreter.execute(command)) != nil, "the set-up failed at \(command)")
        }
        _ = interpreter.view.drainEvents()
        return interpreter
    }

    /// A failure is located: its range lies in the source, and it says something.
    static func isLocated(_ error: RuntimeError, in source: SourceFile) -> Bool {
        error.range.lowerBound >= 0 && error.range.upperBound <= source.bytes.count && !error.message.isEmpty
    }

    /// Always fails when run (no collection here has 99,999 sections), after what comes before it
    /// ran. (Not a `tap`: a tap anywhere closes an open swipe row, and succeeds.)
    static let failing = "deleteSection 99999"

    /// `text` wrapped so that it runs and then fails, by one of the constructions the language has.
    static func failingByConstruction(_ text: String, _ keyword: Keyword, _ r: inout SplitMix64) -> String {
        switch r.below(keyword.family == .updates ? 4 : 3) {
        case 0: "expect error \"never printed\" { \(text); \(failing) }"
        case 1: "sameTurn { \(text); \(failing) }"
        case 2: "repeat 1 { \(text); \(failing) }"
        default: "batch { \(text); insert [99999,0] Z }"
        }
    }

    struct Tally {
        /// Keywords whose generated command parsed and ran (succeeding or failing).
        var ran: Set<String> = []
        var succeeded: Set<String> = []
        var runs = 0, failures = 0, twinFailures = 0
        var slowest: (String, Duration) = ("", .zero)
    }

    /// Runs `runs` generated commands, `perCase` to a fresh session, each twice as described above.
    static func campaign(seed: UInt64, runs: Int, perCase: Int = 20, extremePercent: Int = 10) -> Tally {
        var r = SplitMix64(state: seed)
        var tally = Tally()
        var caseIndex = 0
        while tally.runs < runs {
            var interpreter = Self.interpreter(after: r.pick(CatalogueFuzzer.setUps))
            for _ in 0..<perCase where tally.runs < runs {
                let (keyword, text) = CatalogueFuzzer.command(&r, extremePercent: extremePercent)
                let place = "seed \(seed), case \(caseIndex): `\(text)`"
                guard let (source, parsed) = commands(text) else { continue }
                tally.runs += 1
                for command in parsed {
                    _ = interpreter.view.drainEvents()
                    let before = RollbackPropertyTests.Dump(interpreter)
                    // Failing by construction, from the same state.
                    let wrapped = failingByConstruction(source.text(of: command.range), keyword, &r)
                    if let (wrappedSource, wrappedCommands) = commands(wrapped), wrappedCommands.count == 1 {
                        var twin = interpreter
                        let time = ContinuousClock().measure {
                            do throws(RuntimeError) {
                                _ = try twin.execute(wrappedCommands[0])
                                Issue.record("failing by construction succeeded: \(wrapped) (\(place))")
                            } catch {
                                tally.twinFailures += 1
                                if !isLocated(error, in: wrappedSource) { Issue.record("an unlocated error \(error) (\(place))") }
                                if RollbackPropertyTests.Dump(twin) != before {
                                    Issue.record("`\(wrapped)` failed (\(error.message)) and changed the state (\(place))")
                                }
                            }
                        }
                        if time > tally.slowest.1 { tally.slowest = (wrapped, time) }
                        if time > hangLimit { Issue.record("`\(wrapped)` took \(time) (\(place))") }
                    }
                    // As written.
                    let time = ContinuousClock().measure {
                        do throws(RuntimeError) {
                            _ = try interpreter.execute(command)
                            tally.succeeded.insert(keyword.rawValue)
                        } catch {
                            tally.failures += 1
                            if !isLocated(error, in: source) { Issue.record("an unlocated error \(error) (\(place))") }
                            if RollbackPropertyTests.Dump(interpreter) != before {
                                Issue.record("`\(text)` failed (\(error.message)) and changed the state (\(place))")
                            }
                        }
                    }
                    if time > tally.slowest.1 { tally.slowest = (text, time) }
                    if time > hangLimit { Issue.record("`\(text)` took \(time) (\(place))") }
                }
                tally.ran.insert(keyword.rawValue)
            }
            caseIndex += 1
        }
        return tally
    }

    /// The campaign, and the check that it reached every command of every family: a new command
    /// is fuzzed by being declared, and this names any keyword it could not run.
    @Test func everyCommandRunsTwiceAndItsFailingTwinChangesNothing() {
        let seed = Self.seed(0x0036_CA7A)
        let tally = Self.campaign(seed: seed, runs: Self.runs(2500))
        print("catalogue fuzz: seed \(seed), \(tally.runs) runs, \(tally.failures) failed as written, \(tally.twinFailures) failing twins; slowest \(tally.slowest.1): \(tally.slowest.0.prefix(120))")
        let missing = CatalogueFuzzer.keywords.map(\.rawValue).filter { !tally.ran.contains($0) }
        #expect(missing.isEmpty, "never generated and run: \(missing) — their examples must parse (and mutate) to be fuzzed")
        #expect(tally.failures > tally.runs / 20 && tally.twinFailures > tally.runs / 2, "the campaign should fail often")
        let neverSucceeded = CatalogueFuzzer.keywords.map(\.rawValue).filter { !tally.succeeded.contains($0) }
        if !neverSucceeded.isEmpty { print("catalogue fuzz: never succeeded (set-ups lack what they need): \(neverSucceeded)") }
    }

    /// The generator's number scanner finds the numbers of a size, a point, an index path and a
    /// negative, and none inside a name.
    @Test func numbersAreFoundWhereTheyAreNumbers() {
        let replaced = CatalogueFuzzer.replacingNumbers("cellSize [0,0] ... [0,39] 390x100 m1 Recents-0 (0, -4) 0.5 seed=7") { _ in "N" }
        #expect(replaced == "cellSize [N,N] ... [N,N] NxN m1 Recents-0 (N, N) N seed=N")
    }
}
