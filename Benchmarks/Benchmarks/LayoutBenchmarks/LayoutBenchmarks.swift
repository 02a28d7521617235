// FlowLayout and scrolling at 10k / 100k / 1M items (release). See Benchmarks/README.md.
import Benchmark
import CollectionEngine

/// The E1 configuration: 390 × 844 bounds, 100 × 100 items, spacing 10, inset 16.
func makeLayout(perItemSizes sizes: [Size]?) -> FlowLayout {
    var layout = FlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.sectionInset = EdgeInsets(all: 16)
    if let sizes { layout.delegate.itemSizes[0] = sizes }
    return layout
}

/// Varying widths 60…120 and heights 80…110, so rows hold two or three items of mixed sizes.
func varyingSizes(_ count: Int) -> [Size] {
    (0..<count).map { k in Size(width: Double(60 + (k % 7) * 10), height: Double(80 + (k % 4) * 10)) }
}

func context(_ count: Int, offset: Point = .zero) -> LayoutContext {
    LayoutContext(numberOfItems: [count], boundsSize: Size(width: 390, height: 844), contentOffset: offset)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    for count in [10_000, 100_000, 1_000_000] {
        Benchmark("prepare uniform \(count)") { benchmark in
            var layout = makeLayout(perItemSizes: nil)
            let ctx = context(count)
            for _ in benchmark.scaledIterations {
                layout.prepare(ctx)
                blackHole(layout.collectionViewContentSize)
            }
        }

        let sizes = varyingSizes(count)
        Benchmark("prepare per-item sizes \(count)") { benchmark in
            var layout = makeLayout(perItemSizes: sizes)
            let ctx = context(count)
            for _ in benchmark.scaledIterations {
                layout.prepare(ctx)
                blackHole(layout.collectionViewContentSize)
            }
        }
    }

    let million = 1_000_000
    let millionSizes = varyingSizes(million)
    for varying in [false, true] {
        let kind = varying ? "per-item sizes" : "uniform"
        Benchmark("visible query 1000000 \(kind)",
                  configuration: .init(timeUnits: .nanoseconds, maxIterations: 100_000)) { benchmark in
            var layout = makeLayout(perItemSizes: varying ? millionSizes : nil)
            layout.prepare(context(million))
            let middle = layout.collectionViewContentSize.height / 2
            let visible = Rect(x: 0, y: middle, width: 390, height: 844)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(layout.layoutAttributesForElements(in: visible))
            }
        }

        Benchmark("scrollTo + visible 1000000 \(kind)",
                  configuration: .init(timeUnits: .nanoseconds, maxIterations: 100_000)) { benchmark in
            var layout = makeLayout(perItemSizes: varying ? millionSizes : nil)
            layout.prepare(context(million))
            let scroll = ScrollGeometry(contentSize: layout.collectionViewContentSize, boundsSize: Size(width: 390, height: 844))
            var item = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                item = (item &+ 333_331) % million
                guard let offset = try? scroll.targetOffset(forItemAt: IndexPath(0, item), in: layout,
                                                            positions: .centeredVertically, current: .zero) else { continue }
                layout.updateContentOffset(offset)
                blackHole(layout.indexPathsForItems(in: scroll.visibleRect(at: offset)))
            }
        }
    }
}
