import Testing
@testable import CollectionEngine

/// Each ordering rule of docs/interaction.md, one test each, named after its section.
struct CallbackOrderTests {
    /// A 390×300 view of 100×100 items (three per row, 16-point insets): rows at y 16, 126, 236.
    static func view(items: Int = 30, prefetching: Bool = false) throws -> CollectionView {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 390, height: 300))
        var layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(all: 16)
        try view.setCollectionViewLayout(layout)
        view.isPrefetchingEnabled = prefetching
        let s = view.sectionNames.intern("S")
        view.replaceDataSource(with: .init(sections: [.init(value: s, items: view.itemNames.generate(prefix: "i", first: 0, count: items))]))
        try view.reloadData()
        _ = view.drainEvents()
        return view
    }

    static func p(_ item: Int) -> IndexPath { IndexPath(0, item) }

    @Test("§1.2 single tap: shouldHighlight, didHighlight, shouldSelect, didUnhighlight, didDeselect(old), didSelect")
    func singleSelectionTap() throws {
        var v = try Self.view()
        try v.selectItem(at: Self.p(1))
        try v.tap(at: Self.p(2))
        #expect(v.drainEvents() == [.shouldHighlightItemAt(Self.p(2)), .didHighlightItemAt(Self.p(2)), .shouldSelectItemAt(Self.p(2)),
                                   .didUnhighlightItemAt(Self.p(2)), .didDeselectItemAt(Self.p(1)), .didSelectItemAt(Self.p(2))])
    }

    @Test("§1.2 multiple mode: a tap on a selected item asks shouldDeselect and deselects it")
    func multipleSelectionDeselects() throws {
        var v = try Self.view()
        v.allowsMultipleSelection = true
        try v.selectItem(at: Self.p(2))
        try v.tap(at: Self.p(2))
        #expect(v.drainEvents() == [.shouldHighlightItemAt(Self.p(2)), .didHighlightItemAt(Self.p(2)), .shouldDeselectItemAt(Self.p(2)),
                                   .didUnhighlightItemAt(Self.p(2)), .didDeselectItemAt(Self.p(2))])
        #expect(v.selection.isEmpty)
    }

    @Test("§1.2 shouldHighlight false bypasses the whole selection process; shouldSelect false only unhighlights")
    func delegateRefusals() throws {
        var v = try Self.view()
        v.delegate.set(.shouldHighlight, item: nil, to: false)
        try v.tap(at: Self.p(0))
        #expect(v.drainEvents() == [.shouldHighlightItemAt(Self.p(0))])
        v.delegate.set(.shouldHighlight, item: nil, to: true)
        v.delegate.set(.shouldSelect, item: nil, to: false)
        try v.tap(at: Self.p(0))
        #expect(v.drainEvents() == [.shouldHighlightItemAt(Self.p(0)), .didHighlightItemAt(Self.p(0)), .shouldSelectItemAt(Self.p(0)), .didUnhighlightItemAt(Self.p(0))])
        #expect(v.selection.isEmpty)
    }

    @Test("§1.2 allowsSelection false, or editing without allowsSelectionDuringEditing: a tap calls nothing")
    func tapWithSelectionOff() throws {
        var v = try Self.view()
        v.isEditing = true
        try v.tap(at: Self.p(0))
        #expect(v.drainEvents().isEmpty)
        v.isEditing = false
        v.allowsSelection = false
        try v.tap(at: Self.p(0))
        #expect(v.drainEvents().isEmpty)
    }

    @Test("§3.1 rule 5 reloadData: counts, cellForItemAt for every visible item, old cells end, then willDisplay")
    func reloadDataOrder() throws {
        var v = try Self.view(items: 3)
        try v.reloadData()
        let events = v.drainEvents().expanded()
        let kinds = events.map { event -> String in
            switch event {
            case .numberOfSections, .numberOfItemsInSection: return "count"
            case .cellForItemAt: return "cell"
            case .didEndDisplayingCell: return "end"
            case .willDisplayCell: return "will"
            default: return "other"
            }
        }
        #expect(kinds == ["count", "count", "cell", "cell", "cell", "end", "end", "end", "will", "will", "will"])
    }

    @Test("§3.1 rule 4 scrolling: views that left end first (index order), then entering ones get a cell and willDisplay")
    func scrollOrder() throws {
        var v = try Self.view()
        try v.setContentOffset(Point(x: 0, y: 120))     // row 0 (y 16…116) leaves, row 3 (y 346…) enters
        #expect(v.drainEvents() == [.didEndDisplayingCell(Self.p(0)), .didEndDisplayingCell(Self.p(1)), .didEndDisplayingCell(Self.p(2)),
                                   .cellForItemAt(Self.p(9)), .willDisplayCell(Self.p(9)), .cellForItemAt(Self.p(10)), .willDisplayCell(Self.p(10)),
                                   .cellForItemAt(Self.p(11)), .willDisplayCell(Self.p(11))])
    }

    @Test("§2.3 reuse: a cell that scrolled away is dequeued again (LIFO), keeping its serial; no new cell is made")
    func reuseIsLIFO() throws {
        var v = try Self.view()
        let serials = Set(v.cells.visibleCells.values.map(\.serial))
        try v.setContentOffset(Point(x: 0, y: 120))
        #expect(v.cells.createdCount == serials.count)
        // The last cell enqueued (row 0's [0,2], serial 3) is the first one dequeued (for [0,9]).
        #expect(v.cellForItem(at: Self.p(9))?.serial == 3)
        #expect(v.cellForItem(at: Self.p(0)) == nil)
    }

    @Test("§3.1 rule 6 updates: a visible insert gets its cell during the update; the deleted item's cell ends after")
    func updateOrder() throws {
        var v = try Self.view(items: 6)
        let id = v.itemNames.intern("new")
        try v.performBatchUpdates(BatchUpdate([.deleteItems([Self.p(5)]), .insertItems([Self.p(0)])]),
                                  changingDataSource: DataInsertions(items: [Self.p(0): id]))
        let events = v.drainEvents().expanded().filter { if case .numberOfItemsInSection = $0 { false } else { $0 != .numberOfSections } }
        #expect(events == [.cellForItemAt(Self.p(0)), .willDisplayCell(Self.p(0)), .didEndDisplayingCell(Self.p(5))])
    }

    @Test("§4.2 prefetching: cells ahead are made without willDisplay, announced once, and displayed later without a new cellForItemAt")
    func prefetchModel() throws {
        var v = try Self.view(prefetching: true)
        v.hasPrefetchDataSource = true
        try v.setContentOffset(Point(x: 0, y: 10))
        let first = v.drainEvents()
        #expect(first.contains(.cellForItemAt(Self.p(9))))
        #expect(!first.contains(.willDisplayCell(Self.p(9))))
        #expect(first.contains { if case .prefetchItemsAt(let paths) = $0 { paths.first == Self.p(9) } else { false } })
        // Announced in advance of the requests for cells: prefetchItemsAt precedes every
        // cellForItemAt of the rows it names (issue 14 §6).
        let announce = first.firstIndex { if case .prefetchItemsAt = $0 { true } else { false } }
        if let announce, case .prefetchItemsAt(let paths) = first[announce] {
            for path in paths {
                if let request = first.firstIndex(of: .cellForItemAt(path)) { #expect(announce < request, "\(path)") }
            }
        } else {
            Issue.record("no prefetchItemsAt")
        }
        try v.setContentOffset(Point(x: 0, y: 120))
        let second = v.drainEvents()
        #expect(second.contains(.willDisplayCell(Self.p(9))))
        #expect(!second.contains(.cellForItemAt(Self.p(9))))
        try v.setContentOffset(Point(x: 0, y: 60))       // direction reverses: what is no longer ahead is cancelled
        #expect(v.drainEvents().contains { if case .cancelPrefetchingForItemsAt = $0 { true } else { false } })
    }

    @Test("§5.1 interactive movement: canMoveItemAt on begin; moveItemAt once on end, from original to final; never on cancel")
    func interactiveMovement() throws {
        var v = try Self.view(items: 6)
        let began = v.beginInteractiveMovementForItem(at: Self.p(0))
        #expect(began)
        #expect(v.drainEvents() == [.canMoveItemAt(Self.p(0))])
        try v.updateInteractiveMovementTargetPosition(Point(x: 195, y: 176))   // over [0,4]
        try v.updateInteractiveMovementTargetPosition(Point(x: 324, y: 176))   // over [0,5]
        _ = v.drainEvents()
        try v.endInteractiveMovement()
        let end = v.drainEvents()
        #expect(end.filter { if case .moveItemAt = $0 { true } else { false } } == [.moveItemAt(Self.p(0), Self.p(5))])
        #expect(end.last == .cellForItemAt(Self.p(5)))   // iOS 11+: the moved cell is reloaded (openradar 34933061)
        let beganAgain = v.beginInteractiveMovementForItem(at: Self.p(1))
        #expect(beganAgain)
        try v.updateInteractiveMovementTargetPosition(Point(x: 324, y: 176))
        try v.cancelInteractiveMovement()
        #expect(!v.drainEvents().contains { if case .moveItemAt = $0 { true } else { false } })
    }
}
