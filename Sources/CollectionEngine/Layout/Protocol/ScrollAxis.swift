/// The axis a layout scrolls along (UICollectionView.ScrollDirection: flow's `scrollDirection`,
/// a compositional configuration's `scrollDirection`). Raw values are the script's spelling.
public enum ScrollAxis: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal
}
