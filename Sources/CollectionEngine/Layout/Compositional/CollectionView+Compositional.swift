/// A compositional layout on the view: installing it (registering its custom element kinds) and
/// scrolling an orthogonal section's row (docs/compositional.md §4): the row's own scroll view
/// moves; nothing is re-solved; cells appear and end as they enter and leave the viewport.
extension CollectionView {
    /// setCollectionViewLayout(_:) with a compositional layout. Choice: every custom boundary kind
    /// the layout declares is registered with the kind itself as reuse identifier (as the app must
    /// register it before UIKit can dequeue one; header and footer keep their default registration).
    public mutating func setCollectionViewLayout(_ newLayout: CompositionalLayout) throws(UIKitError) {
        try transaction { view throws(UIKitError) in
            view.registerBoundaryKinds(of: newLayout)
            try view.setCollectionViewLayout(.compositional(newLayout))
        }
    }

    /// Registers every custom boundary kind `newLayout` declares (the choice above).
    mutating func registerBoundaryKinds(of newLayout: CompositionalLayout) {
        var sections = newLayout.sectionsByIndex.keys.sorted().compactMap { newLayout.sectionsByIndex[$0] }
            + newLayout.sectionsByIdentifier.keys.sorted().compactMap { newLayout.sectionsByIdentifier[$0] }
        if let section = newLayout.section { sections.append(section) }
        let kinds = sections.flatMap { $0.boundarySupplementaryItems.map(\.elementKind) }
            + newLayout.configuration.boundarySupplementaryItems.map(\.elementKind)
        for kind in kinds where kind != .sectionHeader && kind != .sectionFooter {
            cells.registeredSupplementaryIdentifiers[kind, default: []].insert(kind.rawValue)
        }
    }

    /// The compositional layout, for callers that need its specifics; nil for any other layout.
    public var compositionalLayout: CompositionalLayout? { layout.compositionalLayout }

    /// Sets section `section`'s row offset (clamped; every kind but continuous snaps to a stop) and
    /// updates the visible views. Returns where the row came to rest, or nil when the section does
    /// not scroll orthogonally (nothing changes then).
    @discardableResult
    public mutating func setOrthogonalContentOffset(section: Int, to offset: Double) throws(UIKitError) -> Double? {
        try transaction { $0.setOrthogonalContentOffsetInTransaction(section: section, to: offset) }
    }

    /// `setOrthogonalContentOffset` inside the caller's transaction.
    @discardableResult
    mutating func setOrthogonalContentOffsetInTransaction(section: Int, to offset: Double) -> Double? {
        guard let result = layout.withCompositionalLayout({ $0.setOrthogonalOffset(section: section, to: offset) }),
              let settled = result else { return nil }
        refreshDisplay(.scroll(delta: 0))
        return settled
    }
}
