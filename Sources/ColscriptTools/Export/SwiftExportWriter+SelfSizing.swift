import CollectionEngine
import CollectionScript

/// Self-sizing cells (docs/self-sizing.md) as Swift: `cellSize` is what the app's cell measures.
/// The test's cells are `SelfSizingCell`s whose preferredLayoutAttributesFitting(_:) answers the
/// layout's attributes with the size the scenario gives the item the cell shows (the data source's
/// `measuredSizes`, by item identifier, computed here by the interpreter's own rule, which
/// cellForItemAt gives the cell); a cell no `cellSize` names answers the layout's size, as
/// colscript's does. A step that changes the sizes gives the cells on screen theirs and they
/// invalidate themselves, as an app's cell whose content changed does: UIKit measures them again
/// unless selfSizingInvalidation is `.disabled`. A size UIKit refuses (0x0 in a flow layout) raises
/// in the layout pass after it, which the test makes under the exception catcher. Headers and
/// footers (`cellSize header|footer SECTION WxH`) are `SelfSizingView`s the same way, their sizes
/// by section index (the data source's `headerSizes` and `footerSizes`, written again when a
/// step moves them to other sections, as colscript's follow their sections).
struct SelfSizingExport: Equatable, Sendable {
    /// The scenario says what cells measure: the test's cells are `SelfSizingCell`s.
    var usesCells = false
    /// …and its list cells are `SelfSizingListCell`s.
    var usesListCells = false
    /// The scenario says what headers or footers measure: they are `SelfSizingView`s.
    var usesViews = false

    init() {}

    init(_ commands: [Command], listCells: Bool) {
        usesCells = Self.contains(commands) { if case .cellSize = $0 { true } else { false } }
        usesListCells = usesCells && listCells
        usesViews = Self.contains(commands) { if case .boundarySize = $0 { true } else { false } }
    }

    private static func contains(_ commands: [Command], where test: (CommandKind) -> Bool) -> Bool {
        SwiftExportWriter.anyCommand(commands, where: test)
    }

    /// The class the test registers for its cells.
    var cellClass: String { usesCells ? "SelfSizingCell" : "UICollectionViewCell" }
    /// The class of its list cells (the list cell registration's).
    var listCellClass: String { usesListCells ? "SelfSizingListCell" : "UICollectionViewListCell" }
    /// The class the test registers for a layout's supplementary views of `kind`.
    func viewClass(_ kind: ElementKind) -> String {
        usesViews && (kind == .sectionHeader || kind == .sectionFooter) ? "SelfSizingView" : "UICollectionReusableView"
    }

    /// The diffable data source's cell provider, giving the cell its item's size.
    func provider(_ lines: [String]) -> [String] {
        guard usesCells, lines.count >= 3, lines[2] == "}" else { return lines }
        return [lines[0].replacingOccurrences(of: "indexPath, _ in", with: "indexPath, item in"),
                "    dataSource.measured(" + String(lines[1].drop { $0 == " " }) + ", item: item)"] + lines.dropFirst(2)
    }

    /// The data source's table, read by cellForItemAt (after `dataSourceFieldsEnd`).
    static let fields = """
            /// What each item's self-sizing cell measures (colscript's `cellSize`), by item identifier.
            var measuredSizes: [String: CGSize] = [:]

        """

    /// cellForItemAt gives the cell it dequeued its item's size (after `cellForItemAtStart`: the
    /// body, whatever the other parts made of it, becomes `dequeuedCell`'s).
    func measuring() -> String {
        let list = usesListCells ? """
                    if let cell = cell as? SelfSizingListCell {
                        cell.item = item
                        cell.measuredSize = measuredSizes[item]
                    }

            """ : ""
        let listRemeasure = usesListCells ? """
                    for case let cell as SelfSizingListCell in collectionView.visibleCells {
                        guard let item = cell.item, cell.measuredSize != measuredSizes[item] else { continue }
                        cell.measuredSize = measuredSizes[item]
                        cell.invalidateIntrinsicContentSize()
                    }

            """ : ""
        return """
                    measured(dequeuedCell(collectionView, at: indexPath), item: sections[indexPath.section][indexPath.item])
                }
                /// Gives a self-sizing cell its item, and what the item measures.
                func measured(_ cell: UICollectionViewCell, item: String) -> UICollectionViewCell {
                    if let cell = cell as? SelfSizingCell {
                        cell.item = item
                        cell.measuredSize = measuredSizes[item]
                    }
            \(list)        return cell
                }
                /// The cells on screen whose item's size changed take it and invalidate themselves, as an
                /// app's cell whose content changed does (UIKit measures them again unless
                /// selfSizingInvalidation is .disabled).
                func remeasureVisibleCells(in collectionView: UICollectionView) {
                    for case let cell as SelfSizingCell in collectionView.visibleCells {
                        guard let item = cell.item, cell.measuredSize != measuredSizes[item] else { continue }
                        cell.measuredSize = measuredSizes[item]
                        cell.invalidateIntrinsicContentSize()
                    }
            \(listRemeasure)    }
                /// The cell cellForItemAt dequeues for the item (the app's own dequeuing).
                func dequeuedCell(_ collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {

            """
    }

    /// The data source's header and footer sizes, and what gives a view its size (after
    /// `dataSourceFieldsEnd`).
    static let viewFields = """
            /// What each section's self-sizing header and footer measure (colscript's `cellSize header|footer`).
            var headerSizes: [Int: CGSize] = [:]
            var footerSizes: [Int: CGSize] = [:]
            /// Gives a self-sizing header or footer what its section's measures.
            func measured(_ view: UICollectionReusableView, kind: String, section: Int) -> UICollectionReusableView {
                (view as? SelfSizingView)?.measuredSize = kind == UICollectionView.elementKindSectionHeader ? headerSizes[section]
                    : kind == UICollectionView.elementKindSectionFooter ? footerSizes[section] : nil
                return view
            }
            /// The headers and footers on screen whose size changed take it and invalidate themselves
            /// (UIKit measures them again unless selfSizingInvalidation is .disabled).
            func remeasureVisibleSupplementaryViews(in collectionView: UICollectionView) {
                for (kind, sizes) in [(UICollectionView.elementKindSectionHeader, headerSizes), (UICollectionView.elementKindSectionFooter, footerSizes)] {
                    for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                        guard let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath) as? SelfSizingView,
                              view.measuredSize != sizes[indexPath.section] else { continue }
                        view.measuredSize = sizes[indexPath.section]
                        view.invalidateIntrinsicContentSize()
                    }
                }
            }

        """

    /// viewForSupplementaryElementOfKind gives the view it dequeued its section's size (after
    /// `supplementaryViewStart`).
    static let viewMeasuring = """
                measured(dequeuedView(collectionView, ofKind: kind, at: indexPath), kind: kind, section: indexPath.section)
            }
            /// The view viewForSupplementaryElementOfKind dequeues (the app's own dequeuing).
            func dequeuedView(_ collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {

        """

    static let viewClass = """

        /// The app's self-sizing header or footer (colscript's `cellSize header|footer`):
        /// preferredLayoutAttributesFitting(_:) answers the size its section's measures, else the
        /// layout's own.
        @MainActor
        private final class SelfSizingView: UICollectionReusableView {
            var measuredSize: CGSize?
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                guard let measuredSize else { return layoutAttributes }
                let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
                attributes.size = measuredSize
                return attributes
            }
        }

        """

    static let cellClasses = """

        /// The app's self-sizing cell (colscript's `cellSize`): preferredLayoutAttributesFitting(_:)
        /// answers the size its item measures (`measuredSize`, from the data source), else the
        /// layout's own.
        @MainActor
        private final class SelfSizingCell: UICollectionViewCell {
            /// The item the cell shows, and what it measures (nil: the size the layout gives it).
            var item: String?
            var measuredSize: CGSize?
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                guard let measuredSize else { return layoutAttributes }
                let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
                attributes.size = measuredSize
                return attributes
            }
        }

        """

    static let listCellClass = """

        /// The app's self-sizing list cell: the size its item measures (colscript's `cellSize`, custom
        /// content), else its content configuration's.
        @MainActor
        private final class SelfSizingListCell: UICollectionViewListCell {
            var item: String?
            var measuredSize: CGSize?
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                guard let measuredSize else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
                let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
                attributes.size = measuredSize
                return attributes
            }
        }

        """

    /// Adds the table, the measuring cellForItemAt and the classes (after every other part: the
    /// body they made of cellForItemAt becomes `dequeuedCell`'s).
    func add(to helpers: inout String) {
        if usesViews {
            if let end = helpers.range(of: SwiftSyntax.Anchor.dataSourceFieldsEnd) { helpers.insert(contentsOf: Self.viewFields, at: end.upperBound) }
            if let start = helpers.range(of: SwiftSyntax.Anchor.supplementaryViewStart) { helpers.insert(contentsOf: Self.viewMeasuring, at: start.upperBound) }
            if let end = helpers.range(of: SwiftSyntax.Anchor.stateHelperStart) { helpers.insert(contentsOf: Self.viewClass, at: end.lowerBound) }
        }
        guard usesCells else { return }
        if let end = helpers.range(of: SwiftSyntax.Anchor.dataSourceFieldsEnd) { helpers.insert(contentsOf: Self.fields, at: end.upperBound) }
        if let start = helpers.range(of: SwiftSyntax.Anchor.cellForItemAtStart) { helpers.insert(contentsOf: measuring(), at: start.upperBound) }
        let classes = Self.cellClasses + (usesListCells ? Self.listCellClass : "")
        if let end = helpers.range(of: SwiftSyntax.Anchor.stateHelperStart) { helpers.insert(contentsOf: classes, at: end.lowerBound) }
    }
}

extension SwiftExportWriter {
    /// The Swift for `cellSize ITEM … WxH`: the data source's sizes for the items it names (the
    /// interpreter's rule, computed on `before`), and the cells on screen measure again; nil for
    /// another command.
    func selfSizingLines(_ command: Command, before: Interpreter) throws(SwiftExport.Failure) -> [String]? {
        if case .boundarySize(let kind, let section, let size) = command.kind {
            guard let index = before.exportSectionIndex(section) else { throw unsupported(command, "its section is not resolved") }
            return ["dataSource.\(Self.sizesTable(kind.value))[\(index)] = \(SwiftSyntax.size(size.value))",
                    "dataSource.remeasureVisibleSupplementaryViews(in: collectionView)"]
        }
        guard case .cellSize(let sizes) = command.kind else { return nil }
        guard let answers = before.exportCellSizes(sizes) else { throw unsupported(command, "its items are not resolved") }
        // Each item's size is listed by identifier (generated code stays readable).
        guard answers.count <= Self.itemLimit else {
            throw unsupported(command, "it sizes \(answers.count) items, more than the \(Self.itemLimit) the exported data source lists one by one; export a smaller range")
        }
        let entries = answers.map { "\(SwiftSyntax.literal($0.item)): \(SwiftSyntax.size($0.size))" }
        let table = entries.count == 1
            ? "dataSource.measuredSizes[\(SwiftSyntax.literal(answers[0].item))] = \(SwiftSyntax.size(answers[0].size))"
            : "dataSource.measuredSizes.merge([" + entries.joined(separator: ", ") + "], uniquingKeysWith: { $1 })"
        return [table, "dataSource.remeasureVisibleCells(in: collectionView)"]
    }

    /// The data source's table of a header's or footer's sizes.
    static func sizesTable(_ kind: ElementKind) -> String { kind == .sectionHeader ? "headerSizes" : "footerSizes" }

    /// After a step that moved headers' or footers' sizes to other sections (a section moved,
    /// inserted or deleted; colscript's follow their sections): the data source's tables again.
    func boundarySizeLines(_ command: Command, before: Interpreter) -> [String] {
        let now = interpreter.view.cells.boundarySizes
        guard selfSizing.usesViews, now != before.view.cells.boundarySizes else { return [] }
        if case .boundarySize = command.kind { return [] }
        return [ElementKind.sectionHeader, .sectionFooter].map { kind in
            let entries = now.filter { $0.key.kind == kind }.sorted { $0.key.indexPath.section < $1.key.indexPath.section }
                .map { "\($0.key.indexPath.section): \(SwiftSyntax.size($0.value))" }
            return "dataSource.\(Self.sizesTable(kind)) = [" + (entries.isEmpty ? ":" : entries.joined(separator: ", ")) + "]"
        }
    }
}
