/// NSCollectionLayoutSupplementaryItem attached to an item (`NSCollectionLayoutItem(layoutSize:
/// supplementaryItems:)`), placed by an NSCollectionLayoutAnchor (docs/compositional.md §3.4): a
/// badge at an item's top-trailing corner, a label under it.
///
/// The anchor's edges pick a point of the host's frame (an edge's midpoint or a corner; no edge →
/// the centre); `itemAnchor` (by default the same edges) picks the point of the supplementary put
/// there, so by default it sits inside that corner. `absoluteOffset` adds points, `fractionalOffset`
/// fractions of the supplementary's own size ((0.5, −0.5) puts a top-trailing badge half outside).
public struct AnchoredSupplementaryItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    public var elementKind: ElementKind
    /// containerAnchor's edges (RectAlignment.none: the centre).
    public var containerAnchor: RectAlignment
    /// itemAnchor's edges; nil: the same as containerAnchor.
    public var itemAnchor: RectAlignment?
    /// The anchor's offset: points, or fractions of the supplementary's size when `isFractionalOffset`.
    public var offset: Point
    public var isFractionalOffset: Bool
    /// zIndex (default 1, §1).
    public var zIndex: Int

    public init(layoutSize: LayoutSize, elementKind: ElementKind, containerAnchor: RectAlignment,
                itemAnchor: RectAlignment? = nil, offset: Point = .zero, isFractionalOffset: Bool = false, zIndex: Int = 1) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.offset = offset
        self.isFractionalOffset = isFractionalOffset
        self.zIndex = zIndex
    }

    /// The supplementary's frame for a host frame, its size resolved in `container` (the box the
    /// host item was sized in; real orientation).
    func frame(host: Rect, container: Size, solver: GroupSolver) -> Rect {
        let size = solver.resolve(layoutSize, in: container)
        let anchor = Self.point(containerAnchor, in: Rect(origin: .zero, size: host.size))
        let own = Self.point(itemAnchor ?? containerAnchor, in: Rect(origin: .zero, size: size))
        var x = host.minX + anchor.x - own.x
        var y = host.minY + anchor.y - own.y
        if isFractionalOffset {
            x += offset.x * size.width
            y += offset.y * size.height
        } else {
            x += offset.x
            y += offset.y
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The point of `rect` that `edges` names: a corner, an edge's midpoint or the centre.
    static func point(_ edges: RectAlignment, in rect: Rect) -> Point {
        let x: Double = switch edges.crossPlacement {
        case -1: rect.minX
        case 1: rect.maxX
        default: rect.midX
        }
        let y: Double = switch edges.scrollEdge {
        case .start: rect.minY
        case .end: rect.maxY
        case nil: rect.midY
        }
        return Point(x: x, y: y)
    }
}

/// One anchored supplementary of a section's group pattern: the slot of its host item, the box the
/// host was sized in (real orientation), and its number among the pattern's supplementaries of its
/// kind (index path item = group × perGroup + ordinal, counted per kind within the section, §3.4).
struct AnchoredSlot: Hashable, Sendable {
    var slot: Int
    var item: AnchoredSupplementaryItem
    var container: Size
    var ordinal: Int
    var perGroup: Int
}
