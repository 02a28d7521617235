// FlowLayout and scrolling at 10k / 100k / 1M items (release). See Benchmarks/README.md.
import Benchmark
import BenchmarkSupport
import CollectionEngine

/// The E1 configuration: 390 × 844 bounds, 100 × 100 items, spacing 10, inset 16.
func makeLayout(perItemSizes sizes: [Size]?) -> FlowLayout {
    var layout = FlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.sectionInset = EdgeInsets(all: 16)
    if let sizes { layout.delegate.itemSizes[0] = sizes }
    return layout
}

/// Varying widths 60…120 and heights 80…110, so rows hold three or four items of mixed sizes.
func varyingSizes(_ count: Int) -> [Size] {
    var sizes: [Size] = []
    sizes.reserveCapacity(count)
    for k in 0..<count {
        let width: Int = 60 + (k % 7) * 10
        let height: Int = 80 + (k % 4) * 10
        sizes.append(Size(width: Double(width), height: Double(height)))
    }
    return sizes
}

func context(_ count: Int) -> LayoutContext {
    LayoutContext(numberOfItems: [count], boundsSize: Size(width: 390, height: 844))
}

/// One layout kept across samples, so a sample measures a re-prepare (as the façade does) and
/// never the deallocation of the previous geometry. Only the benchmark thread touches it.
final class LayoutBox: @unchecked Sendable {
    var layout: FlowLayout
    init(_ layout: FlowLayout) { self.layout = layout }
}

/// The 1M fixtures, built on first use: the plugin starts one process per benchmark and each
/// registers every benchmark, so nothing heavy may be built at registration.
enum LayoutFixtures {
    static let million = 1_000_000
    static let uniform = [10_000: LayoutBox(makeLayout(perItemSizes: nil)),
                          100_000: LayoutBox(makeLayout(perItemSizes: nil)),
                          1_000_000: LayoutBox(makeLayout(perItemSizes: nil))]
    nonisolated(unsafe) static var varying: [Int: LayoutBox] = [:]
    /// A prepared 1M layout for the queries (uniform or per-item sizes).
    static let preparedUniform = prepared(perItem: false)
    static let preparedPerItem = prepared(perItem: true)

    /// A prepared uniform layout of `count` items (the smaller queries' growth rows).
    static func preparedUniform(_ count: Int) -> LayoutBox {
        var layout = makeLayout(perItemSizes: nil)
        layout.prepare(context(count))
        return LayoutBox(layout)
    }

    static func prepared(perItem: Bool) -> LayoutBox {
        var layout = makeLayout(perItemSizes: perItem ? varyingSizes(million) : nil)
        layout.prepare(context(million))
        return LayoutBox(layout)
    }

    /// The per-item-sizes layout for `count`, built on first use (only the benchmark thread asks).
    static func varyingLayout(_ count: Int) -> LayoutBox {
        if let box = varying[count] { return box }
        let box = LayoutBox(makeLayout(perItemSizes: varyingSizes(count)))
        varying[count] = box
        return box
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    ).respectingRunLength

    for count in [10_000, 100_000, 1_000_000] {
        Benchmark("prepare uniform \(count)") { benchmark in
            let ctx = context(count)
            let uniform = LayoutFixtures.uniform[count]!
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                uniform.layout.prepare(ctx)
                blackHole(uniform.layout.collectionViewContentSize)
            }
        }

        Benchmark("prepare per-item sizes \(count)") { benchmark in
            let ctx = context(count)
            let varying = LayoutFixtures.varyingLayout(count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                varying.layout.prepare(ctx)
                blackHole(varying.layout.collectionViewContentSize)
            }
        }
    }

    // Queries: 1000 per sample (scalingFactor .kilo); the tool reports time per query.
    let million = LayoutFixtures.million
    let queryConfiguration = Benchmark.Configuration(timeUnits: .nanoseconds, scalingFactor: .kilo,
                                                     maxIterations: 10_000).respectingRunLength
    // The uniform query's growth (issue 37 point 5): the 1M row below, and 10k and 100k here.
    for count in [10_000, 100_000] {
        Benchmark("visible query \(count) uniform", configuration: queryConfiguration) { benchmark in
            let layout = LayoutFixtures.preparedUniform(count).layout
            let height = layout.collectionViewContentSize.height
            var y = height / 2
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                y += 37
                if y > height - 844 { y = 0 }
                blackHole(layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: 390, height: 844)))
            }
        }
    }
    for perItem in [false, true] {
        let kind = perItem ? "per-item sizes" : "uniform"

        Benchmark("visible query 1000000 \(kind)", configuration: queryConfiguration) { benchmark in
            let layout = (perItem ? LayoutFixtures.preparedPerItem : LayoutFixtures.preparedUniform).layout
            let height = layout.collectionViewContentSize.height
            var y = height / 2
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                y += 37
                blackHole(layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: 390, height: 844)))
            }
        }

        Benchmark("scrollTo + visible 1000000 \(kind)", configuration: queryConfiguration) { benchmark in
            let box = perItem ? LayoutFixtures.preparedPerItem : LayoutFixtures.preparedUniform
            let scroll = ScrollGeometry(contentSize: box.layout.collectionViewContentSize,
                                        boundsSize: Size(width: 390, height: 844))
            var item = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                item = (item &+ 333_331) % million
                guard let offset = try? scroll.targetOffset(forItemAt: IndexPath(0, item), in: box.layout,
                                                            positions: .centeredVertically, current: .zero) else { continue }
                box.layout.updateContentOffset(offset)
                blackHole(box.layout.layoutAttributesForElements(in: scroll.visibleRect(at: offset)))
            }
        }
    }
    selfSizingBenchmarks()
}
