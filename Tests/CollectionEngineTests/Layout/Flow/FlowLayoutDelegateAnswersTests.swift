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

    /// Resolution through the data source and remembered positions (`locate`, hints kept from one
    /// resolve to the next) answers exactly what the scan answers, through random inserts, deletes
    /// and moves that shift the answered items by one or many places.
    @Test(arguments: 0..<100) func hintedResolutionMatchesTheScan(seed: Int) {
        var rng = LayoutSplitMix64(seed: UInt64(seed))
        let itemSize = Size(width: 50, height: 40)
        var nextID = 0
        var model = DataSourceModel.Model()
        for s in 0..<Int.random(in: 1...3, using: &rng) {
            let items = (0..<Int.random(in: 0...60, using: &rng)).map { _ in nextID += 1; return nextID }
            model.sections.append(.init(value: 1000 + s, items: items))
        }
        var answers = FlowLayoutDelegateAnswers()
        for _ in 0..<Int.random(in: 0...8, using: &rng) {
            answers.itemSizes[Int.random(in: 1...(nextID + 3), using: &rng)] = Size(width: Double(Int.random(in: 0...120, using: &rng)), height: 10)
        }
        var hints = AnswerPositionHints()
        for _ in 0..<12 {
            let s = Int.random(in: 0..<model.sections.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !model.sections[s].items.isEmpty:
                model.sections[s].items.remove(at: Int.random(in: 0..<model.sections[s].items.count, using: &rng))
            case 1 where model.sections[s].items.count > 20:
                model.sections[s].items.removeFirst(Int.random(in: 10...20, using: &rng))   // a jump past the hint window
            case 2 where !model.sections[s].items.isEmpty:
                let id = model.sections[s].items.remove(at: Int.random(in: 0..<model.sections[s].items.count, using: &rng))
                let t = Int.random(in: 0..<model.sections.count, using: &rng)
                model.sections[t].items.insert(id, at: Int.random(in: 0...model.sections[t].items.count, using: &rng))
            default:
                nextID += 1
                model.sections[s].items.insert(nextID, at: Int.random(in: 0...model.sections[s].items.count, using: &rng))
            }
            var dataSource = DataSourceModel()
            dataSource.replace(with: model)
            let counts = model.sections.map { max(0, $0.items.count + Int.random(in: -2...2, using: &rng)) }
            let hinted = answers.perIndex(LayoutIdentifiers(dataSource: dataSource, presentedCounts: counts),
                                          itemSize: itemSize, hints: &hints)
            let scanned = answers.perIndex(LayoutIdentifiers(sections: model.sections, presentedCounts: counts), itemSize: itemSize)
            #expect(hinted == scanned)
        }
    }

    /// After one resolve, a resolve following an insert before the answered item finds it from the
    /// hint (no scan): `locate` succeeds with the item one place on.
    @Test func anInsertBeforeTheAnsweredItemIsFoundFromTheHint() {
        var model = DataSourceModel.Model()
        model.sections.append(.init(value: 1, items: Array(1...1000)))
        var answers = FlowLayoutDelegateAnswers()
        answers.itemSizes[501] = Size(width: 200, height: 100)
        var hints = AnswerPositionHints()
        var dataSource = DataSourceModel()
        dataSource.replace(with: model)
        _ = answers.perIndex(LayoutIdentifiers(dataSource: dataSource, presentedCounts: [1000]), itemSize: .zero, hints: &hints)
        #expect(hints.positions == [501: 500])
        model.sections[0].items.insert(5000, at: 0)
        dataSource.replace(with: model)
        let located = answers.locate(LayoutIdentifiers(dataSource: dataSource, presentedCounts: [1001]), hints: &hints)
        #expect(located?.map(\.position) == [501])
        #expect(hints.positions == [501: 501])
    }
}
