import Foundation
import Testing
import TestSupport
import CollectionEngine
import CollectionScript
@testable import ColscriptTools

/// `colscript export --swift`: goldens of the generated code (`Scripts/export/NAME.swift` for the
/// scenario `Scripts/NAME.colscript`, `Scripts/export/why-NAME.swift` for the scenario `why` prints
/// in `Scripts/why/NAME.why`; re-record with COLSCRIPT_RECORD=1; SwiftExportTypeCheckTests
/// type-checks them all together), and a clear refusal that names a command that does not export.
struct SwiftExportTests {
    /// The scenarios with a golden: every `Scripts/export/A-B.swift` that is the export of a
    /// `Scripts/A/B.colscript` (the goldens present are the list: a new one is a new file).
    static let goldens: [String] = {
        let scripts = PackageRoot.appending("Scripts").path
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: scripts + "/export")) ?? [])
        let paths = FileManager.default.enumerator(atPath: scripts)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".colscript") }.map { String($0.dropLast(10)) }
            .filter { !$0.hasPrefix("why") && present.contains($0.replacingOccurrences(of: "/", with: "-") + ".swift") }
            .sorted()
    }()
    /// The crashes `why` reproduces, exported as tests that make the crashing call.
    static let whyGoldens = ["classic-item-count", "delete-out-of-range", "dequeue-unregistered", "insert-and-move-conflict",
                             "modern-batch-updates", "same-number-move", "scroll-out-of-bounds", "flow-layout-not-defined",
                             "diffable-duplicates", "layout-no-attributes", "layout-missing-index-path"]

    static var recording: Bool { ProcessInfo.processInfo.environment["COLSCRIPT_RECORD"] != nil }

    static func compare(_ text: String, golden name: String) throws {
        let golden = PackageRoot.appending("Scripts/export/\(name)")
        if recording {
            try text.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        #expect(text == (try String(contentsOf: golden, encoding: .utf8)), "Scripts/export/\(name)")
    }

    /// The scenario a `why` golden prints, between its `--- scenario` and `--- what happened` lines.
    static func whyScenario(_ name: String) throws -> SourceFile {
        let text = try String(contentsOf: PackageRoot.appending("Scripts/why/\(name).why"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = (lines.firstIndex { $0.hasPrefix("--- scenario") } ?? 0) + 1
        let end = lines.firstIndex { $0.hasPrefix("--- what happened") } ?? lines.count
        return SourceFile(name: "\(name).colscript", text: lines[start..<end].joined(separator: "\n"))
    }

    @Test func theScenarioGoldensAreFound() {
        #expect(Self.goldens.count >= 10, "\(Self.goldens)")
        #expect(Self.goldens.contains("layout/horizontal"))
    }

    @Test(arguments: goldens)
    func matchesGolden(name: String) throws {
        let path = "Scripts/\(name).colscript"
        let text = try String(contentsOf: PackageRoot.appending(path), encoding: .utf8)
        let result = SwiftExport.export(SourceFile(name: path, text: text), flavor: .xctest, allowFailing: false)
        guard case .success(let exported) = result else {
            Issue.record("not exported: \(result)")
            return
        }
        try Self.compare(exported.swift, golden: "\(name.replacingOccurrences(of: "/", with: "-")).swift")
    }

    @Test(arguments: whyGoldens)
    func theCrashWhyReproducesExports(name: String) throws {
        let result = SwiftExport.export(try Self.whyScenario(name), flavor: .xctest, allowFailing: false)
        guard case .success(let exported) = result else {
            Issue.record("not exported: \(result)")
            return
        }
        try Self.compare(exported.swift, golden: "why-\(name).swift")
        if exported.swift.contains("ColscriptExceptionCatcher.catching {") {
            #expect(exported.companions.map(\.name) == ["ColscriptExceptionCatcher.h", "ColscriptExceptionCatcher.m"])
            #expect(exported.swift.contains("XCTAssertEqual(exception.map { normalized($0.reason ?? \"\") }, normalized(\""))
        }
    }

    /// The stale-cache `why` scenario exports with its UICollectionViewLayout subclass
    /// (docs/layout.md §10): its rules fill the cache only when it is empty and empty it for no
    /// context, and the delete that raises is made under the catcher.
    @Test func theStaleCacheScenarioWritesTheSubclass() throws {
        let result = SwiftExport.export(try Self.whyScenario("layout-missing-index-path"), flavor: .xctest, allowFailing: false)
        guard case .success(let exported) = result else {
            Issue.record("not exported: \(result)")
            return
        }
        let swift = exported.swift
        #expect(swift.contains("private final class WaterfallLayout: UICollectionViewLayout {"))
        #expect(swift.contains("        guard rules.prepare == .rebuild || cache.isEmpty else { return }\n"))
        #expect(swift.contains("rules: LayoutCacheRules(prepare: .fillIfEmpty, clearCacheOn: [], boundsChange: .never))"))
        #expect(swift.contains("    let layout = WaterfallLayout(\n                numberOfColumns: 2, "))
        #expect(swift.contains("ColscriptExceptionCatcher.catching {\n            collectionView.deleteItems(at: [IndexPath(item: 24, section: 0)])")
                || swift.contains("collectionView.deleteItems(at: [IndexPath(item: 24, section: 0)])"))
        #expect(swift.contains("UICollectionView received layout attributes for a cell with an index path that does not exist"))
    }

    /// Each shape is one class, a flow subclass for leftAligned (its item sizes answered by the
    /// delegate); the rules are the instance's (`LayoutCacheRules`, declared once), passed to its
    /// initialiser, so other rules are another instance of the same class; a context names the
    /// items for `invalidateLayout ITEM`.
    @Test func customLayoutsWriteTheirSubclass() {
        let script = "sections A\nitems A count 4\nlayout custom leftAligned itemSizes=[60x30 90x30] sectionInset=10 clearCacheOn=[dataSourceCounts items] shouldInvalidateLayoutForBoundsChange=always\n"
            + "invalidateLayout [0,1]\nlayout custom leftAligned prepare=fillIfEmpty clearCacheOn=any shouldInvalidateLayoutForBoundsChange=sizeChange\n"
            + "layout custom frames frames=[(0, 0, 100, 50) (0, 60, 100, 50)]\ninvalidateLayout\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "c.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        func count(_ text: String) -> Int { swift.components(separatedBy: text).count - 1 }
        #expect(count("private final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {") == 1)
        #expect(!swift.contains("LeftAlignedFlowLayout2"))
        #expect(count("let layout = LeftAlignedFlowLayout(") == 2)
        #expect(count("private final class FixedFramesLayout: UICollectionViewLayout {") == 1)
        #expect(count("private struct LayoutCacheRules {") == 1)
        #expect(swift.contains("enum Trigger { case everything, dataSourceCounts, items, any }"))
        #expect(swift.contains("rules: LayoutCacheRules(prepare: .rebuild, clearCacheOn: [.dataSourceCounts, .items], boundsChange: .always))"))
        #expect(swift.contains("rules: LayoutCacheRules(prepare: .fillIfEmpty, clearCacheOn: [.any], boundsChange: .sizeChange))"))
        #expect(swift.contains("rules: LayoutCacheRules(prepare: .rebuild, clearCacheOn: [], boundsChange: .never))"))
        #expect(swift.contains("|| rules.clearCacheOn.contains(.items) && context.invalidatedItemIndexPaths != nil"))
        #expect(swift.contains("guard rules.prepare == .rebuild || cache.isEmpty else { return }"))
        #expect(swift.contains("case .sizeChange: newBounds.size != collectionView?.bounds.size"))
        #expect(swift.contains("if let sizes = (collectionViewLayout as? LeftAlignedFlowLayout)?.itemSizes, !sizes.isEmpty { return sizes[indexPath.item % sizes.count] }"))
        #expect(swift.contains("itemSizes: [CGSize(width: 60, height: 30), CGSize(width: 90, height: 30)],"))
        #expect(swift.contains("context.invalidateItems(at: [IndexPath(item: 1, section: 0)])\n            collectionView.collectionViewLayout.invalidateLayout(with: context)"))
        #expect(swift.contains("collectionView.collectionViewLayout.invalidateLayout()\n"))
        #expect(swift.contains("let delegate = Delegate(dataSource: dataSource)"))
    }

    /// The one `why` scenario with no UIKit equivalent: UIKit skips validating an off-screen view
    /// on its own; no API turns that off.
    /// A script with syntax errors is not exported, and the refusal shows each error at its place
    /// with its caret and fix (as `colscript check` does), not only a pointer to `check`.
    @Test func syntaxErrorsAreShownWhereTheyAre() {
        let result = SwiftExport.export(SourceFile(name: "bad.colscript", text: "sections A\ninsrt [0,0]\n"), flavor: .xctest, allowFailing: false)
        guard case .failure(let failure) = result else {
            Issue.record("a script with a syntax error exported")
            return
        }
        #expect(failure.message == "export: bad.colscript has syntax errors, so it is not exported:\nbad.colscript:2:1: error: unknown command 'insrt'\ninsrt [0,0]\n^~~~~\nnote: did you mean 'insert'?")
    }

    @Test func aScenarioWithNoUIKitEquivalentIsNamed() throws {
        let result = SwiftExport.export(try Self.whyScenario("offscreen-reload-log"), flavor: .xctest, allowFailing: false)
        guard case .failure(let failure) = result else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.contains("`set` (offscreen-reload-log.colscript:"))
        #expect(failure.message.contains("validateOffscreenUpdates"))
    }

    /// A failed update's arrays: UIKit's batch order (deletions and move sources before,
    /// insertions and move targets after), so the test's data source holds the same items.
    @Test func theArraysAfterAFailedUpdateFollowUIKitsBatchOrder() {
        let before = [["a"], ["b", "c"], ["d", "e"]]
        let after = SwiftExportWriter.apply([.deleteSections([0]), .moveItem(from: CollectionEngine.IndexPath(item: 0, section: 1), to: CollectionEngine.IndexPath(item: 1, section: 1))],
                                            to: before)
        #expect(after == [["c"], ["d", "b", "e"]])
        #expect(SwiftExportWriter.apply([.insertItems([CollectionEngine.IndexPath(item: 0, section: 0)]), .deleteItems([CollectionEngine.IndexPath(item: 0, section: 0)])], to: [["x"]]) == [["new-1"]])
        #expect(SwiftExportWriter.apply([.moveItem(from: CollectionEngine.IndexPath(item: 5, section: 0), to: CollectionEngine.IndexPath(item: 0, section: 0))], to: [["x"]]) == nil)
    }

    @Test func theExceptionCatcherMatchesItsGolden() throws {
        for (name, text) in SwiftExport.catcherFiles { try Self.compare(text, golden: name) }
    }

    @Test func theTestMakesTheSameCallsAndAssertsTheTranscriptsState() throws {
        let source = SourceFile(name: "t.colscript", text: "view 300x200\nsections A B\nitems A x y z\nbatch { delete [0,0]; insert [1,0] n }\nscrollTo [0,1] top\nselect [0,0]\n")
        guard case .success(let swift) = SwiftExport.export(source, flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("final class TTests: XCTestCase"))
        #expect(swift.contains("collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 200)"))
        #expect(swift.contains("collectionView.performBatchUpdates({\n            dataSource.sections = [[\"y\", \"z\"], [\"n\"]]\n            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])\n            collectionView.insertItems(at: [IndexPath(item: 0, section: 1)])\n        })"))
        #expect(swift.contains("collectionView.scrollToItem(at: IndexPath(item: 1, section: 0), at: .top, animated: false)"))
        #expect(swift.contains("collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])"))
        #expect(swift.contains("assertState(collectionView, contentOffset: CGPoint("))
    }

    @Test func sizeForItemAtByIdentifierAndHitTesting() {
        let source = SourceFile(name: "s.colscript", text: "sections A\nitems A x y\nsize y 200x80\nhit (10, 40)\n")
        guard case .success(let swift) = SwiftExport.export(source, flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("let delegate = Delegate(dataSource: dataSource)\n        collectionView.delegate = delegate"))
        #expect(swift.contains("delegate.sizes = [\"y\": CGSize(width: 200, height: 80)]"))
        #expect(swift.contains("XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 40)), IndexPath(item: 0, section: 0))"))
    }

    @Test func aPlaygroundPageToo() {
        let source = SourceFile(name: "t.colscript", text: "sections A\nitems A x\n")
        guard case .success(let page) = SwiftExport.export(source, flavor: .playground) else {
            Issue.record("not exported")
            return
        }
        #expect(page.contains("import PlaygroundSupport"))
        #expect(page.contains("PlaygroundPage.current.liveView = window"))
        #expect(!page.contains("XCTestCase"))
    }

    @Test(arguments: [
        ("sections A\nitems A x\ndrag [0,0] -> [0,0]\n", "`drag`"),
        ("sections A\nitems A count 40\nsameTurn {\n  reload\n  scroll to (0, 100)\n}\n", "`scroll`"),
        ("set validateOffscreenUpdates = false\n", "`set`"),
        ("sections A\nitems A x\nfocus [0,0]\n", "`focus`"),
        ("sections A\nitems A x\ndelegate canDrag [0,0] = false\n", "`delegate`"),
    ])
    func commandsThatDoNotExportAreNamed(script: String, keyword: String) {
        let result = SwiftExport.export(SourceFile(name: "u.colscript", text: script), flavor: .xctest)
        guard case .failure(let failure) = result else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.hasPrefix("export: \(keyword) (u.colscript:"))
        #expect(failure.message.contains("cannot be exported to Swift"))
    }

    /// Compositional and list layouts are the UIKit objects that build them, never a comment.
    @Test func compositionalAndListLayoutsAreRealSwift() {
        let grid = "sections A\nitems A count 3\nlayout compositional {\n  section {\n    group horizontal width=fractionalWidth(1) height=absolute(50) {\n      item width=fractionalWidth(0.5) height=fractionalHeight(1)\n    }\n  }\n}\n"
        guard case .success(let compositional) = SwiftExport.export(SourceFile(name: "g.colscript", text: grid), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(compositional.contains("let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item0])"))
        #expect(compositional.contains("let layout = UICollectionViewCompositionalLayout(section: section)"))
        #expect(compositional.contains("collectionView.setCollectionViewLayout(layout, animated: false)"))
        #expect(!compositional.contains("// setCollectionViewLayout"))
        let list = "sections A\nitems A count 3\nlayout list appearance=sidebar showsSeparators=false\n"
        guard case .success(let listed) = SwiftExport.export(SourceFile(name: "l.colscript", text: list), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(listed.contains("var listConfiguration = UICollectionLayoutListConfiguration(appearance: .sidebar)"))
        #expect(listed.contains("listConfiguration.showsSeparators = false"))
        #expect(listed.contains("let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)"))
        #expect(!listed.contains("viewForSupplementaryElementOfKind"))
    }

    /// Boundary supplementaries: the items, their kinds registered, and the data source answers
    /// viewForSupplementaryElementOfKind (only in a test whose layout has them).
    @Test func supplementaryViewsAreRegisteredAndDequeued() {
        let script = "sections A\nitems A count 3\nlayout list headerMode=supplementary\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "h.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("listConfiguration.headerMode = .supplementary"))
        #expect(swift.contains("collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: \"Supplementary\")"))
        #expect(swift.contains("        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,\n"))
        let diffable = "diffable on\nsnapshot {\n  appendSections A\n  appendItems A a b\n}\napply\nlayout list headerMode=supplementary\n"
        guard case .failure(let failure) = SwiftExport.export(SourceFile(name: "d.colscript", text: diffable), flavor: .xctest) else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.contains("supplementaryViewProvider"), "\(failure.message)")
    }

    /// What the exporter cannot write yet fails the export, named, instead of a silent comment.
    @Test(arguments: [
        ("layout flow itemSize=100x50 sectionBackground=background\n", "sectionBackground=background"),
    ])
    func layoutPartsThatDoNotExportAreNamed(layout: String, part: String) {
        // The decoration kind is registered first: UIKit raises for an unregistered one (docs/layout.md §11.2).
        let script = "sections A\nitems A count 3\nregister decoration background\n" + layout
        guard case .failure(let failure) = SwiftExport.export(SourceFile(name: "u.colscript", text: script), flavor: .xctest) else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.hasPrefix("export: `layout` (u.colscript:"), "\(failure.message)")
        #expect(failure.message.contains(part), "\(failure.message)")
    }

    @Test func aScriptThatRaisesMakesTheCallUnderTheCatcherAndAssertsTheReason() {
        let result = SwiftExport.export(SourceFile(name: "f.colscript", text: "sections A\ndelete [0,3]\nsections B\n"), flavor: .xctest, allowFailing: false)
        guard case .success(let exported) = result else {
            Issue.record("not exported")
            return
        }
        #expect(exported.swift.contains("""
                    let exception = ColscriptExceptionCatcher.catching {
                        dataSource.sections = [[]]
                        collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
                        collectionView.layoutIfNeeded()
                    }
            """))
        #expect(exported.swift.contains("\"attempt to delete item 3 from section 0 which only contains 0 items before the update\")"))
        #expect(!exported.swift.contains("// sections B"))
        #expect(exported.companions.map(\.name) == ["ColscriptExceptionCatcher.h", "ColscriptExceptionCatcher.m"])
        #expect(exported.fileName == "FTests.swift")
    }

    @Test func aFailingExpectExportsOnlyWhenAllowedAndTheTestSaysSo() {
        let source = SourceFile(name: "e.colscript", text: "sections A\nitems A x y\nexpect count A == 3\n")
        guard case .failure(let failure) = SwiftExport.export(source, flavor: .xctest, allowFailing: false) else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.contains("e.colscript:3: the scenario's own `expect` fails"))
        #expect(failure.message.contains("--allow-failing"))
        guard case .success(let exported) = SwiftExport.export(source, flavor: .xctest, allowFailing: true) else {
            Issue.record("not exported")
            return
        }
        #expect(exported.swift.contains("// Exported with --allow-failing: colscript's own expect fails, so this test fails too:\n//   e.colscript:3:"))
        #expect(exported.swift.contains("XCTFail(\"colscript's expect fails here: expectation failed: count A is 2, expected == 3\")"))
    }

    @Test func everyExpectIsAnAssertionToAPixel() {
        let source = SourceFile(name: "x.colscript", text: "sections A\nitems A x y\nexpect count A == 2\nexpect frame [0,1] == (68, 0, 50, 50)\nexpect contentSize == 390x50\nexpect numberOfItems 0 >= 1\nexpect items A == [x y]\n")
        guard case .success(let swift) = SwiftExport.export(source, flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("XCTAssertEqual(dataSource.sections[0].count, 2)"))
        #expect(swift.contains("assertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 68, y: 0, width: 50, height: 50), accuracy: pixel)"))
        #expect(swift.contains("assertEqual(collectionView.contentSize, CGSize(width: 390, height: 50), accuracy: pixel)"))
        #expect(swift.contains("XCTAssertGreaterThanOrEqual(collectionView.numberOfItems(inSection: 0), 1)"))
        #expect(swift.contains("XCTAssertEqual(dataSource.sections[0], [\"x\", \"y\"])"))
        #expect(swift.contains("window.addSubview(collectionView)"))
        #expect(swift.contains("private final class DataSource"))
    }

    /// A tap is the delegate calls UIKit's tap handling makes, in the trace's order, each answer
    /// asserted; the selection changes on the view.
    @Test func aTapIsTheCallsUIKitsTapHandlingMakes() {
        let source = SourceFile(name: "t.colscript", text: "sections A\nitems A x y\nselect [0,0]\ndelegate shouldSelect [0,1] = false\ntap [0,1]\ntap [0,0]\n")
        guard case .success(let swift) = SwiftExport.export(source, flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("""
                    XCTAssertEqual(delegate.collectionView(collectionView, shouldHighlightItemAt: IndexPath(item: 1, section: 0)), true)
                    delegate.collectionView(collectionView, didHighlightItemAt: IndexPath(item: 1, section: 0))
                    XCTAssertEqual(delegate.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 1, section: 0)), false)
                    delegate.collectionView(collectionView, didUnhighlightItemAt: IndexPath(item: 1, section: 0))
            """))
        #expect(swift.contains("""
                    XCTAssertEqual(delegate.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 0, section: 0)), true)
                    delegate.collectionView(collectionView, didUnhighlightItemAt: IndexPath(item: 0, section: 0))
                    collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
                    delegate.collectionView(collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
            """))
        #expect(swift.contains("func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}"))
    }

    /// An interactive move is the reordering gesture's calls; the data source moves its arrays.
    @Test func anInteractiveMoveIsTheReorderingGesturesCalls() {
        let source = SourceFile(name: "m.colscript", text: "sections A\nitems A a b c\nbeginMove [0,0]\nupdateMove (150, 25)\nendMove\n")
        guard case .success(let swift) = SwiftExport.export(source, flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("XCTAssertEqual(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), true)"))
        #expect(swift.contains("collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 25))"))
        #expect(swift.contains("collectionView.endInteractiveMovement()"))
        #expect(swift.contains("moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {"))
    }

    /// The screen's scale is the device's: the test skips elsewhere. A scroll whose layout pass
    /// raises makes the same offset change under the catcher. Registrations are their calls.
    @Test func scaleScrollsThatRaiseAndRegistrations() {
        let source = SourceFile(name: "s.colscript", text: "set scale = 2\nregister cell Other\nregister decoration Stripe\nsections A\ndelegate layoutAttributesForElementsIn [2,0] = included\nscroll to (0, 1)\n")
        guard case .success(let swift) = SwiftExport.export(source, flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("try XCTSkipUnless(window.screen.scale == 2, "))
        #expect(swift.contains("collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"Other\")"))
        #expect(swift.contains("collectionView.collectionViewLayout.register(UICollectionReusableView.self, forDecorationViewOfKind: \"Stripe\")"))
        #expect(swift.contains("    collectionView.setContentOffset(CGPoint(x: 0, y: 1), animated: false)\n            collectionView.layoutIfNeeded()"))
        guard case .success(let page) = SwiftExport.export(source, flavor: .playground) else {
            Issue.record("no playground")
            return
        }
        #expect(page.contains("func XCTSkipUnless("))
    }

    /// A section's background decoration item, registered with the layout.
    @Test func decorationItemsAreRegisteredWithTheLayout() {
        let script = "sections A\nitems A count 3\nregister decoration background\nlayout compositional {\n  section {\n    group horizontal width=fractionalWidth(1) height=absolute(50) {\n      item width=fractionalWidth(1) height=fractionalHeight(1)\n    }\n    background insets=5\n  }\n}\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "d.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("let sectionDecoration0 = NSCollectionLayoutDecorationItem.background(elementKind: "))
        #expect(swift.contains("sectionDecoration0.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)"))
        #expect(swift.contains("section.decorationItems = [sectionDecoration0]"))
        #expect(swift.contains("layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "))
    }

    /// A section declared for a section identifier is the section at its index while it stays
    /// there; a step that moves it is refused, named. A list section is made from the environment.
    @Test func sectionsByIdentifierAndListSectionsInACompositionalLayout() {
        let group = "    group horizontal width=fractionalWidth(1) height=absolute(80) {\n      item width=fractionalWidth(1) height=fractionalHeight(1)\n    }\n"
        let script = "sections A B\nitems A a\nitems B b\nlayout compositional {\n  section list appearance=plain\n  section B {\n" + group + "  }\n}\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "c.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("// `section B`: the app's sectionProvider finds it by identifier; here it is section 1."))
        #expect(swift.contains("let everySection: (any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection = { NSCollectionLayoutSection.list(using: everySectionList, layoutEnvironment: $0) }"))
        #expect(swift.contains("[1: { _ in section1 }]"))
        let moved = SwiftExport.export(SourceFile(name: "c.colscript", text: script + "moveSection 1 -> 0\n"), flavor: .xctest)
        guard case .failure(let failure) = moved else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.contains("moves section `B`"), "\(failure.message)")
    }

    /// The data source's scripted answers: a cell or a view it made itself, a header for a
    /// footer, items that cannot move; nil, which Swift cannot return, is refused, named.
    @Test func theDataSourcesScriptedAnswers() {
        let script = "sections A\nitems A a b\ndelegate canMove b = false\ndelegate cellForItemAt [0,1] = notDequeued\ndelegate viewForSupplementaryElementOfKind = headerForFooter\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "a.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("dataSource.canMove[\"b\"] = false"))
        #expect(swift.contains("dataSource.cellsNotDequeued.insert(\"b\")"))
        #expect(swift.contains("dataSource.supplementaryAnswer = .headerForFooter"))
        #expect(swift.contains("if cellsNotDequeued.contains(sections[indexPath.section][indexPath.item]) { return UICollectionViewCell(frame: .zero) }"))
        let nilCell = SwiftExport.export(SourceFile(name: "n.colscript", text: "sections A\nitems A a\ndelegate cellForItemAt [0,0] = nil\n"), flavor: .xctest)
        guard case .failure(let failure) = nilCell else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.contains("never nil"), "\(failure.message)")
    }

    /// A list's separator insets are its separatorConfiguration's bottom insets.
    @Test func separatorInsetsAreTheSeparatorConfigurations() {
        let script = "sections A\nitems A count 3\nlayout list separatorInsets=0,56,0,0\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "s.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("listConfiguration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 56, bottom: 0, trailing: 0)"))
    }

    /// Section snapshots are built and applied; a user's expand or collapse is the section's
    /// snapshot expanded or collapsed and applied, as UIKit's outline handling does.
    @Test func sectionSnapshotsAndOutlineToggles() {
        let script = "diffable on\nsnapshot { appendSections Files }\napply\nsectionSnapshot Files {\n  append Docs Photos\n  append a b to Docs\n  insert x after Photos\n  expand Docs\n}\ncollapse Docs\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "o.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("    var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>()\n"))
        #expect(swift.contains("    sectionSnapshot.append([\"Docs\", \"Photos\"])\n"))
        #expect(swift.contains("    sectionSnapshot.append([\"a\", \"b\"], to: \"Docs\")\n"))
        #expect(swift.contains("    sectionSnapshot.insert([\"x\"], after: \"Photos\")\n"))
        #expect(swift.contains("    sectionSnapshot.expand([\"Docs\"])\n"))
        #expect(swift.contains("    diffableDataSource.apply(sectionSnapshot, to: \"Files\", animatingDifferences: true)\n"))
        #expect(swift.contains("    var sectionSnapshot = diffableDataSource.snapshot(for: \"Files\")\n"))
        #expect(swift.contains("    sectionSnapshot.collapse([\"Docs\"])\n"))
    }

    /// `expect events`: the test's data source and delegate record the callbacks they get, cleared
    /// at each step; a callback the test does not record is named.
    @Test func expectEventsComparesTheCallbacksTheTestRecorded() {
        let script = "sections A\nitems A x y\ntap y\nexpect events == [\"shouldHighlightItemAt([0,1])\" \"didHighlightItemAt([0,1])\" \"shouldSelectItemAt([0,1])\" \"didUnhighlightItemAt([0,1])\" \"didSelectItemAt([0,1])\"]\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "e.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("XCTAssertEqual(dataSource.events, [\"shouldHighlightItemAt([0,1])\", \"didHighlightItemAt([0,1])\", \"shouldSelectItemAt([0,1])\", \"didUnhighlightItemAt([0,1])\", \"didSelectItemAt([0,1])\"])"))
        #expect(swift.contains("// tap y\n        dataSource.events.removeAll()\n"))
        #expect(swift.contains("        events.append(\"numberOfSections\")\n"))
        #expect(swift.contains("dataSource.record(\"shouldHighlightItemAt\", indexPath)"))
        #expect(swift.contains("func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {\n            dataSource.record(\"willDisplay\", indexPath)"))
        let scroll = "sections A\nitems A count 40\nfling (0, 2)\nexpect events == [\"scrollViewWillBeginDragging\" \"scrollViewWillEndDragging(withVelocity: (0, 0), targetContentOffset: (0, 0))\" \"scrollViewDidEndDragging(willDecelerate: false)\"]\n"
        guard case .failure(let failure) = SwiftExport.export(SourceFile(name: "s.colscript", text: scroll), flavor: .xctest) else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.contains("`scrollViewWillBeginDragging` is not recorded yet"), "\(failure.message)")
    }

    /// iOS 16's primary action ends a tap that selects one item: the delegate's calls, each answer asserted.
    @Test func aTapsPrimaryActionIsTheDelegatesCalls() {
        let script = "sections A\nitems A x y\ndelegate performPrimaryAction = true\ndelegate canPerformPrimaryAction y = false\ntap x\ntap y\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "p.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("delegate.canPerformPrimaryAction[\"y\"] = false"))
        #expect(swift.contains("XCTAssertEqual(delegate.collectionView(collectionView, canPerformPrimaryActionForItemAt: IndexPath(item: 0, section: 0)), true)\n        delegate.collectionView(collectionView, performPrimaryActionForItemAt: IndexPath(item: 0, section: 0))"))
        #expect(swift.contains("XCTAssertEqual(delegate.collectionView(collectionView, canPerformPrimaryActionForItemAt: IndexPath(item: 1, section: 0)), false)"))
        #expect(swift.contains("func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}"))
    }

    /// `expect attributes` and `expect headerAttributes` are the layout attributes' values, to a pixel.
    @Test func attributesExpectationsAreAssertions() {
        let script = "sections A\nitems A x y\nset headerReferenceSize = 390x40\nexpect attributes [0,1] == \"frame (68, 40, 50, 50) center (93, 65) size 50x50 zIndex 0 alpha 1 isHidden false\"\nexpect headerAttributes [0,0] == \"frame (0, 0, 390, 40) center (195, 20) size 390x40 zIndex 10 alpha 1 isHidden false\"\n"
        let result = SwiftExport.export(SourceFile(name: "a.colscript", text: script), flavor: .xctest, allowFailing: false)
        guard case .success(let exported) = result else {
            Issue.record("not exported: \(result)")
            return
        }
        #expect(exported.swift.contains("let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))\n            assertEqual(attributes?.frame, CGRect(x: 68, y: 40, width: 50, height: 50), accuracy: pixel)"))
        #expect(exported.swift.contains("let attributes = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))"))
        #expect(exported.swift.contains("XCTAssertEqual(attributes?.isHidden, false)"))
    }

    /// What has no UIKit equivalent is named as such.
    @Test(arguments: [
        ("diffable on\nsnapshot { appendSections A; appendItems A a b }\napply\nsnapshot { moveItem a after b }\napply\nexpect moves == 1\n", "has no UIKit equivalent"),
        ("sections A\nitems A a\nlayout list\nexpect separator a == (20, 43.666666666666664, 370, 0.3333333333333333)\n", "has no UIKit equivalent"),
        ("sections A\nitems A a\ndelegate dropSessionDidUpdate = move insertAtDestinationIndexPath\n", "drag and drop answers have no XCTest equivalent"),
    ])
    func whatHasNoUIKitEquivalentIsNamed(script: String, reason: String) {
        guard case .failure(let failure) = SwiftExport.export(SourceFile(name: "n.colscript", text: script), flavor: .xctest) else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.contains(reason), "\(failure.message)")
        #expect(failure.message.contains("cannot be exported to Swift"))
    }

    /// A long press for a context menu is the calls UIKit's context menu interaction makes: the
    /// configuration asked for (its answer asserted), willDisplay, and willEnd when dismissed.
    @Test func aLongPressIsTheContextMenuInteractionsCalls() {
        let script = "sections A\nitems A a b\ndelegate contextMenuConfiguration b = false\nlongPress a\ndismissMenu\nlongPress b\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "c.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("delegate.showsMenu[\"b\"] = false"))
        #expect(swift.contains("var contextMenu: UIContextMenuConfiguration?\n"))
        #expect(swift.contains("contextMenu = delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: [IndexPath(item: 0, section: 0)], point: CGPoint(x: 25, y: 25))\n        XCTAssertNotNil(contextMenu)\n        if let contextMenu { delegate.collectionView(collectionView, willDisplayContextMenu: contextMenu, animator: nil) }"))
        #expect(swift.contains("if let contextMenu { delegate.collectionView(collectionView, willEndContextMenuInteraction: contextMenu, animator: nil) }"))
        #expect(swift.contains("contextMenuConfigurationForItemsAt: [IndexPath(item: 1, section: 0)], point: CGPoint(x: 93, y: 25))\n        XCTAssertNil(contextMenu)"))
        #expect(swift.contains("func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,"))
    }

    /// `expect error { … }` of colscript's own refusal (what a user cannot do) makes no UIKit call;
    /// the scenario goes on.
    @Test func anExpectedScriptErrorIsNoCall() {
        let script = "sections A\nitems A a\nexpect error \"no context menu is open\" { dismissMenu }\nselect a\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "s.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("// colscript refuses this before any UIKit call (no context menu is open"))
        #expect(swift.contains("collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])"))
        #expect(!swift.contains("XCTFail(\"colscript"))
    }

    /// `appendItems … count N` appends the identifiers colscript generated, by name.
    @Test func appendItemsCountListsTheGeneratedIdentifiers() {
        let script = "diffable on\nsnapshot {\n  appendSections A B\n  appendItems B count 2\n  appendItems A x count 3\n}\napply\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "g.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("snapshot.appendItems([\"B-0\", \"B-1\"], toSection: \"B\")"))
        #expect(swift.contains("snapshot.appendItems([\"x\", \"A-0\", \"A-1\", \"A-2\"], toSection: \"A\")"))
    }

    /// A SupplementaryRegistration is the data source's for its kind: viewForSupplementaryElementOfKind
    /// dequeues through it.
    @Test func supplementaryRegistrationsAreTheDataSourcesForTheirKind() {
        let script = "layout flow itemSize=100x50 headerReferenceSize=0x20\nsections A\nitems A a\nregister headerRegistration Title\nreload\n"
        guard case .success(let swift) = SwiftExport.export(SourceFile(name: "r.colscript", text: script), flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("dataSource.supplementaryRegistrations[UICollectionView.elementKindSectionHeader] = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in }"))
        #expect(swift.contains("if let registration = supplementaryRegistrations[kind] {\n                return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)"))
        #expect(swift.contains("        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: \"Supplementary\", for: indexPath)"))
    }
}
