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
