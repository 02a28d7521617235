// One step on a self-sizing flow list of N rows that have all been measured (issue 37: a step
// costs what it changes, not what the layout has measured). Prints the CPU time of setting up
// the list, then per step of each kind, in µs. The setup and the steps are those of
// LayoutBenchmarks' `measured list … ` rows (MeasuredListFixture in SelfSizingBenchmarks.swift).
//
//   swift build -c release --product MeasuredStep        (in Benchmarks/)
//   .build/release/MeasuredStep N [steps]
// Without this package, against any release build of the engine (a baseline, for pairing):
//   swiftc -O -I .build/release/Modules Benchmarks/Tools/MeasuredStep/main.swift \
//     .build/release/CollectionEngine.build/*.o -lm -o /tmp/MeasuredStep
import CollectionEngine
#if canImport(Glibc)
import Glibc
#endif

/// A 390-point-wide flow list of `count` rows estimated 44 tall, every row answering
/// 44 + (k % 5) · 11 (four in five differ from the estimate, so ≈ 0.8 · count measured sizes),
/// each shown once: the view is made 300,000 points tall and scrolled through, then set back to
/// 390 × 844 at the top.
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

func cpuMicroseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e6 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
}

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap { Int($0) } ?? 1_000_000
let steps = arguments.dropFirst().first.flatMap { Int($0) } ?? 200

var start = cpuMicroseconds()
var view = measuredList(count)
let measured = view.flowLayout?.measuredSizes[0]?.count ?? 0
print("setup \(count) rows, \(measured) measured: \(Int((cpuMicroseconds() - start) / 1000)) ms")

// A visible cell changes its size (invalidateIntrinsicContentSize), back and forth.
let id = view.dataSource.sections[0].items[3]
start = cpuMicroseconds()
for step in 0..<steps {
    try! view.setCellSize(id: id, size: Size(width: 390, height: step.isMultiple(of: 2) ? 200 : 77))
    _ = view.drainEvents()
}
print("cellSize step: \(Int((cpuMicroseconds() - start) / Double(steps))) µs")

// An item inserted at the top (measured when shown), then deleted.
start = cpuMicroseconds()
for step in 0..<steps {
    let new = view.itemNames.intern("new\(step)")
    try! view.performBatchUpdates(BatchUpdate([.insertItems([IndexPath(0, 0)])]),
                                  changingDataSource: DataInsertions(items: [IndexPath(0, 0): new]))
    try! view.performBatchUpdates(BatchUpdate([.deleteItems([IndexPath(0, 0)])]), changingDataSource: DataInsertions())
    _ = view.drainEvents()
}
print("insert + delete step: \(Int((cpuMicroseconds() - start) / Double(2 * steps))) µs")
print("measured after: \(view.flowLayout?.measuredSizes[0]?.count ?? 0)")
