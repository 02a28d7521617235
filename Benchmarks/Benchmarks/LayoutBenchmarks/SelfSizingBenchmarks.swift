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

/// A 390-point-wide flow list of `count` rows estimated 44 tall, every row answering
/// 44 + (k % 5) · 11 (four in five differ from the estimate, so ≈ 0.8 · count measured sizes),
/// each shown once: the view is made 300,000 points tall and scrolled through, then set back to
/// 390 × 844 at the top. The same list as Tools/MeasuredStep's.
func measuredList(_ count: Int) -> CollectionView {
    var view = CollectionView()
    try! view.setBoundsSize(Size(width: 390, height: 300_000))
    var layout = FlowLayout()
    layout.estimatedItemSize = Size(width: 390, height: 44)
    layout.minimumLineSpacing = 0
    try! view.setCollectionViewLayout(.flow(layout))
    view.isPrefetchingEnabled = false
    let section = view.sectionNames.intern("S")
    let ids = view.itemNames.generate(prefix: "r", first: 0, count: count)
    view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
    view.setSelfSizingInvalidation(.disabled)
    try! view.setCellSizes(ids.enumerated().map { (id: $0.element, size: Size(width: 390, height: 44 + Double($0.offset % 5) * 11)) })
    view.setSelfSizingInvalidation(.enabled)
    try! view.reloadData()
    _ = view.drainEvents()
    while true {
        let end = view.collectionViewContentSize.height - view.boundsSize.height
        guard view.contentOffset.y < end else { break }
        try! view.setContentOffset(Point(x: 0, y: min(end, view.contentOffset.y + 300_000)))
        _ = view.drainEvents()
    }
    try! view.setBoundsSize(Size(width: 390, height: 844))
    try! view.setContentOffset(Point(x: 0, y: 0))
    _ = view.drainEvents()
    return view
}

/// The measured lists by size and use, built on first use (outside the measurement).
final class MeasuredListFixtures: @unchecked Sendable {
    static let shared = MeasuredListFixtures()
    private var boxes: [String: ViewBox] = [:]

    func box(_ key: String, count: Int) -> ViewBox {
        if let box = boxes[key] { return box }
        let box = ViewBox(measuredList(count))
        boxes[key] = box
        return box
    }
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
    // Issue 37: a step costs what it changes, not what the layout has measured (neither the
    // layout's geometry nor a transaction's savepoint may hold the measured tree, or the step
    // copies it). Flat from 10k to 1M measured rows.
    for count in [10_000, 100_000, 1_000_000] {
        Benchmark("measured list cellSize step \(count)", configuration: configuration) { benchmark in
            let box = MeasuredListFixtures.shared.box("cellSize \(count)", count: count)
            let id = box.view.dataSource.sections[0].items[3]
            var tall = benchmark.currentIteration.isMultiple(of: 2)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                tall.toggle()
                try! box.view.setCellSize(id: id, size: Size(width: 390, height: tall ? 200 : 77))
                blackHole(box.view.drainEvents())
            }
        }
        Benchmark("measured list insert+delete step \(count)", configuration: configuration) { benchmark in
            let box = MeasuredListFixtures.shared.box("insert \(count)", count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                benchmark.stopMeasurement()
                let new = box.view.itemNames.intern("new\(box.view.itemNames.count)")
                benchmark.startMeasurement()
                try! box.view.performBatchUpdates(BatchUpdate([.insertItems([IndexPath(0, 0)])]),
                                                  changingDataSource: DataInsertions(items: [IndexPath(0, 0): new]))
                try! box.view.performBatchUpdates(BatchUpdate([.deleteItems([IndexPath(0, 0)])]), changingDataSource: DataInsertions())
                blackHole(box.view.drainEvents())
            }
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
