/// One queued call in UIKit's internal form: an action on an index path, whose item is NSNotFound
/// for a section operation.
///
/// Models: `UICollectionViewUpdateItem` as UIKit queues it inside `performBatchUpdates`. Sorting
/// compares (section, item) with NSNotFound as the item of a section operation, so ascending order
/// puts the items of section `s` before the operation on section `s` itself, and descending order
/// puts the section operation first (docs/updates.md §1.2, §2.1).
struct QueuedUpdateItem: Hashable, Sendable {
    enum Action: Hashable, Sendable { case insert, delete, reload, move }

    /// NSNotFound: the item index of a section operation's index path.
    static let notFound = Int.max

    var action: Action
    var isSection: Bool
    /// The path the action names: after space for inserts, before space for deletes, reloads and
    /// move sources.
    var path: IndexPath
    /// A move's target (after space); equal to `path` for every other action.
    var target: IndexPath
    /// True for the delete and insert halves of a reload.
    var isFromReload = false
    /// For the insert half of a reload: the reloaded path (before space).
    var reloadedFrom: IndexPath?

    init(_ action: Action, section: Int) {
        self.action = action
        self.isSection = true
        self.path = IndexPath(section, Self.notFound)
        self.target = path
    }

    init(_ action: Action, item: IndexPath) {
        self.action = action
        self.isSection = false
        self.path = item
        self.target = item
    }

    static func moveSection(_ from: Int, _ to: Int) -> QueuedUpdateItem {
        var item = QueuedUpdateItem(.move, section: from)
        item.target = IndexPath(to, notFound)
        return item
    }

    static func moveItem(_ from: IndexPath, _ to: IndexPath) -> QueuedUpdateItem {
        var item = QueuedUpdateItem(.move, item: from)
        item.target = to
        return item
    }

    var section: Int { path.section }
}

/// A batch sorted into UIKit's four families, before any check runs (docs/updates.md §2.1 steps 1–2).
///
/// Shared by `BatchValidator` (which checks it) and `BatchApplier` (which applies it leniently), so
/// both read the same reload decomposition and the same dropping rules.
struct QueuedUpdates: Sendable {
    /// Explicit deletes (items and sections), descending.
    var deletes: [QueuedUpdateItem] = []
    /// Explicit inserts (items and sections), ascending.
    var inserts: [QueuedUpdateItem] = []
    /// Reloads, ascending, each path once: reloading a path twice is the same as reloading it once
    /// [inferred: UIKit would queue two deletes; the engine collapses them].
    var reloads: [QueuedUpdateItem] = []
    /// Moves, ascending by source; calls with the same source keep their call order.
    var moves: [QueuedUpdateItem] = []
    /// `reconfigureItems(at:)` paths (before space), ascending, each once.
    var reconfigures: [IndexPath] = []

    init(_ update: BatchUpdate) {
        var moveCalls: [QueuedUpdateItem] = []
        var reloadSet = Set<QueuedUpdateItem>()
        var reconfigureSet = Set<IndexPath>()
        for operation in update.operations {
            switch operation {
            case .insertItems(let paths): inserts += paths.map { QueuedUpdateItem(.insert, item: $0) }
            case .deleteItems(let paths): deletes += paths.map { QueuedUpdateItem(.delete, item: $0) }
            case .reloadItems(let paths): paths.forEach { reloadSet.insert(QueuedUpdateItem(.reload, item: $0)) }
            case .reconfigureItems(let paths): paths.forEach { reconfigureSet.insert($0) }
            case .moveItem(let from, let to): moveCalls.append(.moveItem(from, to))
            case .insertSections(let s): inserts += s.map { QueuedUpdateItem(.insert, section: $0) }
            case .deleteSections(let s): deletes += s.map { QueuedUpdateItem(.delete, section: $0) }
            case .reloadSections(let s): s.forEach { reloadSet.insert(QueuedUpdateItem(.reload, section: $0)) }
            case .moveSection(let from, let to): moveCalls.append(.moveSection(from, to))
            }
        }
        deletes.sort { $0.path > $1.path }
        inserts.sort { $0.path < $1.path }
        reloads = reloadSet.sorted { $0.path < $1.path }
        // Calls already in source order (the usual hand-written batch) need no stable sort of
        // a copy tagged with call numbers.
        moves = zip(moveCalls, moveCalls.dropFirst()).allSatisfy({ $0.path <= $1.path }) ? moveCalls
            : moveCalls.enumerated()
                .sorted { $0.element.path != $1.element.path ? $0.element.path < $1.element.path : $0.offset < $1.offset }
                .map { $0.element }
        reconfigures = reconfigureSet.sorted()
    }

    /// Sections deleted before the update, explicitly or by a section reload.
    var deletedSections: Set<Int> {
        Set(deletes.filter { $0.isSection }.map { $0.section } + reloads.filter { $0.isSection }.map { $0.section })
    }

    /// Sections inserted after the update, explicitly (reload halves are added by `decomposed`).
    var insertedSections: Set<Int> { Set(inserts.filter { $0.isSection }.map { $0.section }) }

    /// Splits every reload into a delete at its path and an insert at the adjusted path
    /// (docs/updates.md §1.6): start from the reload's path; walk the deletes descending (a deleted
    /// section ≤ s decrements s; an item delete in the adjusted section with item ≤ i decrements i),
    /// then the inserts ascending (an inserted section ≤ s increments s; an item insert in the same
    /// section with item ≤ i increments i). Moves are not taken into account.
    ///
    /// Item reloads inside a deleted (or reloaded) section are dropped, both halves [inferred, §1.4].
    /// The walk uses the explicit deletes and inserts *after* dropping item deletes inside deleted
    /// sections and item inserts inside inserted sections [inferred: UXKit walks the raw lists, which
    /// can push a reload to item -1 or one past its place; the engine does not reproduce that].
    /// The walks are evaluated with binary searches (`AdjustmentWalk`), not per reload × per call.
    ///
    /// - Returns: the deletes (explicit + reload halves) descending and the inserts (explicit +
    ///   reload halves) ascending, nothing dropped yet (the validator drops during its checks).
    func decomposed() -> (deletes: [QueuedUpdateItem], inserts: [QueuedUpdateItem]) {
        let deletedSections = self.deletedSections
        let insertedSections = self.insertedSections
        var deletedSectionList: [Int] = [], insertedSectionList: [Int] = []
        var itemDeletes: [Int: [Int]] = [:], itemInserts: [Int: [Int]] = [:]
        for delete in deletes {
            if delete.isSection {
                deletedSectionList.append(delete.section)
            } else if !deletedSections.contains(delete.section) {
                itemDeletes[delete.section, default: []].append(delete.path.item)
            }
        }
        for insert in inserts {
            if insert.isSection {
                insertedSectionList.append(insert.section)
            } else if !insertedSections.contains(insert.section) {
                itemInserts[insert.section, default: []].append(insert.path.item)
            }
        }
        deletedSectionList.sort()
        let sectionWalk = AdjustmentWalk(insertedSectionList)
        var itemDeleteLists: [Int: [Int]] = [:]
        for (section, items) in itemDeletes { itemDeleteLists[section] = items.sorted() }
        var itemWalks: [Int: AdjustmentWalk] = [:]
        for (section, items) in itemInserts { itemWalks[section] = AdjustmentWalk(items) }

        var allDeletes = deletes
        var allInserts = inserts
        for reload in reloads where reload.isSection || !deletedSections.contains(reload.section) {
            // Deletes, descending: every deleted section below s (a deleted s itself is skipped, and
            // is an error for a section reload), then every item delete below i in s.
            var s = reload.section - AdjustmentWalk.countBelow(deletedSectionList, reload.section)
            s = sectionWalk.apply(to: s)
            var deleteHalf = reload.isSection ? QueuedUpdateItem(.delete, section: reload.section)
                                              : QueuedUpdateItem(.delete, item: reload.path)
            deleteHalf.isFromReload = true
            var insertHalf: QueuedUpdateItem
            if reload.isSection {
                insertHalf = QueuedUpdateItem(.insert, section: s)
            } else {
                var i = reload.path.item - AdjustmentWalk.countBelow(itemDeleteLists[reload.section] ?? [], reload.path.item)
                i = itemWalks[s]?.apply(to: i) ?? i
                insertHalf = QueuedUpdateItem(.insert, item: IndexPath(s, i))
            }
            insertHalf.isFromReload = true
            insertHalf.reloadedFrom = reload.path
            allDeletes.append(deleteHalf)
            allInserts.append(insertHalf)
        }
        allDeletes.sort { $0.path > $1.path }
        allInserts.sort { $0.path < $1.path }
        return (allDeletes, allInserts)
    }
}

/// UXKit's insert walk `for k in inserts ascending: if k <= x { x += 1 }`, in O(log n).
///
/// Once a `k` fails (`k > x`), every later `k` fails too, so the walk adds the length of the
/// longest prefix whose every `k[j] - j` is ≤ the start: a binary search over the prefix maxima.
struct AdjustmentWalk: Sendable {
    private var prefixMax: [Int] = []

    init(_ positions: [Int]) {
        var running = Int.min
        prefixMax = positions.sorted().enumerated().map { j, k in
            running = Swift.max(running, k &- j)
            return running
        }
    }

    func apply(to start: Int) -> Int {
        var low = 0, high = prefixMax.count
        while low < high {
            let mid = (low + high) / 2
            if prefixMax[mid] <= start { low = mid + 1 } else { high = mid }
        }
        return start &+ low
    }

    /// The number of elements of sorted `list` below `value`.
    static func countBelow(_ list: [Int], _ value: Int) -> Int {
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
