import Testing
@testable import CollectionEngine

/// The context menu's highlight and dismissal previews, by era (docs/interaction.md §1.6).
struct ContextMenuPreviewTests {
    static func view(_ version: UIKitVersion) throws -> CollectionView {
        var view = try CallbackOrderTests.view(items: 12)
        view.version = version
        _ = view.drainEvents()
        return view
    }

    @Test func unansweredPreviewsAreNotAsked() throws {
        var view = try Self.view(.latest)
        #expect(try view.longPress(at: IndexPath(0, 1)))
        view.endContextMenu(.dismiss)
        #expect(!view.drainEvents().contains { if case .interaction(.contextMenuPreview) = $0 { true } else { false } })
    }

    @Test func iOS16AsksPerItemAroundDisplayAndEnd() throws {
        var view = try Self.view(.latest)
        view.delegate.set(.highlightPreview, item: nil, to: true)
        view.delegate.set(.dismissalPreview, item: nil, to: false)
        #expect(try view.longPress(at: IndexPath(0, 1)))
        view.endContextMenu(.dismiss)
        let descriptions = view.drainEvents().map(\.description)
        #expect(Array(descriptions.dropFirst()) == [
            "contextMenuConfiguration(_:highlightPreviewForItemAt: [0,1]) → UITargetedPreview",
            "willDisplayContextMenu(configuration:animator:)",
            "contextMenuConfiguration(_:dismissalPreviewForItemAt: [0,1]) → nil (UIKit previews the cell)",
            "willEndContextMenuInteraction(configuration:animator:)",
        ])
    }

    @Test func iOS15AsksPerConfigurationAndAPreviewActionAsksNoDismissalPreview() throws {
        var view = try Self.view(UIKitVersion(15, 0))
        view.delegate.set(.highlightPreview, item: nil, to: false)
        view.delegate.set(.dismissalPreview, item: nil, to: true)
        #expect(try view.longPress(at: IndexPath(0, 0)))
        view.endContextMenu(.previewAction)
        let descriptions = view.drainEvents().map(\.description)
        #expect(descriptions.contains("previewForHighlightingContextMenuWithConfiguration(_:) → nil (UIKit previews the cell)"))
        #expect(!descriptions.contains { $0.hasPrefix("previewForDismissing") })
    }
}
