/// Where scrollToItem / selectItem put an item in the visible area.
///
/// Models `UICollectionView.ScrollPosition` (an NS_OPTIONS set with UIKit's raw values:
/// top 1, centeredVertically 2, bottom 4, left 8, centeredHorizontally 16, right 32; none 0).
/// At most one vertical and one horizontal member may be combined.
public struct ScrollPosition: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No movement on either axis.
    public static let none: ScrollPosition = []
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)

    public static let vertical: ScrollPosition = [.top, .centeredVertically, .bottom]
    public static let horizontal: ScrollPosition = [.left, .centeredHorizontally, .right]

    /// UIKit's names, in raw-value order (the script spells positions this way).
    public static let names: [(name: String, position: ScrollPosition)] = [
        ("none", .none), ("top", .top), ("centeredVertically", .centeredVertically), ("bottom", .bottom),
        ("left", .left), ("centeredHorizontally", .centeredHorizontally), ("right", .right),
    ]

    /// The position spelled by one UIKit name (`top`, `centeredVertically`, … `none`); nil if unknown.
    public init?(name: String) {
        guard let entry = ScrollPosition.names.first(where: { $0.name == name }) else { return nil }
        self = entry.position
    }

    /// The union of several names; nil if any is unknown.
    public init?(names: [String]) {
        var result: ScrollPosition = []
        for name in names {
            guard let one = ScrollPosition(name: name) else { return nil }
            result.formUnion(one)
        }
        self = result
    }

    /// The UIKit names of the members, space-separated (`none` when empty).
    public var description: String {
        let members = ScrollPosition.names.dropFirst().filter { contains($0.position) }.map(\.name)
        return members.isEmpty ? "none" : members.joined(separator: " ")
    }
}
