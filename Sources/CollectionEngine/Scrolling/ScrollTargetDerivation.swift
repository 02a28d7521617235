/// How scrollToItem(at:at:animated:) (and selectItem(at:animated:scrollPosition:), which scrolls
/// through it) arrived at its offset: the item's frame, each axis's position rule with the
/// adjusted insets, the value the rule asked for, and the clamp to the resting range.
///
/// `ScrollGeometry.targetDerivation(forItemFrame:positions:current:)` computes the target by
/// filling this in, so `explain offset` reads the engine's own arithmetic, not a re-computation.
public struct ScrollTargetDerivation: Hashable, Sendable {
    /// One axis's part: which rule, what it asked for, the resting range, where it ended.
    public struct Axis: Hashable, Sendable {
        /// The position on this axis (`.top`, `.centeredVertically`, … one flag).
        public var position: ScrollPosition
        /// What the rule asked for, before the clamp.
        public var asked: Double
        /// The resting range on this axis (−inset … content + inset − bounds).
        public var minimum: Double
        public var maximum: Double
        /// `asked` clamped into the range.
        public var result: Double
    }

    /// The item scrolled to (nil when only a frame was given).
    public var indexPath: IndexPath?
    /// The item's frame in content coordinates (layoutAttributesForItem(at:).frame).
    public var frame: Rect
    public var positions: ScrollPosition
    /// The scroll view's geometry the rules used (contentSize, bounds, adjustedContentInset).
    public var geometry: ScrollGeometry
    /// The offset before the call; an axis without a position keeps it.
    public var start: Point
    public var vertical: Axis?
    public var horizontal: Axis?
    /// Whether selectItem(at:animated:scrollPosition:) asked for the scroll.
    public var selecting = false

    /// The offset the call sets.
    public var target: Point {
        Point(x: horizontal?.result ?? start.x, y: vertical?.result ?? start.y)
    }
}

extension ScrollGeometry {
    /// scrollToItem's target offset for an item whose frame is `frame`, with the arithmetic:
    /// top → F.minY − I.top; centeredVertically → F.midY − I.top − (B.h − I.top − I.bottom)/2;
    /// bottom → F.maxY − B.h + I.bottom; likewise left / centeredHorizontally / right; then
    /// clamped. Axes without a position keep `current`.
    public func targetDerivation(forItemFrame frame: Rect, positions: ScrollPosition, current: Point) throws(UIKitError) -> ScrollTargetDerivation {
        try ScrollGeometry.validate(positions)
        let i = adjustedContentInset, b = boundsSize
        var derivation = ScrollTargetDerivation(frame: frame, positions: positions, geometry: self, start: current)
        func axis(_ position: ScrollPosition, _ asked: Double, vertical: Bool) -> ScrollTargetDerivation.Axis {
            let lo = vertical ? minimumOffset.y : minimumOffset.x, hi = vertical ? maximumOffset.y : maximumOffset.x
            return .init(position: position, asked: asked, minimum: lo, maximum: hi, result: vertical ? clampY(asked) : clampX(asked))
        }
        if positions.contains(.top) {
            derivation.vertical = axis(.top, frame.minY - i.top, vertical: true)
        } else if positions.contains(.centeredVertically) {
            derivation.vertical = axis(.centeredVertically, frame.midY - i.top - (b.height - i.top - i.bottom) / 2, vertical: true)
        } else if positions.contains(.bottom) {
            derivation.vertical = axis(.bottom, frame.maxY - b.height + i.bottom, vertical: true)
        }
        if positions.contains(.left) {
            derivation.horizontal = axis(.left, frame.minX - i.left, vertical: false)
        } else if positions.contains(.centeredHorizontally) {
            derivation.horizontal = axis(.centeredHorizontally, frame.midX - i.left - (b.width - i.left - i.right) / 2, vertical: false)
        } else if positions.contains(.right) {
            derivation.horizontal = axis(.right, frame.maxX - b.width + i.right, vertical: false)
        }
        return derivation
    }

    /// `targetDerivation(forItemFrame:positions:current:)` for the item at `indexPath` of a
    /// prepared layout: the invalid-index-path exception when the layout has no item there.
    public func targetDerivation(forItemAt indexPath: IndexPath, in layout: some CollectionViewLayout,
                                 positions: ScrollPosition, current: Point) throws(UIKitError) -> ScrollTargetDerivation {
        guard let attributes = layout.layoutAttributesForItem(at: indexPath) else {
            throw ScrollGeometry.invalidIndexPathError(indexPath)
        }
        var derivation = try targetDerivation(forItemFrame: attributes.frame, positions: positions, current: current)
        derivation.indexPath = indexPath
        return derivation
    }
}
