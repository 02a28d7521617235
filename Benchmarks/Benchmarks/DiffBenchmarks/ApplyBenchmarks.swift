import Benchmark
import BenchmarkSupport
import CollectionEngine
#if canImport(DifferenceKit)
import DifferenceKit
#endif

// The whole apply from string identifiers (issue 13 point 1) in DifferenceKit's own benchmark
// shape (its Benchmark/Sources/main.swift): N UUID-shaped names; the target deletes N/10 at 20%,
// inserts N/10 new names at 30%, and shuffles the first 2%. Measured: intern the target's names
// into the view's table, build the snapshot, `apply` it animated (diff, validation, batch update,
// layout) on a view showing the source — everything a script's `apply` does after parsing.
// With COLSCRIPT_DIFFERENCEKIT_PATH set (Package.swift), the same data goes through
// DifferenceKit's `StagedChangeset` in the same run, for the side-by-side figure.

/// DifferenceKit's BenchmarkData, with seeded UUID-shaped strings.
final class ApplyFixture: @unchecked Sendable {
    let source: [String]
    let target: [String]
    /// A diffable view of 390 × 844 with a 100 × 100 flow layout that shows `source` between
    /// samples (only the benchmark thread touches it; kept uniquely referenced, as a script's
    /// view is, so no sample pays for a copy of it).
    var view: CollectionView
    /// The source's snapshot, applied back after each sample.
    let sourceSnapshot: DiffableSnapshot
    /// How many item names the view knew before the target's: forgotten after each sample, so
    /// every sample interns the target's new names as new.
    let knownNames: Int

    init(count: Int) {
        var rng = BenchmarkRandom(seed: 0xD1FF_0001)
        let source = (0..<count).map { _ in DiffFixture.uuid(&rng) }
        var target = source
        let tenth = count / 10
        target.removeSubrange(2 * tenth..<3 * tenth)
        target.insert(contentsOf: (0..<tenth).map { _ in DiffFixture.uuid(&rng) }, at: 3 * tenth)
        target[0..<count / 50].shuffle(using: &rng)
        self.source = source
        self.target = target

        var view = CollectionView()
        try! view.setBoundsSize(Size(width: 390, height: 844))
        var layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        try! view.setCollectionViewLayout(layout)
        try! view.enableDiffableDataSource()
        let snapshot = Self.snapshot(of: source, in: &view)
        try! view.apply(snapshot, mode: .animated)   // the first apply reloads
        _ = view.drainEvents()
        self.view = view
        self.sourceSnapshot = snapshot
        self.knownNames = view.itemNames.count
    }

    /// One measured apply of the target, then (unmeasured) back to the source.
    func measureApply(_ benchmark: Benchmark) {
        benchmark.startMeasurement()
        let snapshot = Self.snapshot(of: target, in: &view)
        blackHole(try! view.apply(snapshot, mode: .animated))
        benchmark.stopMeasurement()
        _ = try! view.apply(sourceSnapshot, mode: .animated)
        view.itemNames.forgetIdentifiers(from: knownNames)
        _ = view.drainEvents()
    }

    /// The snapshot of one section "S" holding `names`, interned into the view's tables as a
    /// script's snapshot block does.
    static func snapshot(of names: [String], in view: inout CollectionView) -> DiffableSnapshot {
        let section = view.sectionNames.intern("S")
        let ids = view.itemNames.intern(contentsOf: names)
        var snapshot = DiffableSnapshot()
        _ = try! snapshot.appendSections([section])
        _ = try! snapshot.appendItems(ids, toSection: section)
        return snapshot
    }
}

enum ApplyFixtures {
    static let hundredThousand = ApplyFixture(count: 100_000)
    static let million = ApplyFixture(count: 1_000_000)
    static func fixture(_ count: Int) -> ApplyFixture { count == 100_000 ? hundredThousand : million }
}

#if canImport(DifferenceKit)
extension String: @retroactive Differentiable {}
#endif

func applyBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
                                                timeUnits: .milliseconds, warmupIterations: 1,
                                                maxDuration: .seconds(10), maxIterations: 20).respectingRunLength
    for count in [100_000, 1_000_000] {
        let label = count == 100_000 ? "100k" : "1M"
        Benchmark("apply from strings DifferenceKit shape \(label)", configuration: configuration) { benchmark in
            ApplyFixtures.fixture(count).measureApply(benchmark)
        }
        #if canImport(DifferenceKit)
        Benchmark("DifferenceKit StagedChangeset DifferenceKit shape \(label)", configuration: configuration) { benchmark in
            let fixture = ApplyFixtures.fixture(count)
            benchmark.startMeasurement()
            blackHole(StagedChangeset(source: fixture.source, target: fixture.target))
        }
        #endif
    }
}
