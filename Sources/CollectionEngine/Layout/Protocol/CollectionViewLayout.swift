/// A layout shaped like UICollectionViewLayout: everything the collection view asks of its layout.
///
/// Layouts are values: copying one (for `:undo`) is cheap because cached geometry lives in
/// copy-on-write arrays. The view holds its layout as an `AnyCollectionViewLayout` (see there for
/// how to add one) and asks only what this protocol declares, so a layout's own state (flow's
/// item size, its delegate answers, a compositional layout's sections) stays with the layout.
///
/// Requirements with a default (below) need not be implemented: a minimal layout provides
/// `prepare`, the content size, attributes in a rect / for an item / for a supplementary view, the
/// moving-item target, the bounds-change answer, the scroll axis and its UIKit class name.
public protocol CollectionViewLayout: Sendable {
    /// The UIKit class the layout reproduces, as messages name it ("UICollectionViewFlowLayout").
    var uikitClassName: String { get }
    /// The axis the layout scrolls along (prefetching, scroll direction of travel).
    var scrollAxis: ScrollAxis { get }

    /// A hook for per-element delegate answers, called just before every `prepare`: a layout whose
    /// delegate answers are keyed by identifier (flow's sizeForItemAt, insetForSectionAt …) turns
    /// them into per-index answers here. Must not store `identifiers`. Default: nothing.
    mutating func resolveDelegateAnswers(_ identifiers: LayoutIdentifiers)
    /// prepare(): compute and cache geometry for `context`.
    mutating func prepare(_ context: LayoutContext)
    /// collectionViewContentSize.
    var collectionViewContentSize: Size { get }
    /// Messages UIKit would NSLog while preparing (e.g. an item wider than the available width).
    var warnings: [String] { get }

    /// layoutAttributesForElements(in:): cells, supplementary and decoration views whose frames
    /// intersect `rect`, sorted by section, then the layout's own order within a section (flow:
    /// header, cells, footer).
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]
    /// layoutAttributesForItem(at:); nil outside the prepared counts.
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// layoutAttributesForSupplementaryView(ofKind:at:) for any kind; nil when the layout has no such
    /// view there (or it has zero size).
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?
    /// layoutAttributesForDecorationView(ofKind:at:). Default: nil (no decoration views).
    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?
    /// How many elements `layoutAttributesForElements(in:)` would return for `rect`, or any number
    /// over `limit` when there are more than `limit` (the view asks before it makes a view for
    /// each, docs/language.md "Limits"). Default: the count of that answer; a layout that can
    /// hold millions of tiny items on screen answers without making their attributes.
    func numberOfElements(in rect: Rect, upTo limit: Int) -> Int
    /// The index paths of the cells whose frames intersect `rect`, sorted. Default: the cells of
    /// `layoutAttributesForElements(in:)`; a layout with many items answers by binary search.
    func indexPathsForItems(in rect: Rect) -> [IndexPath]
    /// indexPathForItem(at:) (UICollectionView asks its layout): the cell whose frame contains the
    /// point in content coordinates (min edges inclusive, max exclusive); nil in gaps.
    func indexPathForItem(at point: Point) -> IndexPath?

    /// targetContentOffset(forProposedContentOffset:): where a programmatic offset change (layout
    /// change, update) comes to rest. Default: the proposal.
    func targetContentOffset(forProposedContentOffset proposed: Point) -> Point
    /// targetContentOffset(forProposedContentOffset:withScrollingVelocity:): where a fling comes to
    /// rest (scroll physics, paging). Default: `targetContentOffset(forProposedContentOffset:)`.
    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point
    /// targetIndexPath(forInteractivelyMovingItem:withPosition:).
    func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath

    /// shouldInvalidateLayout(forBoundsChange:).
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool
    /// invalidationContext(forBoundsChange:): what a bounds change invalidates. Default: everything.
    func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext
    /// invalidateLayout(with:): drop the cached geometry the context names; the next prepare
    /// recomputes it. Default: nothing (the view prepares the whole layout again anyway).
    mutating func invalidateLayout(with context: LayoutInvalidationContext)
    /// Moves the remembered contentOffset without a prepare, for views placed at query time
    /// (pinned headers and footers); plain scrolling calls only this. Default: nothing.
    mutating func updateContentOffset(_ offset: Point)
}

extension CollectionViewLayout {
    public mutating func resolveDelegateAnswers(_ identifiers: LayoutIdentifiers) {}

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    public func numberOfElements(in rect: Rect, upTo limit: Int) -> Int {
        layoutAttributesForElements(in: rect).count
    }

    public func indexPathsForItems(in rect: Rect) -> [IndexPath] {
        layoutAttributesForElements(in: rect).filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The default, as UIKit does it: the attributes in a 1 × 1 rect at the point, then the first
    /// cell whose frame contains it.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return layoutAttributesForElements(in: Rect(x: point.x, y: point.y, width: 1, height: 1))
            .first { $0.category == .cell && $0.frame.contains(point) }?.indexPath
    }

    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point { proposed }

    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        targetContentOffset(forProposedContentOffset: proposed)
    }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext { .everything }

    public mutating func invalidateLayout(with context: LayoutInvalidationContext) {}

    public mutating func updateContentOffset(_ offset: Point) {}
}
