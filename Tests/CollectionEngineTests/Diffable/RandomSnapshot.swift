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
