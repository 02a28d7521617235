import Testing
@testable import CollectionEngine

/// docs/interaction.md §6.2, §6.3: drop placeholders and the long press that becomes a drag.
struct DropPlaceholderTests {
    static func p(_ item: Int) -> IndexPath { IndexPath(0, item) }
    static func view() throws -> CollectionView { try CallbackOrderTests.view(items: 6) }

    static func placeholder(_ v: inout CollectionView, _ name: String) -> DropPlaceholder {
        DropPlaceholder(name: name, item: v.itemNames.intern(name), reuseIdentifier: v.cells.cellIdentifier)
    }

    @Test("§6.2 a placeholder is counted by the view, not asked of the data source, and shifts with updates")
    func placeholderStands() throws {
        var v = try Self.view()
        let loading = Self.placeholder(&v, "Loading")
        _ = try v.drop(at: Self.p(1), proposal: DropProposal(), placeholder: loading, copyIdentifiers: [])
        let events = v.drainEvents()
        #expect(events.contains(.placeholderCellUpdateHandler(Self.p(1))))
        #expect(!events.contains(.cellForItemAt(Self.p(1))))
        #expect(v.hasUncommittedUpdates)
        #expect(v.numberOfItems(inSection: 0) == 7)
        try v.performSingleUpdate(BatchUpdate([.insertItems([Self.p(0)])]),
                                  changingDataSource: DataInsertions(items: [Self.p(0): v.itemNames.intern("z")]))
        #expect(v.dropPlaceholder(named: "Loading")?.indexPath == Self.p(2))
        #expect(v.presentationIndexPath(forDataSourceIndexPath: Self.p(2)) == Self.p(3))
        #expect(v.dataSourceIndexPath(forPresentationIndexPath: Self.p(2)) == nil)
    }

    @Test("§6.2 a commit whose block inserts one item becomes a reload; none or two fail and change nothing")
    func commit() throws {
        var v = try Self.view()
        let loading = Self.placeholder(&v, "Loading")
        _ = try v.drop(at: Self.p(1), proposal: DropProposal(), placeholder: loading, copyIdentifiers: [])
        _ = v.drainEvents()
        let before = v
        #expect(throws: UIKitError.self) { try v.commitDropPlaceholder(named: "Loading", insertingItems: []) }
        #expect(v == before)
        let x = v.itemNames.intern("x"), y = v.itemNames.intern("y")
        #expect(throws: UIKitError.self) { try v.commitDropPlaceholder(named: "Loading", insertingItems: [x, y]) }
        #expect(v.dataSource == before.dataSource && v.dropPlaceholders == before.dropPlaceholders)
        try v.commitDropPlaceholder(named: "Loading", insertingItems: [x])
        #expect(v.drainEvents().contains(.cellForItemAt(Self.p(1))))
        #expect(v.dataSource.item(at: Self.p(1)) == x)
        #expect(!v.hasUncommittedUpdates)
        #expect(v.endedPlaceholders["Loading"] == .committed)
    }

    @Test("§6.2 reloadData deletes every placeholder and warns")
    func reloadDiscards() throws {
        var v = try Self.view()
        let late = Self.placeholder(&v, "Late")
        _ = try v.drop(at: Self.p(6), proposal: DropProposal(), placeholder: late, copyIdentifiers: [])
        try v.reloadData()
        #expect(v.dropPlaceholders.isEmpty && v.numberOfItems(inSection: 0) == 6)
        #expect(v.drainEvents().contains { if case .engineWarning = $0 { true } else { false } })
        #expect(v.endedPlaceholders["Late"] == .discarded)
    }

    @Test("§6.3 under 10 points the menu stays; past it itemsForBeginning, the menu ends, the drag begins")
    func longPressLifts() throws {
        var v = try Self.view()
        #expect(try v.longPress(at: Self.p(1)))
        _ = v.drainEvents()
        #expect(v.moveFinger(by: Point(x: 3, y: 4)) == .menuKept(distance: 5))
        #expect(v.contextMenu != nil && !v.hasActiveDrag)
        #expect(v.moveFinger(by: Point(x: 3, y: 4)) == .dragBegan(Self.p(1)))
        let events = v.drainEvents()
        #expect(Array(events.prefix(3)) == [.itemsForBeginningDragSession(Self.p(1)),
                                            .interaction(.willEndContextMenuInteraction), .dragSessionWillBegin])
        #expect(v.contextMenu == nil && v.hasActiveDrag && v.hasActiveDrop)
        #expect(try v.drop(at: Self.p(3), proposal: DropProposal(), placeholder: nil, copyIdentifiers: []) == .performed)
        #expect(!v.hasActiveDrag)
    }

    @Test("§6.3 a new long press starts its travel from zero; no items or no drag interaction keep the menu")
    func noLift() throws {
        var v = try Self.view()
        _ = try v.longPress(at: Self.p(1))
        _ = v.moveFinger(by: Point(x: 0, y: 8))
        _ = try v.longPress(at: Self.p(1))
        #expect(v.moveFinger(by: Point(x: 0, y: 8)) == .menuKept(distance: 8))
        v.dragInteractionEnabled = false
        #expect(v.moveFinger(by: Point(x: 0, y: 8)) == .noDrag)
        v.dragInteractionEnabled = true
        v.delegate.set(.canDrag, item: nil, to: false)
        #expect(v.moveFinger(by: Point(x: 0, y: 8)) == .noDrag)
        #expect(v.contextMenu != nil)
    }
}
