import Foundation
import Testing
import CollectionScript
import CollectionEngine
import TestSupport

/// No input reaches a trap: seeded random scripts built from the language's own words, index
/// paths (valid, out of range, negative, huge) and values run through the same Session as
/// `colscript run`, and every run ends in a transcript or a diagnostic.
struct InterpreterFuzzTests {

    static let numbers = ["0", "1", "2", "3", "7", "-1", "100", "9223372036854775807", "2.5", "-3"]

    static func indexPath(_ r: inout SplitMix64) -> String {
        "[\(r.pick(["0", "1", "2", "-1", "5", "99999999999"])),\(r.pick(["0", "1", "2", "3", "-2", "40", "9223372036854775807"]))]"
    }

    static func command(_ r: inout SplitMix64, depth: Int = 0) -> String {
        let p = { (r: inout SplitMix64) in indexPath(&r) }
        switch r.below(32) {
        case 0: return "sections " + (0..<r.below(4)).map { "S\($0)" }.joined(separator: " ")
        case 1: return "items \(r.pick(["S0", "S1", "0", "1", "9"])) " + r.pick(["a b c", "count 5", "count 0", "count 300", "x"])
        case 2: return "insert \(p(&r)) \(r.pick(["G", "H I", "count 2", ""]))"
        case 3: return "delete \(p(&r)) \(r.pick(["", p(&r), "a"]))"
        case 4: return "move \(p(&r)) -> \(p(&r))"
        case 5: return "reload \(r.pick(["", p(&r), "b"]))"
        case 6: return "\(r.pick(["data", "view"])) \(r.pick(["insert", "delete", "reload", "reconfigure"])) \(p(&r)) \(r.pick(["Z", ""]))"
        case 7: return "insertSection \(r.pick(Self.numbers)) \(r.pick(["N", "S0", ""]))"
        case 8: return "deleteSection \(r.pick(["0", "1", "S1", "-4", "8"]))"
        case 9: return "moveSection \(r.pick(["0", "1", "S0"])) -> \(r.pick(Self.numbers))"
        case 10: return "select \(p(&r)) \(r.pick(["", "top", "centeredVertically", "top bottom", "none"]))"
        case 11: return "tap \(p(&r))"
        case 12: return "scrollTo \(p(&r)) \(r.pick(["top", "bottom left", "centeredHorizontally", ""]))"
        case 13: return "scroll \(r.pick(["to", "by"])) (\(r.pick(Self.numbers)), \(r.pick(Self.numbers)))"
        case 14: return "layout flow itemSize=\(r.pick(["100x100", "0x0", "5000x10", "1x1"])) sectionInset=\(r.pick(["16", "0,500,0,500", "-10"])) \(r.pick(["", "scrollDirection=horizontal", "headerReferenceSize=0x30"]))"
        case 15: return "view \(r.pick(["390x844", "0x0", "1x1", "844x390", "100000x3"]))"
        case 16: return "set \(r.pick(["allowsMultipleSelection", "allowsSelection", "isEditing", "contentInset", "scale", "semanticContentAttribute"])) = \(r.pick(["true", "false", "0,0,34,0", "3", "forceRightToLeft", "7"]))"
        case 17: return "beginMove \(p(&r))"
        case 18: return "updateMove (\(r.pick(Self.numbers)), \(r.pick(Self.numbers)))"
        case 19: return r.pick(["endMove", "cancelMove", "show", "show layout", "show cells", "show frames", "trace on", "explain", "help", "help insert"])
        case 20: return "size \(p(&r)) \(r.pick(["200x100", "0x0", "99999x1"]))"
        case 21: return "sectionInset \(r.pick(["0", "S0", "4"])) = \(r.pick(["8", "0,0,0,0"]))"
        case 22: return "hit (\(r.pick(Self.numbers)), \(r.pick(Self.numbers)))"
        case 23: return "focus \(r.pick(["left", "right", "up", "down", p(&r)]))"
        case 24: return "delegate \(r.pick(["shouldSelect", "shouldHighlight", "canMove", "targetIndexPathForMove"])) \(p(&r)) = \(r.pick(["false", "true", p(&r)]))"
        case 25: return "expect \(r.pick(["count", "selected", "visible", "offset", "items S0", "frame [0,0]", "events"])) == \(r.pick(["3", "[]", "(0, 0)", "[a b]"]))"
        case 26 where depth < 2: return "batch { \(command(&r, depth: depth + 1)); \(command(&r, depth: depth + 1)) }"
        case 27 where depth < 2: return "expect error \"attempt\" { \(command(&r, depth: depth + 1)) }"
        case 28 where depth < 2: return "repeat \(r.pick(["0", "2", "3"])) { \(command(&r, depth: depth + 1)) }"
        case 30: return "drag \(p(&r)) -> \(p(&r)) \(r.pick(["", "operation=copy", "operation=forbidden", "intent=insertIntoDestinationIndexPath"]))"
        case 29 where depth < 2: return "sameTurn { \(r.pick(["reload", "data insert [0,0] q"])); \(command(&r, depth: depth + 1)) }"
        default: return r.pick(["ios 15", "ios 16.4", "echo \"hi\"", "reload", "register Fancy", "diffable on"])
        }
    }

    /// The `show` output of `session` (on a copy: showing changes nothing).
    static func shown(_ session: Session) -> String {
        var copy = session
        return copy.runEntry(SourceFile(name: "probe", text: "show")).output
    }

    @Test func randomScriptsNeverTrap() {
        // FUZZ_CASES / FUZZ_SEED widen a local run; CI runs the fixed, bounded default.
        let environment = ProcessInfo.processInfo.environment
        var r = SplitMix64(state: environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 0xC011_EC71)
        let cases = environment["FUZZ_CASES"].flatMap(Int.init) ?? 400
        var statuses: Set<Int32> = []
        for case_ in 0..<cases {
            let lines = (0..<(5 + r.below(25))).map { _ in Self.command(&r) }
            // Run without stopping at the first error: each line separately, as a REPL would.
            var session = Session()
            var transcript = ""
            for line in lines {
                if ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil { FileHandle.standardError.write(Data((line + "\n").utf8)) }
                let before = session
                let result = session.runEntry(SourceFile(name: "fuzz-\(case_)", text: line))
                statuses.insert(result.status.rawValue)
                transcript += result.output
                // A command that fails (or does not parse) changes nothing.
                if result.status != .ok, Self.shown(session) != Self.shown(before) {
                    Issue.record("the failed entry \(line.debugDescription) changed the state (case \(case_))")
                }
            }
            // Deterministic: the same lines in a fresh session print the same transcript.
            var again = Session()
            let repeated = lines.map { again.runEntry(SourceFile(name: "fuzz-\(case_)", text: $0)).output }.joined()
            if repeated != transcript { Issue.record("case \(case_) printed a different transcript the second time") }
        }
        #expect(statuses.isSubset(of: [0, 1, 65]))
        #expect(statuses.contains(0) && statuses.contains(1) && statuses.contains(65), "the fuzzer reaches every outcome")
    }

    @Test func randomBytesNeverTrap() {
        var r = SplitMix64(state: 7)
        let alphabet = Array("[](){},;->=!<>\"#\\x0123456789 .-_abcinsertdelmovbach\n\t".unicodeScalars)
        for _ in 0..<300 {
            var text = String.UnicodeScalarView()
            for _ in 0..<r.below(80) { text.append(r.pick(alphabet)) }
            let source = SourceFile(name: "bytes", text: String(text))
            var session = Session(), again = Session()
            let result = session.runScript(source)
            // Deterministic, and a syntax error is reported exactly when `check` finds one.
            #expect(again.runScript(source).output == result.output)
            #expect((result.status == .syntaxError) == (Session().check(source).status == .syntaxError))
            if result.status != .ok { #expect(!result.output.isEmpty, "an error is always reported") }
        }
    }
}
