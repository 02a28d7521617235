// UICollectionViewCompositionalLayout (iOS 13) and the list configuration (iOS 14).

@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
}

@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
}

@MainActor
open class NSCollectionLayoutDimension: NSObject {
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    /// iOS 17.
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class NSCollectionLayoutSize: NSObject {
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
}

@MainActor
open class NSCollectionLayoutSpacing: NSObject {
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public convenience init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                            trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
}

/// UIKit's UIContentInsetsReference (iOS 14).
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

@MainActor
open class NSCollectionLayoutItem: NSObject {
    public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var contentInsets: NSDirectionalEdgeInsets { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var layoutSize: NSCollectionLayoutSize { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// UIKit's NSDirectionalRectEdge: the edges an NSCollectionLayoutAnchor names.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where an anchored supplementary sits on its item or group (iOS 13).
@MainActor
open class NSCollectionLayoutAnchor: NSObject {
    public convenience init(edges: NSDirectionalRectEdge) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var edges: NSDirectionalRectEdge { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// A supplementary view anchored to an item or a group (a badge), the boundary items' superclass.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                            itemAnchor: NSCollectionLayoutAnchor) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var zIndex: Int { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var elementKind: String { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                            absoluteOffset: CGPoint) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var extendsBoundary: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var pinToVisibleBounds: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// A section's background (iOS 13): the layout makes its view from the class registered for its
/// element kind (UICollectionViewLayout.register(_:forDecorationViewOfKind:)).
@MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    open class func background(elementKind: String) -> Self { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var zIndex: Int { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var elementKind: String { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    /// Deprecated in iOS 16 (repeatingSubitem:count:), still the iOS 13–15 spelling.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var interItemSpacing: NSCollectionLayoutSpacing? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    override open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// An item of a custom group, placed by its frame in the group.
@MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    public convenience init(frame: CGRect) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public convenience init(frame: CGRect, zIndex: Int) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var frame: CGRect { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var zIndex: Int { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

@MainActor
open class NSCollectionLayoutSection: NSObject {
    public convenience init(group: NSCollectionLayoutGroup) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open class func list(using configuration: UICollectionLayoutListConfiguration,
                         layoutEnvironment: any NSCollectionLayoutEnvironment) -> Self { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var contentInsets: NSDirectionalEdgeInsets { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var contentInsetsReference: UIContentInsetsReference {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var interGroupSpacing: CGFloat { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var supplementariesFollowContentInsets: Bool {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var decorationItems: [NSCollectionLayoutDecorationItem] {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
}

@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var interSectionSpacing: CGFloat { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var contentInsetsReference: UIContentInsetsReference {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
}

public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public init(section: NSCollectionLayoutSection) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
}

/// A list section's configuration (iOS 14).
@MainActor
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    public enum HeaderMode: Sendable {
        case none, supplementary, firstItemInSection
    }
    public enum FooterMode: Sendable {
        case none, supplementary
    }
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var appearance: UICollectionLayoutListConfiguration.Appearance { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var showsSeparators: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    /// iOS 14.5.
    public var separatorConfiguration: UIListSeparatorConfiguration { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    /// iOS 14.5.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    public var itemSeparatorHandler: UICollectionLayoutListConfiguration.ItemSeparatorHandler? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    /// iOS 15.
    public var headerTopPadding: CGFloat? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// A list's separators (iOS 14.5).
public struct UIListSeparatorConfiguration {
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var topSeparatorInsets: NSDirectionalEdgeInsets { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public enum Visibility: Sendable {
        case automatic, visible, hidden
    }
    public var topSeparatorVisibility: UIListSeparatorConfiguration.Visibility { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var bottomSeparatorVisibility: UIListSeparatorConfiguration.Visibility { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}
