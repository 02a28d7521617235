/// A changeset checked in one linear pass and turned straight into its update mapping.
///
/// Models: what `apply(_:animatingDifferences:)` hands to `performBatchUpdates` is valid by
/// construction (SnapshotDiff's contract: sorted lists, no path both deleted and moved, no
/// duplicates, counts that add up), so the apply need not queue, sort and cross-check it with
/// hashed index-path sets as a hand-written batch is (`BatchValidator`, docs/updates.md §2).
///
/// Rule: `directMapping(before:after:)` returns a mapping only when the changeset is one the full
/// validator accepts *without dropping or reinterpreting anything*, and then it is the mapping the
/// validator would return; otherwise it returns nil and the caller runs the full validator, so
/// every error keeps UIKit's exact text and order. Accepted shape:
/// - no section reloads; item reloads strictly ascending, in range, neither deleted, moved,
///   reconfigured nor inside a deleted section, each re-inserted at its path adjusted by the deletes
///   and then the inserts (§1.6, as `QueuedUpdates.decomposed` does) onto a free slot outside an
///   inserted section;
/// - section deletes / inserts strictly ascending and in range; section moves with distinct
///   in-range sources that are not deleted and distinct in-range targets that are not inserted;
/// - item deletes strictly ascending, in range, not inside a deleted section; item inserts strictly
///   ascending, in range, not inside an inserted section; item moves with in-range sources that are
///   neither deleted nor moved twice and in-range targets neither inserted nor claimed twice, never
///   out of a deleted section or into an inserted one;
/// - reconfigures strictly ascending and in range;
/// - the section count and every surviving section's item count pass UIKit's count check
///   (inserted / deleted / moved in / moved out, as `BatchValidator` counts them).
///
/// Complexity: O(items before + items after + operations) time, one bit per old and per new item
/// (kept as the mapping's item plans, `UpdateItemPlans.Flat`, with a running count every 64 bits)
/// and the move index; no per-item lists, no hashing of index paths, no sorting when the moves
/// come sorted by target (the diff's order).
extension SnapshotChangeset {
    func directMapping(before: [Int], after: [Int]) -> UpdateMapping? {
        guard reloadedSections.isEmpty,
              let oldSpace = FlatIndexSpace(before), let newSpace = FlatIndexSpace(after) else { return nil }

        // MARK: Sections
        guard Self.strictlyAscending(deletedSections, below: before.count),
              Self.strictlyAscending(insertedSections, below: after.count) else { return nil }
        var sectionGone = [Bool](repeating: false, count: before.count)      // deleted or moved away
        var sectionArrived = [Bool](repeating: false, count: after.count)    // inserted or moved in
        for s in deletedSections { sectionGone[s] = true }
        for t in insertedSections { sectionArrived[t] = true }
        let deletedSection = sectionGone, insertedSection = sectionArrived
        for move in movedSections {
            guard move.from >= 0, move.from < before.count, move.to >= 0, move.to < after.count,
                  !sectionGone[move.from], !sectionArrived[move.to] else { return nil }
            sectionGone[move.from] = true
            sectionArrived[move.to] = true
        }
        guard before.count + insertedSections.count - deletedSections.count == after.count else { return nil }

        // MARK: Items: ranges and conflicts, one bit per position
        var removed = BitSet(count: oldSpace.total)
        var placed = BitSet(count: newSpace.total)
        var deletedIn = [Int](repeating: 0, count: before.count)
        var insertedIn = [Int](repeating: 0, count: after.count)
        var movedOut = [Int](repeating: 0, count: before.count)
        var movesOut = [Int](repeating: 0, count: before.count)    // move sources, same section or not
        var movedIn = [Int](repeating: 0, count: after.count)
        var previous = IndexPath(Int.min, Int.min)
        for path in deletedItems {
            guard previous < path, let flat = oldSpace.flat(path), !deletedSection[path.section] else { return nil }
            removed.insert(flat)
            deletedIn[path.section] += 1
            previous = path
        }
        previous = IndexPath(Int.min, Int.min)
        for path in insertedItems {
            guard previous < path, let flat = newSpace.flat(path), !insertedSection[path.section] else { return nil }
            placed.insert(flat)
            insertedIn[path.section] += 1
            previous = path
        }
        var targetsAscending = true
        previous = IndexPath(Int.min, Int.min)
        for move in movedItems {
            guard let from = oldSpace.flat(move.from), let to = newSpace.flat(move.to),
                  !deletedSection[move.from.section], !insertedSection[move.to.section],
                  removed.insert(from), placed.insert(to) else { return nil }
            movesOut[move.from.section] += 1
            if move.from.section != move.to.section {
                movedOut[move.from.section] += 1
                movedIn[move.to.section] += 1
            }
            if !(previous < move.to) { targetsAscending = false }
            previous = move.to
        }
        // Item reloads: a delete at the path and an insert at the path adjusted by the deletes,
        // then the inserts (§1.6), as `QueuedUpdates.decomposed` places it.
        var reloads: [UpdateMapping.ReloadPair] = []
        if !reloadedItems.isEmpty {
            let sectionWalk = AdjustmentWalk(insertedSections)
            let deletesBySection = Self.itemsBySection(deletedItems)
            let insertWalks = Self.itemsBySection(insertedItems).mapValues(AdjustmentWalk.init)
            reloads.reserveCapacity(reloadedItems.count)
            previous = IndexPath(Int.min, Int.min)
            for path in reloadedItems {
                guard previous < path, let from = oldSpace.flat(path), !deletedSection[path.section], removed.insert(from)
                else { return nil }
                previous = path
                let s = sectionWalk.apply(to: path.section - AdjustmentWalk.countBelow(deletedSections, path.section))
                let i = path.item - AdjustmentWalk.countBelow(deletesBySection[path.section] ?? [], path.item)
                let target = IndexPath(s, insertWalks[s]?.apply(to: i) ?? i)
                guard let to = newSpace.flat(target), !insertedSection[s], placed.insert(to) else { return nil }
                deletedIn[path.section] += 1
                insertedIn[s] += 1
                reloads.append(.init(from: path, to: target))
            }
        }
        previous = IndexPath(Int.min, Int.min)
        var nextReload = 0
        for path in reconfiguredItems {
            guard previous < path, oldSpace.flat(path) != nil else { return nil }
            previous = path
            while nextReload < reloadedItems.count && reloadedItems[nextReload] < path { nextReload += 1 }
            if nextReload < reloadedItems.count && reloadedItems[nextReload] == path { return nil }   // reloaded and reconfigured
        }

        // MARK: The section plan, and UIKit's item counts
        var sectionPlacements: [(slot: Int, source: UpdatePlacement<Int>)] = insertedSections.map { ($0, .inserted(requested: $0)) }
        sectionPlacements += movedSections.map { ($0.to, .moved(from: $0.from)) }
        let sections = UpdateSlotPlan(removed: deletedSections + movedSections.map(\.from), placements: sectionPlacements,
                                      newLength: after.count)
        for new in after.indices {
            let old: Int
            switch sections.origin(ofNew: new, oldLength: before.count) {
            case .survivor(let s), .placed(.moved(from: let s)): old = s
            default: continue
            }
            guard after[new] == before[old] &+ insertedIn[new] &+ movedIn[new] &- deletedIn[old] &- movedOut[old] else { return nil }
        }

        // MARK: The mapping: the bits just written, and the changeset's own sorted lists
        let moves = targetsAscending ? movedItems : movedItems.sorted { $0.to < $1.to }
        let reloadsByTarget = zip(reloads, reloads.dropFirst()).allSatisfy({ $0.to < $1.to }) ? reloads
            : reloads.sorted { $0.to < $1.to }
        let items = UpdateItemPlans.Flat(oldStart: oldSpace.start, newStart: newSpace.start,
                                         removed: RankedBitSet(removed), placed: RankedBitSet(placed),
                                         reloads: reloadsByTarget, moves: moves)
        var mapping = UpdateMapping(before: before, after: after, sections: sections, items: .flat(items),
                                    itemMoves: moveIndex(oldSpace: oldSpace, newSpace: newSpace, movesOut: movesOut))
        mapping.layoutItemsSource = .changeset(self, reloads: reloads)
        return mapping
    }

    /// The moves by source: one pass scattering each move's target into a table of every old
    /// position (the target's flat number in the new space, + 1; 0: no move; 32 bits). A section
    /// where at least a quarter of the items move (a shuffle: all but about 2√n) keeps its part
    /// of the table as its index (`ItemMoveIndex.Table`: lookups in O(log sections), nothing more
    /// written); any other section with moves is read into lists in order. O(old items + moves),
    /// and one random access a move (a table of move numbers would need a second one, reading
    /// the moves back in source order). `movedItems` is checked: every path in range, no source twice.
    private func moveIndex(oldSpace: FlatIndexSpace, newSpace: FlatIndexSpace, movesOut: [Int]) -> ItemMoveIndex {
        guard !movedItems.isEmpty else { return ItemMoveIndex() }
        guard newSpace.total < Int(UInt32.max) else {
            return ItemMoveIndex(movedItems.map { ($0.from, $0.to) }, before: oldSpace.counts)
        }
        var target = [UInt32](repeating: 0, count: oldSpace.total)
        target.withUnsafeMutableBufferPointer { target in
            oldSpace.start.withUnsafeBufferPointer { oldStart in
                newSpace.start.withUnsafeBufferPointer { newStart in
                    for move in movedItems {
                        // In range: directMapping checked oldSpace.flat(move.from) and newSpace.flat(move.to).
                        target[oldStart[move.from.section] + move.from.item]
                            = UInt32(truncatingIfNeeded: newStart[move.to.section] + move.to.item + 1)
                    }
                }
            }
        }
        var bySection: [Int: ItemMoveIndex.Moves] = [:]
        var tables: [Int: ItemMoveIndex.Table] = [:]
        for s in oldSpace.counts.indices where movesOut[s] > 0 && movesOut[s] >= oldSpace.counts[s] / 4 {
            tables[s] = ItemMoveIndex.Table(flatTargets: target, start: oldSpace.start[s], count: oldSpace.counts[s],
                                            newStarts: newSpace.start)
        }
        target.withUnsafeBufferPointer { target in
            for s in oldSpace.counts.indices where movesOut[s] > 0 && tables[s] == nil {
                var moves = ItemMoveIndex.Moves()
                moves.sources.reserveCapacity(movesOut[s])
                moves.targets.reserveCapacity(movesOut[s])
                let start = oldSpace.start[s]
                for i in 0..<oldSpace.counts[s] {
                    let entry = Int(target[start + i])
                    guard entry != 0 else { continue }
                    moves.sources.append(i)
                    moves.targets.append(ItemMoveIndex.Table.path(ofFlat: entry - 1, starts: newSpace.start))
                }
                bySection[s] = moves
            }
        }
        return ItemMoveIndex(bySection: bySection, tables: tables)
    }

    /// The items of ascending `paths`, by section (one dictionary write per section run).
    private static func itemsBySection(_ paths: [IndexPath]) -> [Int: [Int]] {
        var result: [Int: [Int]] = [:]
        var start = 0
        while start < paths.count {
            var end = start
            while end < paths.count && paths[end].section == paths[start].section { end += 1 }
            result[paths[start].section] = paths[start..<end].map(\.item)
            start = end
        }
        return result
    }

    private static func strictlyAscending(_ list: [Int], below limit: Int) -> Bool {
        var previous = -1
        for value in list {
            guard value > previous, value < limit else { return false }
            previous = value
        }
        return true
    }
}
