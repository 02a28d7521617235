import CollectionEngine

/// The updates a step told the view of — its own calls' operations, then each applied diffable
/// changeset's — kept as they came and made into one list of `UpdateOperation`s only when read.
/// A shuffle's `apply` at a million items is a million moves: built only if `show layout` or a
/// picture marks them (issue 37: building them on every apply was a twelfth of two shuffles +
/// applies at 1M).
struct ViewUpdates: Sendable {
    var own: [UpdateOperation] = []
    var applied: [SnapshotChangeset] = []

    /// No update at all (a changeset is empty exactly when it makes no operation).
    var isEmpty: Bool { own.isEmpty && applied.allSatisfy(\.isEmpty) }

    /// The operations, in order: `own`, then each changeset's `updateOperations`.
    var operations: [UpdateOperation] {
        if applied.isEmpty { return own }
        if own.isEmpty && applied.count == 1 { return applied[0].updateOperations }
        return own + applied.flatMap(\.updateOperations)
    }
}
