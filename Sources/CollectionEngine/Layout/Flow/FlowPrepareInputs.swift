/// Everything a `FlowLayout.prepare` reads except the item counts and the scroll position: when
/// two prepares see equal inputs, a section whose count did not change lays out exactly as
/// before (only its start on the scrolling axis may move), so the second prepare rebuilds only
/// the sections from the first changed count on and re-places the others
/// (FlowLayout+Prepare.swift, "incremental prepare").
///
/// The delegate's per-index answers are part of the inputs: an answer that moved with its item
/// or section makes the next prepare a full one.
struct FlowPrepareInputs: Equatable, Sendable {
    var itemSize: Size
    var estimatedItemSize: Size
    var automaticEstimate: Size
    var minimumLineSpacing: Double
    var minimumInteritemSpacing: Double
    var sectionInset: EdgeInsets
    var headerReferenceSize: Size
    var footerReferenceSize: Size
    var scrollDirection: FlowLayout.ScrollDirection
    var sectionInsetReference: FlowLayout.SectionInsetReference
    var pinsHeaders: Bool
    var pinsFooters: Bool
    var delegate: FlowLayoutDelegate
    /// Whether measured (self-sized) sizes were present: a prepare with any is never reused, nor is
    /// one that follows it (a section laid out with a measurement would otherwise be kept).
    var hasMeasuredSizes: Bool
    /// The context without `numberOfItems` (emptied) and `contentOffset` (zeroed).
    var context: LayoutContext

    init(_ layout: FlowLayout, _ context: LayoutContext) {
        itemSize = layout.itemSize
        estimatedItemSize = layout.estimatedItemSize
        automaticEstimate = layout.automaticEstimate
        minimumLineSpacing = layout.minimumLineSpacing
        minimumInteritemSpacing = layout.minimumInteritemSpacing
        sectionInset = layout.sectionInset
        headerReferenceSize = layout.headerReferenceSize
        footerReferenceSize = layout.footerReferenceSize
        scrollDirection = layout.scrollDirection
        sectionInsetReference = layout.sectionInsetReference
        pinsHeaders = layout.sectionHeadersPinToVisibleBounds
        pinsFooters = layout.sectionFootersPinToVisibleBounds
        delegate = layout.delegate
        hasMeasuredSizes = !layout.measuredSizes.isEmpty
        var stripped = context
        stripped.numberOfItems = []
        stripped.contentOffset = .zero
        self.context = stripped
    }
}
