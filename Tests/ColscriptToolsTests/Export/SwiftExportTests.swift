import Foundation
import Testing
import TestSupport
import CollectionScript
@testable import ColscriptTools

/// `colscript export --swift`: goldens of the generated code (`Scripts/export/NAME.swift` for the
/// scenario `Scripts/NAME.colscript`; re-record with COLSCRIPT_RECORD=1), and a clear refusal that
/// names a command that does not export.
struct SwiftExportTests {
    static let goldens = ["invalid-item-count", "selection-across-updates", "layout/horizontal", "layout/scroll-positions"]

    @Test(arguments: goldens)
    func matchesGolden(name: String) throws {
        let path = "Scripts/\(name).colscript"
        let text = try String(contentsOf: PackageRoot.appending(path), encoding: .utf8)
        let result = SwiftExport.export(SourceFile(name: path, text: text), flavor: .xctest)
        guard case .success(let swift) = result else {
            Issue.record("not exported: \(result)")
            return
        }
        let golden = PackageRoot.appending("Scripts/export/\(name.replacingOccurrences(of: "/", with: "-")).swift")
        if ProcessInfo.processInfo.environment["COLSCRIPT_RECORD"] != nil {
            try swift.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        #expect(swift == (try String(contentsOf: golden, encoding: .utf8)))
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
        #expect(swift.contains("XCTAssertEqual(collectionView.contentOffset, CGPoint("))
    }

    @Test func sizeForItemAtByIdentifierAndHitTesting() {
        let source = SourceFile(name: "s.colscript", text: "sections A\nitems A x y\nsize y 200x80\nhit (10, 40)\n")
        guard case .success(let swift) = SwiftExport.export(source, flavor: .xctest) else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("collectionView.delegate = layoutDelegate\n        layoutDelegate.sizes = [\"y\": CGSize(width: 200, height: 80)]"))
        #expect(swift.contains("XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 40)), IndexPath(item: 0, section: 0))"))
    }

    @Test func aPlaygroundPageToo() {
        let source = SourceFile(name: "t.colscript", text: "sections A\nitems A x\n")
        guard case .success(let page) = SwiftExport.export(source, flavor: .playground) else {
            Issue.record("not exported")
            return
        }
        #expect(page.contains("import PlaygroundSupport"))
        #expect(page.contains("PlaygroundPage.current.liveView = collectionView"))
        #expect(!page.contains("XCTestCase"))
    }

    @Test(arguments: [
        ("diffable on\n", "`diffable`"),
        ("sections A\nitems A x\ndrag [0,0] -> [0,0]\n", "`drag`"),
        ("sections A\nitems A x\nrepeat 2 { select [0,0] }\n", "`repeat`"),
        ("set scale = 2\n", "`set`"),
        ("sections A\nitems A x\ndelegate shouldSelect [0,0] = false\n", "`delegate`"),
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

    @Test func aScriptThatFailsStopsWithTheExceptionNote() {
        let result = SwiftExport.export(SourceFile(name: "f.colscript", text: "sections A\ndelete [0,3]\nsections B\n"), flavor: .xctest)
        guard case .success(let swift) = result else {
            Issue.record("not exported")
            return
        }
        #expect(swift.contains("//   attempt to delete item 3 from section 0 which only contains 0 items before the update"))
        #expect(!swift.contains("// sections B"))
    }
}
