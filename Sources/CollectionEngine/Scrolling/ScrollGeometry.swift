/// The scroll view's arithmetic: valid offsets, clamping, scroll-to-item targets, pull-back.
///
/// Models UIScrollView's contentSize / bounds / adjustedContentInset / contentOffset and
/// `UICollectionView.scrollToItem(at:at:animated:)` (docs/layout.md §6, docs/updates.md §4.3).
///
/// Choices on open points (docs/layout.md open question 2), each tested:
/// - An axis with no position (including `.none`) keeps its current offset exactly, unclamped;
///   an axis with a position gets the §6 formula, then is clamped into the valid range.
/// - Setting contentOffset directly is not clamped (`clamped(_:)` is only applied on request).
public struct ScrollGeometry: Hashable, Sendable {
    public var contentSize: Size
    public var boundsSize: Size
    public var adjustedContentInset: EdgeInsets

    public init(contentSize: Size, boundsSize: Size, adjustedContentInset: EdgeInsets = .zero) {
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.adjustedContentInset = adjustedContentInset
    }

    /// The smallest resting offset: (−inset.left, −inset.top).
    public var minimumOffset: Point {
        Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest resting offset: max(min, content + trailing inset − bounds) on each axis.
    public var maximumOffset: Point {
        let lo = minimumOffset
        return Point(x: max(lo.x, contentSize.width + adjustedContentInset.right - boundsSize.width),
                     y: max(lo.y, contentSize.height + adjustedContentInset.bottom - boundsSize.height))
    }

    /// `offset` clamped into [minimumOffset, maximumOffset] on both axes.
    public func clamped(_ offset: Point) -> Point {
        Point(x: clampX(offset.x), y: clampY(offset.y))
    }

    func clampX(_ x: Double) -> Double { min(max(x, minimumOffset.x), maximumOffset.x) }
    func clampY(_ y: Double) -> Double { min(max(y, minimumOffset.y), maximumOffset.y) }

    /// The visible rect at `offset`: (offset, bounds size); it includes the content-inset area.
    public func visibleRect(at offset: Point) -> Rect {
        Rect(origin: offset, size: boundsSize)
    }

    /// Throws UIKit's NSInvalidArgumentException when `positions` combines two styles of one axis.
    public static func validate(_ positions: ScrollPosition) throws(UIKitError) {
        if positions.intersection(.vertical).rawValue.nonzeroBitCount > 1 {
            throw multiplePositionsError(vertical: true)
        }
        if positions.intersection(.horizontal).rawValue.nonzeroBitCount > 1 {
            throw multiplePositionsError(vertical: false)
        }
    }

    /// scrollToItem's target offset for an item whose frame is `frame` (content coordinates): the
    /// target of `targetDerivation(forItemFrame:positions:current:)` (ScrollTargetDerivation.swift).
    public func targetOffset(forItemFrame frame: Rect, positions: ScrollPosition, current: Point) throws(UIKitError) -> Point {
        try targetDerivation(forItemFrame: frame, positions: positions, current: current).target
    }

    /// scrollToItem(at:at:animated:) against a prepared layout: the invalid-index-path exception
    /// when the layout has no item there, the multiple-positions exception, else the target offset.
    public func targetOffset(forItemAt indexPath: IndexPath, in layout: some CollectionViewLayout,
                             positions: ScrollPosition, current: Point) throws(UIKitError) -> Point {
        try targetDerivation(forItemAt: indexPath, in: layout, positions: positions, current: current).target
    }

    /// The offset after the content changed size (docs/updates.md §4.3 rule 2): when the visible rect
    /// hangs past the end of the content (content size including insets), pull the origin back by
    /// the overhang — on an axis only when the content (with insets) is larger than the bounds.
    public func offsetPulledBack(_ offset: Point) -> Point {
        let i = adjustedContentInset
        var result = offset
        let fullHeight = contentSize.height + i.top + i.bottom
        if fullHeight > boundsSize.height {
            let overhang = offset.y + boundsSize.height - (contentSize.height + i.bottom)
            if overhang > 0 { result.y -= overhang }
        }
        let fullWidth = contentSize.width + i.left + i.right
        if fullWidth > boundsSize.width {
            let overhang = offset.x + boundsSize.width - (contentSize.width + i.right)
            if overhang > 0 { result.x -= overhang }
        }
        return result
    }

    /// NSInvalidArgumentException "attempt to scroll to invalid index path: <NSIndexPath: 0x0> {length = 2, path = s - i}".
    public static func invalidIndexPathError(_ indexPath: IndexPath) -> UIKitError {
        .scrollToInvalidIndexPath(indexPath)
    }

    /// NSInvalidArgumentException for two positions of one axis. [inferred] UIKit's text: PST's
    /// wording with UIKit's "UICollectionViewScrollPosition" prefix (docs/layout.md open question 3).
    public static func multiplePositionsError(vertical: Bool) -> UIKitError {
        .multipleScrollPositions(vertical: vertical)
    }
}
