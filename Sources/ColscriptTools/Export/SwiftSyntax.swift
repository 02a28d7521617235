import CollectionEngine
import CollectionScript

/// Engine values spelled as Swift source (UIKit and Foundation types).
enum SwiftSyntax {
    /// The engine's one formatter; a non-finite value (which no script can make) is written `0`
    /// so the Swift still compiles.
    static func number(_ value: Double) -> String { NumberText.decimal(value, nonFinite: "0") }

    static func point(_ p: Point) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }
    static func size(_ s: Size) -> String { "CGSize(width: \(number(s.width)), height: \(number(s.height)))" }
    static func rect(_ r: Rect) -> String {
        "CGRect(x: \(number(r.origin.x)), y: \(number(r.origin.y)), width: \(number(r.size.width)), height: \(number(r.size.height)))"
    }
    static func insets(_ e: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(number(e.top)), left: \(number(e.left)), bottom: \(number(e.bottom)), right: \(number(e.right)))"
    }
    static func indexPath(_ p: IndexPath) -> String { "IndexPath(item: \(p.item), section: \(p.section))" }
    static func indexPaths(_ paths: [IndexPath]) -> String { "[" + paths.map(indexPath).joined(separator: ", ") + "]" }
    static func sections(_ s: [Int]) -> String { "IndexSet([" + s.map(String.init).joined(separator: ", ") + "])" }

    /// The data source's arrays after a step: `[["A", "B"], []]`.
    static func data(_ view: CollectionView) -> String {
        "[" + view.dataSource.sections.map { section in
            "[" + section.items.map { "\"" + escape(view.itemNames.name($0)) + "\"" }.joined(separator: ", ") + "]"
        }.joined(separator: ", ") + "]"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func flowLayout(_ flow: FlowLayout) -> [String] {
        var lines = ["layout.itemSize = \(size(flow.itemSize))",
                     "layout.minimumLineSpacing = \(number(flow.minimumLineSpacing))",
                     "layout.minimumInteritemSpacing = \(number(flow.minimumInteritemSpacing))",
                     "layout.sectionInset = \(insets(flow.sectionInset))",
                     "layout.scrollDirection = \(flow.scrollDirection == .horizontal ? ".horizontal" : ".vertical")"]
        if flow.estimatedItemSize != .zero { lines.append("layout.estimatedItemSize = \(size(flow.estimatedItemSize))") }
        if flow.headerReferenceSize != .zero { lines.append("layout.headerReferenceSize = \(size(flow.headerReferenceSize))") }
        if flow.footerReferenceSize != .zero { lines.append("layout.footerReferenceSize = \(size(flow.footerReferenceSize))") }
        if flow.sectionHeadersPinToVisibleBounds { lines.append("layout.sectionHeadersPinToVisibleBounds = true") }
        if flow.sectionFootersPinToVisibleBounds { lines.append("layout.sectionFootersPinToVisibleBounds = true") }
        return lines
    }

    static func update(_ operation: UpdateOperation) -> String {
        switch operation {
        case .insertItems(let p): return "collectionView.insertItems(at: \(indexPaths(p)))"
        case .deleteItems(let p): return "collectionView.deleteItems(at: \(indexPaths(p)))"
        case .reloadItems(let p): return "collectionView.reloadItems(at: \(indexPaths(p)))"
        case .reconfigureItems(let p): return "collectionView.reconfigureItems(at: \(indexPaths(p)))"
        case .moveItem(let a, let b): return "collectionView.moveItem(at: \(indexPath(a)), to: \(indexPath(b)))"
        case .insertSections(let s): return "collectionView.insertSections(\(sections(s)))"
        case .deleteSections(let s): return "collectionView.deleteSections(\(sections(s)))"
        case .reloadSections(let s): return "collectionView.reloadSections(\(sections(s)))"
        case .moveSection(let a, let b): return "collectionView.moveSection(\(a), toSection: \(b))"
        }
    }

    /// A Swift type name from a file name: `photo-grid.colscript` → `PhotoGrid`.
    static func typeName(_ fileName: String) -> String {
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        let stem = base.hasSuffix(".colscript") ? String(base.dropLast(10)) : base
        let words = stem.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.isEmpty || name.first!.isNumber { name = "Scenario" + name }
        return name
    }

    static let dataSourceClass = """
        /// The app's data: one array of item identifiers per section; the cells are plain.
        final class ScenarioDataSource: NSObject, UICollectionViewDataSource {
            var sections: [[String]] = []
            func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                sections[section].count
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }

        /// sizeForItemAt answers by item identifier (colscript's `size`); other items use itemSize.
        final class ScenarioLayoutDelegate: NSObject, UICollectionViewDelegateFlowLayout {
            var sizes: [String: CGSize] = [:]
            weak var dataSource: ScenarioDataSource?
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                let item = dataSource?.sections[indexPath.section][indexPath.item]
                return item.flatMap { sizes[$0] } ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
            }
        }

        /// The visible items, sorted, as colscript's transcript lists them.
        func visibleItems(_ collectionView: UICollectionView) -> [IndexPath] {
            collectionView.indexPathsForVisibleItems.sorted()
        }
        """

    static let catcherNote = """
        // Note: catching UIKit's exception. Swift cannot catch an Objective-C exception; add this
        // Objective-C helper to the test target (and import it in the bridging header) to assert one:
        //
        //   // ObjC.h
        //   @interface ObjC : NSObject
        //   + (NSException *_Nullable)catching:(void (NS_NOESCAPE ^_Nonnull)(void))block;
        //   @end
        //   // ObjC.m
        //   @implementation ObjC
        //   + (NSException *)catching:(void (NS_NOESCAPE ^)(void))block {
        //       @try { block(); return nil; } @catch (NSException *exception) { return exception; }
        //   }
        //   @end
        //
        // then: XCTAssertEqual(ObjC.catching { collectionView.performBatchUpdates({ … }) }?.reason, "…")
        // UIKit's state after an exception is undefined: end the test there.
        """

    static func wrap(body: [String], name: String, flavor: SwiftExport.Flavor) -> String {
        let type = typeName(name)
        let setUp = ["let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),",
                     "                                      collectionViewLayout: UICollectionViewFlowLayout())",
                     "collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"Cell\")",
                     "let dataSource = ScenarioDataSource()",
                     "collectionView.dataSource = dataSource",
                     "let layoutDelegate = ScenarioLayoutDelegate()",
                     "layoutDelegate.dataSource = dataSource"]
        let header = "// Generated by `colscript export --swift \(name)`: the same collection view, the same calls, and\n"
            + "// the state colscript's transcript shows, asserted against the real UICollectionView.\n"
        switch flavor {
        case .xctest:
            let lines = setUp + body
            return header + "import UIKit\nimport XCTest\n\n" + dataSourceClass + "\n\n"
                + "final class \(type)Tests: XCTestCase {\n"
                + "    @MainActor\n    func testScenario() throws {\n"
                + lines.map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n") + "\n    }\n}\n\n" + catcherNote + "\n"
        case .playground:
            let lines = setUp + ["PlaygroundPage.current.liveView = collectionView"] + body
            return header + "// A playground page: paste into an iOS playground; mismatches are printed.\n"
                + "import PlaygroundSupport\nimport UIKit\n\n" + dataSourceClass + "\n\n"
                + "func XCTAssertEqual<T: Equatable>(_ actual: T, _ expected: T, line: UInt = #line) {\n"
                + "    if actual != expected { print(\"line \\(line): \\(actual) is not \\(expected)\") }\n}\n\n"
                + lines.joined(separator: "\n") + "\n\n" + catcherNote + "\n"
        }
    }
}
