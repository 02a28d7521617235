@testable import CollectionEngine
import TestSupport

/// A random small snapshot for the diff's property tests: up to 5 sections from ids 0..<7, up to
/// `maxItems` items from ids 0..<(maxItems + 4), each in a random section.
func randomSnapshot(_ rng: inout SplitMix64, maxItems: Int = 14) -> DiffableSnapshot {
    var snapshot = DiffableSnapshot()
    let sections = Array(Array(0..<7).shuffled(using: &rng).prefix(rng.int(0...5)))
    _ = try? snapshot.appendSections(sections)
    guard !sections.isEmpty else { return snapshot }
    for item in Array(0..<(maxItems + 4)).shuffled(using: &rng).prefix(rng.int(0...maxItems)) {
        _ = try? snapshot.appendItems([item], toSection: sections[rng.int(0...sections.count - 1)])
    }
    return snapshot
}

/// A random edit of `old` through the snapshot API: 1…`maxEdits` of item deletes, inserts and
/// appends of new ids from `newItems`, item moves, section deletes, appends and moves; the eighth
/// kind is another item move or, with `appendsKnownItems`, an append of an item already there.
func randomEdit(of old: DiffableSnapshot, maxEdits: Int, newItems: ClosedRange<Int>, appendsKnownItems: Bool,
                _ rng: inout SplitMix64) -> DiffableSnapshot {
    var snapshot = old
    for _ in 0..<rng.int(1...maxEdits) {
        let items = snapshot.itemIdentifiers
        let sections = snapshot.sectionIdentifiers
        func anyItem(_ rng: inout SplitMix64) -> Int? { items.isEmpty ? nil : items[rng.int(0...items.count - 1)] }
        func anySection(_ rng: inout SplitMix64) -> Int? { sections.isEmpty ? nil : sections[rng.int(0...sections.count - 1)] }
        switch rng.int(0...7) {
        case 0: if let item = anyItem(&rng) { snapshot.deleteItems([item]) }
        case 1: if let anchor = anyItem(&rng) { _ = try? snapshot.insertItems([rng.int(newItems)], beforeItem: anchor) }
        case 2: if let section = anySection(&rng) { _ = try? snapshot.appendItems([rng.int(newItems)], toSection: section) }
        case 4: if let section = anySection(&rng) { snapshot.deleteSections([section]) }
        case 5: _ = try? snapshot.appendSections([rng.int(0...9)])
        case 6: if let section = anySection(&rng), let anchor = anySection(&rng) { try? snapshot.moveSection(section, beforeSection: anchor) }
        case 7 where appendsKnownItems:
            if let section = anySection(&rng), let item = anyItem(&rng) { _ = try? snapshot.appendItems([item], toSection: section) }
        default: if let item = anyItem(&rng), let anchor = anyItem(&rng) { try? snapshot.moveItem(item, afterItem: anchor) }
        }
    }
    return snapshot
}

/// Marks random items (and, with `sections`, sections) of `snapshot` for reload / reconfigure.
func randomMarks(on snapshot: inout DiffableSnapshot, sections: Bool, _ rng: inout SplitMix64) {
    for item in snapshot.itemIdentifiers {
        switch rng.int(0...5) {
        case 0: try? snapshot.reloadItems([item])
        case 1: try? snapshot.reconfigureItems([item])
        default: break
        }
    }
    if sections { for section in snapshot.sectionIdentifiers where rng.int(0...4) == 0 { try? snapshot.reloadSections([section]) } }
}
