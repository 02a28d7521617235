import CollectionEngine
import CollectionScript

/// The `expect`s on the view's queries: the cell UIKit returns from cellForItem(at:), the
/// backgroundView's frame, presentationIndexPath(forDataIndexPath:) and
/// dataIndexPath(forPresentationIndexPath:), and `!= nil` of any query (layout attributes too).
extension SwiftExportWriter {
    /// The assertions of a query `expect` (run already: it passed), or nil for another subject or
    /// comparison (the caller refuses those it has no assertion for).
    func queryExpectation(_ command: Command, _ subject: ExpectSubject, _ argument: Located<Value>?, _ op: ComparisonOperator,
                          _ expected: Value) throws(SwiftExport.Failure) -> [String]? {
        let view = interpreter.view
        // `expect header|footer [s,0] > 0`: a view shows there (its serial is colscript's count).
        if subject == .header || subject == .footer, op == .greater, expected == .integer(0), let call = try queryCall(command, subject, argument, { () throws(SwiftExport.Failure) -> IndexPath in IndexPath(item: 0, section: 0) }) {
            return ["XCTAssertNotNil(\(call))"]
        }
        guard op == .equal || op == .notEqual else { return nil }
        let isNil = expected == .identifier("nil")
        func item() throws(SwiftExport.Failure) -> IndexPath {
            let ref: ItemRef? = switch argument?.value {
            case .indexPath(let path)?: .indexPath(path)
            case .identifier(let name)?: .identifier(name)
            default: nil
            }
            guard let argument, let ref, let path = interpreter.exportIndexPath(Located(ref, argument.range)) else {
                throw unsupported(command, "its item is not resolved")
            }
            return path
        }
        // `!= nil`: the query answers something.
        if op == .notEqual {
            guard isNil, let call = try queryCall(command, subject, argument, item) else { return nil }
            return ["XCTAssertNotNil(\(call))"]
        }
        switch subject {
        case .cell:
            let path = try item()
            let call = "collectionView.cellForItem(at: \(SwiftSyntax.indexPath(path)))"
            guard let cell = view.cellForItem(at: path) else { return ["XCTAssertNil(\(call))"] }
            // The serial is colscript's count of the reusable views it made; UIKit's reuse queue
            // hands out the cell, which the test checks is there.
            return ["XCTAssertNotNil(\(call)) // colscript's cell #\(cell.serial)"]
        case .backgroundView:
            guard let frame = view.backgroundViewFrame else { return ["XCTAssertNil(collectionView.backgroundView)"] }
            // The background view does not scroll: UIKit keeps it over the visible bounds.
            return ["assertEqual(collectionView.backgroundView?.frame, \(SwiftSyntax.rect(frame)), accuracy: pixel)"]
        case .visibleCells:
            return ["XCTAssertEqual(collectionView.visibleCells.compactMap { collectionView.indexPath(for: $0) }.sorted(), \(SwiftSyntax.indexPaths(view.cells.visibleCells.keys.sorted())))"]
        case .visibleHeaders, .visibleFooters:
            let kind: ElementKind = subject == .visibleHeaders ? .sectionHeader : .sectionFooter
            let paths = view.cells.visibleSupplementaryViews.keys.filter { $0.kind == kind }.map(\.indexPath).sorted()
            return ["XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: \(Self.kind(kind))).sorted(), \(SwiftSyntax.indexPaths(paths)))"]
        case .header, .footer:
            guard let call = try queryCall(command, subject, argument, item) else { return nil }
            guard isNil else { return ["XCTAssertNotNil(\(call))" + (Self.integer(expected).map { " // colscript's view #\($0)" } ?? "")] }
            return ["XCTAssertNil(\(call))"]
        case .presentationIndexPath, .dataSourceIndexPath:
            let path = try item()
            guard let call = try queryCall(command, subject, argument, item) else { return nil }
            let result = subject == .presentationIndexPath
                ? view.presentationIndexPath(forDataSourceIndexPath: path)
                : view.dataSourceIndexPath(forPresentationIndexPath: path)
            guard let result else { return ["XCTAssertNil(\(call))"] }
            return ["XCTAssertEqual(\(call), \(SwiftSyntax.indexPath(result)))"]
        case .attributes, .headerAttributes, .footerAttributes, .count, .sections, .items, .selected, .visible, .offset, .contentOffset, .contentSize, .frame, .numberOfSections,
             .numberOfItems, .hasUncommittedUpdates, .events, .moves, .inserts, .deletes, .reloads, .reconfigures, .layoutChangedPosts, .hasActiveDrag, .hasActiveDrop,
             .dragInteractionEnabled, .placeholders, .separator:
            return nil
        }
    }

    private static func integer(_ value: Value) -> Int? {
        if case .integer(let n) = value { n } else { nil }
    }

    /// The UIKit call a query subject reads, or nil for a subject that is no single call.
    private func queryCall(_ command: Command, _ subject: ExpectSubject, _ argument: Located<Value>?,
                           _ item: () throws(SwiftExport.Failure) -> IndexPath) throws(SwiftExport.Failure) -> String? {
        switch subject {
        case .cell: return "collectionView.cellForItem(at: \(SwiftSyntax.indexPath(try item())))"
        case .backgroundView: return "collectionView.backgroundView"
        case .attributes: return "collectionView.layoutAttributesForItem(at: \(SwiftSyntax.indexPath(try item())))"
        case .presentationIndexPath: return "collectionView.presentationIndexPath(forDataIndexPath: \(SwiftSyntax.indexPath(try item())))"
        case .dataSourceIndexPath: return "collectionView.dataIndexPath(forPresentationIndexPath: \(SwiftSyntax.indexPath(try item())))"
        case .headerAttributes, .footerAttributes:
            guard let argument, case .indexPath(let path) = argument.value else { throw unsupported(command, "it needs an index path") }
            let kind: ElementKind = subject == .headerAttributes ? .sectionHeader : .sectionFooter
            return "collectionView.layoutAttributesForSupplementaryElement(ofKind: \(Self.kind(kind)), at: \(SwiftSyntax.indexPath(path)))"
        case .header, .footer:
            guard let argument, case .indexPath(let path) = argument.value else { throw unsupported(command, "it needs an index path") }
            let kind: ElementKind = subject == .header ? .sectionHeader : .sectionFooter
            return "collectionView.supplementaryView(forElementKind: \(Self.kind(kind)), at: \(SwiftSyntax.indexPath(path)))"
        case .visibleCells, .visibleHeaders, .visibleFooters, .count, .sections, .items, .selected, .visible, .offset, .contentOffset, .contentSize, .frame, .numberOfSections,
             .numberOfItems, .hasUncommittedUpdates, .events, .moves, .inserts, .deletes, .reloads, .reconfigures, .layoutChangedPosts, .hasActiveDrag, .hasActiveDrop,
             .dragInteractionEnabled, .placeholders, .separator:
            return nil
        }
    }
}
