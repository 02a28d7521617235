/// Registrations beyond `register(_:forCellWithReuseIdentifier:)` (docs/interaction.md §2.1):
/// CellRegistration (iOS 14), headers and footers with their own reuse identifiers, decoration views.
extension CollectionView {
    /// UICollectionView.CellRegistration: from now on the data source's cellForItemAt calls
    /// dequeueConfiguredReusableCell(using:for:item:), which dequeues with the registration's own
    /// (always registered) identifier and calls its handler for the cell.
    public mutating func registerCellRegistration(_ name: String) {
        let identifier = "CellRegistration." + name
        cells.registeredCellIdentifiers.insert(identifier)
        cells.cellIdentifier = identifier
        cells.cellRegistration = name
    }

    /// register(_:forSupplementaryViewOfKind:withReuseIdentifier:): the data source dequeues views
    /// of `kind` with `identifier` from now on.
    public mutating func registerSupplementaryView(kind: ElementKind, reuseIdentifier identifier: String) {
        cells.registeredSupplementaryIdentifiers[kind, default: []].insert(identifier)
        cells.supplementaryIdentifiers[kind] = identifier
    }

    /// The identifier the data source's viewForSupplementaryElementOfKind dequeues `kind` with
    /// (`set headerReuseIdentifier = X`), registered or not: an unregistered one raises UIKit's
    /// "could not dequeue a view of kind: …" when the view asks for that kind (docs/evidence.md E11).
    public mutating func setSupplementaryReuseIdentifier(_ identifier: String, kind: ElementKind) {
        cells.supplementaryIdentifiers[kind] = identifier
        cells.supplementaryRegistrations[kind] = nil
    }

    /// UICollectionView.SupplementaryRegistration (iOS 14) for `kind`: from now on the data source's
    /// viewForSupplementaryElementOfKind calls dequeueConfiguredReusableSupplementary(using:for:),
    /// which dequeues with the registration's own (always registered) identifier and calls its
    /// handler with the view, the kind and the index path.
    public mutating func registerSupplementaryRegistration(_ name: String, kind: ElementKind) {
        let identifier = "SupplementaryRegistration." + name
        cells.registeredSupplementaryIdentifiers[kind, default: []].insert(identifier)
        cells.supplementaryIdentifiers[kind] = identifier
        cells.supplementaryRegistrations[kind] = name
    }

    /// The layout's register(_:forDecorationViewOfKind:). The flow layout has no decoration views,
    /// so it only records the kind.
    public mutating func registerDecorationView(kind: String) {
        cells.decorationKinds.insert(kind)
    }

    /// The registration handler call for a cell just dequeued at `path`, if cells come from a
    /// CellRegistration.
    mutating func configureWithRegistration(_ path: IndexPath) {
        if let name = cells.cellRegistration { events.append(.cellRegistrationHandler(name, path)) }
        if hasConfigurationUpdateHandler { events.append(.listCell(.configurationUpdateHandler(path, configurationState(at: path)))) }
    }
}
