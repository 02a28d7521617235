import Testing
import CollectionEngine
import CollectionScript
@testable import ColscriptTools

/// `cellSize` (issue 34 point 2): what a self-sizing cell measures exports as the app's own cell
/// class, whose preferredLayoutAttributesFitting(_:) answers the size the data source gives the
/// item it shows, and a size UIKit refuses raises under the catcher with UIKit's exact reason.
struct SwiftExportSelfSizingTests {
    static func export(_ script: String) -> String? {
        guard case .success(let exported) = SwiftExport.export(SourceFile(name: "s.colscript", text: script), flavor: .xctest, allowFailing: false) else {
            return nil
        }
        return exported.swift
    }

    static let feed = "view 390x844\nlayout flow estimatedItemSize=390x50 minimumLineSpacing=0\nset isPrefetchingEnabled = false\nsections S\nitems S hi greetings-friend ok\n"

    @Test func aCellSizeIsTheCellClassesAnswerForItsItem() throws {
        let swift = try #require(Self.export(Self.feed + "cellSize [0,1] 390x80\nreload\n"))
        #expect(swift.contains("collectionView.register(SelfSizingCell.self, forCellWithReuseIdentifier: \"Cell\")"))
        #expect(swift.contains("private final class SelfSizingCell: UICollectionViewCell {"))
        #expect(swift.contains("override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {"))
        #expect(swift.contains("attributes.size = measuredSize"))
        // cellForItemAt gives the dequeued cell its item's size.
        #expect(swift.contains("measured(dequeuedCell(collectionView, at: indexPath), item: sections[indexPath.section][indexPath.item])"))
        #expect(swift.contains("dataSource.measuredSizes[\"greetings-friend\"] = CGSize(width: 390, height: 80)\n"))
        #expect(swift.contains("dataSource.remeasureVisibleCells(in: collectionView)"))
        #expect(!swift.contains("// cell [0,1] measures"))
    }

    @Test func aTextRuleGivesEachItemTheInterpretersHeight() throws {
        let swift = try #require(Self.export(Self.feed + "cellSize [0,0] ... [0,2] 390x24 lineHeight = 20 charactersPerLine = 8\nreload\n"))
        // 24 + 20 × ⌈characters ÷ 8⌉: "hi" one line, "greetings-friend" (16) two, "ok" one.
        #expect(swift.contains("dataSource.measuredSizes.merge([\"hi\": CGSize(width: 390, height: 44), \"greetings-friend\": CGSize(width: 390, height: 64), \"ok\": CGSize(width: 390, height: 44)], uniquingKeysWith: { $1 })"))
    }

    @Test func anEmptySizeRaisesInTheLayoutPassUnderTheCatcher() throws {
        let swift = try #require(Self.export(Self.feed + "reload\nexpect error \"empty size\" { cellSize [0,0] 0x0 }\n"))
        let catcher = try #require(swift.range(of: "let exception = ColscriptExceptionCatcher.catching {\n"))
        let after = swift[catcher.upperBound...]
        #expect(after.hasPrefix("            dataSource.measuredSizes[\"hi\"] = CGSize(width: 0, height: 0)\n"
                                + "            dataSource.remeasureVisibleCells(in: collectionView)\n"
                                + "            collectionView.layoutIfNeeded()\n        }\n"))
        #expect(after.contains("XCTAssertEqual(exception.map { normalized($0.reason ?? \"\") }, normalized(\"UICollectionView Flow Layout received layout attributes with an empty size"))
    }

    @Test func aDiffableProviderGivesTheCellItsItem() throws {
        let swift = try #require(Self.export(Self.feed + "diffable on\ncellSize [0,0] 390x70\n"))
        #expect(swift.contains("UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, item in\n"
                               + "            dataSource.measured(collectionView.dequeueReusableCell(withReuseIdentifier: dataSource.cellReuseIdentifier, for: indexPath), item: item)\n"))
    }

    @Test func aHeadersSizeIsTheSelfSizingViewsAnswerForItsSection() throws {
        let swift = try #require(Self.export("sections A B\nitems A count 3\nitems B count 3\nlayout list headerMode=supplementary\ncellSize header 1 390x60\nmoveSection 1 -> 0\n"))
        #expect(swift.contains("private final class SelfSizingView: UICollectionReusableView {"))
        #expect(swift.contains("collectionView.register(SelfSizingView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader"))
        #expect(swift.contains("measured(dequeuedView(collectionView, ofKind: kind, at: indexPath), kind: kind, section: indexPath.section)"))
        #expect(swift.contains("dataSource.headerSizes[1] = CGSize(width: 390, height: 60)\n"))
        // The size follows its section (as colscript's does).
        #expect(swift.contains("dataSource.headerSizes = [0: CGSize(width: 390, height: 60)]\n"))
    }

    @Test func registrationsMakeSelfSizingCellsAndViews() throws {
        let swift = try #require(Self.export("sections S T\nitems S a b\nitems T c\nlayout list headerMode=supplementary\n"
                                             + "register registration R\nregister headerRegistration H\ncellSize [0,0] 390x80\ncellSize header 1 390x30\nreload\n"))
        #expect(swift.contains("dataSource.cellRegistration = UICollectionView.CellRegistration<SelfSizingCell, String> { cell, indexPath, item in }"))
        #expect(swift.contains("var cellRegistration: UICollectionView.CellRegistration<SelfSizingCell, String>?"))
        #expect(swift.contains("UICollectionView.SupplementaryRegistration<SelfSizingView>(elementKind: UICollectionView.elementKindSectionHeader)"))
        #expect(swift.contains("var supplementaryRegistrations: [String: UICollectionView.SupplementaryRegistration<SelfSizingView>] = [:]"))
    }

    @Test func aRangeTooLongToListIsRefusedNamed() throws {
        let script = "layout flow estimatedItemSize=390x50\nsections S\nitems S count 3000\ncellSize [0,0] ... [0,2999] 390x80\n"
        guard case .failure(let failure) = SwiftExport.export(SourceFile(name: "s.colscript", text: script), flavor: .xctest, allowFailing: false) else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.contains("`cellSize` (s.colscript:4) cannot be exported to Swift: it sizes 3000 items, more than the 2000"))
    }

    @Test func aScenarioWithoutCellSizeKeepsPlainCells() throws {
        let swift = try #require(Self.export(Self.feed + "reload\n"))
        #expect(!swift.contains("SelfSizingCell"))
        #expect(!swift.contains("measuredSizes"))
    }
}
