import CollectionEngine
import CollectionScript

/// `delegate dequeueReusableCell [ITEM] | section S = NAME` (docs/interaction.md §2.5): the test's
/// data source's cellForItemAt dequeues with the identifier the scenario names for the item (by
/// its identifier, so the choice follows it), else for its section, else the view-wide one; a
/// name registered only as a CellRegistration dequeues through it (`"CellRegistration"`).
extension SwiftExportWriter {
    /// The Swift for a per-item, per-section or view-wide choice; nil for another command.
    mutating func cellChoiceLines(_ command: Command) throws(SwiftExport.Failure) -> [String]? {
        if case .delegateForSection(let method, let section, let value) = command.kind, method.value == .dequeueReusableCell {
            // By the section's identifier, as colscript keeps it (CellStore.sectionCellIdentifiers):
            // the data source's `sectionIdentifiers` follow every update (`sectionsLines`).
            guard let index = interpreter.exportSectionIndex(section) else { throw unsupported(command, "its section is not resolved") }
            viewHelpers.usesCellChoices = true
            let name = interpreter.view.sectionNames.name(interpreter.view.dataSource.sections[index].value)
            return ["dataSource.sectionCellIdentifiers[\(SwiftSyntax.literal(name))] = \(try choice(value.value, command))"]
        }
        guard case .delegate(let method, let target, let value) = command.kind, method.value == .dequeueReusableCell else { return nil }
        guard let target else {
            let spelled = try choice(value.value, command)
            if spelled == "\"CellRegistration\"" { return ["// (cellForItemAt dequeues through dataSource.cellRegistration)"] }
            return ["dataSource.cellReuseIdentifier = " + (spelled == "nil" ? "\"Cell\"" : spelled)]
                + (usesCellRegistration ? ["dataSource.cellRegistration = nil"] : [])
        }
        guard let path = interpreter.exportIndexPath(target) else { throw unsupported(command, "its item is not resolved") }
        viewHelpers.usesCellChoices = true
        return ["dataSource.itemCellIdentifiers[\(SwiftSyntax.literal(itemName(path)))] = \(try choice(value.value, command))"]
    }

    /// Whether a scenario picks a reuse identifier per section (or a section's swipe actions, under
    /// the classic data source): the data source then keeps its sections' identifiers beside their
    /// items, from the first step on.
    static func choosesPerSection(_ commands: [Command]) -> Bool {
        anyCommand(commands) { kind in
            if case .delegateForSection(let method, _, _) = kind, method.value == .dequeueReusableCell { return true }
            if case .sectionMetric = kind { return true }
            return false
        }
    }

    /// `dataSource.sections = DATA`, and the sections' identifiers when the data source keys
    /// answers by them (`choosesPerSection`).
    func sectionsLines(_ data: String, view: CollectionView) -> [String] {
        guard keysSectionsByIdentifier else { return ["dataSource.sections = " + data] }
        let names = view.dataSource.sections.map { view.sectionNames.name($0.value) }
        return ["dataSource.sections = " + data, "dataSource.sectionIdentifiers = [" + names.map(SwiftSyntax.literal).joined(separator: ", ") + "]"]
    }

    /// The identifier a choice names (`default`: nil, back to the section's or the view-wide one).
    private func choice(_ value: Value, _ command: Command) throws(SwiftExport.Failure) -> String {
        guard let name = Self.word(value) else { throw unsupported(command, "its answer is not a reuse identifier") }
        if name == "default" { return "nil" }
        return interpreter.view.cellDequeue(named: name).registration == nil ? SwiftSyntax.literal(name) : "\"CellRegistration\""
    }
}
