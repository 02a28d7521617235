/// A supplementary or decoration view's kind (UIKit's `elementKind` string). Any string names a kind:
/// section headers and footers are two well-known ones; a compositional layout's boundary items
/// ("badge", "section-background", …) and decoration views bring their own.
public struct ElementKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// UICollectionView.elementKindSectionHeader.
    public static let sectionHeader = ElementKind(rawValue: "UICollectionElementKindSectionHeader")
    /// UICollectionView.elementKindSectionFooter.
    public static let sectionFooter = ElementKind(rawValue: "UICollectionElementKindSectionFooter")

    public var description: String { rawValue }
}
