import Foundation
import Testing
import CollectionEngine
import CollectionScript
@testable import ColscriptTools

/// `repeat`, `sameTurn` and large data sources in `colscript export --swift`
/// (SwiftExportWriter+Loops.swift, SwiftSyntax+Runs.swift), and the raising calls rebuilt for
/// `expect numberOfItems`, a diffable view's direct update and an unregistered decoration kind.
struct SwiftExportLoopTests {
    static func export(_ script: String) -> Result<String, SwiftExport.Failure> {
        SwiftExport.export(SourceFile(name: "t.colscript", text: script), flavor: .xctest)
    }

    static func swift(_ script: String) -> String? {
        guard case .success(let swift) = export(script) else { return nil }
        return swift
    }

    static func refusal(_ script: String) -> String? {
        guard case .failure(let failure) = export(script) else { return nil }
        return failure.message
    }

    /// Turns that make the same calls are one `for` loop; the state is asserted once, after it.
    @Test func aRepeatWhoseTurnsAreAlikeIsALoop() throws {
        let swift = try #require(Self.swift("sections A\nitems A count 40\nrepeat 3 {\n  scroll to (0, 100)\n  scroll to (0, 0)\n}\n"))
        #expect(swift.contains("for _ in 0..<3 {\n\n            // scroll to (0, 100)\n"))
        // Each command of a repeat is its own run-loop turn: a layout pass after it.
        #expect(swift.contains("collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)\n            collectionView.layoutIfNeeded()\n"))
        #expect(swift.components(separatedBy: "setContentOffset(CGPoint(x: 0, y: 100)").count == 2)
        // One assertion of the state for the whole repeat (plus the two set-up steps').
        #expect(swift.components(separatedBy: "assertState(collectionView").count - 1 == 3)
    }

    /// Turns whose calls differ (each insert names a new item) are written out one by one.
    @Test func aRepeatWhoseTurnsDifferIsWrittenOut() throws {
        let swift = try #require(Self.swift("sections A\nitems A a\nrepeat 3 { insert [0,0] }\nexpect count A == 4\n"))
        #expect(!swift.contains("for _ in"))
        #expect(swift.components(separatedBy: "collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])").count - 1 == 3)
        #expect(swift.contains("dataSource.sections = [[\"A-2\", \"A-1\", \"A-0\", \"a\"]]"))
    }

    /// A repeat too long to write out, turn by turn, is refused, named.
    @Test func aLongRepeatOfChangingTurnsIsRefused() throws {
        let message = try #require(Self.refusal("sections A\nrepeat 100 { insert [0,0] }\n"))
        #expect(message.contains("`repeat` (t.colscript:2)"))
        #expect(message.contains("more than \(SwiftExportWriter.unrollLimit) blocks"))
    }

    /// A repeat of colscript's own limits (its count, a batch's updates, the work budget) has no
    /// UIKit counterpart: the refusal says exactly that.
    @Test func colscriptsOwnLimitsAreRefusedAsSuch() throws {
        let count = try #require(Self.refusal("sections A\nexpect error \"must be between 0 and 100000\" { repeat 100001 { echo \"x\" } }\n"))
        #expect(count.contains("it tests one of colscript's own limits (repeat count must be between 0 and 100000); UIKit has no such limit"))
        let batch = try #require(Self.refusal("sections A\nexpect error \"a batch queues at most\" { batch { repeat 10001 { insert [0,0] } } }\n"))
        #expect(batch.contains("colscript's own limits (a batch queues at most 10000 updates)"))
    }

    /// One run-loop turn: no layoutIfNeeded() between reloadData() and the insert, which UIKit
    /// then raises for under the catcher (docs/updates.md §3.3 rule 2).
    @Test func aSameTurnMakesItsCallsWithoutALayoutPass() throws {
        let swift = try #require(Self.swift("ios 16.3\nsections A\nitems A a b\nexpect error \"invalid number of items\" {\n  sameTurn {\n    reload\n    insert [0,0] c\n  }\n}\n"))
        let turn = try #require(swift.range(of: "// reload\n"))
        let tail = String(swift[turn.lowerBound...])
        let insert = try #require(tail.range(of: "collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])"))
        let between = String(tail[..<insert.lowerBound])
        #expect(between.contains("collectionView.reloadData()"))
        #expect(!between.contains("layoutIfNeeded()"))
        #expect(between.contains("ColscriptExceptionCatcher.catching {"))
        #expect(swift.contains("must be equal to the number of items contained in that section before the update (3)"))
    }

    /// A turn that ends well: the layout pass and the state once, after the block.
    @Test func aSameTurnThatSucceedsAssertsAfterItsLayoutPass() throws {
        let swift = try #require(Self.swift("sections A\nitems A a\nsameTurn {\n  reload\n  batch { insert [0,0] b }\n}\nexpect items A == [b a]\n"))
        let turn = try #require(swift.range(of: "// reload\n"))
        let tail = String(swift[turn.lowerBound...])
        let batchEnd = try #require(tail.range(of: "})\n"))
        #expect(!String(tail[..<batchEnd.lowerBound]).contains("layoutIfNeeded()"))
        #expect(String(tail[batchEnd.upperBound...]).hasPrefix("        collectionView.layoutIfNeeded()\n        assertState("))
    }

    /// What colscript does not model inside one turn is refused, named.
    @Test func aSameTurnWithACallTheEngineDoesNotModelIsRefused() throws {
        let message = try #require(Self.refusal("sections A\nitems A count 40\nsameTurn {\n  reload\n  scroll to (0, 100)\n}\n"))
        #expect(message.contains("inside `sameTurn` it calls contentOffset = (0, 100)"), "\(message)")
    }

    /// More than 2,000 items: runs of generated identifiers are generated in Swift, not listed.
    @Test func aLargeDataSourceIsGeneratedNotListed() throws {
        let swift = try #require(Self.swift("sections A B\nitems A count 11047\nitems B b\ninsert [0,5] n\n"))
        #expect(swift.contains("dataSource.sections = [(0..<11047).map { \"A-\\($0)\" }, [\"b\"]]"))
        #expect(swift.contains("Array([(0..<5).map { \"A-\\($0)\" }, [\"n\"], (5..<11047).map { \"A-\\($0)\" }].joined())")
                || swift.contains("Array([[\"A-0\", \"A-1\", \"A-2\", \"A-3\", \"A-4\", \"n\"], (5..<11047).map { \"A-\\($0)\" }].joined())"))
        #expect(swift.count < 40_000)
        // 2,000 items or fewer are listed, as before.
        let small = try #require(Self.swift("sections A\nitems A count 3\n"))
        #expect(small.contains("dataSource.sections = [[\"A-0\", \"A-1\", \"A-2\"]]"))
    }

    @Test func runsOfGeneratedNames() {
        let names = ["x"] + (0..<10).map { "A-\($0)" } + ["A-11", "A-12"] + (20..<30).map { "B-\($0)" } + ["B-07"]
        #expect(SwiftSyntax.runs(names) == [.listed(["x"]), .generated(prefix: "A", first: 0, last: 9), .listed(["A-11", "A-12"]),
                                            .generated(prefix: "B", first: 20, last: 29), .listed(["B-07"])])
        #expect(SwiftSyntax.runs([]) == [.listed([])])
    }

    /// `expect numberOfItems` of a section the view does not have: the query raises in UIKit.
    @Test func anExpectThatRaisesMakesTheQueryUnderTheCatcher() throws {
        let swift = try #require(Self.swift("sections A B\nitems A a\nexpect error \"request for number of items in section 3\" { expect numberOfItems 3 == 0 }\n"))
        #expect(swift.contains("ColscriptExceptionCatcher.catching {\n            _ = collectionView.numberOfItems(inSection: 3)"))
        #expect(swift.contains("normalized(\"request for number of items in section 3 when there are only 2 sections in the collection view\")"))
    }

    /// A direct update of a view a diffable data source drives raises: the call itself.
    @Test func aDirectUpdateOfADiffableViewRaisesUnderTheCatcher() throws {
        let swift = try #require(Self.swift("sections A\nitems A a b\ndiffable on\nexpect error \"must be updated via the UICollectionViewDiffableDataSource\" { insert [0,0] x }\n"))
        #expect(swift.contains("ColscriptExceptionCatcher.catching {\n            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])"))
        #expect(swift.contains("UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs"))
    }

    /// A decoration kind nobody registered: the layout is set without registering it, and UIKit raises.
    @Test func anUnregisteredDecorationKindRaisesUnderTheCatcher() throws {
        let script = "sections A\nitems A count 4\nexpect error \"could not dequeue a decoration view of kind: card\" {\n  layout compositional {\n    section {\n"
            + "      group horizontal width=fractionalWidth(1) height=absolute(60) {\n        item width=fractionalWidth(0.5) height=fractionalHeight(1)\n      }\n"
            + "      background card\n    }\n  }\n}\n"
        let swift = try #require(Self.swift(script))
        #expect(swift.contains("ColscriptExceptionCatcher.catching {"))
        #expect(swift.contains("NSCollectionLayoutDecorationItem.background(elementKind: \"card\")"))
        #expect(!swift.contains("forDecorationViewOfKind: \"card\")"))
        #expect(swift.contains("could not dequeue a decoration view of kind: card - must register as a class or nib"))
    }

    /// A finger moving the controller's interactive move is updateInteractiveMovementTargetPosition(_:);
    /// a drag session's finger, a drop and focus have no UIKit call, and say so.
    @Test func theFingerOfAnInteractiveMoveExportsADragSessionDoesNot() throws {
        let drag = try #require(Self.refusal("sections A\nitems A a b c\nlongPress b\nmoveFinger (3, 4)\nmoveFinger (30, 0)\n"))
        #expect(drag.contains("`moveFinger`") && drag.contains("UIKit has no call that makes one"), "\(drag)")
        let focus = try #require(Self.refusal("sections A\nitems A a b\nfocus [0,1]\n"))
        #expect(focus.contains("UIKit has no call that moves focus to an item"))
        let drop = try #require(Self.refusal("sections A\nitems A a b\ndrag [0,0] -> [0,1]\n"))
        #expect(drop.contains("UIKit has no call that makes one"))
        // The controller's move (installsStandardGestureForInteractiveMovement) reports only this call.
        #expect(!SwiftExportWriter.isDragSessionCall(.updateInteractiveMovementTarget(Point(x: 10, y: 20))))
        #expect(SwiftExportWriter.isDragSessionCall(.dragAndDrop(.cancelDrag)))
    }
}
