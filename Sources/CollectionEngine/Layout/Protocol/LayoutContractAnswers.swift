/// A layout breaking its contract with the view (docs/evidence.md E7), scripted the way a
/// custom layout's bugs show up in apps:
/// - `layoutAttributesForElements(in:)` returns attributes for an index path the view does not
///   have (a layout that caches attributes across a data change, CustomCollectionViewLayout#7,
///   Listable#57): UIKit raises at its next layout pass, when it installs the visible elements;
/// - `layoutAttributesForItem(at:)` answers nil for an item (a custom layout that never overrides
///   it; the base class answers nil): the view asks for it when it animates an update with the
///   item on screen and when it scrolls to the item, and raises.
/// Both are checked before the view changes anything that is kept (the caller rolls back), so a
/// failed command leaves the collection as it was.
public struct LayoutContractAnswers: Hashable, Sendable {
    /// Index paths layoutAttributesForElements(in:) adds to its answer for every rect.
    public internal(set) var extraElementPaths: Set<IndexPath> = []
    /// Index paths layoutAttributesForItem(at:) answers nil for.
    public internal(set) var nilItemPaths: Set<IndexPath> = []
    /// layoutAttributesForItem(at:) answers nil for every item (the method is not overridden).
    public internal(set) var nilForEveryItem = false

    public init() {}

    /// Whether any answer breaks the contract (a layout pass may then raise).
    public var mayRaise: Bool { !extraElementPaths.isEmpty || !nilItemPaths.isEmpty || nilForEveryItem }

    func answersNil(for path: IndexPath) -> Bool { nilForEveryItem || nilItemPaths.contains(path) }
}

extension CollectionView {
    /// `delegate layoutAttributesForElementsIn PATH = included | computed`.
    public mutating func setLayoutElementAnswer(_ path: IndexPath, included: Bool) {
        if included { layoutAnswers.extraElementPaths.insert(path) } else { layoutAnswers.extraElementPaths.remove(path) }
    }

    /// `delegate layoutAttributesForItemAt [PATH] = nil | computed` (no path: every item).
    public mutating func setLayoutItemAnswer(_ path: IndexPath?, answersNil: Bool) {
        guard let path else {
            layoutAnswers.nilForEveryItem = answersNil
            if !answersNil { layoutAnswers.nilItemPaths = [] }
            return
        }
        if answersNil { layoutAnswers.nilItemPaths.insert(path) } else { layoutAnswers.nilItemPaths.remove(path) }
    }

    /// At a layout pass: the first extra element whose index path the view does not have.
    func contractErrorForElements() -> UIKitError? {
        guard !layoutAnswers.extraElementPaths.isEmpty else { return nil }
        guard let missing = layoutAnswers.extraElementPaths.sorted().first(where: { !isValid($0) }) else { return nil }
        return .attributesForMissingIndexPath(missing)
    }

    /// When the view asks layoutAttributesForItem(at:) for `paths` (visible items of an update, a
    /// scroll target): the first that the layout answers nil for.
    func contractErrorForItems(_ paths: [IndexPath]) -> UIKitError? {
        if let error = missingCachedItemError(paths) { return error }
        guard layoutAnswers.nilForEveryItem || !layoutAnswers.nilItemPaths.isEmpty else { return nil }
        guard let path = paths.sorted().first(where: { layoutAnswers.answersNil(for: $0) }) else { return nil }
        return .noLayoutAttributesForItem(path)
    }
}

extension CollectionView {
    /// After a display pass: the view installed the visible elements (extra index paths raise), and
    /// after an update it asked for each visible item's attributes (nil answers raise).
    mutating func checkLayoutContract(after change: DisplayChange) {
        guard !layoutPass.hasRaised else { return }
        if let error = staleCacheError() {
            raiseInLayoutPass(error)
            return
        }
        guard layoutAnswers.mayRaise else { return }
        if let error = contractErrorForElements() {
            raiseInLayoutPass(error)
            return
        }
        if case .update = change, let error = contractErrorForItems(Array(cells.visibleCells.keys)) {
            raiseInLayoutPass(error)
        }
    }
}
