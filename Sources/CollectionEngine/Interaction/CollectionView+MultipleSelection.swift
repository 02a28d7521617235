/// The two-finger pan multi-select (iOS 13, docs/interaction.md §1.4): the fingers land on one
/// item and pass over the items up to another; each item passed over is selected as a tap would,
/// without the highlight.
extension CollectionView {
    /// The largest number of items one pan may pass over (a finger crosses a screen's worth at a time;
    /// autoscrolling pans are long but not unbounded).
    public static let maximumMultiSelectItems = 10_000

    /// What a two-finger pan did.
    public enum MultipleSelectionOutcome: Hashable, Sendable {
        /// The pan selected; `enteredEditing`: UIKit turned `isEditing` on for it.
        case selected(enteredEditing: Bool)
        /// The delegate answered false, or (not implemented) allowsMultipleSelectionDuringEditing
        /// is false or the view is not editing: the pan scrolls instead and selects nothing.
        case notRecognized
    }

    /// A two-finger pan from `start` to `end` (either order), passing over every item between them
    /// in index-path order. Rules (doc: shouldBeginMultipleSelectionInteractionAt):
    /// - when the delegate implements shouldBeginMultipleSelectionInteractionAt, its answer decides
    ///   and, when true, UIKit sets isEditing = true (and the *DuringEditing pair governs selection);
    /// - when it does not, the pan is recognized only while editing with
    ///   allowsMultipleSelectionDuringEditing true.
    /// Then didBeginMultipleSelectionInteractionAt(start), shouldSelect/didSelect for each item not
    /// yet selected (already-selected items are passed over silently), didEndMultipleSelectionInteraction.
    /// Throws before any change when an end is not an item; a span longer than
    /// `maximumMultiSelectItems` is not recognized (callers check `multipleSelectionSpan` first).
    public mutating func multipleSelectionPan(from start: IndexPath, to end: IndexPath) throws(UIKitError) -> MultipleSelectionOutcome {
        try checkValid(start, for: "multi-select")
        try checkValid(end, for: "multi-select")
        let forward = start <= end
        let first = forward ? start : end, last = forward ? end : start
        let span = itemsBetween(first, last)
        guard span.count <= Self.maximumMultiSelectItems else { return .notRecognized }
        var enteredEditing = false
        if delegate.isAnswered(.shouldBeginMultipleSelectionInteraction) {
            events.append(.interaction(.shouldBeginMultipleSelectionInteractionAt(start)))
            guard delegate.answer(.shouldBeginMultipleSelectionInteraction, item: dataSource.item(at: start)) else { return .notRecognized }
            if !isEditing { isEditing = true; enteredEditing = true }
            allowsMultipleSelectionDuringEditing = true
        } else {
            guard isEditing, allowsMultipleSelectionDuringEditing else { return .notRecognized }
        }
        events.append(.interaction(.didBeginMultipleSelectionInteractionAt(start)))
        // A recognized pan selects: allowsMultipleSelectionDuringEditing is on (a reading: UIKit's
        // docs tie the gesture to it alone, not to allowsSelectionDuringEditing).
        for path in forward ? span : span.reversed() where !selection.contains(path) {
            events.append(.shouldSelectItemAt(path))
            guard delegate.answer(.shouldSelect, item: dataSource.item(at: path)) else { continue }
            selection.insert(path)
            events.append(.didSelectItemAt(path))
        }
        events.append(.interaction(.didEndMultipleSelectionInteraction))
        return .selected(enteredEditing: enteredEditing)
    }

    /// How many items a pan between `a` and `b` passes over, counted up to `maximumMultiSelectItems + 1`.
    public func multipleSelectionSpan(from a: IndexPath, to b: IndexPath) -> Int {
        guard isValid(a), isValid(b) else { return 0 }
        return itemsBetween(min(a, b), max(a, b)).count
    }

    /// The items from `first` through `last` in index-path order, at most
    /// `maximumMultiSelectItems + 1` of them (enough to know the span is too long).
    private func itemsBetween(_ first: IndexPath, _ last: IndexPath) -> [IndexPath] {
        var paths: [IndexPath] = []
        var section = first.section
        while section <= last.section {
            let count = numberOfItems(inSection: section) ?? 0
            var item = section == first.section ? first.item : 0
            let end = section == last.section ? last.item : count - 1
            while item <= end {
                paths.append(IndexPath(item: item, section: section))
                if paths.count > Self.maximumMultiSelectItems { return paths }
                item += 1
            }
            section += 1
        }
        return paths
    }
}
