/// UICollectionView.SelfSizingInvalidation (iOS 16; docs/self-sizing.md §4): what makes a visible
/// self-sizing cell measure again.
public enum SelfSizingInvalidation: String, Hashable, Sendable, CaseIterable {
    /// Nothing automatic: the app reloads, reconfigures or invalidates the layout.
    case disabled
    /// invalidateIntrinsicContentSize() on the cell (the engine: a new `cellSize` for it).
    case enabled
    /// As `.enabled`, plus any Auto Layout change inside the content view.
    case enabledIncludingConstraints
}
