/// NSCollectionLayoutGroup: lays its subitems out along one axis (§2.4–§2.8).
public struct LayoutGroup: Hashable, Sendable {
    /// The direction the group lays its subitems out in.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        case horizontal
        case vertical

        var transposed: Axis { self == .horizontal ? .vertical : .horizontal }
    }

    /// How many subitems a group holds.
    public enum Repetition: Hashable, Sendable {
        /// `horizontalGroup(layoutSize:subitems:)`: as many as fit, subitems used cyclically.
        case fitting
        /// iOS 13 `horizontalGroup(layoutSize:subitem:count:)`: exactly `count`, equal shares
        /// of the length less spacings (the subitem's own length along the axis is replaced).
        case count(Int)
        /// iOS 16 `horizontalGroup(layoutSize:repeatingSubitem:count:)`: `count` copies at
        /// their own size.
        case repeating(Int)
    }

    /// A subitem: an item or a nested group.
    public indirect enum Subitem: Hashable, Sendable {
        case item(LayoutItem)
        case group(LayoutGroup)

        var transposed: Subitem {
            switch self {
            case .item(let item): .item(item.transposed)
            case .group(let group): .group(group.transposed)
            }
        }

        var layoutSize: LayoutSize {
            switch self {
            case .item(let item): item.layoutSize
            case .group(let group): group.layoutSize
            }
        }

        var edgeSpacing: LayoutEdgeSpacing {
            switch self {
            case .item(let item): item.edgeSpacing
            case .group(let group): group.edgeSpacing
            }
        }
    }

    public var axis: Axis
    public var layoutSize: LayoutSize
    public var subitems: [Subitem]
    public var repetition: Repetition
    /// interItemSpacing; nil = fixed 0.
    public var interItemSpacing: LayoutSpacing?
    public var contentInsets: EdgeInsets
    public var edgeSpacing: LayoutEdgeSpacing
    /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`: the provider's item frames,
    /// relative to the group's outer origin (§2.9); nil for a horizontal or vertical group. The
    /// subitems are then unused.
    public var customItems: [Rect]? = nil
    /// NSCollectionLayoutGroupCustomItem(frame:zIndex:): each custom item's zIndex, when given.
    public var customZIndices: [Int: Int] = [:]
    /// supplementaryItems: anchored to each instance of this group (§3.4), in real orientation.
    public var supplementaryItems: [AnchoredSupplementaryItem] = []

    public init(axis: Axis, layoutSize: LayoutSize, subitems: [Subitem], repetition: Repetition = .fitting,
                interItemSpacing: LayoutSpacing? = nil, contentInsets: EdgeInsets = .zero,
                edgeSpacing: LayoutEdgeSpacing = .init()) {
        self.axis = axis
        self.layoutSize = layoutSize
        self.subitems = subitems
        self.repetition = repetition
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
    public static func horizontal(_ size: LayoutSize, _ subitems: [Subitem], count: Int? = nil,
                                  spacing: LayoutSpacing? = nil) -> LayoutGroup {
        LayoutGroup(axis: .horizontal, layoutSize: size, subitems: subitems,
                    repetition: count.map { .count($0) } ?? .fitting, interItemSpacing: spacing)
    }

    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`.
    public static func vertical(_ size: LayoutSize, _ subitems: [Subitem], count: Int? = nil,
                                spacing: LayoutSpacing? = nil) -> LayoutGroup {
        LayoutGroup(axis: .vertical, layoutSize: size, subitems: subitems,
                    repetition: count.map { .count($0) } ?? .fitting, interItemSpacing: spacing)
    }

    /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)` with the frames the provider returns.
    public static func custom(_ size: LayoutSize, frames: [Rect]) -> LayoutGroup {
        var group = LayoutGroup(axis: .horizontal, layoutSize: size, subitems: [])
        group.customItems = frames
        return group
    }

    var transposed: LayoutGroup {
        var group = LayoutGroup(axis: axis.transposed, layoutSize: layoutSize.transposed, subitems: subitems.map(\.transposed),
                                repetition: repetition, interItemSpacing: interItemSpacing,
                                contentInsets: contentInsets.transposed, edgeSpacing: edgeSpacing.transposed)
        group.customZIndices = customZIndices
        group.supplementaryItems = supplementaryItems
        group.customItems = customItems?.map { Rect(x: $0.origin.y, y: $0.origin.x, width: $0.size.height, height: $0.size.width) }
        return group
    }
}
