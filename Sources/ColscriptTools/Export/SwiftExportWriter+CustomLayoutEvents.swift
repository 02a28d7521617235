/// `expect events` with a custom layout (docs/layout.md §10): the exported UICollectionViewLayout
/// subclass records the calls colscript's trace shows — `layout.prepare()`,
/// `layout.invalidateLayout(with: …) — FLAGS; the cache is emptied|kept` and
/// `layout.shouldInvalidateLayout(forBoundsChange: …) → ANSWER` — into the data source's `events`,
/// in the order UIKit makes them, beside the data source's and the delegate's callbacks.
extension CustomLayoutClasses {
    /// The layout calls the class records, as colscript's trace begins them (prepare() alone: not
    /// prepare(forCollectionViewUpdates:)).
    static let recordedCallbacks = ["layout.prepare()", "layout.invalidateLayout(with: ", "layout.shouldInvalidateLayout(forBoundsChange: "]

    /// Whether the class records the call colscript spells `event`.
    static func records(_ event: String) -> Bool {
        recordedCallbacks.contains { event.hasPrefix($0) }
    }

    /// What the class adds to its storage to record.
    static let recordingStorage = """
            /// shouldInvalidateLayout(forBoundsChange:) answered true: the next invalidateLayout(with:) is that context's.
            var boundsChangeAnswered = false
            /// Records a call in the data source's events, as colscript's trace spells it (`expect events`).
            func record(_ event: String) { (collectionView?.dataSource as? DataSource)?.events.append(event) }
            func spell(_ value: CGFloat) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\\(value)" }

        """

    /// The invalidation's record, after the cache's rule ran (`clears`).
    static let invalidationRecord = """
                var flags: [String] = []
                if context.invalidateEverything { flags.append("invalidateEverything") }
                if context.invalidateDataSourceCounts { flags.append("invalidateDataSourceCounts") }
                if context.invalidatedItemIndexPaths != nil { flags.append("invalidatedItemIndexPaths") }
                let which = boundsChangeAnswered ? "invalidationContext(forBoundsChange:)" : "context"
                boundsChangeAnswered = false
                record("layout.invalidateLayout(with: \\(which)) — \\(flags.isEmpty ? "no flag set" : flags.joined(separator: " and ")); the cache is \\(clears ? "emptied" : "kept")")

        """

    /// A class's source recording its calls (the source as the shape writes it, changed where
    /// prepare(), invalidateLayout(with:) and shouldInvalidateLayout(forBoundsChange:) are).
    static func recordingCallbacks(_ source: String) -> String {
        var text = source
        let prepare = "    override func prepare() {\n        super.prepare()\n"
        text = text.replacingOccurrences(of: prepare, with: prepare + "        record(\"layout.prepare()\")\n")
        let storage = "    var contentSize = CGSize.zero\n"
        text = text.replacingOccurrences(of: storage, with: storage + recordingStorage)
        let cleared = "        if clears {\n            cache = []\n            contentSize = .zero\n        }\n"
        text = text.replacingOccurrences(of: cleared, with: cleared + invalidationRecord)
        let should = "    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {\n        switch rules.boundsChange {\n"
        if let start = text.range(of: should), let end = text.range(of: "\n        }\n    }\n", range: start.upperBound..<text.endIndex) {
            let record = "\n        }\n        record(\"layout.shouldInvalidateLayout(forBoundsChange: (\\(spell(newBounds.minX)), \\(spell(newBounds.minY)), "
                + "\\(spell(newBounds.width)), \\(spell(newBounds.height)))) → \\(answer)\")\n"
                + "        boundsChangeAnswered = answer\n        return answer\n    }\n"
            text.replaceSubrange(end, with: record)
            text = text.replacingOccurrences(of: should, with: should.replacingOccurrences(of: "        switch", with: "        let answer = switch"))
        }
        return text
    }
}
