import CollectionEngine
import CollectionScript

/// A layout breaking its contract (docs/evidence.md E7): attributes for an index path the view does
/// not have, and no attributes for an item the view shows or scrolls to. The scenario scripts the
/// layout's answer (`delegate layoutAttributesForElementsIn …` / `layoutAttributesForItemAt …`, the
/// interpreter's model of a custom layout) and runs the pass that meets it.
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
            // The view has the section with `item` items, so [section, item] is one past its end.
            (counts(sections: v[0] + 1, extra: [(v[0], v[1])]),
             "delegate layoutAttributesForElementsIn [\(v[0]),\(v[1])] = included   # the layout's stale cache\nreload")
        },
        single(.noLayoutAttributesForItem(IndexPath(0, 0)),
               mistake: missingAttributesMistake) { v in
            (counts(sections: v[0] + 1, holding: [(v[0], v[1])]),
             "delegate layoutAttributesForItemAt [\(v[0]),\(v[1])] = nil   # layoutAttributesForItem(at:) not overridden\nscrollTo [\(v[0]),\(v[1])] top")
        },
    ]
}
