/// The state of a diffable data source's data: ordered sections, each with ordered items, over
/// interned Int identifiers.
///
/// Models: `NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>` (iOS 13+),
/// including the iOS 15 reload/reconfigure markers. Section ids and item ids are separate spaces;
/// an item id appears at most once in the whole snapshot (not once per section). Mutations that
/// UIKit rejects throw `UIKitError` with UIKit's text (docs/updates.md §7.2) and change nothing;
/// mutations UIKit only logs about return `DiffableWarning`s.
///
/// Complexity (n items, S sections): the snapshot keeps `item id → (section id, index in
/// section)`, so `indexPath(ofItem:)`, `sectionIdentifier(containingItem:)` and `contains` are
/// O(1); `indexOfItem` (a global index) is O(S). Appending k items is O(k); inserting, deleting or
/// moving items in the middle of a section costs O(length of that section's tail) (the array
/// shift plus re-indexing the shifted items). Section operations are O(S) plus, for deletes,
/// the number of items removed. Queries that build arrays (`itemIdentifiers`) are O(n).
public struct DiffableSnapshot: Sendable {
    /// Where an item is: its section's id (stable when sections move) and its index in that section.
    struct ItemLocation: Hashable, Sendable {
        var section: Int
        var index: Int
    }

    /// The section ids, in order.
    public private(set) var sectionIdentifiers: [Int] = []
    /// The items of each section, parallel to `sectionIdentifiers`.
    private(set) var sectionItems: [[Int]] = []
    /// Section id → position in `sectionIdentifiers`.
    private(set) var sectionPositions: [Int: Int] = [:]
    /// Item id → location (an array indexed by id while ids are dense: see `ItemLocationTable`).
    private(set) var locations = ItemLocationTable()
    private var reloadedItems: Set<Int> = []
    private var reconfiguredItems: Set<Int> = []
    private var reloadedSections: Set<Int> = []
    /// Total number of items in all sections.
    public private(set) var numberOfItems: Int = 0
    /// Bounds on the item ids ever added (not lowered by deletes), so the diff can size dense
    /// id-indexed tables without scanning.
    private(set) var itemIDBounds: (min: Int, max: Int) = (Int.max, Int.min)

    public init() {}

    // MARK: Queries

    public var numberOfSections: Int { sectionIdentifiers.count }

    /// Every item id, section by section. O(n).
    public var itemIdentifiers: [Int] { Array(sectionItems.joined()) }

    public func containsItem(_ item: Int) -> Bool { locations[item] != nil }
    public func containsSection(_ section: Int) -> Bool { sectionPositions[section] != nil }

    /// `numberOfItems(inSection:)`. An unknown section raises from iOS 14 and answers 0 before
    /// [observed for itemIdentifiers(inSection:); numberOfItems inferred to match].
    public func numberOfItems(inSection section: Int, context: SnapshotContext = .init()) throws(UIKitError) -> Int {
        try itemIdentifiers(inSection: section, context: context).count
    }

    /// `itemIdentifiers(inSection:)`. An unknown section raises from iOS 14 and answers [] on iOS 13 [observed].
    public func itemIdentifiers(inSection section: Int, context: SnapshotContext = .init()) throws(UIKitError) -> [Int] {
        guard let position = sectionPositions[section] else {
            if !context.behaviour.throwsForUnknownSection { return [] }
            throw UIKitError.sectionNotFound(context.sectionName(section))
        }
        return sectionItems[position]
    }

    /// `indexOfItem(_:)`: the item's index in `itemIdentifiers`, nil if absent. O(S).
    public func indexOfItem(_ item: Int) -> Int? {
        guard let location = locations[item], let position = sectionPositions[location.section] else { return nil }
        var index = location.index
        for k in 0..<position { index += sectionItems[k].count }
        return index
    }

    /// `indexOfSection(_:)`, nil if absent. O(1).
    public func indexOfSection(_ section: Int) -> Int? { sectionPositions[section] }

    /// `sectionIdentifier(containingItem:)`, nil if absent. O(1).
    public func sectionIdentifier(containingItem item: Int) -> Int? { locations[item]?.section }

    /// The item's index path (what `indexPath(for:)` of the data source answers once applied). O(1).
    public func indexPath(ofItem item: Int) -> IndexPath? {
        guard let location = locations[item], let section = sectionPositions[location.section] else { return nil }
        return IndexPath(section, location.index)
    }

    /// The item at `path`, nil when out of range. O(1).
    public func itemIdentifier(at path: IndexPath) -> Int? {
        guard path.section >= 0, path.section < sectionItems.count, path.item >= 0,
              path.item < sectionItems[path.section].count else { return nil }
        return sectionItems[path.section][path.item]
    }

    /// `reloadedItemIdentifiers` (iOS 15), in snapshot order.
    public var reloadedItemIdentifiers: [Int] { inSnapshotOrder(reloadedItems) }
    /// `reconfiguredItemIdentifiers` (iOS 15), in snapshot order.
    public var reconfiguredItemIdentifiers: [Int] { inSnapshotOrder(reconfiguredItems) }
    /// `reloadedSectionIdentifiers` (iOS 15), in snapshot order.
    public var reloadedSectionIdentifiers: [Int] {
        reloadedSections.sorted { (sectionPositions[$0] ?? 0) < (sectionPositions[$1] ?? 0) }
    }

    private func inSnapshotOrder(_ items: Set<Int>) -> [Int] {
        items.compactMap { item in indexPath(ofItem: item).map { ($0, item) } }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    func isReloaded(item: Int) -> Bool { reloadedItems.contains(item) }
    func isReconfigured(item: Int) -> Bool { reconfiguredItems.contains(item) }
    func isReloaded(section: Int) -> Bool { reloadedSections.contains(section) }
    var hasItemMarks: Bool { !reloadedItems.isEmpty || !reconfiguredItems.isEmpty }
    var markedItems: (reloaded: Set<Int>, reconfigured: Set<Int>) { (reloadedItems, reconfiguredItems) }
    var markedSections: Set<Int> { reloadedSections }

    // MARK: Sections

    /// `appendSections(_:)`.
    @discardableResult
    public mutating func appendSections(_ sections: [Int], context: SnapshotContext = .init()) throws(UIKitError) -> [DiffableWarning] {
        try placeSections(sections, anchor: nil, after: true, context: context)
    }

    /// `insertSections(_:beforeSection:)`.
    @discardableResult
    public mutating func insertSections(_ sections: [Int], beforeSection anchor: Int,
                                        context: SnapshotContext = .init()) throws(UIKitError) -> [DiffableWarning] {
        try placeSections(sections, anchor: anchor, after: false, context: context)
    }

    /// `insertSections(_:afterSection:)`.
    @discardableResult
    public mutating func insertSections(_ sections: [Int], afterSection anchor: Int,
                                        context: SnapshotContext = .init()) throws(UIKitError) -> [DiffableWarning] {
        try placeSections(sections, anchor: anchor, after: true, context: context)
    }

    /// `deleteSections(_:)`: removes the sections and their items. Unknown ids are ignored [inferred].
    public mutating func deleteSections(_ sections: [Int]) {
        let doomed = Set(sections.filter { sectionPositions[$0] != nil })
        guard !doomed.isEmpty else { return }
        var keptIDs: [Int] = []
        var keptItems: [[Int]] = []
        keptIDs.reserveCapacity(sectionIdentifiers.count - doomed.count)
        keptItems.reserveCapacity(sectionIdentifiers.count - doomed.count)
        for (k, id) in sectionIdentifiers.enumerated() {
            if doomed.contains(id) {
                for item in sectionItems[k] {
                    locations[item] = nil
                    reloadedItems.remove(item)
                    reconfiguredItems.remove(item)
                }
                numberOfItems -= sectionItems[k].count
                reloadedSections.remove(id)
            } else {
                keptIDs.append(id)
                keptItems.append(sectionItems[k])
            }
        }
        sectionIdentifiers = keptIDs
        sectionItems = keptItems
        reindexSections()
    }

    /// `moveSection(_:beforeSection:)`. Moving a section relative to itself does nothing [inferred].
    public mutating func moveSection(_ section: Int, beforeSection anchor: Int, context: SnapshotContext = .init()) throws(UIKitError) {
        try moveSection(section, anchor: anchor, after: false, context: context)
    }

    /// `moveSection(_:afterSection:)`.
    public mutating func moveSection(_ section: Int, afterSection anchor: Int, context: SnapshotContext = .init()) throws(UIKitError) {
        try moveSection(section, anchor: anchor, after: true, context: context)
    }

    /// `reloadSections(_:)` (marks them; the diff turns the mark into a section reload).
    public mutating func reloadSections(_ sections: [Int], context: SnapshotContext = .init()) throws(UIKitError) {
        if let missing = sections.first(where: { sectionPositions[$0] == nil }) {
            throw UIKitError.reloadMissingSection(context.sectionName(missing))
        }
        reloadedSections.formUnion(sections)
    }

    private mutating func moveSection(_ section: Int, anchor: Int, after: Bool, context: SnapshotContext) throws(UIKitError) {
        guard let from = sectionPositions[section] else { throw UIKitError.invalidSection(context.sectionName(section)) }
        guard sectionPositions[anchor] != nil else { throw UIKitError.invalidSection(context.sectionName(anchor)) }
        guard section != anchor else { return }
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        reindexSections()
        guard let anchorPosition = sectionPositions[anchor] else { return }  // unreachable: checked above, and anchor != section
        let to = after ? anchorPosition + 1 : anchorPosition
        sectionIdentifiers.insert(section, at: to)
        sectionItems.insert(items, at: to)
        reindexSections()
    }

    /// Appends (anchor nil) or inserts sections next to `anchor`. An id already in the snapshot
    /// raises: the duplicates error before iOS 17 [inferred for sections, by symmetry with items],
    /// "… Identifiers in a snapshot must be unique." from 17 [observed, docs/evidence.md E6] — unlike
    /// items, existing sections are never moved.
    private mutating func placeSections(_ sections: [Int], anchor: Int?, after: Bool,
                                        context: SnapshotContext) throws(UIKitError) -> [DiffableWarning] {
        let duplicates = Self.duplicates(in: sections)
        if !duplicates.isEmpty {
            throw DiffableMessages.duplicates(kind: "section", names: duplicates.map(context.sectionName), version: context.version)
        }
        if let anchor, sectionPositions[anchor] == nil {
            throw UIKitError.invalidSection(context.sectionName(anchor))
        }
        let existing = sections.filter { sectionPositions[$0] != nil }
        if !existing.isEmpty {
            guard context.behaviour.movesExistingIdentifiers else {
                throw DiffableMessages.duplicates(kind: "section", names: existing.map(context.sectionName), version: context.version)
            }
            throw UIKitError.sectionsAlreadyExist(existing.map(context.sectionName))
        }
        var position = sectionIdentifiers.count
        if let anchor, let anchorPosition = sectionPositions[anchor] { position = after ? anchorPosition + 1 : anchorPosition }
        sectionIdentifiers.insert(contentsOf: sections, at: position)
        sectionItems.insert(contentsOf: sections.map { _ in [] }, at: position)
        reindexSections(from: position)   // appending: only the new sections (O(new), not O(S))
        return []
    }

    private mutating func reindexSections() {
        sectionPositions.removeAll(keepingCapacity: true)
        for (k, id) in sectionIdentifiers.enumerated() { sectionPositions[id] = k }
    }

    /// Re-indexes the sections from `position` on, when only those moved (the ones before keep
    /// their positions): O(S − position).
    private mutating func reindexSections(from position: Int) {
        for k in position..<sectionIdentifiers.count { sectionPositions[sectionIdentifiers[k]] = k }
    }

    /// The snapshot without its reload/reconfigure marks: what the data source keeps after an
    /// apply. O(marks), where rebuilding the snapshot from its model would re-hash every item.
    func removingMarks() -> DiffableSnapshot {
        var copy = self
        copy.reloadedItems.removeAll()
        copy.reconfiguredItems.removeAll()
        copy.reloadedSections.removeAll()
        return copy
    }

    // MARK: Items

    /// `appendItems(_:toSection:)`; a nil section means the last section.
    @discardableResult
    public mutating func appendItems(_ items: [Int], toSection section: Int? = nil,
                                     context: SnapshotContext = .init()) throws(UIKitError) -> [DiffableWarning] {
        let target: Int
        if let section {
            guard sectionPositions[section] != nil else { throw UIKitError.invalidSection(context.sectionName(section)) }
            target = section
        } else {
            guard let last = sectionIdentifiers.last else { throw UIKitError.noSections }
            target = last
        }
        let warnings = try liftExisting(items, anchor: nil, context: context)
        guard let position = sectionPositions[target] else { return warnings }  // unreachable: sections never change here
        insert(items, intoSectionAt: position, at: sectionItems[position].count)
        return warnings
    }

    /// `insertItems(_:beforeItem:)`.
    @discardableResult
    public mutating func insertItems(_ items: [Int], beforeItem anchor: Int,
                                     context: SnapshotContext = .init()) throws(UIKitError) -> [DiffableWarning] {
        try insertItems(items, anchor: anchor, after: false, context: context)
    }

    /// `insertItems(_:afterItem:)`.
    @discardableResult
    public mutating func insertItems(_ items: [Int], afterItem anchor: Int,
                                     context: SnapshotContext = .init()) throws(UIKitError) -> [DiffableWarning] {
        try insertItems(items, anchor: anchor, after: true, context: context)
    }

    /// `deleteItems(_:)`. Unknown ids are ignored [inferred].
    public mutating func deleteItems(_ items: [Int]) {
        let present = Self.unique(items.filter { locations[$0] != nil })
        guard !present.isEmpty else { return }
        removeItems(present)
        for item in present {
            reloadedItems.remove(item)
            reconfiguredItems.remove(item)
        }
    }

    /// `deleteAllItems()`: removes every item and every section.
    public mutating func deleteAllItems() {
        self = DiffableSnapshot()
    }

    /// `moveItem(_:beforeItem:)`. Moving an item relative to itself does nothing [inferred].
    public mutating func moveItem(_ item: Int, beforeItem anchor: Int, context: SnapshotContext = .init()) throws(UIKitError) {
        try moveItem(item, anchor: anchor, after: false, context: context)
    }

    /// `moveItem(_:afterItem:)`.
    public mutating func moveItem(_ item: Int, afterItem anchor: Int, context: SnapshotContext = .init()) throws(UIKitError) {
        try moveItem(item, anchor: anchor, after: true, context: context)
    }

    /// The items of `section` in a new order — `items` must be a permutation of them — as deleting
    /// them all and appending them again leaves the snapshot (their reload/reconfigure marks go
    /// too), in one pass: O(items), no sets. What `shuffle` does.
    public mutating func reorderItems(inSection section: Int, as items: [Int]) {
        guard let position = sectionPositions[section] else { return }
        if hasItemMarks {
            for item in sectionItems[position] {
                reloadedItems.remove(item)
                reconfiguredItems.remove(item)
            }
        }
        sectionItems[position] = items
        locations.place(items, in: items.indices, section: section)
    }

    /// `reloadItems(_:)` (marks them; the diff turns the mark into a reload).
    public mutating func reloadItems(_ items: [Int], context: SnapshotContext = .init()) throws(UIKitError) {
        if let missing = items.first(where: { locations[$0] == nil }) {
            throw UIKitError.reloadMissingItem(context.itemName(missing))
        }
        reloadedItems.formUnion(items)
    }

    /// `reconfigureItems(_:)` (iOS 15; marks them; the diff turns the mark into a reconfigure).
    public mutating func reconfigureItems(_ items: [Int], context: SnapshotContext = .init()) throws(UIKitError) {
        if let missing = items.first(where: { locations[$0] == nil }) {
            throw UIKitError.reconfigureMissingItem(context.itemName(missing))
        }
        reconfiguredItems.formUnion(items)
    }

    /// Replaces a section's items with a section snapshot's visible items; appends the section
    /// first when the snapshot does not have it.
    ///
    /// Models: `apply(_:to:animatingDifferences:)` of `UICollectionViewDiffableDataSource` with a
    /// section snapshot [doc]. An item already in another section is treated as appending an
    /// existing identifier (moved with a warning on iOS 17+, an error before) [inferred].
    @discardableResult
    public mutating func apply(_ sectionSnapshot: SectionSnapshot, to section: Int,
                               context: SnapshotContext = .init()) throws(UIKitError) -> [DiffableWarning] {
        let visible = sectionSnapshot.visibleItems
        var copy = self
        if copy.sectionPositions[section] == nil {
            try copy.appendSections([section], context: context)
        } else if let position = copy.sectionPositions[section] {
            copy.deleteItems(copy.sectionItems[position])
        }
        let warnings = try copy.appendItems(visible, toSection: section, context: context)
        self = copy
        return warnings
    }

    private mutating func insertItems(_ items: [Int], anchor: Int, after: Bool, context: SnapshotContext) throws(UIKitError) -> [DiffableWarning] {
        guard locations[anchor] != nil else { throw UIKitError.invalidReferenceItem(context.itemName(anchor)) }
        let warnings = try liftExisting(items, anchor: anchor, context: context)
        guard let location = locations[anchor], let position = sectionPositions[location.section] else { return warnings }  // unreachable: anchor checked
        insert(items, intoSectionAt: position, at: after ? location.index + 1 : location.index)
        return warnings
    }

    private mutating func moveItem(_ item: Int, anchor: Int, after: Bool, context: SnapshotContext) throws(UIKitError) {
        guard locations[item] != nil else { throw UIKitError.invalidMovedItem(context.itemName(item)) }
        guard locations[anchor] != nil else { throw UIKitError.invalidReferenceItem(context.itemName(anchor)) }
        guard item != anchor else { return }
        removeItems([item])
        guard let location = locations[anchor], let position = sectionPositions[location.section] else { return }  // unreachable: anchor checked
        insert([item], intoSectionAt: position, at: after ? location.index + 1 : location.index)
    }

    /// Checks `items` for duplicates and for ids already in the snapshot; on iOS 17+ lifts the
    /// existing ones out (they are re-placed by the caller) and returns the notice.
    private mutating func liftExisting(_ items: [Int], anchor: Int?, context: SnapshotContext) throws(UIKitError) -> [DiffableWarning] {
        let duplicates = Self.duplicates(in: items)
        if !duplicates.isEmpty {
            throw DiffableMessages.duplicates(kind: "item", names: duplicates.map(context.itemName), version: context.version)
        }
        // An id outside the bounds of every id ever added is new without a lookup (fresh
        // generated ids always are): appending a million of them probes no hash table.
        let bounds = itemIDBounds
        let existing = items.filter { $0 >= bounds.min && $0 <= bounds.max && locations[$0] != nil }
        guard !existing.isEmpty else { return [] }
        guard context.behaviour.movesExistingIdentifiers else {
            throw DiffableMessages.duplicates(kind: "item", names: existing.map(context.itemName), version: context.version)
        }
        if let anchor, existing.contains(anchor) { throw UIKitError.invalidReferenceItem(context.itemName(anchor)) }
        removeItems(existing)
        return [DiffableMessages.itemsAlreadyExist(existing.map(context.itemName))]
    }

    /// Inserts new (absent) ids into the section at `position`, at `index`, re-indexing the tail.
    private mutating func insert(_ items: [Int], intoSectionAt position: Int, at index: Int) {
        guard !items.isEmpty else { return }
        let section = sectionIdentifiers[position]
        for item in items { itemIDBounds = (min(itemIDBounds.min, item), max(itemIDBounds.max, item)) }
        sectionItems[position].insert(contentsOf: items, at: index)
        numberOfItems += items.count
        // Grow geometrically: reserving exactly `numberOfItems` on every append would rehash the
        // whole table each time (appending 100 items to each of 10,000 sections: 10,000 rehashes).
        if locations.capacity < numberOfItems {
            locations.reserveCapacity(Swift.max(numberOfItems, 2 * locations.capacity))
        }
        locations.place(sectionItems[position], in: index..<sectionItems[position].count, section: section)
    }

    /// Removes present, distinct ids from their sections (flags untouched), re-indexing each tail.
    private mutating func removeItems(_ items: [Int]) {
        var bySection: [Int: Int] = [:]  // section id → lowest removed index
        for item in items {
            guard let location = locations[item] else { continue }
            bySection[location.section] = min(bySection[location.section] ?? Int.max, location.index)
        }
        let doomed = Set(items)
        for item in items { locations[item] = nil }
        numberOfItems -= doomed.count
        for (section, first) in bySection {
            guard let position = sectionPositions[section] else { continue }  // unreachable: locations name live sections
            var list = sectionItems[position]
            sectionItems[position] = []
            var write = first
            for read in first..<list.count where !doomed.contains(list[read]) {
                list[write] = list[read]
                locations[list[read]] = ItemLocation(section: section, index: write)
                write += 1
            }
            list.removeLast(list.count - write)
            sectionItems[position] = list
        }
    }

    /// The ids that occur more than once, each listed once, in order of first occurrence.
    /// Dense ids (a range at most 4 × their number + 4096 wide: interned ids) are checked with one
    /// bit each instead of a set (a million-item append hashed every id).
    static func duplicates(in ids: [Int]) -> [Int] {
        if let low = ids.min(), let high = ids.max(), case let (width, false) = high.subtractingReportingOverflow(low),
           width < 4 * ids.count + 4096 {
            var seen = [UInt64](repeating: 0, count: width / 64 + 1)
            var result: [Int] = []
            var reported = Set<Int>()
            for id in ids {
                let offset = id - low
                let bit: UInt64 = 1 << UInt64(offset & 63)
                if seen[offset >> 6] & bit == 0 {
                    seen[offset >> 6] |= bit
                } else if reported.insert(id).inserted {
                    result.append(id)
                }
            }
            return result
        }
        var seen = Set<Int>(minimumCapacity: ids.count)
        var reported = Set<Int>()
        var result: [Int] = []
        for id in ids where !seen.insert(id).inserted {
            if reported.insert(id).inserted { result.append(id) }
        }
        return result
    }

    static func unique(_ ids: [Int]) -> [Int] {
        var seen = Set<Int>(minimumCapacity: ids.count)
        return ids.filter { seen.insert($0).inserted }
    }
}

extension DiffableSnapshot: Equatable {
    /// Equal when sections, items and reload/reconfigure marks are equal (the indexes are derived).
    public static func == (lhs: DiffableSnapshot, rhs: DiffableSnapshot) -> Bool {
        lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.sectionItems == rhs.sectionItems
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.reloadedSections == rhs.reloadedSections
    }
}

extension DiffableSnapshot {
    /// A snapshot with the given sections and items (no marks); for tests and bulk loads.
    /// Ids must be unique; duplicates raise like `appendItems` does.
    public init(sections: [(Int, [Int])], context: SnapshotContext = .init()) throws(UIKitError) {
        self.init()
        try appendSections(sections.map(\.0), context: context)
        for (section, items) in sections { try appendItems(items, toSection: section, context: context) }
    }

    /// The snapshot as a sectioned model (section ids with item ids), e.g. for `BatchApplier`.
    public var model: SectionedModel<Int, Int> {
        SectionedModel(sections: zip(sectionIdentifiers, sectionItems).map { .init(value: $0.0, items: $0.1) })
    }
}
