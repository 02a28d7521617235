/// A custom layout's cached attributes, as its `prepare()` filled them: the cells by index path
/// (O(1) `layoutAttributesForItem(at:)`), the supplementary views by kind and index path, and
/// every element sorted by its top edge with the tallest element's height, so that a rect query
/// binary-searches its first candidate and walks only the elements that can meet the rect
/// (O(log n + k), never O(n) per query).
public struct AttributeCache: Hashable, Sendable {
    /// The items per section the attributes were computed for.
    public private(set) var counts: [Int]
    /// The cells, `cells[section][item]`; a section's array may be shorter than its count (a layout
    /// that has no attributes for the items past it).
    public private(set) var cells: [[LayoutAttributes]]
    private var supplementaries: [SupplementaryKey: LayoutAttributes]
    /// Every element, sorted by `frame.minY` (ties: index path).
    private var byTop: [LayoutAttributes]
    /// The largest element height (how far above a rect an element can start and still meet it).
    private var tallest: Double
    public private(set) var contentSize: Size

    /// An empty cache (nothing computed yet, or emptied by an invalidation).
    public init() {
        counts = []
        cells = []
        supplementaries = [:]
        byTop = []
        tallest = 0
        contentSize = .zero
    }

    public init(counts: [Int], cells: [[LayoutAttributes]], supplementaries: [LayoutAttributes] = [], contentSize: Size) {
        self.counts = counts
        self.cells = cells
        self.contentSize = contentSize
        var byKey: [SupplementaryKey: LayoutAttributes] = [:]
        for attributes in supplementaries {
            guard let kind = attributes.kind else { continue }
            byKey[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
        }
        self.supplementaries = byKey
        let all = cells.flatMap { $0 } + supplementaries
        byTop = all.sorted { ($0.frame.minY, $0.indexPath) < ($1.frame.minY, $1.indexPath) }
        tallest = all.reduce(0) { max($0, $1.frame.height) }
    }

    /// No attributes at all (`cache.isEmpty` in the subclass's `prepare()`).
    public var isEmpty: Bool { byTop.isEmpty }

    /// The cell at `indexPath`; nil when the cache has none there.
    public func item(at indexPath: IndexPath) -> LayoutAttributes? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    public func supplementary(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        supplementaries[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }

    /// The elements whose frames meet `rect`, by section, then header, cells, footer.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        guard !byTop.isEmpty, rect.minY.isFinite, rect.maxY.isFinite else { return [] }
        let lowest = rect.minY - tallest
        var low = 0, high = byTop.count
        while low < high {
            let middle = (low + high) / 2
            if byTop[middle].frame.minY <= lowest { low = middle + 1 } else { high = middle }
        }
        var found: [LayoutAttributes] = []
        var index = low
        while index < byTop.count, byTop[index].frame.minY < rect.maxY {
            if byTop[index].frame.intersects(rect) { found.append(byTop[index]) }
            index += 1
        }
        return found.sorted { Self.order($0) < Self.order($1) }
    }

    private static func order(_ attributes: LayoutAttributes) -> (Int, Int, Int) {
        let rank = attributes.kind == nil ? 1 : attributes.kind == .sectionHeader ? 0 : 2
        return (attributes.indexPath.section, rank, attributes.indexPath.item)
    }
}
