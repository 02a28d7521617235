import CollectionEngine
import CollectionScript

/// A layout breaking its contract (docs/evidence.md E7): attributes for an index path the view does
/// not have, and no attributes for an item the view shows or scrolls to. Attributes for a missing
/// index path are rebuilt from their usual cause (docs/layout.md §10): a custom layout whose
/// prepare() fills its cache only when it is empty, scrolled to the item, which is then deleted. A
/// nil answer is scripted (`delegate layoutAttributesForItemAt …`) and runs the pass that meets it.
extension CrashPattern {
    static let staleAttributesMistake = """
        A custom layout (or a compositional custom group) answered layoutAttributesForElements(in:) from a \
        cache built for more items than the data source now has: the cache outlived a delete or a smaller \
        reloadData. Rebuild the cache in prepare() from the collection view's own counts \
        (numberOfSections / numberOfItems(inSection:)), not from the model array, and clear it in \
        invalidateLayout(with:) when the context says the data changed.
        """

    static let missingAttributesMistake = """
        A custom layout's layoutAttributesForItem(at:) returned nil for an item the view shows or scrolls \
        to: UICollectionViewLayout's own implementation answers nil, so a subclass that only overrides \
        layoutAttributesForElements(in:) breaks on the first animated update or scrollToItem. Override \
        layoutAttributesForItem(at:) to answer from the same cache, for every index path the view has.
        """

    static let layoutContractPatterns: [CrashPattern] = [
        single(.attributesForMissingIndexPath(IndexPath(0, 0)),
               mistake: staleAttributesMistake) { v in
            // The section holds [section, item]; the delete leaves the cache one item too long.
            (counts(sections: v[0] + 1, holding: [(v[0], v[1])]),
             "layout custom waterfall numberOfColumns=2 itemHeights=[60] prepare=fillIfEmpty   # prepare() fills its cache only when it is empty\n"
                + "scrollTo [\(v[0]),\(v[1])] top\ndelete [\(v[0]),\(v[1])]   # the update's context does not empty the cache")
        },
        single(.noLayoutAttributesForItem(IndexPath(0, 0)),
               mistake: missingAttributesMistake) { v in
            (counts(sections: v[0] + 1, holding: [(v[0], v[1])]),
             "delegate layoutAttributesForItemAt [\(v[0]),\(v[1])] = nil   # layoutAttributesForItem(at:) not overridden\nscrollTo [\(v[0]),\(v[1])] top")
        },
    ]
}
