/// UICollectionLayoutListConfiguration (iOS 14): what a list section is asked to look like
/// (docs/compositional.md §5).
public struct ListConfiguration: Hashable, Sendable {
    /// UICollectionLayoutListConfiguration.Appearance.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// UICollectionLayoutListConfiguration.HeaderMode.
    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        case none, supplementary, firstItemInSection
    }

    /// UICollectionLayoutListConfiguration.FooterMode.
    public enum FooterMode: String, Hashable, Sendable, CaseIterable {
        case none, supplementary
    }

    public var appearance: Appearance
    public var headerMode: HeaderMode
    public var footerMode: FooterMode
    /// showsSeparators (default true). Separators never change a frame (§5.2).
    public var showsSeparators: Bool
    /// headerTopPadding (iOS 15); nil is UIKit's automatic value.
    public var headerTopPadding: Double?
    /// separatorConfiguration.bottomSeparatorInsets (iOS 14.5; left = leading, right = trailing);
    /// nil is UIKit's automatic inset (ListSeparators.swift).
    public var separatorInsets: EdgeInsets? = nil

    public init(appearance: Appearance, headerMode: HeaderMode = .none, footerMode: FooterMode = .none,
                showsSeparators: Bool = true, headerTopPadding: Double? = nil) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.showsSeparators = showsSeparators
        self.headerTopPadding = headerTopPadding
    }
}
