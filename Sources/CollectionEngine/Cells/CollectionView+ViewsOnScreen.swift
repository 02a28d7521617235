/// Whether a display pass must count what is on screen against `maximumViewsOnScreen`
/// (docs/language.md "Limits"): a change that would show more is refused by the pass and undone by
/// the operation's transaction.
extension CollectionView {
    /// Whether the collection, with `addingItems` items and `addingSections` sections more, could
    /// hold more than `maximumViewsOnScreen` elements in all (a cell per item, at most two
    /// supplementary views per section, one more per item in a compositional layout). O(1): when
    /// not, no display pass needs to count what is on screen.
    func holdsMoreElementsThanViewsOnScreen(addingItems: Int = 0, addingSections: Int = 0) -> Bool {
        let items = Self.plus(dataSource.totalItems, max(0, addingItems))
        let sections = Self.plus(dataSource.numberOfSections, max(0, addingSections))
        let cells = compositionalLayout == nil ? items : Self.plus(items, items)
        return Self.plus(cells, Self.plus(Self.plus(sections, sections), 2)) > Self.maximumViewsOnScreen
    }

    /// A saturating sum of counts that are never negative.
    static func plus(_ a: Int, _ b: Int) -> Int { a > Int.max - b ? Int.max : a + b }
}
