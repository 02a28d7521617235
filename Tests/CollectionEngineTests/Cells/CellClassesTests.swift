import Testing
@testable import CollectionEngine

/// Several cell classes (docs/interaction.md §2.5) and decoration views (docs/layout.md §11):
/// per-identifier reuse pools, the identifier chosen per item or per section, and the
/// decoration views a layout places, made and reused per kind.
struct CellClassesTests {
    /// Two sections of `count` items each, one 390 × 100 row per item, in a 390 × 300 view.
    static func view(count: Int = 4) throws -> CollectionView {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 390, height: 300))
        var layout = FlowLayout()
        layout.itemSize = Size(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        try view.setCollectionViewLayout(layout)
        let photos = view.sectionNames.intern("Photos"), notes = view.sectionNames.intern("Notes")
        let p = view.itemNames.generate(prefix: "p", first: 0, count: count)
        let n = view.itemNames.generate(prefix: "n", first: 0, count: count)
        view.replaceDataSource(with: .init(sections: [.init(value: photos, items: p), .init(value: notes, items: n)]))
        try view.reloadData()
        return view
    }

    @Test("a section's identifier and an item's own: each cell is dequeued with its own, the item's winning")
    func perSectionAndPerItem() throws {
        var view = try Self.view()
        view.registerCell(reuseIdentifier: "Photo")
        view.registerCell(reuseIdentifier: "Text")
        view.setCellReuseIdentifier("Photo", forSection: view.dataSource.sections[0].value)
        let id = try #require(view.dataSource.item(at: IndexPath(0, 1)))
        view.registerCell(reuseIdentifier: "Wide")
        view.setCellReuseIdentifier("Wide", forItem: id)
        try view.reloadData()
        #expect(view.cellForItem(at: IndexPath(0, 0))?.reuseIdentifier == "Photo")
        #expect(view.cellForItem(at: IndexPath(0, 1))?.reuseIdentifier == "Wide")
        #expect(view.cellForItem(at: IndexPath(0, 2))?.reuseIdentifier == "Photo")
        try view.setContentOffset(Point(x: 0, y: 400))
        // The Notes section keeps the view-wide identifier, the last registered.
        #expect(view.cellForItem(at: IndexPath(1, 0))?.reuseIdentifier == "Wide")
    }

    @Test("pools are per identifier: a cell of one class is never reused for another identifier")
    func poolsPerIdentifier() throws {
        var view = try Self.view(count: 6)
        view.registerCell(reuseIdentifier: "Photo")
        view.registerCell(reuseIdentifier: "Text")
        view.setCellReuseIdentifier("Photo", forSection: view.dataSource.sections[0].value)
        try view.reloadData()
        var serialsByIdentifier: [String: Set<Int>] = [:]
        for y in Array(stride(from: 0.0, through: 900, by: 50)) + Array(stride(from: 900.0, through: 0, by: -50)) {
            try view.setContentOffset(Point(x: 0, y: y))
            for (path, cell) in view.cells.visibleCells {
                #expect(cell.reuseIdentifier == (path.section == 0 ? "Photo" : "Text"))
                serialsByIdentifier[cell.reuseIdentifier, default: []].insert(cell.serial)
            }
            for (key, pool) in view.cells.reuseQueues {
                #expect(pool.allSatisfy { $0.reuseIdentifier == key })
            }
        }
        let photo = serialsByIdentifier["Photo"] ?? [], text = serialsByIdentifier["Text"] ?? []
        #expect(photo.isDisjoint(with: text))
        #expect(!photo.isEmpty && !text.isEmpty)
    }

    @Test("an item's unregistered identifier raises UIKit's dequeue error naming it, and changes nothing")
    func unregisteredItemIdentifier() throws {
        var view = try Self.view()
        let id = try #require(view.dataSource.item(at: IndexPath(1, 1)))
        view.setCellReuseIdentifier("Banner", forItem: id)
        let before = view.cells.visibleCells
        #expect(throws: UIKitError.unregisteredIdentifier(kind: "UICollectionElementKindCell", identifier: "Banner")) {
            try view.setContentOffset(Point(x: 0, y: 400))
        }
        #expect(view.cells.visibleCells == before)
        view.registerCell(reuseIdentifier: "Banner")
        try view.setContentOffset(Point(x: 0, y: 400))
        #expect(view.cellForItem(at: IndexPath(1, 1))?.reuseIdentifier == "Banner")
    }

    @Test("a CellRegistration's name dequeues through the registration and runs its handler")
    func registrationByName() throws {
        var view = try Self.view()
        view.registerCellRegistration("Row")
        view.registerCell(reuseIdentifier: "Cell")
        let id = try #require(view.dataSource.item(at: IndexPath(0, 1)))
        view.setCellReuseIdentifier("Row", forItem: id)
        view.events = []
        try view.reloadData()
        #expect(view.cellForItem(at: IndexPath(0, 1))?.reuseIdentifier == "CellRegistration.Row")
        #expect(view.events.contains(.cellRegistrationHandler("Row", IndexPath(0, 1))))
        #expect(!view.events.contains(.cellRegistrationHandler("Row", IndexPath(0, 0))))
    }

    @Test("a flow sectionBackground places a decoration per non-empty section; an unregistered kind raises")
    func flowSectionBackground() throws {
        var view = try Self.view()
        var layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 50)
        layout.sectionInset = EdgeInsets(all: 10)
        layout.headerReferenceSize = Size(width: 0, height: 30)
        layout.sectionBackgroundKind = ElementKind("panel")
        #expect(throws: UIKitError.unregisteredDecorationKind("panel")) { try view.setCollectionViewLayout(layout) }
        #expect(view.layout.flowLayout?.sectionBackgroundKind == nil)
        view.registerDecorationView(kind: "panel")
        try view.setCollectionViewLayout(layout)
        // Section 0: header 0–30, then inset 10, two rows of 50 (three items of 100 fit in 370) 10 apart, inset 10.
        let background = try #require(view.layout.layoutAttributesForDecorationView(ofKind: ElementKind("panel"), at: IndexPath(0, 0)))
        #expect(background.frame == Rect(x: 0, y: 30, width: 390, height: 130))
        #expect(background.zIndex == -1)
        #expect(background.category == .decorationView)
        let shown = view.cells.visibleDecorationViews.keys.map(\.indexPath).sorted()
        #expect(shown == [IndexPath(0, 0), IndexPath(1, 0)])
    }

    @Test("decoration views leave for their kind's pool and are reused from it")
    func decorationReuse() throws {
        var view = try Self.view(count: 8)
        var layout = FlowLayout()
        layout.itemSize = Size(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        layout.sectionBackgroundKind = ElementKind("panel")
        view.registerDecorationView(kind: "panel")
        try view.setCollectionViewLayout(layout)
        let first = try #require(view.cells.visibleDecorationViews[SupplementaryKey(kind: ElementKind("panel"), indexPath: IndexPath(0, 0))])
        try view.setContentOffset(Point(x: 0, y: 1000))
        let second = try #require(view.cells.visibleDecorationViews[SupplementaryKey(kind: ElementKind("panel"), indexPath: IndexPath(1, 0))])
        #expect(second.serial == first.serial)
        #expect(second.isDecoration)
        #expect(view.cells.visibleDecorationViews.count == 1)
    }
}
