/// What a UICollectionViewController adds to the view it manages (docs/interaction.md §13).
///
/// - `installsStandardGestureForInteractiveMovement` (`doc`, default true in UIKit): the controller
///   installs a long-press gesture that drives beginInteractiveMovementForItem(at:),
///   updateInteractiveMovementTargetPosition(_:) and endInteractiveMovement(). The engine's view is
///   not a controller's until a script says so, so its default here is false [choice, as
///   dragInteractionEnabled's]: `set installsStandardGestureForInteractiveMovement = true` makes
///   `longPress ITEM` begin a movement (no context menu then), `moveFinger` move it, `endMove` lift.
/// - `clearsSelectionOnViewWillAppear` (`doc`, default true): viewWillAppear(_:) deselects every
///   selected item with deselectItem(at:animated:) — programmatic, so no delegate calls (§1.1 rule 2;
///   PSTCollectionViewController does exactly this) — animated as the appearance is. The alongside-
///   transition deselection of iOS 11+ (reselected when an interactive pop is cancelled) is not
///   modelled: there is no transition.
public struct CollectionViewControllerSettings: Hashable, Sendable {
    public var installsStandardGestureForInteractiveMovement = false
    public var clearsSelectionOnViewWillAppear = true

    public init() {}
}

extension CollectionView {
    /// viewWillAppear(_:): the items the controller deselected (none when
    /// clearsSelectionOnViewWillAppear is false, or selection is not allowed in the current mode,
    /// where deselectItem is a no-op).
    public mutating func viewWillAppear() -> [IndexPath] {
        guard controller.clearsSelectionOnViewWillAppear, selectionIsAllowed else { return [] }
        let deselected = selection.sorted()
        for path in deselected {
            selection.remove(path)
            configurationStateChanged(at: path)
        }
        return deselected
    }

    /// A long press under the controller's standard gesture: beginInteractiveMovementForItem(at:)
    /// at the item (the finger at its centre). nil when the controller installs no such gesture.
    public mutating func longPressBeginsMovement(at indexPath: IndexPath) -> Bool? {
        guard controller.installsStandardGestureForInteractiveMovement else { return nil }
        if contextMenu != nil { endContextMenu(.dismiss) }
        longPressTravel = nil
        guard beginInteractiveMovementForItem(at: indexPath) else { return false }
        interactiveMovement?.byLongPress = true
        return true
    }
}
