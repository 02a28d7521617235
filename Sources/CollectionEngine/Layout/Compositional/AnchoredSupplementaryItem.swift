/// NSCollectionLayoutSupplementaryItem attached to an item (`NSCollectionLayoutItem(layoutSize:
/// supplementaryItems:)`) or a group (`NSCollectionLayoutGroup.supplementaryItems`), placed by an
/// NSCollectionLayoutAnchor (docs/compositional.md §3.4): a badge at an item's top-trailing corner,
/// a label under it.
///
/// The anchor's edges pick a point of the host's frame (an edge's midpoint or a corner; no edge, or
/// two opposite edges → the centre on that axis); `itemAnchor` (by default the same edges) picks the
/// point of the supplementary put there, so by default it sits inside that corner. Each anchor's
/// offset is added: points (`absoluteOffset`), or fractions of the supplementary's own size
/// (`fractionalOffset`: (0.5, −0.5) puts a top-trailing badge half outside) — the item anchor's too,
/// with the same sign (charon #153: bottomLeading + (3, 4) moves the badge by (3, 4)).
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
    /// The item anchor's offset: points, or fractions of the supplementary's size when `isFractionalItemOffset`.
    public var itemOffset: Point = .zero
    public var isFractionalItemOffset = false
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

    /// The supplementary's frame for a host frame, its size resolved in `container` (real
    /// orientation): an item's own frame after its content insets (charon #153: FW(0.5) of a
    /// 212-wide inset item is 106), a group's the box the group was sized in (charon #154).
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
        x += isFractionalItemOffset ? itemOffset.x * size.width : itemOffset.x
        y += isFractionalItemOffset ? itemOffset.y * size.height : itemOffset.y
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

/// One supplementary anchored to a group of a section's pattern (NSCollectionLayoutGroup
/// .supplementaryItems): the host group's frame relative to the pattern's origin (canonical), its
/// first item's slot (the supplementary exists while that item does), the box the group was sized
/// in (real orientation), and its number among the pattern's group supplementaries of its kind.
struct GroupAnchoredSlot: Hashable, Sendable {
    var firstSlot: Int
    var frame: Rect
    var item: AnchoredSupplementaryItem
    var container: Size
    var ordinal: Int
    var perGroup: Int
}
