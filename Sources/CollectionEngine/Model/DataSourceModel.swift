/// What the app's data source holds: sections (by interned section id), each with its items (by
/// interned item id). UIKit itself only ever reads the counts; the items are kept so that the tool can
/// print them and so that identifiers can name items.
public struct DataSourceModel: Hashable, Sendable {
    public typealias Model = SectionedModel<Int, Int>

    public private(set) var model = Model()
    /// For each item id: the id of the section holding it, or -1. Dense because ids are.
    private var sectionOfItem: [Int32] = []

    public init() {}

    public var sections: [Model.Section] { model.sections }
    public var numberOfSections: Int { model.sections.count }
    public var counts: [Int] { model.sections.map(\.items.count) }
    public var totalItems: Int { model.sections.reduce(0) { $0 + $1.items.count } }

    public func numberOfItems(inSection section: Int) -> Int? {
        model.sections.indices.contains(section) ? model.sections[section].items.count : nil
    }

    public func contains(item id: Int) -> Bool {
        id >= 0 && id < sectionOfItem.count && sectionOfItem[id] >= 0
    }

    /// The index of the section with id `sectionID`.
    public func sectionIndex(of sectionID: Int) -> Int? {
        model.sections.firstIndex { $0.value == sectionID }
    }

    /// Where item `id` is: O(items in its section).
    public func indexPath(of id: Int) -> IndexPath? {
        guard contains(item: id), let section = sectionIndex(of: Int(sectionOfItem[id])),
              let item = model.sections[section].items.firstIndex(of: id) else { return nil }
        return IndexPath(section, item)
    }

    public func item(at indexPath: IndexPath) -> Int? {
        guard model.sections.indices.contains(indexPath.section) else { return nil }
        let items = model.sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Replaces everything (what `sections` and `items` do before reloadData).
    public mutating func replace(with newModel: Model) {
        model = newModel
        rebuildIndex()
    }

    private mutating func rebuildIndex() {
        var maxID = -1
        for section in model.sections {
            for id in section.items where id > maxID { maxID = id }
        }
        sectionOfItem = Array(repeating: -1, count: maxID + 1)
        for section in model.sections {
            let sectionID = Int32(truncatingIfNeeded: section.value)
            for id in section.items where id >= 0 { sectionOfItem[id] = sectionID }
        }
    }
}
