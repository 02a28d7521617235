import Testing
@testable import CollectionEngine

/// Each UIKit message is written once, as a template: its id is the case's name (never a
/// hand-typed string), its text the template filled, and the engine speaks UIKit only.
struct UIKitErrorWordingTests {
    static let path = IndexPath(0, 3)

    /// A sample of every kind of case, with the id its case name gives.
    static let samples: [(UIKitError, String)] = [
        (.deleteAndReload(path), "update.deleteAndReload"),
        (.moveSectionTargetOutOfRange(0, 4, 2), "update.moveSectionTargetOutOfRange"),
        (.reloadedAndReconfigured(path), "update.reloadedAndReconfigured"),
        (.globalIndexOutOfRange(1, 1), "update.globalIndexOutOfRange"),
        (.supplementaryNotDequeued(kind: "UICollectionElementKindSectionFooter", path, view: "(null)"), "cells.supplementaryNotDequeued"),
        (.duplicateDataIdentifier("a", nil), "data.duplicateDataIdentifier"),
        (.scrollToInvalidIndexPath(path), "scroll.scrollToInvalidIndexPath"),
        (.multipleScrollPositions(vertical: true), "scroll.multipleScrollPositions"),
        (.multipleScrollPositions(vertical: false), "scroll.multipleScrollPositions"),
        (.noItemToAct(verb: "select", path, itemsInSection: 1, sections: 1), "selection.noItemToAct"),
        (.invalidMovedItem("a"), "diffable.invalidMovedItem"),
        (.noSections, "diffable.noSections"),
        (.directMutation, "diffable.directMutation"),
        (.cellNotDequeued, "cells.cellNotDequeued"),
        (.noLayoutAttributesForItem(path), "layout.noLayoutAttributesForItem"),
        (.tooManyViewsOnScreen(limit: 10, visibleRect: Rect(x: 0, y: 0, width: 10, height: 10)), "view.tooManyViewsOnScreen"),
    ]

    @Test(arguments: samples)
    func theIDIsTheCaseName(error: UIKitError, id: String) {
        #expect(error.id == id)
        #expect(error.id.hasSuffix("." + error.caseName))
    }

    @Test func aCountMismatchIsNamedByItsCheck() {
        let report = CountMismatchReport(check: .invalidItemCount,
                                         classic: CountMismatchReport.deleteMoreItemsThanExist(section: 0),
                                         before: [1], after: [0], entries: [], collectionViewDescription: "<v>")
        #expect(UIKitError.countMismatch(report, .classic).id == "update.invalidItemCount")
        var sections = report
        sections.check = .invalidSectionCount
        #expect(UIKitError.countMismatch(sections, .modern).id == "update.invalidSectionCount")
    }

    /// The text is the template's pieces joined; holes keep the kind a recogniser needs.
    @Test func theTextIsTheTemplateFilled() {
        let error = UIKitError.deleteItemOutOfRange(7, 0, 4)
        #expect(error.message == "attempt to delete item 7 from section 0 which only contains 4 items before the update")
        let holes = error.template.pieces.compactMap { piece -> MessageTemplate.Hole? in
            if case .hole(let hole, _) = piece { return hole }
            return nil
        }
        #expect(holes == [.integer, .integer, .integer])
        let report = CountMismatchReport.batchReport(.modern, before: [4], after: [5, 0], entries: ["Delete item (0 - 1)"], view: "<v>")
        #expect(report.text == """
            Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 1 section with item counts: [4] }
            Data source after updates = { 2 sections with item counts: [5, 0] }
            Updates = [
            \tDelete item (0 - 1)
            ]
            Collection view: <v>
            """)
    }

    /// The engine's texts name no script command and not the tool: hints live in the language.
    @Test func theEngineSpeaksUIKitOnly() {
        let texts = Self.samples.map(\.0.message) + [UIKitError.notDiffable.message]
            + [DoubleDeleteWarning.text(for: .itemDeletedTwice(Self.path)) ?? ""]
        for text in texts {
            #expect(!text.lowercased().contains("colscript"), "\(text)")
            #expect(!text.contains("diffable on"), "\(text)")
        }
    }

    /// No number in a message prints `nan` or `inf`.
    @Test func aNonFiniteRectPrintsNoNaN() {
        let error = UIKitError.tooManyViewsOnScreen(limit: 10, visibleRect: Rect(x: .nan, y: .infinity, width: -.infinity, height: 1))
        #expect(!error.message.contains("nan"))
        #expect(!error.message.contains("inf"))
    }
}
