/// NSCollectionLayoutItem: a cell's size, content insets and edge spacing.
public struct LayoutItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    /// contentInsets: the frame is the slot inset by these (§2.7); ignored on an estimated axis.
    public var contentInsets: EdgeInsets
    /// edgeSpacing: room outside the item that counts in the fit test (§2.5 step 5).
    public var edgeSpacing: LayoutEdgeSpacing
    /// supplementaryItems: anchored to this item (§3.4). Kept in real orientation when the item is
    /// transposed: they are placed on the item's real frame.
    public var supplementaryItems: [AnchoredSupplementaryItem] = []

    public init(layoutSize: LayoutSize, contentInsets: EdgeInsets = .zero, edgeSpacing: LayoutEdgeSpacing = .init()) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }

    var transposed: LayoutItem {
        var item = LayoutItem(layoutSize: layoutSize.transposed, contentInsets: contentInsets.transposed,
                              edgeSpacing: edgeSpacing.transposed)
        item.supplementaryItems = supplementaryItems
        return item
    }
}
