import CollectionEngine

extension Session {
    /// `--json` keys that appear only for list rows: `separators` (each row's index path and the
    /// separator's frame, ListSeparators.swift) while any shows, `openSwipe` (the row whose swipe
    /// actions show, with its edge and titles) while one is open.
    func listRowPairs(_ view: CollectionView) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        let separators = view.listSeparators(in: view.visibleRect)
        if !separators.isEmpty {
            pairs.append(("separators", .array(separators.map { separator in
                let f = separator.frame
                return .object([("indexPath", JSONValue.path(separator.indexPath)),
                                ("frame", .array([.number(f.minX), .number(f.minY), .number(f.width), .number(f.height)]))])
            })))
        }
        if let open = view.swipeActions.open, let path = view.openSwipeIndexPath {
            pairs.append(("openSwipe", .object([
                ("indexPath", JSONValue.path(path)), ("edge", .string(open.edge.rawValue)),
                ("actions", .array(open.configuration.actions.map { .string($0.title) })),
            ])))
        }
        return pairs
    }
}
