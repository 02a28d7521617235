/// What the test's Delegate, Layout and DataSource add when a scenario scrolls, answers a scroll
/// view question or sets a property they implement (SwiftExportWriter+Scrolling, +Properties);
/// added only then, so other exports stay as they were.
struct ViewHelpers: Equatable, Sendable {
    /// The Delegate implements UIScrollViewDelegate's calls and the scripted answers.
    var usesScrollDelegate = false
    /// The Layout answers targetContentOffset(forProposedContentOffset:withScrollingVelocity:).
    var usesLayoutTarget = false
    /// The Delegate answers collectionView(_:targetContentOffsetForProposedContentOffset:).
    var usesProposedOffsetAnswer = false
    /// The DataSource dequeues headers and footers with identifiers of the scenario's
    /// (`register header|footer NAME`, `set headerReuseIdentifier`, `set footerReuseIdentifier`).
    var usesSupplementaryReuseIdentifiers = false
    /// The DataSource dequeues a kind other than header and footer with its own name
    /// (SwiftExportWriter+AnchoredSupplementaries).
    var usesOwnKindIdentifiers = false
    /// The DataSource's cellForItemAt picks the identifier per item or section
    /// (SwiftExportWriter+CellChoices).
    var usesCellChoices = false
    /// The Delegate keeps its per-item answers (shouldHighlight, shouldSelect, shouldDeselect,
    /// canPerformPrimaryAction) by item identifier, as colscript's delegate does (DelegateAnswers).
    var keysAnswersByItem = false
    /// A diffable data source and the Delegate are both installed: the Delegate finds items through
    /// the view's data source.
    var findsDiffableItems = false
    /// The Delegate keeps the flow layout's per-section answers by section identifier, as
    /// colscript's layout keeps them (FlowLayout.delegateAnswers).
    var keysSectionMetrics = false
    /// The DataSource keeps its sections' identifiers (answers kept per section follow them).
    var usesSectionIdentifiers = false
    /// The test declares a prefetchDataSource (colscript's `set prefetching`).
    var usesPrefetchDataSource = false

    static let delegateMethods = """
            /// scrollViewWillEndDragging's target (colscript's `delegate willEndDragging`; nil: left alone)
            /// and scrollViewShouldScrollToTop's answer (`delegate shouldScrollToTop`).
            var willEndDraggingTarget: CGPoint?
            var shouldScrollToTop = true
            func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
            func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) {
                if let willEndDraggingTarget { targetContentOffset.pointee = willEndDraggingTarget }
            }
            func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
            func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
            func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
            func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { shouldScrollToTop }
            func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

        """

    static let proposedOffsetAnswer = """
            /// collectionView(_:targetContentOffsetForProposedContentOffset:)'s answer after a layout change
            /// (colscript's `delegate targetContentOffsetForProposedContentOffset`); nil: the layout's.
            var proposedContentOffsetAnswer: CGPoint?
            func collectionView(_ collectionView: UICollectionView,
                                targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
                proposedContentOffsetAnswer ?? proposedContentOffset
            }

        """

    static let layoutTarget = """
            /// targetContentOffset(forProposedContentOffset:withScrollingVelocity:)'s answer
            /// (colscript's `delegate targetContentOffset`); nil: the proposal, as the flow layout's.
            var targetContentOffsetAnswer: CGPoint?
            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                              withScrollingVelocity velocity: CGPoint) -> CGPoint {
                targetContentOffsetAnswer
                    ?? super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
            }

        """

    static let supplementaryReuseIdentifiers = """
            /// The identifier viewForSupplementaryElementOfKind dequeues a kind with: the last one
            /// registered for it (colscript's `register header|footer NAME`) or set (`set
            /// headerReuseIdentifier`, `set footerReuseIdentifier`), else "Supplementary".
            var supplementaryReuseIdentifiers: [String: String] = [:]

        """

    static let prefetchDataSource = """

        /// The app's prefetchDataSource (colscript's `set prefetching = on`): UIKit tells it the items
        /// it will soon show, and those it no longer will; the app would start and cancel loads here.
        @MainActor
        private final class PrefetchDataSource: NSObject, UICollectionViewDataSourcePrefetching {
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
            func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
        }
        """

    static let sectionIdentifiers = """
            /// The sections' identifiers, in the order of `sections`: the answers kept per section
            /// (colscript's, by section identifier) find their section through them.
            var sectionIdentifiers: [String] = []

        """

    static let ownKindIdentifiers = """
            /// The identifier a kind other than header and footer is registered with: its own name, as
            /// colscript registers it (`register supplementary KIND`, a layout's boundary kinds).
            func ownKindIdentifier(_ kind: String) -> String? {
                kind == UICollectionView.elementKindSectionHeader || kind == UICollectionView.elementKindSectionFooter ? nil : kind
            }

        """

    static let cellChoices = """
            /// The identifier cellForItemAt dequeues an item with (colscript's `delegate dequeueReusableCell`):
            /// the item's own (by its identifier), else its section's (by the section's identifier, so
            /// the choice follows the section when sections are inserted, deleted or moved); nil:
            /// cellReuseIdentifier (or the view-wide cellRegistration). "CellRegistration" dequeues
            /// through cellRegistration.
            var itemCellIdentifiers: [String: String] = [:]
            var sectionCellIdentifiers: [String: String] = [:]
            func cellIdentifier(at indexPath: IndexPath) -> String? {
                itemCellIdentifiers[sections[indexPath.section][indexPath.item]]
                    ?? (sectionIdentifiers.indices.contains(indexPath.section) ? sectionCellIdentifiers[sectionIdentifiers[indexPath.section]] : nil)
            }

        """

    /// The questions the Delegate answers per item.
    static let itemQuestions = ["shouldHighlight", "shouldSelect", "shouldDeselect", "canPerformPrimaryAction"]

    static let itemIdentifierHelper = """
            /// The identifier of the item at `indexPath`: the diffable data source's while it is the
            /// view's (`diffableItem`), else the data source's arrays'.
            var diffableItem: @MainActor (IndexPath) -> String? = { _ in nil }
            private func itemIdentifier(_ indexPath: IndexPath) -> String? {
                if let item = diffableItem(indexPath) { return item }
                let sections = dataSource.sections
                return sections.indices.contains(indexPath.section) && sections[indexPath.section].indices.contains(indexPath.item)
                    ? sections[indexPath.section][indexPath.item] : nil
            }

        """

    /// The Delegate's per-section flow answers.
    static let sectionMetrics = ["sectionInsets", "minimumLineSpacings", "minimumInteritemSpacings", "headerReferenceSizes", "footerReferenceSizes"]

    static let sectionIdentifierHelper = """
            /// The identifier of section `section`: the diffable data source's while it is the view's
            /// (`diffableSection`), else the data source's.
            var diffableSection: @MainActor (Int) -> String? = { _ in nil }
            private func sectionIdentifier(_ section: Int) -> String? {
                if let identifier = diffableSection(section) { return identifier }
                return dataSource.sectionIdentifiers.indices.contains(section) ? dataSource.sectionIdentifiers[section] : nil
            }

        """

    /// The Delegate's per-section answers keyed by section identifier (`keysSectionMetrics`).
    func lookUpSections(_ helpers: inout String) {
        guard keysSectionMetrics else { return }
        for metric in Self.sectionMetrics {
            helpers = helpers.replacingOccurrences(of: "var \(metric): [Int: ", with: "var \(metric): [String: ")
                .replacingOccurrences(of: "\(metric)[section] ?? ", with: "sectionIdentifier(section).flatMap { \(metric)[$0] } ?? ")
        }
        if let end = helpers.range(of: SwiftSyntax.Anchor.delegateInitEnd) {
            helpers.insert(contentsOf: "\n" + Self.sectionIdentifierHelper, at: end.upperBound)
        }
    }

    /// Where the Delegate finds an item by its index path: through `itemIdentifier`, when its
    /// per-item answers are kept by identifier (`keysAnswersByItem`) or a diffable data source may
    /// be the view's (`findsDiffableItems`: the data source's arrays are then not the view's items).
    /// Made last, after every part that finds its place by the answers' text.
    func lookUpItems(_ helpers: inout String) {
        guard keysAnswersByItem || findsDiffableItems else { return }
        if keysAnswersByItem {
            for question in Self.itemQuestions {
                helpers = helpers.replacingOccurrences(of: "var \(question): [IndexPath: Bool] = [:]", with: "var \(question): [String: Bool] = [:]")
                    .replacingOccurrences(of: "\(question)[indexPath] ?? ", with: "itemIdentifier(indexPath).flatMap { \(question)[$0] } ?? ")
            }
        }
        if findsDiffableItems {
            helpers = helpers.replacingOccurrences(of: "dataSource.sections[indexPath.section][indexPath.item]", with: "itemIdentifier(indexPath) ?? \"\"")
        }
        if let end = helpers.range(of: SwiftSyntax.Anchor.delegateInitEnd) {
            helpers.insert(contentsOf: "\n" + Self.itemIdentifierHelper, at: end.upperBound)
        }
    }

    /// The line that tells the Delegate the diffable data source's items, after the one that
    /// installs it (`findsDiffableItems`).
    func diffableItems(_ body: [String]) -> [String] {
        let installs = "collectionView.dataSource = diffableDataSource"
        guard let index = body.firstIndex(where: { $0.trimmingPrefix(while: { $0 == " " }) == installs }) else { return body }
        let indent = String(body[index].prefix { $0 == " " })
        var result = body
        result.insert(indent + "delegate.diffableItem = { collectionView.dataSource === diffableDataSource ? diffableDataSource.itemIdentifier(for: $0) : nil }",
                      at: index + 1)
        if keysSectionMetrics {
            result.insert(indent + "delegate.diffableSection = { section in",
                          at: index + 2)
            result.insert(indent + "    let sections = diffableDataSource.snapshot().sectionIdentifiers", at: index + 3)
            result.insert(indent + "    return collectionView.dataSource === diffableDataSource && sections.indices.contains(section) ? sections[section] : nil", at: index + 4)
            result.insert(indent + "}", at: index + 5)
        }
        return result
    }

    /// Adds them to the helpers (after the other optional parts, whose text it may change).
    func add(to helpers: inout String) {
        if usesSectionIdentifiers, let end = helpers.range(of: SwiftSyntax.Anchor.dataSourceFieldsEnd) {
            helpers.insert(contentsOf: Self.sectionIdentifiers, at: end.upperBound)
        }
        if usesCellChoices, let end = helpers.range(of: SwiftSyntax.Anchor.dataSourceFieldsEnd) {
            helpers.insert(contentsOf: Self.cellChoices, at: end.upperBound)
            helpers = helpers.replacingOccurrences(of: "dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)",
                                                   with: "dequeueReusableCell(withReuseIdentifier: cellIdentifier(at: indexPath) ?? cellReuseIdentifier, for: indexPath)")
            helpers = helpers.replacingOccurrences(of: "if let cellRegistration {",
                                                   with: "if let cellRegistration, (cellIdentifier(at: indexPath) ?? \"CellRegistration\") == \"CellRegistration\" {")
        }
        if usesSupplementaryReuseIdentifiers, let end = helpers.range(of: SwiftSyntax.Anchor.dataSourceFieldsEnd) {
            helpers.insert(contentsOf: Self.supplementaryReuseIdentifiers, at: end.upperBound)
            helpers = helpers.replacingOccurrences(of: "withReuseIdentifier: \"Supplementary\", for: indexPath)",
                                                   with: "withReuseIdentifier: supplementaryReuseIdentifiers[kind] ?? \"Supplementary\", for: indexPath)")
        }
        if usesOwnKindIdentifiers, let end = helpers.range(of: SwiftSyntax.Anchor.dataSourceFieldsEnd) {
            helpers.insert(contentsOf: Self.ownKindIdentifiers, at: end.upperBound)
            helpers = helpers.replacingOccurrences(of: "\"Supplementary\", for: indexPath)", with: "ownKindIdentifier(kind) ?? \"Supplementary\", for: indexPath)")
        }
        if usesScrollDelegate, let end = helpers.range(of: SwiftSyntax.Anchor.delegateMembersEnd) {
            helpers.insert(contentsOf: Self.delegateMethods, at: end.upperBound)
        }
        if usesPrefetchDataSource, let end = helpers.range(of: SwiftSyntax.Anchor.stateHelperStart) {
            helpers.insert(contentsOf: Self.prefetchDataSource, at: end.lowerBound)
        }
        if usesProposedOffsetAnswer, let end = helpers.range(of: SwiftSyntax.Anchor.delegateMembersEnd) {
            helpers.insert(contentsOf: Self.proposedOffsetAnswer, at: end.upperBound)
        }
        if usesLayoutTarget, let end = helpers.range(of: "var staleItems: [IndexPath] = []\n") {
            helpers.insert(contentsOf: Self.layoutTarget, at: end.upperBound)
        }
    }
}
