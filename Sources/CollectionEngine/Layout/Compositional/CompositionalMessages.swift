/// UIKit's texts for invalid compositional layouts (docs/compositional.md §6), built in one place.
public enum CompositionalMessages {
    public static let groupNeedsSubitem = "At least 1 subitem is required for a group"
    public static func repeatingGroupNeedsOneSubitem(_ supplied: Int) -> String {
        "A single item is required for a repeating item group, \(supplied) were supplied"
    }
    public static func countTooSmall(_ axis: LayoutGroup.Axis) -> String {
        "A repeating \(axis.rawValue) group should specify a count >= 1"
    }
    public static func nonFinite(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .fractionalWidth(let v): "Invalid fractional width: \(v). The fraction must be a finite value."
        case .fractionalHeight(let v): "Invalid fractional height: \(v). The fraction must be a finite value."
        case .absolute(let v): "Invalid absolute dimension: \(v). The dimension must be a finite value."
        case .estimated(let v), .uniformAcrossSiblings(let v): "Invalid estimated dimension: \(v). The dimension must be a finite value."
        }
    }
    public static func duplicateKinds(_ kinds: [String]) -> String {
        "Error: Every supplementary must have a unique elementKind: duplicates detected: (\(kinds.joined(separator: ", ")))"
    }
    /// A custom group's item frame with a non-finite value (the engine's wording: UIKit's is not known).
    public static let nonFiniteCustomFrame = "NSCollectionLayoutGroupCustomItem frame must be finite"
    public static let invalidSectionDefinition = "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error."

    /// Logged: a non-positive dimension (layout continues).
    public static func nonPositive(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .fractionalWidth: "Invalid fractional width dimension, must be > 0.0. NOTE: This will be a hard-assert soon, please update your call site."
        case .fractionalHeight: "Invalid fractional height dimension, must be > 0.0. NOTE: This will be a hard-assert soon, please update your call site."
        case .absolute: "Invalid absolute dimension, must be > 0.0. NOTE: This will be a hard-assert soon, please update your call site."
        case .estimated: "Invalid estimated dimension, must be > 0. NOTE: This will be a hard-assert soon, please update your call site."
        case .uniformAcrossSiblings(let v): "Invalid estimated dimension (\(NumberText.decimal(v))), must be > 0"
        }
    }

    static func describe(_ size: Size) -> String {
        "{\(NumberText.decimal(size.width)), \(NumberText.decimal(size.height))}"
    }
    static func describe(_ i: EdgeInsets) -> String {
        "{\(NumberText.decimal(i.top)), \(NumberText.decimal(i.left)), \(NumberText.decimal(i.bottom)), \(NumberText.decimal(i.right))}"
    }

    /// Logged: a group's content insets leave no room.
    static func noRoom(insets: EdgeInsets, size: Size) -> String {
        "There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, or it has no room for any subitems itself. Inspect the parent and ensure the contentInsets (\(describe(insets))) do not result in a negative effectiveContentSize when applied to size: \(describe(size))."
    }

    /// Logged: not even one item fits; the group lays out nothing (§2.5 step 7).
    static func cannotFitItem(box: Size) -> String {
        "NSCollectionLayoutItem created with invalid combination of spacing and size specified. This group cannot fit even a single item. Inspect the spacing and size of the items in this group and ensure that they fit into the group when its effective size is \(describe(box))."
    }
}
