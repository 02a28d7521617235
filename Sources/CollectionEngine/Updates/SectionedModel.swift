/// A list of sections, each with a value and its items: the shape both the data source's model
/// and a snapshot have.
///
/// Models: what an app's `numberOfSections(in:)` / `collectionView(_:numberOfItemsInSection:)`
/// answer from; the collection view itself never stores it (docs/updates.md §3.1).
public struct SectionedModel<SectionValue: Hashable & Sendable, ItemValue: Hashable & Sendable>: Hashable, Sendable {
    public struct Section: Hashable, Sendable {
        public var value: SectionValue
        public var items: [ItemValue]
        public init(value: SectionValue, items: [ItemValue]) {
            self.value = value
            self.items = items
        }
    }
    public var sections: [Section]
    public init(sections: [Section] = []) { self.sections = sections }

    /// Item counts per section, as the data source reports them.
    public var itemCounts: [Int] { sections.map { $0.items.count } }
}
