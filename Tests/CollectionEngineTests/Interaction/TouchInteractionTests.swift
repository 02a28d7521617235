import Testing
@testable import CollectionEngine

/// docs/interaction.md §1.3 – §1.5: primary actions, the multi-select pan, context menus.
struct TouchInteractionTests {
    static func p(_ item: Int) -> IndexPath { IndexPath(0, item) }
    static func view() throws -> CollectionView { try CallbackOrderTests.view(items: 12) }

    @Test("§1.3 a selecting tap ends with canPerformPrimaryAction, performPrimaryAction; the item stays selected")
    func primaryAction() throws {
        var v = try Self.view()
        v.delegate.set(.performPrimaryAction, item: nil, to: true)
        try v.tap(at: Self.p(1))
        let events = v.drainEvents()
        #expect(Array(events.suffix(3)) == [.didSelectItemAt(Self.p(1)), .interaction(.canPerformPrimaryActionForItemAt(Self.p(1))),
                                            .interaction(.performPrimaryActionForItemAt(Self.p(1)))])
        #expect(v.selection == [Self.p(1)])
    }

    @Test("§1.3 no primary action while editing, when extending a selection, or before iOS 16")
    func noPrimaryAction() throws {
        var v = try Self.view()
        v.delegate.set(.performPrimaryAction, item: nil, to: true)
        v.allowsMultipleSelection = true
        try v.selectItem(at: Self.p(0))
        try v.tap(at: Self.p(1))
        let events = v.drainEvents()
        #expect(!events.contains(.interaction(.performPrimaryActionForItemAt(Self.p(1)))))
        var old = try Self.view()
        old.version = UIKitVersion(15, 0)
        old.delegate.set(.performPrimaryAction, item: nil, to: true)
        try old.tap(at: Self.p(1))
        let oldEvents = old.drainEvents()
        #expect(oldEvents.last == .didSelectItemAt(Self.p(1)))
    }

    @Test("§1.4 a pan the delegate allows turns editing on and selects each item passed over")
    func multiSelectPan() throws {
        var v = try Self.view()
        v.delegate.set(.shouldBeginMultipleSelectionInteraction, item: nil, to: true)
        let outcome = try v.multipleSelectionPan(from: Self.p(1), to: Self.p(3))
        #expect(outcome == .selected(enteredEditing: true))
        #expect(v.isEditing && v.allowsMultipleSelectionDuringEditing)
        #expect(v.selection == [Self.p(1), Self.p(2), Self.p(3)])
        let events = v.drainEvents()
        #expect(events.last == .interaction(.didEndMultipleSelectionInteraction))
    }

    @Test("§1.4 without the delegate method the pan needs editing with allowsMultipleSelectionDuringEditing")
    func multiSelectNeedsEditing() throws {
        var v = try Self.view()
        let refused = try v.multipleSelectionPan(from: Self.p(1), to: Self.p(3))
        #expect(refused == .notRecognized)
        let events = v.drainEvents()
        #expect(v.selection.isEmpty && events.isEmpty)
        v.isEditing = true
        v.allowsSelectionDuringEditing = true
        v.allowsMultipleSelectionDuringEditing = true
        let backwards = try v.multipleSelectionPan(from: Self.p(3), to: Self.p(1))
        #expect(backwards == .selected(enteredEditing: false))
        #expect(v.selection.count == 3)
    }

    @Test("§1.5 long press: the configuration, the menu, its end; nil shows no menu; iOS 15 asks the single-item form")
    func contextMenu() throws {
        var v = try Self.view()
        let shown = try v.longPress(at: Self.p(2))
        #expect(shown)
        #expect(v.contextMenu?.indexPaths == [Self.p(2)])
        let ended = v.endContextMenu(.previewAction)
        #expect(ended)
        let events = v.drainEvents()
        #expect(events.last == .interaction(.willEndContextMenuInteraction))
        #expect(events.contains(.interaction(.willPerformPreviewActionForMenu)))
        let endedAgain = v.endContextMenu(.dismiss)
        #expect(!endedAgain)
        v.version = UIKitVersion(15, 0)
        _ = v.drainEvents()
        let shownOld = try v.longPress(at: Self.p(0))
        #expect(shownOld)
        let oldEvents = v.drainEvents()
        if case .interaction(.contextMenuConfigurationForItemAt(let path, _)) = oldEvents.first {
            #expect(path == Self.p(0))
        } else {
            Issue.record("iOS 15 asks contextMenuConfigurationForItemAt")
        }
    }
}
