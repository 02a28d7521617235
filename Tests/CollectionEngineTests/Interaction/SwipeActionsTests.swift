import Testing
@testable import CollectionEngine

/// docs/interaction.md §11 (swipe actions) and §12 (configuration state).
struct SwipeActionsTests {
    static func p(_ item: Int) -> IndexPath { IndexPath(0, item) }

    /// A plain list of `items` rows, 390 × 300.
    static func listView(items: Int = 12) throws -> CollectionView {
        var view = try CallbackOrderTests.view(items: items)
        try view.setCollectionViewLayout(CompositionalLayout(section: .list(using: ListConfiguration(appearance: .plain))))
        _ = view.drainEvents()
        return view
    }

    static let deleteAndFlag = SwipeActionsConfiguration(actions: [
        ContextualAction(title: "Delete", style: .destructive), ContextualAction(title: "Flag", style: .normal),
    ])

    @Test("§11 a left swipe asks the trailing provider and opens the row; completion closes it")
    func swipeOpensAndCompletes() throws {
        var v = try Self.listView()
        let item = try #require(v.dataSource.item(at: Self.p(1)))
        v.setSwipeActions(Self.deleteAndFlag, edge: .trailing, item: item)
        let outcome = try v.swipe(at: Self.p(1), direction: .left, full: false)
        #expect(outcome == .revealed(.trailing, Self.deleteAndFlag))
        #expect(v.drainEvents() == [.listCell(.swipeActionsConfigurationProvider(.trailing, Self.p(1)))])
        #expect(v.openSwipeIndexPath == Self.p(1))
        let answer = v.beginOpenSwipeAction(titled: "Flag")
        let begun = try #require(answer)
        #expect(begun.1 == Self.p(1) && begun.0.title == "Flag")
        v.completeSwipeAction(true)
        #expect(v.swipeActions.open == nil)
        #expect(v.drainEvents() == [.listCell(.contextualActionHandler("Flag", Self.p(1))), .listCell(.contextualActionCompletion(true))])
    }

    @Test("§11 a right swipe asks the leading provider; nil leaves the row closed; RTL mirrors")
    func leadingAndNil() throws {
        var v = try Self.listView()
        #expect(try v.swipe(at: Self.p(0), direction: .right, full: false) == .noActions(.leading))
        #expect(v.swipeActions.open == nil)
        v.isRightToLeft = true
        #expect(try v.swipe(at: Self.p(0), direction: .right, full: false) == .noActions(.trailing))
    }

    @Test("§11 the item's answer wins over the section's; a full swipe performs the first action unless turned off")
    func sectionAnswerAndFullSwipe() throws {
        var v = try Self.listView()
        let section = v.dataSource.sections[0].value
        let flag = SwipeActionsConfiguration(actions: [ContextualAction(title: "Flag", style: .normal)])
        v.setSwipeActions(flag, edge: .trailing, section: section)
        let item = try #require(v.dataSource.item(at: Self.p(2)))
        v.setSwipeActions(Self.deleteAndFlag, edge: .trailing, item: item)
        #expect(try v.swipe(at: Self.p(3), direction: .left, full: true) == .performsFirstAction(.trailing, flag.actions[0]))
        #expect(try v.swipe(at: Self.p(2), direction: .left, full: true) == .performsFirstAction(.trailing, Self.deleteAndFlag.actions[0]))
        var noFull = Self.deleteAndFlag
        noFull.performsFirstActionWithFullSwipe = false
        v.setSwipeActions(noFull, edge: .trailing, item: item)
        #expect(try v.swipe(at: Self.p(2), direction: .left, full: true) == .revealed(.trailing, noFull))
    }

    @Test("§11, §12 swiping another row closes the open one first (its cell updates, then the provider)")
    func oneOpenRow() throws {
        var v = try Self.listView()
        v.setSwipeActions(Self.deleteAndFlag, edge: .trailing, section: v.dataSource.sections[0].value)
        v.hasConfigurationUpdateHandler = true
        _ = try v.swipe(at: Self.p(0), direction: .left, full: false)
        _ = v.drainEvents()
        _ = try v.swipe(at: Self.p(1), direction: .left, full: false)
        let normal = CellConfigurationState()
        var swiped = CellConfigurationState()
        swiped.isSwiped = true
        #expect(v.drainEvents() == [.listCell(.configurationUpdateHandler(Self.p(0), normal)),
                                    .listCell(.swipeActionsConfigurationProvider(.trailing, Self.p(1))),
                                    .listCell(.configurationUpdateHandler(Self.p(1), swiped))])
        #expect(v.openSwipeIndexPath == Self.p(1))
    }

    @Test("§12 a tap: didHighlight → handler(highlighted) → … → didSelect → handler(selected)")
    func tapOrder() throws {
        var v = try Self.listView()
        v.hasConfigurationUpdateHandler = true
        try v.tap(at: Self.p(1))
        var highlighted = CellConfigurationState()
        highlighted.isHighlighted = true
        var selected = CellConfigurationState()
        selected.isSelected = true
        #expect(v.drainEvents() == [.shouldHighlightItemAt(Self.p(1)), .didHighlightItemAt(Self.p(1)),
                                    .listCell(.configurationUpdateHandler(Self.p(1), highlighted)),
                                    .shouldSelectItemAt(Self.p(1)), .didUnhighlightItemAt(Self.p(1)), .didSelectItemAt(Self.p(1)),
                                    .listCell(.configurationUpdateHandler(Self.p(1), selected))])
    }

    @Test("§12 editing updates every cell on screen; nothing without a handler")
    func editing() throws {
        var v = try Self.listView(items: 3)
        v.isEditing = true
        #expect(v.drainEvents().isEmpty)
        v.hasConfigurationUpdateHandler = true
        v.isEditing = false
        #expect(v.drainEvents().map(\.description) == [
            "configurationUpdateHandler(cell, state: normal) for [0,0]",
            "configurationUpdateHandler(cell, state: normal) for [0,1]",
            "configurationUpdateHandler(cell, state: normal) for [0,2]",
        ])
    }
}

/// docs/compositional.md §5.4: list separators.
struct ListSeparatorTests {
    static func view(_ appearance: ListConfiguration.Appearance, insets: EdgeInsets? = nil, shows: Bool = true) throws -> CollectionView {
        var view = try CallbackOrderTests.view(items: 3)
        var list = ListConfiguration(appearance: appearance, showsSeparators: shows)
        list.separatorInsets = insets
        try view.setCollectionViewLayout(CompositionalLayout(section: .list(using: list)))
        return view
    }

    @Test("a plain row's separator: a hairline at its bottom, 20 in from the leading edge on a 390-wide view")
    func plain() throws {
        let v = try Self.view(.plain)
        let separator = try #require(v.listSeparator(at: IndexPath(0, 0)))
        #expect(separator.frame == Rect(x: 20, y: 44 - 1.0 / 3, width: 370, height: 1.0 / 3))
        #expect(v.listSeparator(at: IndexPath(0, 2)) != nil)
        #expect(v.listSeparators(in: v.visibleRect).count == 3)
    }

    @Test("grouped sections end without one; sidebars and showsSeparators=false have none; insets replace the automatic one")
    func rules() throws {
        let grouped = try Self.view(.insetGrouped)
        #expect(grouped.listSeparator(at: IndexPath(0, 1)) != nil)
        #expect(grouped.listSeparator(at: IndexPath(0, 2)) == nil)
        #expect(try Self.view(.sidebar).listSeparator(at: IndexPath(0, 0)) == nil)
        #expect(try Self.view(.plain, shows: false).listSeparator(at: IndexPath(0, 0)) == nil)
        let inset = try Self.view(.plain, insets: EdgeInsets(top: 0, left: 56, bottom: 0, right: 10))
        let frame = try #require(inset.listSeparator(at: IndexPath(0, 0))).frame
        #expect(frame.minX == 56 && frame.width == 390 - 66)
        #expect(try CallbackOrderTests.view(items: 3).listSeparator(at: IndexPath(0, 0)) == nil)   // a flow layout
    }
}

extension ListSeparatorTests {
    @Test("itemSeparatorHandler: hidden hides a row's separator, visible shows one a grouped section's end hides")
    func perItem() throws {
        var v = try Self.view(.insetGrouped)
        let first = try #require(v.dataSource.item(at: IndexPath(0, 0)))
        let last = try #require(v.dataSource.item(at: IndexPath(0, 2)))
        v.setItemSeparatorVisibility(.hidden, item: first)
        v.setItemSeparatorVisibility(.visible, item: last)
        #expect(v.listSeparator(at: IndexPath(0, 0)) == nil)
        #expect(v.listSeparator(at: IndexPath(0, 2)) != nil)
        v.setItemSeparatorVisibility(.automatic, item: first)
        #expect(v.itemSeparatorVisibility[first] == nil)
    }
}
