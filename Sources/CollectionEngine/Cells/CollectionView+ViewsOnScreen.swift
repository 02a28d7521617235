/// How many views a change could put on screen, bounded before the change is made
/// (`maximumViewsOnScreen`, docs/language.md "Limits").
extension CollectionView {
    /// Whether a change that adds at most `addingItems` items and `addingSections` sections, and
    /// changes the layout or the view's size if `changingLayout`, could be refused for more than
    /// `maximumViewsOnScreen` views on screen. A caller that must undo a refused change keeps a
    /// copy of the view only when this is true, so it must never be false when the change could be
    /// refused; it is false when:
    /// - the collection would hold no more elements than that in all (a cell per item, at most two
    ///   supplementary views per section, one more per item in a compositional layout); or
    /// - the layout stays a flow layout whose smallest items and headers cannot tile the visible
    ///   rect that densely (`flowViewsOnScreenBound`); or
    /// - the layout stays a compositional layout (or list) whose cells cannot overlap, and whose
    ///   smallest cell — self-sizing ones no shorter than the shortest `cellSize` answer — cannot
    ///   tile the visible rect that densely (`CompositionalLayout.viewsOnScreenBound`).
    /// `answeringItemSize`: a sizeForItemAt answer the change gives one item (`size ITEM WxH`),
    /// which the flow bound then includes (a compositional layout then has no bound).
    public func mayShowTooManyViews(addingItems: Int, addingSections: Int, changingLayout: Bool,
                                    answeringItemSize: Size? = nil) -> Bool {
        guard holdsMoreElementsThanViewsOnScreen(addingItems: addingItems, addingSections: addingSections) else { return false }
        if changingLayout { return true }
        let sections = Self.plus(dataSource.numberOfSections, max(0, addingSections))
        let bound = flowViewsOnScreenBound(sections: sections, answering: answeringItemSize)
            ?? (answeringItemSize == nil ? compositionalLayout?.viewsOnScreenBound(viewport: boundsSize, sections: sections,
                                                                                      answeredHeight: cells.smallestAnsweredHeight) : nil)
        guard let bound else { return true }
        return bound > Self.maximumViewsOnScreen
    }

    /// Whether the collection, with `addingItems` items and `addingSections` sections more, could
    /// hold more than `maximumViewsOnScreen` elements in all (a cell per item, at most two
    /// supplementary views per section, one more per item in a compositional layout). O(1): when
    /// not, no display pass needs to count what is on screen.
    func holdsMoreElementsThanViewsOnScreen(addingItems: Int = 0, addingSections: Int = 0) -> Bool {
        let items = Self.plus(dataSource.totalItems, max(0, addingItems))
        let sections = Self.plus(dataSource.numberOfSections, max(0, addingSections))
        let cells = compositionalLayout == nil ? items : Self.plus(items, items)
        return Self.plus(cells, Self.plus(Self.plus(sections, sections), 2)) > Self.maximumViewsOnScreen
    }

    /// The most cells and headers or footers the flow layout could show in the visible rect, from
    /// the smallest width and height any item or supplementary view may have (the layout's own,
    /// every sizeForItemAt and reference-size answer, measured self-sizing cells): flow views do
    /// not overlap, so no more than ⌊W / w⌋ + 2 columns by ⌊H / h⌋ + 2 rows of them meet a W × H
    /// rect. Nil when it cannot say: no flow layout, a negative spacing, or an estimated size
    /// (self-sizing cells may yet measure any size). O(answers), never O(items) unless every item
    /// was answered.
    func flowViewsOnScreenBound(sections: Int, answering answer: Size? = nil) -> Int? {
        guard let flow = flowLayout, flow.estimatedItemSize == .zero else { return nil }
        var spacings = [flow.minimumLineSpacing, flow.minimumInteritemSpacing]
        spacings += flow.delegateAnswers.sections.values.flatMap { [$0.minimumLineSpacing, $0.minimumInteritemSpacing].compactMap { $0 } }
        guard spacings.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        // The smallest positive width and height (a view with a side of 0 meets no rect).
        var smallest = (width: Double.infinity, height: Double.infinity)
        func include(_ size: Size) {
            if size.width > 0 { smallest.width = min(smallest.width, size.width) }
            if size.height > 0 { smallest.height = min(smallest.height, size.height) }
        }
        include(flow.itemSize)
        if let answer { include(answer) }
        for size in flow.delegateAnswers.itemSizes.values { include(size) }
        for sizes in flow.delegate.itemSizes.values { for size in sizes { include(size) } }
        for tree in flow.delegate.sparseItemSizes.values {
            if let width = tree.widthCounts.keys.filter({ $0 > 0 }).min() { smallest.width = min(smallest.width, width) }
            if let height = tree.heightCounts.keys.filter({ $0 > 0 }).min() { smallest.height = min(smallest.height, height) }
        }
        var supplementary = (width: Double.infinity, height: Double.infinity)
        func includeSupplementary(_ size: Size?) {
            guard let size, size.width > 0, size.height > 0 else { return }
            supplementary.width = min(supplementary.width, size.width)
            supplementary.height = min(supplementary.height, size.height)
        }
        includeSupplementary(flow.headerReferenceSize)
        includeSupplementary(flow.footerReferenceSize)
        for answers in flow.delegateAnswers.sections.values {
            includeSupplementary(answers.headerReferenceSize)
            includeSupplementary(answers.footerReferenceSize)
        }
        for size in flow.delegate.headerReferenceSizes.values { includeSupplementary(size) }
        for size in flow.delegate.footerReferenceSizes.values { includeSupplementary(size) }
        func tiles(_ extent: Size) -> Int {
            guard extent.width.isFinite, extent.height.isFinite else { return 0 }   // none of that kind
            let columns = (boundsSize.width / extent.width).rounded(.down) + 2
            let rows = (boundsSize.height / extent.height).rounded(.down) + 2
            let product = columns * rows
            return product < Double(Int.max / 4) ? Int(product) : Int.max / 4
        }
        let views = Self.plus(tiles(Size(width: smallest.width, height: smallest.height)),
                              min(tiles(Size(width: supplementary.width, height: supplementary.height)), Self.plus(sections, sections)))
        return views
    }

    /// A saturating sum of counts that are never negative.
    static func plus(_ a: Int, _ b: Int) -> Int { a > Int.max - b ? Int.max : a + b }
}
