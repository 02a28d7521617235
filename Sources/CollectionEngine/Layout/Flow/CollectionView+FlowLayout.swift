/// The façade's entry points for flow specifics: the flow layout's properties and the delegate's
/// UICollectionViewDelegateFlowLayout answers. The answers are stored by the flow layout (by item and
/// section identifier); with another layout they have nothing to answer and are dropped.
extension CollectionView {
    /// The flow layout, when the view has one.
    public var flowLayout: FlowLayout? { layout.flowLayout }

    /// The flow layout a flow property set on the view (`collectionViewLayout.itemSize = …`)
    /// changes: the view's own, or a new one with UIKit's defaults when it holds another layout.
    public var flowLayoutForProperties: FlowLayout { layout.flowLayout ?? FlowLayout() }

    /// setCollectionViewLayout(_:animated:) with a flow layout.
    public mutating func setCollectionViewLayout(_ newLayout: FlowLayout) throws(UIKitError) {
        try setCollectionViewLayout(.flow(newLayout))
    }

    /// sizeForItemAt answers, by item id.
    public var itemSizeOverrides: [Int: Size] { flowLayout?.delegateAnswers.itemSizes ?? [:] }

    /// Per-section delegate answers (insetForSectionAt, spacings, reference sizes), by section id.
    public var sectionOverrides: [Int: SectionMetricOverrides] { flowLayout?.delegateAnswers.sections ?? [:] }

    /// The delegate's sizeForItemAt answer for one item (`size [0,3] 200x100`). `indexPath`, where the
    /// caller found the item in the data source, spares the layout a search for it (a hint, checked).
    public mutating func setSizeForItem(id: Int, size: Size, at indexPath: IndexPath? = nil) throws(UIKitError) {
        try transaction { $0.setSizeForItemInTransaction(id: id, size: size, at: indexPath) }
    }

    /// `setSizeForItem` inside the caller's transaction.
    private mutating func setSizeForItemInTransaction(id: Int, size: Size, at indexPath: IndexPath? = nil) {
        layout.withFlowLayout {
            $0.delegateAnswers.itemSizes[id] = size
            if let indexPath { $0.answerPositions.positions[id] = indexPath.item }
        }
        relayoutAndRedisplay()
    }

    /// The delegate's per-section answers (`sectionInset 1 = 8`).
    public mutating func setSectionOverrides(sectionID: Int, _ overrides: SectionMetricOverrides) throws(UIKitError) {
        try transaction { $0.setSectionOverridesInTransaction(sectionID: sectionID, overrides) }
    }

    /// `setSectionOverrides` inside the caller's transaction.
    private mutating func setSectionOverridesInTransaction(sectionID: Int, _ overrides: SectionMetricOverrides) {
        layout.withFlowLayout { $0.delegateAnswers.sections[sectionID] = overrides }
        relayoutAndRedisplay()
    }
}
