/// backgroundView (docs/interaction.md §3.3): UIKit resizes it to the collection view's bounds and
/// keeps it behind the cells, so it does not scroll: in content coordinates its frame is the
/// visible rect (`doc`: "automatically resized to match the size of the collection view").
extension CollectionView {
    /// The background view's frame in content coordinates, nil when there is none.
    public var backgroundViewFrame: Rect? {
        hasBackgroundView ? visibleRect : nil
    }
}
