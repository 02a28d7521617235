/// scrollToItem(at:at:animated:), selectItem(at:animated:scrollPosition:) with a position, and
/// hit testing (layout.md §5–§6).
extension CollectionView {
    /// scrollToItem(at:at:animated:): the offset that puts the item at `position`, clamped to the
    /// valid range. Throws UIKit's NSInvalidArgumentException for an index path the view does not
    /// have, or for two positions of one axis.
    public mutating func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition) throws(UIKitError) {
        guard isValid(indexPath) else { throw ScrollGeometry.invalidIndexPathError(indexPath) }
        let target = try scrollGeometry.targetOffset(forItemAt: indexPath, in: layout, positions: position, current: contentOffset)
        setContentOffset(target)
    }

    /// selectItem(at:animated:scrollPosition:): selects silently, then scrolls like scrollToItem
    /// unless the position is empty (`.none` does not scroll — doc).
    public mutating func selectItem(at indexPath: IndexPath, scrollPosition: ScrollPosition) throws(UIKitError) {
        try ScrollGeometry.validate(scrollPosition)
        try selectItem(at: indexPath)
        guard !scrollPosition.isEmpty, selectionIsAllowed else { return }
        try scrollToItem(at: indexPath, at: scrollPosition)
    }

    /// indexPathForItem(at:): the cell whose frame contains the point (content coordinates);
    /// nil in gaps, insets, headers and footers.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        guard let path = layout.indexPathForItem(at: point), isValid(path) else { return nil }
        return path
    }
}
