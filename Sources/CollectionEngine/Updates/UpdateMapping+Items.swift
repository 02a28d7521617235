extension UpdateMapping {
    /// One operation of a validated batch, as a layout receives it.
    ///
    /// Models: `UICollectionViewUpdateItem` (`indexPathBeforeUpdate`, `indexPathAfterUpdate`,
    /// `updateAction`) as passed to `UICollectionViewLayout.prepare(forCollectionViewUpdates:)`.
    /// A section operation's paths carry `Item.notFound` (NSNotFound) as their item, as UIKit's do.
    /// A reload's `indexPathAfterUpdate` is its adjusted path (docs/updates.md §1.6).
    public struct Item: Hashable, Sendable {
        public enum Action: Hashable, Sendable { case insert, delete, reload, move }

        /// NSNotFound: the item of a section operation's index paths.
        public static let notFound = Int.max

        public var action: Action
        /// nil for inserts.
        public var indexPathBeforeUpdate: IndexPath?
        /// nil for deletes.
        public var indexPathAfterUpdate: IndexPath?

        public var isSectionOperation: Bool {
            (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == Self.notFound
        }

        public init(action: Action, before: IndexPath?, after: IndexPath?) {
            self.action = action
            self.indexPathBeforeUpdate = before
            self.indexPathAfterUpdate = after
        }
    }

    /// The order UIKit hands them to the layout (UXKit `_prepareLayoutForUpdates`): the app's
    /// deletes, then its inserts, then reloads, then moves, each ascending; exact duplicate moves
    /// and item operations dropped inside deleted/inserted sections are left out.
    static func layoutItems(deletes: [QueuedUpdateItem], inserts: [QueuedUpdateItem],
                            moves: [QueuedUpdateItem]) -> [Item] {
        let explicitDeletes = deletes.filter { !$0.isFromReload }.sorted { $0.path < $1.path }
        let explicitInserts = inserts.filter { !$0.isFromReload }.sorted { $0.path < $1.path }
        let reloads = inserts.filter { $0.isFromReload }.sorted { ($0.reloadedFrom ?? $0.path) < ($1.reloadedFrom ?? $1.path) }
        return explicitDeletes.map { Item(action: .delete, before: $0.path, after: nil) }
            + explicitInserts.map { Item(action: .insert, before: nil, after: $0.path) }
            + reloads.map { Item(action: .reload, before: $0.reloadedFrom, after: $0.path) }
            + moves.map { Item(action: .move, before: $0.path, after: $0.target) }
    }

    /// The same list for a changeset that validated without dropping anything (the fast apply
    /// path: no section reloads, no item operation inside a deleted or inserted section, no
    /// duplicates), so explicit deletes and inserts are the changeset's own, the reloads are
    /// `reloads` (ascending by reloaded path) and the moves are all of its moves.
    static func layoutItems(of changes: SnapshotChangeset, reloads: [ReloadPair]) -> [Item] {
        let notFound = Item.notFound
        let deletes = (changes.deletedSections.map { IndexPath($0, notFound) } + changes.deletedItems).sorted()
        let inserts = (changes.insertedSections.map { IndexPath($0, notFound) } + changes.insertedItems).sorted()
        let moves = (changes.movedSections.map { (from: IndexPath($0.from, notFound), to: IndexPath($0.to, notFound)) }
            + changes.movedItems.map { (from: $0.from, to: $0.to) }).sorted { $0.from < $1.from }
        return deletes.map { Item(action: .delete, before: $0, after: nil) }
            + inserts.map { Item(action: .insert, before: nil, after: $0) }
            + reloads.map { Item(action: .reload, before: $0.from, after: $0.to) }
            + moves.map { Item(action: .move, before: $0.from, after: $0.to) }
    }
}
