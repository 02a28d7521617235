/// UICollectionLayoutSectionOrthogonalScrollingBehavior (docs/compositional.md §4).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// UIContentInsetsReference (iOS 14).
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// NSCollectionLayoutSection: one group repeated for the section's items, with spacing, insets,
/// orthogonal scrolling, boundary supplementary items and decoration items.
public struct LayoutSection: Hashable, Sendable {
    public var group: LayoutGroup
    public var interGroupSpacing: Double
    public var contentInsets: EdgeInsets
    /// contentInsetsReference; `.automatic` follows the configuration's.
    public var contentInsetsReference: ContentInsetsReference
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// supplementariesFollowContentInsets (default true).
    public var supplementariesFollowContentInsets: Bool
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    public var decorationItems: [DecorationItem]
    /// A list section (`list(using:layoutEnvironment:)`): resolved per section at prepare (LayoutSection+List.swift).
    public var listConfiguration: ListConfiguration? = nil
    /// Space above the section's header, part of the section (a list's headerTopPadding, §5.2).
    public var headerTopPadding: Double = 0

    public init(group: LayoutGroup, interGroupSpacing: Double = 0, contentInsets: EdgeInsets = .zero,
                contentInsetsReference: ContentInsetsReference = .automatic,
                orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
                supplementariesFollowContentInsets: Bool = true,
                boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
                decorationItems: [DecorationItem] = []) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
    }
}

/// UICollectionViewCompositionalLayoutConfiguration.
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: ScrollAxis
    public var interSectionSpacing: Double
    /// Layout-level boundary items: before the first section / after the last (§2.11).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// contentInsetsReference (default `.safeArea`).
    public var contentInsetsReference: ContentInsetsReference

    public init(scrollDirection: ScrollAxis = .vertical, interSectionSpacing: Double = 0,
                boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
                contentInsetsReference: ContentInsetsReference = .safeArea) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsetsReference = contentInsetsReference
    }
}
