/// A list of sections, each with a value and its items: the shape both the data source's model
/// and a snapshot have.
///
/// Models: what an app's `numberOfSections(in:)` / `collectionView(_:numberOfItemsInSection:)`
/// answer from; the collection view itself never stores it (docs/updates.md §3.1).
public struct SectionedModel<SectionValue: Hashable & Sendable, ItemValue: Hashable & Sendable>: Hashable, Sendable {
    public struct Section: Hashable, Sendable {
        public var value: SectionValue
        /// Contiguous, with room at both ends: an insert or removal near either end moves only the
        /// items on the nearer side.
        public var items: ItemArray<ItemValue>
        public init(value: SectionValue, items: ItemArray<ItemValue>) {
            self.value = value
            self.items = items
        }
        public init(value: SectionValue, items: [ItemValue]) {
            self.init(value: value, items: ItemArray(items))
        }
    }
    public var sections: [Section]
    public init(sections: [Section] = []) { self.sections = sections }

    /// Item counts per section, as the data source reports them.
    public var itemCounts: [Int] { sections.map { $0.items.count } }
}
