import Testing
import CollectionScript
@testable import ColscriptTools

/// Context menu previews, the two-finger multi-select pan and the query `expect`s export as the
/// calls UIKit makes and the assertions on its answers.
struct SwiftExportInteractionTests {
    static func export(_ script: String) -> Result<String, SwiftExport.Failure> {
        SwiftExport.export(SourceFile(name: "t.colscript", text: script), flavor: .xctest)
    }

    /// The previews are the delegate's answers, asked in UIKit's order: the highlight preview
    /// before willDisplayContextMenu, the dismissal preview before willEndContextMenuInteraction;
    /// iOS 15 asks by configuration.
    @Test func contextMenuPreviewsAreTheDelegatesAnswers() throws {
        let script = "sections A\nitems A a b\ndelegate highlightPreview = nil\ndelegate dismissalPreview b = preview\nlongPress b\ndismissMenu\nios 15.0\nlongPress a\ndismissMenu\n"
        let swift = try Self.export(script).get()
        #expect(swift.contains("delegate.highlightPreviewEveryItem = false"))
        #expect(swift.contains("delegate.dismissalPreview[\"b\"] = true"))
        #expect(swift.contains("XCTAssertNotNil(contextMenu)\n        if let contextMenu { XCTAssertNil(delegate.collectionView(collectionView, contextMenuConfiguration: contextMenu, highlightPreviewForItemAt: IndexPath(item: 1, section: 0))) }\n        if let contextMenu { delegate.collectionView(collectionView, willDisplayContextMenu: contextMenu, animator: nil) }"))
        #expect(swift.contains("if let contextMenu { XCTAssertNotNil(delegate.collectionView(collectionView, contextMenuConfiguration: contextMenu, dismissalPreviewForItemAt: IndexPath(item: 1, section: 0))) }\n        if let contextMenu { delegate.collectionView(collectionView, willEndContextMenuInteraction: contextMenu, animator: nil) }"))
        #expect(swift.contains("if let contextMenu { XCTAssertNil(delegate.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: contextMenu)) }"))
        #expect(swift.contains("highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {"))
        #expect(swift.contains("menuIndexPath = indexPath\n"))
    }

    /// A delegate that implements only the highlight preview is never asked for the dismissal one.
    @Test func onlyTheAnsweredPreviewIsImplemented() throws {
        let swift = try Self.export("sections A\nitems A a\ndelegate highlightPreview a = preview\nlongPress a\n").get()
        #expect(swift.contains("highlightPreviewForItemAt"))
        #expect(!swift.contains("dismissalPreviewForItemAt"))
    }

    /// A two-finger pan is the multiple selection interaction's calls, each answer asserted.
    @Test func aMultiSelectPanIsTheInteractionsCalls() throws {
        let script = "sections A\nitems A a b c d\ndelegate shouldBeginMultipleSelectionInteraction = true\ndelegate shouldSelect c = false\nmultiSelect a -> d\n"
        let swift = try Self.export(script).get()
        #expect(swift.contains("delegate.shouldBeginMultipleSelectionEveryItem = true"))
        #expect(swift.contains("XCTAssertEqual(delegate.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: IndexPath(item: 0, section: 0)), true)\n        collectionView.isEditing = true\n"))
        #expect(swift.contains("delegate.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: IndexPath(item: 0, section: 0))"))
        #expect(swift.contains("XCTAssertEqual(delegate.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 2, section: 0)), false)\n        XCTAssertEqual(delegate.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 3, section: 0)), true)"))
        #expect(swift.contains("collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])\n        delegate.collectionView(collectionView, didSelectItemAt: IndexPath(item: 3, section: 0))\n        delegate.collectionViewDidEndMultipleSelectionInteraction(collectionView)"))
        #expect(swift.contains("func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}"))
    }

    /// The queries: the cell UIKit returns, the background view, the presentation index paths, and
    /// `!= nil` of layout attributes.
    @Test func queryExpectationsAreAssertions() throws {
        let script = "layout flow itemSize=100x50 footerReferenceSize=390x20\nsections A B\nitems A a b\nitems B c\nexpect cell [0,0] == 7\nexpect backgroundView == nil\nexpect presentationIndexPath [0,1] == [0,1]\nexpect dataSourceIndexPath [0,9] == nil\nexpect footerAttributes [1,0] != nil\nexpect attributes [0,1] != nil\n"
        let swift = try Self.export(script).get()
        #expect(swift.contains("XCTAssertNotNil(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))"))
        #expect(swift.contains("XCTAssertNil(collectionView.backgroundView)"))
        #expect(swift.contains("XCTAssertEqual(collectionView.presentationIndexPath(forDataIndexPath: IndexPath(item: 1, section: 0)), IndexPath(item: 1, section: 0))"))
        #expect(swift.contains("XCTAssertNil(collectionView.dataIndexPath(forPresentationIndexPath: IndexPath(item: 9, section: 0)))"))
        #expect(swift.contains("XCTAssertNotNil(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1)))"))
        #expect(swift.contains("XCTAssertNotNil(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))"))
    }

    /// The visible views and the supplementary views on screen.
    @Test func visibleViewExpectationsAreAssertions() throws {
        let script = "layout flow itemSize=100x100 headerReferenceSize=390x40\nsections A B\nitems A a b\nitems B c\nexpect visibleCells == [[0,0] [0,1] [1,0]]\nexpect visibleHeaders == [[0,0] [1,0]]\nexpect visibleFooters == []\nexpect header [0,0] > 0\nexpect footer [9,0] == nil\n"
        let swift = try Self.export(script).get()
        #expect(swift.contains("XCTAssertEqual(collectionView.visibleCells.compactMap { collectionView.indexPath(for: $0) }.sorted(), [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])"))
        #expect(swift.contains("XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader).sorted(), [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])"))
        #expect(swift.contains("XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter).sorted(), [])"))
        #expect(swift.contains("XCTAssertNotNil(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))"))
        #expect(swift.contains("XCTAssertNil(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 9)))"))
    }

    /// A diffable data source's reorderingHandlers answer canReorderItem by item identifier; an
    /// interactive move under it is the same calls, and the data source commits the move itself.
    @Test func reorderingHandlersAnswerAndTheMoveIsItsCalls() throws {
        let script = "layout flow itemSize=100x100\nsections Inbox\nitems Inbox a b c\ndiffable on\nset reorderingHandlers = on\ndelegate canReorderItem b = false\nbeginMove b\nbeginMove a\nupdateMove (290, 50)\nendMove\n"
        let swift = try Self.export(script).get()
        #expect(swift.contains("var canReorder: [String: Bool] = [:], canReorderEveryItem = true\n        diffableDataSource.reorderingHandlers.canReorderItem = { item in canReorder[item] ?? canReorderEveryItem }"))
        #expect(swift.contains("diffableDataSource.reorderingHandlers.didReorder = { _ in }"))
        #expect(swift.contains("canReorder[\"b\"] = false"))
        #expect(swift.contains("XCTAssertEqual(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), false)"))
        #expect(swift.contains("XCTAssertEqual(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), true)"))
        #expect(swift.contains("collectionView.endInteractiveMovement()"))
        // The classic data source's canMoveItemAt is not the one asked.
        #expect(!swift.contains("canMoveItemAt indexPath"))
    }
}
