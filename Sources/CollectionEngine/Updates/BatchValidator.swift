// STUB — replaced by the update-engine work (updates.md §2). Keeps the API the façade uses.

/// Where each item and section of the view before an update is after it.
public struct UpdateMapping: Sendable {
    public init() {}
    /// The new index path of the item that was at `old` before the update; nil if it was deleted
    /// or reloaded (a reload is a delete plus an insert, so the old item maps to nothing).
    public func newIndexPath(forOld old: IndexPath) -> IndexPath? { old }
    /// The new index of section `old`; nil if deleted or reloaded.
    public func newSection(forOld old: Int) -> Int? { old }
}

/// Validates one batch the way UIKit's end-of-batch validator does, in UIKit's order, with
/// UIKit's messages (updates.md §2).
public enum BatchValidator {
    /// - Parameters:
    ///   - before: the view's item counts per section before the update (its cached counts).
    ///   - after: the data source's item counts per section after the update block.
    public static func validate(_ update: BatchUpdate, before: [Int], after: [Int],
                                version: UIKitVersion, collectionViewDescription: String = "<UICollectionView: 0x0>") -> Result<UpdateMapping, UIKitError> {
        .success(UpdateMapping())
    }
}
