import Testing
import CollectionEngine
import CollectionScript
@testable import ColscriptTools

/// Steps that raised and were "not rebuilt for this command yet" (issue 34 point 2): an anchored
/// badge nobody registered, a completion that scrolls out of bounds; and the controller's
/// viewWillAppear. Each test makes UIKit's call (under the catcher when it raises).
struct SwiftExportRaisesTests {
    static func export(_ script: String) -> String? {
        guard case .success(let exported) = SwiftExport.export(SourceFile(name: "r.colscript", text: script), flavor: .xctest, allowFailing: false) else {
            return nil
        }
        return exported.swift
    }

    static let badgeLayout = """
        layout compositional {
          section {
            group horizontal width=fractionalWidth(1) height=absolute(50) {
              item width=fractionalWidth(1) height=fractionalHeight(1) {
                supplementary badge width=absolute(20) height=absolute(10) containerAnchor=topTrailing fractionalOffset=(0.5, -0.5)
              }
            }
          }
        }

        """

    @Test func anchoredSupplementariesAreSupplementaryItemsDequeuedWithTheirKind() throws {
        let swift = try #require(Self.export("sections A\nitems A count 3\nregister supplementary badge\n" + Self.badgeLayout))
        #expect(swift.contains("collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: \"badge\", withReuseIdentifier: \"badge\")"))
        #expect(swift.contains("let item0Supplementary0 = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(10)), elementKind: \"badge\", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))"))
        #expect(swift.contains("let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [item0Supplementary0])"))
        // The data source dequeues the badge with the identifier colscript registers it with.
        #expect(swift.contains("withReuseIdentifier: ownKindIdentifier(kind) ?? \"Supplementary\", for: indexPath)"))
        #expect(swift.contains("func ownKindIdentifier(_ kind: String) -> String? {"))
    }

    @Test func anUnregisteredBadgeRaisesUIKitsDequeueErrorUnderTheCatcher() throws {
        let swift = try #require(Self.export("sections A\nitems A count 3\n" + Self.badgeLayout))
        #expect(swift.contains("let exception = ColscriptExceptionCatcher.catching {\n            do {\n"))
        #expect(swift.contains("supplementaryItems: [item0Supplementary0])"))
        #expect(!swift.contains("withReuseIdentifier: \"badge\")"))
        #expect(swift.contains("could not dequeue a view of kind: badge with identifier badge"))
    }

    @Test func headersAloneKeepTheirIdentifier() throws {
        let swift = try #require(Self.export("sections A\nitems A count 3\nlayout list headerMode=supplementary\n"))
        #expect(!swift.contains("ownKindIdentifier"))
    }

    @Test(arguments: ["batch { delete [0,0] } completion { scrollTo [0,5] top }",
                      "layout flow itemSize=50x50 animated completion { scrollTo [0,5] top }"])
    func aCompletionThatScrollsOutOfBoundsRaisesUnderTheCatcher(step: String) throws {
        let swift = try #require(Self.export("sections A\nitems A count 5\n" + step + "\n"))
        let catcher = try #require(swift.range(of: "let exception = ColscriptExceptionCatcher.catching {"))
        let after = swift[catcher.upperBound...]
        #expect(after.contains("// completion (UIKit calls it when the change's animations end):\n"))
        #expect(after.contains("collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)"))
        #expect(after.contains("Attempted to scroll the collection view to an out-of-bounds item (5)"))
        #expect(step.hasPrefix("layout") || after.contains("collectionView.performBatchUpdates({"))
    }

    @Test func viewWillAppearIsTheControllersCall() throws {
        let swift = try #require(Self.export("sections A\nitems A count 3\nset allowsMultipleSelection = true\nselect [0,1] [0,2]\nviewWillAppear animated\n"))
        #expect(swift.contains("let collectionViewController = UICollectionViewController(collectionViewLayout: collectionView.collectionViewLayout)"))
        #expect(swift.contains("collectionViewController.viewWillAppear(true)"))
    }
}

/// `delegate dequeueReusableCell` (docs/interaction.md §2.5): cellForItemAt dequeues with the
/// identifier the scenario names per item or section.
struct SwiftExportCellChoiceTests {
    @Test func cellForItemAtDequeuesPerItemAndSection() throws {
        let script = "sections P N\nitems P p0 p1\nitems N n0 n1\nregister Photo\nregister Text\nregister Banner\n"
            + "delegate dequeueReusableCell section P = Photo\ndelegate dequeueReusableCell section N = Text\n"
            + "delegate dequeueReusableCell [1,1] = Banner\nreload\ndelegate dequeueReusableCell [1,1] = default\n"
        let swift = try #require(SwiftExportRaisesTests.export(script))
        #expect(swift.contains("dataSource.sectionCellIdentifiers[\"P\"] = \"Photo\""))
        #expect(swift.contains("dataSource.sectionCellIdentifiers[\"N\"] = \"Text\""))
        #expect(swift.contains("dataSource.itemCellIdentifiers[\"n1\"] = \"Banner\""))
        #expect(swift.contains("dataSource.itemCellIdentifiers[\"n1\"] = nil"))
        #expect(swift.contains("dequeueReusableCell(withReuseIdentifier: cellIdentifier(at: indexPath) ?? cellReuseIdentifier, for: indexPath)"))
    }

    @Test func aRegistrationsNameDequeuesThroughIt() throws {
        let script = "sections P\nitems P p0 p1\nregister Photo\nregister registration Row\n"
            + "delegate dequeueReusableCell section P = Photo\ndelegate dequeueReusableCell [0,1] = Row\nreload\n"
        let swift = try #require(SwiftExportRaisesTests.export(script))
        #expect(swift.contains("dataSource.itemCellIdentifiers[\"p1\"] = \"CellRegistration\""))
        #expect(swift.contains("if let cellRegistration, (cellIdentifier(at: indexPath) ?? \"CellRegistration\") == \"CellRegistration\" {"))
    }

    @Test func withoutChoicesCellForItemAtIsUnchanged() throws {
        let swift = try #require(SwiftExportRaisesTests.export("sections P\nitems P p0\nregister Photo\n"))
        #expect(!swift.contains("cellIdentifier(at:"))
    }
}

/// `expect events` with a custom layout: the exported subclass records prepare() and
/// invalidateLayout(with:) as colscript's trace spells them.
struct SwiftExportCustomLayoutEventTests {
    static let script = """
        view 390x400
        sections Photos
        items Photos count 4
        layout custom waterfall numberOfColumns=2 itemHeights=[100 60] prepare=fillIfEmpty clearCacheOn=everything
        trace on
        items Photos A B C
        expect count == 3

        """

    @Test func theLayoutRecordsItsCalls() throws {
        let events = "expect events == [\"layout.invalidateLayout(with: context) — invalidateEverything and invalidateDataSourceCounts; the cache is emptied\" \"numberOfSections\" \"numberOfItemsInSection(0)\" \"layout.prepare()\" \"cellForItemAt([0,0])\" \"cellForItemAt([0,1])\" \"cellForItemAt([0,2])\" \"didEndDisplaying([0,0])\" \"didEndDisplaying([0,1])\" \"didEndDisplaying([0,2])\" \"didEndDisplaying([0,3])\" \"willDisplay([0,0])\" \"willDisplay([0,1])\" \"willDisplay([0,2])\"]\n"
        let swift = try #require(SwiftExportRaisesTests.export(Self.script + events))
        #expect(swift.contains("        record(\"layout.prepare()\")\n"))
        #expect(swift.contains("func record(_ event: String) { (collectionView?.dataSource as? DataSource)?.events.append(event) }"))
        #expect(swift.contains("record(\"layout.invalidateLayout(with: \\(which)) — "))
        #expect(swift.contains("let answer = switch rules.boundsChange {"))
        #expect(swift.contains("\"layout.invalidateLayout(with: context) — invalidateEverything and invalidateDataSourceCounts; the cache is emptied\", \"numberOfSections\""))
    }

    @Test func withoutExpectEventsTheLayoutRecordsNothing() throws {
        let swift = try #require(SwiftExportRaisesTests.export(Self.script))
        #expect(!swift.contains("record(\"layout.prepare()\")"))
    }

    @Test func onlyTheCallsTheLayoutRecordsAreRecorded() {
        #expect(CustomLayoutClasses.records("layout.prepare()"))
        #expect(CustomLayoutClasses.records("layout.invalidateLayout(with: context) — no flag set; the cache is kept"))
        #expect(!CustomLayoutClasses.records("layout.prepare(forCollectionViewUpdates: [delete [0,1]])"))
        #expect(!CustomLayoutClasses.records("layout.finalizeCollectionViewUpdates()"))
    }
}
