/// Drop placeholders (docs/interaction.md §6.2): `coordinator.drop(item, to:
/// UICollectionViewDropPlaceholder(insertionIndexPath:reuseIdentifier:))` inserts a temporary cell
/// the data source knows nothing of; `commitInsertion(dataSourceUpdates:)` exchanges it for a real
/// item, `deletePlaceholder()` removes it, and reloadData discards it.
///
/// Model [inferred, documented]: a placeholder is an entry of the view's item model with an id of
/// its own, so the view's counts are "data source + placeholders" (UIDataSourceTranslating) and
/// every later update shifts it like any item. Update index paths are the view's (presentation)
/// paths. The data source is never asked for the placeholder's cell: the view dequeues one with the
/// placeholder's reuse identifier and calls its cellUpdateHandler.
public struct DropPlaceholder: Hashable, Sendable {
    /// How a placeholder stopped standing (kept so a second commit or delete can say so).
    public enum Ending: String, Hashable, Sendable {
        case committed, deleted
        /// reloadData() (or a diffable apply) discarded it.
        case discarded
    }

    /// The script's name for it (`drop [0,2] placeholder Loading`).
    public var name: String
    /// Its id in the view's item model (interned under `name`).
    public var item: Int
    /// The identifier its cell is dequeued with (UICollectionViewDropPlaceholder.reuseIdentifier).
    public var reuseIdentifier: String

    public init(name: String, item: Int, reuseIdentifier: String) {
        self.name = name
        self.item = item
        self.reuseIdentifier = reuseIdentifier
    }
}

extension CollectionView {
    /// The placeholder standing at `indexPath` (a view path), if any. O(1) when none stands.
    public func dropPlaceholder(at indexPath: IndexPath) -> DropPlaceholder? {
        guard !dropPlaceholders.isEmpty, let id = dataSource.item(at: indexPath) else { return nil }
        return dropPlaceholders[id]
    }

    /// The placeholder named `name`, with where it stands now.
    public func dropPlaceholder(named name: String) -> (placeholder: DropPlaceholder, indexPath: IndexPath)? {
        guard let placeholder = dropPlaceholders.values.first(where: { $0.name == name }),
              let path = dataSource.indexPath(of: placeholder.item) else { return nil }
        return (placeholder, path)
    }

    /// Every standing placeholder with its index path, in index-path order.
    public var standingDropPlaceholders: [(placeholder: DropPlaceholder, indexPath: IndexPath)] {
        dropPlaceholders.values.compactMap { p in dataSource.indexPath(of: p.item).map { (p, $0) } }
            .sorted { $0.indexPath < $1.indexPath }
    }

    /// UIDataSourceTranslating while placeholders stand: the data source's path counts only its own
    /// items, the view's counts the placeholders too. O(items of the section).
    func placeholderPresentationPath(forDataSource indexPath: IndexPath) -> IndexPath? {
        guard indexPath.section >= 0, indexPath.section < dataSource.numberOfSections, indexPath.item >= 0 else { return nil }
        var remaining = indexPath.item
        for (index, id) in dataSource.sections[indexPath.section].items.enumerated() where dropPlaceholders[id] == nil {
            if remaining == 0 { return isValid(IndexPath(indexPath.section, index)) ? IndexPath(indexPath.section, index) : nil }
            remaining -= 1
        }
        return nil
    }

    /// The data source's path of the item the view shows at `indexPath`; nil for a placeholder.
    func placeholderDataSourcePath(forPresentation indexPath: IndexPath) -> IndexPath? {
        guard isValid(indexPath), let id = dataSource.item(at: indexPath), dropPlaceholders[id] == nil else { return nil }
        let before = dataSource.sections[indexPath.section].items[..<indexPath.item].reduce(0) { $0 + (dropPlaceholders[$1] == nil ? 1 : 0) }
        return IndexPath(indexPath.section, before)
    }

    /// Inserts `placeholder` at `indexPath` (0…count of the section): the view inserts an item the
    /// data source does not hold; the placeholder's cell is dequeued and its cellUpdateHandler runs
    /// if the path is on screen. Throws UIKit's update errors (a path outside the section).
    mutating func insertDropPlaceholder(_ placeholder: DropPlaceholder, at indexPath: IndexPath) throws(UIKitError) {
        try transaction { view throws(UIKitError) in
            view.dropPlaceholders[placeholder.item] = placeholder
            view.endedPlaceholders[placeholder.name] = nil
            try view.performSingleUpdate(BatchUpdate([.insertItems([indexPath])]),
                                         changingDataSource: DataInsertions(items: [indexPath: placeholder.item]))
        }
    }

    /// commitInsertion(dataSourceUpdates:): the app's block inserts `items` into the data source at
    /// the placeholder's path (in order), then the placeholder becomes a real item — for the view a
    /// reload of that path, so the data source is asked for its cell. A block that does not insert
    /// exactly one item fails UIKit's count check for that update ("Invalid update: invalid number
    /// of items in section …") [inferred: the exchange is validated like any update]; the view is
    /// then unchanged. Returns the index path of the committed item.
    @discardableResult
    public mutating func commitDropPlaceholder(named name: String, insertingItems items: [Int]) throws(UIKitError) -> IndexPath? {
        guard let (placeholder, path) = dropPlaceholder(named: name) else { return nil }
        try transaction { view throws(UIKitError) in
            _ = view.dataSource.removeItem(at: path)
            for (offset, id) in items.enumerated() {
                view.dataSource.insertItem(id, at: IndexPath(path.section, path.item + offset))
            }
            view.dropPlaceholders[placeholder.item] = nil
            try view.performBatchUpdates(BatchUpdate([.reloadItems([path])]), changingDataSource: BatchUpdate([]),
                                         insertions: DataInsertions(), dataChangedBeforeTheCall: true)
            view.endedPlaceholders[name] = .committed
        }
        return path
    }

    /// deletePlaceholder(): the view deletes the placeholder's item (didEndDisplaying for its cell).
    /// Returns where it stood; nil when no placeholder has that name.
    @discardableResult
    public mutating func deleteDropPlaceholder(named name: String) throws(UIKitError) -> IndexPath? {
        guard let (placeholder, path) = dropPlaceholder(named: name) else { return nil }
        try transaction { view throws(UIKitError) in
            try view.performSingleUpdate(BatchUpdate([.deleteItems([path])]), changingDataSource: DataInsertions())
            view.dropPlaceholders[placeholder.item] = nil
            view.endedPlaceholders[name] = .deleted
        }
        return path
    }

    /// reloadData() and a diffable apply discard every placeholder (UIKit: reloadData while
    /// hasUncommittedUpdates is true deletes the placeholders — docs/interaction.md §6.2 `doc`; for
    /// apply our reading of the diffable data source, which owns the items, `inferred`). For
    /// reloadData the placeholders only leave the item model before the counts are read; before an
    /// apply's diff the view deletes them (a batch of deletes), so the diff meets the snapshot's
    /// counts. A warning says so.
    mutating func discardDropPlaceholders(by operation: String, tellingTheView: Bool = false) throws(UIKitError) {
        guard !dropPlaceholders.isEmpty else { return }
        let standing = standingDropPlaceholders
        if tellingTheView, !standing.isEmpty {
            try performSingleUpdate(BatchUpdate([.deleteItems(standing.map(\.indexPath))]), changingDataSource: DataInsertions())
        } else {
            for (_, path) in standing.reversed() { _ = dataSource.removeItem(at: path) }
        }
        let names = standing.map { "\($0.placeholder.name) at \($0.indexPath)" }
        for placeholder in dropPlaceholders.values { endedPlaceholders[placeholder.name] = .discarded }
        dropPlaceholders.removeAll()
        if !names.isEmpty {
            events.append(.engineWarning("\(operation) deleted the drop placeholder\(names.count == 1 ? "" : "s") "
                + names.joined(separator: ", ") + " (UIKit discards placeholders; hasUncommittedUpdates is now false)"))
        }
    }

    /// The placeholder's cell for `indexPath`: dequeued with the placeholder's reuse identifier, then
    /// configured by the placeholder's cellUpdateHandler — the data source is not asked.
    mutating func makePlaceholderCell(_ placeholder: DropPlaceholder, at indexPath: IndexPath) -> CollectionViewEvent? {
        let view: ReusableView
        do {
            view = try cells.dequeue(identifier: placeholder.reuseIdentifier, kind: nil, at: indexPath).0
        } catch {
            raiseInLayoutPass(error)
            return nil
        }
        events.append(.placeholderCellUpdateHandler(indexPath))
        cells.visibleCells[indexPath] = view
        announcedPrefetch.remove(indexPath)
        return .willDisplayCell(indexPath)
    }
}
