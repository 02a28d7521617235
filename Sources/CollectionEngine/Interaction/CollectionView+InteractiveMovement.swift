/// An interactive reorder in progress: the item that began moving, where it would land now, and
/// the finger's position (content coordinates).
public struct InteractiveMovement: Hashable, Sendable {
    public var original: IndexPath
    public var target: IndexPath
    public var position: Point
    /// A target the finger is over but the placeholder has not moved to yet (ReorderingCadence).
    public var pendingTarget: IndexPath?
    public var pendingPositions = 0
    /// The gap a lifted drag opens (CollectionView+DropGap.swift), not a movement the app began:
    /// updateMove, endMove and cancelMove do not touch it.
    public var isDropGap = false
    /// Begun by the controller's standard long-press gesture: `moveFinger` moves it.
    public var byLongPress = false

    /// The data source's index path of what the view shows at `presented` (the moving item sits at
    /// `target`; the items between shifted to make room).
    public func dataSourcePath(forPresentation presented: IndexPath) -> IndexPath {
        if presented == target { return original }
        var path = presented
        if original.section == target.section {
            guard presented.section == original.section else { return presented }
            if original.item < target.item, presented.item >= original.item, presented.item < target.item { path.item += 1 }   // < target: no overflow
            if target.item < original.item, presented.item > target.item, presented.item <= original.item { path.item -= 1 }
            return path
        }
        // Saturating: a path near Int.max (never a valid one) must not trap.
        if presented.section == original.section, presented.item >= original.item, path.item < .max { path.item += 1 }
        if presented.section == target.section, presented.item > target.item { path.item -= 1 }
        return path
    }

    /// Where the view shows the data source's item at `data`.
    public func presentationPath(forDataSource data: IndexPath) -> IndexPath {
        if data == original { return target }
        var path = data
        if original.section == target.section {
            guard data.section == original.section else { return data }
            if original.item < target.item, data.item > original.item, data.item <= target.item { path.item -= 1 }
            if target.item < original.item, data.item >= target.item, data.item < original.item { path.item += 1 }
            return path
        }
        if data.section == original.section, data.item > original.item { path.item -= 1 }
        if data.section == target.section, data.item >= target.item, path.item < .max { path.item += 1 }
        return path
    }
}

/// beginInteractiveMovementForItem(at:), updateInteractiveMovementTargetPosition(_:),
/// endInteractiveMovement(), cancelInteractiveMovement() (docs/interaction.md §5).
///
/// While moving, the view shows the item at its current target (a tentative move: the presented
/// counts may differ from the data source's while the item hovers over another section); the data
/// source hears of it only once, at the end (`moveItemAt`). Selection and cells follow the item.
/// Choices [inferred]: a movement already in progress makes `begin` return false; `endMove` at the
/// original position does not call moveItemAt; from iOS 11 the moved item's cell is reloaded after
/// end or cancel (openradar 34933061), shown as a cellForItemAt for its final path.
extension CollectionView {
    /// Whether an interactive movement the app began is in progress (not a drag's gap).
    public var isMovingInteractively: Bool { interactiveMovement.map { !$0.isDropGap } ?? false }

    /// Returns whether the movement began (false: no item there, canMoveItemAt said no, or another
    /// movement is in progress).
    @discardableResult
    public mutating func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, isValid(indexPath) else { return false }
        events.append(.canMoveItemAt(indexPath))
        guard dataSourceCanMoveItem(at: indexPath) else { return false }
        let center = layoutAttributesForItem(at: indexPath)?.center ?? .zero
        interactiveMovement = InteractiveMovement(original: indexPath, target: indexPath, position: center)
        return true
    }

    /// Moves the floating item to `position`; the layout proposes a target, the delegate may
    /// redirect it, and the other items make room.
    public mutating func updateInteractiveMovementTargetPosition(_ position: Point) throws(UIKitError) {
        try transaction { $0.updateInteractiveMovementTargetPositionInTransaction(position) }
    }

    /// `updateInteractiveMovementTargetPosition` inside the caller's transaction.
    mutating func updateInteractiveMovementTargetPositionInTransaction(_ position: Point) {
        guard var movement = interactiveMovement, !movement.isDropGap else { return }
        movement.position = position
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.target, withPosition: position)
        var final = proposed
        if !delegate.moveRedirects.isEmpty {
            events.append(.targetIndexPathForMove(movement.original, movement.target, proposed))
            final = delegate.moveRedirects[proposed] ?? proposed
        }
        let cadence = ReorderingCadence(rawValue: reorderingCadence) ?? .immediate
        if final != movement.target, isValidMoveTarget(final, from: movement.target), movement.settles(on: final, cadence: cadence) {
            applyTentativeMove(from: movement.target, to: final)
            movement.target = final
        }
        interactiveMovement = movement
    }

    /// Commits the movement: the data source moves the item once, from the original path to the
    /// final one.
    public mutating func endInteractiveMovement() throws(UIKitError) {
        try transaction { $0.endInteractiveMovementInTransaction() }
    }

    /// `endInteractiveMovement` inside the caller's transaction.
    private mutating func endInteractiveMovementInTransaction() {
        guard let movement = interactiveMovement, !movement.isDropGap else { return }
        interactiveMovement = nil
        if movement.target != movement.original {
            events.append(.moveItemAt(movement.original, movement.target))
            let batch = BatchUpdate([.moveItem(from: movement.original, to: movement.target)])
            if case .success(let model) = BatchApplier.apply(batch, to: dataSource.model,
                                                            insertedSection: { _ in .init(value: -1, items: []) },
                                                            insertedItem: { _ in -1 }) {
                dataSource.replace(with: model)
            }
            presentedCounts = dataSource.counts
            commitDiffableReorder(item: dataSource.item(at: movement.target))
        }
        reloadMovedCell(at: movement.target)
    }

    /// Puts the item back where it began; the data source is not told.
    public mutating func cancelInteractiveMovement() throws(UIKitError) {
        try transaction { $0.cancelInteractiveMovementInTransaction() }
    }

    /// `cancelInteractiveMovement` inside the caller's transaction.
    mutating func cancelInteractiveMovementInTransaction() {
        guard let movement = interactiveMovement else { return }
        guard !movement.isDropGap else { return closeDropGap() }
        interactiveMovement = nil
        if movement.target != movement.original {
            applyTentativeMove(from: movement.target, to: movement.original)
        }
        reloadMovedCell(at: movement.original)
    }

    /// The tentative model the view shows during a movement (the data source's, with the moving
    /// item at its current target); the data source's own model otherwise.
    public var presentedModel: DataSourceModel.Model {
        guard let movement = interactiveMovement, movement.target != movement.original else { return dataSource.model }
        let batch = BatchUpdate([.moveItem(from: movement.original, to: movement.target)])
        let result = BatchApplier.apply(batch, to: dataSource.model,
                                        insertedSection: { _ in .init(value: -1, items: []) },
                                        insertedItem: { _ in -1 })
        if case .success(let model) = result { return model }
        return dataSource.model
    }

    func isValidMoveTarget(_ target: IndexPath, from current: IndexPath) -> Bool {
        guard let count = numberOfItems(inSection: target.section) else { return false }
        // Within a section the target is an existing slot; into another section one past the end is fine.
        let limit = target.section == current.section ? count : count + 1
        return target.item >= 0 && target.item < limit
    }

    /// Shows the item moved from `from` to `to` (presentation only): counts, selection and cells follow.
    mutating func applyTentativeMove(from: IndexPath, to: IndexPath) {
        var after = presentedCounts
        if from.section != to.section {
            after[from.section] -= 1
            after[to.section] += 1
        }
        let batch = BatchUpdate([.moveItem(from: from, to: to)])
        guard case .success(let mapping) = BatchValidator.validate(batch, before: presentedCounts, after: after, version: version) else { return }
        presentedCounts = after
        var remapped = Set<IndexPath>()
        for path in selection {
            if let new = mapping.newIndexPath(forOld: path) { remapped.insert(new) }
        }
        selection = remapped
        // invalidationContextForEndingInteractiveMovementOfItems: the moved item's paths [doc].
        layout.invalidateLayout(with: LayoutInvalidationContext(invalidatedItemIndexPaths: [from, to]))
        relayoutKeepingOffset()
        refreshDisplay(.update(mapping, reconfigured: []))
    }

    private mutating func reloadMovedCell(at path: IndexPath) {
        relayoutKeepingOffset()
        refreshDisplay(.scroll(delta: 0))
        if behaviour.interactiveMovementReloadsMovedCell, cellForItem(at: path) != nil {
            events.append(.cellForItemAt(path))
        }
    }
}
