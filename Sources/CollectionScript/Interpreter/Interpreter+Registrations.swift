import CollectionEngine

/// `register FORM NAME`: class and nib cells, CellRegistration, headers, footers, decoration views.
extension Interpreter {
    /// Registers and returns the UIKit call the transcript prints.
    mutating func registerView(_ form: RegistrationForm, name: String) -> String {
        switch form {
        case .cell:
            view.registerCell(reuseIdentifier: name)
            return "register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"\(name)\")"
        case .nib:
            view.registerCell(reuseIdentifier: name)
            return "register(UINib(nibName: \"\(name)\", bundle: nil), forCellWithReuseIdentifier: \"\(name)\")"
        case .registration:
            view.registerCellRegistration(name)
            return "let \(name) = UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, indexPath, item in … }"
                + " — cellForItemAt returns dequeueConfiguredReusableCell(using: \(name), for:, item:)"
        case .header, .footer:
            let kind: ElementKind = form == .header ? .sectionHeader : .sectionFooter
            view.registerSupplementaryView(kind: kind, reuseIdentifier: name)
            let constant = form == .header ? "elementKindSectionHeader" : "elementKindSectionFooter"
            return "register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.\(constant), withReuseIdentifier: \"\(name)\")"
        case .supplementary:
            view.registerSupplementaryView(kind: ElementKind(name), reuseIdentifier: name)
            return "register(UICollectionReusableView.self, forSupplementaryViewOfKind: \"\(name)\", withReuseIdentifier: \"\(name)\")"
        case .headerRegistration, .footerRegistration:
            let kind: ElementKind = form == .headerRegistration ? .sectionHeader : .sectionFooter
            view.registerSupplementaryRegistration(name, kind: kind)
            let constant = form == .headerRegistration ? "elementKindSectionHeader" : "elementKindSectionFooter"
            return "let \(name) = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.\(constant)) { view, kind, indexPath in … }"
                + " — viewForSupplementaryElementOfKind returns dequeueConfiguredReusableSupplementary(using: \(name), for:)"
        case .decoration:
            view.registerDecorationView(kind: name)
            return "collectionViewLayout.register(UICollectionReusableView.self, forDecorationViewOfKind: \"\(name)\")"
        }
    }
}
