import CollectionEngine

/// Drop placeholders in `--json` (docs/interaction.md §6.2): a section's `items` are the data
/// source's (a placeholder is not one of them); standing placeholders are listed apart, with their
/// index path and reuse identifier — the field is there only while one stands.
extension Session {
    func dataSourceItems(_ items: [Int], _ view: CollectionView) -> [Int] {
        view.dropPlaceholders.isEmpty ? items : items.filter { view.dropPlaceholders[$0] == nil }
    }

    func placeholderPairs(_ view: CollectionView) -> [(String, JSONValue)] {
        let standing = view.standingDropPlaceholders
        guard !standing.isEmpty else { return [] }
        return [("placeholders", .array(standing.map { entry in
            .object([
                ("name", .string(entry.placeholder.name)),
                ("indexPath", .path(entry.indexPath)),
                ("reuseIdentifier", .string(entry.placeholder.reuseIdentifier)),
            ])
        }))]
    }
}
