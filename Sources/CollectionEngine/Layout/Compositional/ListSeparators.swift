/// The separators of list rows (docs/compositional.md §5.4): a hairline 1/scale tall at the
/// bottom of a row, drawn by the list cell above its content. Separators never change a frame.
///
/// Rules [doc unless said]: `showsSeparators = false` removes them; a grouped or insetGrouped
/// section shows none under its last row (the section's rounded edge ends it) [inferred from the
/// spec's table]; sidebar appearances show none [inferred]. The leading inset follows the cell's
/// separatorLayoutGuide — the text's leading edge, which a default list cell puts at its layout
/// margin: 20 in a container wider than 375 points, else 16 (the 16/20 rule) [inferred]; trailing 0.
/// `separatorConfiguration.bottomSeparatorInsets` replaces both. Right to left mirrors the insets.
/// UIListSeparatorConfiguration.Visibility: what itemSeparatorHandler (iOS 14.5) sets as a row's
/// bottomSeparatorVisibility. `.visible` shows a separator the rules above would hide (not one that
/// `showsSeparators = false` removed); `.hidden` hides it. [doc; the first exception inferred]
public enum ListSeparatorVisibility: String, Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

public struct ListSeparator: Hashable, Sendable {
    /// The row the separator is under.
    public var indexPath: IndexPath
    public var frame: Rect
}

extension CollectionView {
    /// The bottom separator of the row at `indexPath`, or nil when that row shows none (or is
    /// not a row of a list section).
    public func listSeparator(at indexPath: IndexPath) -> ListSeparator? {
        guard let count = numberOfItems(inSection: indexPath.section),
              let list = listConfiguration(forSection: indexPath.section), list.showsSeparators,
              let attributes = layoutAttributesForItem(at: indexPath), !attributes.isHidden else { return nil }
        let visibility = dataSource.item(at: indexPath).flatMap { itemSeparatorVisibility[$0] } ?? .automatic
        switch (visibility, list.appearance) {
        case (.hidden, _): return nil
        case (.visible, _), (.automatic, .plain): break
        case (.automatic, .sidebar), (.automatic, .sidebarPlain): return nil
        case (.automatic, .grouped), (.automatic, .insetGrouped): if indexPath.item == count - 1 { return nil }
        }
        let automatic = EdgeInsets(top: 0, left: boundsSize.width > 375 ? 20 : 16, bottom: 0, right: 0)
        let insets = list.separatorInsets ?? automatic
        let leading = isRightToLeft ? insets.right : insets.left
        let trailing = isRightToLeft ? insets.left : insets.right
        let row = attributes.frame
        let pixel = scale.isFinite && scale > 0 ? 1 / scale : 1
        let width = max(0, row.width - leading - trailing)
        let frame = Rect(x: row.minX + leading, y: row.maxY - pixel, width: width, height: pixel)
        return ListSeparator(indexPath: indexPath, frame: frame)
    }

    /// What the list configuration's itemSeparatorHandler answers for one item (by identifier):
    /// its bottomSeparatorVisibility; `.automatic` removes the answer.
    public mutating func setItemSeparatorVisibility(_ visibility: ListSeparatorVisibility, item: Int) {
        itemSeparatorVisibility[item] = visibility == .automatic ? nil : visibility
    }

    /// The separators of the rows in `rect` (O(rows in the rect)).
    public func listSeparators(in rect: Rect) -> [ListSeparator] {
        guard layout.compositionalLayout != nil else { return [] }
        return layout.indexPathsForItems(in: rect).compactMap(listSeparator(at:))
    }
}
