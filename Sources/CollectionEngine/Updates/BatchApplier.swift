/// Applies a batch to a model with UIKit's index-space rules: deletes and reloads name positions
/// before, inserts after, moves go from before to after (docs/updates.md §1.2).
///
/// Models: what an app does to its own arrays inside `performBatchUpdates`, expressed by the calls
/// it makes on the view; the result is the model the data source reports afterwards.
///
/// Rules (the same placement as `UpdateMapping`, so a valid batch's result agrees with it):
/// - Deleted sections and items, reload sources and move sources leave; inserted sections and
///   items, reload halves and move targets take their after-space positions; survivors keep their
///   order and fill the rest. Lengths are survivors + placed.
/// - A reload keeps its value: the reloaded item (or section, with its items) is placed at the
///   reload's adjusted path (§1.6); `insertedItem`/`insertedSection` are called only for inserts.
/// - Items inside a moved section travel with it; item deletes and reloads inside a deleted section
///   and item inserts inside an inserted section are dropped; an item moved into an inserted section
///   is dropped (the inserted section's content comes from `insertedSection`).
/// - Conflicting operations that UIKit would reject (a delete and a move of one item, two moves to
///   one place, …) are applied leniently: a position removed twice leaves once, and a position
///   claimed twice gives the second claimant the next free slot. Only positions the model cannot
///   have are errors.
public enum BatchApplier {
    /// - Parameters:
    ///   - insertedSection: the value and items of the section inserted at (after-space) index; for
    ///     a section inserted twice, both calls get the index the caller named.
    ///   - insertedItem: the item inserted at (after-space) index path, likewise.
    /// - Returns: the new model, or an engine error (`.engine`) when a position is out of range for
    ///   `model` (the data source's own arrays would trap: not UIKit's error).
    public static func apply<S, I>(_ update: BatchUpdate, to model: SectionedModel<S, I>,
                                   insertedSection: (Int) -> SectionedModel<S, I>.Section,
                                   insertedItem: (IndexPath) -> I) -> Result<SectionedModel<S, I>, UIKitError> {
        do {
            return .success(try BatchApplication(update: update, model: model)
                .run(insertedSection: insertedSection, insertedItem: insertedItem))
        } catch {
            return .failure(error)
        }
    }
}

/// One batch read against one model (the rules above): the plan both `apply` (a new model) and
/// `resolve` (an in-place edit of the data source, `DataSourceBatch.swift`) are made from.
struct BatchApplication<S: Hashable & Sendable, I: Hashable & Sendable> {
    let queued: QueuedUpdates
    let model: SectionedModel<S, I>
    let oldCount: Int
    let newCount: Int
    /// Which old sections leave and which new slots are placed (checked: every placement in range).
    let sections: UpdateSlotPlan<Int>
    /// Old section → the item slots that leave it (in call order; may repeat).
    let itemRemovals: [Int: [Int]]
    /// New section → the items placed in it (after space).
    let itemPlacements: [Int: [(slot: Int, source: UpdatePlacement<IndexPath>)]]

    /// Reads the batch against `model`: every position read or removed must exist before, and
    /// every placed section after. Builds nothing that grows with the model.
    init(update: BatchUpdate, model: SectionedModel<S, I>) throws(UIKitError) {
        queued = QueuedUpdates(update)
        self.model = model
        let (deletes, inserts) = queued.decomposed()
        oldCount = model.sections.count
        let deletedSections = Set(deletes.filter { $0.isSection }.map { $0.section })

        // Before space: every position read or removed must exist.
        var sectionRemovals: [Int] = []
        var itemRemovals: [Int: [Int]] = [:]
        for delete in deletes {
            let verb = delete.isFromReload ? "reload" : "delete"
            if delete.isSection {
                try Self.checkOld(section: delete.section, verb, in: model)
                sectionRemovals.append(delete.section)
            } else if !deletedSections.contains(delete.section) {
                try Self.checkOld(delete.path, verb, in: model)
                itemRemovals[delete.section, default: []].append(delete.path.item)
            }
        }
        for move in queued.moves {
            if move.isSection {
                try Self.checkOld(section: move.section, "move", in: model)
                sectionRemovals.append(move.section)
            } else {
                try Self.checkOld(move.path, "move", in: model)
                itemRemovals[move.section, default: []].append(move.path.item)
            }
        }
        for path in queued.reconfigures { try Self.checkOld(path, "reconfigure", in: model) }

        // Sections after the update.
        var sectionPlacements: [(slot: Int, source: UpdatePlacement<Int>)] = []
        for insert in inserts where insert.isSection {
            sectionPlacements.append((insert.section, insert.reloadedFrom.map { .reloaded(from: $0.section) }
                                        ?? .inserted(requested: insert.section)))
        }
        for move in queued.moves where move.isSection {
            sectionPlacements.append((move.target.section, .moved(from: move.section)))
        }
        let newCount = oldCount - Set(sectionRemovals).count + sectionPlacements.count
        for placement in sectionPlacements where placement.slot < 0 || placement.slot >= newCount {
            throw .dataOutOfRange("cannot \(placement.source.verb) section at \(placement.slot): the data would have only \(newCount) sections")
        }
        self.newCount = newCount
        sections = UpdateSlotPlan(removed: sectionRemovals, placements: sectionPlacements, newLength: newCount)

        // Items after the update, grouped by new section.
        var itemPlacements: [Int: [(slot: Int, source: UpdatePlacement<IndexPath>)]] = [:]
        func place(_ path: IndexPath, _ source: UpdatePlacement<IndexPath>) throws(UIKitError) {
            guard path.section >= 0 && path.section < newCount else {
                throw .dataOutOfRange("cannot \(source.verb) item at \(path): the data would have only \(newCount) sections")
            }
            itemPlacements[path.section, default: []].append((path.item, source))
        }
        for insert in inserts where !insert.isSection {
            try place(insert.path, insert.reloadedFrom.map { .reloaded(from: $0) } ?? .inserted(requested: insert.path))
        }
        for move in queued.moves where !move.isSection {
            try place(move.target, .moved(from: move.path))
        }
        self.itemRemovals = itemRemovals
        self.itemPlacements = itemPlacements
    }

    func run(insertedSection: (Int) -> SectionedModel<S, I>.Section,
             insertedItem: (IndexPath) -> I) throws(UIKitError) -> SectionedModel<S, I> {
        var result: [SectionedModel<S, I>.Section] = []
        result.reserveCapacity(max(0, newCount))
        for new in 0..<max(0, newCount) {
            switch sections.origin(ofNew: new, oldLength: oldCount) {
            case .placed(.inserted(let requested)):
                result.append(insertedSection(requested))
            case .placed(.reloaded(let old)):
                result.append(model.sections[old])   // range-checked as a delete half above
            case .placed(.moved(let old)), .survivor(let old):
                let placements = itemPlacements[new] ?? [], removed = itemRemovals[old] ?? []
                if placements.isEmpty && removed.isEmpty {
                    result.append(model.sections[old])   // untouched: its items array is shared, not rebuilt
                } else {
                    result.append(try merge(old: old, new: new, placements: placements, removed: removed,
                                            insertedItem: insertedItem))
                }
            case .none:
                // unreachable: newCount = survivors + placements, and every placement gets a slot.
                throw .dataOutOfRange("section \(new) has no content after the update")
            }
        }
        return SectionedModel(sections: result)
    }

    /// The placements of new section `new` (made from old section `old`) as a plan, checked
    /// against the section's length after the update; `removed` is the old section's removals.
    func itemPlan(old: Int, new: Int, placements: [(slot: Int, source: UpdatePlacement<IndexPath>)],
                  removed: UpdateSlotPlan<IndexPath>) throws(UIKitError) -> (placed: UpdateSlotPlan<IndexPath>, length: Int) {
        let length = removed.survivorCount(oldLength: model.sections[old].items.count) + placements.count
        for placement in placements where placement.slot < 0 || placement.slot >= length {
            throw .dataOutOfRange("cannot \(placement.source.verb) item at \(IndexPath(new, placement.slot)): the data would have only \(length) items in section \(new)")
        }
        return (UpdateSlotPlan(removed: [], placements: placements, newLength: length), length)
    }

    /// The items of new section `new`, made from old section `old`'s survivors and the placements.
    func merge(old: Int, new: Int, placements: [(slot: Int, source: UpdatePlacement<IndexPath>)], removed: [Int],
               insertedItem: (IndexPath) -> I) throws(UIKitError) -> SectionedModel<S, I>.Section {
        let section = model.sections[old]
        let plan = UpdateSlotPlan<IndexPath>(removed: removed, placements: [], newLength: 0)
        let (placed, length) = try itemPlan(old: old, new: new, placements: placements, removed: plan)
        var items = ItemArray<I>()
        items.reserveCapacity(length)
        var nextPlaced = 0, nextRemoved = 0, nextOld = 0
        for slot in 0..<length {
            if nextPlaced < placed.placed.count && placed.placed[nextPlaced] == slot {
                switch placed.sources[nextPlaced] {
                case .inserted(let requested): items.append(insertedItem(requested))
                case .reloaded(let from), .moved(let from): items.append(model.sections[from.section].items[from.item])
                }
                nextPlaced += 1
                continue
            }
            while nextRemoved < plan.removed.count && plan.removed[nextRemoved] == nextOld {
                nextRemoved += 1
                nextOld += 1
            }
            if nextOld < section.items.count {
                items.append(section.items[nextOld])
                nextOld += 1
            }
        }
        return SectionedModel<S, I>.Section(value: section.value, items: items)
    }

    static func checkOld(section: Int, _ verb: String, in model: SectionedModel<S, I>) throws(UIKitError) {
        guard section >= 0 && section < model.sections.count else {
            throw .dataOutOfRange("cannot \(verb) section \(section): the data has only \(model.sections.count) sections")
        }
    }

    static func checkOld(_ path: IndexPath, _ verb: String, in model: SectionedModel<S, I>) throws(UIKitError) {
        guard path.section >= 0 && path.section < model.sections.count else {
            throw .dataOutOfRange("cannot \(verb) item \(path): the data has only \(model.sections.count) sections")
        }
        let count = model.sections[path.section].items.count
        guard path.item >= 0 && path.item < count else {
            throw .dataOutOfRange("cannot \(verb) item \(path): the data has only \(count) items in section \(path.section)")
        }
    }
}

extension UpdatePlacement {
    var verb: String {
        switch self {
        case .inserted: return "insert"
        case .reloaded: return "reload"
        case .moved: return "move"
        }
    }
}
