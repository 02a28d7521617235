import Benchmark
import BenchmarkSupport
import CollectionScript
import Foundation

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
// - `run script shuffle twice`: `Scripts/shuffle-1m-twice.colscript` at N items, a fresh session a
//   sample (the whole script: diffable on, the snapshot of N, two shuffles and applies, show diff).
// - `REPL start`: the release tool (`../.build/release/colscript`, or COLSCRIPT_BINARY) started as
//   `colscript repl` with `echo "hi"` piped in, to its exit: the child's CPU (user + sys, from
//   getrusage) is the `child CPU` metric; without the tool the row measures nothing.

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

/// The shuffle script (`Scripts/shuffle-1m-twice.colscript`) at `count` items.
func shuffleScript(_ count: Int) -> String {
    """
    diffable on
    snapshot {
      appendSections Feed
      appendItems Feed count \(count)
    }
    apply
    snapshot { shuffle Feed seed=7 }
    apply
    snapshot { shuffle Feed seed=8 }
    apply
    show diff

    """
}

/// The release tool the `REPL start` row starts (nil: not built).
let colscriptBinary: String? = {
    let path = ProcessInfo.processInfo.environment["COLSCRIPT_BINARY"] ?? "../.build/release/colscript"
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}()

/// User + sys CPU of the finished children so far, in microseconds.
func childrenCPU() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000 + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
}

/// Starts `colscript repl` with `echo "hi"` on its standard input and waits for it.
func startREPL(_ binary: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["repl"]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return }
    input.fileHandleForWriting.write(Data("echo \"hi\"\n".utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
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
        Benchmark("run script shuffle twice \(count)",
                  configuration: Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .peakMemoryResident], timeUnits: .milliseconds,
                                                        maxDuration: .seconds(5), maxIterations: 20).respectingRunLength) { benchmark in
            let source = SourceFile(name: "shuffle", text: shuffleScript(count))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var session = Session(options: SessionOptions(quiet: true))
                blackHole(session.runEntry(source).status)
            }
        }
    }

    let childCPU = BenchmarkMetric.custom("child CPU (us)")
    Benchmark("REPL start", configuration: Benchmark.Configuration(metrics: [.wallClock, childCPU], timeUnits: .milliseconds,
                                                                   maxDuration: .seconds(3), maxIterations: 100).respectingRunLength) { benchmark in
        guard let binary = colscriptBinary else { return }
        for _ in benchmark.scaledIterations {
            let before = childrenCPU()
            startREPL(binary)
            benchmark.measurement(childCPU, childrenCPU() - before)
        }
    }

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
