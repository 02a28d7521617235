/// Validates one batch the way UIKit's end-of-batch validator does, in UIKit's order, with UIKit's
/// messages (updates.md §2).
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
public enum BatchValidator {
    /// - Parameters:
    ///   - before: the view's item counts per section before the update (its cached counts).
    ///   - after: the data source's item counts per section after the update block.
    ///   - collectionViewDescription: the view's description in the modern report's last line.
    /// - Returns: where every old item and section went, or the error UIKit would raise.
    public static func validate(_ update: BatchUpdate, before: [Int], after: [Int], version: UIKitVersion,
                                collectionViewDescription: String = "<UICollectionView: 0x0>")
        -> Result<UpdateMapping, UIKitError> {
        var run = Validation(update: update, before: before, after: after)
        do {
            return .success(try run.check(version: version, collectionViewDescription: collectionViewDescription))
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
    var deletes: [UpdateItem] = []
    var inserts: [UpdateItem] = []
    var moves: [UpdateItem]

    init(update: BatchUpdate, before: [Int], after: [Int]) {
        queued = QueuedUpdates(update)
        self.before = before
        self.after = after
        moves = queued.moves
    }

    mutating func check(version: UIKitVersion, collectionViewDescription: String) throws(UIKitError) -> UpdateMapping {
        try checkReloads()
        (deletes, inserts) = queued.decomposed()
        try checkDeletes()
        try checkInserts()
        try checkMoves()
        let mapping = buildMapping()
        if let report = countMismatch(mapping: mapping, collectionViewDescription: collectionViewDescription) {
            throw report.error(version)
        }
        try checkReconfigures()
        try checkEngineRules()
        return mapping
    }

    // MARK: Step 2 — reloads against deletes

    func checkReloads() throws(UIKitError) {
        for reload in queued.reloads {
            for delete in queued.deletes where delete.path == reload.path {
                throw .deleteAndReload(delete.path)
            }
        }
    }

    // MARK: Step 3 — deletes, descending, against before

    mutating func checkDeletes() throws(UIKitError) {
        var index = 0
        while index < deletes.count {
            let delete = deletes[index]
            let s = delete.section
            if delete.isSection {
                guard s >= 0 && s < before.count else { throw .deleteSectionOutOfRange(s, before.count) }
                // Item deletes (and reload halves) inside a deleted section are dropped.
                var scan = 0
                while scan < deletes.count {
                    if !deletes[scan].isSection && deletes[scan].section == s {
                        deletes.remove(at: scan)
                        if scan < index { index -= 1 }
                    } else {
                        scan += 1
                    }
                }
                for move in moves {
                    if move.path == delete.path {
                        throw move.isSection ? .deleteAndMoveSection(s) : .deleteAndMoveItem(delete.path)
                    } else if move.section == s {
                        throw .moveFromDeletedSection(s)
                    }
                }
            } else {
                guard s >= 0 && s < before.count else {
                    throw .deleteItemSectionOutOfRange(delete.path.item, s, before.count)
                }
                guard delete.path.item >= 0 && delete.path.item < before[s] else {
                    throw .deleteItemOutOfRange(delete.path.item, s, before[s])
                }
                for move in moves where move.path == delete.path {
                    throw .deleteAndMoveItem(delete.path)
                }
            }
            index += 1
        }
    }

    // MARK: Step 4 — inserts, ascending, against after

    mutating func checkInserts() throws(UIKitError) {
        var index = 0
        while index < inserts.count {
            let insert = inserts[index]
            let s = insert.section
            if insert.isSection {
                guard s >= 0 && s < after.count else { throw .insertSectionOutOfRange(s, after.count) }
                // Item inserts inside an inserted section are dropped (after their range check).
                var scan = 0
                while scan < inserts.count {
                    if !inserts[scan].isSection && inserts[scan].section == s {
                        inserts.remove(at: scan)
                        if scan < index { index -= 1 }
                    } else {
                        scan += 1
                    }
                }
                for move in moves {
                    if move.target == insert.path {
                        throw move.isSection ? .insertAndMoveSection(s) : .insertAndMoveItem(insert.path)
                    } else if move.target.section == s {
                        throw .moveIntoInsertedSection(s)
                    }
                }
            } else {
                guard s >= 0 && s < after.count else {
                    throw .insertItemSectionOutOfRange(insert.path.item, s, after.count)
                }
                guard insert.path.item >= 0 && insert.path.item < after[s] else {
                    throw .insertItemOutOfRange(insert.path.item, s, after[s])
                }
                for move in moves where move.target == insert.path {
                    throw .insertAndMoveItem(insert.path)
                }
            }
            index += 1
        }
    }

    // MARK: Step 5 — moves, ascending by source, both sides

    mutating func checkMoves() throws(UIKitError) {
        var index = 0
        while index < moves.count {
            let move = moves[index]
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
            var scan = index + 1
            while scan < moves.count {
                let other = moves[scan]
                let sameSource = other.path == from, sameTarget = other.target == to
                if sameSource && sameTarget {
                    moves.remove(at: scan)   // an exact duplicate is dropped silently
                    continue
                }
                if sameSource {
                    throw move.isSection
                        ? .moveSectionToBoth(from.section, to.section, other.target.section)
                        : .moveItemToBoth(from, to, other.target)
                } else if sameTarget {
                    throw move.isSection
                        ? .moveBothSections(from.section, other.path.section, to.section)
                        : .moveBothItems(from, other.path, to)
                }
                scan += 1
            }
            index += 1
        }
    }

    // MARK: Steps 6–7 — counts

    func buildMapping() -> UpdateMapping {
        var sectionRemovals: [Int] = []
        var sectionPlacements: [(slot: Int, source: Placement<Int>)] = []
        var itemRemovals: [IndexPath] = []
        var itemPlacements: [(path: IndexPath, source: Placement<IndexPath>)] = []
        for delete in deletes {
            if delete.isSection { sectionRemovals.append(delete.section) } else { itemRemovals.append(delete.path) }
        }
        for insert in inserts {
            if insert.isSection {
                let source: Placement<Int> = insert.reloadedFrom.map { .reloaded(from: $0.section) }
                    ?? .inserted(requested: insert.section)
                sectionPlacements.append((insert.section, source))
            } else {
                let source: Placement<IndexPath> = insert.reloadedFrom.map { .reloaded(from: $0) }
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
    func countMismatch(mapping: UpdateMapping, collectionViewDescription: String) -> CountMismatchReport? {
        func report(_ id: String, _ classic: String) -> CountMismatchReport {
            CountMismatchReport(id: id, classicMessage: classic, before: before, after: after,
                                entries: CountMismatchReport.entries(for: queued),
                                collectionViewDescription: collectionViewDescription)
        }
        let insertedSections = inserts.filter(\.isSection).count
        let deletedSections = deletes.filter(\.isSection).count
        if before.count &+ insertedSections &- deletedSections != after.count {
            return report("update.invalidSectionCount",
                          .invalidSectionCountMessage(after.count, before.count, insertedSections, deletedSections))
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
                return report("update.deleteMoreItemsThanExist", .negativeItemCountMessage(old))
            }
            let expected = before[old] &+ inserted[new, default: 0] &+ movedIn[new, default: 0]
                &- deleted[old, default: 0] &- movedOut[old, default: 0]
            if count != expected {
                return report("update.invalidItemCount", .invalidItemCountMessage(
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
        let reloaded = Set(queued.reloads.filter { !$0.isSection }.map(\.path))
        for path in queued.reconfigures where reloaded.contains(path) {
            throw .reloadedAndReconfigured(path)
        }
    }
}

// MARK: - Messages (texts copied from UIKit; updates.md §2.1, §2.3)

extension UIKitError {
    static func deleteAndReload(_ path: IndexPath) -> UIKitError {
        .init(id: "update.deleteAndReload",
              message: "attempt to delete and reload the same index path (\(path.nsDescription))")
    }
    static func deleteSectionOutOfRange(_ section: Int, _ count: Int) -> UIKitError {
        .init(id: "update.deleteSectionOutOfRange",
              message: "attempt to delete section \(section), but there are only \(count) sections before the update")
    }
    static func deleteAndMoveSection(_ section: Int) -> UIKitError {
        .init(id: "update.deleteAndMoveSection",
              message: "attempt to perform a delete and a move from the same section (\(section))")
    }
    static func deleteAndMoveItem(_ path: IndexPath) -> UIKitError {
        .init(id: "update.deleteAndMoveItem",
              message: "attempt to perform a delete and a move from the same index path (\(path.nsDescription))")
    }
    static func moveFromDeletedSection(_ section: Int) -> UIKitError {
        .init(id: "update.moveFromDeletedSection",
              message: "cannot move an item from a deleted section (\(section))")
    }
    static func deleteItemSectionOutOfRange(_ item: Int, _ section: Int, _ count: Int) -> UIKitError {
        .init(id: "update.deleteItemSectionOutOfRange",
              message: "attempt to delete item \(item) from section \(section), but there are only \(count) sections before the update")
    }
    static func deleteItemOutOfRange(_ item: Int, _ section: Int, _ count: Int) -> UIKitError {
        .init(id: "update.deleteItemOutOfRange",
              message: "attempt to delete item \(item) from section \(section) which only contains \(count) items before the update")
    }
    static func insertSectionOutOfRange(_ section: Int, _ count: Int) -> UIKitError {
        .init(id: "update.insertSectionOutOfRange",
              message: "attempt to insert section \(section) but there are only \(count) sections after the update")
    }
    static func insertAndMoveSection(_ section: Int) -> UIKitError {
        .init(id: "update.insertAndMoveSection",
              message: "attempt to perform an insert and a move to the same section (\(section))")
    }
    static func insertAndMoveItem(_ path: IndexPath) -> UIKitError {
        .init(id: "update.insertAndMoveItem",
              message: "attempt to perform an insert and a move to the same index path (\(path.nsDescription))")
    }
    static func moveIntoInsertedSection(_ section: Int) -> UIKitError {
        .init(id: "update.moveIntoInsertedSection",
              message: "cannot move an item into a newly inserted section (\(section))")
    }
    static func insertItemSectionOutOfRange(_ item: Int, _ section: Int, _ count: Int) -> UIKitError {
        .init(id: "update.insertItemSectionOutOfRange",
              message: "attempt to insert item \(item) into section \(section), but there are only \(count) sections after the update")
    }
    static func insertItemOutOfRange(_ item: Int, _ section: Int, _ count: Int) -> UIKitError {
        .init(id: "update.insertItemOutOfRange",
              message: "attempt to insert item \(item) into section \(section), but there are only \(count) items in section \(section) after the update")
    }
    static func moveSectionSourceOutOfRange(_ section: Int, _ count: Int) -> UIKitError {
        .init(id: "update.moveSectionSourceOutOfRange",
              message: "attempt to move section \(section), but there are only \(count) sections before the update")
    }
    /// Sic: UIKit's text says "to to".
    static func moveSectionTargetOutOfRange(_ from: Int, _ to: Int, _ count: Int) -> UIKitError {
        .init(id: "update.moveSectionTargetOutOfRange",
              message: "attempt to to move section \(from) to section \(to), but there are only \(count) sections after the update")
    }
    static func moveItemSourceSectionOutOfRange(_ from: IndexPath, _ count: Int) -> UIKitError {
        .init(id: "update.moveItemSourceSectionOutOfRange",
              message: "attempt to move index path (\(from.nsDescription)) from a section that does not exist - there are only \(count) sections before the update")
    }
    static func moveItemSourceOutOfRange(_ from: IndexPath, _ count: Int) -> UIKitError {
        .init(id: "update.moveItemSourceOutOfRange",
              message: "attempt to move index path (\(from.nsDescription)) that does not exist - there are only \(count) items in section \(from.section) before the update")
    }
    static func moveItemTargetSectionOutOfRange(_ from: IndexPath, _ to: IndexPath, _ count: Int) -> UIKitError {
        .init(id: "update.moveItemTargetSectionOutOfRange",
              message: "attempt to move index path (\(from.nsDescription)) to index path (\(to.nsDescription)) in section that does not exist - there are only \(count) sections after the update")
    }
    static func moveItemTargetOutOfRange(_ from: IndexPath, _ to: IndexPath, _ count: Int) -> UIKitError {
        .init(id: "update.moveItemTargetOutOfRange",
              message: "attempt to move index path (\(from.nsDescription)) to index path (\(to.nsDescription)) that does not exist - there are only \(count) items in section \(to.section) after the update")
    }
    static func moveSectionToBoth(_ from: Int, _ to: Int, _ other: Int) -> UIKitError {
        .init(id: "update.moveSectionToBoth",
              message: "attempt to move section \(from) to both section \(to) and section \(other)")
    }
    static func moveItemToBoth(_ from: IndexPath, _ to: IndexPath, _ other: IndexPath) -> UIKitError {
        .init(id: "update.moveItemToBoth",
              message: "attempt to move item at index path \(from.nsDescription) to both \(to.nsDescription) and \(other.nsDescription)")
    }
    static func moveBothSections(_ from: Int, _ other: Int, _ to: Int) -> UIKitError {
        .init(id: "update.moveBothSections",
              message: "attempt to move both section \(from) and section \(other) to section \(to)")
    }
    static func moveBothItems(_ from: IndexPath, _ other: IndexPath, _ to: IndexPath) -> UIKitError {
        .init(id: "update.moveBothItems",
              message: "attempt to move both item at index path \(from.nsDescription) and \(other.nsDescription) to \(to.nsDescription)")
    }
    /// [inferred] UIKit's text for an out-of-range reconfigure is unknown; modelled on the delete text.
    static func reconfigureItemSectionOutOfRange(_ item: Int, _ section: Int, _ count: Int) -> UIKitError {
        .init(id: "update.reconfigureItemSectionOutOfRange",
              message: "attempt to reconfigure item \(item) in section \(section), but there are only \(count) sections before the update")
    }
    /// [inferred] See `reconfigureItemSectionOutOfRange`.
    static func reconfigureItemOutOfRange(_ item: Int, _ section: Int, _ count: Int) -> UIKitError {
        .init(id: "update.reconfigureItemOutOfRange",
              message: "attempt to reconfigure item \(item) in section \(section) which only contains \(count) items before the update")
    }
    /// Not UIKit's: UIKit does not check, and later corrupts memory (updates.md §2.3).
    static func itemDeletedTwice(_ path: IndexPath) -> UIKitError {
        .init(id: "update.itemDeletedTwice", exception: .engine,
              message: "engine: index path deleted twice in one update (\(path.nsDescription))")
    }
    /// Not UIKit's: the section analogue of `itemDeletedTwice`.
    static func sectionDeletedTwice(_ section: Int) -> UIKitError {
        .init(id: "update.sectionDeletedTwice", exception: .engine,
              message: "engine: section deleted twice in one update (\(section))")
    }
    /// Not UIKit's: a reload replaces the cell while a reconfigure keeps it; both at once is undefined.
    static func reloadedAndReconfigured(_ path: IndexPath) -> UIKitError {
        .init(id: "update.reloadAndReconfigure", exception: .engine,
              message: "engine: index path both reloaded and reconfigured in one update (\(path.nsDescription))")
    }
}

fileprivate extension String {
    static func invalidSectionCountMessage(_ after: Int, _ before: Int, _ inserted: Int, _ deleted: Int) -> String {
        "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (\(after)) must be equal to the number of sections contained in the collection view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    }
    static func negativeItemCountMessage(_ section: Int) -> String {
        "Invalid update: invalid number of items in section \(section).  Attempt to delete more items than exist in section."
    }
    static func invalidItemCountMessage(section: Int, after: Int, before: Int, inserted: Int, deleted: Int,
                                        movedIn: Int, movedOut: Int) -> String {
        "Invalid update: invalid number of items in section \(section).  The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }
}
