import Benchmark
import BenchmarkSupport
import CollectionEngine

// The diffable data source's diff (SnapshotDiff) on one-section snapshots of 10k, 100k and 1M
// items with UUID-like string identifiers interned to Ints once, outside the measurement:
// DifferenceKit's shape (10% deleted, 10% inserted, 2% of positions swapped), 1% moved, fully
// shuffled, reversed; plus Swift's `difference(from:).inferringMoves()` on the same id arrays
// where it finishes in reasonable time. Figures and the command: Benchmarks/DIFF-RESULTS.md.

/// Fixtures, each built on first use (a million UUID strings take seconds to intern); Swift's
/// static lets are lazy and thread-safe.
enum DiffFixtures {
    static let sizes = [10_000, 100_000, 1_000_000]

    static let differenceKit10k = DiffFixture(count: 10_000, shape: .differenceKit)
    static let differenceKit100k = DiffFixture(count: 100_000, shape: .differenceKit)
    static let differenceKit1M = DiffFixture(count: 1_000_000, shape: .differenceKit)
    static let moves1Percent10k = DiffFixture(count: 10_000, shape: .moves1Percent)
    static let moves1Percent100k = DiffFixture(count: 100_000, shape: .moves1Percent)
    static let moves1Percent1M = DiffFixture(count: 1_000_000, shape: .moves1Percent)
    static let shuffled10k = DiffFixture(count: 10_000, shape: .shuffled)
    static let shuffled100k = DiffFixture(count: 100_000, shape: .shuffled)
    static let shuffled1M = DiffFixture(count: 1_000_000, shape: .shuffled)
    static let reversed10k = DiffFixture(count: 10_000, shape: .reversed)
    static let reversed100k = DiffFixture(count: 100_000, shape: .reversed)
    static let reversed1M = DiffFixture(count: 1_000_000, shape: .reversed)

    static func fixture(_ shape: DiffFixture.Shape, sizeIndex: Int) -> DiffFixture {
        switch (shape, sizeIndex) {
        case (.differenceKit, 0): return differenceKit10k
        case (.differenceKit, 1): return differenceKit100k
        case (.differenceKit, _): return differenceKit1M
        case (.moves1Percent, 0): return moves1Percent10k
        case (.moves1Percent, 1): return moves1Percent100k
        case (.moves1Percent, _): return moves1Percent1M
        case (.shuffled, 0): return shuffled10k
        case (.shuffled, 1): return shuffled100k
        case (.shuffled, _): return shuffled1M
        case (.reversed, 0): return reversed10k
        case (.reversed, 1): return reversed100k
        case (.reversed, _): return reversed1M
        }
    }
}

private func label(_ size: Int) -> String { size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k" }

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(10),
        maxIterations: 25
    ).respectingRunLength

    for shape in DiffFixture.Shape.allCases {
        for (index, size) in DiffFixtures.sizes.enumerated() {
            Benchmark("SnapshotDiff \(shape.rawValue) \(label(size))") { benchmark in
                let fixture = DiffFixtures.fixture(shape, sizeIndex: index)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(SnapshotDiff.changes(from: fixture.old, to: fixture.new))
                }
            }
        }
    }

    // Swift's Myers diff is O((N+M)·D): only the cases that finish in seconds.
    let swiftCases: [(DiffFixture.Shape, Int)] = [(.differenceKit, 0), (.moves1Percent, 0), (.moves1Percent, 1)]
    for (shape, index) in swiftCases {
        Benchmark("Swift difference+inferringMoves \(shape.rawValue) \(label(DiffFixtures.sizes[index]))",
                  configuration: Benchmark.Configuration(maxDuration: .seconds(20), maxIterations: 5).respectingRunLength) { benchmark in
            let fixture = DiffFixtures.fixture(shape, sizeIndex: index)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(fixture.newIDs.difference(from: fixture.oldIDs).inferringMoves())
            }
        }
    }

    Benchmark("DiffableSnapshot appendItems 1M") { benchmark in
        let ids = Array(0..<1_000_000)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(DiffFixture.snapshot(ids))
        }
    }
    identifierBenchmarks()
    applyBenchmarks()
}
