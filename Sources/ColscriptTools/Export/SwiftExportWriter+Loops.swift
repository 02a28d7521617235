import CollectionEngine
import CollectionScript

/// `repeat N { … }` and `sameTurn { … }`: blocks whose commands the test makes one by one.
///
/// A `repeat` runs its body N times through the writer: turns whose Swift is the same are one
/// `for _ in 0..<K { … }`, turns whose Swift differs (an insert names a new item, a scroll moves
/// on) are written out, up to `unrollLimit` blocks. A `sameTurn` is the calls with no
/// `layoutIfNeeded()` between them: in a test, consecutive UIKit calls are one run-loop turn, so
/// `reloadData()` only marks the counts stale until the layout pass at the end (docs/updates.md
/// §3.3 rule 2, [observed] rdar 27941923, 28167779).
extension SwiftExportWriter {
    /// The most blocks an unrolled `repeat` writes (runs of equal turns count as one).
    static let unrollLimit = 64

    /// Writes a `repeat` or a `sameTurn`; false for every other command.
    mutating func blockStep(_ command: Command) throws(SwiftExport.Failure) -> Bool {
        if case .repeat(let count, let inner) = command.kind {
            try repeatLines(count.value, inner, command)
            return true
        }
        if case .sameTurn(let inner) = command.kind {
            try sameTurnLines(inner, command)
            return true
        }
        return false
    }

    /// The whole block run once as colscript runs it: a script error (one of colscript's own
    /// limits, a name that does not exist) is reported as the step's, before any Swift is written.
    private mutating func trial(_ command: Command) throws(SwiftExport.Failure) -> StepReport? {
        var trial = interpreter
        do {
            return try trial.execute(command)
        } catch {
            if case .uikit = error { return nil }  // the turn that raises is written under the catcher
            try raised(error, by: command, before: interpreter)
            return nil
        }
    }

    private mutating func repeatLines(_ count: Int, _ inner: [Command], _ command: Command) throws(SwiftExport.Failure) {
        let report = try trial(command)
        if scriptErrorInBlock { return }
        let saved = body
        var runs: [(lines: [String], turns: Int)] = []
        blockDepth += 1
        for _ in 0..<count where !stopped {
            body = []
            for nested in inner where !stopped { try step(nested) }
            if let last = runs.last, last.lines == body {
                runs[runs.count - 1].turns += 1
            } else {
                runs.append((body, 1))
            }
            guard runs.count <= Self.unrollLimit else {
                throw unsupported(command, "its body's calls change from turn to turn (an item's name, an offset …), and written out its \(count) turns would take more than \(Self.unrollLimit) blocks of Swift; repeat fewer times")
            }
        }
        blockDepth -= 1
        body = saved
        for run in runs {
            if run.turns == 1 {
                body += run.lines
            } else {
                body.append("for _ in 0..<\(run.turns) {")
                body += run.lines.map { $0.isEmpty ? $0 : "    " + $0 }
                body.append("}")
            }
        }
        if !stopped, blockDepth == 0, report?.changedState == true {
            let state = assertions()
            body += body.last == state.first ? Array(state.dropFirst()) : state
        }
    }

    private mutating func sameTurnLines(_ inner: [Command], _ command: Command) throws(SwiftExport.Failure) {
        let report = try trial(command)
        if scriptErrorInBlock { return }
        let opened = interpreter.exportBeginRunLoopTurn()
        if opened {
            body.append("// One run-loop turn: no layoutIfNeeded() between these calls, so reloadData() only marks the")
            body.append("// counts stale and the next update reads \"before\" from the data source (docs/updates.md §3.3).")
        }
        blockDepth += 1
        turnDepth += 1
        for nested in inner where !stopped {
            if Self.isExpectation(nested) {
                throw unsupported(nested, "inside `sameTurn` it reads the view before the turn's layout pass; colscript answers such queries from the stale count cache by inference only (CollectionView+Data.swift), so it is not exported; check after the block")
            }
            try step(nested)
        }
        blockDepth -= 1
        turnDepth -= 1
        guard opened, !stopped else { return }
        do {
            try interpreter.exportEndRunLoopTurn(at: command.range)
        } catch {
            // The calls were made; the layout pass that ends the turn is what raises.
            catching(["collectionView.layoutIfNeeded()"], error)
            return
        }
        if blockDepth == 0, report?.changedState == true { body += assertions() }
    }

    /// In one run-loop turn the engine models the count cache only (CollectionView+Data.swift:
    /// other operations lay out at once, [inferred]); a step whose calls are not reloadData(),
    /// updates or performBatchUpdates is refused rather than exported as something unverified.
    func checkTurnCalls(_ command: Command, _ report: StepReport) throws(SwiftExport.Failure) {
        guard turnDepth > 0 else { return }
        for call in report.calls {
            if case .reloadData = call { continue }
            if case .update = call { continue }
            if case .performBatchUpdates = call { continue }
            throw unsupported(command, "inside `sameTurn` it calls \(call.spelled); colscript models one run-loop turn only for reloadData(), the updates and performBatchUpdates (the count cache, docs/updates.md §3.3), so what UIKit does with this call before the turn's layout pass is not known here")
        }
    }
}
