import Testing
@testable import CollectionEngine
import TestSupport

/// `reorderItems(inSection:as:)` (what `shuffle` does, in one pass) against its definition:
/// deleting the section's items and appending them again in the new order.
@Suite struct SnapshotReorderTests {
    @Test func reorderingEqualsDeletingAndAppending() throws {
        var rng = SplitMix64(state: 0x5B_0F_F1_E5)
        for round in 0..<200 {
            var nextID = 0
            let sections = (0..<(1 + rng.below(4))).map { s in
                (s, (0..<rng.below(8)).map { _ in nextID += 1; return nextID - 1 })
            }
            var snapshot = try DiffableSnapshot(sections: sections)
            // Marks on some items, which both ways must drop for the reordered section only.
            let all = sections.flatMap(\.1)
            try snapshot.reloadItems(all.filter { _ in rng.chance(20) })
            try snapshot.reconfigureItems(all.filter { _ in rng.chance(20) })
            let (section, items) = sections[rng.below(sections.count)]
            let order = items.shuffled(using: &rng)
            var reference = snapshot
            reference.deleteItems(items)
            try reference.appendItems(order, toSection: section)
            snapshot.reorderItems(inSection: section, as: order)
            #expect(snapshot == reference, "round \(round)")
            for item in all {
                #expect(snapshot.indexPath(ofItem: item) == reference.indexPath(ofItem: item), "round \(round) item \(item)")
            }
            #expect(snapshot.numberOfItems == reference.numberOfItems)
        }
    }
}
