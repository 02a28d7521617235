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
    /// traitCollection.userInterfaceIdiom: list sections' metrics follow it (docs/compositional.md §5.2).
    public var userInterfaceIdiom: UserInterfaceIdiom = .phone
    /// The view's contentSize when this pass began: the previous pass's answer, `{0, 0}` before
    /// a layout's first pass. Only logs print it (the flow log's view description, docs/evidence.md
    /// E5); it is no input to the layout, so equality and hashing leave it out.
    public var viewContentSize: Size = .zero

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

    public static func == (lhs: LayoutContext, rhs: LayoutContext) -> Bool {
        lhs.numberOfItems == rhs.numberOfItems && lhs.boundsSize == rhs.boundsSize
            && lhs.contentOffset == rhs.contentOffset && lhs.adjustedContentInset == rhs.adjustedContentInset
            && lhs.safeAreaInsets == rhs.safeAreaInsets && lhs.layoutMargins == rhs.layoutMargins
            && lhs.scale == rhs.scale && lhs.isRightToLeft == rhs.isRightToLeft && lhs.version == rhs.version
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(numberOfItems); hasher.combine(boundsSize); hasher.combine(contentOffset)
        hasher.combine(adjustedContentInset); hasher.combine(safeAreaInsets); hasher.combine(layoutMargins)
        hasher.combine(scale); hasher.combine(isRightToLeft); hasher.combine(version)
        hasher.combine(userInterfaceIdiom)
    }

    /// The visible rect: (contentOffset, bounds size).
    public var visibleRect: Rect { Rect(origin: contentOffset, size: boundsSize) }
}
