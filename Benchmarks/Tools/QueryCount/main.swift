// Runs N visible queries on a prepared 1M flow layout, for counting instructions under callgrind
// (load-independent, unlike the wall-clock rows). Benchmarks/Scripts/callgrind-query.sh runs it
// twice, with N and 0 queries, and divides the difference by N: instructions per query, with
// start-up and prepare cancelled out. The layout and the rects are those of LayoutBenchmarks'
// `visible query 1000000 …` rows (390 × 844 bounds, 100 × 100 items, spacing 10, inset 16; the
// rect moves 37 points down per query from the middle of the content).
//
//   swift build -c release --product QueryCount
//   .build/release/QueryCount N [uniform | per-item]
import CollectionEngine

let arguments = CommandLine.arguments.dropFirst()
let queries = arguments.first.flatMap { Int($0) } ?? 1000
let perItem = arguments.dropFirst().first == "per-item"
let million = 1_000_000

var layout = FlowLayout()
layout.itemSize = Size(width: 100, height: 100)
layout.sectionInset = EdgeInsets(all: 16)
if perItem {
    // The benchmark's varying sizes: widths 60…120, heights 80…110.
    var sizes: [Size] = []
    sizes.reserveCapacity(million)
    for k in 0..<million {
        let width: Int = 60 + (k % 7) * 10
        let height: Int = 80 + (k % 4) * 10
        sizes.append(Size(width: Double(width), height: Double(height)))
    }
    layout.delegate.itemSizes[0] = sizes
}
layout.prepare(LayoutContext(numberOfItems: [million], boundsSize: Size(width: 390, height: 844)))

/// Keeps the answers alive so the optimiser cannot drop the queries.
@inline(never)
func consume(_ attributes: [LayoutAttributes], into total: inout Int) {
    total &+= attributes.count &+ Int(attributes.last?.frame.minY ?? 0)
}

/// The queries, on a layout taken once as the benchmark does (a global read per query would copy it).
@inline(never)
func run(_ layout: FlowLayout, queries: Int) -> Int {
    var y = layout.collectionViewContentSize.height / 2
    var total = 0
    for _ in 0..<queries {
        y += 37
        consume(layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: 390, height: 844)), into: &total)
    }
    return total
}

let total = run(layout, queries: queries)
print("\(queries) queries, \(perItem ? "per-item sizes" : "uniform"), checksum \(total)")
