import CollectionEngine

/// The `--json` rendering of one step: one JSON object per command (JSON Lines), structured —
/// index paths as arrays, numbers as numbers (`StepJSON` for the calls and output), never nan
/// or inf (`format(_:)` prints a non-finite number as null).
extension Session {
    /// One JSON object per command (docs/language.md "Output").
    func json(_ step: Step, in source: SourceFile) -> String {
        let view = interpreter.view
        let location = source.location(of: step.command.range.lowerBound)
        let includeItems = view.dataSource.totalItems <= 10_000
        let sections: [JSONValue] = view.dataSource.sections.map { section in
            .object([
                ("id", .string(view.sectionNames.name(section.value))),
                ("count", .number(Double(section.items.count))),
                ("items", includeItems ? .array(dataSourceItems(section.items, view).map { .string(view.itemNames.name($0)) }) : .null),
            ])
        }
        let size = view.collectionViewContentSize
        var fields: [(String, JSONValue)] = [
            ("line", .number(Double(location.line))),
            ("command", .string(source.text(of: step.command.range))),
            ("ok", .bool(step.error == nil)),
            ("error", step.error.map { .string($0.message) } ?? .null),
            ("sections", .array(sections)),
            ("selected", .array(view.indexPathsForSelectedItems.map(JSONValue.path))),
            ("contentOffset", .array([.number(view.contentOffset.x), .number(view.contentOffset.y)])),
            ("contentSize", .array([.number(size.width), .number(size.height)])),
            ("visible", .array(view.indexPathsForVisibleItems.map(JSONValue.path))),
            ("events", .array(step.events.expanded().map { .string($0.description) })),
            ("calls", .array(step.calls.map(\.json))),
            ("output", .array(step.outputs.map(\.json))),
        ]
        if let transition = view.layout.transitionState { fields.insert(("transition", transition.json), at: 9) }
        fields += listRowPairs(view)
        fields += placeholderPairs(view)
        return JSONValue.object(fields).text
    }
}
