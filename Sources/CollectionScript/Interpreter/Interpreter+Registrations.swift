import CollectionEngine

/// `register FORM NAME`: class and nib cells, CellRegistration, headers, footers, decoration views.
extension Interpreter {
    /// Registers and returns the UIKit call (`UIKitCall+Settings.swift` spells it).
    mutating func registerView(_ form: RegistrationForm, name: String) -> UIKitCall {
        switch form {
        case .cell, .nib:
            view.registerCell(reuseIdentifier: name)
        case .registration:
            view.registerCellRegistration(name)
        case .header, .footer:
            view.registerSupplementaryView(kind: form == .header ? .sectionHeader : .sectionFooter, reuseIdentifier: name)
        case .supplementary:
            view.registerSupplementaryView(kind: ElementKind(name), reuseIdentifier: name)
        case .headerRegistration, .footerRegistration:
            view.registerSupplementaryRegistration(name, kind: form == .headerRegistration ? .sectionHeader : .sectionFooter)
        case .decoration:
            view.registerDecorationView(kind: name)
        }
        return .registration(.register(form, name: name))
    }
}
