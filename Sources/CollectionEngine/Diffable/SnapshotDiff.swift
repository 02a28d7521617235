/// Computes the batch of updates that turns one diffable snapshot into another, with the fewest
/// moves.
///
/// Models: the diff `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)` performs
/// (docs/updates.md §7.3). Identity is the interned Int id; sections and items are diffed separately.
///
/// Algorithm (Heckel/Paige style, linear apart from the LIS):
/// 1. Sections: ids only in the old snapshot are deleted (old indexes), ids only in the new one
///    inserted (new indexes). Of the surviving sections, a longest increasing subsequence of
///    their old indexes (taken in new order) stays; every other survivor is a `moveSection`.
/// 2. Items, per surviving section pair (same id, not reloaded): items present in both, in new
///    order, keep a longest increasing subsequence of their old indexes in place; the others are
///    moves within the section (old path → new path; the paths name the section's old and new
///    index, so a moved section's unmoved items need no operation — the applier maps item paths
///    through the section move, docs/updates.md §1.4). An item that changes between two surviving
///    sections is a move — unless the two sections have the same number before and after (old
///    section 2 is deleted-shifted, new section 2 is another one): UIKit's count check counts a
///    move as moved out/in only when its two section numbers differ (docs/updates.md §2.1), so
///    such a move would raise "Invalid update"; it is a delete (old path) plus an insert (new path). Items whose old section is deleted are inserts; items whose new
///    section is inserted are deletes; items of inserted/deleted sections on both sides are
///    covered by the section operation and produce nothing.
/// 3. Marks: sections marked `reloadSections` in the new snapshot become `reloadSections` (old
///    index) when they stay in place with no section move before them; items marked
///    `reloadItems` / `reconfigureItems` become `reloadItems` / `reconfigureItems` (old path) when
///    they do not move, their section is untouched with no section operation before it, and no
///    item moves out of their old section or into their new section ahead of them. Only then is
///    UIKit's re-insert position for a reload (docs/updates.md §1.6: adjusted by deletes and inserts,
///    not by moves) equal to the real new position, and only then can the refresh not collide
///    with a move (§1.3). Any other marked section or item is expressed as a delete (old) plus an
///    insert (new) — what a reload is internally [inferred choice; counted in
///    `sectionReloadsAsReplacement` / `itemRefreshesAsReplacement`]. Marked sections that are
///    replaced this way, or reloaded, count as deleted+inserted for their items (step 2).
///    A reconfigure expressed as delete+insert loses its "reconfigure" nature (the cell is
///    replaced) — UIKit cannot reconfigure and move an item in one batch either.
///
/// Complexity: one pass over each snapshot plus O(m log m) for the LIS of each section's m
/// surviving items (O(m) when they kept their order); O(n) memory. Each new item's old place is
/// an array read when item ids are dense (interned ids are: the largest id at most 4 × the items
/// of both snapshots + 4096) and a hash lookup otherwise; old items are classified by a bitset
/// over their old positions, filled by the new side's pass, so no lookup is needed on the old
/// side. Marked (reload/reconfigure) items cost a hash lookup each. Moves are minimal for this operation model:
/// the number of item moves is Σ(surviving items of a section pair − their LIS) + items changing
/// sections, and likewise for sections.
///
/// The result is valid for `performBatchUpdates` (docs/updates.md §2): no path is both deleted and
/// moved from, or inserted and moved to; no duplicates; no move out of a deleted section or into
/// an inserted one; and applying it with the §1.2.3 reference algorithm to the old snapshot
/// gives the new one.
public enum SnapshotDiff {
    /// The changes that turn `old` into `new` (whose reload/reconfigure marks are honoured).
    public static func changes(from old: DiffableSnapshot, to new: DiffableSnapshot) -> SnapshotChangeset {
        if let located = LocatedItemPlaces(old: old) {
            return changes(from: old, to: new, locator: located)
        }
        if let dense = DenseItemPlaces(old: old, new: new) {
            return changes(from: old, to: new, locator: dense)
        }
        return changes(from: old, to: new, locator: HashedItemPlaces(old: old))
    }

    /// The same, finding old places with `locator` (internal for the tests that compare locators).
    static func changes<Locator: ItemPlaces>(from old: DiffableSnapshot, to new: DiffableSnapshot,
                                                     locator: Locator) -> SnapshotChangeset {
        var result = SnapshotChangeset()
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers

        // MARK: 1. Sections
        var newToOld = [Int](repeating: -1, count: newSections.count)
        var oldToNew = [Int](repeating: -1, count: oldSections.count)
        for (t, id) in newSections.enumerated() {
            if let s = old.sectionPositions[id] {
                newToOld[t] = s
                oldToNew[s] = t
            }
        }
        var survivorNew: [Int] = []
        var survivorOld: [Int] = []
        for t in newSections.indices where newToOld[t] >= 0 {
            survivorNew.append(t)
            survivorOld.append(newToOld[t])
        }
        let sectionStays = LongestIncreasingSubsequence.mask(survivorOld)
        let reloadMarks = new.markedSections
        var markedSurvivor = [Bool](repeating: false, count: survivorNew.count)
        var minSectionMoveSource = Int.max
        var minSectionMoveTarget = Int.max
        for k in survivorNew.indices {
            let t = survivorNew[k]
            let s = survivorOld[k]
            if !reloadMarks.isEmpty && reloadMarks.contains(newSections[t]) {
                markedSurvivor[k] = true
            } else if !sectionStays[k] {
                result.movedSections.append(.init(from: s, to: t))
                minSectionMoveSource = min(minSectionMoveSource, s)
                minSectionMoveTarget = min(minSectionMoveTarget, t)
            }
        }
        // pairOld[t] / pairNew[s]: the other side of a surviving, unreplaced section; -1 otherwise.
        var pairOld = newToOld
        var pairNew = oldToNew
        var firstOldSectionOp = Int.max
        var firstNewSectionOp = Int.max
        var replacedOld: [Int] = []
        var replacedNew: [Int] = []
        for k in survivorNew.indices where markedSurvivor[k] {
            let t = survivorNew[k]
            let s = survivorOld[k]
            pairOld[t] = -1
            pairNew[s] = -1
            firstOldSectionOp = min(firstOldSectionOp, s)
            firstNewSectionOp = min(firstNewSectionOp, t)
            if sectionStays[k] && s < minSectionMoveSource && t < minSectionMoveTarget {
                result.reloadedSections.append(s)
            } else {
                replacedOld.append(s)
                replacedNew.append(t)
                result.sectionReloadsAsReplacement += 1
            }
        }
        result.reloadedSections.sort()
        for s in oldSections.indices where oldToNew[s] < 0 { result.deletedSections.append(s) }
        for t in newSections.indices where newToOld[t] < 0 { result.insertedSections.append(t) }
        if !replacedOld.isEmpty {
            result.deletedSections = (result.deletedSections + replacedOld).sorted()
            result.insertedSections = (result.insertedSections + replacedNew).sorted()
        }
        firstOldSectionOp = min(firstOldSectionOp, minSectionMoveSource, result.deletedSections.first ?? Int.max)
        firstNewSectionOp = min(firstNewSectionOp, minSectionMoveTarget, result.insertedSections.first ?? Int.max)

        // MARK: 2. Items
        var minItemMoveSource = [Int](repeating: Int.max, count: oldSections.count)
        var minItemMoveTarget = [Int](repeating: Int.max, count: newSections.count)
        // Old indexes of the items staying in their section, in new order (32-bit: a section
        // holds fewer than 2^31 items, and memory traffic matters at a million items). Their new
        // indexes are not stored: they are the positions left between the section's inserts and
        // cross-section move targets, recovered by a merge walk for the few items that move.
        var candidateOld: [Int32] = []
        var crossMoves: [SnapshotChangeset.ItemMove] = []
        // One bit per old item (by flat position): set when the item stays or moves between
        // paired sections; every other item of a paired old section is a delete.
        var oldStarts = [Int](repeating: 0, count: oldSections.count + 1)
        for (k, list) in old.sectionItems.enumerated() { oldStarts[k + 1] = oldStarts[k] + list.count }
        var kept = [UInt64](repeating: 0, count: old.numberOfItems >> 6 + 1)
        var placeBuffer = [Int](repeating: -1, count: 1024)
        for t in newSections.indices {
            let s = pairOld[t]
            guard s >= 0 else { continue }
            candidateOld.removeAll(keepingCapacity: true)
            crossMoves.removeAll(keepingCapacity: true)
            let items = new.sectionItems[t]
            candidateOld.reserveCapacity(items.count)
            let firstInsert = result.insertedItems.count
            // Look places up a block at a time: the lookups of a block are independent loads the
            // CPU overlaps, before the branchy classification below.
            var blockStart = 0
            while blockStart < items.count {
                let blockEnd = min(blockStart + placeBuffer.count, items.count)
                items.withUnsafeBufferPointer { items in
                    placeBuffer.withUnsafeMutableBufferPointer { places in
                        locator.oldPlaces(of: UnsafeBufferPointer(rebasing: items[blockStart..<blockEnd]), hint: s, into: places)
                    }
                }
                for j in blockStart..<blockEnd {
                    let place = placeBuffer[j - blockStart]
                    let s0 = place >> 32
                    if place < 0 || pairNew[s0] < 0 {
                        // New, or its old section is deleted or replaced.
                        result.insertedItems.append(IndexPath(t, j))
                        continue
                    }
                    if s0 == t && s0 != s {
                        // It changes between two different sections that have the same number before
                        // and after: a move UIKit's count check would count neither out nor in, so a
                        // delete (its kept bit stays clear) plus an insert.
                        result.insertedItems.append(IndexPath(t, j))
                        result.sameNumberSectionChanges += 1
                        continue
                    }
                    let i = place & 0xFFFF_FFFF
                    let flat = oldStarts[s0] + i
                    kept[flat >> 6] |= 1 << UInt64(flat & 63)
                    if s0 == s {
                        candidateOld.append(Int32(truncatingIfNeeded: i))
                    } else {
                        crossMoves.append(.init(from: IndexPath(s0, i), to: IndexPath(t, j)))
                        minItemMoveSource[s0] = min(minItemMoveSource[s0], i)
                    }
                }
                blockStart = blockEnd
            }
            let stays = LongestIncreasingSubsequence.mask(candidateOld)
            // Room for this section's moves at once: growing a million moves by doubling would
            // hold two copies at the peak.
            var moving = crossMoves.count
            for stay in stays where !stay { moving += 1 }
            let needed = result.movedItems.count + moving
            if result.movedItems.capacity < needed {
                result.movedItems.reserveCapacity(max(needed, 2 * result.movedItems.capacity))
            }
            // Walk the non-candidate positions (inserts and cross moves, both ascending) to find
            // each moving candidate's new index, emitting moves in target order.
            var insertCursor = firstInsert
            var cross = 0
            var skipped = 0
            for k in candidateOld.indices where !stays[k] {
                while true {
                    let nextInsert = insertCursor < result.insertedItems.count ? result.insertedItems[insertCursor].item : Int.max
                    let nextCross = cross < crossMoves.count ? crossMoves[cross].to.item : Int.max
                    guard min(nextInsert, nextCross) <= k + skipped else { break }
                    if nextInsert < nextCross {
                        insertCursor += 1
                    } else {
                        result.movedItems.append(crossMoves[cross])
                        cross += 1
                    }
                    skipped += 1
                }
                let i = Int(candidateOld[k])
                let j = k + skipped
                result.movedItems.append(.init(from: IndexPath(s, i), to: IndexPath(t, j)))
                minItemMoveSource[s] = min(minItemMoveSource[s], i)
                minItemMoveTarget[t] = min(minItemMoveTarget[t], j)
            }
            if cross < crossMoves.count { result.movedItems.append(contentsOf: crossMoves[cross...]) }
            if let first = crossMoves.first { minItemMoveTarget[t] = min(minItemMoveTarget[t], first.to.item) }
        }
        for s in oldSections.indices where pairNew[s] >= 0 {
            // Not kept: gone, or its new section is inserted or replaced.
            for i in 0..<old.sectionItems[s].count {
                let flat = oldStarts[s] + i
                if kept[flat >> 6] & (1 << UInt64(flat & 63)) == 0 { result.deletedItems.append(IndexPath(s, i)) }
            }
        }

        // MARK: 3. Reload / reconfigure marks
        guard new.hasItemMarks else { return result }
        let marks = new.markedItems
        let movedSources = Set(result.movedItems.map(\.from))
        var replacedSources = Set<IndexPath>()
        var extraDeletes: [IndexPath] = []
        var extraInserts: [IndexPath] = []
        for item in marks.reloaded.union(marks.reconfigured) {
            let newPlace = HashedItemPlaces.place(of: item, in: new)
            let oldPlace = HashedItemPlaces.place(of: item, in: old)
            guard newPlace >= 0, oldPlace >= 0, pairOld[newPlace >> 32] >= 0, pairNew[oldPlace >> 32] >= 0
            else { continue }  // inserted, or covered by a section operation
            let s = oldPlace >> 32
            let t = newPlace >> 32
            if s == t && pairOld[t] != s {
                // Already a delete plus an insert (step 2: same section number, different sections).
                result.itemRefreshesAsReplacement += 1
                continue
            }
            let from = IndexPath(s, oldPlace & 0xFFFF_FFFF)
            let to = IndexPath(t, newPlace & 0xFFFF_FFFF)
            let moved = movedSources.contains(from)
            let inPlace = !moved && s < firstOldSectionOp && t < firstNewSectionOp
                && from.item < minItemMoveSource[s] && to.item < minItemMoveTarget[t]
            if inPlace {
                if marks.reloaded.contains(item) { result.reloadedItems.append(from) } else { result.reconfiguredItems.append(from) }
            } else {
                extraDeletes.append(from)
                extraInserts.append(to)
                if moved { replacedSources.insert(from) }
                result.itemRefreshesAsReplacement += 1
            }
        }
        result.reloadedItems.sort()
        result.reconfiguredItems.sort()
        if !replacedSources.isEmpty { result.movedItems.removeAll { replacedSources.contains($0.from) } }
        if !extraDeletes.isEmpty {
            result.deletedItems = (result.deletedItems + extraDeletes).sorted()
            result.insertedItems = (result.insertedItems + extraInserts).sorted()
        }
        return result
    }
}

/// Where an item was in the old snapshot, packed as `section position << 32 | index`, or -1.
/// `hint` is the section the caller expects the item in (answered in O(1) when right).
protocol ItemPlaces {
    /// Writes the old place of each of `items` into `places` (which is at least as long).
    func oldPlaces(of items: UnsafeBufferPointer<Int>, hint: Int, into places: UnsafeMutableBufferPointer<Int>)
}

/// Old places read from the old snapshot's own item table (`ItemLocationTable`, dense while ids
/// are interned): nothing is built but a table from section id to position, O(sections). Each
/// place is one read of that table, the section recovered from the hint when right and from
/// the section table otherwise (O(1) either way).
struct LocatedItemPlaces: ItemPlaces {
    private let entries: [UInt64]
    /// Section id → old position, -1 when not a section of the old snapshot.
    private let positions: [Int32]
    private let sectionIDs: [Int]

    /// Nil when the old snapshot's table is a dictionary, or its section ids are not dense.
    init?(old: DiffableSnapshot) {
        guard let entries = old.locations.denseEntries else { return nil }
        let ids = old.sectionIdentifiers
        let largest = ids.max() ?? -1
        guard ids.allSatisfy({ $0 >= 0 }), largest < 4 * ids.count + 4096, ids.count < Int(Int32.max) else { return nil }
        var positions = [Int32](repeating: -1, count: largest + 1)
        for (position, id) in ids.enumerated() { positions[id] = Int32(truncatingIfNeeded: position) }
        self.entries = entries
        self.positions = positions
        self.sectionIDs = ids
    }

    func oldPlaces(of items: UnsafeBufferPointer<Int>, hint: Int, into places: UnsafeMutableBufferPointer<Int>) {
        let count = min(items.count, places.count)
        entries.withUnsafeBufferPointer { entries in
            // Gather first (independent loads), then decode.
            for k in 0..<count {
                let item = items[k]
                places[k] = item >= 0 && item < entries.count ? Int(truncatingIfNeeded: entries[item]) : 0
            }
        }
        let hintID = hint >= 0 && hint < sectionIDs.count ? sectionIDs[hint] : -1
        for k in 0..<count {
            let entry = places[k]
            guard entry != 0 else { places[k] = -1; continue }
            let sectionID = (entry >> 32) - 1
            let index = entry & 0xFFFF_FFFF
            if sectionID == hintID {
                places[k] = hint << 32 | index
            } else {
                // The table names only sections of the old snapshot; checked anyway.
                let position = sectionID >= 0 && sectionID < positions.count ? Int(positions[sectionID]) : -1
                places[k] = position >= 0 ? position << 32 | index : -1
            }
        }
    }
}

/// Old places in an array indexed by item id, for dense (interned) ids: it holds the item's flat
/// position (32-bit, to halve memory traffic), and the section comes from the sections' start
/// offsets — O(1) when the hint is right, a binary search otherwise. Building costs one pass
/// over the old snapshot and no hashing.
struct DenseItemPlaces: ItemPlaces {
    private var table: [Int32]
    private var starts: [Int]

    init?(old: DiffableSnapshot, new: DiffableSnapshot) {
        guard old.numberOfItems < Int(Int32.max), new.numberOfItems < Int(Int32.max) else { return nil }
        let minID = min(old.itemIDBounds.min, new.itemIDBounds.min)
        let maxID = max(old.itemIDBounds.max, new.itemIDBounds.max, -1)
        guard minID >= 0, maxID < 4 * (old.numberOfItems + new.numberOfItems) + 4096 else { return nil }
        var table = [Int32](repeating: -1, count: maxID + 1)
        var starts = [0]
        starts.reserveCapacity(old.sectionItems.count + 1)
        var flat = 0
        table.withUnsafeMutableBufferPointer { table in
            for list in old.sectionItems {
                // Ids are in 0...maxID (the bounds cover every id ever added); checked anyway,
                // since the buffer is unchecked.
                list.withUnsafeBufferPointer { items in
                    for i in 0..<items.count {
                        let id = items[i]
                        if id >= 0 && id < table.count { table[id] = Int32(truncatingIfNeeded: flat + i) }
                    }
                }
                flat += list.count
                starts.append(flat)
            }
        }
        self.table = table
        self.starts = starts
    }

    func oldPlaces(of items: UnsafeBufferPointer<Int>, hint: Int, into places: UnsafeMutableBufferPointer<Int>) {
        let count = min(items.count, places.count)
        table.withUnsafeBufferPointer { table in
            // Gather first (independent loads), then decode.
            for k in 0..<count {
                let item = items[k]
                places[k] = item >= 0 && item < table.count ? Int(table[item]) : -1
            }
        }
        for k in 0..<count { places[k] = place(flat: places[k], hint: hint) }
    }

    @inline(__always) private func place(flat: Int, hint: Int) -> Int {
        guard flat >= 0 else { return -1 }
        if hint >= 0 && hint + 1 < starts.count && starts[hint] <= flat && flat < starts[hint + 1] {
            return hint << 32 | (flat - starts[hint])
        }
        // The last section whose start is <= flat (empty sections share starts; skip them).
        var low = 0
        var high = starts.count - 2
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= flat { low = mid } else { high = mid - 1 }
        }
        return low << 32 | (flat - starts[low])
    }
}

/// Old places from the snapshot's own hash index: for sparse ids.
struct HashedItemPlaces: ItemPlaces {
    let old: DiffableSnapshot

    func oldPlaces(of items: UnsafeBufferPointer<Int>, hint: Int, into places: UnsafeMutableBufferPointer<Int>) {
        for k in 0..<min(items.count, places.count) { places[k] = Self.place(of: items[k], in: old) }
    }

    static func place(of item: Int, in snapshot: DiffableSnapshot) -> Int {
        guard let location = snapshot.locations[item], let s = snapshot.sectionPositions[location.section] else { return -1 }
        return s << 32 | location.index
    }
}
