/// NSRectAlignment: the edge or corner of the section (or layout) a boundary item sits on.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// The edge along the scroll axis the alignment names (vertical layout: top/bottom), if any.
    var scrollEdge: ScrollEdge? {
        switch self {
        case .top, .topLeading, .topTrailing: .start
        case .bottom, .bottomLeading, .bottomTrailing: .end
        case .none, .leading, .trailing: nil
        }
    }

    /// Where along the cross axis: −1 leading, 0 centred, +1 trailing.
    var crossPlacement: Int {
        switch self {
        case .topLeading, .leading, .bottomLeading: -1
        case .topTrailing, .trailing, .bottomTrailing: 1
        case .none, .top, .bottom: 0
        }
    }

    enum ScrollEdge { case start, end }
}

/// NSCollectionLayoutBoundarySupplementaryItem: a header, footer or any other kind attached to a
/// section's (or the whole layout's) boundary (docs/compositional.md §3).
public struct BoundarySupplementaryItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    public var elementKind: ElementKind
    public var alignment: RectAlignment
    /// absoluteOffset.
    public var offset: Point
    /// extendsBoundary (default true): the section grows to hold it.
    public var extendsBoundary: Bool
    /// pinToVisibleBounds (default false).
    public var pinToVisibleBounds: Bool
    /// zIndex (default 1).
    public var zIndex: Int

    public init(layoutSize: LayoutSize, elementKind: ElementKind, alignment: RectAlignment,
                offset: Point = .zero, extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false,
                zIndex: Int = 1) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }
}

/// NSCollectionLayoutDecorationItem.background(elementKind:): a view behind the whole section
/// frame, inset by its own contentInsets (§3.5).
public struct DecorationItem: Hashable, Sendable {
    public var elementKind: ElementKind
    public var contentInsets: EdgeInsets
    /// zIndex (default 0; the section's other elements then come out at z 1).
    public var zIndex: Int

    public init(elementKind: ElementKind, contentInsets: EdgeInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
