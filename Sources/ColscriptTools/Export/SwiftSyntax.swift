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
    static func data(_ view: CollectionView) -> String { data(names: names(view)) }

    /// The data source's identifiers, section by section.
    static func names(_ view: CollectionView) -> [[String]] {
        view.dataSource.sections.map { section in section.items.map { view.itemNames.name($0) } }
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String { "\"" + escape(text) + "\"" }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
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

    /// The test class's private helpers: the app's data source and layout delegate, and the
    /// assertions (CGFloat values to a pixel). Nested and private, so any number of exported tests
    /// build together in one target.
    static let helpers = """
        /// The app's data: one array of item identifiers per section; the cells are plain.
        @MainActor
        private final class DataSource: NSObject, UICollectionViewDataSource {
            var sections: [[String]] = []
            /// The identifier cellForItemAt dequeues with (colscript's `set cellReuseIdentifier`).
            var cellReuseIdentifier = "Cell"
            func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                sections[section].count
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)
            }
        }

        /// The app's delegate: the flow layout's answers (sizeForItemAt by item identifier, the
        /// per-section metrics; otherwise the layout's own values) and the selection answers.
        @MainActor
        private final class Delegate: NSObject, UICollectionViewDelegateFlowLayout {
            let dataSource: DataSource
            var sizes: [String: CGSize] = [:]
            var sectionInsets: [Int: UIEdgeInsets] = [:]
            var minimumLineSpacings: [Int: CGFloat] = [:]
            var minimumInteritemSpacings: [Int: CGFloat] = [:]
            var headerReferenceSizes: [Int: CGSize] = [:]
            var footerReferenceSizes: [Int: CGSize] = [:]
            /// shouldHighlight, shouldSelect, shouldDeselect: an answer per item, else `every…`.
            var shouldHighlight: [IndexPath: Bool] = [:], shouldHighlightEveryItem = true
            var shouldSelect: [IndexPath: Bool] = [:], shouldSelectEveryItem = true
            var shouldDeselect: [IndexPath: Bool] = [:], shouldDeselectEveryItem = true
            init(dataSource: DataSource) { self.dataSource = dataSource }

            private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                let item = dataSource.sections[indexPath.section][indexPath.item]
                return sizes[item] ?? flow(collectionViewLayout)?.itemSize ?? .zero
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets {
                sectionInsets[section] ?? flow(collectionViewLayout)?.sectionInset ?? .zero
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                minimumLineSpacings[section] ?? flow(collectionViewLayout)?.minimumLineSpacing ?? 0
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
                minimumInteritemSpacings[section] ?? flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                referenceSizeForHeaderInSection section: Int) -> CGSize {
                headerReferenceSizes[section] ?? flow(collectionViewLayout)?.headerReferenceSize ?? .zero
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                referenceSizeForFooterInSection section: Int) -> CGSize {
                footerReferenceSizes[section] ?? flow(collectionViewLayout)?.footerReferenceSize ?? .zero
            }
            func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
                shouldHighlight[indexPath] ?? shouldHighlightEveryItem
            }
            func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
                shouldSelect[indexPath] ?? shouldSelectEveryItem
            }
            func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
                shouldDeselect[indexPath] ?? shouldDeselectEveryItem
            }
        }

        /// The app's layout: a flow layout whose answers a scenario may break, as a custom
        /// layout's stale cache does (colscript's `delegate layoutAttributesForItemAt … = nil`,
        /// `delegate layoutAttributesForElementsIn … = included`).
        @MainActor
        private final class Layout: UICollectionViewFlowLayout {
            /// Items layoutAttributesForItem(at:) answers nil for; `everyItemWithoutAttributes`: all.
            var itemsWithoutAttributes: Set<IndexPath> = []
            var everyItemWithoutAttributes = false
            /// Index paths layoutAttributesForElements(in:) answers although the view has no such item.
            var staleItems: [IndexPath] = []
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                if everyItemWithoutAttributes || itemsWithoutAttributes.contains(indexPath) { return nil }
                return super.layoutAttributesForItem(at: indexPath)
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let stale = staleItems.map { indexPath in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.frame = CGRect(origin: rect.origin, size: itemSize)
                    return attributes
                }
                return (super.layoutAttributesForElements(in: rect) ?? []) + stale
            }
        }

        /// The state colscript's transcript shows after a step: offsets, sizes and frames to a pixel.
        @MainActor
        private func assertState(_ collectionView: UICollectionView, contentOffset: CGPoint, contentSize: CGSize,
                                 visible: [IndexPath], selected: [IndexPath], frames: [IndexPath: CGRect], pixel: CGFloat,
                                 file: StaticString = #filePath, line: UInt = #line) {
            assertEqual(collectionView.contentOffset, contentOffset, accuracy: pixel, file: file, line: line)
            assertEqual(collectionView.contentSize, contentSize, accuracy: pixel, file: file, line: line)
            XCTAssertEqual(collectionView.indexPathsForVisibleItems.sorted(), visible, "visible items", file: file, line: line)
            XCTAssertEqual(collectionView.indexPathsForSelectedItems?.sorted() ?? [], selected, "selected items", file: file, line: line)
            for (indexPath, frame) in frames {
                assertEqual(collectionView.layoutAttributesForItem(at: indexPath)?.frame, frame, accuracy: pixel, file: file, line: line)
            }
        }

        private func assertEqual(_ actual: CGPoint, _ expected: CGPoint, accuracy: CGFloat,
                                 file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x", file: file, line: line)
            XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y", file: file, line: line)
        }

        private func assertEqual(_ actual: CGSize, _ expected: CGSize, accuracy: CGFloat,
                                 file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(actual.width, expected.width, accuracy: accuracy, "width", file: file, line: line)
            XCTAssertEqual(actual.height, expected.height, accuracy: accuracy, "height", file: file, line: line)
        }

        private func assertEqual(_ actual: CGRect?, _ expected: CGRect, accuracy: CGFloat,
                                 file: StaticString = #filePath, line: UInt = #line) {
            guard let actual else { return XCTFail("no layout attributes; expected \\(expected)", file: file, line: line) }
            assertEqual(actual.origin, expected.origin, accuracy: accuracy, file: file, line: line)
            assertEqual(actual.size, expected.size, accuracy: accuracy, file: file, line: line)
        }

        /// An exception's reason as colscript prints it: object addresses read 0x0, and the
        /// collection view's description cut after its address.
        private func normalized(_ reason: String) -> String {
            reason.replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x0", options: .regularExpression)
                .replacingOccurrences(of: "<UICollectionView: 0x0;[^\\n]*", with: "<UICollectionView: 0x0; …>", options: .regularExpression)
        }
        """

    /// The data source's answer for a layout's supplementary views (added to `helpers` only when a
    /// layout has them, so other exports stay as they were): plain views, registered per kind when
    /// the layout is installed.
    static let supplementaryViews = """
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                at indexPath: IndexPath) -> UICollectionReusableView {
                collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Supplementary", for: indexPath)
            }

        """

    /// The data source's cellForItemAt, and the same dequeuing through a CellRegistration when the
    /// scenario registers one (`register registration NAME`).
    static let cellForItemAtBody = """
                collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)
            }
        """
    /// `cellClass`: the class the test's cells are (a self-sizing one when the scenario says what
    /// cells measure).
    static func cellRegistrationBody(cellClass: String) -> String { """
                if let cellRegistration {
                    return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath,
                                                                        item: sections[indexPath.section][indexPath.item])
                }
                return collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)
            }
            /// cellForItemAt dequeues through it (colscript's `register registration NAME`).
            var cellRegistration: UICollectionView.CellRegistration<\(cellClass), String>?
        """ }

    /// The delegate's did-calls a tap makes (added to the delegate only when a scenario taps): the
    /// app's reactions go here.
    static let tapCallbacks = """
            func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
            func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
            func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

        """

    /// The delegate's primary action (iOS 16; added only when a scenario's tap ends with one).
    static let primaryActions = """
            /// canPerformPrimaryActionForItemAt's answers (colscript's `delegate canPerformPrimaryAction`), else `…EveryItem`.
            var canPerformPrimaryAction: [IndexPath: Bool] = [:], canPerformPrimaryActionEveryItem = true
            func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
                canPerformPrimaryAction[indexPath] ?? canPerformPrimaryActionEveryItem
            }
            func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}

        """

    /// The data source's answers for an interactive move (added only when a scenario moves one):
    /// every item moves, and the arrays follow the move.
    static let moveItems = """
            /// canMoveItemAt's answers by item identifier (colscript's `delegate canMove`), else `canMoveEveryItem`.
            var canMove: [String: Bool] = [:], canMoveEveryItem = true
            func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
                canMove[sections[indexPath.section][indexPath.item]] ?? canMoveEveryItem
            }
            func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
                sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
            }

        """

    /// The data source's viewForSupplementaryElementOfKind when the scenario scripts its answer
    /// (colscript's `delegate viewForSupplementaryElementOfKind = …`), instead of `supplementaryViews`.
    static let supplementaryAnswers = """
            /// What viewForSupplementaryElementOfKind returns: a view of the kind asked for, a header
            /// when asked for a footer (or the reverse), or a view it made itself (not dequeued).
            enum SupplementaryAnswer { case matching, headerForFooter, footerForHeader, notDequeued }
            var supplementaryAnswer = SupplementaryAnswer.matching
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                at indexPath: IndexPath) -> UICollectionReusableView {
                let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
                switch supplementaryAnswer {
                case .matching:
                    return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Supplementary", for: indexPath)
                case .headerForFooter:
                    return collectionView.dequeueReusableSupplementaryView(ofKind: kind == footer ? header : kind, withReuseIdentifier: "Supplementary", for: indexPath)
                case .footerForHeader:
                    return collectionView.dequeueReusableSupplementaryView(ofKind: kind == header ? footer : kind, withReuseIdentifier: "Supplementary", for: indexPath)
                case .notDequeued:
                    return UICollectionReusableView()
                }
            }

        """

    /// The data source's SupplementaryRegistrations by kind (colscript's `register headerRegistration|footerRegistration`).
    /// `viewClass`: the class of the test's headers and footers.
    static func supplementaryRegistrations(viewClass: String) -> String { """
            /// The views of a kind viewForSupplementaryElementOfKind dequeues through its registration.
            var supplementaryRegistrations: [String: UICollectionView.SupplementaryRegistration<\(viewClass)>] = [:]

        """ }
    static let supplementaryRegistrationDequeue = """
                if let registration = supplementaryRegistrations[kind] {
                    return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
                }

        """

    /// The data source's cells it makes itself (colscript's `delegate cellForItemAt ITEM = notDequeued`).
    static let cellsNotDequeued = """
            /// Items cellForItemAt returns a cell it made itself for, not dequeued.
            var cellsNotDequeued: Set<String> = []

        """

    /// The Objective-C catcher a test whose scenario raises needs (Swift cannot catch an
    /// NSException): the header and the implementation, written beside the test.
    static let catcherHeader = """
        // Written by `colscript export --swift`: catches the Objective-C exception UIKit raises, so
        // an XCTest can assert its reason. Add it to the test target and import this header in the
        // target's bridging header: #import "ColscriptExceptionCatcher.h"
        #import <Foundation/Foundation.h>

        NS_ASSUME_NONNULL_BEGIN

        @interface ColscriptExceptionCatcher : NSObject
        /// Runs `block`; returns the exception it raised, or nil.
        + (nullable NSException *)catching:(NS_NOESCAPE void (^)(void))block;
        @end

        NS_ASSUME_NONNULL_END

        """

    static let catcherImplementation = """
        // Written by `colscript export --swift` (see ColscriptExceptionCatcher.h).
        #import "ColscriptExceptionCatcher.h"

        @implementation ColscriptExceptionCatcher
        + (NSException *)catching:(NS_NOESCAPE void (^)(void))block {
            @try {
                block();
                return nil;
            } @catch (NSException *exception) {
                return exception;
            }
        }
        @end

        """

    static func wrap(body: [String], name: String, flavor: SwiftExport.Flavor, raises: Bool, failing: [String],
                     usesLayoutDelegate: Bool, usesSupplementaries: Bool = false, usesTaps: Bool = false, usesMoves: Bool = false,
                     usesCellRegistration: Bool = false, usesCellAnswers: Bool = false, usesSupplementaryAnswers: Bool = false,
                     usesEvents: Bool = false, usesPrimaryActions: Bool = false, usesContextMenus: Bool = false,
                     usesSupplementaryRegistration: Bool = false,
                     customLayouts: CustomLayoutClasses = CustomLayoutClasses(), viewHelpers: ViewHelpers = ViewHelpers(),
                     delegateMembers: String = "", lists: ListExport = ListExport(),
                     selfSizing: SelfSizingExport = SelfSizingExport()) -> String {
        let type = typeName(name)
        var helpers = helpers
        customLayouts.add(to: &helpers)
        if usesCellRegistration {
            helpers = helpers.replacingOccurrences(of: cellForItemAtBody, with: cellRegistrationBody(cellClass: selfSizing.cellClass))
        }
        // The answers only some scenarios need, after the data source's cellForItemAt and the
        // delegate's shouldDeselect (other exports stay as they were).
        let cellForItemAtEnd = "for: indexPath)\n    }\n"
        if usesMoves, let end = helpers.range(of: cellForItemAtEnd) {
            helpers.insert(contentsOf: moveItems, at: end.upperBound)
        }
        if usesSupplementaries || usesSupplementaryAnswers || usesSupplementaryRegistration, let end = helpers.range(of: cellForItemAtEnd) {
            helpers.insert(contentsOf: usesSupplementaryAnswers ? supplementaryAnswers : supplementaryViews, at: end.upperBound)
        }
        if usesSupplementaryRegistration {
            let signature = "at indexPath: IndexPath) -> UICollectionReusableView {\n"
            helpers = helpers.replacingOccurrences(of: signature, with: signature + supplementaryRegistrationDequeue)
            if let end = helpers.range(of: SwiftSyntax.Anchor.dataSourceFieldsEnd) { helpers.insert(contentsOf: supplementaryRegistrations(viewClass: selfSizing.viewClass(.sectionHeader)), at: end.upperBound) }
        }
        if usesCellAnswers {
            let signature = "cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {\n"
            helpers = helpers.replacingOccurrences(of: signature, with: signature
                + "        if cellsNotDequeued.contains(sections[indexPath.section][indexPath.item]) { return UICollectionViewCell(frame: .zero) }\n")
            if let end = helpers.range(of: SwiftSyntax.Anchor.dataSourceFieldsEnd) { helpers.insert(contentsOf: cellsNotDequeued, at: end.upperBound) }
        }
        // A body with lines inserted before its expression returns it explicitly.
        if usesCellAnswers || usesEvents {
            helpers = helpers.replacingOccurrences(of: "        collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)\n    }",
                                                   with: "        return collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)\n    }")
        }
        if usesEvents || usesSupplementaryRegistration {
            helpers = helpers.replacingOccurrences(of: "        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: \"Supplementary\", for: indexPath)\n    }",
                                                   with: "        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: \"Supplementary\", for: indexPath)\n    }")
        }
        if usesTaps, let end = helpers.range(of: SwiftSyntax.Anchor.delegateMembersEnd) {
            helpers.insert(contentsOf: tapCallbacks, at: end.upperBound)
        }
        if usesPrimaryActions, let end = helpers.range(of: SwiftSyntax.Anchor.delegateMembersEnd) {
            helpers.insert(contentsOf: primaryActions, at: end.upperBound)
        }
        if usesContextMenus, let end = helpers.range(of: SwiftSyntax.Anchor.delegateMembersEnd) {
            helpers.insert(contentsOf: contextMenus, at: end.upperBound)
            if let layout = helpers.range(of: SwiftSyntax.Anchor.stateHelperStart) {
                helpers.insert(contentsOf: commitAnimator, at: layout.lowerBound)
            }
        }
        viewHelpers.add(to: &helpers)
        if !delegateMembers.isEmpty, let end = helpers.range(of: SwiftSyntax.Anchor.delegateMembersEnd) {
            helpers.insert(contentsOf: delegateMembers, at: end.upperBound)
            let menu = "private func menu(_ indexPath: IndexPath?) -> UIContextMenuConfiguration? {\n"
            if delegateMembers.contains("var menuIndexPath") { helpers = helpers.replacingOccurrences(of: menu, with: menu + "        menuIndexPath = indexPath\n") }
        }
        lists.add(to: &helpers)
        if usesEvents { helpers = recordingEvents(helpers) }
        selfSizing.add(to: &helpers)
        viewHelpers.lookUpItems(&helpers)
        viewHelpers.lookUpSections(&helpers)
        let setUp = ["let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))",
                     "let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: Layout())",
                     "collectionView.register(\(selfSizing.cellClass).self, forCellWithReuseIdentifier: \"Cell\")",
                     "let dataSource = DataSource()",
                     "collectionView.dataSource = dataSource",
                     usesLayoutDelegate ? "let delegate = Delegate(dataSource: dataSource)" : nil,
                     usesLayoutDelegate ? "collectionView.delegate = delegate" : nil,
                     "window.addSubview(collectionView)",
                     "window.isHidden = false",
                     "// CGFloat values are compared to a pixel.",
                     "let pixel = 1 / window.screen.scale"].compactMap { $0 }
        var header = "// Generated by `colscript export --swift \(name)`: the same collection view, in a window, the\n"
            + "// same calls, and the state colscript's transcript shows, asserted against the real UICollectionView.\n"
        if raises {
            header += "// The scenario raises: add ColscriptExceptionCatcher.h and .m (written beside this file) to the\n"
                + "// test target, and #import \"ColscriptExceptionCatcher.h\" in its bridging header.\n"
        }
        for failure in failing {
            header += "// Exported with --allow-failing: colscript's own expect fails, so this test fails too:\n//   \(failure)\n"
        }
        let indent = { (lines: [String], by: String) in lines.map { $0.isEmpty ? "" : by + $0 }.joined(separator: "\n") }
        switch flavor {
        case .xctest:
            return header + "import UIKit\nimport XCTest\n\n"
                + "final class \(type)Tests: XCTestCase {\n"
                + "    @MainActor\n    func testScenario() throws {\n"
                + indent(setUp + body + lifetimeLines(setUp + body), "        ") + "\n    }\n\n"
                + indent(helpers.components(separatedBy: "\n"), "    ") + "\n}\n"
        case .playground:
            let lines = setUp + ["PlaygroundPage.current.liveView = window"] + body + lifetimeLines(setUp + body)
            return header + "// A playground page: paste into an iOS playground; mismatches are printed.\n"
                + "import PlaygroundSupport\nimport UIKit\n\n"
                + "@MainActor\nenum \(type) {\n    static func run() throws {\n" + indent(lines, "        ") + "\n    }\n\n"
                + indent(helpers.components(separatedBy: "\n").map(Self.staticAtTopLevel), "    ")
                + "\n}\n\n"
                + "func XCTAssertEqual<T: Equatable>(_ actual: T, _ expected: T, _ message: String = \"\", file: StaticString = #filePath, line: UInt = #line) {\n"
                + "    if actual != expected { print(\"line \\(line): \\(actual) is not \\(expected) \\(message)\") }\n}\n"
                + "func XCTAssertEqual<T: FloatingPoint>(_ actual: T, _ expected: T, accuracy: T, _ message: String = \"\", file: StaticString = #filePath, line: UInt = #line) {\n"
                + "    if abs(actual - expected) > accuracy { print(\"line \\(line): \\(actual) is not \\(expected) \\(message)\") }\n}\n"
                + "func XCTFail(_ message: String = \"\", file: StaticString = #filePath, line: UInt = #line) { print(\"line \\(line): \\(message)\") }\n"
                + "func XCTAssertNotEqual<T: Equatable>(_ actual: T, _ expected: T, _ message: String = \"\", file: StaticString = #filePath, line: UInt = #line) {\n"
                + "    if actual == expected { print(\"line \\(line): \\(actual) is \\(expected) \\(message)\") }\n}\n"
                + "func XCTAssertNil(_ value: Any?, _ message: String = \"\", file: StaticString = #filePath, line: UInt = #line) {\n"
                + "    if let value { print(\"line \\(line): \\(value) is not nil \\(message)\") }\n}\n"
                + "func XCTAssertNotNil(_ value: Any?, _ message: String = \"\", file: StaticString = #filePath, line: UInt = #line) {\n"
                + "    if value == nil { print(\"line \\(line): nil \\(message)\") }\n}\n"
                + comparisonStubs
                + "struct XCTSkip: Error { var message: String }\n"
                + "func XCTSkipUnless(_ condition: Bool, _ message: String = \"\") throws { if !condition { throw XCTSkip(message: message) } }\n\n"
                + "do { try \(type).run() } catch { print(\"skipped: \\(error)\") }\n"
        }
    }

    /// A playground page's helpers are the enum's static members: a helper function at the top level of
    /// the helpers becomes `static`, while the methods of the classes nested in them stay instance methods.
    static func staticAtTopLevel(_ line: String) -> String {
        line.hasPrefix("private func ") ? "private static func " + line.dropFirst("private func ".count) : line
    }

    /// The playground's stand-ins for XCTest's ordering assertions (`expect … < N` and the like).
    static let comparisonStubs = [("LessThan", "<"), ("LessThanOrEqual", "<="), ("GreaterThan", ">"), ("GreaterThanOrEqual", ">=")]
        .map { name, operation in
            "func XCTAssert\(name)<T: Comparable>(_ actual: T, _ expected: T, _ message: String = \"\", file: StaticString = #filePath, line: UInt = #line) {\n"
                + "    if !(actual \(operation) expected) { print(\"line \\(line): \\(actual) is not \(operation) \\(expected) \\(message)\") }\n}\n"
        }.joined()

    /// UIKit holds a collection view's data source, delegate and prefetch data source weakly; the
    /// test's own references are its locals, which an optimised build may release after their last
    /// use in the code, while UIKit still calls them. The test keeps each one it installed alive to
    /// its end.
    static func lifetimeLines(_ lines: [String]) -> [String] {
        var names: [String] = []
        for line in lines {
            for property in ["dataSource", "delegate", "prefetchDataSource"] {
                let prefix = "collectionView.\(property) = "
                guard line.hasPrefix(prefix) else { continue }
                let name = String(line.dropFirst(prefix.count))
                if !names.contains(name), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.append(name) }
            }
        }
        guard !names.isEmpty else { return [] }
        let value = names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
        return ["", "// UIKit holds its data source and delegate weakly: the test keeps them alive to its end.",
                "withExtendedLifetime(\(value)) {}"]
    }
}
