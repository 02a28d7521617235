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

    /// Edits `items` in place and returns the ids removed, in `removed` order. Only the survivors
    /// between the first change and the last one whose place changes are moved (each run once,
    /// where it lands), plus, when the length changes, the items on the nearer side: the head
    /// when the changes are nearer the front (the array has room there), else the tail. No copy
    /// of the section.
    static func apply(_ splice: ItemSplice, to items: inout ItemArray<Int>) -> [Int] {
        let removed = splice.removed, placed = splice.placed
        guard !removed.isEmpty || !placed.isEmpty else { return [] }
        let count = items.count
        // Runs of survivors (old start, new start, length), in order, found by the same walk as
        // `BatchApplier`'s merge: a placed slot first, then a removed old slot, else survivors.
        var runs: [(old: Int, new: Int, length: Int)] = []
        var removedIDs: [Int] = []
        removedIDs.reserveCapacity(removed.count)
        let first = min(removed.first ?? Int.max, placed.first?.slot ?? Int.max, count)
        var old = first
        var new = old, r = 0, p = 0
        while r < removed.count || p < placed.count {
            if p < placed.count && placed[p].slot == new {
                p += 1
                new += 1
            } else if r < removed.count && removed[r] == old {
                removedIDs.append(items[old])
                r += 1
                old += 1
            } else {
                var run = count - old
                if p < placed.count { run = min(run, placed[p].slot - new) }
                if r < removed.count { run = min(run, removed[r] - old) }
                guard run > 0 else { break }   // no survivor left (never for a checked splice)
                runs.append((old, new, run))
                old += run
                new += run
            }
        }
        let length = max(new + (count - old), placed.last.map { $0.slot + 1 } ?? 0)
        // The side that moves by the change of length: the head (`first` survivors) when it is
        // shorter than the tail (`count - old`), else the tail.
        let movesHead = length != count && first < count - old && length == new + (count - old)
        if movesHead {
            runs.insert((0, 0, first), at: 0)
        } else if old < count {
            runs.append((old, new, count - old))
        }
        // Buffer positions: old slot i is at i + oldShift, new slot j at j + newShift (the head's
        // room is taken before the moves, or given back after them).
        let oldShift = movesHead ? max(length - count, 0) : 0
        let newShift = movesHead ? max(count - length, 0) : 0
        if movesHead {
            if length > count { items.replaceSubrange(0..<0, with: repeatElement(0, count: length - count)) }
        } else if length > count {
            items.append(contentsOf: repeatElement(0, count: length - count))
        }
        items.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Runs moving left go first, left to right; then runs moving right, right to left: no
            // run lands on one not yet moved (survivors keep their order).
            for run in runs where run.new + newShift < run.old + oldShift {
                (base + run.new + newShift).update(from: base + run.old + oldShift, count: run.length)
            }
            for run in runs.reversed() where run.new + newShift > run.old + oldShift {
                (base + run.new + newShift).update(from: base + run.old + oldShift, count: run.length)
            }
            for item in placed where item.slot + newShift < buffer.count { base[item.slot + newShift] = item.id }
        }
        if movesHead {
            if length < count { items.removeFirst(count - length) }
        } else if length < count {
            items.removeLast(count - length)
        }
        return removedIDs
    }
}
