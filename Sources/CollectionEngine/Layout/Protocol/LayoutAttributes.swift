/// What kind of view an element is (UICollectionView.ElementCategory).
public enum ElementCategory: String, Hashable, Sendable {
    case cell
    case supplementaryView
    case decorationView
}

/// UICollectionViewLayoutAttributes: where one element sits and how it looks.
public struct LayoutAttributes: Hashable, Sendable {
    public var indexPath: IndexPath
    public var category: ElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public var kind: ElementKind?
    public var frame: Rect
    public var zIndex: Int
    public var alpha: Double
    public var isHidden: Bool

    public init(indexPath: IndexPath, category: ElementCategory = .cell, kind: ElementKind? = nil,
                frame: Rect, zIndex: Int = 0, alpha: Double = 1, isHidden: Bool = false) {
        self.indexPath = indexPath
        self.category = category
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.isHidden = isHidden
    }

    public var center: Point { frame.center }
    public var size: Size { frame.size }
}
