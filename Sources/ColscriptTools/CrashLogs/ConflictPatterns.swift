import CollectionEngine
import CollectionScript

/// Operations of one batch that contradict each other: one position deleted and reloaded, deleted
/// and moved, inserted and moved into, moved twice (docs/updates.md §2.1 steps 2–5).
extension CrashPattern {
    static let conflictMistake = """
        One performBatchUpdates block names the same position twice in contradicting ways. Typical causes: \
        computing the changes by hand from two diffs that overlap (a delete and a reload of the same row, a \
        row both moved and deleted); calling reloadItems on rows that the same batch deletes or moves; or \
        queuing updates from two sources into one batch. Compute one consistent diff (or use a diffable \
        data source), and use reconfigureItems for content changes of rows that also move.
        """

    static let conflictPatterns: [CrashPattern] = [
        single(.deleteAndReload(IndexPath(0, 0)), mistake: conflictMistake) { v in
            (counts(sections: v[0] + 1, holding: [(v[0], v[1])]), "batch { delete [\(v[0]),\(v[1])]; reload [\(v[0]),\(v[1])] }")
        },
        single(.deleteAndMoveItem(IndexPath(0, 0)), mistake: conflictMistake) { v in
            (counts(sections: v[0] + 1, holding: [(v[0], v[1] + 1)]), "batch { delete [\(v[0]),\(v[1])]; move [\(v[0]),\(v[1])] -> [\(v[0]),0] }")
        },
        single(.deleteAndMoveSection(0), mistake: conflictMistake) { v in
            (Array(repeating: 0, count: v[0] + 2), "batch { deleteSection \(v[0]); moveSection \(v[0]) -> 0 }")
        },
        single(.insertAndMoveItem(IndexPath(0, 0)), mistake: conflictMistake) { v in
            let source = v[0] == 0 ? 1 : 0
            return (counts(sections: max(v[0], source) + 1, holding: [(source, 0)], extra: [(v[0], v[1])]),
                    "batch { insert [\(v[0]),\(v[1])] New; move [\(source),0] -> [\(v[0]),\(v[1])] }")
        },
        single(.insertAndMoveSection(0), mistake: conflictMistake) { v in
            (Array(repeating: 0, count: v[0] + 1), "batch { insertSection \(v[0]) New; moveSection 0 -> \(v[0]) }")
        },
        single(.moveFromDeletedSection(0), mistake: conflictMistake) { v in
            (counts(sections: v[0] + 2, holding: [(v[0], 0)]), "batch { deleteSection \(v[0]); move [\(v[0]),0] -> [0,0] }")
        },
        single(.moveIntoInsertedSection(0), mistake: conflictMistake) { v in
            (counts(sections: max(v[0], 1), holding: [(0, 0)]), "batch { insertSection \(v[0]) New; move [0,0] -> [\(v[0]),0] }")
        },
        single(.moveItemToBoth(IndexPath(0, 0), IndexPath(0, 0), IndexPath(0, 0)), mistake: conflictMistake) { v in
            (counts(sections: 1, holding: [(v[0], v[1]), (v[2], v[3]), (v[4], v[5])]),
             "batch { move [\(v[0]),\(v[1])] -> [\(v[2]),\(v[3])]; move [\(v[0]),\(v[1])] -> [\(v[4]),\(v[5])] }")
        },
        single(.moveBothItems(IndexPath(0, 0), IndexPath(0, 0), IndexPath(0, 0)), mistake: conflictMistake) { v in
            (counts(sections: 1, holding: [(v[0], v[1]), (v[2], v[3]), (v[4], v[5])]),
             "batch { move [\(v[0]),\(v[1])] -> [\(v[4]),\(v[5])]; move [\(v[2]),\(v[3])] -> [\(v[4]),\(v[5])] }")
        },
        single(.moveSectionToBoth(0, 0, 0), mistake: conflictMistake) { v in
            (Array(repeating: 0, count: (v.max() ?? 0) + 1), "batch { moveSection \(v[0]) -> \(v[1]); moveSection \(v[0]) -> \(v[2]) }")
        },
        single(.moveBothSections(0, 0, 0), mistake: conflictMistake) { v in
            (Array(repeating: 0, count: (v.max() ?? 0) + 1), "batch { moveSection \(v[0]) -> \(v[2]); moveSection \(v[1]) -> \(v[2]) }")
        },
    ]
}
