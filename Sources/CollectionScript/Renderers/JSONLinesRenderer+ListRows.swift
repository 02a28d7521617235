import CollectionEngine

extension JSONLinesRenderer {
    /// `--json` keys that appear only for list rows: `separators` (each row's index path and the
    /// separator's frame, ListSeparators.swift) while any shows, `openSwipe` (the row whose swipe
    /// actions show, with its edge and titles) while one is open.
    static func listRowPairs(_ state: StepState.CollectionState) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        if !state.separators.isEmpty {
            pairs.append(("separators", .array(state.separators.map { separator in
                let f = separator.frame
                return .object([("indexPath", JSONValue.path(separator.indexPath)),
                                ("frame", .array([.number(f.minX), .number(f.minY), .number(f.width), .number(f.height)]))])
            })))
        }
        if let open = state.openSwipe {
            pairs.append(("openSwipe", .object([
                ("indexPath", JSONValue.path(open.indexPath)), ("edge", .string(open.edge.rawValue)),
                ("actions", .array(open.actions.map(JSONValue.string))),
            ])))
        }
        return pairs
    }
}
