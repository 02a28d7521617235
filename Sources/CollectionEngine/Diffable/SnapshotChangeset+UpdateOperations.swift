/// A changeset as the performBatchUpdates calls that apply it (docs/updates.md §7): the same
/// index spaces — deletes and reloads before the update, inserts after, moves from before to
/// after — so anything that reads a script's own updates (the pictures' change marks) reads an
/// `apply` the same way.
extension SnapshotChangeset {
    public var updateOperations: [UpdateOperation] {
        var operations: [UpdateOperation] = []
        operations.reserveCapacity(8 + movedSections.count + movedItems.count)   // one buffer, no temporary arrays
        if !deletedSections.isEmpty { operations.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { operations.append(.insertSections(insertedSections)) }
        for move in movedSections { operations.append(.moveSection(from: move.from, to: move.to)) }
        if !reloadedSections.isEmpty { operations.append(.reloadSections(reloadedSections)) }
        if !deletedItems.isEmpty { operations.append(.deleteItems(deletedItems)) }
        if !insertedItems.isEmpty { operations.append(.insertItems(insertedItems)) }
        for move in movedItems { operations.append(.moveItem(from: move.from, to: move.to)) }
        if !reloadedItems.isEmpty { operations.append(.reloadItems(reloadedItems)) }
        if !reconfiguredItems.isEmpty { operations.append(.reconfigureItems(reconfiguredItems)) }
        return operations
    }
}
