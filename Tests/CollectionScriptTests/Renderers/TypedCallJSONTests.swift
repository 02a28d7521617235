import Foundation
import Testing
@testable import CollectionScript
import CollectionEngine

/// Issue 32 point 4: every call in `--json` is an object with a name and typed arguments (index
/// paths as `[section,item]`, points as `[x,y]`), never the transcript's display text. These calls
/// were `.raw` strings written as `{"text": …}` before.
struct TypedCallJSONTests {
    /// The calls of each step of `script` run with `--json`.
    func calls(_ script: String) throws -> [[[String: Any]]] {
        var session = Session(options: SessionOptions(format: .json))
        let result = session.runScript(SourceFile(name: "t.colscript", text: script))
        #expect(result.status == .ok)
        return try result.output.split(separator: "\n").map { line in
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["calls"] as? [[String: Any]])
        }
    }

    /// No call anywhere carries display text.
    func expectNoText(_ steps: [[[String: Any]]]) {
        for call in steps.joined() {
            #expect(call["text"] == nil, "\(call)")
            #expect(call["call"] is String || call["omitted"] != nil, "\(call)")
        }
    }

    @Test func aDragIsAnObjectWithIndexPathsAndTheProposal() throws {
        let steps = try calls("sections S\nitems S a b c\ndrag [0,2] -> [0,0]\nlongPress a\nmoveFinger (0, 12)\ndrop [0,2]\n")
        expectNoText(steps)
        let drag = steps[2]
        #expect(drag[0]["call"] as? String == "dragAndDrop")
        #expect(drag[0]["from"] as? [Int] == [0, 2])
        #expect(drag[0]["to"] as? [Int] == [0, 0])
        #expect(drag[0]["operation"] as? String == "move")
        #expect(drag[1]["call"] as? String == "moveItem(at:to:)")
        #expect(drag[1]["from"] as? [Int] == [0, 2])
        let lift = try #require(steps[4].first)
        #expect(lift["call"] as? String == "moveFinger")
        #expect(lift["outcome"] as? String == "dragBegan")
        #expect(lift["indexPath"] as? [Int] == [0, 1])
        let drop = try #require(steps[5].first)
        #expect(drop["call"] as? String == "drop")
        #expect(drop["from"] as? [Int] == [0, 1])
        #expect(drop["at"] as? [Int] == [0, 2])
    }

    @Test func aDiffableApplyIsAnObjectWithTheChangesetCounts() throws {
        let steps = try calls("diffable on\nsnapshot {\n  appendSections A\n  appendItems A x y z\n}\napply\nsnapshot {\n  deleteItems y\n  moveItem z before x\n}\napply\n")
        expectNoText(steps)
        #expect(steps[0].first?["call"] as? String == "UICollectionViewDiffableDataSource(collectionView:cellProvider:)")
        #expect(steps[1].first?["edits"] as? Int == 2)
        let apply = steps[4]
        #expect(apply[0]["call"] as? String == "apply(_:animatingDifferences:)")
        #expect(apply[0]["animatingDifferences"] as? Bool == true)
        #expect(apply[1]["call"] as? String == "performBatchUpdates(_:completion:)")
        let changes = try #require(apply[1]["changes"] as? [String: Int])
        #expect(changes["deletes"] == 1)
        #expect((changes["moves"] ?? 0) >= 1)
    }

    @Test func aLayoutInstallNamesItsClassAndItsProperties() throws {
        let steps = try calls("layout flow itemSize=50x50\nlayout list appearance=insetGrouped\n")
        expectNoText(steps)
        let flow = try #require(steps[0].first)
        #expect(flow["call"] as? String == "setCollectionViewLayout(_:)")
        let layout = try #require(flow["layout"] as? [String: Any])
        #expect(layout["class"] as? String == "UICollectionViewFlowLayout")
        #expect(layout["itemSize"] as? [Double] == [50, 50])
        #expect(layout["minimumLineSpacing"] as? Double == 10)
        #expect(layout["scrollDirection"] as? String == "vertical")
        let list = try #require(steps[1].first?["layout"] as? [String: String])
        #expect(list["class"] == "UICollectionViewCompositionalLayout")
        #expect(list["swift"]?.isEmpty == false)
    }

    @Test func aTransitionIsObjectsWithItsProgressAndCompletion() throws {
        let steps = try calls("""
            view 390x400
            layout flow itemSize=100x100
            sections S
            items S count 6
            layout flow itemSize=50x50 animated completion { echo "done" }
            startInteractiveTransition to flow itemSize=200x200
            transitionProgress 0.5
            finishInteractiveTransition
            """)
        expectNoText(steps)
        let animated = steps[4]
        #expect(animated[0]["call"] as? String == "setCollectionViewLayout(_:animated:)")
        #expect(animated[0]["animated"] as? Bool == true)
        #expect(animated[1]["call"] as? String == "completion")
        #expect(animated[1]["animated"] as? Bool == true)
        #expect(steps[5].first?["call"] as? String == "startInteractiveTransition(to:completion:)")
        let progress = try #require(steps[6].first)
        #expect(progress["call"] as? String == "transitionProgress")
        #expect(progress["progress"] as? Double == 0.5)
        #expect(progress["contentOffset"] as? [Double] != nil)
        #expect(steps[7].first?["call"] as? String == "finishInteractiveTransition()")
    }

    @Test func gesturesAreNamedByTheGestureWithPoints() throws {
        let steps = try calls("view 390x400\nlayout flow itemSize=100x100\nsections S\nitems S count 40\ndrag by (0, -300)\nrelease velocity (0, 1)\n")
        expectNoText(steps)
        let pan = try #require(steps[4].first)
        #expect(pan["call"] as? String == "pan")
        #expect(pan["began"] as? Bool == true)
        #expect(pan["delta"] as? [Double] == [0, -300])
        let release = try #require(steps[5].first)
        #expect(release["call"] as? String == "release")
        #expect(release["velocity"] as? [Double] == [0, 1])
        #expect(release["target"] is [Double])
    }

    @Test func answersCarryTheMethodTheItemAndTheValueTyped() throws {
        let steps = try calls("sections S\nitems S a b c\ndelegate shouldSelect [0,1] = false\nset allowsMultipleSelection = true\ndelegate dropSessionDidUpdate [0,2] = copy insertIntoDestinationIndexPath\n")
        expectNoText(steps)
        let answer = try #require(steps[2].first)
        #expect(answer["call"] as? String == "delegate")
        #expect(answer["method"] as? String == "shouldSelect")
        #expect(answer["item"] as? [Int] == [0, 1])
        #expect(answer["value"] as? Bool == false)
        let property = try #require(steps[3].first)
        #expect(property["call"] as? String == "allowsMultipleSelection")
        #expect(property["value"] as? Bool == true)
        let proposal = try #require(steps[4].first)
        #expect(proposal["method"] as? String == "dropSessionDidUpdate")
        #expect(proposal["value"] as? [String] == ["copy", "insertIntoDestinationIndexPath"])
    }

    @Test func eventsAreObjectsWithTheCallbackAndItsArguments() throws {
        var session = Session(options: SessionOptions(format: .json))
        let result = session.runScript(SourceFile(name: "t.colscript", text: "sections S\nitems S a b c\ntap [0,1]\ndrag by (0, 10)\n"))
        let rows = try result.output.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let tap = try #require(rows[2]["events"] as? [[String: Any]])
        #expect(tap.contains { $0["event"] as? String == "didSelectItemAt" && $0["indexPath"] as? [Int] == [0, 1] })
        let drag = try #require(rows[3]["events"] as? [[String: Any]])
        #expect(drag.first?["event"] as? String == "scrollViewWillBeginDragging")
        #expect(drag.allSatisfy { $0["event"] is String })
    }

    /// The transcript keeps its words: they come from the same typed value.
    @Test func theTranscriptSpellsTheTypedValue() {
        let release = UIKitCall.gesture(.statusBarTap(scrolledTo: Point(x: 0, y: 0)))
        #expect(release.spelled == "status bar tap (scrollsToTop) → contentOffset (0, 0)")
        let drop = UIKitCall.dragAndDrop(.droppedMove(from: IndexPath(0, 2), to: IndexPath(0, 0)))
        #expect(drop.spelled == "  moveItem(at: [0,2], to: [0,0])")
        #expect(drop.json.text == #"{"call":"moveItem(at:to:)","from":[0,2],"to":[0,0]}"#)
    }
}
