/// The identifiers of what the view presents, for a layout whose delegate answers are keyed by item
/// or section identifier (so an answer follows its item when it moves).
///
/// Handed to `CollectionViewLayout.resolveDelegateAnswers(_:)` just before each prepare. It reads the
/// data source's sections in place (no copy, O(1) to make): a layout must not store it, or the next
/// data-source edit would copy every section (copy-on-write).
public struct LayoutIdentifiers {
    private let sections: [DataSourceModel.Model.Section]
    private let presentedCounts: [Int]
    /// The data source the sections come from, when known: finds an item's section in O(1).
    private let dataSource: DataSourceModel?

    init(sections: [DataSourceModel.Model.Section], presentedCounts: [Int]) {
        self.sections = sections
        self.presentedCounts = presentedCounts
        self.dataSource = nil
    }

    /// The identifiers of `dataSource` (its sections), with the view's presented counts.
    init(dataSource: DataSourceModel, presentedCounts: [Int]) {
        self.sections = dataSource.sections
        self.presentedCounts = presentedCounts
        self.dataSource = dataSource
    }

    /// The index of the section holding item `id` — nil when no section does — or `.unknown`
    /// when these identifiers were made without their data source (a layout then scans).
    /// Item identifiers are unique in a data source (the script and diffable snapshots refuse
    /// duplicates), so the section is the only place the item can be. O(1).
    func sectionIndex(ofItem id: Int) -> ItemSection {
        guard let dataSource else { return .unknown }
        guard let s = dataSource.sectionIndex(ofItem: id) else { return .absent }
        return .section(s)
    }

    enum ItemSection: Equatable { case unknown, absent, section(Int) }

    /// The sections that have both an identifier and a presented count.
    public var numberOfSections: Int { min(sections.count, presentedCounts.count) }

    /// The identifier of section `section` (0 ..< numberOfSections).
    public func sectionID(_ section: Int) -> Int { sections[section].value }

    /// The item count the view believes section `section` has (0 ..< numberOfSections).
    public func presentedCount(_ section: Int) -> Int { presentedCounts[section] }

    /// The data source's item identifiers of section `section` (0 ..< numberOfSections): while the
    /// view is out of sync they may be more or fewer than its presented count.
    public func itemIDs(inSection section: Int) -> ItemArray<Int> { sections[section].items }
}
