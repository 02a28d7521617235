/// Validates one batch the way UIKit's end-of-batch validator does, in UIKit's order, with UIKit's
/// messages (docs/updates.md §2).
///
/// Models: the checks of `-[UICollectionView _endItemAnimationsWithInvalidationContext:…]` run at
/// the end of `performBatchUpdates(_:completion:)` and of every single insert/delete/move/reload
/// call. The first failing check wins and nothing is applied. Count-mismatch wording follows
/// `UIKitVersion` (changed in 16.4, see `CountReportEra`); the range and conflict texts are the
/// same in every version.
///
/// Order: (2) reloads against deletes; (3) deletes descending; (4) inserts ascending; (5) moves
/// ascending; (6) the section count; (7) item counts per surviving section; then the checks UIKit
/// does not make: (8) reconfigure ranges [inferred text], (9) the same position deleted twice and
/// a reload plus a reconfigure of one item [engine errors]. The engine-only checks come last on
/// purpose: wherever UIKit itself would complain (a path deleted twice usually breaks the counts),
/// UIKit's message is the one reported.
///
/// Choices on open points:
/// - Item deletes and inserts check their ranges before their conflict with a move
///   (open question 3); section deletes/inserts follow UXKit (range, then conflicts).
/// - A negative index fails the range check that would otherwise let it through.
/// - The "Attempt to delete more items than exist" variant fires when the data source reports a
///   negative count for a surviving section and names the section's old index (as UXKit does).
/// - A section reload against a delete of the same section prints the section's NSIndexPath with
///   NSNotFound as its item, as UIKit's `%@` would.
/// - Item reloads inside a deleted or reloaded section are dropped with it; reloading one path
///   twice counts once; a path inserted twice counts twice (UXKit) and the second copy takes the
///   next free slot in the mapping.
/// - Item operations inside a moved section are accepted and follow the section (§1.4 "accept");
///   a no-op section move plus an item moved out of it raises UIKit's "global index" assertion (§2.3).
/// - `reconfigureItems` must name existing items (message [inferred], modelled on the delete text);
///   it never changes counts or the mapping.
public enum BatchValidator {
    /// - Parameters:
    ///   - before: the view's item counts per section before the update (its cached counts).
    ///   - after: the data source's item counts per section after the update block.
    ///   - collectionViewDescription: the view's description in the modern report's last line.
    ///   - fromDiffableDataSource: the update is a diffable data source's own (its `apply`): a
    ///     section its snapshot reloads may change its count in every era, as the data source
    ///     rebuilds such a section itself (docs/updates.md §3.3 rule 8 holds for the app's calls),
    ///     and a section its diff leaves in place may lose items (the global-index assertion,
    ///     §2.3, is the app's calls' only: its one log is a hand-written batch).
    /// - Returns: where every old item and section went, or the error UIKit would raise.
    public static func validate(_ update: BatchUpdate, before: [Int], after: [Int], version: UIKitVersion,
                                collectionViewDescription: String = "<UICollectionView: 0x0>",
                                fromDiffableDataSource: Bool = false)
        -> Result<UpdateMapping, UIKitError> {
        var run = Validation(update: update, before: before, after: after)
        run.fromDiffableDataSource = fromDiffableDataSource
        do {
            return .success(try run.check(version: version, collectionViewDescription: collectionViewDescription,
                                          reloadedSectionsKeepCounts: !fromDiffableDataSource
                                              && UIKitBehaviour(version).hasModernBatchValidation))
        } catch {
            return .failure(error)
        }
    }
}

/// The state of one validation run.
private struct Validation {
    let queued: QueuedUpdates
    let before: [Int]
    let after: [Int]
    var deletes: [QueuedUpdateItem] = []
    var inserts: [QueuedUpdateItem] = []
    var moves: [QueuedUpdateItem]
    /// A diffable data source's own apply (`BatchValidator.validate`'s parameter).
    var fromDiffableDataSource = false

    init(update: BatchUpdate, before: [Int], after: [Int]) {
        queued = QueuedUpdates(update)
        self.before = before
        self.after = after
        moves = queued.moves
    }

    mutating func check(version: UIKitVersion, collectionViewDescription: String,
                        reloadedSectionsKeepCounts: Bool) throws(UIKitError) -> UpdateMapping {
        try checkReloads()
        (deletes, inserts) = queued.decomposed()
        try checkDeletes()
        try checkInserts()
        try checkMoves()
        var mapping = buildMapping()
        mapping.updateItems = UpdateMapping.layoutItems(deletes: deletes, inserts: inserts, moves: moves)
        if let report = countMismatch(mapping: mapping, collectionViewDescription: collectionViewDescription,
                                      reloadedSectionsKeepCounts: reloadedSectionsKeepCounts) {
            throw report.error(version)
        }
        try checkReconfigures()
        try checkEngineRules()
        return mapping
    }

    // MARK: Step 2 — reloads against deletes

    func checkReloads() throws(UIKitError) {
        guard !queued.reloads.isEmpty else { return }
        let deleted = Set(queued.deletes.map { $0.path })
        for reload in queued.reloads where deleted.contains(reload.path) {
            throw .deleteAndReload(reload.path)
        }
    }

    // MARK: Step 3 — deletes, descending, against before
    //
    // UXKit walks every move for every delete; the first move (ascending by source) that conflicts
    // decides the message. Indexing the moves by source gives the same answer in O(n log n).

    mutating func checkDeletes() throws(UIKitError) {
        var firstMoveFromSection: [Int: QueuedUpdateItem] = [:]
        var moveSources = IndexPathSet(counts: before, expected: moves.count)
        for move in moves {
            if firstMoveFromSection[move.section] == nil { firstMoveFromSection[move.section] = move }
            moveSources.insert(move.path)
        }
        // Descending order visits a section's delete before the item deletes inside it.
        var deletedSections = Set<Int>()
        for delete in deletes {
            let s = delete.section
            if delete.isSection {
                guard s >= 0 && s < before.count else { throw .deleteSectionOutOfRange(s, before.count) }
                deletedSections.insert(s)
                if let move = firstMoveFromSection[s] {
                    throw move.isSection ? .deleteAndMoveSection(s) : .moveFromDeletedSection(s)
                }
            } else {
                if deletedSections.contains(s) { continue }   // dropped: the section delete covers it
                guard s >= 0 && s < before.count else {
                    throw .deleteItemSectionOutOfRange(delete.path.item, s, before.count)
                }
                guard delete.path.item >= 0 && delete.path.item < before[s] else {
                    throw .deleteItemOutOfRange(delete.path.item, s, before[s])
                }
                if moveSources.contains(delete.path) { throw .deleteAndMoveItem(delete.path) }
            }
        }
        deletes.removeAll { !$0.isSection && deletedSections.contains($0.section) }
    }

    // MARK: Step 4 — inserts, ascending, against after

    mutating func checkInserts() throws(UIKitError) {
        var firstMoveIntoSection: [Int: QueuedUpdateItem] = [:]
        var moveTargets = IndexPathSet(counts: after, expected: moves.count)
        for move in moves {
            if firstMoveIntoSection[move.target.section] == nil { firstMoveIntoSection[move.target.section] = move }
            moveTargets.insert(move.target)
        }
        // Ascending order visits the item inserts inside a section before the section's insert:
        // they are range-checked, then dropped.
        var insertedSections = Set<Int>()
        for insert in inserts {
            let s = insert.section
            if insert.isSection {
                guard s >= 0 && s < after.count else { throw .insertSectionOutOfRange(s, after.count) }
                insertedSections.insert(s)
                if let move = firstMoveIntoSection[s] {
                    throw move.isSection ? .insertAndMoveSection(s) : .moveIntoInsertedSection(s)
                }
            } else {
                guard s >= 0 && s < after.count else {
                    throw .insertItemSectionOutOfRange(insert.path.item, s, after.count)
                }
                guard insert.path.item >= 0 && insert.path.item < after[s] else {
                    throw .insertItemOutOfRange(insert.path.item, s, after[s])
                }
                if moveTargets.contains(insert.path) { throw .insertAndMoveItem(insert.path) }
            }
        }
        inserts.removeAll { !$0.isSection && insertedSections.contains($0.section) }
    }

    // MARK: Step 5 — moves, ascending by source, both sides
    //
    // UXKit checks move i's ranges, then scans every later move j: an exact duplicate is dropped,
    // the same source (or target) with a different target (or source) is an error. Grouping the
    // moves by source and by target finds the same first j without the quadratic scan.

    mutating func checkMoves() throws(UIKitError) {
        if !fromDiffableDataSource { try checkItemLeavingSelfMovedSection() }
        // A diff's moves (a shuffle of 100k items: 99k moves) never share a source or a target:
        // then no move conflicts and none is a duplicate, so only the ranges remain to check —
        // two set inserts per move (one bit each when the moves are many) instead of the lists and
        // pair-set below (42% of an apply).
        var sources = IndexPathSet(counts: before, expected: moves.count)
        var targets = IndexPathSet(counts: after, expected: moves.count)
        if moves.allSatisfy({ sources.insert($0.path) && targets.insert($0.target) }) {
            for move in moves { try checkRanges(of: move) }
            return
        }
        var bySource: [IndexPath: [Int]] = [:], byTarget: [IndexPath: [Int]] = [:]
        for (index, move) in moves.enumerated() {
            bySource[move.path, default: []].append(index)
            byTarget[move.target, default: []].append(index)
        }
        var seen = Set<[IndexPath]>()
        var kept: [QueuedUpdateItem] = []
        for (index, move) in moves.enumerated() {
            let from = move.path, to = move.target
            guard seen.insert([from, to]).inserted else { continue }   // an exact duplicate is dropped
            try checkRanges(of: move)
            let sameSource = (bySource[from] ?? []).first { $0 > index && moves[$0].target != to }
            let sameTarget = (byTarget[to] ?? []).first { $0 > index && moves[$0].path != from }
            if let j = sameSource, sameTarget.map({ j < $0 }) ?? true {
                throw move.isSection
                    ? .moveSectionToBoth(from.section, to.section, moves[j].target.section)
                    : .moveItemToBoth(from, to, moves[j].target)
            }
            if let j = sameTarget {
                throw move.isSection
                    ? .moveBothSections(from.section, moves[j].path.section, to.section)
                    : .moveBothItems(from, moves[j].path, to)
            }
            kept.append(move)
        }
        moves = kept
    }

    /// A section moved to itself (a no-op a diff can produce) while an item moves out of it: UIKit's
    /// UICollectionViewData asks for a global item index one past the end (rdar 48941906, iOS 12:
    /// "global index 1 when there are only 1 items"); the index is taken as the item count [inferred
    /// beyond that one log]. One pass over the moves; nothing when no section moves to itself.
    func checkItemLeavingSelfMovedSection() throws(UIKitError) {
        guard moves.contains(where: { $0.isSection && $0.path.section == $0.target.section }) else { return }
        let selfMoved = Set(moves.lazy.filter { $0.isSection && $0.path.section == $0.target.section }.map(\.path.section))
        guard moves.contains(where: { !$0.isSection && selfMoved.contains($0.path.section) && $0.target.section != $0.path.section })
        else { return }
        let items = after.reduce(0, +)
        throw .globalIndexOutOfRange(items, items)
    }

    func checkRanges(of move: QueuedUpdateItem) throws(UIKitError) {
        let from = move.path, to = move.target
        if move.isSection {
            guard from.section >= 0 && from.section < before.count else {
                throw .moveSectionSourceOutOfRange(from.section, before.count)
            }
            guard to.section >= 0 && to.section < after.count else {
                throw .moveSectionTargetOutOfRange(from.section, to.section, after.count)
            }
        } else {
            guard from.section >= 0 && from.section < before.count else {
                throw .moveItemSourceSectionOutOfRange(from, before.count)
            }
            guard from.item >= 0 && from.item < before[from.section] else {
                throw .moveItemSourceOutOfRange(from, before[from.section])
            }
            guard to.section >= 0 && to.section < after.count else {
                throw .moveItemTargetSectionOutOfRange(from, to, after.count)
            }
            guard to.item >= 0 && to.item < after[to.section] else {
                throw .moveItemTargetOutOfRange(from, to, after[to.section])
            }
        }
    }

    // MARK: Steps 6–7 — counts

    func buildMapping() -> UpdateMapping {
        var sectionRemovals: [Int] = []
        var sectionPlacements: [(slot: Int, source: UpdatePlacement<Int>)] = []
        var itemRemovals: [IndexPath] = []
        var itemPlacements: [(path: IndexPath, source: UpdatePlacement<IndexPath>)] = []
        for delete in deletes {
            if delete.isSection { sectionRemovals.append(delete.section) } else { itemRemovals.append(delete.path) }
        }
        for insert in inserts {
            if insert.isSection {
                let source: UpdatePlacement<Int> = insert.reloadedFrom.map { .reloaded(from: $0.section) }
                    ?? .inserted(requested: insert.section)
                sectionPlacements.append((insert.section, source))
            } else {
                let source: UpdatePlacement<IndexPath> = insert.reloadedFrom.map { .reloaded(from: $0) }
                    ?? .inserted(requested: insert.path)
                itemPlacements.append((insert.path, source))
            }
        }
        for move in moves {
            if move.isSection {
                sectionRemovals.append(move.section)
                sectionPlacements.append((move.target.section, .moved(from: move.section)))
            } else {
                itemRemovals.append(move.path)
                itemPlacements.append((move.target, .moved(from: move.path)))
            }
        }
        return UpdateMapping.build(sectionRemovals: sectionRemovals, sectionPlacements: sectionPlacements,
                                   itemRemovals: itemRemovals, itemPlacements: itemPlacements,
                                   before: before, after: after)
    }

    /// UIKit's counting (UXKit): sections inserted/deleted include reload halves, moves do not
    /// count; items inserted are keyed by new section, deleted by old section; a move counts as
    /// moved out of its old section number and into its new one only when the two numbers differ.
    ///
    /// `reloadedSectionsKeepCounts` (16.4+): a reloaded section must have as many items after as
    /// before (pia-foss/mobile-ios#407: a 0 ↔ 1 flip through reloadSections raised; docs/updates.md
    /// §3.3 rule 8); up to 16.3 its count is free, the section counting as deleted and inserted.
    func countMismatch(mapping: UpdateMapping, collectionViewDescription: String,
                       reloadedSectionsKeepCounts: Bool = false) -> CountMismatchReport? {
        func report(_ check: CountMismatchReport.Check, _ classic: MessageTemplate) -> CountMismatchReport {
            CountMismatchReport(check: check, classic: classic, before: before, after: after,
                                entries: CountMismatchReport.entries(for: queued),
                                collectionViewDescription: collectionViewDescription)
        }
        let insertedSections = inserts.filter { $0.isSection }.count
        let deletedSections = deletes.filter { $0.isSection }.count
        if before.count &+ insertedSections &- deletedSections != after.count {
            return report(.invalidSectionCount,
                          CountMismatchReport.invalidSectionCount(after: after.count, before: before.count,
                                                                   inserted: insertedSections, deleted: deletedSections))
        }
        if reloadedSectionsKeepCounts {
            for insert in inserts where insert.isSection && insert.isFromReload {
                guard let old = insert.reloadedFrom?.section, before.indices.contains(old),
                      after.indices.contains(insert.section), after[insert.section] != before[old] else { continue }
                return report(.invalidItemCount, CountMismatchReport.invalidItemCount(
                    section: insert.section, after: after[insert.section], before: before[old], inserted: 0,
                    deleted: 0, movedIn: 0, movedOut: 0))
            }
        }
        var inserted: [Int: Int] = [:], deleted: [Int: Int] = [:], movedIn: [Int: Int] = [:], movedOut: [Int: Int] = [:]
        for insert in inserts where !insert.isSection { inserted[insert.section, default: 0] += 1 }
        for delete in deletes where !delete.isSection { deleted[delete.section, default: 0] += 1 }
        for move in moves where !move.isSection && move.section != move.target.section {
            movedOut[move.section, default: 0] += 1
            movedIn[move.target.section, default: 0] += 1
        }
        for new in after.indices {
            guard let old = mapping.oldSection(forNew: new) else { continue }
            let count = after[new]
            if count < 0 {
                return report(.deleteMoreItemsThanExist, CountMismatchReport.deleteMoreItemsThanExist(section: old))
            }
            let expected = before[old] &+ inserted[new, default: 0] &+ movedIn[new, default: 0]
                &- deleted[old, default: 0] &- movedOut[old, default: 0]
            if count != expected {
                return report(.invalidItemCount, CountMismatchReport.invalidItemCount(
                    section: new, after: count, before: before[old], inserted: inserted[new, default: 0],
                    deleted: deleted[old, default: 0], movedIn: movedIn[new, default: 0],
                    movedOut: movedOut[old, default: 0]))
            }
        }
        return nil
    }

    // MARK: Steps 8–9 — checks UIKit does not make

    /// `reconfigureItems` paths must exist before the update, like a reload's [inferred text].
    func checkReconfigures() throws(UIKitError) {
        for path in queued.reconfigures {
            guard path.section >= 0 && path.section < before.count else {
                throw .reconfigureItemSectionOutOfRange(path.item, path.section, before.count)
            }
            guard path.item >= 0 && path.item < before[path.section] else {
                throw .reconfigureItemOutOfRange(path.item, path.section, before[path.section])
            }
        }
    }

    func checkEngineRules() throws(UIKitError) {
        // `deletes` is sorted, so a position deleted twice shows up as neighbours.
        for (first, second) in zip(deletes, deletes.dropFirst()) where first.path == second.path {
            throw first.isSection ? .sectionDeletedTwice(first.section) : .itemDeletedTwice(first.path)
        }
        let reloaded = Set(queued.reloads.filter { !$0.isSection }.map { $0.path })
        for path in queued.reconfigures where reloaded.contains(path) {
            throw .reloadedAndReconfigured(path)
        }
    }
}
