import Foundation

// List cells (iOS 14, 15): content and background configurations, cell accessories, the
// configuration update handler, and a list's swipe actions (UIContextualAction,
// UISwipeActionsConfiguration). Declarations only, as Apple documents them.

/// A bitmap image.
open class UIImage: NSObject, @unchecked Sendable {}

/// A graphics renderer's drawing context.
open class UIGraphicsRendererContext: NSObject {}

/// An image renderer's drawing context.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

/// An abstract renderer.
open class UIGraphicsRenderer: NSObject {}

/// A renderer that makes images.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public convenience init(size: CGSize) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// The requirements of a content configuration (makeContentView() and updated(for:) are not declared here).
@MainActor
public protocol UIContentConfiguration {}

/// A content configuration for a list cell (iOS 14).
@MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
    public static func cell() -> UIListContentConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public static func subtitleCell() -> UIListContentConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public static func valueCell() -> UIListContentConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public static func sidebarCell() -> UIListContentConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)

    /// Properties of a list content configuration's text.
    @MainActor
    public struct TextProperties {
        public var numberOfLines: Int { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    }

    public var image: UIImage? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var text: String? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var textProperties: UIListContentConfiguration.TextProperties { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var secondaryText: String? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var secondaryTextProperties: UIListContentConfiguration.TextProperties { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// A background configuration (iOS 14).
@MainActor
public struct UIBackgroundConfiguration {
    public static func clear() -> UIBackgroundConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public static func listPlainCell() -> UIBackgroundConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public static func listGroupedCell() -> UIBackgroundConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public static func listSidebarCell() -> UIBackgroundConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// A cell's configuration state (iOS 14).
@MainActor
public struct UICellConfigurationState {
    public var isSelected: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var isHighlighted: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var isEditing: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var isSwiped: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var isExpanded: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// An accessory of a list cell (iOS 14).
@MainActor
public struct UICellAccessory {
    public enum DisplayedState: Sendable {
        case always, whenEditing, whenNotEditing
    }
    public typealias ActionHandler = () -> Void
    public struct DisclosureIndicatorOptions {
        public init() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public struct CheckmarkOptions {
        public init() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public struct OutlineDisclosureOptions {
        public init() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public struct DeleteOptions {
        public init() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public struct ReorderOptions {
        public init() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always,
                                           options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public static func checkmark(displayed: UICellAccessory.DisplayedState = .always,
                                 options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public static func outlineDisclosure(displayed: UICellAccessory.DisplayedState = .always,
                                         options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public static func delete(displayed: UICellAccessory.DisplayedState = .whenEditing,
                              options: UICellAccessory.DeleteOptions = DeleteOptions(),
                              actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public static func reorder(displayed: UICellAccessory.DisplayedState = .whenEditing,
                               options: UICellAccessory.ReorderOptions = ReorderOptions()) -> UICellAccessory {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
}

extension UICollectionViewCell {
    /// The handler a cell runs when its configuration state changes (iOS 15).
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    public var contentConfiguration: (any UIContentConfiguration)? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var backgroundConfiguration: UIBackgroundConfiguration? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var configurationState: UICellConfigurationState { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

extension UICollectionViewListCell {
    public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var accessories: [UICellAccessory] { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// An action a list row shows when swiped (iOS 11).
@MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal, destructive
    }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var style: UIContextualAction.Style { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var handler: UIContextualAction.Handler { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var title: String? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// The actions a swiped row shows (iOS 11).
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    public convenience init(actions: [UIContextualAction]) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var actions: [UIContextualAction] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var performsFirstActionWithFullSwipe: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

extension UICollectionLayoutListConfiguration {
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
}

extension UICollectionViewDiffableDataSource {
    /// What the data source asks and tells when a user expands or collapses an outline row (iOS 14;
    /// Apple names the parameter ItemIdentifierType, which Swift 6 refuses to shadow here).
    public struct SectionSnapshotHandlers<Item> where Item: Hashable & Sendable {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    public var sectionSnapshotHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers<ItemIdentifierType> {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
}
