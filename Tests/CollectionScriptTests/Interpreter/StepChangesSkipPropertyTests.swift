import Testing
import CollectionEngine
@testable import CollectionScript

/// `items`, `sections` and `reloadData` only reload, so the interpreter no longer reads the picture
/// of the cells before them (Interpreter.execute). Against the reference — the old rule, a picture
/// before and after every top-level command and `StepChanges.marks` of the two — the step changes it
/// keeps are the same after random commands, reloads among updates, applies and blocks.
struct StepChangesSkipPropertyTests {
    static func command(_ r: inout SplitMix64) -> String {
        switch r.below(8) {
        case 0: return "items S\(r.below(2)) \(r.pick(["a b c", "count 3", "d x\(r.below(9))", ""]))"
        case 1: return r.pick(["sections S0 S1", "sections S0 S1 S2", "reloadData"])
        case 2: return r.pick(["insert [0,0] n\(r.below(99))", "delete [0,0]", "move [0,0] -> [1,0]", "reload [0,0]"])
        case 3: return "batch { insert [1,0] m\(r.below(99)); delete [0,1] }"
        default: return RollbackPropertyTests.command(&r)
        }
    }

    @Test func theKeptStepChangesAgreeWithAPictureBeforeEveryCommand() {
        var r = SplitMix64(state: 0x5_7E9_C4A6)
        var reloads = 0, updates = 0
        for _ in 0..<60 {
            var interpreter = Interpreter(version: .latest)
            let setUp = Parser.parse(SourceFile(name: "setup", text: "sections S0 S1\nitems S0 a b c\nitems S1 d e\n"))
            for command in setUp.script.commands { _ = try? interpreter.execute(command) }
            for _ in 0..<30 {
                let text = Self.command(&r)
                let parsed = Parser.parse(SourceFile(name: "random", text: text))
                guard parsed.diagnostics.isEmpty else { continue }
                for command in parsed.script.commands {
                    let before = interpreter.visibleCells()
                    let kept = interpreter.lastChanges
                    guard let report = try? interpreter.execute(command) else {
                        #expect(interpreter.lastChanges == kept, "`\(text)` failed and changed the step changes")
                        continue
                    }
                    let reference = report.changedState
                        ? StepChanges.marks(report.viewUpdates, before: before, after: interpreter.visibleCells()) : kept
                    #expect(interpreter.lastChanges == reference, "`\(text)`")
                    if command.traits.onlyReloads {
                        reloads += 1
                        #expect(report.viewUpdates.isEmpty, "`\(text)` only reloads")
                    } else if !report.viewUpdates.isEmpty {
                        updates += 1
                    }
                }
            }
        }
        #expect(reloads > 100 && updates > 100, "the generator should mix reloads and updates")
    }
}
