/// One queued call in UIKit's internal form: an action on an index path, whose item is NSNotFound
/// for a section operation.
///
/// Models: `UICollectionViewUpdateItem` as UIKit queues it inside `performBatchUpdates`. Sorting
/// compares (section, item) with NSNotFound as the item of a section operation, so ascending order
/// puts the items of section `s` before the operation on section `s` itself, and descending order
/// puts the section operation first (updates.md §1.2, §2.1).
struct UpdateItem: Hashable, Sendable {
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

    static func moveSection(_ from: Int, _ to: Int) -> UpdateItem {
        var item = UpdateItem(.move, section: from)
        item.target = IndexPath(to, notFound)
        return item
    }

    static func moveItem(_ from: IndexPath, _ to: IndexPath) -> UpdateItem {
        var item = UpdateItem(.move, item: from)
        item.target = to
        return item
    }

    var section: Int { path.section }
}

/// A batch sorted into UIKit's four families, before any check runs (updates.md §2.1 steps 1–2).
///
/// Shared by `BatchValidator` (which checks it) and `BatchApplier` (which applies it leniently), so
/// both read the same reload decomposition and the same dropping rules.
struct QueuedUpdates: Sendable {
    /// Explicit deletes (items and sections), descending.
    var deletes: [UpdateItem] = []
    /// Explicit inserts (items and sections), ascending.
    var inserts: [UpdateItem] = []
    /// Reloads, ascending, each path once: reloading a path twice is the same as reloading it once
    /// [inferred: UIKit would queue two deletes; the engine collapses them].
    var reloads: [UpdateItem] = []
    /// Moves, ascending by source; calls with the same source keep their call order.
    var moves: [UpdateItem] = []
    /// `reconfigureItems(at:)` paths (before space), ascending, each once.
    var reconfigures: [IndexPath] = []

    init(_ update: BatchUpdate) {
        var moveCalls: [UpdateItem] = []
        var reloadSet = Set<UpdateItem>()
        var reconfigureSet = Set<IndexPath>()
        for operation in update.operations {
            switch operation {
            case .insertItems(let paths): inserts += paths.map { UpdateItem(.insert, item: $0) }
            case .deleteItems(let paths): deletes += paths.map { UpdateItem(.delete, item: $0) }
            case .reloadItems(let paths): paths.forEach { reloadSet.insert(UpdateItem(.reload, item: $0)) }
            case .reconfigureItems(let paths): paths.forEach { reconfigureSet.insert($0) }
            case .moveItem(let from, let to): moveCalls.append(.moveItem(from, to))
            case .insertSections(let s): inserts += s.map { UpdateItem(.insert, section: $0) }
            case .deleteSections(let s): deletes += s.map { UpdateItem(.delete, section: $0) }
            case .reloadSections(let s): s.forEach { reloadSet.insert(UpdateItem(.reload, section: $0)) }
            case .moveSection(let from, let to): moveCalls.append(.moveSection(from, to))
            }
        }
        deletes.sort { $0.path > $1.path }
        inserts.sort { $0.path < $1.path }
        reloads = reloadSet.sorted { $0.path < $1.path }
        moves = moveCalls.enumerated()
            .sorted { $0.element.path != $1.element.path ? $0.element.path < $1.element.path : $0.offset < $1.offset }
            .map(\.element)
        reconfigures = reconfigureSet.sorted()
    }

    /// Sections deleted before the update, explicitly or by a section reload.
    var deletedSections: Set<Int> {
        Set(deletes.filter(\.isSection).map(\.section) + reloads.filter(\.isSection).map(\.section))
    }

    /// Sections inserted after the update, explicitly (reload halves are added by `decomposed`).
    var insertedSections: Set<Int> { Set(inserts.filter(\.isSection).map(\.section)) }

    /// Splits every reload into a delete at its path and an insert at the adjusted path
    /// (updates.md §1.6): start from the reload's path; walk the deletes descending (a deleted
    /// section ≤ s decrements s; an item delete in the adjusted section with item ≤ i decrements i),
    /// then the inserts ascending (an inserted section ≤ s increments s; an item insert in the same
    /// section with item ≤ i increments i). Moves are not taken into account.
    ///
    /// Item reloads inside a deleted (or reloaded) section are dropped, both halves [inferred, §1.4].
    /// The walk uses the explicit deletes and inserts *after* dropping item deletes inside deleted
    /// sections and item inserts inside inserted sections [inferred: UXKit walks the raw lists, which
    /// can push a reload to item -1 or one past its place; the engine does not reproduce that].
    ///
    /// - Returns: the deletes (explicit + reload halves) descending and the inserts (explicit +
    ///   reload halves) ascending, nothing dropped yet (the validator drops during its checks).
    func decomposed() -> (deletes: [UpdateItem], inserts: [UpdateItem]) {
        let deletedSections = self.deletedSections
        let insertedSections = self.insertedSections
        let walkDeletes = deletes.filter { $0.isSection || !deletedSections.contains($0.section) }
        let walkInserts = inserts.filter { $0.isSection || !insertedSections.contains($0.section) }
        var allDeletes = deletes
        var allInserts = inserts
        for reload in reloads where reload.isSection || !deletedSections.contains(reload.section) {
            var s = reload.section
            var i = reload.path.item
            for delete in walkDeletes {
                if delete.isSection && delete.section == reload.section { continue }
                if delete.isSection && delete.section <= s { s = s.decremented }
                if !reload.isSection && !delete.isSection && delete.section == s && delete.path.item <= i {
                    i = i.decremented
                }
            }
            for insert in walkInserts {
                if insert.isSection && insert.section <= s { s = s.incremented }
                if !reload.isSection && !insert.isSection && insert.section == s && insert.path.item <= i {
                    i = i.incremented
                }
            }
            var deleteHalf = reload.isSection ? UpdateItem(.delete, section: reload.section) : UpdateItem(.delete, item: reload.path)
            deleteHalf.isFromReload = true
            var insertHalf = reload.isSection ? UpdateItem(.insert, section: s) : UpdateItem(.insert, item: IndexPath(s, i))
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

fileprivate extension Int {
    /// `self + 1`, saturating at `Int.max` (index arithmetic on script input must never trap).
    var incremented: Int { self == Int.max ? self : self + 1 }
    /// `self - 1`, saturating at `Int.min`.
    var decremented: Int { self == Int.min ? self : self - 1 }
}
