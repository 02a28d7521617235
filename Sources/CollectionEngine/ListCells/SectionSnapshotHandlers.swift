/// UICollectionViewDiffableDataSource.SectionSnapshotHandlers (iOS 14): what the data source asks
/// and tells when a user expands or collapses an outline row (docs/lists.md §3). The engine keeps
/// the scripted answers; the interpreter runs the tap.
public struct SectionSnapshotHandlers: Hashable, Sendable {
    /// shouldExpandItem's answers by item identifier; an item without one answers true.
    public var shouldExpand: [Int: Bool] = [:]
    /// shouldCollapseItem's answers by item identifier; an item without one answers true.
    public var shouldCollapse: [Int: Bool] = [:]

    public init() {}

    /// What the handler answers for `item` about to expand (`expanding`) or collapse.
    public func answer(_ item: Int, expanding: Bool) -> Bool {
        (expanding ? shouldExpand[item] : shouldCollapse[item]) ?? true
    }
}
