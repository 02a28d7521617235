/// The defaults of the answers a layout gives beyond UICollectionViewLayout's own methods
/// (`CollectionViewLayout`): a layout that leaves them out measures nothing, shows one view per
/// item, has no orthogonal rows, no list sections and no running transition.
extension CollectionViewLayout {
    public var estimatesItemSizes: Bool { false }

    public func measuresItem(at indexPath: IndexPath) -> Bool { true }

    public func measuredSize(preferred: Size, given size: Size) -> Size { preferred }

    public var recordsEveryMeasurement: Bool { false }

    public var anchorsSelfSizingPasses: Bool { false }

    public var appliesMeasurementsInOrder: Bool { false }

    public mutating func setMeasuredSize(_ size: Size, forItemAt indexPath: IndexPath, counts: [Int]) {}

    public mutating func remapMeasuredSizes(through mapping: UpdateMapping, counts: [Int], followingItems: Bool) {}

    public func measuresBoundaryItem(_ kind: ElementKind, inSection section: Int) -> Bool { false }

    public mutating func setMeasuredBoundaryHeight(_ height: Double, for key: SupplementaryKey, sectionCount: Int) {}

    public mutating func remapMeasuredBoundaryHeights(through mapping: UpdateMapping, sectionCount: Int) {}

    public var maximumElementsPerItem: Int { 1 }

    public var scrollingMovesFrames: Bool { false }

    public func onScreen(_ attributes: LayoutAttributes) -> LayoutAttributes { attributes }

    public func orthogonalOffsetRange(section: Int) -> ClosedRange<Double>? { nil }

    public func orthogonalOffset(section: Int) -> Double { 0 }

    public var scrolledOrthogonalSections: [Int] { [] }

    public func listConfiguration(forSection section: Int) -> ListConfiguration? { nil }

    public var transitionState: LayoutTransitionState? { nil }
}
