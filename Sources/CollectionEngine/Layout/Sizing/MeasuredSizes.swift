/// A layout's measured (self-sized) sizes: what its cells answered (docs/self-sizing.md §2.2), one
/// sparse `SizeTree` per section by item index, for the item counts in `counts`. One measurement
/// is O(log m), and so is undoing it.
///
/// Edited in place only, never shared: a layout's prepared geometry looks the trees up here
/// instead of keeping a reference, and a savepoint (`CollectionView.Savepoint`) leaves them out;
/// either reference would make the next measurement copy the whole tree (O(m) at a million
/// measured items). What a transaction must be able to undo is recorded in `log` instead.
///
/// Across batch updates (docs/self-sizing.md §2.5) the measurements follow their items (`remap`):
/// deleted and reloaded items lose theirs, inserted items start from the estimate, moved items and
/// items of moved sections keep theirs. O(log m) per changed item, and the same to undo.
public struct MeasuredSizes: Sendable, Equatable {
    /// The trees by section; no tree is empty.
    public private(set) var trees: [Int: SizeTree] = [:]
    /// The item counts the measurements are for.
    public private(set) var counts: [Int] = []
    /// What undoes each change made while a transaction is open.
    var log = UndoLog<Undo>()

    public init() {}

    /// One change, by what undoes it.
    enum Undo: Sendable {
        /// `set`: the item's size before (nil: none), and whether its section had no tree.
        case set(section: Int, item: Int, old: Size?, newTree: Bool)
        /// Everything replaced at once: what was there.
        case replaced([Int: SizeTree], counts: [Int])
        /// Only the counts changed: the counts before.
        case counts([Int])
        /// `remap`: its inverse.
        case remapped(RemapUndo)
    }

    /// The log and nothing else may differ.
    public static func == (a: MeasuredSizes, b: MeasuredSizes) -> Bool {
        a.trees == b.trees && a.counts == b.counts
    }

    public var isEmpty: Bool { trees.isEmpty }

    /// Records `size` for `indexPath` in a layout of `counts` items per section (other counts than
    /// the measurements' forget them first). O(log m).
    mutating func set(_ size: Size, at indexPath: IndexPath, counts: [Int]) {
        if self.counts != counts {
            replaceAll(with: [:], counts: counts)
        }
        let s = indexPath.section, k = indexPath.item
        log.record(.set(section: s, item: k, old: trees[s]?[k], newTree: trees[s] == nil))
        trees[s, default: SizeTree()].set(k, size)
    }

    /// Forgets every measurement (the counts stay).
    mutating func removeAll() {
        guard !trees.isEmpty else { return }
        replaceAll(with: [:], counts: counts)
    }

    private mutating func replaceAll(with new: [Int: SizeTree], counts newCounts: [Int]) {
        if log.isRecording {
            log.record(.replaced(trees, counts: counts))
        }
        trees = new
        counts = newCounts
    }

    /// The measurements through a validated batch update `mapping`, leaving `newCounts` items per
    /// section. An unbounded (identity) mapping keeps them; a mapping without counts drops them.
    mutating func remap(_ mapping: UpdateMapping, counts newCounts: [Int]) {
        guard !trees.isEmpty, !mapping.isIdentity else {
            if counts != newCounts {
                log.record(.counts(counts))
                counts = newCounts
            }
            return
        }
        guard mapping.before != nil, mapping.after != nil else {
            replaceAll(with: [:], counts: newCounts)
            return
        }
        var undo = RemapUndo(counts: counts)
        // Moved items carry their value to their target (read before any tree changes).
        var movedIn: [(IndexPath, Size)] = []
        for (section, tree) in trees {
            guard let moves = mapping.itemMoves.moves(fromSection: section) else { continue }
            for (item, to) in zip(moves.sources, moves.targets) {
                if let size = tree[item] { movedIn.append((to, size)) }
            }
        }
        // Each tree is taken out of the dictionary before it is edited, so it is edited in place.
        var source = trees
        trees = [:]
        var result: [Int: SizeTree] = [:]
        for old in Array(source.keys) {
            guard var tree = source.removeValue(forKey: old) else { continue }
            guard let new = mapping.newSection(forOld: old) else {
                undo.sections.append(.init(old: old, new: nil, dropped: tree))
                continue
            }
            var piece = RemapUndo.Section(old: old, new: new)
            // Deleted, reloaded and moved-away items leave; the survivors close up (descending, so
            // each removal's index is still an old one)…
            for item in mapping.items.removed(inOld: old).reversed() {
                piece.removed.append((item, tree[item]))
                tree.closeGap(at: item)
            }
            // …then every placed slot (inserted, reloaded, moved in) opens a gap, ascending.
            for slot in mapping.items.placed(inNew: new) {
                tree.openGap(at: slot)
                piece.placed.append(slot)
            }
            undo.sections.append(piece)
            result[new] = tree
        }
        for (to, size) in movedIn where to.section >= 0 && to.section < newCounts.count && to.item < newCounts[to.section] {
            undo.movedIn.append((to, result[to.section]?[to.item]))
            result[to.section, default: SizeTree()].set(to.item, size)
        }
        for (section, tree) in result where tree.isEmpty { result[section] = nil }
        trees = result
        counts = newCounts
        log.record(.remapped(undo))
    }

    /// What undoes one `remap`.
    struct RemapUndo: Sendable {
        struct Section: Sendable {
            var old: Int
            var new: Int?
            /// The tree of a section the update deleted.
            var dropped: SizeTree? = nil
            /// The removed items, in the order removed (descending), with what they held.
            var removed: [(Int, Size?)] = []
            /// The gaps opened, in order (ascending).
            var placed: [Int] = []
        }
        var counts: [Int]
        var sections: [Section] = []
        /// The moved-in values set after the gaps, with what their slot held.
        var movedIn: [(IndexPath, Size?)] = []
    }

    /// Undoes `undo`, the last `remap`. O(log m) per item it changed.
    private mutating func undoRemap(_ undo: RemapUndo) {
        for (to, old) in undo.movedIn.reversed() {
            if let old {
                trees[to.section, default: SizeTree()].set(to.item, old)
            } else {
                trees[to.section]?.remove(to.item)
            }
        }
        var source = trees
        trees = [:]
        for piece in undo.sections.reversed() {
            if let dropped = piece.dropped {
                trees[piece.old] = dropped
                continue
            }
            var tree = piece.new.flatMap { source.removeValue(forKey: $0) } ?? SizeTree()
            for slot in piece.placed.reversed() { tree.closeGap(at: slot) }
            for (item, old) in piece.removed.reversed() {
                tree.openGap(at: item)
                if let old { tree.set(item, old) }
            }
            trees[piece.old] = tree
        }
        counts = undo.counts
    }

    // MARK: Transactions

    /// A transaction opens: the mark to undo to.
    mutating func openLog() -> Int { log.open() }

    /// Undoes every change since `mark`, newest first, and ends the transaction that began there.
    mutating func undoLog(to mark: Int) {
        for entry in log.take(since: mark) {
            switch entry {
            case .set(let s, let k, let old, let newTree):
                if let old {
                    trees[s, default: SizeTree()].set(k, old)
                } else if newTree {
                    trees[s] = nil
                } else {
                    trees[s]?.remove(k)
                }
            case .replaced(let old, let oldCounts):
                trees = old
                counts = oldCounts
            case .counts(let oldCounts):
                counts = oldCounts
            case .remapped(let undo):
                undoRemap(undo)
            }
        }
        log.close()
    }

    /// The store a savepoint keeps: the counts only (the trees and the log stay with the view).
    var strippedForSavepoint: MeasuredSizes {
        var stripped = MeasuredSizes()
        stripped.counts = counts
        return stripped
    }
}
