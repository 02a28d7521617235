/// UICollectionViewTransitionLayout: the layout a collection view holds during an interactive
/// transition (startInteractiveTransition(to:completion:)). It owns the layout the view had
/// (`currentLayout`) and the one it moves to (`nextLayout`) and blends every element's attributes
/// by `transitionProgress` p ∈ [0, 1]: v = v0 + p·(v1 − v0) for the frame's origin and size (so
/// its centre too) and for alpha (docs/layout.md §7.1).
///
/// Written against `AnyCollectionViewLayout` values only, so any two layouts the engine has can be
/// blended. Elements present in only one of the two layouts (a header one layout gives zero
/// height) keep that layout's attributes, fading: alpha 1 − p (only in the current layout) or p
/// (only in the next) [inferred: UIKit takes them from the initial/final attributes].
public struct TransitionLayout: CollectionViewLayout, Equatable {
    public internal(set) var currentLayout: AnyCollectionViewLayout
    public internal(set) var nextLayout: AnyCollectionViewLayout
    /// transitionProgress, in [0, 1].
    public internal(set) var transitionProgress: Double = 0
    /// The content offset when the transition started, and where the next layout wants it
    /// (its targetContentOffset(forProposedContentOffset:), clamped to its content).
    public internal(set) var fromContentOffset: Point
    public internal(set) var toContentOffset: Point

    public init(currentLayout: AnyCollectionViewLayout, nextLayout: AnyCollectionViewLayout,
                fromContentOffset: Point, toContentOffset: Point) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        self.fromContentOffset = fromContentOffset
        self.toContentOffset = toContentOffset
    }

    /// The content offset at the current progress, unrounded.
    public var interpolatedContentOffset: Point {
        Point(x: Self.blend(fromContentOffset.x, toContentOffset.x, transitionProgress),
              y: Self.blend(fromContentOffset.y, toContentOffset.y, transitionProgress))
    }

    /// v0 + p·(v1 − v0).
    static func blend(_ from: Double, _ to: Double, _ progress: Double) -> Double {
        from + progress * (to - from)
    }

    static func blend(_ from: Rect, _ to: Rect, _ progress: Double) -> Rect {
        Rect(x: blend(from.minX, to.minX, progress), y: blend(from.minY, to.minY, progress),
             width: blend(from.width, to.width, progress), height: blend(from.height, to.height, progress))
    }

    /// The attributes of one element at the current progress, from its attributes in either layout.
    func blended(current: LayoutAttributes?, next: LayoutAttributes?) -> LayoutAttributes? {
        let p = transitionProgress
        switch (current, next) {
        case (let from?, let to?):
            var result = from
            result.frame = Self.blend(from.frame, to.frame, p)
            result.alpha = Self.blend(from.alpha, to.alpha, p)
            result.zIndex = p < 0.5 ? from.zIndex : to.zIndex
            return result
        case (var only?, nil):
            only.alpha *= 1 - p
            return only
        case (nil, var only?):
            only.alpha *= p
            return only
        case (nil, nil):
            return nil
        }
    }

    /// The same element in `layout`.
    private func counterpart(of attributes: LayoutAttributes, in layout: AnyCollectionViewLayout) -> LayoutAttributes? {
        switch attributes.category {
        case .cell:
            return layout.layoutAttributesForItem(at: attributes.indexPath)
        case .supplementaryView:
            guard let kind = attributes.kind else { return nil }
            return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: attributes.indexPath)
        case .decorationView:
            guard let kind = attributes.kind else { return nil }
            return layout.layoutAttributesForDecorationView(ofKind: kind, at: attributes.indexPath)
        }
    }

    private struct ElementKey: Hashable {
        var category: ElementCategory
        var kind: ElementKind?
        var indexPath: IndexPath
        init(_ attributes: LayoutAttributes) {
            category = attributes.category
            kind = attributes.kind
            indexPath = attributes.indexPath
        }
    }

    // MARK: - CollectionViewLayout

    public var uikitClassName: String { "UICollectionViewTransitionLayout" }
    public var scrollAxis: ScrollAxis { currentLayout.scrollAxis }

    public mutating func resolveDelegateAnswers(_ identifiers: LayoutIdentifiers) {
        currentLayout.resolveDelegateAnswers(identifiers)
        nextLayout.resolveDelegateAnswers(identifiers)
    }

    public mutating func prepare(_ context: LayoutContext) {
        currentLayout.prepare(context)
        nextLayout.prepare(context)
    }

    /// Blended like the frames [inferred].
    public var collectionViewContentSize: Size {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        return Size(width: Self.blend(from.width, to.width, transitionProgress),
                    height: Self.blend(from.height, to.height, transitionProgress))
    }

    public var warnings: [String] { currentLayout.warnings + nextLayout.warnings.filter { !currentLayout.warnings.contains($0) } }

    /// The elements either layout has in `rect`, blended, keeping those whose blended frame meets
    /// `rect` (an element that crosses `rect` between two endpoints outside it is not listed —
    /// choice; UIKit asks its two layouts for the same rect). Sorted by section, then category
    /// (header, cells, footer order within a section as the current layout lists them), then item.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let fromList = currentLayout.layoutAttributesForElements(in: rect)
        let toList = nextLayout.layoutAttributesForElements(in: rect)
        var seen = Set<ElementKey>()
        var result: [LayoutAttributes] = []
        result.reserveCapacity(max(fromList.count, toList.count))
        for from in fromList where seen.insert(ElementKey(from)).inserted {
            if let blended = blended(current: from, next: counterpart(of: from, in: nextLayout)), blended.frame.intersects(rect) {
                result.append(blended)
            }
        }
        for to in toList where seen.insert(ElementKey(to)).inserted {
            if let blended = blended(current: counterpart(of: to, in: currentLayout), next: to), blended.frame.intersects(rect) {
                result.append(blended)
            }
        }
        return result.sorted { a, b in
            if a.indexPath.section != b.indexPath.section { return a.indexPath.section < b.indexPath.section }
            let ra = Self.rank(a), rb = Self.rank(b)
            if ra != rb { return ra < rb }
            return a.indexPath.item < b.indexPath.item
        }
    }

    /// Header before cells before footer before decoration views, within a section.
    private static func rank(_ attributes: LayoutAttributes) -> Int {
        switch attributes.category {
        case .cell: return 1
        case .supplementaryView: return attributes.kind == .sectionHeader ? 0 : 2
        case .decorationView: return 3
        }
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        blended(current: currentLayout.layoutAttributesForItem(at: indexPath), next: nextLayout.layoutAttributesForItem(at: indexPath))
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        blended(current: currentLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath),
                next: nextLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        blended(current: currentLayout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath),
                next: nextLayout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath))
    }

    public func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath {
        currentLayout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position)
    }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        currentLayout.shouldInvalidateLayout(forBoundsChange: newBounds) || nextLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    public mutating func updateContentOffset(_ offset: Point) {
        currentLayout.updateContentOffset(offset)
        nextLayout.updateContentOffset(offset)
    }

    /// The two layouts' classes and the progress, as `show state` and `--json` print them.
    public var transitionState: LayoutTransitionState? {
        LayoutTransitionState(currentLayoutClassName: currentLayout.uikitClassName,
                              nextLayoutClassName: nextLayout.uikitClassName, transitionProgress: transitionProgress)
    }

    /// The blend moves every frame with the progress, which moves the offset.
    public var scrollingMovesFrames: Bool { true }

    /// Either layout's bound: the blend shows the elements of both.
    public var maximumElementsPerItem: Int { Swift.max(currentLayout.maximumElementsPerItem, nextLayout.maximumElementsPerItem) }
}
