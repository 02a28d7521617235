/// Where the content of a slot placed by an update comes from.
enum UpdatePlacement<Position: Hashable & Sendable>: Hashable, Sendable {
    /// An insert; `requested` is the position the caller named (differs from the slot only for a
    /// position inserted twice).
    case inserted(requested: Position)
    /// The insert half of a reload of `from` (before space).
    case reloaded(from: Position)
    /// A move's target; `from` is the source (before space).
    case moved(from: Position)

    var movedFrom: Position? {
        if case .moved(let from) = self { return from }
        return nil
    }
}

/// One index space of an update (the sections, or the items of one section): the old slots that
/// leave it and the new slots that are placed in it; every other slot is a survivor.
///
/// Survivors keep their relative order and fill the free new slots in order (docs/updates.md §1.2.3),
/// so both directions are two binary searches over the sorted lists, never a per-item table.
struct UpdateSlotPlan<Position: Hashable & Sendable>: Sendable {
    /// Old slots removed (deleted, reloaded, moved away): sorted, distinct.
    var removed: [Int] = []
    /// New slots placed (inserted, reloaded, moved in): sorted, distinct.
    var placed: [Int] = []
    /// Parallel to `placed`.
    var sources: [UpdatePlacement<Position>] = []

    init() {}

    /// - Parameters:
    ///   - placements: requested new slots; a slot requested twice (the same path inserted twice)
    ///     keeps its first claimant, and each extra claimant takes the next free slot after it, or
    ///     failing that the nearest free one before it, within `newLength` [inferred]; with no free
    ///     slot left it is dropped.
    init(removed: [Int], placements: [(slot: Int, source: UpdatePlacement<Position>)], newLength: Int) {
        self.removed = Self.sortedDistinct(removed)
        let ordered = zip(placements, placements.dropFirst()).allSatisfy({ $0.slot < $1.slot }) ? placements
            : placements.enumerated().sorted {
                $0.element.slot != $1.element.slot ? $0.element.slot < $1.element.slot : $0.offset < $1.offset
            }.map { $0.element }
        // Ordered by slot, a slot's first claimant is the first of its run; the rest are extras.
        var kept: [(slot: Int, source: UpdatePlacement<Position>)] = []
        var extras: [(slot: Int, source: UpdatePlacement<Position>)] = []
        kept.reserveCapacity(ordered.count)
        for placement in ordered {
            if let last = kept.last, last.slot == placement.slot { extras.append(placement) } else { kept.append(placement) }
        }
        if !extras.isEmpty {
            var taken = Set(kept.map { $0.slot })
            for extra in extras {
                var slot = extra.slot
                while slot < newLength && taken.contains(slot) { slot += 1 }
                if slot >= newLength {
                    slot = min(extra.slot, newLength) - 1
                    while slot >= 0 && taken.contains(slot) { slot -= 1 }
                    if slot < 0 { continue }
                }
                taken.insert(slot)
                kept.append((slot, extra.source))
            }
            kept.sort { $0.slot < $1.slot }
        }
        placed = kept.map { $0.slot }
        sources = kept.map { $0.source }
    }

    /// A plan from lists the caller already holds sorted and distinct (`removed` ascending,
    /// `placed` ascending with `sources` parallel): no sorting, no set.
    init(sortedRemoved removed: [Int], placed: [Int], sources: [UpdatePlacement<Position>]) {
        self.removed = removed
        self.placed = placed
        self.sources = sources
    }

    /// `list` ascending with duplicates removed (sorting, not hashing).
    static func sortedDistinct(_ list: [Int]) -> [Int] {
        var sorted = list
        if !zip(sorted, sorted.dropFirst()).allSatisfy({ $0 < $1 }) { sorted.sort() }
        var result: [Int] = []
        result.reserveCapacity(sorted.count)
        for value in sorted where result.last != value { result.append(value) }
        return result
    }

    /// Number of old slots that survive out of `oldLength`.
    func survivorCount(oldLength: Int) -> Int {
        max(0, oldLength) - Self.countBelow(removed, max(0, oldLength))
    }

    /// What happens to old slot `old`: nil if it was removed or no new slot is left for it.
    func newSlot(forOld old: Int, newLength: Int) -> Int? {
        if Self.contains(removed, old) { return nil }
        let slot = Self.freeSlot(rank: old - Self.countBelow(removed, old), around: placed)
        return slot < newLength ? slot : nil
    }

    /// What new slot `new` holds: `.placed(source)`, or the old survivor slot, or nil when the
    /// update left more free new slots than old survivors.
    enum Origin { case placed(UpdatePlacement<Position>), survivor(Int), none }

    func origin(ofNew new: Int, oldLength: Int) -> Origin {
        if let index = Self.index(of: new, in: placed) { return .placed(sources[index]) }
        let old = Self.freeSlot(rank: new - Self.countBelow(placed, new), around: removed)
        return old < oldLength ? .survivor(old) : .none
    }

    // MARK: Sorted-list helpers

    /// The number of elements of sorted `list` below `value`.
    static func countBelow(_ list: [Int], _ value: Int) -> Int {
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    static func index(of value: Int, in list: [Int]) -> Int? {
        let i = countBelow(list, value)
        return i < list.count && list[i] == value ? i : nil
    }

    static func contains(_ list: [Int], _ value: Int) -> Bool { index(of: value, in: list) != nil }

    /// The `rank`-th (0-based) non-negative integer that is not in sorted, distinct `taken`.
    /// `taken[j] - j` (free slots before `taken[j]`) never decreases, so a binary search finds how
    /// many taken slots precede the answer.
    static func freeSlot(rank: Int, around taken: [Int]) -> Int {
        var low = 0, high = taken.count
        while low < high {
            let mid = (low + high) / 2
            if taken[mid] - mid <= rank { low = mid + 1 } else { high = mid }
        }
        return rank + low
    }
}
