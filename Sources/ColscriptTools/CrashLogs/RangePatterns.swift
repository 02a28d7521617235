import CollectionEngine
import CollectionScript

/// An update names a position the collection does not have: deletes, reloads, reconfigures and
/// move sources are checked against the counts BEFORE the update, inserts and move targets
/// against the counts AFTER it (docs/updates.md §2.1).
extension CrashPattern {
    static let rangeMistake = """
        The index path was computed against the wrong version of the data: inside performBatchUpdates, \
        deletes, reloads and move sources use the indexes BEFORE the update, inserts and move targets the \
        indexes AFTER it. Typical causes: computing insert positions before removing from the array (or the \
        reverse), an off-by-one `count` used as an index, a stale index path kept from an earlier update, \
        or a section index from another table.
        """

    /// A pattern whose scenario is a set-up (section counts) and one failing command: it
    /// recognises `sample`'s wording (any values: only the template's words and holes count) and
    /// is named by its id (and `variant`, when one error has several recognised wordings). `make`
    /// gets the numbers in the holes, in order (an index path gives section, item).
    static func single(_ sample: UIKitError, variant: String? = nil, version: String? = nil, mistake: String = rangeMistake,
                       limit: Int = 10_000,
                       _ make: @escaping @Sendable ([Int]) -> (counts: [Int], command: String)?) -> CrashPattern {
        let id = variant.map { sample.id + "." + $0 } ?? sample.id
        return CrashPattern(id: id, template: sample.template, capturingText: false) { c, message in
            let values = c.compactMap { Int(capture: $0, limit: limit) }
            guard values.count == c.count, let (counts, command) = make(values), counts.count <= 1_000,
                  counts.allSatisfy({ $0 >= 0 && $0 <= 100_000 }) else { return nil }
            let size = CrashPattern.viewSize(in: message).map { ["view \($0)"] } ?? []
            let lines = size + ScenarioText.setUp(counts) + [command]
            var title = String(message.split(separator: "\n").first ?? "")
            if let cut = title.firstRange(of: " Collection view: <") { title = String(title[..<cut.lowerBound]) }
            return Reconstruction(patternID: id, scenario: ScenarioText.script(title: String(title.prefix(160)), version: version, lines: lines),
                                  expected: message, mistake: mistake)
        }
    }

    /// Section counts with `sections` sections and at least `item + 1` items at each given path.
    static func counts(sections: Int, holding paths: [(Int, Int)] = [], extra: [(Int, Int)] = []) -> [Int] {
        let total = max(sections, (paths + extra).map { $0.0 + 1 }.max() ?? 0)
        guard total <= 1_000 else { return Array(repeating: 0, count: 1_001) }
        var counts = Array(repeating: 0, count: total)
        for (section, item) in paths { counts[section] = max(counts[section], item + 1) }
        for (section, count) in extra { counts[section] = max(counts[section], count) }
        return counts
    }

    static let rangePatterns: [CrashPattern] = [
        single(.deleteItemOutOfRange(0, 0, 0)) { v in
            guard v[0] >= v[2] else { return nil }
            return (counts(sections: v[1] + 1, extra: [(v[1], v[2])]), "delete [\(v[1]),\(v[0])]")
        },
        single(.deleteItemSectionOutOfRange(0, 0, 0)) { v in
            guard v[1] >= v[2] else { return nil }
            return (Array(repeating: 0, count: v[2]), "delete [\(v[1]),\(v[0])]")
        },
        single(.deleteSectionOutOfRange(0, 0)) { v in
            guard v[0] >= v[1] else { return nil }
            return (Array(repeating: 0, count: v[1]), "deleteSection \(v[0])")
        },
        single(.insertSectionOutOfRange(0, 0)) { v in
            guard v[0] >= v[1], v[1] >= 1 else { return nil }
            return (Array(repeating: 0, count: v[1] - 1), "insertSection \(v[0]) New")
        },
        single(.insertItemSectionOutOfRange(0, 0, 0)) { v in
            guard v[1] >= v[2] else { return nil }
            return (Array(repeating: 0, count: v[2]), "view insert [\(v[1]),\(v[0])]")
        },
        single(.insertItemOutOfRange(0, 0, 0)) { v in
            guard v[1] == v[3], v[0] >= v[2] else { return nil }
            return (counts(sections: v[1] + 1, extra: [(v[1], v[2])]), "view insert [\(v[1]),\(v[0])]")
        },
        single(.moveSectionSourceOutOfRange(0, 0)) { v in
            guard v[0] >= v[1], v[1] >= 1 else { return nil }
            return (Array(repeating: 0, count: v[1]), "moveSection \(v[0]) -> 0")
        },
        single(.moveSectionTargetOutOfRange(0, 0, 0)) { v in
            guard v[0] < v[2], v[1] >= v[2] else { return nil }
            return (Array(repeating: 0, count: v[2]), "moveSection \(v[0]) -> \(v[1])")
        },
        single(.moveItemSourceSectionOutOfRange(IndexPath(0, 0), 0)) { v in
            guard v[0] >= v[2], v[2] >= 1 else { return nil }
            return (counts(sections: v[2], extra: [(0, 1)]), "move [\(v[0]),\(v[1])] -> [0,0]")
        },
        single(.moveItemSourceOutOfRange(IndexPath(0, 0), 0)) { v in
            guard v[0] == v[3], v[1] >= v[2], v[2] >= 1 else { return nil }
            return (counts(sections: v[0] + 1, extra: [(v[0], v[2])]), "move [\(v[0]),\(v[1])] -> [\(v[0]),0]")
        },
        single(.moveItemTargetSectionOutOfRange(IndexPath(0, 0), IndexPath(0, 0), 0)) { v in
            guard v[2] >= v[4], v[0] < v[4] else { return nil }
            return (counts(sections: v[4], holding: [(v[0], v[1])]), "move [\(v[0]),\(v[1])] -> [\(v[2]),\(v[3])]")
        },
        single(.moveItemTargetOutOfRange(IndexPath(0, 0), IndexPath(0, 0), 0)) { v in
            guard v[2] == v[5], v[3] >= v[4] else { return nil }
            if v[0] == v[2] {
                guard v[1] < v[4] else { return nil }
                return (counts(sections: v[0] + 1, extra: [(v[0], v[4])]), "move [\(v[0]),\(v[1])] -> [\(v[2]),\(v[3])]")
            }
            guard v[4] >= 1 else { return nil }
            return (counts(sections: max(v[0], v[2]) + 1, holding: [(v[0], v[1])], extra: [(v[2], v[4] - 1)]), "move [\(v[0]),\(v[1])] -> [\(v[2]),\(v[3])]")
        },
        single(.reconfigureItemOutOfRange(0, 0, 0)) { v in
            guard v[0] >= v[2] else { return nil }
            return (counts(sections: v[1] + 1, extra: [(v[1], v[2])]), "reconfigure [\(v[1]),\(v[0])]")
        },
        single(.reconfigureItemSectionOutOfRange(0, 0, 0)) { v in
            guard v[1] >= v[2] else { return nil }
            return (Array(repeating: 0, count: v[2]), "reconfigure [\(v[1]),\(v[0])]")
        },
        single(.numberOfItemsInMissingSection(0, 0),
               mistake: "The app asked collectionView.numberOfItems(inSection:) (or an API that does, such as scrollToItem or a layout's prepare) for a section the view does not have: the view answers from the counts it last read, not from the app's array. Guard the section index against collectionView.numberOfSections, or reload first.") { v in
            guard v[0] >= v[1] else { return nil }
            return (Array(repeating: 0, count: v[1]), "expect numberOfItems \(v[0]) == 0")
        },
    ]
}
