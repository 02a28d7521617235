/// Whether a display pass must count what is on screen against `maximumViewsOnScreen`
/// (docs/language.md "Limits"): a change that would show more is refused by the pass and undone by
/// the operation's transaction.
extension CollectionView {
    /// Whether the collection, with `addingItems` items and `addingSections` sections more, could
    /// hold more than `maximumViewsOnScreen` elements in all (the layout's
    /// `maximumElementsPerItem` per item, at most two supplementary views per section). O(1):
    /// when not, no display pass needs to count what is on screen.
    func holdsMoreElementsThanViewsOnScreen(addingItems: Int = 0, addingSections: Int = 0) -> Bool {
        let items = Self.plus(dataSource.totalItems, max(0, addingItems))
        let sections = Self.plus(dataSource.numberOfSections, max(0, addingSections))
        let cells = Self.times(items, max(1, layout.maximumElementsPerItem))
        return Self.plus(cells, Self.plus(Self.plus(sections, sections), 2)) > Self.maximumViewsOnScreen
    }

    /// A saturating sum of counts that are never negative.
    static func plus(_ a: Int, _ b: Int) -> Int { a > Int.max - b ? Int.max : a + b }

    /// A saturating product of a count that is never negative and a factor of at least 1.
    static func times(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : product
    }
}
