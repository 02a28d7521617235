/// Per-section trees of per-item values (measured sizes) through a validated batch update
/// (docs/self-sizing.md §2.5): each value follows its item; deleted and reloaded items lose theirs,
/// inserted items have none, moved items and items of moved sections keep theirs.
extension UpdateMapping {
    /// `trees` (section → item index → size) renumbered for the view after the update, which has
    /// `counts` items per section. O((removed + placed) · log m) per section touched, plus
    /// O(sections holding entries). An unbounded (identity) mapping drops everything.
    func remap(_ trees: [Int: SizeTree], counts: [Int]) -> [Int: SizeTree] {
        guard !trees.isEmpty, !isIdentity else { return trees }
        guard before != nil, after != nil else { return [:] }
        // Moved items carry their value to their target (read before any tree changes).
        var movedIn: [(IndexPath, Size)] = []
        for (section, tree) in trees {
            guard let moves = itemMoves.moves(fromSection: section) else { continue }
            for (item, to) in zip(moves.sources, moves.targets) {
                if let size = tree[item] { movedIn.append((to, size)) }
            }
        }
        var result: [Int: SizeTree] = [:]
        for (old, tree) in trees {
            guard let new = newSection(forOld: old) else { continue }
            var renumbered = tree
            // Deleted, reloaded and moved-away items leave; the survivors close up (descending, so
            // each removal's index is still an old one)…
            for item in (removedItems[old] ?? []).reversed() { renumbered.closeGap(at: item) }
            // …then every placed slot (inserted, reloaded, moved in) opens a gap, ascending.
            for slot in placedItems[new]?.placed ?? [] { renumbered.openGap(at: slot) }
            result[new] = renumbered
        }
        for (to, size) in movedIn where to.section >= 0 && to.section < counts.count && to.item < counts[to.section] {
            result[to.section, default: SizeTree()].set(to.item, size)
        }
        return result.filter { !$0.value.isEmpty }
    }
}
