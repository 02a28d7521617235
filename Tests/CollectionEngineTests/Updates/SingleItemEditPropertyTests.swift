import Testing
@testable import CollectionEngine
import TestSupport

/// The in-place single-item path (`SingleItemEdit`) and the incremental `DataSourceModel` index
/// against the simple reference: `BatchApplier` rebuilding the model, and an index built from
/// scratch by `DataSourceModel.replace` on a fresh value.
@Suite struct SingleItemEditPropertyTests {
    typealias Model = DataSourceModel.Model

    /// A fresh data source holding `model`: everything rebuilt, nothing incremental.
    static func rebuilt(_ model: Model) -> DataSourceModel {
        var data = DataSourceModel()
        data.replace(with: model)
        return data
    }

    /// Everything a reader can observe agrees with the rebuilt reference.
    static func expectAgrees(_ data: DataSourceModel, _ context: String) {
        let reference = rebuilt(data.model)
        #expect(data == reference, "\(context)")
        #expect(data.counts == reference.counts, "\(context)")
        #expect(data.counts == data.model.itemCounts, "\(context)")
        #expect(data.totalItems == reference.totalItems, "\(context)")
        for id in -1..<64 {
            #expect(data.contains(item: id) == reference.contains(item: id), "\(context) id \(id)")
            #expect(data.indexPath(of: id) == reference.indexPath(of: id), "\(context) id \(id)")
        }
    }

    static func randomPath(_ rng: inout SplitMix64, _ data: DataSourceModel, slack: Int) -> IndexPath {
        let section = rng.below(data.numberOfSections + 1) - (rng.chance(5) ? 1 : 0)
        let count = data.numberOfItems(inSection: section) ?? 2
        return IndexPath(section, rng.below(count + slack + 1) - (rng.chance(5) ? 1 : 0))
    }

    @Test func randomSingleUpdatesAgreeWithTheBatchApplier() {
        var rng = SplitMix64(state: 0x51_6E_61_E1)
        for round in 0..<120 {
            var nextID = 0
            let model = Model(sections: (0..<(1 + rng.below(4))).map { s in
                .init(value: 100 + s, items: (0..<rng.below(6)).map { _ in nextID += 1; return nextID - 1 })
            })
            var data = Self.rebuilt(model)
            for step in 0..<25 {
                var insertions = DataInsertions()
                let operation: UpdateOperation
                switch rng.below(3) {
                case 0:
                    let path = Self.randomPath(&rng, data, slack: 1)
                    // Mostly new ids, sometimes one already held (the general path words that error).
                    let id = rng.chance(15) ? rng.below(nextID + 1) : nextID
                    if id == nextID { nextID += 1 }
                    insertions.items[path] = id
                    operation = .insertItems([path])
                case 1:
                    operation = .deleteItems([Self.randomPath(&rng, data, slack: 0)])
                default:
                    operation = .moveItem(from: Self.randomPath(&rng, data, slack: 0),
                                          to: Self.randomPath(&rng, data, slack: 1))
                }
                let batch = BatchUpdate([operation])
                let context = "round \(round) step \(step): \(operation)"
                let general = BatchApplier.apply(batch, to: data.model,
                                                 insertedSection: { .init(value: -1 - $0, items: []) },
                                                 insertedItem: { insertions.items[$0] ?? -1 })
                guard let edit = SingleItemEdit(batch, insertions: insertions, in: data) else {
                    // Left to the general path: only when it fails or the insert repeats an id.
                    if case .success(let result) = general, case .insertItems(let paths) = operation,
                       let id = insertions.items[paths[0]] {
                        #expect(data.contains(item: id) || result == data.model, "\(context)")
                    } else {
                        #expect((try? general.get()) == nil, "\(context)")
                    }
                    continue
                }
                guard case .success(let expected) = general else {
                    Issue.record("\(context): the in-place path took an edit the applier rejects")
                    continue
                }
                let counts = edit.counts(after: data.counts)
                data.apply(edit)
                #expect(data.model == expected, "\(context)")
                #expect(counts == expected.itemCounts, "\(context)")
                Self.expectAgrees(data, context)
            }
        }
    }

    /// `replace` keeps the index of sections whose items did not change and redoes only the rest;
    /// random whole-section replacements, section additions and removals agree with a rebuild.
    @Test func incrementalReplaceAgreesWithARebuild() {
        var rng = SplitMix64(state: 0xDA7A_5011)
        for round in 0..<80 {
            var nextID = 0
            var model = Model(sections: (0..<rng.below(5)).map { s in
                .init(value: s, items: (0..<rng.below(5)).map { _ in nextID += 1; return nextID - 1 })
            })
            var data = Self.rebuilt(model)
            for step in 0..<15 {
                switch rng.below(10) {
                case 0:
                    model.sections.append(.init(value: 10 + step, items: []))
                case 1 where !model.sections.isEmpty:
                    model.sections.remove(at: rng.below(model.sections.count))
                default:
                    guard !model.sections.isEmpty else { continue }
                    let s = rng.below(model.sections.count)
                    // Reuse some of the section's own items, drop others, add new ones.
                    var items = model.sections[s].items.filter { _ in rng.chance(60) }
                    for _ in 0..<rng.below(4) { items.insert(nextID, at: rng.below(items.count + 1)); nextID += 1 }
                    model.sections[s].items = items
                }
                data.replace(with: model)
                Self.expectAgrees(data, "round \(round) step \(step)")
            }
        }
    }
}
