// CompositionalLayout at 1M items in nested groups (release). See Benchmarks/README.md.
import Benchmark
import BenchmarkSupport
import CollectionEngine

/// A photo-grid pattern of nested groups: one big item beside a vertical pair, 200 high.
func nestedGridLayout() -> CompositionalLayout {
    let small = LayoutGroup.Subitem.item(LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)),
                                                    contentInsets: EdgeInsets(all: 2)))
    let big = LayoutGroup.Subitem.item(LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                                                  contentInsets: EdgeInsets(all: 2)))
    let pair = LayoutGroup.vertical(LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), [small])
    let row = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(200)), [big, .group(pair)])
    let header = BoundarySupplementaryItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                                           elementKind: .sectionHeader, alignment: .top, pinToVisibleBounds: true)
    return CompositionalLayout(section: LayoutSection(group: row, interGroupSpacing: 8, contentInsets: EdgeInsets(all: 16),
                                                      boundarySupplementaryItems: [header]))
}

func compositionalContext(_ count: Int) -> LayoutContext {
    LayoutContext(numberOfItems: [count], boundsSize: Size(width: 390, height: 844), scale: 3)
}

/// One layout kept across samples (a re-prepare, as the view does); only the benchmark thread uses it.
final class CompositionalBox: @unchecked Sendable {
    var layout: CompositionalLayout
    init(_ layout: CompositionalLayout) { self.layout = layout }
}

/// The 1M layouts, built on first use (the plugin starts one process per benchmark, and each
/// registers every benchmark: nothing heavy at registration).
enum CompositionalFixtures {
    static let million = 1_000_000
    static let reprepared = CompositionalBox(nestedGridLayout())
    static let updated: CompositionalBox = {
        let box = CompositionalBox(nestedGridLayout())
        box.layout.prepare(compositionalContext(million))
        return box
    }()
    static let prepared: CompositionalLayout = {
        var layout = nestedGridLayout()
        layout.prepare(compositionalContext(million))
        return layout
    }()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    ).respectingRunLength
    let million = CompositionalFixtures.million

    Benchmark("compositional prepare 1000000 nested") { benchmark in
        let ctx = compositionalContext(million)
        let box = CompositionalFixtures.reprepared
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            box.layout.prepare(ctx)
            blackHole(box.layout.collectionViewContentSize)
        }
    }

    // The layout side of one update: the view re-prepares with the new count.
    Benchmark("compositional one update 1000000") { benchmark in
        let update = CompositionalFixtures.updated
        var count = benchmark.currentIteration.isMultiple(of: 2) ? million : million + 1
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            count = count == million ? million + 1 : million
            update.layout.prepare(compositionalContext(count))
            blackHole(update.layout.layoutAttributesForItem(at: IndexPath(0, count - 1)))
        }
    }

    let queryConfiguration = Benchmark.Configuration(timeUnits: .nanoseconds, scalingFactor: .kilo,
                                                     maxIterations: 10_000).respectingRunLength
    Benchmark("compositional visible query 1000000", configuration: queryConfiguration) { benchmark in
        let layout = CompositionalFixtures.prepared
        let height = layout.collectionViewContentSize.height
        var y = height / 2 + Double(benchmark.currentIteration % 1000) * 37_000
        if y > height - 844 { y = 0 }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            y += 37
            blackHole(layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: 390, height: 844)))
        }
    }
}
