import CollectionEngine
import CollectionScript

/// Every `expect` becomes an XCTAssert on the real view (or on the test's data source), with the
/// value colscript observed; CGFloat values to a pixel. A failing `expect` exports only with
/// `--allow-failing`, and the test then fails there too.
extension SwiftExportWriter {
    static func isExpectation(_ command: Command) -> Bool {
        if case .expect = command.kind { true } else { false }
    }

    /// Whether the scenario has an `expect events` (in a block too): the test then records callbacks.
    static func expectsEvents(_ commands: [Command]) -> Bool {
        anyCommand(commands) { kind in
            if case .expect(let subject, _, _, _) = kind, subject.value == .events { return true }
            return false
        }
    }

    /// The query an `expect` makes that UIKit raises for (numberOfItems(inSection:) of a section
    /// the view does not have, docs/evidence.md E7), or nil.
    static func raisingQuery(_ subject: ExpectSubject, _ error: RuntimeError) -> String? {
        guard case .uikit(let uikit, _, _) = error, case .numberOfItemsInMissingSection(let section, _) = uikit,
              subject == .numberOfItems else { return nil }
        return "_ = collectionView.numberOfItems(inSection: \(section))"
    }

    mutating func expectation(_ command: Command) throws(SwiftExport.Failure) -> [String] {
        guard case .expect(let subject, let argument, let op, let expected) = command.kind else { return [] }
        do {
            _ = try interpreter.execute(command)
        } catch {
            if let call = Self.raisingQuery(subject.value, error) {
                // The query UIKit raises for, made under the catcher (SwiftExportWriter+Raises.swift).
                catching([call], error)
                return []
            }
            guard case .expectationFailed(let failure, _) = error else {
                throw unsupported(command, "it stops with an error: \(error.message)")
            }
            try expectationFailed(command, failure.message)
            return ["XCTFail(\(SwiftSyntax.literal("colscript's expect fails here: " + failure.message)))"]
        }
        let view = interpreter.view
        func section() throws(SwiftExport.Failure) -> Int {
            guard let argument, let index = interpreter.exportSection(argument) else { throw unsupported(command, "its section is not resolved") }
            return index
        }
        func item() throws(SwiftExport.Failure) -> IndexPath {
            guard let argument, let ref = Self.itemRef(argument.value), let path = interpreter.exportIndexPath(Located(ref, argument.range)) else {
                throw unsupported(command, "its item is not resolved")
            }
            return path
        }
        let names = SwiftSyntax.names(view)
        // The data the app holds: the test's arrays, or the diffable data source's snapshot.
        let diffable = usesDiffable && view.diffableDataSource != nil
        let allItems = diffable ? "diffableDataSource.snapshot().numberOfItems" : "dataSource.sections.joined().count"
        let sectionCount = diffable ? "diffableDataSource.snapshot().numberOfSections" : "dataSource.sections.count"
        func items(_ index: Int) -> String {
            diffable ? "diffableDataSource.snapshot().itemIdentifiers(inSection: diffableDataSource.snapshot().sectionIdentifiers[\(index)])"
                : "dataSource.sections[\(index)]"
        }
        if let lines = try queryExpectation(command, subject.value, argument, op.value, expected.value) { return lines }
        // A number compared by order: the same comparison in XCTest.
        if op.value != .equal, case .integer(let wanted) = expected.value {
            // The subjects a number is compared with by order (the others compare text).
            let actual: String
            if subject.value == .count {
                actual = argument == nil ? allItems : "\(items(try section())).count"
            } else if subject.value == .numberOfItems {
                actual = "collectionView.numberOfItems(inSection: \(try section()))"
            } else if subject.value == .numberOfSections {
                actual = "collectionView.numberOfSections"
            } else {
                throw unsupported(command, "`expect \(subject.value.rawValue) \(op.value.rawValue)` has no XCTAssert yet")
            }
            let assert = switch op.value {
            case .equal: "XCTAssertEqual"
            case .notEqual: "XCTAssertNotEqual"
            case .less: "XCTAssertLessThan"
            case .lessOrEqual: "XCTAssertLessThanOrEqual"
            case .greater: "XCTAssertGreaterThan"
            case .greaterOrEqual: "XCTAssertGreaterThanOrEqual"
            }
            return ["\(assert)(\(actual), \(wanted))"]
        }
        guard op.value == .equal else { throw unsupported(command, "`expect \(subject.value.rawValue) \(op.value.rawValue)` has no XCTAssert yet") }
        switch subject.value {
        case .count:
            guard argument != nil else { return ["XCTAssertEqual(\(allItems), \(names.joined().count))"] }
            let index = try section()
            return ["XCTAssertEqual(\(items(index)).count, \(index < names.count ? names[index].count : 0))"]
        case .numberOfItems:
            let index = try section()
            // The view's own count (it lags the data source until the view is told).
            guard let count = try? view.checkedNumberOfItems(inSection: index) else { throw unsupported(command, "UIKit raises for this section") }
            return ["XCTAssertEqual(collectionView.numberOfItems(inSection: \(index)), \(count))"]
        case .numberOfSections:
            return ["XCTAssertEqual(collectionView.numberOfSections, \(view.numberOfSections))"]
        case .sections:
            return ["XCTAssertEqual(\(sectionCount), \(names.count))"]
        case .items:
            let index = try section()
            let identifiers = index < names.count ? names[index] : []
            return ["XCTAssertEqual(\(items(index)), [\(identifiers.map(SwiftSyntax.literal).joined(separator: ", "))])"]
        case .selected:
            return ["XCTAssertEqual(collectionView.indexPathsForSelectedItems?.sorted() ?? [], \(SwiftSyntax.indexPaths(view.indexPathsForSelectedItems)))"]
        case .visible:
            return ["XCTAssertEqual(collectionView.indexPathsForVisibleItems.sorted(), \(SwiftSyntax.indexPaths(view.indexPathsForVisibleItems)))"]
        case .offset, .contentOffset:
            return ["assertEqual(collectionView.contentOffset, \(SwiftSyntax.point(view.contentOffset)), accuracy: pixel)"]
        case .contentSize:
            return ["assertEqual(collectionView.contentSize, \(SwiftSyntax.size(view.collectionViewContentSize)), accuracy: pixel)"]
        case .frame:
            let path = try item()
            guard let frame = view.layoutAttributesForItem(at: path)?.frame else {
                return ["XCTAssertNil(collectionView.layoutAttributesForItem(at: \(SwiftSyntax.indexPath(path))))"]
            }
            return ["assertEqual(collectionView.layoutAttributesForItem(at: \(SwiftSyntax.indexPath(path)))?.frame, \(SwiftSyntax.rect(frame)), accuracy: pixel)"]
        case .hasUncommittedUpdates:
            return ["XCTAssertEqual(collectionView.hasUncommittedUpdates, \(view.hasUncommittedUpdates))"]
        case .events:
            // The test's data source and delegate record the callbacks they get (SwiftSyntax+Events).
            let events = interpreter.exportLastStepEvents.expanded().map(\.description)
            if let other = events.first(where: { !SwiftSyntax.isRecorded($0) }) {
                throw unsupported(command, "the test's data source and delegate record \(SwiftSyntax.recordedCallbacks.joined(separator: ", ")); `\(other)` is not recorded yet")
            }
            return ["XCTAssertEqual(dataSource.events, [\(events.map(SwiftSyntax.literal).joined(separator: ", "))])"]
        case .attributes:
            let path = try item()
            guard let attributes = view.layoutAttributesForItem(at: path) else {
                return ["XCTAssertNil(collectionView.layoutAttributesForItem(at: \(SwiftSyntax.indexPath(path))))"]
            }
            return Self.attributesAssertions("collectionView.layoutAttributesForItem(at: \(SwiftSyntax.indexPath(path)))", attributes)
        case .headerAttributes, .footerAttributes:
            guard let argument, case .indexPath(let path) = argument.value else { throw unsupported(command, "it needs an index path") }
            let kind: ElementKind = subject.value == .headerAttributes ? .sectionHeader : .sectionFooter
            let call = "collectionView.layoutAttributesForSupplementaryElement(ofKind: \(Self.kind(kind)), at: \(SwiftSyntax.indexPath(path)))"
            guard let attributes = view.layoutAttributesForSupplementaryElement(ofKind: kind, at: path) else { return ["XCTAssertNil(\(call))"] }
            return Self.attributesAssertions(call, attributes)
        case .moves, .inserts, .deletes, .reloads, .reconfigures:
            throw unsupported(command, "`expect \(subject.value.rawValue)` has no UIKit equivalent: UICollectionViewDiffableDataSource does not expose the batch updates an apply makes (check the items, `expect items`, instead)")
        case .separator:
            throw unsupported(command, "`expect separator` has no UIKit equivalent: a list row's separator frame is not public API (UICollectionViewListCell.separatorLayoutGuide gives its leading edge only)")
        case .layoutChangedPosts:
            throw unsupported(command, "`expect layoutChangedPosts` has no UIKit equivalent: UIAccessibility posts are not observable from a test")
        case .presentationIndexPath, .dataSourceIndexPath, .cell, .backgroundView, .visibleCells, .visibleHeaders, .visibleFooters,
             .header, .footer, .hasActiveDrag, .hasActiveDrop, .dragInteractionEnabled, .placeholders:
            throw unsupported(command, "`expect \(subject.value.rawValue)` has no XCTAssert in the export yet (exported: count, numberOfItems, numberOfSections, sections, items, selected, visible, offset, contentSize, frame, attributes, headerAttributes, footerAttributes, events, hasUncommittedUpdates, cell, header, footer, visibleCells, visibleHeaders, visibleFooters, backgroundView, presentationIndexPath, dataSourceIndexPath; `!= nil` of a query)")
        }
    }

    /// A layout attributes object's values as colscript's `expect attributes` shows them (CGFloat
    /// values to a pixel).
    static func attributesAssertions(_ call: String, _ attributes: LayoutAttributes) -> [String] {
        ["do {",
         "    let attributes = \(call)",
         "    assertEqual(attributes?.frame, \(SwiftSyntax.rect(attributes.frame)), accuracy: pixel)",
         "    XCTAssertEqual(attributes?.zIndex, \(attributes.zIndex))",
         "    XCTAssertEqual(attributes?.alpha ?? -1, \(SwiftSyntax.number(attributes.alpha)), accuracy: 0.001)",
         "    XCTAssertEqual(attributes?.isHidden, \(attributes.isHidden))",
         "}"]
    }

    /// A failing `expect`: refused unless `--allow-failing`, then recorded for the test's header.
    mutating func expectationFailed(_ command: Command, _ message: String) throws(SwiftExport.Failure) {
        let line = source.location(of: command.range.lowerBound).line
        guard allowFailing else {
            throw SwiftExport.Failure(message: "export: \(source.name):\(line): the scenario's own `expect` fails (\(message)); fix the scenario, or pass --allow-failing to export a test that fails there too")
        }
        failingExpectations.append("\(source.name):\(line): \(message)")
    }

    private static func itemRef(_ value: Value) -> ItemRef? {
        switch value {
        case .indexPath(let path): .indexPath(path)
        case .identifier(let name): .identifier(name)
        default: nil
        }
    }
}
