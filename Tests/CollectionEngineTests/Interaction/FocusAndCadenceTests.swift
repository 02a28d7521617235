import Testing
@testable import CollectionEngine

/// remembersLastFocusedIndexPath (docs/interaction.md §7.1), reorderingCadence (§5.1 and
/// ReorderingCadence.swift) and replacing a diffable data source (docs/updates.md §7.3 rule 8).
struct FocusAndCadenceTests {
    static func p(_ item: Int) -> IndexPath { IndexPath(0, item) }

    @Test(arguments: [false, true])
    func focusComingBackLandsOnTheLastFocusedItemOnlyWhenRemembered(_ remembers: Bool) throws {
        var v = try CallbackOrderTests.view(items: 9)
        v.remembersLastFocusedIndexPath = remembers
        try v.focus(on: Self.p(4))
        _ = v.drainEvents()
        v.focusLeavesView()
        #expect(v.focusedIndexPath == nil)
        let events = v.drainEvents()
        #expect(events == [.shouldUpdateFocus(from: Self.p(4), to: nil), .didUpdateFocus(from: Self.p(4), to: nil)])
        v.moveFocus(.right)
        #expect(v.focusedIndexPath == (remembers ? Self.p(4) : Self.p(0)))
    }

    /// Over [0,2] at (290, 66), then over [0,5] at (290, 176), in the 3-per-row grid.
    @Test(arguments: [(ReorderingCadence.immediate, [2, 2, 2]), (.fast, [0, 2, 2]), (.slow, [0, 0, 2])])
    func theCadenceDecidesAtWhichPositionThePlaceholderMoves(_ cadence: ReorderingCadence, _ targets: [Int]) throws {
        var v = try CallbackOrderTests.view(items: 9)
        v.reorderingCadence = cadence.rawValue
        let began = v.beginInteractiveMovementForItem(at: Self.p(0))
        #expect(began)
        var seen: [Int] = []
        for x in [290.0, 291, 292] {
            try v.updateInteractiveMovementTargetPosition(Point(x: x, y: 66))
            seen.append(v.interactiveMovement?.target.item ?? -1)
        }
        #expect(seen == targets)
        // A position over another target starts the count again.
        try v.updateInteractiveMovementTargetPosition(Point(x: 290, y: 176))
        #expect(v.interactiveMovement?.target.item == (cadence == .immediate ? 5 : 2))
    }

    @Test func replacingTheDiffableDataSourceReloadsAndAllowsDirectUpdates() throws {
        var v = try CallbackOrderTests.view(items: 3)
        try v.enableDiffableDataSource()
        _ = v.drainEvents()
        let replaced = try v.replaceDiffableWithPlainDataSource()
        #expect(replaced)
        #expect(!v.isDiffable)
        let events = v.drainEvents()
        #expect(events.first == .numberOfSections)
        #expect(events.contains(.cellForItemAt(Self.p(0))))
        let again = try v.replaceDiffableWithPlainDataSource()
        #expect(!again)
    }
}
