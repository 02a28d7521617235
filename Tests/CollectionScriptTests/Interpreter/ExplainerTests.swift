import Foundation
import Testing
@testable import CollectionScript

/// Every error the engine can raise has an explanation: each case triggers the error with a real
/// script, then `explain` must give the reasoning (not the generic fallback).
struct ExplainerTests {
    static let setUp = "sections A B\nitems A a0 a1 a2 a3\nitems B b0 b1\n"

    /// (error id, the failing command, a phrase the explanation must contain)
    static let cases: [(String, String, String)] = [
        ("update.invalidItemCount", "data insert [0,4] Z\nreload [0,0]", "Out of step: the DATA SOURCE"),
        ("update.invalidItemCount", "view delete [0,0]", "Out of step: the VIEW"),
        ("update.invalidSectionCount", "view deleteSection 1", "sections: the view expects 1"),
        ("update.deleteItemOutOfRange", "delete [0,9]", "BEFORE the update"),
        ("update.deleteItemSectionOutOfRange", "delete [5,0]", "BEFORE the update"),
        ("update.deleteSectionOutOfRange", "deleteSection 4", "BEFORE the update"),
        ("update.insertItemOutOfRange", "insert [0,9] Q", "AFTER the update"),
        ("update.insertItemSectionOutOfRange", "view insert [5,0]", "AFTER the update"),
        ("update.insertSectionOutOfRange", "insertSection 5 Q", "AFTER the update"),
        ("update.moveItemSourceOutOfRange", "move [0,9] -> [0,0]", "BEFORE the update"),
        ("update.moveItemSourceSectionOutOfRange", "move [7,0] -> [0,0]", "BEFORE the update"),
        ("update.moveItemTargetOutOfRange", "move [0,0] -> [0,9]", "AFTER the update"),
        ("update.moveItemTargetSectionOutOfRange", "move [0,0] -> [7,0]", "AFTER the update"),
        ("update.moveSectionSourceOutOfRange", "moveSection 7 -> 0", "BEFORE the update"),
        ("update.moveSectionTargetOutOfRange", "moveSection 0 -> 7", "AFTER the update"),
        ("update.reconfigureItemOutOfRange", "reconfigure [0,9]", "BEFORE the update"),
        ("update.deleteAndReload", "batch { delete [0,1]; reload [0,1] }", "deletes it twice"),
        ("update.deleteAndMoveItem", "batch { delete [0,1]; move [0,1] -> [1,0] }", "both deleted and moved"),
        ("update.deleteAndMoveSection", "batch { deleteSection 0; moveSection 0 -> 1 }", "both deleted and moved"),
        ("update.insertAndMoveItem", "batch { insert [1,0] n; move [0,0] -> [1,0] }", "same final position"),
        ("update.insertAndMoveSection", "batch { insertSection 1 N; moveSection 0 -> 1 }", "same final position"),
        ("update.moveFromDeletedSection", "batch { deleteSection 1; move [1,0] -> [0,0] }", "section the same update deletes"),
        ("update.moveIntoInsertedSection", "batch { insertSection 1 N; move [0,0] -> [1,0] }", "section the same update inserts"),
        ("update.moveItemToBoth", "batch { move [0,0] -> [0,1]; move [0,0] -> [0,2] }", "moved to two different places"),
        ("update.moveBothItems", "batch { move [0,0] -> [0,2]; move [0,1] -> [0,2] }", "moved to the same place"),
        ("update.reloadedAndReconfigured", "batch { reload [0,1]; reconfigure [0,1] }", "reloaded (a new cell) and reconfigured"),
        ("data.duplicateDataIdentifier", "insert [0,0] b0", "unique across the collection"),
        ("scroll.invalidScrollTarget", "scrollTo [0,9] top", "outside its counts"),
        ("scroll.multipleScrollPositions", "scrollTo [0,1] top bottom", "one position per axis"),
        ("selection.noItemToAct", "select [0,9]", "outside its counts"),
        ("diffable.directMutation", "diffable on\ninsert [0,0] q", "owns the view's updates"),
        ("diffable.duplicateItemIdentifiers", "diffable on\nsnapshot { appendItems A q q }", "repeat"),
        ("diffable.invalidReferenceItem", "diffable on\nsnapshot { insertItems q before ghost }", "anchor"),
        ("diffable.invalidMovedItem", "diffable on\nsnapshot { moveItem ghost before a0 }", "The item to move"),
        ("diffable.invalidSection", "diffable on\nsnapshot { insertSections C before Nowhere }", "appendSections it first"),
        ("diffable.noSections", "diffable on\nsnapshot empty { appendItems q }", "appendSections first"),
        ("diffable.reloadMissingItem", "diffable on\nsnapshot { reloadItems ghost }", "Only items already in the snapshot can be reloaded"),
        ("diffable.reconfigureMissingItem", "diffable on\nsnapshot { reconfigureItems ghost }", "can be reconfigured"),
        ("diffable.reloadMissingSection", "diffable on\nsnapshot { reloadSections Nowhere }", "Only sections already"),
        ("diffable.invalidParent", "diffable on\nsectionSnapshot A { append q to ghost }", "parent item"),
        ("diffable.sectionSnapshotDuplicates", "diffable on\nsectionSnapshot A { append q q }", "repeat"),
        ("cells.unregisteredIdentifier", "set cellReuseIdentifier = Fancy\ninsert [0,0] n", "nobody registered"),
        ("cells.cellNotDequeued", "delegate cellForItemAt [0,0] = notDequeued\nreload", "created itself"),
        ("cells.unregisteredDecorationKind", "layout flow itemSize=100x100 sectionBackground=card", "register decoration card"),
        ("cells.unregisteredIdentifier", "delegate dequeueReusableCell [0,1] = Banner\nreload", "for that item or section"),
        ("selfSizing.emptyPreferredSize", "view 390x844\nlayout flow estimatedItemSize=50x50\ncellSize [0,0] 0x0", "0 × 0"),
        ("cells.nilCell", "delegate cellForItemAt [0,1] = nil\nreload", "returned nil"),
        ("view.tooManyViewsOnScreen", "layout flow itemSize=2x2 minimumLineSpacing=0 minimumInteritemSpacing=0\nitems A count 20000", "run out of memory"),
        ("layout.attributesForMissingIndexPath", "delegate layoutAttributesForElementsIn [0,40] = included\nscroll to (0, 10)", "which the view does not have"),
        ("layout.noLayoutAttributesForItem", "delegate layoutAttributesForItemAt = nil\nscrollTo [0,1] top", "must override it"),
        ("layout.attributesForMissingIndexPath", "layout custom waterfall prepare=fillIfEmpty clearCacheOn=everything\ndelete [0,3]", "not invalidated or rebuilt after the update"),
        ("cells.supplementaryNotDequeued", "layout flow footerReferenceSize=390x40\ndelegate viewForSupplementaryElementOfKind = nil\nreload", "must never return nil"),
        ("cells.supplementaryKindMismatch", "layout flow footerReferenceSize=390x40\ndelegate viewForSupplementaryElementOfKind = headerForFooter\nreload", "dequeued for UICollectionElementKindSectionHeader"),
    ]

    @Test("explain gives the reasoning for each error", arguments: cases.indices)
    func explanation(_ index: Int) {
        let (id, command, phrase) = Self.cases[index]
        var session = Session()
        _ = session.runEntry(SourceFile(name: "setup", text: Self.setUp))
        let failed = session.runEntry(SourceFile(name: id, text: command))
        #expect(failed.status == .failure, "\(id): \(command) did not fail:\n\(failed.output)")
        let explained = session.runEntry(SourceFile(name: "explain", text: "explain"))
        #expect(explained.output.contains(phrase), "\(id): explanation lacks “\(phrase)”:\n\(explained.output)")
        #expect(!explained.output.contains("the collection view was left exactly as it was before the command"),
                "\(id) fell back to the generic explanation")
    }

    // Every UIKitError case has its reasoning by construction: `Explainer.reasons(for:)` switches
    // over the enum without a default, so a new case does not compile until it is explained.

    /// What `explain` prints after `update` fails in a session set up with `setUp`.
    private func explanation(after update: String, setUp: String, in session: inout Session,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        if !setUp.isEmpty { _ = session.runEntry(SourceFile(name: "setup", text: setUp)) }
        let failed = session.runEntry(SourceFile(name: "update", text: update))
        #expect(failed.status == .failure, sourceLocation: sourceLocation)
        return session.runEntry(SourceFile(name: "explain", text: "explain")).output
    }

    /// With section deletes or inserts in the batch, each row is a section before and the number
    /// the update gives it, so the counts compared are the same section's (UIKit's comparison).
    @Test func countTableFollowsSectionsThroughTheirNewNumbers() {
        var session = Session()
        let table = explanation(after: "batch { insertSection 0 N; view delete [1,0] }",
                                setUp: "ios 17\nsections A B\nitems A a0 a1\nitems B b0\n", in: &session)
        #expect(table.contains("0 → 1 A              2             2                2\n"), "\(table)")
        #expect(table.contains("1 → 2 B              1             0                1   ✗"), "\(table)")
        #expect(table.contains("+ → 0 (inserted)     —             0                0"), "\(table)")
    }

    /// A move between two different sections that share a number: every count agrees, and the
    /// explanation names UIKit's counting instead of blaming one side.
    @Test func aSameNumberMoveIsExplainedAsUIKitsCounting() {
        var session = Session()
        let explained = explanation(after: "batch { deleteSection 0; move [1,0] -> [1,1] }",
                                    setUp: "ios 17\nsections A B C\nitems A a0\nitems B b0 b1\nitems C c0 c1\n", in: &session)
        #expect(explained.contains("0 → deleted A"), "\(explained)")
        #expect(explained.contains("Out of step: nobody"), "\(explained)")
        #expect(explained.contains("Tell the view deleteItems(at: [[1,0]]) and insertItems(at: [[1,1]]) instead of the move"), "\(explained)")
        #expect(!explained.contains("no count differs"), "\(explained)")
        // With another mismatch in the same batch, the side out of step comes first and the move after.
        let both = explanation(after: "batch { deleteSection 0; move [1,0] -> [1,1]; view insert [1,0] }", setUp: "", in: &session)
        #expect(both.contains("Out of step: what the view was told") && both.contains("Also: moveItem(at: [1,0], to: [1,1])"), "\(both)")
    }

    @Test func nothingToExplainAtFirst() {
        var session = Session()
        #expect(session.runEntry(SourceFile(name: "x", text: "explain")).output.contains("nothing to explain"))
    }
}
