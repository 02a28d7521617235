/// A layout shaped like UICollectionViewLayout: everything the collection view asks of its layout.
///
/// Layouts are values: copying one (for `:undo`) is cheap because cached geometry lives in
/// copy-on-write arrays. The view holds its layout as an `AnyCollectionViewLayout` (see there for
/// how to add one) and asks only what this protocol declares, so a layout's own state (flow's
/// item size, its delegate answers, a compositional layout's sections) stays with the layout.
///
/// Requirements with a default (below, and `CollectionViewLayout+Answers.swift`) need not be
/// implemented: a minimal layout provides `prepare`, the content size, attributes in a rect / for
/// an item / for a supplementary view, the moving-item target, the bounds-change answer, the
/// scroll axis and its UIKit class name. Everything else the view, the interpreter or a renderer
/// needs to know of a layout — self-sizing, the bound on views on screen, orthogonal rows, list
/// rows, a running transition — is asked here too, never by testing which layout it is.
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

    /// A layout that caches attributes across prepares (a custom layout, docs/layout.md §10):
    /// what its cache describes, so the view can tell when it answers for counts the view no
    /// longer has. Default: nil (the layout answers for the counts it was last prepared with).
    var cacheReport: LayoutCacheReport? { get }

    // MARK: Self-sizing (docs/self-sizing.md); defaults: nothing is measured

    /// Whether the layout measures cells (preferredLayoutAttributesFitting): an estimated size.
    var estimatesItemSizes: Bool { get }
    /// Whether the cell at `indexPath` is measured, when `estimatesItemSizes`. Default: every cell.
    func measuresItem(at indexPath: IndexPath) -> Bool
    /// The size a measured cell takes, from the cell's `preferred` answer and the layout's `size`
    /// for it. Default: the answer.
    func measuredSize(preferred: Size, given size: Size) -> Size
    /// Whether every measurement is recorded, even one equal to the layout's size (an estimate
    /// that averages them). Default: false.
    var recordsEveryMeasurement: Bool { get }
    /// Whether a self-sizing pass keeps the first visible cell where it was on screen
    /// (docs/self-sizing.md §3.2). Default: false.
    var anchorsSelfSizingPasses: Bool { get }
    /// Whether a pass's measurements apply one at a time in index-path order, each moving the
    /// cells after it, so that a cell the ones before it pushed out of the visible rect keeps its
    /// estimate (docs/self-sizing.md §1.3; charon sized #16–#18). Default: false.
    var appliesMeasurementsInOrder: Bool { get }
    /// Records the size a cell measured, for a layout of `counts` items per section. Default: nothing.
    mutating func setMeasuredSize(_ size: Size, forItemAt indexPath: IndexPath, counts: [Int])
    /// Makes the measured sizes follow their items through a batch update (`followingItems`
    /// false: before iOS 10, they may be forgotten). Default: nothing.
    mutating func remapMeasuredSizes(through mapping: UpdateMapping, counts: [Int], followingItems: Bool)
    /// Whether the header or footer `kind` of `section` is measured when its view is created. Default: false.
    func measuresBoundaryItem(_ kind: ElementKind, inSection section: Int) -> Bool
    /// Records the height a header or footer measured. Default: nothing.
    mutating func setMeasuredBoundaryHeight(_ height: Double, for key: SupplementaryKey, sectionCount: Int)
    /// Makes measured header/footer heights follow their sections through a batch update. Default: nothing.
    mutating func remapMeasuredBoundaryHeights(through mapping: UpdateMapping, sectionCount: Int)

    // MARK: Views on screen

    /// At most how many elements the layout shows per item, besides at most two supplementary
    /// views per section (the view's O(1) test before it counts what is on screen). Default: 1.
    var maximumElementsPerItem: Int { get }
    /// Whether scrolling alone (no prepare) moves frames, so that accessibility must look again
    /// (a transition's blend moves with its progress). Default: false.
    var scrollingMovesFrames: Bool { get }

    // MARK: Orthogonal rows (docs/compositional.md §4); defaults: no section scrolls orthogonally

    /// Where `attributes` appear on screen: frames are reported unscrolled, a row's own offset
    /// moves them. Pictures draw this; queries do not. Default: the attributes.
    func onScreen(_ attributes: LayoutAttributes) -> LayoutAttributes
    /// The offset range of section `section`'s row; nil when it does not scroll orthogonally.
    func orthogonalOffsetRange(section: Int) -> ClosedRange<Double>?
    /// Section `section`'s offset along its row (0 for other sections).
    func orthogonalOffset(section: Int) -> Double
    /// The orthogonal sections whose rows were scrolled, in order.
    var scrolledOrthogonalSections: [Int] { get }

    // MARK: List rows

    /// The list configuration section `section` lays out with, if it is a list section (swipe
    /// actions, separators). Default: nil.
    func listConfiguration(forSection section: Int) -> ListConfiguration?

    // MARK: Interactive transitions

    /// The running interactive transition, while the layout is a transition layout. Default: nil.
    var transitionState: LayoutTransitionState? { get }
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

    public var cacheReport: LayoutCacheReport? { nil }

    public mutating func updateContentOffset(_ offset: Point) {}
}
