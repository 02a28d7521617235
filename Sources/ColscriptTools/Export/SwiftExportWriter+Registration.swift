import CollectionEngine
import CollectionScript

/// `register …` as the registration call it names: a cell class (a nib's cell is registered as a
/// plain cell class: the test target has no nib), a header, footer or other supplementary kind's
/// view class, a decoration view class on the layout. The iOS 14 registrations need the test's
/// data source to dequeue through them: a CellRegistration is the data source's (cellForItemAt
/// dequeues through it); a SupplementaryRegistration is the data source's for its kind
/// (viewForSupplementaryElementOfKind dequeues through dequeueConfiguredReusableSupplementary).
/// A header or footer class registered under its own identifier is the one the data source
/// dequeues that kind with from then on, as colscript's does (CollectionView.registerSupplementaryView):
/// dequeuing an identifier nobody registered raises on a device.
extension SwiftExportWriter {
    mutating func registrationLines(_ form: RegistrationForm, name: String, _ command: Command) throws(SwiftExport.Failure) -> [String] {
        if form == .cell || form == .nib { return [try registrationLine(form, name: name, command)] + cellIdentifierLines(name) }
        guard form == .header || form == .footer else { return [try registrationLine(form, name: name, command)] }
        viewHelpers.usesSupplementaryReuseIdentifiers = true
        let kind = form == .header ? "UICollectionView.elementKindSectionHeader" : "UICollectionView.elementKindSectionFooter"
        return [try registrationLine(form, name: name, command),
                "dataSource.supplementaryReuseIdentifiers[\(kind)] = \(SwiftSyntax.literal(name))"]
    }

    /// A cell class registered last is the one the data source dequeues from then on, as
    /// colscript's does (CollectionView.registerCell): its identifier replaces the CellRegistration.
    func cellIdentifierLines(_ name: String) -> [String] {
        ["dataSource.cellReuseIdentifier = \(SwiftSyntax.literal(name))"] + (usesCellRegistration ? ["dataSource.cellRegistration = nil"] : [])
    }

    private mutating func registrationLine(_ form: RegistrationForm, name: String, _ command: Command) throws(SwiftExport.Failure) -> String {
        let identifier = SwiftSyntax.literal(name)
        switch form {
        case .cell:
            return "collectionView.register(\(selfSizing.cellClass).self, forCellWithReuseIdentifier: \(identifier))"
        case .nib:
            return "collectionView.register(\(selfSizing.cellClass).self, forCellWithReuseIdentifier: \(identifier))  // the app registers UINib(nibName: \(identifier), bundle: nil)"
        case .header, .footer:
            let kind = form == .header ? "UICollectionView.elementKindSectionHeader" : "UICollectionView.elementKindSectionFooter"
            return "collectionView.register(\(selfSizing.viewClass(form == .header ? .sectionHeader : .sectionFooter)).self, forSupplementaryViewOfKind: \(kind), withReuseIdentifier: \(identifier))"
        case .supplementary:
            return "collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: \(identifier), withReuseIdentifier: \(identifier))"
        case .decoration:
            return "collectionView.collectionViewLayout.register(UICollectionReusableView.self, forDecorationViewOfKind: \(identifier))"
        case .registration:
            // The data source's cellForItemAt dequeues through it (SwiftSyntax.cellRegistration).
            return "dataSource.cellRegistration = UICollectionView.CellRegistration<\(selfSizing.cellClass), String> { cell, indexPath, item in }"
        case .headerRegistration, .footerRegistration:
            usesSupplementaryRegistration = true
            let kind = form == .headerRegistration ? "UICollectionView.elementKindSectionHeader" : "UICollectionView.elementKindSectionFooter"
            return "dataSource.supplementaryRegistrations[\(kind)] = UICollectionView.SupplementaryRegistration<\(selfSizing.viewClass(.sectionHeader))>(elementKind: \(kind)) { view, kind, indexPath in }"
        }
    }
}
