/// Computes the batch of updates that turns one diffable snapshot into another, with the fewest
/// moves.
///
/// Models: the diff `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)` performs
/// (updates.md §7.3). Identity is the interned Int id; sections and items are diffed separately.
///
/// Algorithm (Heckel/Paige style, linear apart from the LIS):
/// 1. Sections: ids only in the old snapshot are deleted (old indexes), ids only in the new one
///    inserted (new indexes). Of the surviving sections, a longest increasing subsequence of
///    their old indexes (taken in new order) stays; every other survivor is a `moveSection`.
/// 2. Items, per surviving section pair (same id, not reloaded): items present in both, in new
///    order, keep a longest increasing subsequence of their old indexes in place; the others are
///    moves within the section (old path → new path; the paths name the section's old and new
///    index, so a moved section's unmoved items need no operation — the applier maps item paths
///    through the section move, updates.md §1.4). An item that changes between two surviving
///    sections is always a move. Items whose old section is deleted are inserts; items whose new
///    section is inserted are deletes; items of inserted/deleted sections on both sides are
///    covered by the section operation and produce nothing.
/// 3. Marks: sections marked `reloadSections` in the new snapshot become `reloadSections` (old
///    index) when they stay in place with no section move before them; items marked
///    `reloadItems` / `reconfigureItems` become `reloadItems` / `reconfigureItems` (old path) when
///    they do not move, their section is untouched with no section operation before it, and no
///    item moves out of their old section or into their new section ahead of them. Only then is
///    UIKit's re-insert position for a reload (updates.md §1.6: adjusted by deletes and inserts,
///    not by moves) equal to the real new position, and only then can the refresh not collide
///    with a move (§1.3). Any other marked section or item is expressed as a delete (old) plus an
///    insert (new) — what a reload is internally [inferred choice; counted in
///    `sectionReloadsAsReplacement` / `itemRefreshesAsReplacement`]. Marked sections that are
///    replaced this way, or reloaded, count as deleted+inserted for their items (step 2).
///    A reconfigure expressed as delete+insert loses its "reconfigure" nature (the cell is
///    replaced) — UIKit cannot reconfigure and move an item in one batch either.
///
/// Complexity: O(S + n) hash lookups plus O(m log m) for the LIS of each section's m surviving
/// items (O(m) when nothing moved); O(n) memory. Moves are minimal for this operation model:
/// the number of item moves is Σ(surviving items of a section pair − their LIS) + items changing
/// sections, and likewise for sections.
///
/// The result is valid for `performBatchUpdates` (updates.md §2): no path is both deleted and
/// moved from, or inserted and moved to; no duplicates; no move out of a deleted section or into
/// an inserted one; and applying it with the §1.2.3 reference algorithm to the old snapshot
/// gives the new one.
public enum SnapshotDiff {
    public static func changes(from old: DiffableSnapshot, to new: DiffableSnapshot) -> SnapshotChangeset {
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
        var candidateOld: [Int] = []
        var candidateNew: [Int] = []
        var crossMoves: [SnapshotChangeset.ItemMove] = []
        let oldLocations = old.locations
        let newLocations = new.locations
        for t in newSections.indices {
            let s = pairOld[t]
            guard s >= 0 else { continue }
            let sectionID = newSections[t]
            candidateOld.removeAll(keepingCapacity: true)
            candidateNew.removeAll(keepingCapacity: true)
            crossMoves.removeAll(keepingCapacity: true)
            let items = new.sectionItems[t]
            for j in items.indices {
                guard let location = oldLocations[items[j]] else {
                    result.insertedItems.append(IndexPath(t, j))
                    continue
                }
                if location.section == sectionID {
                    candidateOld.append(location.index)
                    candidateNew.append(j)
                } else if let s0 = old.sectionPositions[location.section], pairNew[s0] >= 0 {
                    crossMoves.append(.init(from: IndexPath(s0, location.index), to: IndexPath(t, j)))
                    minItemMoveSource[s0] = min(minItemMoveSource[s0], location.index)
                } else {
                    result.insertedItems.append(IndexPath(t, j))
                }
            }
            let stays = LongestIncreasingSubsequence.mask(candidateOld)
            // Merge the in-section moves with the cross-section ones, by target.
            var cross = 0
            for k in candidateOld.indices where !stays[k] {
                let j = candidateNew[k]
                while cross < crossMoves.count && crossMoves[cross].to.item < j {
                    result.movedItems.append(crossMoves[cross])
                    cross += 1
                }
                result.movedItems.append(.init(from: IndexPath(s, candidateOld[k]), to: IndexPath(t, j)))
                minItemMoveSource[s] = min(minItemMoveSource[s], candidateOld[k])
                minItemMoveTarget[t] = min(minItemMoveTarget[t], j)
            }
            if cross < crossMoves.count { result.movedItems.append(contentsOf: crossMoves[cross...]) }
            if let first = crossMoves.first { minItemMoveTarget[t] = min(minItemMoveTarget[t], first.to.item) }
        }
        for s in oldSections.indices where pairNew[s] >= 0 {
            let sectionID = oldSections[s]
            let items = old.sectionItems[s]
            for i in items.indices {
                if let location = newLocations[items[i]] {
                    if location.section == sectionID { continue }
                    if let t0 = new.sectionPositions[location.section], pairOld[t0] >= 0 { continue }
                }
                result.deletedItems.append(IndexPath(s, i))
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
            guard let newLocation = newLocations[item], let t = new.sectionPositions[newLocation.section], pairOld[t] >= 0,
                  let oldLocation = oldLocations[item], let s = old.sectionPositions[oldLocation.section], pairNew[s] >= 0
            else { continue }  // inserted, or covered by a section operation
            let from = IndexPath(s, oldLocation.index)
            let to = IndexPath(t, newLocation.index)
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
