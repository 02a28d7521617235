import CollectionEngine

/// The `--json` rendering of one step: one JSON object per command (JSON Lines), structured —
/// index paths as arrays, numbers as numbers (`StepJSON` for the calls and output), never nan
/// or inf (`format(_:)` prints a non-finite number as null). Reads only the step value (its
/// captured `StepState.CollectionState`), never the live session.
enum JSONLinesRenderer {
    /// One JSON object per command (docs/tooling.md "JSON Lines").
    static func render(_ step: Step, in source: SourceFile) -> String {
        let location = source.location(of: step.command.range.lowerBound)
        var fields: [(String, JSONValue)] = [
            ("line", .int(location.line)),
            ("command", .string(source.text(of: step.command.range))),
            ("ok", .bool(step.error == nil)),
            ("error", step.error.map { .string($0.message) } ?? .null),
        ]
        let state = step.state.collection
        if let state { fields += collectionPairs(state) }
        fields += [
            ("events", .array(step.events.expanded().map(\.json))),
            ("calls", .array(step.calls.map(\.json))),
            ("output", .array(step.outputs.map(\.json))),
        ]
        if let state {
            if let transition = state.transition { fields.insert(("transition", transition.json), at: 9) }
            fields += listRowPairs(state)
            fields += placeholderPairs(state)
        }
        return JSONValue.object(fields).text
    }

    private static func collectionPairs(_ state: StepState.CollectionState) -> [(String, JSONValue)] {
        let sections: [JSONValue] = state.sections.map { section in
            .object([
                ("id", .string(section.id)),
                ("count", .int(section.count)),
                ("items", section.items.map { .array($0.map(JSONValue.string)) } ?? .null),
            ])
        }
        return [
            ("sections", .array(sections)),
            ("selected", .array(state.selected.map(JSONValue.path))),
            ("contentOffset", .point(state.contentOffset)),
            ("contentSize", .size(state.contentSize)),
            ("visible", .array(state.visible.map(JSONValue.path))),
        ]
    }
}

extension StepState.CollectionState.Transition {
    /// `"transition": {"from": "UICollectionViewFlowLayout", "to": "UICollectionViewCompositionalLayout",
    /// "progress": 0.4}` in a `--json` step while an interactive transition runs (docs/layout.md §7.2).
    var json: JSONValue {
        .object([("from", .string(from)), ("to", .string(to)), ("progress", .number(progress))])
    }
}
