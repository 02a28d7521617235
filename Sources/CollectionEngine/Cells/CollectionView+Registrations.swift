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

    /// The layout's register(_:forDecorationViewOfKind:): a layout that places decoration views
    /// of `kind` (a compositional `background`, a flow `sectionBackground`) gets views for them
    /// from now on; without it the first one on screen raises UIKit's "could not dequeue a
    /// decoration view of kind" (docs/layout.md §11). [choice: kept across layout changes, where
    /// UIKit registers on one layout object]
    public mutating func registerDecorationView(kind: String) {
        cells.decorationKinds.insert(kind)
    }

    /// The identifier cellForItemAt dequeues `path` with (and the CellRegistration, when the
    /// identifier names one): the item's own choice, else its section's, else the view-wide one
    /// (the last `register`). A name registered only as a CellRegistration dequeues through it.
    public func cellDequeue(at path: IndexPath) -> (identifier: String, registration: String?) {
        guard !cells.itemCellIdentifiers.isEmpty || !cells.sectionCellIdentifiers.isEmpty else {
            return (cells.cellIdentifier, cells.cellRegistration)
        }
        let item = dataSource.item(at: path)
        let section = dataSource.sections.indices.contains(path.section) ? dataSource.sections[path.section].value : nil
        guard let name = item.flatMap({ cells.itemCellIdentifiers[$0] }) ?? section.flatMap({ cells.sectionCellIdentifiers[$0] }) else {
            return (cells.cellIdentifier, cells.cellRegistration)
        }
        return cellDequeue(named: name)
    }

    /// What cellForItemAt dequeues with when the data source names `name`: the identifier, or the
    /// CellRegistration of that name when only a registration has it.
    public func cellDequeue(named name: String) -> (identifier: String, registration: String?) {
        let registration = "CellRegistration." + name
        if !cells.registeredCellIdentifiers.contains(name), cells.registeredCellIdentifiers.contains(registration) {
            return (registration, name)
        }
        return (name, nil)
    }

    /// The data source's cellForItemAt dequeues item `id` with `identifier` (nil: back to the
    /// section's or the view-wide one). Registered or not: an unregistered one raises UIKit's
    /// "could not dequeue a view of kind: UICollectionElementKindCell with identifier …" when the
    /// view asks for that cell.
    public mutating func setCellReuseIdentifier(_ identifier: String?, forItem id: Int) {
        cells.itemCellIdentifiers[id] = identifier
    }

    /// The identifier cellForItemAt dequeues the items of section `sectionID` with (nil: the
    /// view-wide one).
    public mutating func setCellReuseIdentifier(_ identifier: String?, forSection sectionID: Int) {
        cells.sectionCellIdentifiers[sectionID] = identifier
    }

    /// The registration handler call for a cell just dequeued at `path`, if cells come from a
    /// CellRegistration.
    mutating func configureWithRegistration(_ path: IndexPath) {
        if let name = cellDequeue(at: path).registration { events.append(.cellRegistrationHandler(name, path)) }
        if hasConfigurationUpdateHandler { events.append(.listCell(.configurationUpdateHandler(path, configurationState(at: path)))) }
    }
}
