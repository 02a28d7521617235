import Testing
@testable import CollectionEngine
import TestSupport

/// The fast apply path (`SnapshotChangeset.directMapping`) against the full validator, and the
/// sorted move index against a dictionary: the rules of SnapshotChangeset+Mapping.swift and
/// ItemMoveIndex.swift.

private func counts(_ snapshot: DiffableSnapshot) -> [Int] { snapshot.model.sections.map(\.items.count) }

/// Every question a mapping answers, over every position of both spaces and a margin outside them.
private func expectSameAnswers(_ a: UpdateMapping, _ b: UpdateMapping, before: [Int], after: [Int],
                               sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a.isIdentity == b.isIdentity, sourceLocation: sourceLocation)
    #expect(a.updateItems == b.updateItems, sourceLocation: sourceLocation)
    for s in -1...before.count {
        #expect(a.newSection(forOld: s) == b.newSection(forOld: s), sourceLocation: sourceLocation)
        // What the measured sizes read: a section's moves in source order (listed or from a table).
        let (movesA, movesB) = (a.itemMoves.moves(fromSection: s), b.itemMoves.moves(fromSection: s))
        #expect(movesA?.sources == movesB?.sources && movesA?.targets == movesB?.targets, "moves from \(s)",
                sourceLocation: sourceLocation)
        #expect(a.items.removed(inOld: s) == b.items.removed(inOld: s), "removed from \(s)", sourceLocation: sourceLocation)
        for i in -1...(s >= 0 && s < before.count ? before[s] : 1) {
            let path = IndexPath(s, i)
            #expect(a.newIndexPath(forOld: path) == b.newIndexPath(forOld: path), "old \(path)", sourceLocation: sourceLocation)
        }
    }
    for t in -1...after.count {
        #expect(a.oldSection(forNew: t) == b.oldSection(forNew: t), sourceLocation: sourceLocation)
        #expect(a.items.placed(inNew: t) == b.items.placed(inNew: t), "placed in \(t)", sourceLocation: sourceLocation)
        for j in -1...(t >= 0 && t < after.count ? after[t] : 1) {
            let path = IndexPath(t, j)
            #expect(a.oldIndexPath(forNew: path) == b.oldIndexPath(forNew: path), "new \(path)", sourceLocation: sourceLocation)
        }
    }
}

@Test func directMappingOfEveryUnmarkedDiffEqualsTheFullValidatorsMapping() {
    var rng = SplitMix64(seed: 0xD1_2EC7)
    var taken = 0, declined = 0, withReloads = 0
    for round in 0..<4_000 {
        let maxItems = round % 10 == 0 ? 60 : 14
        let old = randomSnapshot(&rng, maxItems: maxItems)
        var new = rng.int(0...2) == 0 ? randomSnapshot(&rng, maxItems: maxItems) : randomEdit(of: old, maxEdits: 8, newItems: 100...140, appendsKnownItems: false, &rng)
        if round % 3 == 0 { randomMarks(on: &new, sections: round % 6 == 0, &rng) }
        let changes = SnapshotDiff.changes(from: old, to: new)
        let before = counts(old), after = counts(new)
        // The fast path takes every output the validator accepts (section reloads aside), and
        // declines only what the validator rejects (then the validator's error is reported).
        let direct = changes.directMapping(before: before, after: after)
        switch (direct, BatchValidator.validate(changes.batch, before: before, after: after, version: .latest,
                                                fromDiffableDataSource: true)) {
        case (let direct?, .success(let full)):
            taken += 1
            if !changes.reloadedItems.isEmpty { withReloads += 1 }
            expectSameAnswers(direct, full, before: before, after: after)
        case (nil, .failure):
            declined += 1
        case (nil, .success) where !changes.reloadedSections.isEmpty:
            declined += 1
        case (let direct, let full):
            Issue.record("round \(round): direct \(direct == nil ? "nil" : "mapping"), full \(full), changes \(changes)")
        }
    }
    #expect(taken > 2_500 && withReloads > 100, "taken \(taken), declined \(declined), with reloads \(withReloads)")
}

/// Sections longer than one word of the fast path's bit sets (64 items): shuffles of whole
/// sections, and edits, with marks, against the full validator's mapping.
@Test func directMappingOfSectionsLongerThanAWordEqualsTheFullValidatorsMapping() throws {
    var rng = SplitMix64(seed: 0x5417_0FF)
    var taken = 0, shuffled = 0
    for round in 0..<300 {
        let old = randomSnapshot(&rng, maxItems: 300)
        var new = old
        if round % 2 == 0 {
            for section in old.sectionIdentifiers {
                let items = try old.itemIdentifiers(inSection: section)
                new.reorderItems(inSection: section, as: items.shuffled(using: &rng))
            }
            shuffled += 1
        }
        new = randomEdit(of: new, maxEdits: 12, newItems: 400...460, appendsKnownItems: false, &rng)
        if round % 3 == 0 { randomMarks(on: &new, sections: false, &rng) }
        let changes = SnapshotDiff.changes(from: old, to: new)
        let before = counts(old), after = counts(new)
        guard let direct = changes.directMapping(before: before, after: after),
              case .success(let full) = BatchValidator.validate(changes.batch, before: before, after: after, version: .latest,
                                                                fromDiffableDataSource: true) else { continue }
        taken += 1
        expectSameAnswers(direct, full, before: before, after: after)
    }
    #expect(taken > 200 && shuffled == 150, "taken \(taken)")
}

/// A changeset spoiled in one random way (reordered, duplicated, out of range, conflicting,
/// miscounted), or left alone.
private func spoiled(_ changes: SnapshotChangeset, _ rng: inout SplitMix64) -> SnapshotChangeset {
    var c = changes
    let path = IndexPath(rng.int(-1...3), rng.int(-1...15))
    switch rng.int(0...17) {
    case 0: c.deletedItems.append(path)
    case 1: c.insertedItems.append(path)
    case 2: c.movedItems.append(.init(from: path, to: IndexPath(rng.int(-1...3), rng.int(-1...15))))
    case 3: if let move = c.movedItems.randomElement(using: &rng) { c.movedItems.append(move) }
    case 4: if let move = c.movedItems.randomElement(using: &rng) { c.deletedItems.append(move.from); c.deletedItems.sort() }
    case 5: if let move = c.movedItems.randomElement(using: &rng) { c.insertedItems.append(move.to); c.insertedItems.sort() }
    case 6: c.deletedSections.append(rng.int(-1...5))
    case 7: c.insertedSections.append(rng.int(-1...5))
    case 8: c.movedSections.append(.init(from: rng.int(-1...5), to: rng.int(-1...5)))
    case 9: c.movedItems.reverse()
    case 10: c.reconfiguredItems.append(path)
    case 11: c.deletedItems.reverse()
    case 12: c.insertedItems.reverse()
    case 13: c.reloadedItems.append(path); c.reloadedItems.sort()
    case 14: if let move = c.movedItems.randomElement(using: &rng) { c.reloadedItems.append(move.from); c.reloadedItems.sort() }
    case 15: if let reload = c.reloadedItems.randomElement(using: &rng) { c.reconfiguredItems.append(reload); c.reconfiguredItems.sort() }
    case 16: if let delete = c.deletedItems.randomElement(using: &rng) { c.reloadedItems.append(delete); c.reloadedItems.sort() }
    default: break
    }
    return c
}

@Test func directMappingAcceptsOnlyWhatTheFullValidatorAcceptsAndMapsItTheSame() throws {
    var rng = SplitMix64(seed: 0xBAD_C4A6)
    var accepted = 0, rejected = 0
    for _ in 0..<6_000 {
        let old = randomSnapshot(&rng, maxItems: 14)
        var new = randomEdit(of: old, maxEdits: 8, newItems: 100...140, appendsKnownItems: false, &rng)
        if rng.int(0...2) == 0 { randomMarks(on: &new, sections: false, &rng) }
        let changes = spoiled(SnapshotDiff.changes(from: old, to: new), &rng)
        var before = counts(old), after = counts(new)
        if rng.int(0...9) == 0, !after.isEmpty { after[rng.int(0...after.count - 1)] += rng.int(0...1) == 0 ? 1 : -1 }
        if rng.int(0...19) == 0 { before.append(0) }
        guard let direct = changes.directMapping(before: before, after: after) else {
            rejected += 1
            continue
        }
        accepted += 1
        let full = BatchValidator.validate(changes.batch, before: before, after: after, version: .latest)
        guard case .success(let mapping) = full else {
            Issue.record("accepted what the validator rejects: \(full) for \(changes), before \(before), after \(after)")
            continue
        }
        expectSameAnswers(direct, mapping, before: before, after: after)
    }
    #expect(accepted > 1_000 && rejected > 1_000, "accepted \(accepted), rejected \(rejected)")
}

@Test func moveIndexAnswersLikeADictionaryOfFirstMoves() {
    var rng = SplitMix64(seed: 0x30_7E5)
    for _ in 0..<2_000 {
        let before = (0..<rng.int(0...4)).map { _ in rng.int(0...30) }
        var moves: [(from: IndexPath, to: IndexPath)] = []
        for _ in 0..<rng.int(0...40) {
            let s = rng.int(-1...before.count)
            let limit = s >= 0 && s < before.count ? before[s] : 3
            moves.append((IndexPath(s, rng.int(-1...limit)), IndexPath(rng.int(0...3), rng.int(0...30))))
        }
        var reference: [IndexPath: IndexPath] = [:]
        for move in moves where reference[move.from] == nil { reference[move.from] = move.to }
        for known in [before, nil] as [[Int]?] {
            let index = ItemMoveIndex(moves, before: known)
            for s in -1...(before.count + 1) {
                for i in -1...32 {
                    let path = IndexPath(s, i)
                    #expect(index.target(of: path) == reference[path])
                }
            }
        }
    }
}

@Test func slotPlanSkipsItsSortOnlyForSortedInputAndAgreesWithTheShuffledInput() {
    var rng = SplitMix64(seed: 0x5_107)
    for _ in 0..<2_000 {
        let length = rng.int(0...20)
        let removed = (0..<rng.int(0...10)).map { _ in rng.int(0...20) }
        let placements: [(slot: Int, source: UpdatePlacement<Int>)] = (0..<rng.int(0...10)).map { k in
            (rng.int(0...20), .inserted(requested: k))
        }
        let plan = UpdateSlotPlan(removed: removed, placements: placements, newLength: length)
        // Reference: the slots in order, each claimant of a taken slot moved to the next free one
        // after it, else the nearest free one before it (within the length), else dropped.
        let ordered = placements.enumerated().sorted { ($0.element.slot, $0.offset) < ($1.element.slot, $1.offset) }
        var taken = Set<Int>(), firsts: [(Int, UpdatePlacement<Int>)] = [], extras: [(Int, UpdatePlacement<Int>)] = []
        for (_, p) in ordered { if taken.insert(p.slot).inserted { firsts.append((p.slot, p.source)) } else { extras.append((p.slot, p.source)) } }
        for (slot0, source) in extras {
            var slot = slot0
            while slot < length && taken.contains(slot) { slot += 1 }
            if slot >= length {
                slot = min(slot0, length) - 1
                while slot >= 0 && taken.contains(slot) { slot -= 1 }
                if slot < 0 { continue }
            }
            taken.insert(slot)
            firsts.append((slot, source))
        }
        firsts.sort { $0.0 < $1.0 }
        #expect(plan.removed == Array(Set(removed)).sorted())
        #expect(plan.placed == firsts.map(\.0))
        #expect(plan.sources == firsts.map(\.1))
    }
}
