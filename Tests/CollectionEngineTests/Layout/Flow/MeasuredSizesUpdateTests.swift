import Testing
@testable import CollectionEngine
import TestSupport

/// Measured sizes follow their items through batch updates (docs/self-sizing.md §2.5): the flow
/// layout's sparse trees, renumbered through the update's mapping, against a reference that keeps
/// a plain dictionary from item identity to size (deleted and reloaded items lose theirs, inserted
/// items have none, everything else keeps its own) over random edit sequences.
@Suite struct MeasuredSizesUpdateTests {
    typealias Model = SectionedModel<Int, Int>

    /// A random batch over `model` (deletes, reloads, moves, inserts of items; deletes, inserts and
    /// moves of sections), not necessarily one UIKit accepts.
    static func randomBatch(_ model: Model, _ rng: inout SplitMix64) -> BatchUpdate {
        var ops: [UpdateOperation] = []
        var used = Set<IndexPath>()
        let counts = model.itemCounts
        func pick() -> IndexPath? {
            let sections = counts.indices.filter { counts[$0] > 0 }
            guard !sections.isEmpty else { return nil }
            let s = sections[rng.below(sections.count)]
            let p = IndexPath(s, rng.below(counts[s]))
            return used.insert(p).inserted ? p : nil
        }
        for _ in 0..<rng.below(4) { if let p = pick() { ops.append(.deleteItems([p])) } }
        for _ in 0..<rng.below(3) { if let p = pick() { ops.append(.reloadItems([p])) } }
        for _ in 0..<rng.below(3) {
            if let p = pick(), !counts.isEmpty {
                let s = rng.below(counts.count)
                ops.append(.moveItem(from: p, to: IndexPath(s, rng.below(counts[s] + 1))))
            }
        }
        for _ in 0..<rng.below(4) where !counts.isEmpty {
            let s = rng.below(counts.count)
            ops.append(.insertItems([IndexPath(s, rng.below(counts[s] + 2))]))
        }
        if rng.chance(10), !counts.isEmpty { ops.append(.deleteSections([rng.below(counts.count)])) }
        if rng.chance(10) { ops.append(.insertSections([rng.below(counts.count + 1)])) }
        if rng.chance(10), counts.count > 1 { ops.append(.moveSection(from: rng.below(counts.count), to: rng.below(counts.count))) }
        return BatchUpdate(ops)
    }

    @Test(arguments: 0..<30) func sizesFollowTheirItems(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        var nextID = 0
        func fresh() -> Int { nextID += 1; return nextID }
        var model = Model(sections: (0..<(1 + rng.below(3))).map { s in
            .init(value: s, items: (0..<rng.below(30)).map { _ in fresh() })
        })
        var flow = FlowLayout()
        flow.estimatedItemSize = Size(width: 100, height: 50)
        var reference: [Int: Size] = [:]
        var applied = 0
        for _ in 0..<60 {
            // Some cells measure.
            for _ in 0..<rng.below(6) {
                let counts = model.itemCounts
                let sections = counts.indices.filter { counts[$0] > 0 }
                guard !sections.isEmpty else { break }
                let s = sections[rng.below(sections.count)]
                let k = rng.below(counts[s])
                let size = Size(width: 100, height: Double(10 + rng.below(100)))
                flow.setMeasuredSize(size, forItemAt: IndexPath(s, k), counts: counts)
                reference[model.sections[s].items[k]] = size
            }
            let batch = Self.randomBatch(model, &rng)
            guard case .success(let after) = BatchApplier.apply(batch, to: model,
                                                                 insertedSection: { _ in .init(value: fresh(), items: []) },
                                                                 insertedItem: { _ in fresh() }),
                  case .success(let mapping) = BatchValidator.validate(batch, before: model.itemCounts, after: after.itemCounts,
                                                                        version: UIKitVersion(17))
            else { continue }
            applied += 1
            var reloaded = Set<Int>()
            for case .reloadItems(let paths) in batch.operations {
                for p in paths { reloaded.insert(model.sections[p.section].items[p.item]) }
            }
            let survivors = Set(after.sections.flatMap(\.items))
            reference = reference.filter { survivors.contains($0.key) && !reloaded.contains($0.key) }
            flow.remapMeasuredSizes(mapping, counts: after.itemCounts)
            model = after
            for (s, section) in model.sections.enumerated() {
                var expected: [(Int, Size)] = []
                for (k, id) in section.items.enumerated() { if let size = reference[id] { expected.append((k, size)) } }
                var actual: [(Int, Size)] = []
                flow.measuredSizes[s]?.forEach { actual.append(($0, $1)) }
                #expect(actual.map(\.0) == expected.map(\.0), "section \(s) after \(batch.operations.map(\.uikitCall))")
                #expect(actual.map(\.1) == expected.map(\.1))
            }
            #expect(flow.measuredSizes.keys.allSatisfy { $0 < model.sections.count })
        }
        #expect(applied > 5)
    }

    /// Through the view: an item inserted above a measured one starts from the estimate, and the
    /// measured item keeps its height at its new index (it is not re-measured: no cell is made).
    @Test func insertAboveKeepsTheMeasuredSize() throws {
        var view = try SelfSizingTests.listView(heights: [80, 60, 50, 50, 90])
        _ = view.drainEvents()
        let id = view.itemNames.intern("new")
        try view.performBatchUpdates(BatchUpdate([.insertItems([IndexPath(0, 1)])]),
                                     changingDataSource: DataInsertions(items: [IndexPath(0, 1): id]))
        // The new item's cell measures its own size (none set: the estimate), the rest keep theirs.
        let heights = (0..<6).compactMap { SelfSizingTests.frame(view, $0)?.height }
        #expect(heights == [80, 50, 60, 50, 50, 90])
        let expected: Double = 380 + 5 * 10
        #expect(view.collectionViewContentSize.height == expected)
    }
}
