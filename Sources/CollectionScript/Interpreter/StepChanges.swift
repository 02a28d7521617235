import CollectionEngine

/// What an update step did to the cells on screen, for pictures that show change: the inserted
/// cells, the deleted ones (as ghosts where they were), the moved ones (from their old frame to
/// their new one), the reloaded and the reconfigured ones.
///
/// Models the animation UIKit runs for `performBatchUpdates` (docs/updates.md §1.1): deleted
/// items fade out at their old frames, inserted items fade in at their new ones, moved items
/// slide from the old frame to the new, reloaded items cross-fade (a new cell), reconfigured
/// items keep their cell. Index spaces: deletes, reloads and reconfigures name paths before the
/// batch, inserts after it, moves go from before to after — so a path before the batch is looked
/// up in the previous step's picture, a path after it in this step's.
///
/// Every other item whose frame changed slides too (`shifted`): the items after a delete or an
/// insert, those of a moved section, and every item of a layout change or a transition. Where an
/// item was before is the update's own index mapping (`UpdateMapping`, rebuilt by the same
/// `BatchValidator` the view ran, so `oldIndexPath(forNew:)` is the view's answer); a diffable
/// apply maps by identifier as UIKit's diffable data source does, and a step with no update keeps
/// every path (a layout change or a transition moves frames, not items).
///
/// Built from the update calls the view was told of (calls that changed only the data source
/// changed nothing on screen). A reloaded item is found again by its identifier. Only elements
/// inside both snapshots are known (large collections are snapshotted around the viewport).
public struct StepChanges: Sendable, Equatable {
    /// A deleted cell where it was: its old frame and identifier.
    public struct Ghost: Sendable, Equatable {
        public var frame: Rect
        public var label: String
        public var indexPath: IndexPath
    }

    /// A moved cell: from its old frame to its new one (either may be off the snapshot: nil).
    public struct Move: Sendable, Equatable {
        public var from: IndexPath
        public var to: IndexPath
        public var oldFrame: Rect?
        public var newFrame: Rect?
    }

    /// Index paths after the update.
    public var inserted: Set<IndexPath> = []
    public var deleted: [Ghost] = []
    public var moved: [Move] = []
    /// Index paths after the update.
    public var reloaded: Set<IndexPath> = []
    public var reconfigured: Set<IndexPath> = []
    /// Every surviving cell whose frame changed and that is not a `moved` one: its old frame, by
    /// its path after the update. Not a change of its own (not in `isEmpty` nor the summary):
    /// the picture slides these cells from where they were.
    public var shifted: [IndexPath: Rect] = [:]

    public init() {}

    public var isEmpty: Bool {
        inserted.isEmpty && deleted.isEmpty && moved.isEmpty && reloaded.isEmpty && reconfigured.isEmpty
    }

    /// The index paths whose cell moved here, by new path.
    public var movedTo: [IndexPath: Move] {
        Dictionary(moved.map { ($0.to, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// One line per kind of change, for a picture's legend: `inserted: [0,0] X`.
    public func summary(labels: [IndexPath: String]) -> [String] {
        func named(_ path: IndexPath) -> String { labels[path].map { "\(path) \($0)" } ?? path.description }
        var lines: [String] = []
        if !inserted.isEmpty { lines.append("inserted: " + inserted.sorted().map(named).joined(separator: ", ")) }
        if !deleted.isEmpty {
            lines.append("deleted: " + deleted.map { "\($0.label) (was \($0.indexPath))" }.joined(separator: ", "))
        }
        if !moved.isEmpty {
            lines.append("moved: " + moved.map { "\(labels[$0.to].map { $0 + " " } ?? "")\($0.from) → \($0.to)" }
                .joined(separator: ", "))
        }
        if !reloaded.isEmpty { lines.append("reloaded: " + reloaded.sorted().map(named).joined(separator: ", ")) }
        if !reconfigured.isEmpty {
            lines.append("reconfigured: " + reconfigured.sorted().map(named).joined(separator: ", "))
        }
        return lines
    }

    /// The changes `operations` made between the `before` and `after` pictures of cells
    /// (frames and identifiers by index path).
    public static func of(_ operations: [UpdateOperation],
                          before: (frames: [IndexPath: Rect], labels: [IndexPath: String]),
                          after: (frames: [IndexPath: Rect], labels: [IndexPath: String]),
                          counts: (before: [Int], after: [Int])? = nil, byIdentifier: Bool = false) -> StepChanges {
        var changes = marks(operations, before: before, after: after)
        changes.shifted = shifts(operations, before: before, after: after, counts: counts,
                                 byIdentifier: byIdentifier, excluding: changes)
        return changes
    }

    /// The inserted, deleted, moved, reloaded and reconfigured cells of `operations`.
    static func marks(_ operations: [UpdateOperation],
                      before: (frames: [IndexPath: Rect], labels: [IndexPath: String]),
                      after: (frames: [IndexPath: Rect], labels: [IndexPath: String])) -> StepChanges {
        var changes = StepChanges()
        guard !operations.isEmpty else { return changes }
        var afterByLabel: [String: IndexPath] = [:]
        for (path, label) in after.labels where after.frames[path] != nil {
            if let existing = afterByLabel[label], existing < path { continue }
            afterByLabel[label] = path
        }
        func ghost(_ path: IndexPath) {
            guard let frame = before.frames[path] else { return }
            changes.deleted.append(Ghost(frame: frame, label: before.labels[path] ?? path.description, indexPath: path))
        }
        func found(_ path: IndexPath) -> IndexPath? {
            before.labels[path].flatMap { afterByLabel[$0] }
        }
        for operation in operations {
            switch operation {
            case .insertItems(let paths):
                changes.inserted.formUnion(paths.filter { after.frames[$0] != nil })
            case .insertSections(let sections):
                let set = Set(sections)
                changes.inserted.formUnion(after.frames.keys.filter { set.contains($0.section) })
            case .deleteItems(let paths):
                paths.forEach(ghost)
            case .deleteSections(let sections):
                let set = Set(sections)
                before.frames.keys.filter { set.contains($0.section) }.sorted().forEach(ghost)
            case .moveItem(let from, let to):
                changes.moved.append(Move(from: from, to: to, oldFrame: before.frames[from], newFrame: after.frames[to]))
            case .moveSection:
                break
            case .reloadItems(let paths):
                changes.reloaded.formUnion(paths.compactMap(found))
            case .reloadSections(let sections):
                let set = Set(sections)
                changes.reloaded.formUnion(before.frames.keys.filter { set.contains($0.section) }.compactMap(found))
            case .reconfigureItems(let paths):
                changes.reconfigured.formUnion(paths.compactMap(found))
            }
        }
        changes.deleted.sort { $0.indexPath < $1.indexPath }
        return changes
    }
}

extension StepChanges {
    /// The cells whose frame changed between the pictures, by new path: their old frame. The old
    /// path is the update's mapping's (`counts` given and the batch valid), else the item's
    /// identifier's (`byIdentifier`: a diffable apply), else the same path (no update).
    static func shifts(_ operations: [UpdateOperation],
                       before: (frames: [IndexPath: Rect], labels: [IndexPath: String]),
                       after: (frames: [IndexPath: Rect], labels: [IndexPath: String]),
                       counts: (before: [Int], after: [Int])?, byIdentifier: Bool,
                       excluding changes: StepChanges) -> [IndexPath: Rect] {
        var oldPath: (IndexPath) -> IndexPath? = { $0 }
        if !operations.isEmpty {
            var mapped = false
            if !byIdentifier, let counts,
               case .success(let mapping) = BatchValidator.validate(BatchUpdate(operations), before: counts.before,
                                                                    after: counts.after, version: .latest) {
                oldPath = { mapping.oldIndexPath(forNew: $0) }
                mapped = true
            }
            if !mapped {
                var beforeByLabel: [String: IndexPath] = [:]
                for (path, label) in before.labels where before.frames[path] != nil {
                    if let existing = beforeByLabel[label], existing < path { continue }
                    beforeByLabel[label] = path
                }
                oldPath = { path in after.labels[path].flatMap { beforeByLabel[$0] } }
            }
        }
        let moved = Set(changes.moved.map(\.to))
        var shifted: [IndexPath: Rect] = [:]
        for (path, frame) in after.frames
        where !changes.inserted.contains(path) && !changes.reloaded.contains(path) && !moved.contains(path) {
            guard let old = oldPath(path), let oldFrame = before.frames[old], oldFrame != frame else { continue }
            shifted[path] = oldFrame
        }
        return shifted
    }
}

extension UIKitCall {
    /// The update operations the view was told of, in order (a batch's calls flattened).
    var viewUpdates: [UpdateOperation] {
        switch self {
        case .update(let operation, let side, _): side == .dataOnly ? [] : [operation]
        case .performBatchUpdates(let calls): calls.flatMap(\.viewUpdates)
        default: []
        }
    }
}
