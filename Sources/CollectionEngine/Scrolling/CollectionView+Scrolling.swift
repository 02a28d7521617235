/// scrollToItem(at:at:animated:), selectItem(at:animated:scrollPosition:) with a position, and
/// hit testing (docs/layout.md §5–§6).
extension CollectionView {
    /// scrollToItem(at:at:animated:): the offset that puts the item at `position`, clamped to the
    /// valid range. Throws UIKit's NSInvalidArgumentException for an index path the view does not
    /// have, or for two positions of one axis.
    public mutating func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition) throws(UIKitError) {
        try transaction { view throws(UIKitError) in try view.scrollToItemInTransaction(at: indexPath, at: position, selecting: false) }
    }

    /// `scrollToItem(at:at:)` inside the caller's transaction.
    private mutating func scrollToItemInTransaction(at indexPath: IndexPath, at position: ScrollPosition, selecting: Bool) throws(UIKitError) {
        guard isValid(indexPath) else { throw invalidScrollTarget(indexPath) }
        if let error = contractErrorForItems([indexPath]) { throw error }  // E7: the layout answers nil
        var derivation = try scrollGeometry.targetDerivation(forItemAt: indexPath, in: layout, positions: position, current: contentOffset)
        derivation.selecting = selecting
        lastScrollToItem = derivation
        setContentOffsetInTransaction(derivation.target)
        scrollOrthogonalRow(toItem: indexPath, positions: position)  // the item's row too (compositional §4.4)
    }

    /// selectItem(at:animated:scrollPosition:): selects silently, then scrolls like scrollToItem
    /// unless the position is empty (`.none` does not scroll — doc).
    public mutating func selectItem(at indexPath: IndexPath, scrollPosition: ScrollPosition) throws(UIKitError) {
        try transaction { view throws(UIKitError) in try view.selectItemInTransaction(at: indexPath, scrollPosition: scrollPosition) }
    }

    /// `selectItem(at:scrollPosition:)` inside the caller's transaction.
    private mutating func selectItemInTransaction(at indexPath: IndexPath, scrollPosition: ScrollPosition) throws(UIKitError) {
        try ScrollGeometry.validate(scrollPosition)
        // With a position, UIKit goes through its scrolling path first, so a missing item raises
        // the era's *scroll* message (FSPagerView#261: selectItemAtIndexPath → _scrollToItemAtIndexPath).
        if !scrollPosition.isEmpty, !isValid(indexPath) { throw invalidScrollTarget(indexPath) }
        try selectItem(at: indexPath)
        guard !scrollPosition.isEmpty, selectionIsAllowed else { return }
        try scrollToItemInTransaction(at: indexPath, at: scrollPosition, selecting: true)
    }

    /// The error for scrolling to a missing item, worded for this view's era (docs/evidence.md E4).
    func invalidScrollTarget(_ indexPath: IndexPath) -> UIKitError {
        .invalidScrollTarget(indexPath, itemsInSection: numberOfItems(inSection: indexPath.section),
                             sections: numberOfSections, view: uikitDescription,
                             modern: behaviour.scrollNamesOutOfBoundsCounts)
    }

    /// indexPathForItem(at:): the cell whose frame contains the point (content coordinates);
    /// nil in gaps, insets, headers and footers.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        guard let path = layout.indexPathForItem(at: point), isValid(path) else { return nil }
        return path
    }
}
