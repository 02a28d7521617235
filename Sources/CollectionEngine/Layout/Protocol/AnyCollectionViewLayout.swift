/// The layout a `CollectionView` holds: one case per layout the engine has, each forwarding every
/// `CollectionViewLayout` requirement to its payload.
///
/// Why an enum and not `any CollectionViewLayout`:
/// - The view is a copy-on-write value that is `Equatable` (`:undo`, tests compare views). An enum of
///   value types stays a value and synthesizes `==`; an existential would need hand-written type
///   erasure for equality.
/// - The switches below are exhaustive: adding a case makes the compiler list every requirement that
///   must forward to it — and nothing else in the engine.
/// - No existential box: queries (`layoutAttributesForElements(in:)`, `indexPathsForItems(in:)`) run
///   on every step and stay statically dispatched.
/// - Mutating forwards `consume self` first, so the payload's geometry buffers stay uniquely
///   referenced and `prepare` reuses them instead of copying (1M-item layouts).
///
/// How to add a layout (e.g. a compositional or list layout), two files:
/// 1. A new file `Layout/MyLayout.swift`: `public struct MyLayout: CollectionViewLayout, Equatable`
///    (plus any `MyLayout+….swift` files it wants). Requirements with defaults in
///    `CollectionViewLayout.swift` may be left out.
/// 2. In this file: `case my(MyLayout)`, and one line for it in each switch (the compiler lists them;
///    `flowLayout` answers nil for it, `keepingDelegateAnswers(of:)` returns `self`).
/// No flow file and nothing on `CollectionView` changes; the script command that chooses the layout
/// is the interpreter's business (`view.setCollectionViewLayout(.my(…))`).
public enum AnyCollectionViewLayout: CollectionViewLayout, Equatable {
    /// UICollectionViewTransitionLayout, held during an interactive transition (it owns the two
    /// layouts it blends, so the case is indirect).
    indirect case transition(TransitionLayout)
    case flow(FlowLayout)
    case compositional(CompositionalLayout)

    /// The flow layout, for callers that need flow specifics (its properties, its delegate answers);
    /// nil for any other layout.
    public var flowLayout: FlowLayout? {
        switch self {
        case .transition: nil
        case .flow(let layout): layout
        case .compositional: nil
        }
    }

    /// The compositional layout; nil for any other layout.
    public var compositionalLayout: CompositionalLayout? {
        if case .compositional(let layout) = self { layout } else { nil }
    }

    /// Runs `body` on the compositional layout in place; nil for any other layout.
    @discardableResult
    public mutating func withCompositionalLayout<Result>(_ body: (inout CompositionalLayout) -> Result) -> Result? {
        switch consume self {
        case .compositional(var layout):
            defer { self = .compositional(layout) }
            return body(&layout)
        case .flow(let layout):
            self = .flow(layout)
            return nil
        case .transition(let layout):
            self = .transition(layout)
            return nil
        }
    }

    /// Runs `body` on the flow layout in place (no copy of its geometry); nil for any other layout.
    @discardableResult
    public mutating func withFlowLayout<Result>(_ body: (inout FlowLayout) -> Result) -> Result? {
        switch consume self {
        case .transition(let layout):
            self = .transition(layout)
            return nil
        case .flow(var layout):
            defer { self = .flow(layout) }
            return body(&layout)
        case .compositional(let layout):
            self = .compositional(layout)
            return nil
        }
    }

    /// This layout, given the delegate answers `previous` held: the view's delegate outlives a
    /// layout change (setCollectionViewLayout), so a new flow layout that brings no answers of its
    /// own answers as the old one did.
    public func keepingDelegateAnswers(of previous: AnyCollectionViewLayout) -> AnyCollectionViewLayout {
        switch (self, previous) {
        case (.transition, _), (_, .transition):
            return self
        case (.flow(var layout), .flow(let old)):
            if layout.delegateAnswers.isEmpty { layout.delegateAnswers = old.delegateAnswers }
            return .flow(layout)
        default:
            return self
        }
    }

    // MARK: - CollectionViewLayout, forwarded

    public var uikitClassName: String {
        switch self {
        case .transition(let layout): layout.uikitClassName
        case .flow(let layout): layout.uikitClassName
        case .compositional(let layout): layout.uikitClassName
        }
    }

    public var scrollAxis: ScrollAxis {
        switch self {
        case .transition(let layout): layout.scrollAxis
        case .flow(let layout): layout.scrollAxis
        case .compositional(let layout): layout.scrollAxis
        }
    }

    public mutating func resolveDelegateAnswers(_ identifiers: LayoutIdentifiers) {
        switch consume self {
        case .transition(var layout): layout.resolveDelegateAnswers(identifiers); self = .transition(layout)
        case .flow(var layout): layout.resolveDelegateAnswers(identifiers); self = .flow(layout)
        case .compositional(var layout): layout.resolveDelegateAnswers(identifiers); self = .compositional(layout)
        }
    }

    public mutating func prepare(_ context: LayoutContext) {
        switch consume self {
        case .transition(var layout): layout.prepare(context); self = .transition(layout)
        case .flow(var layout): layout.prepare(context); self = .flow(layout)
        case .compositional(var layout): layout.prepare(context); self = .compositional(layout)
        }
    }

    public var collectionViewContentSize: Size {
        switch self {
        case .transition(let layout): layout.collectionViewContentSize
        case .flow(let layout): layout.collectionViewContentSize
        case .compositional(let layout): layout.collectionViewContentSize
        }
    }

    public var warnings: [String] {
        switch self {
        case .transition(let layout): layout.warnings
        case .flow(let layout): layout.warnings
        case .compositional(let layout): layout.warnings
        }
    }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        switch self {
        case .transition(let layout): layout.layoutAttributesForElements(in: rect)
        case .flow(let layout): layout.layoutAttributesForElements(in: rect)
        case .compositional(let layout): layout.layoutAttributesForElements(in: rect)
        }
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        switch self {
        case .transition(let layout): layout.layoutAttributesForItem(at: indexPath)
        case .flow(let layout): layout.layoutAttributesForItem(at: indexPath)
        case .compositional(let layout): layout.layoutAttributesForItem(at: indexPath)
        }
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        switch self {
        case .transition(let layout): layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        case .flow(let layout): layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        case .compositional(let layout): layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        }
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        switch self {
        case .transition(let layout): layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        case .flow(let layout): layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        case .compositional(let layout): layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        }
    }

    public func numberOfElements(in rect: Rect, upTo limit: Int) -> Int {
        switch self {
        case .transition(let layout): layout.numberOfElements(in: rect, upTo: limit)
        case .flow(let layout): layout.numberOfElements(in: rect, upTo: limit)
        case .compositional(let layout): layout.numberOfElements(in: rect, upTo: limit)
        }
    }

    public func indexPathsForItems(in rect: Rect) -> [IndexPath] {
        switch self {
        case .transition(let layout): layout.indexPathsForItems(in: rect)
        case .flow(let layout): layout.indexPathsForItems(in: rect)
        case .compositional(let layout): layout.indexPathsForItems(in: rect)
        }
    }

    public func indexPathForItem(at point: Point) -> IndexPath? {
        switch self {
        case .transition(let layout): layout.indexPathForItem(at: point)
        case .flow(let layout): layout.indexPathForItem(at: point)
        case .compositional(let layout): layout.indexPathForItem(at: point)
        }
    }

    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        switch self {
        case .transition(let layout): layout.targetContentOffset(forProposedContentOffset: proposed)
        case .flow(let layout): layout.targetContentOffset(forProposedContentOffset: proposed)
        case .compositional(let layout): layout.targetContentOffset(forProposedContentOffset: proposed)
        }
    }

    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        switch self {
        case .transition(let layout): layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        case .flow(let layout): layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        case .compositional(let layout): layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        }
    }

    public func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath {
        switch self {
        case .transition(let layout): layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position)
        case .flow(let layout): layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position)
        case .compositional(let layout): layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position)
        }
    }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        switch self {
        case .transition(let layout): layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        case .flow(let layout): layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        case .compositional(let layout): layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        }
    }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        switch self {
        case .transition(let layout): layout.invalidationContext(forBoundsChange: newBounds)
        case .flow(let layout): layout.invalidationContext(forBoundsChange: newBounds)
        case .compositional(let layout): layout.invalidationContext(forBoundsChange: newBounds)
        }
    }

    public mutating func invalidateLayout(with context: LayoutInvalidationContext) {
        switch consume self {
        case .transition(var layout): layout.invalidateLayout(with: context); self = .transition(layout)
        case .flow(var layout): layout.invalidateLayout(with: context); self = .flow(layout)
        case .compositional(var layout): layout.invalidateLayout(with: context); self = .compositional(layout)
        }
    }

    public mutating func updateContentOffset(_ offset: Point) {
        switch consume self {
        case .transition(var layout): layout.updateContentOffset(offset); self = .transition(layout)
        case .flow(var layout): layout.updateContentOffset(offset); self = .flow(layout)
        case .compositional(var layout): layout.updateContentOffset(offset); self = .compositional(layout)
        }
    }
}
