/// Configuration that re-lays out the view: bounds, layout, insets, scale, direction.
extension CollectionView {
    /// The layout's input, from the presented counts and the scroll state.
    var layoutContext: LayoutContext {
        var context = LayoutContext(numberOfItems: presentedCounts, boundsSize: boundsSize, contentOffset: contentOffset,
                                    adjustedContentInset: adjustedContentInset, safeAreaInsets: safeAreaInsets,
                                    layoutMargins: layoutMargins, scale: scale, isRightToLeft: isRightToLeft)
        context.version = version
        context.userInterfaceIdiom = userInterfaceIdiom
        context.viewContentSize = layout.collectionViewContentSize
        return context
    }

    /// prepare() the layout for the current state. Identifier-keyed delegate answers are turned
    /// into per-index ones first, so an answer follows its item or section when they move.
    mutating func layoutIfNeeded() {
        layout.resolveDelegateAnswers(LayoutIdentifiers(dataSource: dataSource, presentedCounts: presentedCounts))
        layout.prepare(layoutContext)
        // prepare() runs over the whole collection.
        work.charge(presentedCounts.count, each: WorkMeter.sectionCost)
        for count in presentedCounts { work.charge(count, each: WorkMeter.itemCost) }
        // UIKit logs once per layout computation; one step may prepare several times.
        for warning in layout.warnings where !events.contains(.log(warning)) { events.append(.log(warning)) }
    }

    /// Re-lays out and pulls the offset back into the valid range (a new size, layout or inset
    /// keeps the offset where it can — docs/language.md "Set-up", docs/layout.md §7).
    mutating func relayoutKeepingOffset() {
        layoutIfNeeded()
        let clamped = scrollGeometry.clamped(contentOffset)
        if clamped != contentOffset {
            contentOffset = clamped
            layout.updateContentOffset(clamped)   // only the offset changed: no second prepare
        }
    }

    /// After an update the offset is kept; if the content shrank under it, the origin is pulled
    /// back by the overhang (docs/updates.md §4.3 rule 2). Where the content became shorter than the
    /// bounds, the offset comes back to the top [inferred: UXKit would leave it; a person expects
    /// the content in view]. An offset above the top (pulled down) is left as it is.
    mutating func relayoutPullingBackOffset() {
        layoutIfNeeded()
        let maximum = scrollGeometry.maximumOffset
        let pulled = Point(x: min(contentOffset.x, maximum.x), y: min(contentOffset.y, maximum.y))
        if pulled != contentOffset {
            contentOffset = pulled
            layout.updateContentOffset(pulled)
        }
    }

    /// The scroll view's arithmetic for the current content, bounds and insets.
    public var scrollGeometry: ScrollGeometry {
        ScrollGeometry(contentSize: collectionViewContentSize, boundsSize: boundsSize, adjustedContentInset: adjustedContentInset)
    }

    /// Sets a property that changes the layout's input, then re-lays out (keeping the offset in
    /// range) and updates what is on screen.
    mutating func setAndRelayout<Value>(_ property: WritableKeyPath<CollectionView, Value>, _ value: Value) {
        self[keyPath: property] = value
        relayoutAndRedisplay()
    }

    /// The collection view's bounds size (`view 390x844`).
    public mutating func setBoundsSize(_ size: Size) throws(UIKitError) {
        try transaction { view in
            view.invalidateLayoutForBoundsChange(to: size)
            view.setAndRelayout(\.boundsSize, size)
        }
    }

    /// setCollectionViewLayout(_:animated:): the new layout prepares against the same bounds; the
    /// offset is kept and pulled back into range (docs/layout.md §7). The delegate's answers stay.
    public mutating func setCollectionViewLayout(_ newLayout: AnyCollectionViewLayout) throws(UIKitError) {
        try transaction { view in
            view.closeSwipeActions(because: .layoutChange)
            view.installLayout(newLayout.keepingDelegateAnswers(of: view.layout))
            view.relayoutKeepingOffset()
            view.remeasureKeptCellsAndSettle()
            view.refreshDisplay(.scroll(delta: 0))
        }
    }

    public mutating func setContentInset(_ inset: EdgeInsets) throws(UIKitError) {
        try transaction { $0.invalidateLayoutForGeometryChange(); $0.changingAdjustedInset { $0.setAndRelayout(\.contentInset, inset) } }
    }
    public mutating func setSafeAreaInsets(_ inset: EdgeInsets) throws(UIKitError) {
        try transaction { $0.invalidateLayoutForGeometryChange(); $0.changingAdjustedInset { $0.setAndRelayout(\.safeAreaInsets, inset) } }
    }
    public mutating func setLayoutMargins(_ inset: EdgeInsets) throws(UIKitError) {
        try transaction { $0.invalidateLayoutForGeometryChange(); $0.setAndRelayout(\.layoutMargins, inset) }
    }
    public mutating func setScale(_ newScale: Double) throws(UIKitError) {
        try transaction { $0.invalidateLayoutForGeometryChange(); $0.setAndRelayout(\.scale, newScale) }
    }
    public mutating func setRightToLeft(_ rightToLeft: Bool) throws(UIKitError) {
        try transaction { $0.invalidateLayoutForGeometryChange(); $0.setAndRelayout(\.isRightToLeft, rightToLeft) }
    }
    /// traitOverrides.userInterfaceIdiom: list sections resolve their metrics again (docs/compositional.md §5.2).
    public mutating func setUserInterfaceIdiom(_ idiom: UserInterfaceIdiom) throws(UIKitError) {
        try transaction { $0.invalidateLayoutForGeometryChange(); $0.setAndRelayout(\.userInterfaceIdiom, idiom) }
    }

    /// contentOffset = point. Not clamped: UIScrollView accepts any offset (docs/layout.md §6).
    public mutating func setContentOffset(_ point: Point) throws(UIKitError) {
        try transaction { $0.setContentOffsetInTransaction(point) }
    }

    /// `setContentOffset(_:)` inside the caller's transaction (a scroll that is part of another
    /// operation: an animation frame, scrollToItem, an inset change).
    mutating func setContentOffsetInTransaction(_ point: Point) {
        let old = contentOffset
        if point != old { closeSwipeActions(because: .scroll) }
        contentOffset = point
        // A custom layout is asked shouldInvalidateLayout(forBoundsChange:) and prepares on true.
        let prepared = point != old && invalidateLayoutForScroll(to: point)
        // Scrolling changes nothing the stock layouts computed (pinned views are placed at query
        // time): no prepare, so a scroll step stays cheap at a million items with per-item sizes.
        if !prepared { layout.updateContentOffset(point) }
        let delta = layout.scrollAxis == .vertical ? point.y - old.y : point.x - old.x
        refreshDisplay(.scroll(delta: delta))
    }

    /// A layout change (rule 7): views that stay visible keep their cells; others end or appear.
    mutating func relayoutAndRedisplay() {
        relayoutKeepingOffset()
        refreshDisplay(.scroll(delta: 0))
    }
}
