/// Where each item and section of the view before an update is after it, and back.
///
/// Models: the old↔new global item and section maps UIKit builds for a validated batch
/// (`UICollectionViewUpdate`), which it uses to remap selection (docs/updates.md §4.1) and which
/// `UIDataSourceTranslating` exposes. Lookups are binary searches over the update's sorted
/// operations, so a mapping over a million items costs only what the batch names.
///
/// Rules: deleted and reloaded items (and every item of a deleted or reloaded section) map to nil;
/// moved items map to their target; items inside a moved section follow the section (the "accept"
/// choice of docs/updates.md §1.4); survivors keep their relative order and fill the remaining slots.
/// `reconfigureItems` never changes the mapping.
public struct UpdateMapping: Sendable {
    /// Counts per section before and after; nil for the unbounded identity mapping.
    let before: [Int]?
    let after: [Int]?
    let sections: UpdateSlotPlan<Int>
    /// Item removals by old section and placements by new section.
    let items: UpdateItemPlans
    let sectionMoves: [Int: Int]
    let itemMoves: ItemMoveIndex
    /// What `updateItems` is made from: a list built by the validator, or the changeset a fast
    /// apply was mapped from (its layout items are derived only when read: at a million moves they
    /// would be the largest thing alive).
    var layoutItemsSource: LayoutItemsSource = .list([])
    enum LayoutItemsSource: Sendable {
        case list([Item])
        case changeset(SnapshotChangeset, reloads: [ReloadPair])
    }
    /// An item reload as the layout sees it: the reloaded path and its adjusted path after the update.
    struct ReloadPair: Sendable {
        var from: IndexPath
        var to: IndexPath
    }

    /// The validated batch as the layout sees it in `prepare(forCollectionViewUpdates:)`; empty for
    /// identity mappings. See `UpdateMapping.Item`.
    public internal(set) var updateItems: [Item] {
        get {
            switch layoutItemsSource {
            case .list(let items): return items
            case .changeset(let changes, let reloads): return UpdateMapping.layoutItems(of: changes, reloads: reloads)
            }
        }
        set { layoutItemsSource = .list(newValue) }
    }

    /// The identity mapping: every path maps to itself (no update, or counts unknown).
    public init() {
        before = nil
        after = nil
        sections = UpdateSlotPlan()
        items = .lists(removed: [:], placed: [:])
        sectionMoves = [:]
        itemMoves = ItemMoveIndex()
    }

    /// The identity mapping over a model with these item counts per section.
    public init(identityFor counts: [Int]) {
        self.init(before: counts, after: counts, sections: UpdateSlotPlan(), removedItems: [:], placedItems: [:])
    }

    /// From item plans as lists; the moves by source are read from `placedItems`.
    /// - Parameters:
    ///   - removedItems: item removals keyed by *old* section, sorted and distinct.
    ///   - placedItems: item placements keyed by *new* section (`removed` of these plans is empty).
    init(before: [Int]?, after: [Int]?, sections: UpdateSlotPlan<Int>, removedItems: [Int: [Int]],
         placedItems: [Int: UpdateSlotPlan<IndexPath>]) {
        // Sections in ascending order, so a source claimed twice keeps the same move every run.
        var moves: [(from: IndexPath, to: IndexPath)] = []
        for section in placedItems.keys.sorted() {
            guard let plan = placedItems[section] else { continue }
            for (slot, source) in zip(plan.placed, plan.sources) {
                if let from = source.movedFrom { moves.append((from, IndexPath(section, slot))) }
            }
        }
        self.init(before: before, after: after, sections: sections,
                  items: .lists(removed: removedItems, placed: placedItems), itemMoves: ItemMoveIndex(moves, before: before))
    }

    /// - Parameter itemMoves: the moves by source, agreeing with `items`' placements.
    init(before: [Int]?, after: [Int]?, sections: UpdateSlotPlan<Int>, items: UpdateItemPlans, itemMoves: ItemMoveIndex) {
        self.before = before
        self.after = after
        self.sections = sections
        self.items = items
        var sectionMoves: [Int: Int] = [:]
        for (slot, source) in zip(sections.placed, sections.sources) {
            if let from = source.movedFrom { sectionMoves[from] = slot }
        }
        self.sectionMoves = sectionMoves
        self.itemMoves = itemMoves
    }

    /// Builds the mapping of a batch whose before and after counts are known.
    static func build(sectionRemovals: [Int], sectionPlacements: [(slot: Int, source: UpdatePlacement<Int>)],
                      itemRemovals: [IndexPath], itemPlacements: [(path: IndexPath, source: UpdatePlacement<IndexPath>)],
                      before: [Int], after: [Int]) -> UpdateMapping {
        let sections = UpdateSlotPlan(removed: sectionRemovals, placements: sectionPlacements, newLength: after.count)
        var removed: [Int: [Int]] = [:]
        for path in itemRemovals { removed[path.section, default: []].append(path.item) }
        for (section, items) in removed { removed[section] = UpdateSlotPlan<IndexPath>.sortedDistinct(items) }
        var grouped: [Int: [(slot: Int, source: UpdatePlacement<IndexPath>)]] = [:]
        for placement in itemPlacements {
            grouped[placement.path.section, default: []].append((placement.path.item, placement.source))
        }
        var placed: [Int: UpdateSlotPlan<IndexPath>] = [:]
        for (section, placements) in grouped {
            let length = section >= 0 && section < after.count ? after[section] : 0
            placed[section] = UpdateSlotPlan(removed: [], placements: placements, newLength: length)
        }
        return UpdateMapping(before: before, after: after, sections: sections, removedItems: removed, placedItems: placed)
    }

    /// True when nothing moves: every path maps to itself.
    public var isIdentity: Bool {
        sections.removed.isEmpty && sections.placed.isEmpty && items.isEmpty && before == after
    }

    /// The new index of section `old`; nil if it was deleted or reloaded (or does not exist).
    public func newSection(forOld old: Int) -> Int? {
        guard old >= 0 else { return nil }
        guard let before, let after else { return old }
        guard old < before.count else { return nil }
        if let target = sectionMoves[old] { return target }
        return sections.newSlot(forOld: old, newLength: after.count)
    }

    /// The old index of section `new`; nil if it was inserted or is the new half of a reload.
    public func oldSection(forNew new: Int) -> Int? {
        guard new >= 0 else { return nil }
        guard let before, let after else { return new }
        guard new < after.count else { return nil }
        switch sections.origin(ofNew: new, oldLength: before.count) {
        case .placed(let source): return source.movedFrom
        case .survivor(let old): return old
        case .none: return nil
        }
    }

    /// The new index path of the item that was at `old` before the update; nil if it was deleted
    /// or reloaded (a reload is a delete plus an insert, so the old item maps to nothing), or if
    /// its section was deleted or reloaded.
    public func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        guard old.section >= 0, old.item >= 0 else { return nil }
        guard let before, let after else { return old }
        guard old.section < before.count, old.item < before[old.section] else { return nil }
        if let target = itemMoves.target(of: old) { return target }
        guard let section = newSection(forOld: old.section),
              let rank = items.survivorRank(ofOld: old.item, inSection: old.section),
              let slot = items.survivorSlot(rank: rank, inNew: section, length: after[section]) else { return nil }
        return IndexPath(section, slot)
    }

    /// The index path before the update of the item now at `new`; nil for inserted items, the new
    /// half of a reload, and every item of an inserted or reloaded section.
    public func oldIndexPath(forNew new: IndexPath) -> IndexPath? {
        guard new.section >= 0, new.item >= 0 else { return nil }
        guard let before, let after else { return new }
        guard new.section < after.count, new.item < after[new.section] else { return nil }
        if let source = items.placement(atNew: new.item, inSection: new.section) { return source.movedFrom }
        guard let section = oldSection(forNew: new.section),
              let item = items.survivorItem(rank: items.survivorRank(ofNew: new.item, inSection: new.section),
                                            inOld: section, length: before[section]) else { return nil }
        return IndexPath(section, item)
    }
}
