import CollectionEngine
import CollectionScript

/// Every `expect` becomes an XCTAssert on the real view (or on the test's data source), with the
/// value colscript observed; CGFloat values to a pixel. A failing `expect` exports only with
/// `--allow-failing`, and the test then fails there too.
extension SwiftExportWriter {
    static func isExpectation(_ command: Command) -> Bool {
        if case .expect = command.kind { true } else { false }
    }

    mutating func expectation(_ command: Command) throws(SwiftExport.Failure) -> [String] {
        guard case .expect(let subject, let argument, let op, let expected) = command.kind else { return [] }
        // The callbacks of the step before: colscript's session keeps them, the exporter does not
        // (and the test's delegate does not record UIKit's callbacks).
        if subject.value == .events {
            throw unsupported(command, "`expect events` has no XCTAssert: the test's data source and delegate do not record UIKit's callbacks")
        }
        do {
            _ = try interpreter.execute(command)
        } catch {
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
        case .presentationIndexPath, .dataSourceIndexPath, .events, .cell, .moves, .inserts, .deletes, .reloads, .reconfigures,
             .attributes, .visibleCells, .visibleHeaders, .visibleFooters, .backgroundView, .headerAttributes, .footerAttributes,
             .header, .footer, .layoutChangedPosts, .hasActiveDrag, .hasActiveDrop, .dragInteractionEnabled, .placeholders, .separator:
            throw unsupported(command, "`expect \(subject.value.rawValue)` has no XCTAssert in the export yet (exported: count, numberOfItems, numberOfSections, sections, items, selected, visible, offset, contentSize, frame, hasUncommittedUpdates)")
        }
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
