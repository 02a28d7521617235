// STUB — replaced by the update-engine work (updates.md §1.2 reference algorithm).

/// A list of sections, each with a value and its items: the shape both the data source's model
/// and a snapshot have.
public struct SectionedModel<SectionValue: Hashable & Sendable, ItemValue: Hashable & Sendable>: Hashable, Sendable {
    public struct Section: Hashable, Sendable {
        public var value: SectionValue
        public var items: [ItemValue]
        public init(value: SectionValue, items: [ItemValue]) {
            self.value = value
            self.items = items
        }
    }
    public var sections: [Section]
    public init(sections: [Section] = []) { self.sections = sections }
}

/// Applies a batch to a model with UIKit's index-space rules: deletes and reloads name positions
/// before, inserts after, moves from before to after (updates.md §1.2).
public enum BatchApplier {
    /// - Parameters:
    ///   - insertedSection: the value and items of the section inserted at (after-space) index.
    ///   - insertedItem: the item inserted at (after-space) index path.
    /// - Returns: the new model, or an error when a position is out of range for `model`
    ///   (the data source's own arrays would trap: an engine error, not UIKit's).
    public static func apply<S, I>(_ update: BatchUpdate, to model: SectionedModel<S, I>,
                                   insertedSection: (Int) -> SectionedModel<S, I>.Section,
                                   insertedItem: (IndexPath) -> I) -> Result<SectionedModel<S, I>, UIKitError> {
        .success(model)
    }
}
