/// Scrolling an orthogonal section's row (docs/compositional.md §4): the row's own scroll view
/// moves; nothing is re-solved; cells appear and end as they enter and leave the viewport.
extension CollectionView {
    /// The compositional layout, for callers that need its specifics; nil for any other layout.
    public var compositionalLayout: CompositionalLayout? { layout.compositionalLayout }

    /// Sets section `section`'s row offset (clamped; groupPagingCentered snaps to a stop) and
    /// updates the visible views. Returns where the row came to rest, or nil when the section does
    /// not scroll orthogonally (nothing changes then).
    @discardableResult
    public mutating func setOrthogonalContentOffset(section: Int, to offset: Double) -> Double? {
        guard let result = layout.withCompositionalLayout({ $0.setOrthogonalOffset(section: section, to: offset) }),
              let settled = result else { return nil }
        refreshDisplay(.scroll(delta: 0))
        return settled
    }
}
