/// The data source contract's checks UIKit makes when the app asks the view (docs/evidence.md E7).
extension CollectionView {
    /// numberOfItems(inSection:) as UIKit answers it: raises for a section the view does not have.
    public func checkedNumberOfItems(inSection section: Int) throws(UIKitError) -> Int {
        guard let count = numberOfItems(inSection: section) else {
            throw .numberOfItemsInMissingSection(section, numberOfSections)
        }
        return count
    }
}
