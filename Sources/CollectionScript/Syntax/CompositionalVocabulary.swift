import CollectionEngine

/// The words of `layout compositional { … }`: which properties each element takes and what kind
/// of value each wants (docs/compositional.md "The script"). Read by the parser, help and the
/// grammar tests.
public enum CompositionalVocabulary {
    public enum ValueKind: Hashable, Sendable {
        case number, integer, dimension, spacing, insets, point, boolean
        /// `(x, y, width, height)`, width and height not negative.
        case rect
        case word([String])

        /// What an error says was expected.
        var expectation: String {
            switch self {
            case .number: "a number"
            case .integer: "a whole number"
            case .dimension: "a dimension: fractionalWidth(F), fractionalHeight(F), absolute(N), estimated(N), uniformAcrossSiblings(N) or a number"
            case .spacing: "a spacing: fixed(N), flexible(N) or a number"
            case .insets: "insets top,left,bottom,right (or one number for all four)"
            case .point: "a point like (0, 10)"
            case .rect: "a frame like (0, 0, 100, 50): x, y, width, height"
            case .boolean: "true or false"
            case .word(let words): "one of " + words.joined(separator: ", ")
            }
        }
    }

    public struct Property: Hashable, Sendable {
        public var name: String
        public var kind: ValueKind
        public var aliases: [String]
        /// The UIKit property it sets.
        public var uikit: String
    }

    static func p(_ name: String, _ kind: ValueKind, _ uikit: String, aliases: [String] = []) -> Property {
        Property(name: name, kind: kind, aliases: aliases, uikit: uikit)
    }

    static let references = ContentInsetsReference.allCases.map(\.rawValue)

    /// UICollectionViewCompositionalLayoutConfiguration.
    public static let layout: [Property] = [
        p("scrollDirection", .word(ScrollAxis.allCases.map(\.rawValue)), "configuration.scrollDirection"),
        p("interSectionSpacing", .number, "configuration.interSectionSpacing"),
        p("contentInsetsReference", .word(references), "configuration.contentInsetsReference"),
    ]

    /// NSCollectionLayoutSection.
    public static let section: [Property] = [
        p("interGroupSpacing", .number, "interGroupSpacing"),
        p("contentInsets", .insets, "contentInsets", aliases: ["insets"]),
        p("contentInsetsReference", .word(references), "contentInsetsReference"),
        p("orthogonalScrollingBehavior", .word(OrthogonalScrollingBehavior.allCases.map(\.rawValue)),
          "orthogonalScrollingBehavior", aliases: ["orthogonal"]),
        p("supplementariesFollowContentInsets", .boolean, "supplementariesFollowContentInsets"),
    ]

    static let edges: [Property] = [
        p("edgeLeading", .spacing, "edgeSpacing.leading"),
        p("edgeTop", .spacing, "edgeSpacing.top"),
        p("edgeTrailing", .spacing, "edgeSpacing.trailing"),
        p("edgeBottom", .spacing, "edgeSpacing.bottom"),
    ]

    /// NSCollectionLayoutGroup.
    public static let group: [Property] = [
        p("width", .dimension, "layoutSize.widthDimension"),
        p("height", .dimension, "layoutSize.heightDimension"),
        p("count", .integer, "horizontalGroup(layoutSize:subitem:count:)"),
        p("repeatingCount", .integer, "horizontalGroup(layoutSize:repeatingSubitem:count:)"),
        p("interItemSpacing", .spacing, "interItemSpacing", aliases: ["spacing"]),
        p("contentInsets", .insets, "contentInsets", aliases: ["insets"]),
    ] + edges

    /// NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) (§2.9).
    public static let customGroup: [Property] = [
        p("width", .dimension, "layoutSize.widthDimension"),
        p("height", .dimension, "layoutSize.heightDimension"),
    ] + edges

    /// NSCollectionLayoutGroupCustomItem, one per frame the item provider returns.
    public static let customItem: [Property] = [
        p("frame", .rect, "NSCollectionLayoutGroupCustomItem(frame:)"),
        p("zIndex", .integer, "NSCollectionLayoutGroupCustomItem(frame:zIndex:)"),
    ]

    /// NSCollectionLayoutItem.
    public static let item: [Property] = [
        p("width", .dimension, "layoutSize.widthDimension"),
        p("height", .dimension, "layoutSize.heightDimension"),
        p("contentInsets", .insets, "contentInsets", aliases: ["insets"]),
    ] + edges

    /// NSCollectionLayoutBoundarySupplementaryItem.
    public static let boundary: [Property] = [
        p("width", .dimension, "layoutSize.widthDimension"),
        p("height", .dimension, "layoutSize.heightDimension"),
        p("alignment", .word(RectAlignment.allCases.map(\.rawValue)), "alignment"),
        p("absoluteOffset", .point, "absoluteOffset", aliases: ["offset"]),
        p("extendsBoundary", .boolean, "extendsBoundary"),
        p("pinToVisibleBounds", .boolean, "pinToVisibleBounds", aliases: ["pinned"]),
        p("zIndex", .integer, "zIndex"),
    ]

    /// An anchor's edges (NSDirectionalRectEdge) as a word: a RectAlignment word, or a set naming
    /// opposite edges, which cancel to the centre on that axis (charon #151: top + bottom is the
    /// centre, like no edge).
    public static let anchorEdges: [String: RectAlignment] = {
        var words = Dictionary(uniqueKeysWithValues: RectAlignment.allCases.map { ($0.rawValue, $0) })
        words["topBottom"] = RectAlignment.none
        words["leadingTrailing"] = RectAlignment.none
        words["all"] = RectAlignment.none
        words["topBottomLeading"] = .leading
        words["topBottomTrailing"] = .trailing
        words["topLeadingTrailing"] = .top
        words["bottomLeadingTrailing"] = .bottom
        return words
    }()
    static let anchorEdgeWords = RectAlignment.allCases.map(\.rawValue)
        + ["topBottom", "leadingTrailing", "all", "topBottomLeading", "topBottomTrailing", "topLeadingTrailing", "bottomLeadingTrailing"]

    /// NSCollectionLayoutSupplementaryItem anchored to an item or a group (NSCollectionLayoutAnchor, §3.4).
    public static let anchored: [Property] = [
        p("width", .dimension, "layoutSize.widthDimension"),
        p("height", .dimension, "layoutSize.heightDimension"),
        p("containerAnchor", .word(anchorEdgeWords), "containerAnchor: NSCollectionLayoutAnchor(edges:)", aliases: ["anchor"]),
        p("itemAnchor", .word(anchorEdgeWords), "itemAnchor: NSCollectionLayoutAnchor(edges:)"),
        p("absoluteOffset", .point, "NSCollectionLayoutAnchor(edges:absoluteOffset:)", aliases: ["offset"]),
        p("fractionalOffset", .point, "NSCollectionLayoutAnchor(edges:fractionalOffset:)"),
        p("itemAbsoluteOffset", .point, "itemAnchor: NSCollectionLayoutAnchor(edges:absoluteOffset:)"),
        p("itemFractionalOffset", .point, "itemAnchor: NSCollectionLayoutAnchor(edges:fractionalOffset:)"),
        p("zIndex", .integer, "zIndex"),
    ]

    /// NSCollectionLayoutDecorationItem.
    public static let decoration: [Property] = [
        p("contentInsets", .insets, "contentInsets", aliases: ["insets"]),
        p("zIndex", .integer, "zIndex"),
    ]

    /// Every word of the declaration (TextMate grammar, completion).
    public static let elementWords = ["compositional", "section", "group", "item", "header", "footer",
                                      "supplementary", "background", "horizontal", "vertical", "custom"]
    public static let dimensionWords = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]
    public static let spacingWords = ["fixed", "flexible"]

    static func lookUp(_ name: String, in properties: [Property]) -> Property? {
        properties.first { $0.name == name || $0.aliases.contains(name) }
    }
}
