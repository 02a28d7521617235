import CollectionEngine

/// `layout compositional [NAME=VALUE…] { … }`: a compositional layout as written, shaped like the
/// Swift API (docs/compositional.md "The script"). Values are already checked and converted by the
/// parser; names (section identifiers) are resolved by the interpreter.
public struct CompositionalLayoutNode: Hashable, Sendable {
    /// Configuration properties: scrollDirection, interSectionSpacing, contentInsetsReference.
    public var properties: [CompositionalProperty]
    public var sections: [CompositionalSectionNode]
    /// Layout-level boundary items (configuration.boundarySupplementaryItems).
    public var boundaryItems: [CompositionalBoundaryNode]
    /// `layout list …`: UICollectionViewCompositionalLayout.list(using:) (one list section for every section).
    public var isList = false

    public init(properties: [CompositionalProperty], sections: [CompositionalSectionNode],
                boundaryItems: [CompositionalBoundaryNode]) {
        self.properties = properties
        self.sections = sections
        self.boundaryItems = boundaryItems
    }
}

/// `section [INDEX | NAME] [NAME=VALUE…] { group …; header …; background …; NAME=VALUE … }`.
public struct CompositionalSectionNode: Hashable, Sendable {
    /// nil: the section used for every section (the layout's `init(section:)`).
    public var reference: Located<SectionRef>?
    public var properties: [CompositionalProperty]
    public var group: CompositionalGroupNode?
    public var boundaryItems: [CompositionalBoundaryNode]
    public var decorations: [CompositionalDecorationNode]
    public var keywordRange: SourceRange
    /// `section [REF] list NAME=VALUE…`: a list section's configuration (NSCollectionLayoutSection.list).
    public var list: [CompositionalProperty]? = nil
}

/// `group horizontal|vertical NAME=VALUE… { item …; group … }`.
public struct CompositionalGroupNode: Hashable, Sendable {
    public var axis: LayoutGroup.Axis
    public var properties: [CompositionalProperty]
    public var subitems: [CompositionalSubitemNode]
    public var keywordRange: SourceRange
    /// `group custom … { item frame=(x, y, w, h) … }`: NSCollectionLayoutGroup.custom's item frames
    /// (the axis is then unused); nil for a horizontal or vertical group.
    public var customFrames: [Located<Rect>]? = nil
    /// `item frame=… zIndex=N`: the custom items' zIndex, by position.
    public var customZIndices: [Int: Int] = [:]
    /// `supplementary KIND …` lines of the group's block: NSCollectionLayoutGroup.supplementaryItems,
    /// anchored to each instance of the group.
    public var supplementaries: [CompositionalBoundaryNode] = []
}

public indirect enum CompositionalSubitemNode: Hashable, Sendable {
    /// `item NAME=VALUE… [{ supplementary KIND NAME=VALUE… }]` (supplementaries anchored to the item)
    case item([CompositionalProperty], keywordRange: SourceRange, supplementaries: [CompositionalBoundaryNode] = [])
    case group(CompositionalGroupNode)
}

/// `header …`, `footer …`, `supplementary KIND …`.
public struct CompositionalBoundaryNode: Hashable, Sendable {
    public var kind: Located<String>
    public var defaultAlignment: RectAlignment
    public var properties: [CompositionalProperty]
    public var keywordRange: SourceRange
}

/// `background [KIND] [insets=…] [zIndex=…]`: a section background decoration item.
public struct CompositionalDecorationNode: Hashable, Sendable {
    public var kind: Located<String>
    public var properties: [CompositionalProperty]
    public var keywordRange: SourceRange
}

/// `name=value` inside a compositional declaration, its value converted.
public struct CompositionalProperty: Hashable, Sendable {
    public var name: Located<String>
    public var value: Located<CompositionalValue>
}

public enum CompositionalValue: Hashable, Sendable {
    case number(Double)
    case dimension(LayoutDimension)
    case spacing(LayoutSpacing)
    case insets(EdgeInsets)
    case point(Point)
    /// A frame `(x, y, width, height)` (a custom group's item).
    case rect(Rect)
    case word(String)
    case boolean(Bool)
}
