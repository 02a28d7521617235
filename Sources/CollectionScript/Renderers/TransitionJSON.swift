import CollectionEngine

extension LayoutTransitionState {
    /// `"transition": {"from": "UICollectionViewFlowLayout", "to": "UICollectionViewCompositionalLayout",
    /// "progress": 0.4}` in a `--json` step while an interactive transition runs (docs/layout.md §7.2).
    var json: JSONValue {
        .object([
            ("from", .string(currentLayoutClassName)),
            ("to", .string(nextLayoutClassName)),
            ("progress", .number(transitionProgress)),
        ])
    }
}
