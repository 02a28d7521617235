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
/// How to add a layout: its folder plus one registration line.
/// 1. A folder `Layout/My/` with `public struct MyLayout: CollectionViewLayout, Equatable` (plus any
///    `MyLayout+….swift` files it wants). Requirements with defaults (`CollectionViewLayout.swift`,
///    `CollectionViewLayout+Answers.swift`) may be left out: the view, the interpreter and the
///    renderers ask the protocol only, never which layout they hold.
/// 2. The line that installs it: `view.setCollectionViewLayout(AnyCollectionViewLayout(custom: MyLayout()), animated: false)`
///    (the script command that chooses it is the interpreter's business). It runs boxed in
///    `.custom` (Layout/Custom/CustomLayout.swift), from any module: the toy layout of
///    Tests/CollectionEngineTests/Layout/ToyLayoutTests.swift touches no other file.
/// A built-in layout whose queries are hot (millions of items) gets its own case here instead, for
/// static dispatch: one line in each switch below (the compiler lists them).
public enum AnyCollectionViewLayout: CollectionViewLayout, Equatable {
    /// UICollectionViewTransitionLayout, held during an interactive transition (it owns the two
    /// layouts it blends, so the case is indirect).
    indirect case transition(TransitionLayout)
    case flow(FlowLayout)
    case compositional(CompositionalLayout)
    /// Any other layout (a test's toy layout, an app's own), boxed: `AnyCollectionViewLayout(custom:)`.
    case custom(CustomLayout)

    /// A layout from outside the engine's folders, registered by this one line at its use:
    /// `view.setCollectionViewLayout(AnyCollectionViewLayout(custom: MyLayout()), animated: false)`.
    public init(custom layout: some CollectionViewLayout & Equatable) {
        self = .custom(CustomLayout(layout))
    }

    /// The flow layout, for callers that need flow specifics (its properties, its delegate answers);
    /// nil for any other layout.
    public var flowLayout: FlowLayout? {
        switch self {
        case .transition: nil
        case .flow(let layout): layout
        case .compositional: nil
        case .custom: nil
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
        case .custom(let layout):
            self = .custom(layout)
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
        case .custom(let layout):
            self = .custom(layout)
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
        case .custom(let layout): layout.uikitClassName
        }
    }

    public var scrollAxis: ScrollAxis {
        switch self {
        case .transition(let layout): layout.scrollAxis
        case .flow(let layout): layout.scrollAxis
        case .compositional(let layout): layout.scrollAxis
        case .custom(let layout): layout.scrollAxis
        }
    }

    public mutating func resolveDelegateAnswers(_ identifiers: LayoutIdentifiers) {
        switch consume self {
        case .transition(var layout): layout.resolveDelegateAnswers(identifiers); self = .transition(layout)
        case .flow(var layout): layout.resolveDelegateAnswers(identifiers); self = .flow(layout)
        case .compositional(var layout): layout.resolveDelegateAnswers(identifiers); self = .compositional(layout)
        case .custom(var layout): layout.resolveDelegateAnswers(identifiers); self = .custom(layout)
        }
    }

    public mutating func prepare(_ context: LayoutContext) {
        switch consume self {
        case .transition(var layout): layout.prepare(context); self = .transition(layout)
        case .flow(var layout): layout.prepare(context); self = .flow(layout)
        case .compositional(var layout): layout.prepare(context); self = .compositional(layout)
        case .custom(var layout): layout.prepare(context); self = .custom(layout)
        }
    }

    public var collectionViewContentSize: Size {
        switch self {
        case .transition(let layout): layout.collectionViewContentSize
        case .flow(let layout): layout.collectionViewContentSize
        case .compositional(let layout): layout.collectionViewContentSize
        case .custom(let layout): layout.collectionViewContentSize
        }
    }

    public var warnings: [String] {
        switch self {
        case .transition(let layout): layout.warnings
        case .flow(let layout): layout.warnings
        case .compositional(let layout): layout.warnings
        case .custom(let layout): layout.warnings
        }
    }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        switch self {
        case .transition(let layout): layout.layoutAttributesForElements(in: rect)
        case .flow(let layout): layout.layoutAttributesForElements(in: rect)
        case .compositional(let layout): layout.layoutAttributesForElements(in: rect)
        case .custom(let layout): layout.layoutAttributesForElements(in: rect)
        }
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        switch self {
        case .transition(let layout): layout.layoutAttributesForItem(at: indexPath)
        case .flow(let layout): layout.layoutAttributesForItem(at: indexPath)
        case .compositional(let layout): layout.layoutAttributesForItem(at: indexPath)
        case .custom(let layout): layout.layoutAttributesForItem(at: indexPath)
        }
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        switch self {
        case .transition(let layout): layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        case .flow(let layout): layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        case .compositional(let layout): layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        case .custom(let layout): layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        }
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        switch self {
        case .transition(let layout): layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        case .flow(let layout): layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        case .compositional(let layout): layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        case .custom(let layout): layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        }
    }

    public func numberOfElements(in rect: Rect, upTo limit: Int) -> Int {
        switch self {
        case .transition(let layout): layout.numberOfElements(in: rect, upTo: limit)
        case .flow(let layout): layout.numberOfElements(in: rect, upTo: limit)
        case .compositional(let layout): layout.numberOfElements(in: rect, upTo: limit)
        case .custom(let layout): layout.numberOfElements(in: rect, upTo: limit)
        }
    }

    public func indexPathsForItems(in rect: Rect) -> [IndexPath] {
        switch self {
        case .transition(let layout): layout.indexPathsForItems(in: rect)
        case .flow(let layout): layout.indexPathsForItems(in: rect)
        case .compositional(let layout): layout.indexPathsForItems(in: rect)
        case .custom(let layout): layout.indexPathsForItems(in: rect)
        }
    }

    public func indexPathForItem(at point: Point) -> IndexPath? {
        switch self {
        case .transition(let layout): layout.indexPathForItem(at: point)
        case .flow(let layout): layout.indexPathForItem(at: point)
        case .compositional(let layout): layout.indexPathForItem(at: point)
        case .custom(let layout): layout.indexPathForItem(at: point)
        }
    }

    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        switch self {
        case .transition(let layout): layout.targetContentOffset(forProposedContentOffset: proposed)
        case .flow(let layout): layout.targetContentOffset(forProposedContentOffset: proposed)
        case .compositional(let layout): layout.targetContentOffset(forProposedContentOffset: proposed)
        case .custom(let layout): layout.targetContentOffset(forProposedContentOffset: proposed)
        }
    }

    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        switch self {
        case .transition(let layout): layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        case .flow(let layout): layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        case .compositional(let layout): layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        case .custom(let layout): layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        }
    }

    public func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath {
        switch self {
        case .transition(let layout): layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position)
        case .flow(let layout): layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position)
        case .compositional(let layout): layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position)
        case .custom(let layout): layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position)
        }
    }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        switch self {
        case .transition(let layout): layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        case .flow(let layout): layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        case .compositional(let layout): layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        case .custom(let layout): layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        }
    }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        switch self {
        case .transition(let layout): layout.invalidationContext(forBoundsChange: newBounds)
        case .flow(let layout): layout.invalidationContext(forBoundsChange: newBounds)
        case .compositional(let layout): layout.invalidationContext(forBoundsChange: newBounds)
        case .custom(let layout): layout.invalidationContext(forBoundsChange: newBounds)
        }
    }

    public mutating func invalidateLayout(with context: LayoutInvalidationContext) {
        switch consume self {
        case .transition(var layout): layout.invalidateLayout(with: context); self = .transition(layout)
        case .flow(var layout): layout.invalidateLayout(with: context); self = .flow(layout)
        case .compositional(var layout): layout.invalidateLayout(with: context); self = .compositional(layout)
        case .custom(var layout): layout.invalidateLayout(with: context); self = .custom(layout)
        }
    }

    public mutating func updateContentOffset(_ offset: Point) {
        switch consume self {
        case .transition(var layout): layout.updateContentOffset(offset); self = .transition(layout)
        case .flow(var layout): layout.updateContentOffset(offset); self = .flow(layout)
        case .compositional(var layout): layout.updateContentOffset(offset); self = .compositional(layout)
        case .custom(var layout): layout.updateContentOffset(offset); self = .custom(layout)
        }
    }

    public var cacheReport: LayoutCacheReport? {
        switch self {
        case .transition(let layout): layout.cacheReport
        case .flow(let layout): layout.cacheReport
        case .compositional(let layout): layout.cacheReport
        case .custom(let layout): layout.cacheReport
        }
    }

    // MARK: - Self-sizing, views on screen, orthogonal rows, list rows, transitions, forwarded

    public var estimatesItemSizes: Bool {
        switch self {
        case .transition(let layout): layout.estimatesItemSizes
        case .flow(let layout): layout.estimatesItemSizes
        case .compositional(let layout): layout.estimatesItemSizes
        case .custom(let layout): layout.estimatesItemSizes
        }
    }

    public func measuresItem(at indexPath: IndexPath) -> Bool {
        switch self {
        case .transition(let layout): layout.measuresItem(at: indexPath)
        case .flow(let layout): layout.measuresItem(at: indexPath)
        case .compositional(let layout): layout.measuresItem(at: indexPath)
        case .custom(let layout): layout.measuresItem(at: indexPath)
        }
    }

    public func measuredSize(preferred: Size, given size: Size) -> Size {
        switch self {
        case .transition(let layout): layout.measuredSize(preferred: preferred, given: size)
        case .flow(let layout): layout.measuredSize(preferred: preferred, given: size)
        case .compositional(let layout): layout.measuredSize(preferred: preferred, given: size)
        case .custom(let layout): layout.measuredSize(preferred: preferred, given: size)
        }
    }

    public var recordsEveryMeasurement: Bool {
        switch self {
        case .transition(let layout): layout.recordsEveryMeasurement
        case .flow(let layout): layout.recordsEveryMeasurement
        case .compositional(let layout): layout.recordsEveryMeasurement
        case .custom(let layout): layout.recordsEveryMeasurement
        }
    }

    public var anchorsSelfSizingPasses: Bool {
        switch self {
        case .transition(let layout): layout.anchorsSelfSizingPasses
        case .flow(let layout): layout.anchorsSelfSizingPasses
        case .compositional(let layout): layout.anchorsSelfSizingPasses
        case .custom(let layout): layout.anchorsSelfSizingPasses
        }
    }

    public var appliesMeasurementsInOrder: Bool {
        switch self {
        case .transition(let layout): layout.appliesMeasurementsInOrder
        case .flow(let layout): layout.appliesMeasurementsInOrder
        case .compositional(let layout): layout.appliesMeasurementsInOrder
        case .custom(let layout): layout.appliesMeasurementsInOrder
        }
    }

    public func measuresBoundaryItem(_ kind: ElementKind, inSection section: Int) -> Bool {
        switch self {
        case .transition(let layout): layout.measuresBoundaryItem(kind, inSection: section)
        case .flow(let layout): layout.measuresBoundaryItem(kind, inSection: section)
        case .compositional(let layout): layout.measuresBoundaryItem(kind, inSection: section)
        case .custom(let layout): layout.measuresBoundaryItem(kind, inSection: section)
        }
    }

    public var maximumElementsPerItem: Int {
        switch self {
        case .transition(let layout): layout.maximumElementsPerItem
        case .flow(let layout): layout.maximumElementsPerItem
        case .compositional(let layout): layout.maximumElementsPerItem
        case .custom(let layout): layout.maximumElementsPerItem
        }
    }

    public var scrollingMovesFrames: Bool {
        switch self {
        case .transition(let layout): layout.scrollingMovesFrames
        case .flow(let layout): layout.scrollingMovesFrames
        case .compositional(let layout): layout.scrollingMovesFrames
        case .custom(let layout): layout.scrollingMovesFrames
        }
    }

    public func onScreen(_ attributes: LayoutAttributes) -> LayoutAttributes {
        switch self {
        case .transition(let layout): layout.onScreen(attributes)
        case .flow(let layout): layout.onScreen(attributes)
        case .compositional(let layout): layout.onScreen(attributes)
        case .custom(let layout): layout.onScreen(attributes)
        }
    }

    public func orthogonalOffsetRange(section: Int) -> ClosedRange<Double>? {
        switch self {
        case .transition(let layout): layout.orthogonalOffsetRange(section: section)
        case .flow(let layout): layout.orthogonalOffsetRange(section: section)
        case .compositional(let layout): layout.orthogonalOffsetRange(section: section)
        case .custom(let layout): layout.orthogonalOffsetRange(section: section)
        }
    }

    public func orthogonalOffset(section: Int) -> Double {
        switch self {
        case .transition(let layout): layout.orthogonalOffset(section: section)
        case .flow(let layout): layout.orthogonalOffset(section: section)
        case .compositional(let layout): layout.orthogonalOffset(section: section)
        case .custom(let layout): layout.orthogonalOffset(section: section)
        }
    }

    public var scrolledOrthogonalSections: [Int] {
        switch self {
        case .transition(let layout): layout.scrolledOrthogonalSections
        case .flow(let layout): layout.scrolledOrthogonalSections
        case .compositional(let layout): layout.scrolledOrthogonalSections
        case .custom(let layout): layout.scrolledOrthogonalSections
        }
    }

    public func listConfiguration(forSection section: Int) -> ListConfiguration? {
        switch self {
        case .transition(let layout): layout.listConfiguration(forSection: section)
        case .flow(let layout): layout.listConfiguration(forSection: section)
        case .compositional(let layout): layout.listConfiguration(forSection: section)
        case .custom(let layout): layout.listConfiguration(forSection: section)
        }
    }

    public var transitionState: LayoutTransitionState? {
        switch self {
        case .transition(let layout): layout.transitionState
        case .flow(let layout): layout.transitionState
        case .compositional(let layout): layout.transitionState
        case .custom(let layout): layout.transitionState
        }
    }

    /// Runs `body` on the measured sizes of the layout, in place: the flow or compositional
    /// layout's, both layouts' of a transition (current first); a custom layout's are its own.
    mutating func visitMeasuredSizes(_ body: (inout MeasuredSizes) -> Void) {
        switch consume self {
        case .transition(var layout):
            layout.currentLayout.visitMeasuredSizes(body)
            layout.nextLayout.visitMeasuredSizes(body)
            self = .transition(layout)
        case .flow(var layout): body(&layout.measured); self = .flow(layout)
        case .compositional(var layout): body(&layout.measured); self = .compositional(layout)
        case .custom(let layout): self = .custom(layout)
        }
    }

    public mutating func setMeasuredSize(_ size: Size, forItemAt indexPath: IndexPath, counts: [Int]) {
        switch consume self {
        case .transition(var layout): layout.setMeasuredSize(size, forItemAt: indexPath, counts: counts); self = .transition(layout)
        case .flow(var layout): layout.setMeasuredSize(size, forItemAt: indexPath, counts: counts); self = .flow(layout)
        case .compositional(var layout): layout.setMeasuredSize(size, forItemAt: indexPath, counts: counts); self = .compositional(layout)
        case .custom(var layout): layout.setMeasuredSize(size, forItemAt: indexPath, counts: counts); self = .custom(layout)
        }
    }

    public mutating func remapMeasuredSizes(through mapping: UpdateMapping, counts: [Int], followingItems: Bool) {
        switch consume self {
        case .transition(var layout): layout.remapMeasuredSizes(through: mapping, counts: counts, followingItems: followingItems); self = .transition(layout)
        case .flow(var layout): layout.remapMeasuredSizes(through: mapping, counts: counts, followingItems: followingItems); self = .flow(layout)
        case .compositional(var layout): layout.remapMeasuredSizes(through: mapping, counts: counts, followingItems: followingItems); self = .compositional(layout)
        case .custom(var layout): layout.remapMeasuredSizes(through: mapping, counts: counts, followingItems: followingItems); self = .custom(layout)
        }
    }

    public mutating func setMeasuredBoundaryHeight(_ height: Double, for key: SupplementaryKey, sectionCount: Int) {
        switch consume self {
        case .transition(var layout): layout.setMeasuredBoundaryHeight(height, for: key, sectionCount: sectionCount); self = .transition(layout)
        case .flow(var layout): layout.setMeasuredBoundaryHeight(height, for: key, sectionCount: sectionCount); self = .flow(layout)
        case .compositional(var layout): layout.setMeasuredBoundaryHeight(height, for: key, sectionCount: sectionCount); self = .compositional(layout)
        case .custom(var layout): layout.setMeasuredBoundaryHeight(height, for: key, sectionCount: sectionCount); self = .custom(layout)
        }
    }

    public mutating func remapMeasuredBoundaryHeights(through mapping: UpdateMapping, sectionCount: Int) {
        switch consume self {
        case .transition(var layout): layout.remapMeasuredBoundaryHeights(through: mapping, sectionCount: sectionCount); self = .transition(layout)
        case .flow(var layout): layout.remapMeasuredBoundaryHeights(through: mapping, sectionCount: sectionCount); self = .flow(layout)
        case .compositional(var layout): layout.remapMeasuredBoundaryHeights(through: mapping, sectionCount: sectionCount); self = .compositional(layout)
        case .custom(var layout): layout.remapMeasuredBoundaryHeights(through: mapping, sectionCount: sectionCount); self = .custom(layout)
        }
    }
}
