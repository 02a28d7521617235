import Testing
@testable import CollectionEngine
import TestSupport


/// A random batch that UIKit accepts, with the model it produces, computed by the simplest
/// possible reference: remove in descending order, then insert in ascending order, moves and
/// reloads as a removal plus an insertion carrying the same token.
private struct ValidCase {
    typealias Model = SectionedModel<Int, Int>
    var before: Model
    var ops: [UpdateOperation]
    var expected: Model
    /// Old sections that leave (deleted or reloaded) and old items that leave (deleted or reloaded).
    var goneSections: Set<Int>
    var goneItems: Set<IndexPath>
    /// Tokens of reloaded items (they appear after the update but map to nothing).
    var reloadedTokens: Set<Int>
    /// New sections whose content is new (inserted or reloaded).
    var newSectionContent: Set<Int>

    static func token(_ s: Int, _ i: Int) -> Int { s * 100 + i }
    static func insertedSection(_ t: Int) -> Model.Section {
        .init(value: 1000 + t, items: (0..<(t % 3)).map { 10_000 + t * 10 + $0 })
    }
    static func insertedItem(_ p: IndexPath) -> Int { -(p.section * 100 + p.item + 1) }

    enum SectionKind { case survivor(Int), moved(Int), reloaded(Int), inserted }

    static func generate(_ rng: inout SplitMix64) -> ValidCase? {
        let sectionCount = rng.below(5)
        let before = Model(sections: (0..<sectionCount).map { s in
            .init(value: s, items: (0..<rng.below(6)).map { token(s, $0) })
        })
        var ops: [UpdateOperation] = []

        // Before space: section roles.
        var deletedSections: [Int] = [], reloadedSections: [Int] = [], movedSections: [Int] = [], keptSections: [Int] = []
        for s in 0..<sectionCount {
            let r = rng.below(100)
            if r < 12 { deletedSections.append(s) } else if r < 20 { reloadedSections.append(s) } else if r < 32 { movedSections.append(s) } else { keptSections.append(s) }
        }
        let gone = Set(deletedSections + reloadedSections)
        // Item ops inside a deleted/reloaded section: dropped by UIKit.
        // (A delete and a reload of one path would still collide: that check comes first.)
        for s in gone.sorted() where !before.sections[s].items.isEmpty {
            let picks = rng.shuffled(Array(before.sections[s].items.indices))
            if rng.chance(30) { ops.append(.deleteItems([IndexPath(s, picks[0])])) }
            if picks.count > 1 && rng.chance(20) { ops.append(.reloadItems([IndexPath(s, picks[1])])) }
        }
        // Item roles in sections that stay.
        var itemDeletes: [IndexPath] = [], itemReloads: [IndexPath] = [], itemMoves: [IndexPath] = [], reconfigures: [IndexPath] = []
        for s in (keptSections + movedSections).sorted() {
            for i in before.sections[s].items.indices {
                let r = rng.below(100)
                let p = IndexPath(s, i)
                if r < 12 { itemDeletes.append(p) } else if r < 20 { itemReloads.append(p) } else if r < 33 { itemMoves.append(p) } else if r < 38 { reconfigures.append(p) }
            }
        }

        // After space: sections.
        let insertCount = rng.below(3)
        let newCount = sectionCount - deletedSections.count + insertCount
        let slots = rng.shuffled(Array(0..<newCount))
        let insertedSections = Array(slots.prefix(insertCount)).sorted()
        let moveTargets = Array(slots.dropFirst(insertCount).prefix(movedSections.count))
        guard moveTargets.count == movedSections.count else { return nil }
        func adjustedSection(_ s: Int) -> Int {
            var t = s - deletedSections.filter { $0 < s }.count
            for k in insertedSections where k <= t { t += 1 }
            return t
        }
        var kind: [Int: SectionKind] = [:]
        for t in insertedSections { kind[t] = .inserted }
        for (s, t) in zip(movedSections, moveTargets) { kind[t] = .moved(s) }
        for s in reloadedSections {
            let t = adjustedSection(s)
            guard kind[t] == nil, t < newCount else { return nil }   // collides with a move target
            kind[t] = .reloaded(s)
        }
        var survivors = keptSections[...]
        for t in 0..<newCount where kind[t] == nil {
            guard let s = survivors.popFirst() else { Issue.record("generator: too few survivors"); return nil }
            kind[t] = .survivor(s)
        }
        var newIndex: [Int: Int] = [:]
        var holdsItems: [Int] = []   // new sections whose items come from an old section
        for t in 0..<newCount {
            switch kind[t] {
            case .survivor(let s)?, .moved(let s)?: newIndex[s] = t; holdsItems.append(t)
            default: break
            }
        }

        // After space: items. Moves that UIKit would miscount (same number, other section) become deletes.
        var moveTargetSection: [IndexPath: Int] = [:]
        for p in itemMoves {
            let choices = holdsItems.filter { t in (p.section == t) == (newIndex[p.section] == t) }
            if choices.isEmpty { itemDeletes.append(p) } else { moveTargetSection[p] = choices[rng.below(choices.count)] }
        }
        itemMoves = itemMoves.filter { moveTargetSection[$0] != nil }
        var reloadSection: [IndexPath: Int] = [:]
        for p in itemReloads {
            let t = adjustedSection(p.section)
            guard let k = kind[t] else { return nil }
            switch k {
            case .survivor, .moved: reloadSection[p] = t
            default: return nil   // UIKit drops the insert half: the counts would not add up
            }
        }
        var itemInserts: [IndexPath] = []
        var moveTarget: [IndexPath: IndexPath] = [:]
        var reloadTarget: [IndexPath: IndexPath] = [:]
        for t in holdsItems {
            let s: Int
            switch kind[t] {
            case .survivor(let old)?, .moved(let old)?: s = old
            default: continue
            }
            let removed = (itemDeletes + itemReloads + itemMoves).filter { $0.section == s }.count
            let movesIn = itemMoves.filter { moveTargetSection[$0] == t }
            let reloadsIn = itemReloads.filter { reloadSection[$0] == t }
            let inserts = rng.chance(40) ? 1 + rng.below(2) : 0
            let length = before.sections[s].items.count - removed + movesIn.count + reloadsIn.count + inserts
            let free = rng.shuffled(Array(0..<length))
            var taken = Set<Int>()
            for j in free.prefix(inserts) { itemInserts.append(IndexPath(t, j)); taken.insert(j) }
            for (p, j) in zip(movesIn, free.dropFirst(inserts)) { moveTarget[p] = IndexPath(t, j); taken.insert(j) }
            let explicitInserts = itemInserts.filter { $0.section == t }.map { $0.item }.sorted()
            for p in reloadsIn {
                var i = p.item - itemDeletes.filter { $0.section == p.section && $0.item < p.item }.count
                for j in explicitInserts where j <= i { i += 1 }
                guard i < length, taken.insert(i).inserted else { return nil }
                reloadTarget[p] = IndexPath(t, i)
            }
        }
        // Item inserts inside an inserted section: dropped by UIKit after their range check.
        for t in insertedSections where t % 3 > 0 && rng.chance(30) { ops.append(.insertItems([IndexPath(t, rng.below(t % 3))])) }

        ops += deletedSections.map { .deleteSections([$0]) }
        ops += insertedSections.map { .insertSections([$0]) }
        ops += reloadedSections.map { .reloadSections([$0]) }
        ops += zip(movedSections, moveTargets).map { .moveSection(from: $0, to: $1) }
        ops += itemDeletes.map { .deleteItems([$0]) }
        ops += itemInserts.map { .insertItems([$0]) }
        ops += itemReloads.map { .reloadItems([$0]) }
        ops += itemMoves.compactMap { p in moveTarget[p].map { .moveItem(from: p, to: $0) } }
        ops += reconfigures.map { .reconfigureItems([$0]) }
        ops = rng.shuffled(ops)

        // The simple reference.
        var sections = before.sections
        var lifted: [IndexPath: Int] = [:]
        for p in (itemDeletes + itemReloads + itemMoves).sorted(by: >) {
            lifted[p] = sections[p.section].items.remove(at: p.item)
        }
        var liftedSections: [Int: Model.Section] = [:]
        for s in (deletedSections + reloadedSections + movedSections).sorted(by: >) {
            liftedSections[s] = sections.remove(at: s)
        }
        var sectionPlacements: [(Int, Model.Section)] = []
        for t in 0..<newCount {
            switch kind[t] {
            case .inserted?: sectionPlacements.append((t, insertedSection(t)))
            case .moved(let s)?, .reloaded(let s)?: if let c = liftedSections[s] { sectionPlacements.append((t, c)) }
            default: break
            }
        }
        for (t, content) in sectionPlacements.sorted(by: { $0.0 < $1.0 }) {
            guard t <= sections.count else { Issue.record("reference: section \(t) out of range"); return nil }
            sections.insert(content, at: t)
        }
        var itemPlacements: [(IndexPath, Int)] = itemInserts.map { ($0, insertedItem($0)) }
        for (p, target) in moveTarget { if let tok = lifted[p] { itemPlacements.append((target, tok)) } }
        for (p, target) in reloadTarget { if let tok = lifted[p] { itemPlacements.append((target, tok)) } }
        for (target, tok) in itemPlacements.sorted(by: { $0.0 < $1.0 }) {
            guard target.item <= sections[target.section].items.count else { Issue.record("reference: item \(target) out of range"); return nil }
            sections[target.section].items.insert(tok, at: target.item)
        }

        var newContent = Set<Int>()
        for t in 0..<newCount {
            switch kind[t] {
            case .inserted?, .reloaded?: newContent.insert(t)
            default: break
            }
        }
        return ValidCase(before: before, ops: ops, expected: Model(sections: sections), goneSections: gone,
                         goneItems: Set(itemDeletes + itemReloads),
                         reloadedTokens: Set(itemReloads.map { token($0.section, $0.item) }),
                         newSectionContent: newContent)
    }
}

@Test func randomValidBatchesValidateApplyAndMapLikeTheReference() {
    var rng = SplitMix64(state: 0x5EED_C0DE)
    var accepted = 0, attempts = 0, failures = 0
    while accepted < 10_000 && attempts < 200_000 && failures < 5 {
        attempts += 1
        guard let c = ValidCase.generate(&rng) else { continue }
        // A section moved onto itself while an item leaves it raises UIKit's global-index
        // assertion (BatchValidatorOrderTests): not a valid batch.
        let selfMoved = Set(c.ops.compactMap { op -> Int? in
            if case .moveSection(let from, let to) = op, from == to { return from } else { return nil }
        })
        if !selfMoved.isEmpty, c.ops.contains(where: { op in
            if case .moveItem(let from, let to) = op { return selfMoved.contains(from.section) && from.section != to.section }
            return false
        }) { continue }
        accepted += 1
        let before = c.before.itemCounts, after = c.expected.itemCounts
        let update = BatchUpdate(c.ops)
        let mapping: UpdateMapping
        // 16.3: the last era where a reloaded section may change its count, which the generator
        // does (from 16.4 that one extra check applies: BatchValidatorTests).
        switch BatchValidator.validate(update, before: before, after: after, version: UIKitVersion(16, 3)) {
        case .success(let m): mapping = m
        case .failure(let e):
            failures += 1
            Issue.record("valid batch rejected: \(c.ops.map { $0.uikitCall }) before \(before) after \(after): \(e.message)")
            continue
        }
        let applied = BatchApplier.apply(update, to: c.before, insertedSection: ValidCase.insertedSection,
                                         insertedItem: ValidCase.insertedItem)
        guard case .success(let model) = applied, model == c.expected else {
            failures += 1
            Issue.record("applier disagrees: \(c.ops.map { $0.uikitCall }) on \(c.before) gave \(applied), expected \(c.expected)")
            continue
        }
        // Where each token ended up.
        var position: [Int: IndexPath] = [:]
        for (t, section) in c.expected.sections.enumerated() where !c.newSectionContent.contains(t) {
            for (j, tok) in section.items.enumerated() { position[tok] = IndexPath(t, j) }
        }
        var ok = true
        for (s, section) in c.before.sections.enumerated() {
            let expectedSection = c.goneSections.contains(s) ? nil : c.expected.sections.firstIndex { $0.value == s }
            ok = ok && mapping.newSection(forOld: s) == expectedSection
            for i in section.items.indices {
                let p = IndexPath(s, i)
                let expected = c.goneSections.contains(s) || c.goneItems.contains(p) ? nil : position[ValidCase.token(s, i)]
                ok = ok && mapping.newIndexPath(forOld: p) == expected
            }
        }
        for (t, section) in c.expected.sections.enumerated() {
            let fresh = c.newSectionContent.contains(t)
            ok = ok && mapping.oldSection(forNew: t) == (fresh ? nil : section.value)
            for (j, tok) in section.items.enumerated() {
                let old: IndexPath? = fresh || tok < 0 || c.reloadedTokens.contains(tok) ? nil : IndexPath(tok / 100, tok % 100)
                ok = ok && mapping.oldIndexPath(forNew: IndexPath(t, j)) == old
            }
        }
        if !ok {
            failures += 1
            Issue.record("mapping disagrees: \(c.ops.map { $0.uikitCall }) on \(c.before) → \(c.expected)")
        }
    }
    #expect(accepted == 10_000)
    #expect(failures == 0)
}
