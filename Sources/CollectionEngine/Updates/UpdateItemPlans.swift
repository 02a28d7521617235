/// The item half of an update's slot plans: for each old section the items that leave it
/// (deleted, reloaded, moved away), for each new section the slots that are placed (inserted,
/// reloaded, moved in) and where each one's content comes from.
///
/// Models: the item part of UIKit's old ↔ new item maps (`UICollectionViewUpdate`); see
/// `UpdateMapping`, which asks these questions and adds the moves and the sections.
///
/// Two forms answer the same questions with the same answers:
/// - `lists`: sorted lists by section (`UpdateSlotPlan`), as the full validator builds them;
/// - `flat`: a fast apply's (`SnapshotChangeset.directMapping`): one bit per old and per new item,
///   the bits its checks wrote, with running counts (`RankedBitSet`), and the changeset's sorted
///   moves and reloads to tell where a placed slot's content comes from. Building it costs
///   O(items / 64) beyond the checks (a shuffle of a million items would otherwise list every
///   item twice and every placement's source, about 40 MB, for the few lookups visible cells
///   make); a lookup is O(log items); a section's lists are made only when asked for.
enum UpdateItemPlans: Sendable {
    /// Removals keyed by *old* section (sorted, distinct); placements keyed by *new* section (the
    /// `removed` of these plans is empty).
    case lists(removed: [Int: [Int]], placed: [Int: UpdateSlotPlan<IndexPath>])
    case flat(Flat)

    /// See the type's comment. Sections are numbered as in `FlatIndexSpace`.
    struct Flat: Sendable {
        /// Item 0 of each old / new section as a flat number, the total last.
        var oldStart: [Int]
        var newStart: [Int]
        var removed: RankedBitSet
        var placed: RankedBitSet
        /// Reload halves, ascending by target.
        var reloads: [UpdateMapping.ReloadPair]
        /// Moves, ascending by target.
        var moves: [SnapshotChangeset.ItemMove]

        /// The flat range of old / new section `section`; nil when there is no such section.
        func oldRange(_ section: Int) -> Range<Int>? { Self.range(section, oldStart) }
        func newRange(_ section: Int) -> Range<Int>? { Self.range(section, newStart) }

        private static func range(_ section: Int, _ start: [Int]) -> Range<Int>? {
            section >= 0 && section + 1 < start.count ? start[section]..<start[section + 1] : nil
        }

        /// What placed new slot `path` holds: a move's or a reload's target, else an insert (the
        /// checks placed each slot once, and an insert at its requested path).
        func source(of path: IndexPath) -> UpdatePlacement<IndexPath> {
            let move = Self.firstIndex(in: moves, notBelow: path) { $0.to }
            if move < moves.count && moves[move].to == path { return .moved(from: moves[move].from) }
            let reload = Self.firstIndex(in: reloads, notBelow: path) { $0.to }
            if reload < reloads.count && reloads[reload].to == path { return .reloaded(from: reloads[reload].from) }
            return .inserted(requested: path)
        }

        /// The first index of `list` (ascending by `key`) whose key is not below `path`.
        private static func firstIndex<Element>(in list: [Element], notBelow path: IndexPath,
                                                _ key: (Element) -> IndexPath) -> Int {
            var low = 0, high = list.count
            while low < high {
                let mid = (low + high) / 2
                if key(list[mid]) < path { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }

    /// True when no item is removed or placed.
    var isEmpty: Bool {
        switch self {
        case .lists(let removed, let placed): removed.isEmpty && placed.isEmpty
        case .flat(let flat): flat.removed.count == 0 && flat.placed.count == 0
        }
    }

    /// The items of old section `section` that leave it, ascending.
    func removed(inOld section: Int) -> [Int] {
        switch self {
        case .lists(let removed, _): return removed[section] ?? []
        case .flat(let flat): return flat.oldRange(section).map { flat.removed.offsets(in: $0) } ?? []
        }
    }

    /// The placed slots of new section `section`, ascending.
    func placed(inNew section: Int) -> [Int] {
        switch self {
        case .lists(_, let placed): return placed[section]?.placed ?? []
        case .flat(let flat): return flat.newRange(section).map { flat.placed.offsets(in: $0) } ?? []
        }
    }

    /// Old item `item` of old section `section` (in range): nil when it leaves the section, else
    /// its rank among the section's survivors.
    func survivorRank(ofOld item: Int, inSection section: Int) -> Int? {
        switch self {
        case .lists(let removed, _):
            let list = removed[section] ?? []
            if UpdateSlotPlan<IndexPath>.contains(list, item) { return nil }
            return item - UpdateSlotPlan<IndexPath>.countBelow(list, item)
        case .flat(let flat):
            guard let range = flat.oldRange(section) else { return item }
            if item >= 0 && item < range.count && flat.removed.contains(range.lowerBound + item) { return nil }
            let position = range.lowerBound + min(max(item, 0), range.count)
            return item - (flat.removed.rank(position) - flat.removed.rank(range.lowerBound))
        }
    }

    /// The new slot of new section `section` that the survivor of rank `rank` takes: the
    /// `rank`-th slot not placed; nil when it is not below `length` (the section's new count).
    func survivorSlot(rank: Int, inNew section: Int, length: Int) -> Int? {
        switch self {
        case .lists(_, let placed):
            let slot = UpdateSlotPlan<IndexPath>.freeSlot(rank: rank, around: placed[section]?.placed ?? [])
            return slot < length ? slot : nil
        case .flat(let flat):
            guard let range = flat.newRange(section) else { return rank < length ? rank : nil }
            let end = range.lowerBound + min(max(length, 0), range.count)
            return flat.placed.nonMember(rank, from: range.lowerBound, below: end).map { $0 - range.lowerBound }
        }
    }

    /// What new slot `slot` of new section `section` holds when the update placed it; nil for a
    /// survivor's slot.
    func placement(atNew slot: Int, inSection section: Int) -> UpdatePlacement<IndexPath>? {
        switch self {
        case .lists(_, let placed):
            guard let plan = placed[section], let index = UpdateSlotPlan<IndexPath>.index(of: slot, in: plan.placed)
            else { return nil }
            return plan.sources[index]
        case .flat(let flat):
            guard let range = flat.newRange(section), slot >= 0, slot < range.count,
                  flat.placed.contains(range.lowerBound + slot) else { return nil }
            return flat.source(of: IndexPath(section, slot))
        }
    }

    /// New slot `slot` of new section `section`, not placed: its rank among the survivors' slots.
    func survivorRank(ofNew slot: Int, inSection section: Int) -> Int {
        switch self {
        case .lists(_, let placed):
            return slot - UpdateSlotPlan<IndexPath>.countBelow(placed[section]?.placed ?? [], slot)
        case .flat(let flat):
            guard let range = flat.newRange(section) else { return slot }
            let position = range.lowerBound + min(max(slot, 0), range.count)
            return slot - (flat.placed.rank(position) - flat.placed.rank(range.lowerBound))
        }
    }

    /// The old item of old section `section` that is the survivor of rank `rank`: the `rank`-th
    /// item that does not leave; nil when it is not below `length` (the section's old count).
    func survivorItem(rank: Int, inOld section: Int, length: Int) -> Int? {
        switch self {
        case .lists(let removed, _):
            let item = UpdateSlotPlan<IndexPath>.freeSlot(rank: rank, around: removed[section] ?? [])
            return item < length ? item : nil
        case .flat(let flat):
            guard let range = flat.oldRange(section) else { return rank < length ? rank : nil }
            let end = range.lowerBound + min(max(length, 0), range.count)
            return flat.removed.nonMember(rank, from: range.lowerBound, below: end).map { $0 - range.lowerBound }
        }
    }
}
