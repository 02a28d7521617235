import CollectionEngine

extension UIKitCall {
    /// The diffable data source (docs/updates.md §7): installing it, building and applying
    /// snapshots, and the batch an apply makes on the view.
    package enum Diffable: Sendable, Equatable {
        /// `diffable on`: the initial snapshot's section and item counts.
        case setDiffableDataSource(sections: Int, items: Int)
        /// `diffable off`.
        case setPlainDataSource
        /// `snapshot [empty] { … }`: how many edits, on a blank or the current snapshot.
        case editSnapshot(fromEmpty: Bool, edits: Int)
        case apply(animatingDifferences: Bool)
        case applyUsingReloadData
        /// `sectionSnapshot SECTION { … }`.
        case applySectionSnapshot(section: String)
        /// `expand ITEM` / `collapse ITEM`: a user toggles an outline row of `section`.
        case toggleOutline(expand: Bool, item: String, section: String)
        /// What the apply did on the view: the changeset's batch, or reloadData() (nil).
        case changes(SnapshotChangeset?)
        /// A section snapshot's apply that found no diff to make: its batch reloads the data.
        case sectionReloaded

        var spelled: String {
            switch self {
            case .setDiffableDataSource(let sections, let items):
                return "dataSource = UICollectionViewDiffableDataSource(collectionView:cellProvider:) — snapshot of \(sections) sections, \(items) items"
            case .setPlainDataSource: return "dataSource = a plain UICollectionViewDataSource"
            case .editSnapshot(let empty, let edits):
                return "var snapshot = " + (empty ? "NSDiffableDataSourceSnapshot()" : "dataSource.snapshot()") + " — \(edits) edit\(edits == 1 ? "" : "s")"
            case .apply(let animating): return "dataSource.apply(snapshot, animatingDifferences: \(animating))"
            case .applyUsingReloadData: return "dataSource.applySnapshotUsingReloadData(snapshot)"
            case .applySectionSnapshot(let section):
                return "dataSource.apply(sectionSnapshot, to: \(section), animatingDifferences: true)"
            case .toggleOutline(let expand, let item, let section):
                return "sectionSnapshot.\(expand ? "expand" : "collapse")([\(item)]); dataSource.apply(sectionSnapshot, to: \(section))"
            case .changes(let changes?): return "  performBatchUpdates: " + changes.summary
            case .changes(nil): return "  reloadData()"
            case .sectionReloaded: return "  performBatchUpdates: reloadData()"
            }
        }

        var json: [(String, JSONValue)] {
            switch self {
            case .setDiffableDataSource(let sections, let items):
                return [("call", .string("UICollectionViewDiffableDataSource(collectionView:cellProvider:)")),
                        ("sections", .int(sections)), ("items", .int(items))]
            case .setPlainDataSource:
                return [("call", .string("dataSource")), ("diffable", .bool(false))]
            case .editSnapshot(let empty, let edits):
                return [("call", .string(empty ? "NSDiffableDataSourceSnapshot()" : "snapshot()")), ("edits", .int(edits))]
            case .apply(let animating):
                return [("call", .string("apply(_:animatingDifferences:)")), ("animatingDifferences", .bool(animating))]
            case .applyUsingReloadData:
                return [("call", .string("applySnapshotUsingReloadData(_:)"))]
            case .applySectionSnapshot(let section):
                return [("call", .string("apply(_:to:animatingDifferences:)")), ("section", .string(section)), ("animatingDifferences", .bool(true))]
            case .toggleOutline(let expand, let item, let section):
                return [("call", .string(expand ? "expand(_:)" : "collapse(_:)")), ("items", .array([.string(item)])), ("section", .string(section))]
            case .changes(let changes?):
                let c = changes.counts
                let counts: [(String, Int)] = [
                    ("sectionDeletes", c.sectionDeletes), ("sectionInserts", c.sectionInserts), ("sectionMoves", c.sectionMoves),
                    ("sectionReloads", c.sectionReloads), ("deletes", c.itemDeletes), ("inserts", c.itemInserts),
                    ("moves", c.itemMoves), ("reloads", c.itemReloads), ("reconfigures", c.itemReconfigures),
                ]
                return [("call", .string("performBatchUpdates(_:completion:)")), ("changes", .object(counts.map { ($0.0, .int($0.1)) }))]
            case .changes(nil):
                return [("call", .string("reloadData()"))]
            case .sectionReloaded:
                return [("call", .string("performBatchUpdates(_:completion:)")), ("reloadData", .bool(true))]
            }
        }
    }
}

extension SnapshotChangeset {
    /// "2 inserts, 1 move", or "no changes".
    var summary: String {
        let c = counts
        var parts: [String] = []
        func add(_ n: Int, _ what: String) { if n > 0 { parts.append("\(n) \(what)\(n == 1 ? "" : "s")") } }
        add(c.sectionDeletes, "section delete"); add(c.sectionInserts, "section insert"); add(c.sectionMoves, "section move")
        add(c.sectionReloads, "section reload")
        add(c.itemDeletes, "delete"); add(c.itemInserts, "insert"); add(c.itemMoves, "move"); add(c.itemReloads, "reload")
        add(c.itemReconfigures, "reconfigure")
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }
}
