// Self-sizing at a million rows (docs/self-sizing.md §6): measured sizes live in a sparse tree, so a
// scroll step and one measured cell cost O(log n), not O(n). Release only; see Benchmarks/README.md.
import Benchmark
import BenchmarkSupport
import CollectionEngine

/// A 390 × 844 view with a flow list of `count` rows estimated 390 × 44, every row measuring
/// 44 + (k % 5) · 11 (so most scroll steps measure new cells), prefetching off.
func selfSizingView(_ count: Int) -> CollectionView {
    var view = CollectionView()
    try! view.setBoundsSize(Size(width: 390, height: 844))
    var layout = FlowLayout()
    layout.estimatedItemSize = Size(width: 390, height: 44)
    layout.minimumLineSpacing = 0
    try! view.setCollectionViewLayout(layout)
    view.isPrefetchingEnabled = false
    let section = view.sectionNames.intern("S")
    let ids = view.itemNames.generate(prefix: "r", first: 0, count: count)
    view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
    view.setSelfSizingInvalidation(.disabled)
    // One call (one transaction) for all the rows: a call per row would copy the sizes each time.
    try! view.setCellSizes(ids.enumerated().filter { $0.offset % 5 != 0 }.map { (id: $0.element, size: Size(width: 390, height: 44 + Double($0.offset % 5) * 11)) })
    view.setSelfSizingInvalidation(.enabled)
    try! view.reloadData()
    _ = view.drainEvents()
    return view
}

/// One view kept across samples (only the benchmark thread touches it).
final class ViewBox: @unchecked Sendable {
    var view: CollectionView
    init(_ view: CollectionView) { self.view = view }
}

/// The two 1M views, built on first use (not at registration: see LayoutFixtures).
enum SelfSizingFixtures {
    static let scrolling = ViewBox(selfSizingView(1_000_000))
    static let measuring = ViewBox(selfSizingView(1_000_000))
}

func selfSizingBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .throughput, .peakMemoryResident],
                                                timeUnits: .microseconds, maxDuration: .seconds(5)).respectingRunLength
    // Scrolling down a screen at a time: each step measures the rows that come into view.
    Benchmark("self-sizing scroll step 1000000 rows", configuration: configuration) { benchmark in
        let scrolling = SelfSizingFixtures.scrolling
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var offset = scrolling.view.contentOffset
            offset.y += 844
            if offset.y > scrolling.view.collectionViewContentSize.height - 844 { offset.y = 0 }
            try! scrolling.view.setContentOffset(offset)
            blackHole(scrolling.view.drainEvents())
        }
    }
    // One visible cell changes its size (invalidateIntrinsicContentSize), back and forth.
    Benchmark("one measured cell 1000000 rows", configuration: configuration) { benchmark in
        let measuring = SelfSizingFixtures.measuring
        let id = measuring.view.dataSource.sections[0].items[3]
        var tall = benchmark.currentIteration.isMultiple(of: 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            tall.toggle()
            try! measuring.view.setCellSize(id: id, size: Size(width: 390, height: tall ? 200 : 77))
            blackHole(measuring.view.drainEvents())
        }
    }
}
