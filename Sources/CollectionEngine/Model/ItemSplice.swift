/// One section's items edited in place: the slots `removed` leave (before the edit), then the ids
/// of `placed` take their slots (after it); every other item keeps its order and fills the rest.
///
/// Models: what an app's `performBatchUpdates` block does to one section's array, reduced to what
/// it names, so that a section of a million items with ten edits costs the span between the first
/// and last edit (one copy, one memmove of the tail when the length changes), never a rebuild.
/// Its inverse is a splice of the same shape (`inverse(removedIDs:)`), which is what the
/// transaction journal records: O(k), never a copy of the section.
struct ItemSplice: Hashable, Sendable {
    /// The section's index.
    var section: Int
    /// Item slots before the edit: ascending, distinct, in range.
    var removed: [Int]
    /// After the edit: slots ascending and distinct, each below the new length (the survivors
    /// plus `placed.count`).
    var placed: [Placed]

    struct Placed: Hashable, Sendable {
        var slot: Int
        var id: Int
    }

    /// The splice that undoes this one, given the ids it removed (in `removed` order).
    func inverse(removedIDs: [Int]) -> ItemSplice {
        ItemSplice(section: section, removed: placed.map(\.slot),
                   placed: zip(removed, removedIDs).map { Placed(slot: $0, id: $1) })
    }

    /// Edits `items` in place and returns the ids removed, in `removed` order. Only the span from
    /// the first change to the last one is rewritten.
    static func apply(_ splice: ItemSplice, to items: inout [Int]) -> [Int] {
        let removed = splice.removed, placed = splice.placed
        guard !removed.isEmpty || !placed.isEmpty else { return [] }
        let count = items.count
        let start = min(removed.first ?? Int.max, placed.first?.slot ?? Int.max, count)
        var removedIDs: [Int] = []
        removedIDs.reserveCapacity(removed.count)
        var segment: [Int] = []
        var old = start, new = start, r = 0, p = 0
        while r < removed.count || p < placed.count {
            if p < placed.count && placed[p].slot == new {
                segment.append(placed[p].id)
                p += 1
                new += 1
            } else if r < removed.count && removed[r] == old {
                removedIDs.append(items[old])
                r += 1
                old += 1
            } else {
                // Survivors up to the next change.
                var run = count - old
                if p < placed.count { run = min(run, placed[p].slot - new) }
                if r < removed.count { run = min(run, removed[r] - old) }
                guard run > 0 else {
                    // No survivor left for this slot (never for a checked batch): the rest in order.
                    for rest in placed[p...] { segment.append(rest.id) }
                    break
                }
                segment.append(contentsOf: items[old..<(old + run)])
                old += run
                new += run
            }
        }
        items.replaceSubrange(start..<old, with: segment)
        return removedIDs
    }
}
