/// UICollectionView's read-only queries for supplementary views (issue 18 §4).
extension CollectionView {
    /// layoutAttributesForSupplementaryElement(ofKind:at:): the layout's attributes, nil for a
    /// section the view does not have or a kind the layout does not place there.
    public func layoutAttributesForSupplementaryElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < numberOfSections else { return nil }
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// supplementaryView(forElementKind:at:): the view on screen for that kind and path, nil when
    /// none is displayed (UIKit returns only visible views).
    public func supplementaryView(forElementKind kind: ElementKind, at indexPath: IndexPath) -> ReusableView? {
        cells.visibleSupplementaryViews[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }
}
