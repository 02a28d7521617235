/// A batch resolved against the data source, to be made in place: the item removals (before
/// space), the section reshape, the item placements (after space), each naming only what the batch
/// names, so that making it costs O(k log n) for k changed items (plus the memmove of a changed
/// section's tail), and untouched sections are never visited.
///
/// Models: the same result as `BatchApplier.apply` followed by `DataSourceModel.replace(with:)`,
/// which rebuilds every item array the batch touches (pinned by `DataSourceBatchPropertyTests`).
/// Batches whose lenient application would leave an id in two places (a source moved twice, an
/// item moved out of a reloaded section, a claimant with no free slot) are not resolved
/// (`resolve` returns nil) and are left to that general path.
struct DataSourceBatch: Sendable {
    /// Before space: item slots leaving sections that stay (survivors and moved sections). With no
    /// reshape, each section's removals and placements are one splice here and `placements` is empty.
    var removals: [ItemSplice] = []
    /// The sections' own change; nil when the batch names no section.
    var reshape: SectionReshape?
    /// After space: items placed in sections that stay.
    var placements: [ItemSplice] = []
    /// Item counts per section after the batch.
    var countsAfter: [Int] = []
}

extension BatchApplier {
    /// `batch` resolved against `data` for an in-place edit: `.success(nil)` when it must take the
    /// general path (`apply`), the error `apply` would give when the data cannot take it.
    ///
    /// `insertedSection` and `insertedItem` are called as `apply` calls them (new sections
    /// ascending, items by new section then slot), so a caller's claimant bookkeeping agrees; a
    /// caller that falls back to `apply` after a nil must start that bookkeeping afresh.
    static func resolve(_ update: BatchUpdate, in data: DataSourceModel,
                        insertedSection: (Int) -> DataSourceModel.Model.Section,
                        insertedItem: (IndexPath) -> Int) -> Result<DataSourceBatch?, UIKitError> {
        // An id held twice: only the rebuilding path keeps the index as it always was.
        guard !data.mayHoldDuplicateIDs else { return .success(nil) }
        do {
            let application = try BatchApplication(update: update, model: data.model)
            return .success(try application.resolve(counts: data.counts, insertedSection: insertedSection,
                                                    insertedItem: insertedItem))
        } catch {
            return .failure(error)
        }
    }
}

extension BatchApplication where S == Int, I == Int {
    /// See `BatchApplier.resolve`.
    func resolve(counts: [Int], insertedSection: (Int) -> SectionedModel<Int, Int>.Section,
                 insertedItem: (IndexPath) -> Int) throws(UIKitError) -> DataSourceBatch? {
        // Sections: where each old section that leaves goes (nil: deleted).
        var target: [Int: (slot: Int, isReload: Bool)] = [:]
        var placedSections: [SectionReshape.Placed] = []
        var newSectionCount: [Int: Int] = [:]
        for (slot, source) in zip(sections.placed, sections.sources) {
            switch source {
            case .inserted(let requested):
                let section = insertedSection(requested)
                placedSections.append(.init(slot: slot, source: .new(section)))
                newSectionCount[slot] = section.items.count
            case .reloaded(let old), .moved(let old):
                // A section placed twice would be in two places.
                guard target[old] == nil, UpdateSlotPlan<Int>.contains(sections.removed, old) else { return nil }
                if case .reloaded = source { target[old] = (slot, true) } else { target[old] = (slot, false) }
                placedSections.append(.init(slot: slot, source: .old(old)))
            }
        }
        let reshape = sections.removed.isEmpty && placedSections.isEmpty ? nil
            : SectionReshape(removed: sections.removed.map { .init(index: $0, isDeleted: target[$0] == nil) },
                             placed: placedSections)
        /// Whether the items of old section `old` are edited (a survivor or a moved section).
        func keepsItems(_ old: Int) -> Bool {
            !UpdateSlotPlan<Int>.contains(sections.removed, old) || target[old]?.isReload == false
        }
        func isDeleted(_ old: Int) -> Bool {
            UpdateSlotPlan<Int>.contains(sections.removed, old) && target[old] == nil
        }

        // Items leaving old sections that keep their items.
        var removedSlots: [Int: [Int]] = [:]
        for (old, slots) in itemRemovals where keepsItems(old) {
            removedSlots[old] = UpdateSlotPlan<Int>.sortedDistinct(slots)
        }

        // Items placed in new sections that were survivors or moved (others drop them).
        var placedItems: [(section: Int, placed: [ItemSplice.Placed])] = []
        var usedSources = Set<IndexPath>()
        for new in itemPlacements.keys.sorted() {
            let old: Int
            switch sections.origin(ofNew: new, oldLength: oldCount) {
            case .placed(.moved(let from)), .survivor(let from): old = from
            case .placed(.inserted), .placed(.reloaded), .none: continue
            }
            let placements = itemPlacements[new] ?? []
            let removed = UpdateSlotPlan<IndexPath>(sortedRemoved: removedSlots[old] ?? [], placed: [], sources: [])
            let (plan, _) = try itemPlan(old: old, new: new, placements: placements, removed: removed)
            guard plan.placed.count == placements.count else { return nil }   // a claimant dropped
            var placed: [ItemSplice.Placed] = []
            placed.reserveCapacity(plan.placed.count)
            for (slot, source) in zip(plan.placed, plan.sources) {
                switch source {
                case .inserted(let requested):
                    placed.append(.init(slot: slot, id: insertedItem(requested)))
                case .reloaded(let from), .moved(let from):
                    // The source must leave where it was, and only once.
                    let leaves = isDeleted(from.section)
                        || (keepsItems(from.section) && UpdateSlotPlan<Int>.contains(removedSlots[from.section] ?? [], from.item))
                    guard leaves, usedSources.insert(from).inserted else { return nil }
                    placed.append(.init(slot: slot, id: model.sections[from.section].items[from.item]))
                }
            }
            placedItems.append((new, placed))
        }

        // Counts after: removals, then the reshape, then placements.
        var after = counts
        for (old, slots) in removedSlots { after[old] -= slots.count }
        if let reshape {
            for removed in reshape.removed.reversed() { after.remove(at: removed.index) }
            for placed in reshape.placed {
                switch placed.source {
                case .new: after.insert(newSectionCount[placed.slot] ?? 0, at: placed.slot)
                case .old(let old):
                    // A reloaded section keeps every item; a moved one lost its removals above.
                    let count = target[old]?.isReload == true ? counts[old] : counts[old] - (removedSlots[old]?.count ?? 0)
                    after.insert(count, at: placed.slot)
                }
            }
        }
        for (section, placed) in placedItems { after[section] += placed.count }

        var batch = DataSourceBatch(reshape: reshape, countsAfter: after)
        let removals = removedSlots.keys.sorted().map { ItemSplice(section: $0, removed: removedSlots[$0] ?? [], placed: []) }
        let placements = placedItems.map { ItemSplice(section: $0.section, removed: [], placed: $0.placed) }
        if reshape == nil {
            // One index space: one splice per section, removals and placements together.
            var bySection: [Int: ItemSplice] = [:]
            for splice in removals { bySection[splice.section] = splice }
            for splice in placements { bySection[splice.section, default: ItemSplice(section: splice.section, removed: [], placed: [])].placed = splice.placed }
            batch.removals = bySection.keys.sorted().compactMap { bySection[$0] }
        } else {
            batch.removals = removals
            batch.placements = placements
        }
        return batch
    }
}

extension DataSourceModel {
    /// Makes `batch` in place: O(what it names), plus one pass over each changed span.
    mutating func apply(_ batch: DataSourceBatch) {
        spliceItems(batch.removals)
        if let reshape = batch.reshape { reshapeSections(reshape) }
        spliceItems(batch.placements)
    }
}
