/// What a layout is told about the collection view when it prepares.
public struct LayoutContext: Hashable, Sendable {
    /// Items per section, as the view believes (its presented counts).
    public var numberOfItems: [Int]
    /// The collection view's bounds size.
    public var boundsSize: Size
    /// The current contentOffset (bounds origin); pinned headers depend on it.
    public var contentOffset: Point
    /// adjustedContentInset (= contentInset; the engine models no bars).
    public var adjustedContentInset: EdgeInsets
    public var safeAreaInsets: EdgeInsets
    public var layoutMargins: EdgeInsets
    /// Screen scale for pixel rounding of origins (docs/layout.md §2.9).
    public var scale: Double
    /// effectiveUserInterfaceLayoutDirection == .rightToLeft (frames are mirrored).
    public var isRightToLeft: Bool
    /// Which UIKit the layout reproduces (the wording of its logs, docs/evidence.md E5).
    public var version: UIKitVersion = .latest

    public init(numberOfItems: [Int], boundsSize: Size, contentOffset: Point = .zero,
                adjustedContentInset: EdgeInsets = .zero, safeAreaInsets: EdgeInsets = .zero,
                layoutMargins: EdgeInsets = .zero, scale: Double = 1, isRightToLeft: Bool = false) {
        self.numberOfItems = numberOfItems
        self.boundsSize = boundsSize
        self.contentOffset = contentOffset
        self.adjustedContentInset = adjustedContentInset
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.scale = scale
        self.isRightToLeft = isRightToLeft
    }

    /// The visible rect: (contentOffset, bounds size).
    public var visibleRect: Rect { Rect(origin: contentOffset, size: boundsSize) }
}
