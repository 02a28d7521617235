/// A changeset as the performBatchUpdates calls that apply it (docs/updates.md §7): the same
/// index spaces — deletes and reloads before the update, inserts after, moves from before to
/// after — so anything that reads a script's own updates (the pictures' change marks) reads an
/// `apply` the same way.
extension SnapshotChangeset {
    public var updateOperations: [UpdateOperation] { operations(prefix: Int.max) }
}
