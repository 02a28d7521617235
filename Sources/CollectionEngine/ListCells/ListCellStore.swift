/// What the script said about its list cells: accessories, content and background configurations,
/// and the data source's sectionSnapshotHandlers (docs/lists.md). Kept by item identifier, so each
/// follows its item through updates; `all…` is what every other cell gets (the registration's
/// configuration handler). A small table: it holds what the script configured, not every item.
public struct ListCellStore: Hashable, Sendable {
    /// cell.accessories by item identifier.
    public internal(set) var accessoriesByItem: [Int: [CellAccessory]] = [:]
    /// cell.accessories of every item without its own.
    public internal(set) var allAccessories: [CellAccessory] = []
    /// cell.contentConfiguration by item identifier.
    public internal(set) var contentByItem: [Int: ListContentConfiguration] = [:]
    /// cell.contentConfiguration of every item without its own.
    public internal(set) var allContent: ListContentConfiguration?
    /// cell.backgroundConfiguration by item identifier.
    public internal(set) var backgroundByItem: [Int: ListBackgroundConfiguration] = [:]
    /// cell.backgroundConfiguration of every item without its own.
    public internal(set) var allBackground: ListBackgroundConfiguration?
    /// dataSource.sectionSnapshotHandlers; nil: none installed (expanding and collapsing ask nothing).
    public internal(set) var sectionSnapshotHandlers: SectionSnapshotHandlers?

    public init() {}

    /// The accessories item `item`'s cell has.
    public func accessories(of item: Int) -> [CellAccessory] { accessoriesByItem[item] ?? allAccessories }

    /// The content configuration item `item`'s cell has.
    public func content(of item: Int) -> ListContentConfiguration? { contentByItem[item] ?? allContent }

    /// The background configuration item `item`'s cell has.
    public func background(of item: Int) -> ListBackgroundConfiguration? { backgroundByItem[item] ?? allBackground }
}

/// UIBackgroundConfiguration's list factories (iOS 14): what they decide is drawn behind the
/// content, never a size (docs/lists.md §1.4).
public enum ListBackgroundConfiguration: String, Hashable, Sendable, CaseIterable {
    case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell

    /// `UIBackgroundConfiguration.listPlainCell()` …
    public var uikitName: String { "UIBackgroundConfiguration.\(rawValue)()" }

    /// cornerRadius (recorded by charon: 0 for the plain and grouped cells, 26 — a capsule — for the
    /// sidebar cells; the inset grouped section's rounded corners are the section's, not the cell's).
    public var cornerRadius: Double {
        switch self {
        case .clear, .listPlainCell, .listGroupedCell: 0
        case .listSidebarCell, .listAccompaniedSidebarCell: 26
        }
    }
}
