import Testing
@testable import CollectionEngine
import TestSupport

/// `FlowLayoutDelegateAnswers.perIndex` resolves identifier-keyed size answers with a fast path for
/// a few answered items; it must answer exactly what the plain per-item lookup answers.
@Suite struct FlowLayoutDelegateAnswersTests {
    /// The plain resolution: every item looked up, a section present when any of its items is answered.
    static func reference(_ answers: FlowLayoutDelegateAnswers, sections: [DataSourceModel.Model.Section],
                          counts: [Int], itemSize: Size) -> [Int: [Size]] {
        var result: [Int: [Size]] = [:]
        for index in 0..<min(sections.count, counts.count) {
            let items = sections[index].items
            guard items.contains(where: { answers.itemSizes[$0] != nil }) else { continue }
            result[index] = (0..<counts[index]).map { item in
                answers.itemSizes[item < items.count ? items[item] : -1] ?? itemSize
            }
        }
        return result
    }

    @Test(arguments: 0..<200) func fastResolutionMatchesThePlainLookup(seed: Int) {
        var rng = LayoutSplitMix64(seed: UInt64(seed))
        let itemSize = Size(width: 50, height: 40)
        var nextID = 0
        let sections: [DataSourceModel.Model.Section] = (0..<Int.random(in: 0...4, using: &rng)).map { s in
            let items = (0..<Int.random(in: 0...40, using: &rng)).map { _ in nextID += 1; return nextID }
            return .init(value: 1000 + s, items: items)
        }
        // Presented counts may differ from the data source's (the view out of sync).
        let counts = sections.map { max(0, $0.items.count + Int.random(in: -3...3, using: &rng)) }
        var answers = FlowLayoutDelegateAnswers()
        // Few (≤ 16, the short-list path) or many answered items, some for ids not present.
        let answeredCount = Bool.random(using: &rng) ? Int.random(in: 0...16, using: &rng)
                                                     : Int.random(in: 17...60, using: &rng)
        for _ in 0..<answeredCount {
            answers.itemSizes[Int.random(in: 1...(nextID + 5), using: &rng)] =
                Size(width: Double(Int.random(in: 0...120, using: &rng)), height: Double(Int.random(in: 0...120, using: &rng)))
        }
        let identifiers = LayoutIdentifiers(sections: sections, presentedCounts: counts)
        let resolved = answers.perIndex(identifiers, itemSize: itemSize)
        var dense: [Int: [Size]] = [:]
        for (index, tree) in resolved.sparseItemSizes {
            var sizes = [Size](repeating: itemSize, count: counts[index])
            tree.forEach { k, size in sizes[k] = size }
            dense[index] = sizes
        }
        #expect(resolved.itemSizes.isEmpty)
        #expect(dense == Self.reference(answers, sections: sections, counts: counts, itemSize: itemSize))
    }
}
