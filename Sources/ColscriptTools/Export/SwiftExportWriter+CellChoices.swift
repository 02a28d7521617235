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
            guard let index = interpreter.exportSectionIndex(section) else { throw unsupported(command, "its section is not resolved") }
            viewHelpers.usesCellChoices = true
            return ["dataSource.sectionCellIdentifiers[\(index)] = \(try choice(value.value, command))"]
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

    /// The identifier a choice names (`default`: nil, back to the section's or the view-wide one).
    private func choice(_ value: Value, _ command: Command) throws(SwiftExport.Failure) -> String {
        guard let name = Self.word(value) else { throw unsupported(command, "its answer is not a reuse identifier") }
        if name == "default" { return "nil" }
        return interpreter.view.cellDequeue(named: name).registration == nil ? SwiftSyntax.literal(name) : "\"CellRegistration\""
    }
}
