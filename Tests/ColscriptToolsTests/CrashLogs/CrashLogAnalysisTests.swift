import CollectionEngine
import Foundation
import Testing
@testable import CollectionScript
@testable import ColscriptTools

/// `colscript why`: every pattern round-trips. A scenario raises a UIKit message; `why` recognises
/// it, rebuilds a scenario, and that scenario raises the same text (addresses read 0x0; the
/// collection view's description is compared only where UIKit's own would be).
struct CrashLogAnalysisTests {
    /// (a scenario whose last command raises or logs, the pattern `why` must pick).
    static let roundTrips: [(String, String)] = [
        ("ios 16.3\nsections A\nitems A count 4\ndata insert [0,4] Z\nreload [0,0]", "update.invalidItemCount.classic"),
        ("ios 12\nsections A B\nitems A count 5\nitems B count 3\ndata delete [0,0] [0,1]\nbatch { view delete [0,4]; view move [0,1] -> [1,0]; view move [1,2] -> [0,0] }", "update.invalidItemCount.classic"),
        ("ios 16.3\nsections A B C\ndata deleteSection 2\nbatch { view insertSection 0 }", "update.invalidSectionCount.classic"),
        ("ios 17\nsections A\nitems A count 4\ndata insert [0,4] Z\nreload [0,0]", "update.invalidBatchUpdates"),
        ("ios 16.4\nsections A B\nitems A count 4\nitems B count 2\ndata insert [0,4] Z\nbatch { view delete [0,1] [0,3]; view insert [1,0]; view move [0,0] -> [1,1]; view reload [0,2] }", "update.invalidBatchUpdates"),
        ("ios 18\nsections A B C\ndata deleteSection 2\nbatch { view insertSection 0; view deleteSection 2 }", "update.invalidBatchUpdates"),
        ("sections A B\nitems A count 4\ndelete [0,7]", "update.deleteItemOutOfRange"),
        ("sections A\nitems A count 10\ndelegate layoutAttributesForElementsIn [0,10] = included\nscroll to (0, 0)", "layout.attributesForMissingIndexPath"),
        ("sections A B\nitems B count 3\ndelegate layoutAttributesForElementsIn [1,7] = included\nreload", "layout.attributesForMissingIndexPath"),
        ("sections A\nitems A count 10\ndelegate layoutAttributesForItemAt = nil\ninsert [0,0] x", "layout.noLayoutAttributesForItem"),
        ("sections A B\nitems B count 30\ndelegate layoutAttributesForItemAt [1,25] = nil\nscrollTo [1,25] top", "layout.noLayoutAttributesForItem"),
        ("sections A B\ndeleteSection 5", "update.deleteSectionOutOfRange"),
        ("sections A B\nitems A count 4\ninsert [0,9] Q", "update.insertItemOutOfRange"),
        ("sections A B\ninsertSection 4 M", "update.insertSectionOutOfRange"),
        ("sections A B\ndelete [3,0]", "update.deleteItemSectionOutOfRange"),
        ("sections A B\nview insert [4,1]", "update.insertItemSectionOutOfRange"),
        ("sections A B\nitems A count 4\nmove [0,8] -> [0,0]", "update.moveItemSourceOutOfRange"),
        ("sections A B\nmoveSection 6 -> 0", "update.moveSectionSourceOutOfRange"),
        ("sections A B\nmoveSection 0 -> 4", "update.moveSectionTargetOutOfRange"),
        ("sections A B\nitems A count 4\nmove [0,0] -> [0,9]", "update.moveItemTargetOutOfRange"),
        ("sections A B\nitems A count 4\nmove [0,0] -> [7,0]", "update.moveItemTargetSectionOutOfRange"),
        ("sections A B\nitems A count 4\nmove [5,0] -> [0,0]", "update.moveItemSourceSectionOutOfRange"),
        ("sections A B\nitems A count 4\nreconfigure [0,7]", "update.reconfigureItemOutOfRange"),
        ("sections A B\nitems A count 4\nreconfigure [3,1]", "update.reconfigureItemSectionOutOfRange"),
        ("sections A B\nitems A count 4\nitems B count 2\nbatch { delete [0,1]; reload [0,1] }", "update.deleteAndReload"),
        ("sections A B\nitems A count 4\nitems B count 2\nbatch { delete [0,2]; move [0,2] -> [1,0] }", "update.deleteAndMoveItem"),
        ("sections A B\nitems A count 4\nitems B count 2\nbatch { insert [1,0] n; move [0,0] -> [1,0] }", "update.insertAndMoveItem"),
        ("sections A B\nitems A count 4\nitems B count 2\nbatch { deleteSection 1; move [1,0] -> [0,0] }", "update.moveFromDeletedSection"),
        ("sections A B\nitems A count 4\nbatch { insertSection 1 C; move [0,0] -> [1,0] }", "update.moveIntoInsertedSection"),
        ("sections A B\nbatch { deleteSection 0; moveSection 0 -> 1 }", "update.deleteAndMoveSection"),
        ("sections A B\nbatch { insertSection 1 C; moveSection 0 -> 1 }", "update.insertAndMoveSection"),
        ("sections A B\nitems A count 4\nbatch { move [0,0] -> [0,1]; move [0,0] -> [0,2] }", "update.moveItemToBoth"),
        ("sections A B\nitems A count 4\nbatch { move [0,0] -> [0,2]; move [0,1] -> [0,2] }", "update.moveBothItems"),
        ("sections A B C\nbatch { moveSection 0 -> 1; moveSection 0 -> 2 }", "update.moveSectionToBoth"),
        ("sections A B C\nbatch { moveSection 0 -> 2; moveSection 1 -> 2 }", "update.moveBothSections"),
        ("sections A B\nexpect numberOfItems 3 == 0", "dataSource.numberOfItemsInMissingSection"),
        ("ios 14\nsections A B\nitems B count 3\nscrollTo [1,5] top", "scroll.scrollToInvalidIndexPath"),
        ("ios 18\nsections A B\nitems A count 7\nscrollTo [0,9] top", "scroll.invalidScrollTarget.item"),
        ("sections A B\nscrollTo [4,0] top", "scroll.invalidScrollTarget.section"),
        ("sections A\nitems A count 3\nscrollTo [0,1] top centeredVertically", "scroll.multipleScrollPositions"),
        ("sections A\nitems A count 3\nset cellReuseIdentifier = PhotoCell\nreload", "cells.unregisteredIdentifier"),
        ("ios 16\ndiffable on\nsnapshot { appendSections S; appendItems S a b a b }", "diffable.duplicateItemIdentifiers"),
        ("ios 16\ndiffable on\nsnapshot { appendSections S T S }", "diffable.duplicateSectionIdentifiers"),
        ("ios 14\ndiffable on\nsnapshot { appendSections S; appendItems S a a }", "diffable.duplicateItemIdentifiers.unlisted"),
        ("diffable on\nsnapshot { appendSections S }\napply\nsnapshot { appendSections S }", "diffable.sectionsAlreadyExist"),
        ("diffable on\nsnapshot { appendSections S }\nsnapshot { reloadItems ghost }", "diffable.reloadMissingItem"),
        ("diffable on\nsnapshot { appendSections S }\nsnapshot { reconfigureItems ghost }", "diffable.reconfigureMissingItem"),
        ("diffable on\nsnapshot { appendSections S }\nsnapshot { reloadSections Nowhere }", "diffable.reloadMissingSection"),
        ("diffable on\nsnapshot { appendSections S; appendItems S a }\nsnapshot { insertItems n before ghost }", "diffable.invalidReferenceItem"),
        ("diffable on\nsnapshot { appendSections S; appendItems S a }\nsnapshot { moveItem ghost before a }", "diffable.invalidMovedItem"),
        ("diffable on\nsnapshot { appendSections S }\nsnapshot { insertSections X before Nowhere }", "diffable.invalidSection"),
        ("diffable on\nsnapshot { appendSections S }\nsectionSnapshot S { append leaf to ghost }", "diffable.invalidParent"),
        ("diffable on\nsnapshot { appendSections S }\nsectionSnapshot S { append x x }", "diffable.sectionSnapshotDuplicates"),
        ("diffable on\nsnapshot { appendItems x }", "diffable.noSections"),
        ("ios 15\ndiffable on\nsnapshot { appendSections S }\nsnapshot { shuffle Ghost seed=2 }", "diffable.sectionNotFound"),
        ("diffable on\nsnapshot { appendSections S; appendItems S a b c }\napply\nsnapshot { appendItems S c a }", "diffable.identifiersAlreadyExist"),
        ("diffable on\nsnapshot { appendSections S; appendItems S a b c }\napply\nsnapshot { appendItems S b }", "diffable.identifiersAlreadyExist"),
        ("diffable on\nsnapshot { appendSections S; appendItems S a }\napply\ninsert [0,1] b", "diffable.directMutation"),
        ("sections A\nitems A count 4\nset validateOffscreenUpdates = false\ndata insert [0,4] Z\nios 14\ndelete [0,0]", "update.invalidUpdateSkipped"),
        ("ios 7\nview 300x200\nlayout flow itemSize=60x190 sectionInset=10 scrollDirection=horizontal\nsections S\nitems S count 2", "layout.flowItemTooLarge"),
        ("ios 8\nview 300x200\nlayout flow itemSize=290x40 sectionInset=10\nsections S\nitems S count 2", "layout.flowItemTooLarge"),
        ("ios 12\nset contentInset = 4\nlayout flow itemSize=390x40 sectionInset=10\nsections S\nitems S count 2", "layout.flowItemTooLarge"),
        ("ios 18\nlayout flow itemSize=50x50\nsections S\nitems S count 2\nsize [0,1] 500x40", "layout.flowItemTooLarge"),
        // E13 (LiveContainer#1414): the compositional "no room" log with its preamble.
        ("view 32x653\nsections S0\nitems S0 count 1\nlayout compositional {\n  section {\n    group vertical width=fractionalWidth(1) height=estimated(94) {\n      item width=fractionalWidth(1) height=estimated(94)\n    }\n    contentInsets 0,16,0,16\n  }\n}", "layout.compositionalNoRoom"),
    ]

    /// The last UIKit error the scenario raised, or the last log it printed.
    static func produce(_ text: String) -> String? {
        let parsed = Parser.parse(SourceFile(name: "t", text: text))
        guard parsed.diagnostics.isEmpty else { return nil }
        var interpreter = Interpreter(version: .latest)
        var log: String?
        for command in parsed.script.commands {
            do {
                let report = try interpreter.execute(command)
                for case .log(let line) in interpreter.view.drainEvents() { log = line }
                for case .text(let line) in report.lines where line.hasPrefix("log: ") { log = String(line.dropFirst(5)) }
            } catch {
                if case .uikit(let raised, _, _) = error { return raised.message }
                return nil
            }
        }
        return log
    }

    @Test(arguments: roundTrips)
    func roundTrip(scenario: String, pattern: String) throws {
        let message = try #require(Self.produce(scenario), "the scenario raised nothing")
        guard case .explained(let report) = CrashLogAnalysis.analyze(message) else {
            Issue.record("not recognised: \(message)")
            return
        }
        #expect(report.reconstruction.patternID == pattern)
        #expect(report.reproduced, "\(message)\n---\n\(report.reconstruction.scenario)\n---\n\(report.produced ?? "nothing")")
        let again = try #require(Self.produce(report.reconstruction.scenario))
        // Byte for byte, except the collection view's description (contentSize, frame) that
        // follows "Collection view:" or "attached to".
        #expect(CrashLogAnalysis.comparable(again) == CrashLogAnalysis.comparable(message))
        if !message.contains("Collection view: <") && !message.contains("attached to <") {
            #expect(again == message)
        }
    }

    /// E13: the compositional "no room" message is recognised alone (an excerpt) and inside UIKit's
    /// whole log (its preamble with real addresses, and the group's tab-indented lines).
    @Test func compositionalNoRoomBareAndWithPreamble() {
        let bare = "There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, or it has no room for any subitems itself. Inspect the parent and ensure the contentInsets ({0, 16, 0, 16}) do not result in a negative effectiveContentSize when applied to size: {32, 653}."
        let full = "<UICollectionViewCompositionalLayout: 0x10b8a6f00> ran into an error when computing the layout for section at index 0 in container <_UICollectionLayoutContainer: 0x600000c8c780 contentSize={32, 653}; contentInsets={0, 0, 0, 0}}>. Container calculated by applying insets ({0, 0, 0, 0}) from sectionInsetsReference \"safeArea\" to collection view frame {{0, 0}, {32, 653}}.\nError: " + bare + "\nGroup: <NSCollectionLayoutGroup 0x600003d0c000 size={.containerWidthFactor(1), .estimated(94)}>\n\tlayoutDirection=vertical"
        for text in [bare, full] {
            guard case .explained(let report) = CrashLogAnalysis.analyze(text) else {
                Issue.record("not recognised: \(text)")
                continue
            }
            #expect(report.reconstruction.patternID == "layout.compositionalNoRoom")
            #expect(report.reproduced, "\(report.reconstruction.scenario)\n---\n\(report.produced ?? "nothing")")
        }
    }

    @Test func recognisesAMessageInsideAFullCrashReport() {
        let message = Self.produce("ios 16.3\nsections A\nitems A count 4\ndata insert [0,4] Z\nreload [0,0]") ?? ""
        let log = """
            2024-05-02 10:11:12.345678+0200 Photos[1234:567890] *** Assertion failure in -[UICollectionView _Bug_Detected_In_Client_Of_UICollectionView_Invalid_Number_Of_Items_In_Section:], UICollectionView.m:7392
            2024-05-02 10:11:12.350000+0200 Photos[1234:567890] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(message)'
            *** First throw call stack:
            (
            \t0   CoreFoundation                      0x00000001803f5e88 __exceptionPreprocess + 172
            \t1   libobjc.A.dylib                     0x000000018005d8d8 objc_exception_throw + 56
            )
            libc++abi: terminating due to uncaught exception of type NSException
            """
        guard case .explained(let report) = CrashLogAnalysis.analyze(log) else {
            Issue.record("not recognised")
            return
        }
        #expect(report.reproduced)
        #expect(report.reconstruction.patternID == "update.invalidItemCount.classic")
        #expect(report.rendered().contains("likely mistake"))
    }

    /// Pasted from a web page or chat, UIKit's two spaces after "section 0." are often one (or a
    /// line break): the message is still recognised and reproduced.
    @Test(arguments: [" ", "\n", "   "])
    func collapsedSpacingAfterTheFirstSentenceIsRestored(_ gap: String) {
        let message = Self.produce("ios 12\nsections A\nitems A count 4\ndata insert [0,4] Z\nreload [0,0]") ?? ""
        #expect(message.contains(".  The number"))
        let pasted = message.replacingOccurrences(of: ".  The number", with: "." + gap + "The number")
        guard case .explained(let report) = CrashLogAnalysis.analyze(pasted) else {
            Issue.record("not recognised: \(pasted)")
            return
        }
        #expect(report.reproduced)
    }

    @Test func recognisesAModernMessageWithRealAddressesAndDescription() {
        let log = """
            *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 1 section with item counts: [4] }
            Data source after updates = { 1 section with item counts: [5] }
            Updates = [
            \tDelete item (0 - 0),
            \tInsert item (0 - 0)
            ]
            Collection view: <UICollectionView: 0x10480a000; frame = (0 0; 393 852); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c1e0a0>; backgroundColor = <UIDynamicSystemColor: 0x600001714a80; name = systemBackgroundColor>; layer = <CALayer: 0x6000002d4e60>; contentOffset: {0, -59}; contentSize: {393, 50}; adjustedContentInset: {59, 0, 34, 0}; layout: <UICollectionViewFlowLayout: 0x104608d90>; dataSource: <Photos.ViewController: 0x10460a6b0>>'
            *** First throw call stack:
            (0x1804 0x1805)
            """
        guard case .explained(let report) = CrashLogAnalysis.analyze(log) else {
            Issue.record("not recognised")
            return
        }
        #expect(report.reproduced)
        #expect(report.reconstruction.scenario.contains("view 393x852"))
        #expect(report.reconstruction.scenario.contains("ios 17"))
    }

    @Test func xcodeThreadBannerAndConsoleTimestamps() {
        let banner = "Thread 1: \"attempt to delete item 7 from section 0 which only contains 4 items before the update\""
        guard case .explained(let report) = CrashLogAnalysis.analyze(banner) else {
            Issue.record("not recognised")
            return
        }
        #expect(report.reproduced)
    }

    /// Xcode's banner shows the reason as a string literal: its `\n` and `\"` are read back, so a
    /// message that spans lines there is the message UIKit raised.
    @Test func xcodeThreadBannerEscapesAreReadBack() {
        let banner = #"Thread 1: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \"Sunset\"\n)}""#
        #expect(CrashLogText.message(in: banner) == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \"Sunset\"\n)}")
        guard case .explained(let report) = CrashLogAnalysis.analyze(banner) else {
            Issue.record("not recognised")
            return
        }
        #expect(report.reproduced)
        #expect(report.reconstruction.scenario.contains("appendItems Main id1 id1"))   // a quoted name is not a script name
        #expect(CrashLogText.unescaped(#"a\tb \\ \q"#) == "a\tb \\ \\q")
    }

    @Test func appIdentifiersThatAreNotScriptNamesAreRenamedWholly() {
        let message = "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    Item(id: 4),\n    4\n)}"
        guard case .explained(let report) = CrashLogAnalysis.analyze(message) else {
            Issue.record("not recognised")
            return
        }
        #expect(report.reproduced)
        #expect(report.reconstruction.expected == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    id1,\n    id2\n)}")
        let uuid = "Attempted to reload item identifier that does not exist in the snapshot: 3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        guard case .explained(let single) = CrashLogAnalysis.analyze(uuid) else {
            Issue.record("not recognised")
            return
        }
        #expect(single.reproduced)
        #expect(single.reconstruction.scenario.contains("reloadItems id1"))
    }

    @Test(arguments: [
        "",
        "hello world",
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (5",
        "*** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM objectAtIndex:]: index 4 beyond bounds [0 .. 3]'",
        "attempt to delete item 99999999999999999999 from section 0 which only contains 4 items before the update",
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
        "reason: '",
        "Thread 1: \"",
    ])
    func unknownOrTruncatedLogsGetAPlainMessage(text: String) {
        guard case .unknown(let message) = CrashLogAnalysis.analyze(text) else {
            Issue.record("explained: \(text)")
            return
        }
        #expect(message.hasPrefix("why: "))
    }

    /// Random bytes and random cuts of real messages never crash.
    @Test func neverCrashesOnGarbage() {
        var generator = SplitMix64(seed: 20)
        let samples = Self.roundTrips.prefix(12).compactMap { Self.produce($0.0) }
        for _ in 0..<60 {
            let base = samples.randomElement(using: &generator) ?? ""
            let cut = Int.random(in: 0...base.count, using: &generator)
            var text = String(base.prefix(cut))
            if Bool.random(using: &generator) { text += "0x\(Int.random(in: 0...999_999, using: &generator)) ([{'\"\n" }
            _ = CrashLogAnalysis.analyze(text)
        }
    }
}
