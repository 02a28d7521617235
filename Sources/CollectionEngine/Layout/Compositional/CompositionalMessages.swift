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

    /// Logged: a section's or a group's content insets leave no room (exactly zero or less).
    public static func noRoomTemplate(insets: EdgeInsets, size: Size) -> MessageTemplate {
        "There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, or it has no room for any subitems itself. Inspect the parent and ensure the contentInsets (\(text: describe(insets))) do not result in a negative effectiveContentSize when applied to size: \(text: describe(size))."
    }

    /// Where a compositional error happened: the section and the container UIKit computed for it
    /// (docs/evidence.md E13), in the collection view's orientation.
    struct LogSite: Sendable {
        var section: Int
        /// The collection view's bounds size.
        var viewSize: Size
        /// The margins `reference` adds (the engine applies them on the cross axis only, §2.2).
        var referenceInsets: EdgeInsets
        var reference: ContentInsetsReference
    }

    /// UIKit's description of a group (`<NSCollectionLayoutGroup 0x… size={…}>`); addresses are
    /// `0x0`. UIKit continues it with tab-indented `layoutDirection`, `interItemSpacing` and
    /// `subitems=` lines whose exact text the evidence does not show: they are left out [choice].
    public static func describe(group size: LayoutSize) -> String {
        "<NSCollectionLayoutGroup 0x0 size={\(describe(size.width)), \(describe(size.height))}>"
    }
    static func describe(_ d: LayoutDimension) -> String {
        switch d {
        case .fractionalWidth(let v): ".containerWidthFactor(\(NumberText.decimal(v)))"
        case .fractionalHeight(let v): ".containerHeightFactor(\(NumberText.decimal(v)))"
        case .absolute(let v): ".absolute(\(NumberText.decimal(v)))"
        case .estimated(let v): ".estimated(\(NumberText.decimal(v)))"
        case .uniformAcrossSiblings(let v): ".uniformAcrossSiblings(\(NumberText.decimal(v)))"
        }
    }

    /// A compositional error as UIKit logs it (docs/evidence.md E13, LiveContainer#1414): the
    /// preamble naming the section and its container, `Error: ` and the message, then the group's
    /// description. Written once: the text is the log, and `why`'s recogniser derives from it
    /// (the preamble and the group line are pieces a pasted excerpt may lack). Addresses are `0x0`.
    public static func errorLogTemplate(section: Int, viewSize: Size, referenceInsets: EdgeInsets,
                                        reference: String, error: MessageTemplate, group: String) -> MessageTemplate {
        let contentSize = Size(width: viewSize.width - referenceInsets.left - referenceInsets.right,
                               height: viewSize.height - referenceInsets.top - referenceInsets.bottom)
        let preamble: MessageTemplate = "<UICollectionViewCompositionalLayout: \(identifier: "0x0")> ran into an error when computing the layout for section at index \(section) in container <_UICollectionLayoutContainer: \(identifier: "0x0") contentSize=\(text: describe(contentSize)); contentInsets=\(text: describe(referenceInsets))}>. Container calculated by applying insets (\(text: describe(referenceInsets))) from sectionInsetsReference \"\(identifier: reference)\" to collection view frame {{0, 0}, \(text: describe(viewSize))}.\nError: "
        let groupLine: MessageTemplate = "\nGroup: \(text: group)"
        return "\(optional: preamble)\(error)\(optional: groupLine)"
    }

    static func errorLog(_ site: LogSite?, error: MessageTemplate, group: LayoutSize) -> String {
        guard let site else { return error.text }
        return errorLogTemplate(section: site.section, viewSize: site.viewSize, referenceInsets: site.referenceInsets,
                                reference: site.reference.rawValue, error: error, group: describe(group: group)).text
    }

    /// Logged: not even one item fits; the group lays out nothing (§2.5 step 7).
    static func cannotFitItem(box: Size) -> String {
        "NSCollectionLayoutItem created with invalid combination of spacing and size specified. This group cannot fit even a single item. Inspect the spacing and size of the items in this group and ensure that they fit into the group when its effective size is \(describe(box))."
    }
}
