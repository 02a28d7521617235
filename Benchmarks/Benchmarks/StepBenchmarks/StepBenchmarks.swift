import Benchmark
import BenchmarkSupport
import CollectionScript

// Whole steps as a script or the REPL runs them (issue 37): parse, interpret, the engine's
// transaction, render the transcript. A step must cost what it changes, so each figure is taken at
// 10k, 100k and 1M items: flat rows mean O(k), rising rows O(n).
//
// - `run step`: `insert [0,0] NAME` in a session, as `colscript run` does.
// - `REPL step`: the same inside an undo step the REPL keeps open (`Session.beginUndoStep`), the
//   newest 64 kept, as `:undo` needs them: no copy of the items may be made.
// - `batch 10` / `batch 1000`: a performBatchUpdates of deletes and inserts in one section.
// - `insert+delete 3 paths`: an `insert` of three index paths, then a `delete` of three (two steps
//   a sample): the single calls that name several items, which take the batch path.

/// A session the benchmark thread alone drives (kept uniquely referenced, as the REPL's is).
final class SessionBox: @unchecked Sendable {
    var session = Session(options: SessionOptions(quiet: true))
    var undoPoints: [Session.UndoPoint] = []
    var next = 0

    init(items: Int) {
        _ = session.runEntry(SourceFile(name: "setup", text: "sections A\nitems A count \(items)\n"))
    }

    func step(_ text: String, keepingUndo: Bool) {
        if keepingUndo {
            undoPoints.append(session.beginUndoStep())
            blackHole(session.runEntry(SourceFile(name: "step", text: text)).status)
            if undoPoints.count > 64 {
                session.forgetOldestUndoStep(undoPoints[0], next: undoPoints[1])
                undoPoints.removeFirst()
            }
        } else {
            blackHole(session.runEntry(SourceFile(name: "step", text: text)).status)
        }
    }

    /// A batch of `size` updates: half deletes spread over the first items, half inserts of new names.
    func batch(_ size: Int) -> String {
        let deletes = (0..<size / 2).map { "[0,\($0 * 2 + 1)]" }.joined(separator: " ")
        let inserts = (0..<size / 2).map { position in
            next += 1
            return "insert [0,\(position)] n\(next)"
        }.joined(separator: "; ")
        return "batch { delete \(deletes); \(inserts) }"
    }

    /// An insert of three new names at the front, then a delete of them.
    func threePaths() -> (insert: String, delete: String) {
        ("insert [0,0] [0,1] [0,2] \(name()) \(name()) \(name())", "delete [0,0] [0,1] [0,2]")
    }

    func name() -> String {
        next += 1
        return "n\(next)"
    }
}

/// One session per benchmark, made on first use (outside the measurement) and kept across samples.
final class Fixtures: @unchecked Sendable {
    static let shared = Fixtures()
    private var boxes: [String: SessionBox] = [:]

    func box(_ key: String, items: Int) -> SessionBox {
        if let box = boxes[key] { return box }
        let box = SessionBox(items: items)
        boxes[key] = box
        return box
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(2),
        maxIterations: 200
    ).respectingRunLength

    for count in [10_000, 100_000, 1_000_000] {
        Benchmark("run step insert front \(count)") { benchmark in
            let box = Fixtures.shared.box("run \(count)", items: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { box.step("insert [0,0] \(box.name())", keepingUndo: false) }
        }
        Benchmark("REPL step insert front \(count)") { benchmark in
            let box = Fixtures.shared.box("repl \(count)", items: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { box.step("insert [0,0] \(box.name())", keepingUndo: true) }
        }
        Benchmark("run step insert+delete 3 paths \(count)") { benchmark in
            let box = Fixtures.shared.box("paths \(count)", items: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                benchmark.stopMeasurement()
                let steps = box.threePaths()
                benchmark.startMeasurement()
                box.step(steps.insert, keepingUndo: false)
                box.step(steps.delete, keepingUndo: false)
            }
        }
        for size in [10, 1_000] {
            Benchmark("run step batch \(size) \(count)") { benchmark in
                let box = Fixtures.shared.box("batch \(size) \(count)", items: count)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    benchmark.stopMeasurement()
                    let text = box.batch(size)
                    benchmark.startMeasurement()
                    box.step(text, keepingUndo: false)
                }
            }
        }
    }
}
