/// UICollectionViewCompositionalLayout: sections of repeating groups of items
/// (docs/compositional.md).
///
/// `prepare(_:)` solves one group pattern per section (O(sections × pattern), never per item);
/// item k's frame is the pattern's slot k mod n moved to group k / n, so every query is binary
/// search over sections plus arithmetic over groups.
///
/// The section provider is modelled as data: `section` for every section, overridden by
/// `sectionsByIndex`, overridden by `sectionsByIdentifier` (the data source's section identifier,
/// resolved before each prepare).
///
/// Choices where the spec is open (docs/compositional.md "Choices"; each tested):
/// - The container is the bounds size; adjustedContentInset is not subtracted (open question 1).
/// - A layout-level header touches section 0 (no inter-section spacing, open question 3).
/// - A section with items and no definition (no `section`, no override) lays out as empty and logs
///   UIKit's "Invalid section definition" text: a layout cannot raise mid-update.
/// - `.readableContent` adds the layout margins like `.layoutMargins`.
/// - Pinned items take z 1 000 000 000 + z while they meet the visible bounds.
/// - Cells come out in a section: decorations, start and cross-axis boundary items, cells, end
///   boundary items.
public struct CompositionalLayout: CollectionViewLayout, Equatable {
    public var configuration: CompositionalLayoutConfiguration
    public var section: LayoutSection?
    public var sectionsByIndex: [Int: LayoutSection]
    public var sectionsByIdentifier: [Int: LayoutSection]
    /// Orthogonal sections' own content offsets (along the row), by section index.
    public var orthogonalOffsets: [Int: Double] = [:]
    /// Orthogonal rows a finger is dragging: the row's offset when the drag began, by section.
    public var orthogonalDragStarts: [Int: Double] = [:]

    /// Measured (self-sized) cell sizes by section and item index (CompositionalLayout+SelfSizing.swift).
    public internal(set) var measured = MeasuredSizes()
    /// Measured list header/footer heights by kind and section, for `measuredBoundarySectionCount`
    /// sections (CompositionalLayout+BoundarySizing.swift).
    public internal(set) var measuredBoundaryHeights: [SupplementaryKey: Double] = [:]
    var measuredBoundarySectionCount = 0

    /// Section identifiers by index, read before each prepare (identifier-keyed sections).
    var sectionIDs: [Int] = []
    var geometry = CompositionalGeometry()

    public init(section: LayoutSection?, configuration: CompositionalLayoutConfiguration = .init(),
                sectionsByIndex: [Int: LayoutSection] = [:], sectionsByIdentifier: [Int: LayoutSection] = [:]) {
        self.section = section
        self.configuration = configuration
        self.sectionsByIndex = sectionsByIndex
        self.sectionsByIdentifier = sectionsByIdentifier
    }

    public var uikitClassName: String { "UICollectionViewCompositionalLayout" }
    public var scrollAxis: ScrollAxis { configuration.scrollDirection }
    public var collectionViewContentSize: Size { geometry.contentSize }
    public var warnings: [String] { geometry.warnings }

    /// The section description used for section `index` (the provider's answer), if any.
    public func sectionDescription(at index: Int) -> LayoutSection? {
        if index < sectionIDs.count, let byID = sectionsByIdentifier[sectionIDs[index]] { return byID }
        return sectionsByIndex[index] ?? section
    }

    /// A list section's configuration (swipe actions, separators); nil for other sections.
    public func listConfiguration(forSection section: Int) -> ListConfiguration? {
        guard section >= 0 else { return nil }
        return sectionDescription(at: section)?.listConfiguration
    }

    /// A cell and one supplementary view anchored to it (the view's bound, docs/language.md "Limits").
    public var maximumElementsPerItem: Int { 2 }

    public mutating func resolveDelegateAnswers(_ identifiers: LayoutIdentifiers) {
        guard !sectionsByIdentifier.isEmpty else {
            if !sectionIDs.isEmpty { sectionIDs = [] }
            return
        }
        sectionIDs = (0..<identifiers.numberOfSections).map { identifiers.sectionID($0) }
    }

    public mutating func updateContentOffset(_ offset: Point) {
        geometry.context?.contentOffset = offset
    }

    /// A bounds change invalidates when the size changes or a boundary item is pinned (§3.3).
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let context = geometry.context else { return true }
        if newBounds.size != context.boundsSize { return true }
        return geometry.hasPinnedItems
    }

    public func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath {
        indexPathForItem(at: position) ?? previous
    }
}

/// Everything the last prepare computed.
struct CompositionalGeometry: Hashable, Sendable {
    var context: LayoutContext?
    var sections: [CompositionalSectionGeometry] = []
    /// Layout-level boundary items (index path [0, 0]).
    var layoutItems: [PlacedBoundaryItem] = []
    var contentSize = Size.zero
    var warnings: [String] = []
    var hasPinnedItems = false
    var scale = 1.0
    /// Whether some section's cells self-size (CompositionalLayout+SelfSizing.swift).
    var estimatesItemSizes = false
}
