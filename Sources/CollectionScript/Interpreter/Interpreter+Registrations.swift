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

/// `delegate dequeueReusableCell [ITEM] | section S = IDENTIFIER`: several cell classes, the data
/// source choosing the reuse identifier by index path (docs/interaction.md §2.5).
extension Interpreter {
    /// The identifier an answer names: a bare word (`default` goes back to the view-wide one).
    private func reuseIdentifier(_ value: Located<Value>) throws(RuntimeError) -> String? {
        guard case .identifier(let identifier) = value.value else { throw expected("a reuse identifier", got: value) }
        return identifier == "default" ? nil : identifier
    }

    /// What cellForItemAt calls for a dequeue choice, for the transcript.
    private func dequeueCall(_ choice: (identifier: String, registration: String?)) -> String {
        if let name = choice.registration { return "dequeueConfiguredReusableCell(using: \(name), for:, item:)" }
        return "dequeueReusableCell(withReuseIdentifier: \"\(choice.identifier)\", for:)"
    }

    /// The view-wide choice: the last `register`, or `set cellReuseIdentifier`.
    private var viewWideDequeue: (identifier: String, registration: String?) {
        (view.cells.cellIdentifier, view.cells.cellRegistration)
    }

    /// For one item (followed through updates by its identifier), or every item with none.
    mutating func setCellReuseIdentifier(target: Located<ItemRef>?, value: Located<Value>) throws(RuntimeError) -> String {
        let identifier = try reuseIdentifier(value)
        guard let target else {
            let choice = view.cellDequeue(named: identifier ?? CellStore.defaultCellIdentifier)
            if let name = choice.registration { view.registerCellRegistration(name) } else { view.setCellReuseIdentifier(choice.identifier) }
            return "cellForItemAt (items without an answer of their own or their section's) → \(dequeueCall(choice))"
        }
        let path = try indexPath(target)
        guard let id = view.dataSource.item(at: path) else { throw .script(.noItem(path), at: target.range) }
        view.setCellReuseIdentifier(identifier, forItem: id)
        return "cellForItemAt(\(path)) → \(dequeueCall(view.cellDequeue(at: path)))"
    }

    /// For every item of a section (followed through updates by the section's identifier).
    mutating func setCellReuseIdentifier(section: Located<SectionRef>, value: Located<Value>) throws(RuntimeError) -> String {
        let identifier = try reuseIdentifier(value)
        let index = try sectionIndex(section)
        guard view.dataSource.sections.indices.contains(index) else {
            throw .script(.noSection(index, dataSourceCount: view.dataSource.numberOfSections), at: section.range)
        }
        view.setCellReuseIdentifier(identifier, forSection: view.dataSource.sections[index].value)
        return "cellForItemAt([\(index),*]) → \(dequeueCall(identifier.map { view.cellDequeue(named: $0) } ?? viewWideDequeue))"
    }
}
