/// NSCollectionLayoutSpacing: `.fixed(v)` or `.flexible(v)` ("at least v, sharing the leftover").
public enum LayoutSpacing: Hashable, Sendable {
    case fixed(Double)
    case flexible(Double)

    /// The fixed value, or the minimum of a flexible spacing.
    public var value: Double {
        switch self { case .fixed(let v), .flexible(let v): v }
    }

    public var isFlexible: Bool { if case .flexible = self { true } else { false } }
}

/// NSCollectionLayoutEdgeSpacing: optional spacing outside an item on each edge (§2.5 step 5).
public struct LayoutEdgeSpacing: Hashable, Sendable {
    public var leading: LayoutSpacing?
    public var top: LayoutSpacing?
    public var trailing: LayoutSpacing?
    public var bottom: LayoutSpacing?

    public init(leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil,
                trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    var transposed: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: top, top: leading, trailing: bottom, bottom: trailing)
    }
}

extension EdgeInsets {
    /// top ↔ left, bottom ↔ right (the solver's transposition).
    var transposed: EdgeInsets { EdgeInsets(top: left, left: top, bottom: right, right: bottom) }
}
