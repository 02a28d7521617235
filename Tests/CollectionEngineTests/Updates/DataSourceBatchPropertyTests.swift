import Testing
@testable import CollectionEngine
import TestSupport

/// The in-place batch path (`BatchApplier.resolve` + `DataSourceModel.apply(_:)`) against the
/// reference: `BatchApplier.apply` rebuilding the model and a data source rebuilt from scratch.
/// Random multi-item batches over several sections mix item inserts, deletes, moves and reloads
/// with section inserts, deletes, moves and reloads, valid or not; the journal's inverse must put
/// everything back.
@Suite struct DataSourceBatchPropertyTests {
    typealias Model = DataSourceModel.Model

    /// What `CollectionView.dataSourceApplying` hands the applier for `insertions`: a path inserted
    /// twice is asked for once per claimant, first claimant first (fresh bookkeeping each call).
    static func itemSource(_ insertions: DataInsertions) -> (IndexPath) -> Int {
        var claimants: [IndexPath: Int] = [:]
        return { path in
            let claimant = claimants[path, default: 0]
            claimants[path] = claimant + 1
            if claimant == 0 { return insertions.items[path] ?? -1 }
            return insertions.repeatedItems[path].flatMap { claimant - 1 < $0.count ? $0[claimant - 1] : nil } ?? -1
        }
    }

    static func holdsEachIDOnce(_ model: Model) -> Bool {
        let ids = model.sections.flatMap(\.items).filter { $0 >= 0 }
        return Set(ids).count == ids.count
    }

    static func path(_ rng: inout SplitMix64, _ counts: [Int], slack: Int) -> IndexPath {
        let section = rng.below(counts.count + (rng.chance(5) ? 1 : 0))
        let count = section < counts.count ? counts[section] : 2
        return IndexPath(section, rng.below(count + slack) - (rng.chance(3) ? 1 : 0))
    }

    /// A random batch over `counts`, with fresh ids from `nextID` for what it inserts.
    static func batch(_ rng: inout SplitMix64, _ counts: [Int], nextID: inout Int,
                      nextSection: inout Int) -> (BatchUpdate, DataInsertions) {
        var operations: [UpdateOperation] = []
        var insertions = DataInsertions()
        let sectionHeavy = rng.chance(30)
        for _ in 0..<(1 + rng.below(7)) {
            let kind = rng.below(sectionHeavy ? 9 : 5)
            switch kind {
            case 0, 1:
                let paths = (0..<(1 + rng.below(3))).map { _ in path(&rng, counts, slack: 2) }
                for path in paths {
                    insertions.addItem(nextID, at: path)
                    nextID += 1
                }
                operations.append(.insertItems(paths))
            case 2:
                operations.append(.deleteItems((0..<(1 + rng.below(3))).map { _ in path(&rng, counts, slack: 0) }))
            case 3:
                operations.append(.moveItem(from: path(&rng, counts, slack: 0), to: path(&rng, counts, slack: 1)))
            case 4:
                operations.append(.reloadItems([path(&rng, counts, slack: 0)]))
            case 5:
                let index = rng.below(counts.count + 2)
                insertions.sections[index] = nextSection
                nextSection += 1
                operations.append(.insertSections([index]))
            case 6:
                operations.append(.deleteSections([rng.below(counts.count + 1)]))
            case 7:
                operations.append(.moveSection(from: rng.below(counts.count + 1), to: rng.below(counts.count + 1)))
            default:
                operations.append(.reloadSections([rng.below(counts.count + 1)]))
            }
        }
        return (BatchUpdate(operations), insertions)
    }

    @Test func randomBatchesAgreeWithTheRebuildAndUndo() {
        var rng = SplitMix64(state: 0xBA7C_4ED5)
        var resolved = 0, generalOnly = 0, rejected = 0
        for round in 0..<300 {
            var nextID = 0, nextSection = 500
            let model = Model(sections: (0..<(1 + rng.below(4))).map { s in
                .init(value: 100 + s, items: (0..<rng.below(8)).map { _ in nextID += 1; return nextID - 1 })
            })
            var data = SingleItemEditPropertyTests.rebuilt(model)
            steps: for step in 0..<20 {
                let (batch, insertions) = Self.batch(&rng, data.counts, nextID: &nextID, nextSection: &nextSection)
                let context = "round \(round) step \(step): \(batch.operations)"
                let insertedSection = { (index: Int) in Model.Section(value: insertions.sections[index] ?? -1, items: []) }
                let general = BatchApplier.apply(batch, to: data.model, insertedSection: insertedSection,
                                                 insertedItem: Self.itemSource(insertions))
                let fast = BatchApplier.resolve(batch, in: data, insertedSection: insertedSection,
                                                insertedItem: Self.itemSource(insertions))
                switch (fast, general) {
                case (.failure(let fastError), .failure(let generalError)):
                    #expect(fastError == generalError, "\(context)")
                    rejected += 1
                case (.success(nil), let general):
                    // Left to the general path, which gives the result or the error.
                    generalOnly += 1
                    if case .success(let expected) = general { data.replace(with: expected) }
                    // A lenient batch left an id in two places: every later batch takes the general path.
                    if !Self.holdsEachIDOnce(data.model) { break steps }
                case (.success(let edit?), .success(let expected)):
                    resolved += 1
                    #expect(edit.countsAfter == expected.itemCounts, "\(context)")
                    // Taken only while every id is held once, and never leaves one in two places.
                    #expect(Self.holdsEachIDOnce(data.model) && Self.holdsEachIDOnce(expected), "\(context)")
                    let before = data
                    let mark = data.openJournal()
                    data.apply(edit)
                    #expect(data.model == expected, "\(context)")
                    SingleItemEditPropertyTests.expectAgrees(data, context)
                    data.undoJournal(to: mark)
                    #expect(data == before, "\(context): undone")
                    SingleItemEditPropertyTests.expectAgrees(data, "\(context): undone")
                    data.apply(edit)
                    #expect(data.model == expected, "\(context): again, unrecorded")
                default:
                    Issue.record("\(context): the paths disagree: \(fast) vs \(general)")
                }
            }
        }
        // The in-place path must be the common one, not a rarely taken branch.
        #expect(resolved > 4 * generalOnly, "resolved \(resolved), general only \(generalOnly), rejected \(rejected)")
        #expect(resolved > 500)
    }

    /// A splice against the plainest merge: survivors in order, placed ids at their slots; and
    /// its inverse puts the array back.
    @Test func splicesAgreeWithAPlainMergeAndUndo() {
        var rng = SplitMix64(state: 0x5B11_CE5)
        for round in 0..<2_000 {
            let items = Array(0..<rng.below(40))
            let removed = items.indices.filter { _ in rng.chance(rng.chance(50) ? 10 : 50) }
            let survivors = items.indices.filter { !removed.contains($0) }.map { items[$0] }
            let length = survivors.count + rng.below(8)
            let slots = rng.shuffled(Array(0..<length)).prefix(length - survivors.count).sorted()
            let splice = ItemSplice(section: 0, removed: removed,
                                    placed: slots.map { ItemSplice.Placed(slot: $0, id: 1_000 + $0) })
            var expected: [Int] = []
            var next = survivors.makeIterator()
            for slot in 0..<length {
                if slots.contains(slot) { expected.append(1_000 + slot) } else if let item = next.next() { expected.append(item) }
            }
            var edited = ItemArray(items)
            let removedIDs = ItemSplice.apply(splice, to: &edited)
            #expect(Array(edited) == expected, "round \(round): \(splice)")
            #expect(removedIDs == removed.map { items[$0] }, "round \(round)")
            _ = ItemSplice.apply(splice.inverse(removedIDs: removedIDs), to: &edited)
            #expect(Array(edited) == items, "round \(round): undone")
        }
    }

    /// A batch of several items in one large section is made in the array it was in (no copy, no
    /// rebuild) and the journal holds the k edits, not the section.
    @Test func aLargeSectionIsEditedInPlaceAndJournalledByItsEdits() {
        var data = SingleItemEditPropertyTests.rebuilt(Model(sections: [
            .init(value: 1, items: Array(0..<100_000)), .init(value: 2, items: Array(100_000..<100_010)),
        ]))
        let address = data.sections[0].items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let batch = BatchUpdate([.deleteItems([IndexPath(0, 1), IndexPath(0, 3), IndexPath(0, 50_000)]),
                                 .insertItems([IndexPath(0, 0), IndexPath(0, 2)]),
                                 .moveItem(from: IndexPath(1, 0), to: IndexPath(0, 99_990))])
        let insertions = DataInsertions(items: [IndexPath(0, 0): 200_000, IndexPath(0, 2): 200_001])
        let mark = data.openJournal()
        guard case .success(let edit?) = BatchApplier.resolve(batch, in: data, insertedSection: { _ in .init(value: -1, items: []) },
                                                              insertedItem: Self.itemSource(insertions)) else {
            Issue.record("not resolved in place")
            return
        }
        data.apply(edit)
        #expect(data.counts == [100_000, 9])
        #expect(Array(data.sections[0].items.prefix(4)) == [200_000, 0, 200_001, 2])
        #expect(data.sections[0].items[99_990] == 100_000)
        #expect(data.sectionIndex(ofItem: 100_000) == 0 && data.sectionIndex(ofItem: 50_000) == nil)
        #expect(data.sections[0].items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } == address)
        #expect(data.journal.approximateBytes < 1_000, "journal: \(data.journal.approximateBytes) bytes")
        data.undoJournal(to: mark)
        #expect(Array(data.sections[0].items) == Array(0..<100_000))
        #expect(data.sectionIndex(ofItem: 100_000) == 1 && data.sectionIndex(ofItem: 200_000) == nil)
    }
}
