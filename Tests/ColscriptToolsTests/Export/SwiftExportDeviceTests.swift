import Foundation
import Testing
import TestSupport
import CollectionScript
@testable import ColscriptTools

/// What an exported test does on a device that type-checking here cannot see: the identifiers it
/// dequeues are the ones it registered, per-section answers follow their section through updates,
/// one layout pass per step, no warnings, and a tap that closes a row's swipe actions said as UIKit
/// handles it.
struct SwiftExportDeviceTests {
    static func export(_ script: String) -> String? {
        guard case .success(let exported) = SwiftExport.export(SourceFile(name: "s.colscript", text: script), flavor: .xctest, allowFailing: false)
        else { return nil }
        return exported.swift
    }

    static let headers = "view 390x300\nlayout flow itemSize=100x50 headerReferenceSize=0x20 footerReferenceSize=0x10\nsections A\nitems A a0 a1\n"

    /// `delegate targetIndexPathForMove` is the delegate's iOS 15 targetIndexPathForMoveOfItemFromOriginalIndexPath,
    /// answering by the proposed index path as colscript's delegate does; it was refused before.
    @Test func aRedirectedMoveTargetIsTheDelegatesAnswer() throws {
        let swift = try #require(Self.export("view 390x400\nlayout flow itemSize=100x50\nsections A\nitems A a b c d\ndelegate targetIndexPathForMove [0,3] = [0,2]\nbeginMove a\nupdateMove (50, 80)\nendMove\n"))
        #expect(swift.contains("delegate.moveRedirects[IndexPath(item: 3, section: 0)] = IndexPath(item: 2, section: 0)\n"))
        #expect(swift.contains("targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,"))
        #expect(swift.contains("moveRedirects[proposedIndexPath] ?? proposedIndexPath"))
    }

    /// UIKit holds the data source, delegate and prefetch data source weakly: the test's locals are
    /// their only owners, so the test keeps each one it installed alive to its end (an optimised
    /// build could otherwise free them after their last use, while UIKit still asks them).
    @Test func whatUIKitHoldsWeaklyLivesToTheEndOfTheTest() throws {
        let plain = try #require(Self.export("sections A\nitems A a b\n"))
        #expect(plain.contains("        withExtendedLifetime(dataSource) {}\n    }\n"))
        let diffable = try #require(Self.export("view 390x300\nlayout flow itemSize=100x50\nsections A\nitems A a b\nsize [0,0] 10x10\ndiffable on\n"))
        #expect(diffable.contains("withExtendedLifetime((dataSource, delegate, diffableDataSource)) {}\n    }\n"))
    }

    /// `register header Title`: colscript's data source dequeues headers with "Title" from then on;
    /// the test's must too (on a device an identifier nobody registered raises).
    @Test func aHeaderRegisteredUnderItsOwnIdentifierIsTheOneDequeued() throws {
        let swift = try #require(Self.export(Self.headers + "register header Title\nregister footer Note\nreload\n"))
        #expect(swift.contains("withReuseIdentifier: \"Title\")\n        dataSource.supplementaryReuseIdentifiers[UICollectionView.elementKindSectionHeader] = \"Title\"\n"))
        #expect(swift.contains("dataSource.supplementaryReuseIdentifiers[UICollectionView.elementKindSectionFooter] = \"Note\"\n"))
        #expect(swift.contains("dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: supplementaryReuseIdentifiers[kind] ?? \"Supplementary\", for: indexPath)"))
    }

    /// `register X` (a class or a nib): colscript's data source dequeues X from then on, not its
    /// CellRegistration; the test's does the same.
    @Test func theCellClassRegisteredLastIsTheOneDequeued() throws {
        let swift = try #require(Self.export(Self.headers + "register registration Row\nreload\nregister nib Fancy\nreload\nregister Plain\nreload\n"))
        #expect(swift.contains("forCellWithReuseIdentifier: \"Fancy\")  // the app registers UINib(nibName: \"Fancy\", bundle: nil)\n        dataSource.cellReuseIdentifier = \"Fancy\"\n        dataSource.cellRegistration = nil\n"))
        #expect(swift.contains("forCellWithReuseIdentifier: \"Plain\")\n        dataSource.cellReuseIdentifier = \"Plain\"\n"))
    }

    /// A reuse identifier chosen per section is kept by the section's identifier, as colscript keeps
    /// it (CellStore.sectionCellIdentifiers): after a section move the choice follows its section.
    @Test func aPerSectionReuseIdentifierFollowsItsSection() throws {
        let script = "view 390x300\nlayout flow itemSize=100x50\nsections A B\nitems A a0\nitems B b0\nregister Photo\nregister Cell\n"
            + "delegate dequeueReusableCell section B = Photo\nreload\nmoveSection 1 -> 0\n"
        let swift = try #require(Self.export(script))
        #expect(swift.contains("dataSource.sectionCellIdentifiers[\"B\"] = \"Photo\"\n"))
        #expect(!swift.contains("sectionCellIdentifiers[1]"))
        #expect(swift.contains("collectionView.moveSection(1, toSection: 0)"))
        #expect(swift.contains("dataSource.sectionIdentifiers = [\"B\", \"A\"]\n"))
        #expect(swift.contains("var sectionCellIdentifiers: [String: String] = [:]"))
    }

    /// A section's swipe actions are kept by the section's identifier too (the engine's bySection).
    @Test func aSectionsSwipeActionsFollowItsSection() throws {
        let script = "view 390x400\nlayout list appearance=plain\nsections S T\nitems S a b\nitems T c\n"
            + "swipeActions trailing section T { normal \"Flag\" }\nmoveSection 1 -> 0\nswipe c left\n"
        let swift = try #require(Self.export(script))
        #expect(swift.contains("swipeActions.trailingBySection[\"T\"] = configuration\n"))
        #expect(swift.contains("swipeActions.sectionIdentifier = { dataSource.sectionIdentifiers.indices.contains($0) ? dataSource.sectionIdentifiers[$0] : nil }\n"))
        #expect(swift.contains("dataSource.sectionIdentifiers = [\"T\", \"S\"]\n"))
        #expect(swift.contains("?? sectionIdentifier(indexPath.section).flatMap { trailingBySection[$0] }"))
    }

    /// A per-item delegate answer is kept by the item's identifier, as colscript's delegate keeps it
    /// (DelegateAnswers): after an insert before it, the answer is still its item's.
    @Test func aPerItemDelegateAnswerFollowsItsItem() throws {
        let script = "view 390x300\nlayout flow itemSize=100x50\nsections A\nitems A a b c\ndelegate shouldSelect [0,1] = false\n"
            + "insert [0,0] z\ntap [0,2]\nexpect selected == []\n"
        let swift = try #require(Self.export(script))
        #expect(swift.contains("delegate.shouldSelect[\"b\"] = false\n"))
        #expect(swift.contains("var shouldSelect: [String: Bool] = [:], shouldSelectEveryItem = true"))
        #expect(swift.contains("itemIdentifier(indexPath).flatMap { shouldSelect[$0] } ?? shouldSelectEveryItem"))
        #expect(swift.contains("private func itemIdentifier(_ indexPath: IndexPath) -> String? {"))
        let plain = try #require(Self.export("view 390x300\nlayout flow itemSize=100x50\nsections A\nitems A a b c\ntap [0,1]\n"))
        #expect(plain.contains("var shouldSelect: [IndexPath: Bool] = [:]"), "unchanged where no per-item answer is given")
    }

    /// The flow layout's per-section answers are kept by section identifier in colscript
    /// (FlowLayout.delegateAnswers): after a section move the answer is still its section's.
    @Test func aPerSectionFlowAnswerFollowsItsSection() throws {
        let script = "view 390x300\nlayout flow itemSize=100x50\nsections A B\nitems A a0\nitems B b0\nsectionInset B = 20\n"
            + "minimumLineSpacing B = 4\nmoveSection 1 -> 0\n"
        let swift = try #require(Self.export(script))
        #expect(swift.contains("delegate.sectionInsets[\"B\"] = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)\n"))
        #expect(swift.contains("delegate.minimumLineSpacings[\"B\"] = 4\n"))
        #expect(swift.contains("var sectionInsets: [String: UIEdgeInsets] = [:]"))
        #expect(swift.contains("sectionIdentifier(section).flatMap { sectionInsets[$0] } ?? flow(collectionViewLayout)?.sectionInset ?? .zero"))
        #expect(swift.contains("dataSource.sectionIdentifiers = [\"B\", \"A\"]\n"))
        let diffable = try #require(Self.export("view 390x300\nlayout flow itemSize=100x50\ndiffable on\nsnapshot {\n  appendSections A\n  appendItems a to A\n}\napply\nsectionInset A = 8\n"))
        #expect(diffable.contains("        delegate.diffableSection = { section in\n"))
    }

    /// Under a diffable data source the classic one's arrays are not the view's items: the Delegate's
    /// sizeForItemAt would index an empty array (a trap on a device); it asks the diffable one.
    @Test func theDelegateFindsItemsThroughTheDiffableDataSource() throws {
        let script = "view 390x300\nlayout flow itemSize=100x50\ndiffable on\nsnapshot {\n  appendSections A\n  appendItems a b c to A\n}\napply\ntap b\n"
        let swift = try #require(Self.export(script))
        #expect(!swift.contains("dataSource.sections[indexPath.section][indexPath.item]"))
        #expect(swift.contains("let item = itemIdentifier(indexPath) ?? \"\"\n"))
        #expect(swift.contains("        collectionView.dataSource = diffableDataSource\n        delegate.diffableItem = { collectionView.dataSource === diffableDataSource ? diffableDataSource.itemIdentifier(for: $0) : nil }\n"))
    }

    /// `diffable on` then only section snapshots: no `snapshot` declared; a snapshot only applied: `let`.
    @Test func theSnapshotIsDeclaredAsSwiftWantsIt() throws {
        let outline = try #require(Self.export("view 390x300\nlayout flow itemSize=370x44\ndiffable on\nsectionSnapshot Files {\n  append a b\n}\n"))
        #expect(outline.contains("sectionSnapshot.append([\"a\", \"b\"])"))
        #expect(!outline.contains("snapshot = NSDiffableDataSourceSnapshot"))
        let edited = ["var snapshot = NSDiffableDataSourceSnapshot<String, String>()", "// snapshot.appendItems", "snapshot.appendItems([\"a\"], toSection: \"A\")"]
        #expect(SwiftExportWriter.declaringSnapshot(edited) == edited)
        let applied = ["var snapshot = NSDiffableDataSourceSnapshot<String, String>()", "diffableDataSource.apply(snapshot, animatingDifferences: true)",
                       "XCTAssertEqual(diffableDataSource.snapshot().numberOfItems, 0)"]
        #expect(SwiftExportWriter.declaringSnapshot(applied).first == "let snapshot = NSDiffableDataSourceSnapshot<String, String>()")
        let reassigned = ["var snapshot = NSDiffableDataSourceSnapshot<String, String>()", "    snapshot = diffableDataSource.snapshot()"]
        #expect(SwiftExportWriter.declaringSnapshot(reassigned) == reassigned)
        #expect(SwiftExportWriter.declaringSnapshot([reassigned[0], "var sectionSnapshot = diffableDataSource.snapshot(for: \"A\")"]).count == 1)
    }

    /// A step whose handler ran a nested step lays the view out once, not twice in a row.
    @Test func noGoldenLaysOutTwiceInARow() throws {
        let folder = PackageRoot.appending("Scripts/export").path
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
            let lines = try String(contentsOfFile: folder + "/" + name, encoding: .utf8).split(separator: "\n")
                .map { $0.trimmingPrefix(while: { $0 == " " }) }
            let twice = zip(lines, lines.dropFirst()).contains { $0 == "collectionView.layoutIfNeeded()" && $0 == $1 }
            #expect(!twice, "\(name) calls layoutIfNeeded() twice in a row")
        }
    }

    /// A scroll by code closes the open row (docs/interaction.md §11.1): the test's model of the
    /// open row closes with it, so a later tap on an action finds none, as on a device.
    @Test func aScrollThatClosesSwipeActionsClosesTheTestsRow() throws {
        let script = "view 390x400\nlayout list appearance=plain\nsections S\nitems S count 30\nswipeActions trailing section S { normal \"Flag\" }\n"
            + "swipe [0,1] left\nscroll to (0, 44)\n"
        let swift = try #require(Self.export(script))
        let scroll = try #require(swift.range(of: "        // scroll to (0, 44)\n"))
        #expect(swift[scroll.upperBound...].hasPrefix("        collectionView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)\n        swipeActions.open = nil  // UIKit closes the open row's swipe actions here\n"))
    }

    /// A tap while a row's swipe actions are shown closes them and selects nothing, and the test's
    /// open row closes with it.
    @Test func aTapThatClosesSwipeActionsSaysWhatUIKitDoes() throws {
        let script = "view 390x400\nlayout list appearance=plain\nsections S\nitems S a b c\nswipeActions trailing section S { normal \"Flag\" }\n"
            + "swipe a left\ntap b\nexpect selected == []\n"
        let swift = try #require(Self.export(script))
        let tap = try #require(swift.range(of: "        // tap b\n"))
        let after = swift[tap.upperBound...]
        #expect(after.contains("UIKit closes the swipe actions"))
        #expect(after.contains("it neither highlights nor\n"))
        #expect(after.contains("        swipeActions.open = nil\n"))
        #expect(!after.contains("the calls UIKit's tap handling makes"))
    }
}
