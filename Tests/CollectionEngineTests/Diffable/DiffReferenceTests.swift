import Testing
@testable import CollectionEngine

// Test support for the diff tests: a seeded generator, and an independent checker that validates
// a batch with docs/updates.md §2's conflict and range rules and applies it with the §1.2.3 reference
// algorithm. It reads only the batch (never the changeset's fields) and the two snapshots.


/// The operations of a batch, grouped by kind.
struct ParsedBatch {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var reloadedSections: [Int] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    init(_ batch: BatchUpdate) {
        for operation in batch.operations {
            switch operation {
            case .deleteSections(let s): deletedSections += s
            case .insertSections(let s): insertedSections += s
            case .moveSection(let from, let to): movedSections.append((from, to))
            case .reloadSections(let s): reloadedSections += s
            case .deleteItems(let p): deletedItems += p
            case .insertItems(let p): insertedItems += p
            case .moveItem(let from, let to): movedItems.append((from, to))
            case .reloadItems(let p): reloadedItems += p
            case .reconfigureItems(let p): reconfiguredItems += p
            }
        }
    }
}

struct ReferenceFailure: Error, CustomStringConvertible {
    var description: String
}

/// Validates and applies a batch to `old`, taking inserted content from `new` (the data source
/// after the update), and returns the resulting sections as (section id, item ids).
///
/// Stricter than UIKit where a diff should never rely on leniency: item operations inside
/// deleted or inserted sections are rejected instead of silently dropped.
enum ReferenceApplier {
    static func apply(_ batch: BatchUpdate, old: DiffableSnapshot, new: DiffableSnapshot) throws(ReferenceFailure) -> [(Int, [Int])] {
        let p = ParsedBatch(batch)
        let oldSections = old.model.sections
        let newSections = new.model.sections
        let oldCount = oldSections.count
        let newCount = newSections.count
        func fail(_ text: String) -> ReferenceFailure { ReferenceFailure(description: text) }
        func unique<T: Hashable>(_ values: [T], _ what: String) throws(ReferenceFailure) {
            if Set(values).count != values.count { throw fail("duplicate \(what): \(values)") }
        }

        // Sections: uniqueness, ranges, conflicts (§2.1 steps 2–5).
        try unique(p.deletedSections, "section deletes")
        try unique(p.insertedSections, "section inserts")
        try unique(p.reloadedSections, "section reloads")
        try unique(p.movedSections.map(\.from), "section move sources")
        try unique(p.movedSections.map(\.to), "section move targets")
        for s in p.deletedSections + p.reloadedSections + p.movedSections.map(\.from) where !(0..<oldCount).contains(s) {
            throw fail("old section \(s) out of range")
        }
        for t in p.insertedSections + p.movedSections.map(\.to) where !(0..<newCount).contains(t) {
            throw fail("new section \(t) out of range")
        }
        let deletedSections = Set(p.deletedSections)
        let insertedSections = Set(p.insertedSections)
        let sectionMoveSources = Set(p.movedSections.map(\.from))
        let sectionMoveTargets = Set(p.movedSections.map(\.to))
        for s in p.reloadedSections where deletedSections.contains(s) || sectionMoveSources.contains(s) {
            throw fail("section \(s) reloaded and deleted/moved")
        }
        for s in sectionMoveSources where deletedSections.contains(s) { throw fail("delete and a move from the same section (\(s))") }
        for t in sectionMoveTargets where insertedSections.contains(t) { throw fail("insert and a move to the same section (\(t))") }
        // A section reload is re-inserted at its §1.6-adjusted index (deletes and inserts, not moves).
        var reloadTargets: [Int: Int] = [:]  // new index → old index
        let sortedInserts = p.insertedSections.sorted()
        for s in p.reloadedSections {
            var a = s - p.deletedSections.filter { $0 < s }.count
            for t in sortedInserts where t <= a { a += 1 }
            guard (0..<newCount).contains(a), !insertedSections.contains(a), !sectionMoveTargets.contains(a), reloadTargets[a] == nil else {
                throw fail("section reload \(s) re-inserted at \(a), colliding")
            }
            guard newSections[a].value == oldSections[s].value else { throw fail("section reload \(s) lands on another section at \(a)") }
            reloadTargets[a] = s
        }
        guard newCount == oldCount - p.deletedSections.count + p.insertedSections.count else {
            throw fail("invalid number of sections: \(oldCount) → \(newCount) with \(p.insertedSections.count) inserted, \(p.deletedSections.count) deleted")
        }
        // Place sections: inserted and reloaded ones come fresh from `new`; move targets carry old sections.
        var slots = [Int?](repeating: nil, count: newCount)  // old index, or -1 for fresh
        for t in p.insertedSections { slots[t] = -1 }
        for t in reloadTargets.keys { slots[t] = -1 }
        for move in p.movedSections {
            guard slots[move.to] == nil else { throw fail("two sections placed at \(move.to)") }
            slots[move.to] = move.from
        }
        let lifted = deletedSections.union(sectionMoveSources).union(p.reloadedSections)
        var remaining = (0..<oldCount).filter { !lifted.contains($0) }.makeIterator()
        for t in 0..<newCount where slots[t] == nil { slots[t] = remaining.next() }
        guard remaining.next() == nil, !slots.contains(where: { $0 == nil }) else { throw fail("section slots do not add up") }
        var oldToNewSection = [Int: Int]()
        for (t, s) in slots.enumerated() { if let s, s >= 0 { oldToNewSection[s] = t } }

        // Items: uniqueness, ranges, conflicts.
        try unique(p.deletedItems, "item deletes")
        try unique(p.insertedItems, "item inserts")
        try unique(p.reloadedItems, "item reloads")
        try unique(p.reconfiguredItems, "item reconfigures")
        try unique(p.movedItems.map(\.from), "item move sources")
        try unique(p.movedItems.map(\.to), "item move targets")
        func checkOld(_ path: IndexPath, _ what: String) throws(ReferenceFailure) {
            guard (0..<oldCount).contains(path.section), (0..<oldSections[path.section].items.count).contains(path.item) else {
                throw fail("\(what) \(path) out of range before the update")
            }
            guard oldToNewSection[path.section] != nil else { throw fail("\(what) \(path) in a deleted or reloaded section") }
        }
        func checkNew(_ path: IndexPath, _ what: String) throws(ReferenceFailure) {
            guard (0..<newCount).contains(path.section), (0..<newSections[path.section].items.count).contains(path.item) else {
                throw fail("\(what) \(path) out of range after the update")
            }
            guard let slot = slots[path.section], slot >= 0 else { throw fail("\(what) \(path) in an inserted or reloaded section") }
        }
        for path in p.deletedItems { try checkOld(path, "delete") }
        for path in p.reloadedItems { try checkOld(path, "reload") }
        for path in p.reconfiguredItems { try checkOld(path, "reconfigure") }
        for move in p.movedItems {
            try checkOld(move.from, "move from")
            try checkNew(move.to, "move to")
        }
        for path in p.insertedItems { try checkNew(path, "insert") }
        let deletedItems = Set(p.deletedItems)
        let reloadedItems = Set(p.reloadedItems)
        let insertedItems = Set(p.insertedItems)
        let moveSources = Set(p.movedItems.map(\.from))
        let moveTargets = Set(p.movedItems.map(\.to))
        for path in p.reloadedItems where deletedItems.contains(path) { throw fail("delete and reload the same index path \(path)") }
        for path in moveSources where deletedItems.contains(path) || reloadedItems.contains(path) {
            throw fail("delete and a move from the same index path \(path)")
        }
        for path in moveTargets where insertedItems.contains(path) { throw fail("insert and a move to the same index path \(path)") }
        for path in p.reconfiguredItems where deletedItems.contains(path) || moveSources.contains(path) || reloadedItems.contains(path) {
            throw fail("reconfigure of a deleted/moved/reloaded path \(path)")
        }
        // Item reloads: re-inserted at the §1.6-adjusted path.
        var reloadInserts: [IndexPath: IndexPath] = [:]  // new path → old path
        for path in p.reloadedItems {
            guard let t = oldToNewSection[path.section] else { throw fail("reload in a removed section") }
            var a = path.section - p.deletedSections.filter { $0 < path.section }.count
            for inserted in sortedInserts where inserted <= a { a += 1 }
            var i = path.item - p.deletedItems.filter { $0.section == path.section && $0.item < path.item }.count
            for inserted in p.insertedItems.filter({ $0.section == a }).map(\.item).sorted() where inserted <= i { i += 1 }
            let target = IndexPath(a, i)
            guard a == t, !insertedItems.contains(target), !moveTargets.contains(target), reloadInserts[target] == nil,
                  target.item < newSections[a].items.count,
                  newSections[a].items[target.item] == oldSections[path.section].items[path.item] else {
                throw fail("reload \(path) re-inserted at \(target): not where the item is after the update, or colliding")
            }
            reloadInserts[target] = path
        }

        // Apply (§1.2.3).
        var result: [(Int, [Int])] = []
        for t in 0..<newCount {
            guard let s = slots[t] else { throw fail("unreachable") }
            if s < 0 {
                result.append((newSections[t].value, Array(newSections[t].items)))
                continue
            }
            let oldItems = oldSections[s].items
            let removed = Set((0..<oldItems.count).filter {
                let path = IndexPath(s, $0)
                return deletedItems.contains(path) || reloadedItems.contains(path) || moveSources.contains(path)
            })
            var rest = (0..<oldItems.count).filter { !removed.contains($0) }.map { oldItems[$0] }.makeIterator()
            var placed: [Int: Int] = [:]
            for path in p.insertedItems where path.section == t { placed[path.item] = newSections[t].items[path.item] }
            for move in p.movedItems where move.to.section == t {
                guard placed[move.to.item] == nil else { throw fail("two items placed at \(move.to)") }
                placed[move.to.item] = oldSections[move.from.section].items[move.from.item]
            }
            for (target, _) in reloadInserts where target.section == t {
                guard placed[target.item] == nil else { throw fail("two items placed at \(target)") }
                placed[target.item] = newSections[t].items[target.item]
            }
            let count = newSections[t].items.count
            var items: [Int] = []
            for j in 0..<count {
                if let item = placed[j] { items.append(item) } else if let item = rest.next() { items.append(item) } else {
                    throw fail("invalid number of items in section \(t): too few")
                }
            }
            guard rest.next() == nil else { throw fail("invalid number of items in section \(t): too many") }
            result.append((oldSections[s].value, items))
        }
        return result
    }

    /// True when applying the changeset's batch to `old` reproduces `new` exactly.
    static func reproduces(_ changeset: SnapshotChangeset, old: DiffableSnapshot, new: DiffableSnapshot) throws(ReferenceFailure) -> Bool {
        let result = try apply(changeset.batch, old: old, new: new)
        return result.map(\.0) == new.sectionIdentifiers && result.map(\.1) == new.model.sections.map { Array($0.items) }
    }
}

/// The length of a longest strictly increasing subsequence, by the O(n²) textbook DP.
func bruteForceLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

@Test func referenceApplierReproducesTheSpecWorkedExample() throws {
    // docs/updates.md §1.2.3: [a b c d e f]; delete 0, 3; insert X@0, Y@3; move 1 → 4 → [X c e Y b f].
    let old = try DiffableSnapshot(sections: [(0, [0, 1, 2, 3, 4, 5])])
    let new = try DiffableSnapshot(sections: [(0, [10, 2, 4, 11, 1, 5])])
    let batch = BatchUpdate([.deleteItems([IndexPath(0, 0), IndexPath(0, 3)]), .insertItems([IndexPath(0, 0), IndexPath(0, 3)]),
                             .moveItem(from: IndexPath(0, 1), to: IndexPath(0, 4))])
    let result = try ReferenceApplier.apply(batch, old: old, new: new)
    #expect(result.map(\.1) == [[10, 2, 4, 11, 1, 5]])
}

@Test func referenceApplierRejectsConflicts() throws {
    let old = try DiffableSnapshot(sections: [(0, [0, 1, 2])])
    let new = try DiffableSnapshot(sections: [(0, [1, 0])])
    let conflicting = BatchUpdate([.deleteItems([IndexPath(0, 0), IndexPath(0, 2)]), .moveItem(from: IndexPath(0, 0), to: IndexPath(0, 1))])
    #expect(throws: ReferenceFailure.self) { try ReferenceApplier.apply(conflicting, old: old, new: new) }
    let badCount = BatchUpdate([])
    #expect(throws: ReferenceFailure.self) { try ReferenceApplier.apply(badCount, old: old, new: new) }
}

@Test func splitMixIsReproducible() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
}
