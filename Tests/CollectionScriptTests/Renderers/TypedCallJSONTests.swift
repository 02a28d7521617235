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
        let list = try #require(steps[1].first?["layout"] as? [String: Any])
        #expect(list["class"] as? String == "UICollectionViewCompositionalLayout")
        #expect(list["swift"] == nil)
        let configuration = try #require(list["list"] as? [String: Any])
        #expect(configuration["appearance"] as? String == "insetGrouped")
        #expect(configuration["headerMode"] as? String == "none")
        #expect(configuration["showsSeparators"] as? Bool == true)
        #expect(configuration["headerTopPadding"] == nil)
    }

    /// No string anywhere in a layout object is Swift source (a call, a dot-case or a label).
    func expectNoSwift(_ value: Any, at path: String = "layout") {
        if let text = value as? String {
            #expect(!text.contains("(") && !text.contains(".") && !text.contains(":"), "\(path): \(text)")
        } else if let object = value as? [String: Any] {
            #expect(object["swift"] == nil, "\(path)")
            for (key, member) in object { expectNoSwift(member, at: path + "." + key) }
        } else if let array = value as? [Any] {
            for (index, member) in array.enumerated() { expectNoSwift(member, at: path + "[\(index)]") }
        }
    }

    @Test func aCompositionalLayoutIsNestedObjectsWithTypedDimensions() throws {
        // The section background's kind is registered on the layout first (UIKit raises otherwise).
        let steps = try calls("""
            register decoration background
            sections S T
            layout compositional scrollDirection=vertical interSectionSpacing=8 {
              section {
                group horizontal width=fractionalWidth(1) height=absolute(44) count=2 spacing=flexible(4) {
                  item width=fractionalWidth(0.5) height=estimated(44) insets=1,2,3,4 edgeTop=fixed(6) {
                    supplementary badge width=absolute(20) height=absolute(10) containerAnchor=topTrailing fractionalOffset=(0.5, -0.5)
                  }
                }
                interGroupSpacing 10
                contentInsets 16,20,0,20
                orthogonalScrollingBehavior groupPaging
                header height=absolute(30) pinned
                background insets=4,4,4,4
              }
              section T {
                group vertical width=fractionalWidth(1) height=fractionalHeight(0.25) {
                  group horizontal width=fractionalWidth(1) height=fractionalHeight(1) {
                    item width=absolute(100) height=fractionalHeight(1)
                  }
                }
              }
              section 0 list appearance=grouped headerMode=supplementary headerTopPadding=12
              footer height=absolute(50)
            }
            """)
        expectNoText(steps)
        let call = try #require(steps[2].first)
        #expect(call["call"] as? String == "setCollectionViewLayout(_:)")
        let layout = try #require(call["layout"] as? [String: Any])
        expectNoSwift(layout)
        #expect(layout["class"] as? String == "UICollectionViewCompositionalLayout")
        let configuration = try #require(layout["configuration"] as? [String: Any])
        #expect(configuration["scrollDirection"] as? String == "vertical")
        #expect(configuration["interSectionSpacing"] as? Double == 8)
        #expect(configuration["contentInsetsReference"] as? String == "safeArea")
        let layoutFooter = try #require((configuration["boundarySupplementaryItems"] as? [[String: Any]])?.first)
        #expect(layoutFooter["elementKind"] as? String == "UICollectionElementKindSectionFooter")
        #expect(layoutFooter["alignment"] as? String == "bottom")
        #expect((layoutFooter["layoutSize"] as? [String: [String: Double]])?["height"] == ["absolute": 50])

        let section = try #require(layout["section"] as? [String: Any])
        #expect(section["interGroupSpacing"] as? Double == 10)
        #expect(section["contentInsets"] as? [Double] == [16, 20, 0, 20])
        #expect(section["orthogonalScrollingBehavior"] as? String == "groupPaging")
        let header = try #require((section["boundarySupplementaryItems"] as? [[String: Any]])?.first)
        #expect(header["elementKind"] as? String == "UICollectionElementKindSectionHeader")
        #expect(header["pinToVisibleBounds"] as? Bool == true)
        #expect(header["layoutSize"] as? [String: [String: Double]] == ["width": ["fractionalWidth": 1], "height": ["absolute": 30]])
        let background = try #require((section["decorationItems"] as? [[String: Any]])?.first)
        #expect(background["contentInsets"] as? [Double] == [4, 4, 4, 4])
        #expect(background["zIndex"] as? Int == 0)

        let group = try #require(section["group"] as? [String: Any])
        #expect(group["direction"] as? String == "horizontal")
        #expect(group["count"] as? Int == 2)
        #expect(group["interItemSpacing"] as? [String: Double] == ["flexible": 4])
        #expect(group["layoutSize"] as? [String: [String: Double]] == ["width": ["fractionalWidth": 1], "height": ["absolute": 44]])
        let subitem = try #require((group["subitems"] as? [[String: Any]])?.first)
        let item = try #require(subitem["item"] as? [String: Any])
        #expect(item["layoutSize"] as? [String: [String: Double]] == ["width": ["fractionalWidth": 0.5], "height": ["estimated": 44]])
        #expect(item["contentInsets"] as? [Double] == [1, 2, 3, 4])
        #expect(item["edgeSpacing"] as? [String: [String: Double]] == ["top": ["fixed": 6]])
        let badge = try #require((item["supplementaryItems"] as? [[String: Any]])?.first)
        #expect(badge["elementKind"] as? String == "badge")
        #expect(badge["containerAnchor"] as? String == "topTrailing")
        #expect(badge["fractionalOffset"] as? [Double] == [0.5, -0.5])

        let byIdentifier = try #require((layout["sectionsByIdentifier"] as? [[String: Any]])?.first)
        #expect(byIdentifier["identifier"] as? String == "T")
        let outer = try #require((byIdentifier["section"] as? [String: Any])?["group"] as? [String: Any])
        #expect(outer["direction"] as? String == "vertical")
        #expect(outer["count"] == nil)
        let nested = try #require(((outer["subitems"] as? [[String: Any]])?.first?["group"]) as? [String: Any])
        #expect(nested["direction"] as? String == "horizontal")
        #expect((nested["layoutSize"] as? [String: [String: Double]])?["height"] == ["fractionalHeight": 1])

        let byIndex = try #require((layout["sectionsByIndex"] as? [[String: Any]])?.first)
        #expect(byIndex["index"] as? Int == 0)
        let list = try #require((byIndex["section"] as? [String: Any])?["list"] as? [String: Any])
        #expect(list["appearance"] as? String == "grouped")
        #expect(list["headerMode"] as? String == "supplementary")
        #expect(list["headerTopPadding"] as? Double == 12)
    }

    @Test func aListLayoutTransitionIsItsListConfiguration() throws {
        let steps = try calls("""
            sections S
            items S count 3
            startInteractiveTransition to list appearance=sidebar showsSeparators=false separatorInsets=0,16,0,0
            """)
        expectNoText(steps)
        let call = try #require(steps[2].first)
        #expect(call["call"] as? String == "startInteractiveTransition(to:completion:)")
        let layout = try #require(call["layout"] as? [String: Any])
        expectNoSwift(layout)
        #expect(layout["class"] as? String == "UICollectionViewCompositionalLayout")
        #expect(layout["configuration"] == nil)
        let list = try #require(layout["list"] as? [String: Any])
        #expect(list["appearance"] as? String == "sidebar")
        #expect(list["footerMode"] as? String == "none")
        #expect(list["showsSeparators"] as? Bool == false)
        #expect(list["separatorInsets"] as? [Double] == [0, 16, 0, 0])
    }

    /// The JSON of a dimension goes through the one number formatter; the transcript keeps its Swift.
    @Test func aCompositionalCallKeepsItsSwiftInTheTranscriptOnly() {
        let section = LayoutSection(group: .horizontal(LayoutSize(width: .fractionalWidth(1.0 / 3), height: .absolute(44)),
                                                       [.item(LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))]))
        let value = UIKitCall.CompositionalLayoutValue(configuration: .init(), section: section, sectionsByIndex: [:],
                                                       sectionsByIdentifier: [:], list: nil)
        let call = UIKitCall.layout(.setCollectionViewLayout(
            UIKitCall.LayoutValue(compositional: value, className: "UICollectionViewCompositionalLayout",
                                  swift: "UICollectionViewCompositionalLayout(section: 1 for every section)"), animated: nil))
        #expect(call.spelled == "setCollectionViewLayout(UICollectionViewCompositionalLayout(section: 1 for every section))")
        #expect(!call.json.text.contains("UICollectionViewCompositionalLayout(section"))
        #expect(call.json.text.contains(#""layoutSize":{"width":{"fractionalWidth":0.3333333333333333},"height":{"absolute":44}}"#))
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
