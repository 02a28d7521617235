/// An update names a position the collection does not have: deletes, reloads, reconfigures and
/// move sources are checked against the counts BEFORE the update, inserts and move targets
/// against the counts AFTER it (docs/updates.md §2.1).
extension CrashPattern {
    static let indexPath = #"<NSIndexPath: 0x[0-9a-fA-F]+> \{length = 2, path = (\d+) - (\d+)\}"#

    static let rangeMistake = """
        The index path was computed against the wrong version of the data: inside performBatchUpdates, \
        deletes, reloads and move sources use the indexes BEFORE the update, inserts and move targets the \
        indexes AFTER it. Typical causes: computing insert positions before removing from the array (or the \
        reverse), an off-by-one `count` used as an index, a stale index path kept from an earlier update, \
        or a section index from another table.
        """

    /// A pattern whose scenario is a set-up (section counts) and one failing command.
    static func single(_ id: String, _ regex: String, version: String? = nil, mistake: String = rangeMistake,
                       limit: Int = 10_000,
                       _ make: @escaping @Sendable ([Int]) -> (counts: [Int], command: String)?) -> CrashPattern {
        CrashPattern(id: id, regex: regex) { c, message in
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
        single("update.deleteItemOutOfRange", #"attempt to delete item (\d+) from section (\d+) which only contains (\d+) items before the update"#) { v in
            guard v[0] >= v[2] else { return nil }
            return (counts(sections: v[1] + 1, extra: [(v[1], v[2])]), "delete [\(v[1]),\(v[0])]")
        },
        single("update.deleteItemSectionOutOfRange", #"attempt to delete item (\d+) from section (\d+), but there are only (\d+) sections before the update"#) { v in
            guard v[1] >= v[2] else { return nil }
            return (Array(repeating: 0, count: v[2]), "delete [\(v[1]),\(v[0])]")
        },
        single("update.deleteSectionOutOfRange", #"attempt to delete section (\d+), but there are only (\d+) sections before the update"#) { v in
            guard v[0] >= v[1] else { return nil }
            return (Array(repeating: 0, count: v[1]), "deleteSection \(v[0])")
        },
        single("update.insertSectionOutOfRange", #"attempt to insert section (\d+) but there are only (\d+) sections after the update"#) { v in
            guard v[0] >= v[1], v[1] >= 1 else { return nil }
            return (Array(repeating: 0, count: v[1] - 1), "insertSection \(v[0]) New")
        },
        single("update.insertItemSectionOutOfRange", #"attempt to insert item (\d+) into section (\d+), but there are only (\d+) sections after the update"#) { v in
            guard v[1] >= v[2] else { return nil }
            return (Array(repeating: 0, count: v[2]), "view insert [\(v[1]),\(v[0])]")
        },
        single("update.insertItemOutOfRange", #"attempt to insert item (\d+) into section (\d+), but there are only (\d+) items in section (\d+) after the update"#) { v in
            guard v[1] == v[3], v[0] >= v[2] else { return nil }
            return (counts(sections: v[1] + 1, extra: [(v[1], v[2])]), "view insert [\(v[1]),\(v[0])]")
        },
        single("update.moveSectionSourceOutOfRange", #"attempt to move section (\d+), but there are only (\d+) sections before the update"#) { v in
            guard v[0] >= v[1], v[1] >= 1 else { return nil }
            return (Array(repeating: 0, count: v[1]), "moveSection \(v[0]) -> 0")
        },
        single("update.moveSectionTargetOutOfRange", #"attempt to to move section (\d+) to section (\d+), but there are only (\d+) sections after the update"#) { v in
            guard v[0] < v[2], v[1] >= v[2] else { return nil }
            return (Array(repeating: 0, count: v[2]), "moveSection \(v[0]) -> \(v[1])")
        },
        single("update.moveItemSourceSectionOutOfRange", #"attempt to move index path \("# + indexPath + #"\) from a section that does not exist - there are only (\d+) sections before the update"#) { v in
            guard v[0] >= v[2], v[2] >= 1 else { return nil }
            return (counts(sections: v[2], extra: [(0, 1)]), "move [\(v[0]),\(v[1])] -> [0,0]")
        },
        single("update.moveItemSourceOutOfRange", #"attempt to move index path \("# + indexPath + #"\) that does not exist - there are only (\d+) items in section (\d+) before the update"#) { v in
            guard v[0] == v[3], v[1] >= v[2], v[2] >= 1 else { return nil }
            return (counts(sections: v[0] + 1, extra: [(v[0], v[2])]), "move [\(v[0]),\(v[1])] -> [\(v[0]),0]")
        },
        single("update.moveItemTargetSectionOutOfRange", #"attempt to move index path \("# + indexPath + #"\) to index path \("# + indexPath + #"\) in section that does not exist - there are only (\d+) sections after the update"#) { v in
            guard v[2] >= v[4], v[0] < v[4] else { return nil }
            return (counts(sections: v[4], holding: [(v[0], v[1])]), "move [\(v[0]),\(v[1])] -> [\(v[2]),\(v[3])]")
        },
        single("update.moveItemTargetOutOfRange", #"attempt to move index path \("# + indexPath + #"\) to index path \("# + indexPath + #"\) that does not exist - there are only (\d+) items in section (\d+) after the update"#) { v in
            guard v[2] == v[5], v[3] >= v[4] else { return nil }
            if v[0] == v[2] {
                guard v[1] < v[4] else { return nil }
                return (counts(sections: v[0] + 1, extra: [(v[0], v[4])]), "move [\(v[0]),\(v[1])] -> [\(v[2]),\(v[3])]")
            }
            guard v[4] >= 1 else { return nil }
            return (counts(sections: max(v[0], v[2]) + 1, holding: [(v[0], v[1])], extra: [(v[2], v[4] - 1)]), "move [\(v[0]),\(v[1])] -> [\(v[2]),\(v[3])]")
        },
        single("update.reconfigureItemOutOfRange", #"attempt to reconfigure item (\d+) in section (\d+) which only contains (\d+) items before the update"#) { v in
            guard v[0] >= v[2] else { return nil }
            return (counts(sections: v[1] + 1, extra: [(v[1], v[2])]), "reconfigure [\(v[1]),\(v[0])]")
        },
        single("update.reconfigureItemSectionOutOfRange", #"attempt to reconfigure item (\d+) in section (\d+), but there are only (\d+) sections before the update"#) { v in
            guard v[1] >= v[2] else { return nil }
            return (Array(repeating: 0, count: v[2]), "reconfigure [\(v[1]),\(v[0])]")
        },
        single("dataSource.numberOfItemsInMissingSection", #"request for number of items in section (\d+) when there are only (\d+) sections in the collection view"#,
               mistake: "The app asked collectionView.numberOfItems(inSection:) (or an API that does, such as scrollToItem or a layout's prepare) for a section the view does not have: the view answers from the counts it last read, not from the app's array. Guard the section index against collectionView.numberOfSections, or reload first.") { v in
            guard v[0] >= v[1] else { return nil }
            return (Array(repeating: 0, count: v[1]), "expect numberOfItems \(v[0]) == 0")
        },
    ]
}
