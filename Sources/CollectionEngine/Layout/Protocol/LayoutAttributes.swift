/// What kind of view an element is (UICollectionView.ElementCategory).
public enum ElementCategory: String, Hashable, Sendable {
    case cell
    case supplementaryView
    case decorationView
}

/// UICollectionViewLayoutAttributes: where one element sits and how it looks.
///
/// The public initializer lives in the extension below and builds the value with the memberwise
/// initializer, whose labels differ only by `frame` coming second (issue 37): an initializer that
/// assigned the stored properties one by one made every caller build the value on the stack and
/// copy it with the generic value witnesses (a retain and a release for `kind` per element; a
/// third of a visible query's instructions). Declaring no initializer here keeps the memberwise one.
public struct LayoutAttributes: Hashable, Sendable {
    public var indexPath: IndexPath
    public var frame: Rect
    public var category: ElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public var kind: ElementKind?
    public var zIndex: Int
    public var alpha: Double
    public var isHidden: Bool

    public var center: Point { frame.center }
    public var size: Size { frame.size }
}

extension LayoutAttributes {
    public init(indexPath: IndexPath, category: ElementCategory = .cell, kind: ElementKind? = nil,
                frame: Rect, zIndex: Int = 0, alpha: Double = 1, isHidden: Bool = false) {
        self.init(indexPath: indexPath, frame: frame, category: category, kind: kind, zIndex: zIndex,
                  alpha: alpha, isHidden: isHidden)
    }
}
