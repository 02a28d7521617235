/// One insert, delete or move of a single item, applied to the data source in place.
///
/// Models: the commonest update — `insertItems(at:)`, `deleteItems(at:)` or `moveItem(at:to:)`
/// naming one item — whose result `BatchApplier` would compute by rebuilding every item array it
/// touches (O(section size) plus a rebuilt index). In place it is one array insert or remove (a
/// memmove) and O(1) index and count upkeep. The result is the one `BatchApplier` gives (pinned by
/// `SingleItemEditPropertyTests`).
///
/// Only edits the app's arrays can take are made here; anything else (a position out of range, an
/// identifier already held, a batch of more than one operation) is left to `BatchApplier`, which
/// words the error.
struct SingleItemEdit: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case insert(id: Int, at: IndexPath)
        case delete(IndexPath)
        case move(from: IndexPath, to: IndexPath)
    }

    let kind: Kind

    /// The edit `batch` makes to `data`, or nil when `batch` is not one in-range single-item
    /// insert, delete or move (with a new identifier for an insert).
    init?(_ batch: BatchUpdate, insertions: DataInsertions, in data: DataSourceModel) {
        guard batch.operations.count == 1 else { return nil }
        let counts = data.counts
        func exists(_ path: IndexPath) -> Bool {
            counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
        }
        switch batch.operations[0] {
        case .insertItems(let paths):
            guard paths.count == 1, let path = paths.first, counts.indices.contains(path.section),
                  path.item >= 0, path.item <= counts[path.section],
                  insertions.sections.isEmpty, insertions.items.count == 1,
                  let id = insertions.items[path], id >= 0, !data.contains(item: id) else { return nil }
            kind = .insert(id: id, at: path)
        case .deleteItems(let paths):
            guard paths.count == 1, let path = paths.first, exists(path) else { return nil }
            kind = .delete(path)
        case .moveItem(let from, let to):
            guard exists(from), counts.indices.contains(to.section), to.item >= 0 else { return nil }
            // After-space: the target section holds its survivors plus the moved item.
            let length = counts[to.section] + (from.section == to.section ? 0 : 1)
            guard to.item < length else { return nil }
            kind = .move(from: from, to: to)
        default:
            return nil
        }
    }

    /// The data source's counts after the edit, from `counts` before it.
    func counts(after counts: [Int]) -> [Int] {
        var result = counts
        switch kind {
        case .insert(_, let path): result[path.section] += 1
        case .delete(let path): result[path.section] -= 1
        case .move(let from, let to):
            result[from.section] -= 1
            result[to.section] += 1
        }
        return result
    }
}

extension DataSourceModel {
    /// Makes `edit` in place.
    mutating func apply(_ edit: SingleItemEdit) {
        switch edit.kind {
        case .insert(let id, let path): insertItem(id, at: path)
        case .delete(let path): removeItem(at: path)
        case .move(let from, let to): insertItem(removeItem(at: from), at: to)
        }
    }
}
