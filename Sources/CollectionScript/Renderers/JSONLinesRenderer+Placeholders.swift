import CollectionEngine

/// Drop placeholders in `--json` (docs/interaction.md §6.2): a section's `items` are the data
/// source's (a placeholder is not one of them, `StepState.CollectionState`); standing placeholders
/// are listed apart, with their index path and reuse identifier — the field is there only while one stands.
extension JSONLinesRenderer {
    static func placeholderPairs(_ state: StepState.CollectionState) -> [(String, JSONValue)] {
        guard !state.placeholders.isEmpty else { return [] }
        return [("placeholders", .array(state.placeholders.map { entry in
            .object([
                ("name", .string(entry.name)),
                ("indexPath", .path(entry.indexPath)),
                ("reuseIdentifier", .string(entry.reuseIdentifier)),
            ])
        }))]
    }
}
