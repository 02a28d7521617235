/// The item moves of a validated update, looked up by source: for each old section, the moved
/// items' old indexes (ascending) and, in parallel, where each one goes.
///
/// Models: the "moved items" half of UIKit's old → new item map (`UICollectionViewUpdate`); see
/// `UpdateMapping`. A lookup is a binary search in one section's list, never a hash of an index
/// path: at a million moves a dictionary of index paths cost more than the whole diff.
///
/// Building: the moves are grouped by old section; a section whose sources all lie in
/// `0..<before[section]` (every validated batch's do) is ordered by a counting pass over a dense
/// per-section table (O(items of the section + its moves)); any other list is sorted. A source
/// named twice keeps the first move given for it (a validated batch names each source once).
struct ItemMoveIndex: Sendable {
    /// One old section's moves, ascending by source item.
    struct Moves: Sendable {
        var sources: [Int] = []
        var targets: [IndexPath] = []
    }

    private var bySection: [Int: Moves] = [:]
    /// Sections whose moves stay in a table of every old position (see `Table`): where most items
    /// move (a shuffle), listing them would copy the table into two more arrays for nothing.
    private var tables: [Int: Table] = [:]

    /// One old section's moves as a table of its old positions: `flatTargets[start + item]` is
    /// the target's flat number in the new index space (items of the sections before it, + its
    /// item), + 1, or 0 when the item does not move; `newStarts` (the new space's section starts,
    /// with the total last) turns a flat number back into a path. The array may cover other
    /// sections (several sections share one buffer). 32 bits an entry: half the memory a packed
    /// path would take, for a table written at random.
    struct Table: Sendable {
        var flatTargets: [UInt32]
        var start: Int
        var count: Int
        var newStarts: [Int]

        func target(of item: Int) -> IndexPath? {
            guard item >= 0, item < count else { return nil }
            let entry = Int(flatTargets[start + item])
            guard entry != 0 else { return nil }
            return Self.path(ofFlat: entry - 1, starts: newStarts)
        }

        /// The path of flat number `flat`, which lies in a section: the last section starting at
        /// or before it (empty sections share their start with the next one). O(log sections).
        static func path(ofFlat flat: Int, starts: [Int]) -> IndexPath {
            var low = 0
            var high = starts.count - 2
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= flat { low = mid } else { high = mid - 1 }
            }
            return IndexPath(low, flat - starts[low])
        }

        /// The moves listed, ascending by source item. O(count).
        var moves: Moves {
            var moves = Moves()
            for item in 0..<count {
                if let target = target(of: item) {
                    moves.sources.append(item)
                    moves.targets.append(target)
                }
            }
            return moves
        }
    }

    init() {}

    /// From lists the caller built ascending and distinct, and tables, by old section (a section
    /// in one or the other).
    init(bySection: [Int: Moves], tables: [Int: Table] = [:]) {
        self.bySection = bySection
        self.tables = tables
    }

    /// - Parameters:
    ///   - moves: (source, target) pairs, in any order.
    ///   - before: item counts per old section, when known (enables the counting pass).
    init(_ moves: [(from: IndexPath, to: IndexPath)], before: [Int]?) {
        // Grouped by section; runs of one section (the usual case) cost one lookup, not one per move.
        var lists: [[(item: Int, to: IndexPath)]] = []
        var listOfSection: [Int: Int] = [:]
        var sections: [Int] = []
        var lastSection = Int.min, lastList = -1
        for move in moves {
            if lastList < 0 || move.from.section != lastSection {
                lastSection = move.from.section
                if let k = listOfSection[lastSection] {
                    lastList = k
                } else {
                    lastList = lists.count
                    listOfSection[lastSection] = lastList
                    lists.append([])
                    sections.append(lastSection)
                }
            }
            lists[lastList].append((move.from.item, move.to))
        }
        for (k, section) in sections.enumerated() {
            let length = before.flatMap { section >= 0 && section < $0.count ? $0[section] : nil } ?? -1
            bySection[section] = Self.ordered(lists[k], length: length)
            lists[k] = []
        }
    }

    /// One section's moves ordered by source item, first claimant of a source kept.
    private static func ordered(_ list: [(item: Int, to: IndexPath)], length: Int) -> Moves {
        var result = Moves()
        result.sources.reserveCapacity(list.count)
        result.targets.reserveCapacity(list.count)
        if length >= 0 && length < Int(Int32.max) && list.allSatisfy({ $0.item >= 0 && $0.item < length }) {
            // Counting pass: slot[item] = index in `list` of the first move from item, + 1.
            var slot = [Int32](repeating: 0, count: length)
            for (k, move) in list.enumerated() where slot[move.item] == 0 { slot[move.item] = Int32(truncatingIfNeeded: k + 1) }
            for item in 0..<length where slot[item] != 0 {
                result.sources.append(item)
                result.targets.append(list[Int(slot[item]) - 1].to)
            }
            return result
        }
        var previous: Int?
        for move in list.enumerated().sorted(by: { ($0.element.item, $0.offset) < ($1.element.item, $1.offset) }) {
            guard move.element.item != previous else { continue }
            previous = move.element.item
            result.sources.append(move.element.item)
            result.targets.append(move.element.to)
        }
        return result
    }

    var isEmpty: Bool { bySection.isEmpty && tables.isEmpty }

    /// The moves out of old section `section`, ascending by source; nil when none.
    func moves(fromSection section: Int) -> Moves? { bySection[section] ?? tables[section]?.moves }

    /// Where the item at old path `from` moves; nil if it does not move.
    func target(of from: IndexPath) -> IndexPath? {
        if let table = tables[from.section] { return table.target(of: from.item) }
        guard let moves = bySection[from.section],
              let k = UpdateSlotPlan<IndexPath>.index(of: from.item, in: moves.sources) else { return nil }
        return moves.targets[k]
    }
}
