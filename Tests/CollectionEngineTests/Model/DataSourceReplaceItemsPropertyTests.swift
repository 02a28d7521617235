import Testing
@testable import CollectionEngine
import TestSupport

/// `DataSourceModel.replaceItems(inSection:with:)` (one section replaced in place, O(its items))
/// against the simple reference: the whole model replaced and every index rebuilt from scratch.
@Suite struct DataSourceReplaceItemsPropertyTests {
    typealias Model = DataSourceModel.Model

    static func rebuilt(_ model: Model) -> DataSourceModel {
        var data = DataSourceModel()
        data.replace(with: model)
        return data
    }

    @Test func replacingOneSectionAgreesWithRebuildingEverything() {
        var rng = SplitMix64(state: 0xD5_7A_5E_C7)
        for round in 0..<150 {
            var nextID = 0
            let sectionCount = 1 + rng.below(6)
            // Section ids are interned, so dense but in any order.
            let sectionIDs = (0..<sectionCount).map { $0 }.shuffled(using: &rng)
            var model = Model(sections: sectionIDs.map { id in
                .init(value: id, items: (0..<rng.below(5)).map { _ in nextID += 1; return nextID - 1 })
            })
            var data = Self.rebuilt(model)
            var held = DataSourceModel()   // a copy kept alive, as a rollback point or :undo holds one
            for step in 0..<30 {
                if rng.chance(30) { held = data }
                let section = rng.below(sectionCount)
                // New ids, ids of this section (kept or reordered), never ids of another section.
                var ids = model.sections[section].items.filter { _ in rng.chance(50) }
                for _ in 0..<rng.below(5) { ids.append(nextID); nextID += 1 }
                ids.shuffle(using: &rng)
                model.sections[section].items = ids
                data.replaceItems(inSection: section, with: ids)
                let reference = Self.rebuilt(model)
                let context = "round \(round) step \(step)"
                #expect(data == reference, "\(context)")
                #expect(data.counts == reference.counts && data.counts == model.itemCounts, "\(context)")
                #expect(data.totalItems == reference.totalItems, "\(context)")
                for id in -1...nextID {
                    #expect(data.contains(item: id) == reference.contains(item: id), "\(context) id \(id)")
                    #expect(data.indexPath(of: id) == reference.indexPath(of: id), "\(context) id \(id)")
                    #expect(data.sectionIndex(ofItem: id) == reference.indexPath(of: id)?.section, "\(context) id \(id)")
                }
                for id in -1...sectionCount {
                    #expect(data.sectionIndex(of: id) == model.sections.firstIndex { $0.value == id }, "\(context) section \(id)")
                }
            }
            _ = held
        }
    }

    /// Sections of thousands of items take the index's chunk-by-chunk writes (`replace(with:)`
    /// and `replaceItems`): the same index as rebuilding it id by id, with a copy of the data
    /// source alive (it keeps its own index), negative ids skipped, and an id placed in two
    /// sections noticed.
    @Test func largeSectionsAgreeWithRebuildingEverything() {
        var rng = SplitMix64(state: 0x37_5F_0F_F1)
        for round in 0..<6 {
            let count = 4_096 + rng.below(4_000)
            let ids = Array(0..<(2 * count)).shuffled(using: &rng)
            let original = Model(sections: [.init(value: 1, items: Array(ids[..<count])), .init(value: 0, items: Array(ids[count...]))])
            var data = Self.rebuilt(original)
            let held = data
            var model = original
            model.sections[0].items.shuffle(using: &rng)
            if round % 2 == 1 {
                // An item changes sections, a new one arrives, and a negative id is skipped.
                let moved = model.sections[1].items.removeLast()
                model.sections[0].items.insert(moved, at: rng.below(count))
                model.sections[0].items.append(2 * count)
                model.sections[1].items.insert(-1, at: 0)
            }
            let duplicated = round % 3 == 2
            if duplicated { model.sections[0].items.append(model.sections[1].items[1]) }
            if round < 3 {
                data.replace(with: model)
            } else {
                // Section 1 first: its item leaves before section 0 takes it.
                data.replaceItems(inSection: 1, with: model.sections[1].items)
                data.replaceItems(inSection: 0, with: model.sections[0].items)
            }
            let reference = Self.rebuilt(model)
            #expect(data == reference, "round \(round)")
            #expect(data.mayHoldDuplicateIDs == duplicated && reference.mayHoldDuplicateIDs == duplicated, "round \(round)")
            if !duplicated {
                for id in -1...(2 * count + 1) where data.indexPath(of: id) != reference.indexPath(of: id) {
                    Issue.record("round \(round) id \(id): \(String(describing: data.indexPath(of: id)))")
                    break
                }
            }
            let before = Self.rebuilt(original)
            for id in ids.prefix(200) { #expect(held.indexPath(of: id) == before.indexPath(of: id), "round \(round) held id \(id)") }
        }
    }

    /// `replace(with:)` when one large section is only reordered skips rewriting its index
    /// entries (`ChunkedItemIndex.holdsAsIs`); anything that is not exactly a reordering of the
    /// same ids — one id swapped for a new one, one repeated, one taken from another section —
    /// takes the full rewrite. Either way the index is the one rebuilding gives.
    @Test func reorderingALargeSectionAgreesWithRebuildingEverything() {
        var rng = SplitMix64(state: 0x5_4F_F1E)
        for round in 0..<8 {
            let count = 4_096 + rng.below(3_000)
            let ids = Array(0..<(2 * count)).shuffled(using: &rng)
            let original = Model(sections: [.init(value: 0, items: Array(ids[..<count])), .init(value: 1, items: Array(ids[count...]))])
            var data = Self.rebuilt(original)
            let held = data
            var model = original
            model.sections[0].items.shuffle(using: &rng)
            let k = rng.below(count)
            switch round % 4 {
            case 0: break                                                        // a reordering
            case 1: model.sections[0].items[k] = 2 * count                       // a new id instead of one
            case 2: model.sections[0].items[k] = model.sections[0].items[(k + 1) % count]   // one id twice
            default:                                                             // an id of section 1 instead of one
                model.sections[0].items[k] = model.sections[1].items.removeLast()
                model.sections[1].items.append(2 * count + 1)
            }
            data.replace(with: model)
            let reference = Self.rebuilt(model)
            #expect(data == reference, "round \(round)")
            #expect(data.mayHoldDuplicateIDs == reference.mayHoldDuplicateIDs, "round \(round)")
            for id in -1...(2 * count + 2) {
                guard data.sectionIndex(ofItem: id) != reference.sectionIndex(ofItem: id) else { continue }
                Issue.record("round \(round) id \(id): \(String(describing: data.sectionIndex(ofItem: id)))")
                break
            }
            let before = Self.rebuilt(original)
            for id in ids.prefix(200) { #expect(held.sectionIndex(ofItem: id) == before.sectionIndex(ofItem: id), "round \(round) held id \(id)") }
        }
    }

    /// Ids far larger than the number of sections (never interned ones) fall back to a scan
    /// rather than a table of a billion entries.
    @Test func sparseSectionIDsStillResolve() {
        var data = DataSourceModel()
        data.replace(with: Model(sections: [.init(value: 1 << 30, items: [3]), .init(value: 7, items: [4, 5])]))
        #expect(data.sectionIndex(of: 1 << 30) == 0)
        #expect(data.sectionIndex(of: 7) == 1)
        #expect(data.sectionIndex(of: 0) == nil)
        #expect(data.indexPath(of: 5) == IndexPath(1, 1))
        data.replaceItems(inSection: 1, with: [6])
        #expect(data.indexPath(of: 6) == IndexPath(1, 0))
        #expect(!data.contains(item: 4))
    }
}
