/// Programmatic selection: selectItem(at:animated:scrollPosition:) and deselectItem(at:animated:).
/// Neither calls any selection delegate method (docs/interaction.md §1.1 rule 2).
extension CollectionView {
    /// Whether selection is allowed in the current mode: (allowsSelection, …) normally, the
    /// *DuringEditing pair while editing (docs/interaction.md §1.1 rule 1). While editing,
    /// allowsMultipleSelectionDuringEditing alone lets users select (rule 1a, `observed`: a list in
    /// edit mode with only that flag set selects with checkmarks, as UITableView's does).
    public var selectionIsAllowed: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether several items may be selected in the current mode.
    public var multipleSelectionIsAllowed: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// selectItem(at:animated:scrollPosition: []). nil clears the selection. With selection not
    /// allowed it has no effect (doc). In single-selection mode the old item is replaced silently.
    /// An index path outside the view's counts is an error naming it [inferred: UIKit's is undocumented].
    public mutating func selectItem(at indexPath: IndexPath?) throws(UIKitError) {
        guard let indexPath else {
            selection.removeAll()
            return
        }
        try checkValid(indexPath, for: "select")
        guard selectionIsAllowed else { return }
        let replaced = multipleSelectionIsAllowed ? [] : selection.subtracting([indexPath]).sorted()
        if !multipleSelectionIsAllowed { selection.removeAll() }
        let inserted = selection.insert(indexPath).inserted
        for old in replaced { configurationStateChanged(at: old) }
        if inserted { configurationStateChanged(at: indexPath) }
    }

    /// deselectItem(at:animated:): a no-op for an item that is not selected.
    public mutating func deselectItem(at indexPath: IndexPath) throws(UIKitError) {
        try checkValid(indexPath, for: "deselect")
        guard selectionIsAllowed else { return }
        if selection.remove(indexPath) != nil { configurationStateChanged(at: indexPath) }
    }

    /// Clears the selection without callbacks.
    public mutating func deselectAll() {
        selection.removeAll()
    }

    /// An engine error (UIKit's own text for these is not known) when `indexPath` is not an item
    /// of the view.
    func checkValid(_ indexPath: IndexPath, for verb: String) throws(UIKitError) {
        guard !isValid(indexPath) else { return }
        throw .noItemToAct(verb: verb, indexPath, itemsInSection: numberOfItems(inSection: indexPath.section),
                           sections: numberOfSections)
    }
}
