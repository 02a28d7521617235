import Testing
@testable import CollectionEngine
import TestSupport

/// After any seeded random sequence of scrolls, updates, reloads and layout changes, the live
/// cells are exactly the visible items, each once, and display callbacks pair up: every
/// willDisplay is followed by one didEndDisplaying for the same cell before it displays again
/// (docs/interaction.md §3.1 rule 1).
struct DisplayLifecyclePropertyTests {

    @Test func liveCellsAreTheVisibleItemsAndCallbacksPair() throws {
        var random = SplitMix64(state: 42)
        for _ in 0..<60 {
            var view = CollectionView()
            try view.setBoundsSize(Size(width: 320, height: Double(200 + random.below(400))))
            var layout = FlowLayout()
            layout.itemSize = Size(width: Double(40 + random.below(120)), height: Double(30 + random.below(90)))
            layout.headerReferenceSize = Size(width: 0, height: Double(random.below(2) * 30))
            try view.setCollectionViewLayout(layout)
            view.isPrefetchingEnabled = random.below(2) == 0
            view.hasPrefetchDataSource = random.below(2) == 0
            let sections = (0..<(1 + random.below(3))).map { view.sectionNames.intern("S\($0)") }
            var next = 0
            func fresh(_ n: Int) -> [Int] {
                defer { next += n }
                return view.itemNames.generate(prefix: "i", first: next, count: n)
            }
            view.replaceDataSource(with: .init(sections: sections.map { .init(value: $0, items: fresh(random.below(40))) }))
            try view.reloadData()
            func check(_ events: [CollectionViewEvent]) {
                var shown = Set<IndexPath>()
                for case .willDisplayCell(let p) in events {
                    #expect(!shown.contains(p), "two willDisplay for \(p) in one step")
                    shown.insert(p)
                }
                let live = Set(view.cells.visibleCells.keys)
                let visible = Set(view.indexPathsForVisibleItems)
                #expect(live == visible, "live cells \(live.sorted()) ≠ visible \(visible.sorted())")
                let serials = view.cells.visibleCells.values.map(\.serial)
                #expect(Set(serials).count == serials.count, "a cell is shown twice")
            }
            check(view.drainEvents())
            for _ in 0..<25 {
                switch random.below(6) {
                case 0, 1:
                    let dy = Double(random.below(900)) - 300
                    try view.setContentOffset(Point(x: 0, y: max(0, view.contentOffset.y + dy)))
                case 2:
                    let s = random.below(view.numberOfSections)
                    let count = view.numberOfItems(inSection: s) ?? 0
                    let path = IndexPath(s, random.below(count + 1))
                    let id = fresh(1)[0]
                    try? view.performBatchUpdates(BatchUpdate([.insertItems([path])]),
                                                  changingDataSource: DataInsertions(items: [path: id]))
                case 3:
                    let s = random.below(view.numberOfSections)
                    let count = view.numberOfItems(inSection: s) ?? 0
                    if count > 0 {
                        let a = IndexPath(s, random.below(count))
                        let b = IndexPath(s, random.below(count))
                        let op: UpdateOperation = random.below(2) == 0 ? .deleteItems([a]) : .moveItem(from: a, to: b)
                        try? view.performBatchUpdates(BatchUpdate([op]), changingDataSource: DataInsertions())
                    }
                case 4:
                    try view.reloadData()
                default:
                    try view.setBoundsSize(Size(width: Double(200 + random.below(400)), height: view.boundsSize.height))
                }
                check(view.drainEvents())
            }
        }
    }

    @Test func everyWillDisplayIsMatchedByOneDidEndDisplaying() throws {
        // The running balance of willDisplay minus didEndDisplaying is always the number of live
        // cells, and comes back to zero when everything leaves the screen.
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 320, height: 300))
        let s = view.sectionNames.intern("S")
        view.replaceDataSource(with: .init(sections: [.init(value: s, items: view.itemNames.generate(prefix: "i", first: 0, count: 200))]))
        try view.reloadData()
        var random = SplitMix64(state: 9)
        var balance = 0
        func count(_ events: [CollectionViewEvent]) {
            for event in events {
                if case .willDisplayCell = event { balance += 1 }
                if case .didEndDisplayingCell = event { balance -= 1 }
            }
        }
        count(view.drainEvents())
        for _ in 0..<200 {
            try view.setContentOffset(Point(x: 0, y: Double(random.below(3000))))
            count(view.drainEvents())
            #expect(balance == view.cells.visibleCells.count)
        }
        view.replaceDataSource(with: .init(sections: [.init(value: s, items: [])]))
        try view.reloadData()
        count(view.drainEvents())
        #expect(balance == 0)
    }
}
