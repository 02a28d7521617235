/// NSCollectionLayoutDimension: one length of an item, group or supplementary item
/// (docs/compositional.md §2.3).
public enum LayoutDimension: Hashable, Sendable {
    /// `.fractionalWidth(f)`: f × the container's width, floored to the pixel.
    case fractionalWidth(Double)
    /// `.fractionalHeight(f)`: f × the container's height, floored to the pixel.
    case fractionalHeight(Double)
    /// `.absolute(v)`: exactly v points.
    case absolute(Double)
    /// `.estimated(v)`: v until measured; headless, v is the final length (§2.12).
    case estimated(Double)
    /// `.uniformAcrossSiblings(estimate:)` (iOS 17): the estimate until measured, then every item
    /// of the group takes the largest measured length (docs/self-sizing.md §3.4).
    case uniformAcrossSiblings(Double)

    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }

    public var isUniformAcrossSiblings: Bool { if case .uniformAcrossSiblings = self { true } else { false } }

    /// The number the dimension carries (fraction, points or estimate).
    public var value: Double {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v),
             .uniformAcrossSiblings(let v): v
        }
    }

    /// The same dimension with width and height exchanged (the solver works with groups stacking
    /// along y; a horizontal layout or an orthogonal section is solved transposed).
    var transposed: LayoutDimension {
        switch self {
        case .fractionalWidth(let f): .fractionalHeight(f)
        case .fractionalHeight(let f): .fractionalWidth(f)
        default: self
        }
    }

    /// The UIKit spelling, as messages print it (`.fractionalWidth(0.5)`).
    public var uikitDescription: String {
        switch self {
        case .fractionalWidth(let v): ".fractionalWidth(\(NumberText.decimal(v)))"
        case .fractionalHeight(let v): ".fractionalHeight(\(NumberText.decimal(v)))"
        case .absolute(let v): ".absolute(\(NumberText.decimal(v)))"
        case .estimated(let v): ".estimated(\(NumberText.decimal(v)))"
        case .uniformAcrossSiblings(let v): ".uniformAcrossSiblings(estimate: \(NumberText.decimal(v)))"
        }
    }
}

/// NSCollectionLayoutSize: a width and a height dimension.
public struct LayoutSize: Hashable, Sendable {
    public var width: LayoutDimension
    public var height: LayoutDimension

    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    var transposed: LayoutSize { LayoutSize(width: height.transposed, height: width.transposed) }
}
