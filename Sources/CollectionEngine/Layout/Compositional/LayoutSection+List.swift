/// NSCollectionLayoutSection.list(using:layoutEnvironment:) (docs/compositional.md §5).
///
/// A list section is an ordinary compositional section: one row per group, full width × estimated
/// 44, no spacing. Its insets depend on where the section stands (grouped lists put 35 above the
/// first section and 20 below the last) and on the idiom, so the section is kept as its configuration
/// and resolved at each prepare with the section's index, the section count, the container width,
/// the scale and the idiom.
extension LayoutSection {
    /// A list section (UIKit's `list(using:layoutEnvironment:)`).
    public static func list(using configuration: ListConfiguration) -> LayoutSection {
        var section = LayoutSection(group: listRow)
        section.listConfiguration = configuration
        return section
    }

    /// The zIndex of a list's header and footer (charon's lists recordings, lists-expectations.h).
    static let listBoundaryZIndex = 200

    /// A list row: a group holding one item, both full width × estimated 44 (§5.1).
    static var listRow: LayoutGroup {
        let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
        return LayoutGroup(axis: .vertical, layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))])
    }

    /// The concrete section list section `index` of `count` lays out as, in a container `width`
    /// wide at `scale` under `idiom` (§5.2; choices where the spec is open are in
    /// docs/compositional.md §5.3).
    func resolvedList(index: Int, count: Int, width: Double, scale: Double, idiom: UserInterfaceIdiom) -> LayoutSection {
        guard let list = listConfiguration else { return self }
        let appearance = list.appearance
        var section = self
        section.listConfiguration = list
        section.group = Self.listRow
        section.interGroupSpacing = 0
        section.contentInsetsReference = .none
        section.orthogonalScrollingBehavior = .none
        let plainStyle = appearance == .plain || appearance == .sidebarPlain
        section.supplementariesFollowContentInsets = !plainStyle
        let margin = Self.listSideInset(appearance, width: width, idiom: idiom)
        let hasHeader = list.headerMode == .supplementary
        // The first row stands for the header: grouped kinds leave no room above it, a plain list
        // 22 points (charon's lists recordings, lists-expectations.h: insets {22, 0, 0, 0} plain,
        // {0, …, 20, …} grouped and insetGrouped; §5.3).
        let firstItemHeader = list.headerMode == .firstItemInSection
        let hasFooter = list.footerMode == .supplementary
        var top = 0.0, bottom = 0.0
        switch appearance {
        case .plain:
            if firstItemHeader { top = 22 }
        case .grouped, .insetGrouped:
            if !hasHeader && !firstItemHeader { top = index == 0 ? 35 : 17.5 }
            if !hasFooter { bottom = index == count - 1 ? 20 : 17.5 }
        case .sidebar:
            if !hasFooter { bottom = 10 }
        case .sidebarPlain:
            // A phone's sidebarPlain puts 8 above its header and below its footer; a Mac's none
            // (charon's lists recordings: {0, 12.987, 0, 12.987} with either).
            let boundaryInset: Double = idiom == .mac ? 0 : 8
            if hasHeader { top = boundaryInset }
            if hasFooter { bottom = boundaryInset }
        }
        section.contentInsets = EdgeInsets(top: top, left: margin, bottom: bottom, right: margin)
        // Grouped-style headers and footers are 17.5 rounded up to the pixel; plain-style 28.
        let pixel = scale.isFinite && scale > 0 ? scale : 1
        let groupedHeight = (17.5 * pixel).rounded(.up) / pixel
        let height = plainStyle ? 28 : groupedHeight
        // Both are zIndex 200, and a plain-style list pins its footer as well as its header
        // (charon's lists recordings: `pin=1 z=200` on each; §5.2).
        var items: [BoundarySupplementaryItem] = []
        if hasHeader {
            items.append(BoundarySupplementaryItem(
                layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(height)),
                elementKind: .sectionHeader, alignment: .top, pinToVisibleBounds: plainStyle, zIndex: Self.listBoundaryZIndex))
        }
        if hasFooter {
            items.append(BoundarySupplementaryItem(
                layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(height)),
                elementKind: .sectionFooter, alignment: .bottom, pinToVisibleBounds: plainStyle, zIndex: Self.listBoundaryZIndex))
        }
        section.boundarySupplementaryItems = items
        section.decorationItems = []
        let automaticPadding: Double = appearance == .plain ? 22 : 0
        section.headerTopPadding = hasHeader ? (list.headerTopPadding ?? automaticPadding) : 0
        return section
    }

    /// A list section's leading and trailing inset (§5.2): none for plain and grouped; for inset
    /// grouped the 16/20 rule (20 on a container wider than 375 pt, else 16; a Mac's is recorded 16
    /// at 320 pt, the rule's answer); for the sidebar kinds the rule on a phone and a Mac's 10-point
    /// margin in the host's points, 10 / 0.77 = 12.987… at any width (charon's lists recordings).
    static func listSideInset(_ appearance: ListConfiguration.Appearance, width: Double, idiom: UserInterfaceIdiom) -> Double {
        let rule: Double = width > 375 ? 20 : 16
        switch appearance {
        case .plain, .grouped: return 0
        case .insetGrouped: return rule
        case .sidebar, .sidebarPlain: return idiom == .mac ? 10 / UserInterfaceIdiom.macPointScale : rule
        }
    }
}
